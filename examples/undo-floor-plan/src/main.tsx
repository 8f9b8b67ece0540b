import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { store } from './app/store'
import './index.css'

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
