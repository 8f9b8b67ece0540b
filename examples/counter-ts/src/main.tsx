import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { createAppStore } from './app/store'
import './index.css'

// Made once, outside any component: a component function can run many times,
// and each run would start over with a new, empty store.
const store = createAppStore()

const mountPoint = document.querySelector('#app')
if (mountPoint === null) {
  throw new Error('index.html has no element with id="app"')
}

createRoot(mountPoint).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
)
