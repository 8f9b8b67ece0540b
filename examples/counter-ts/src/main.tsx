import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { makeStore } from './app/store'
import './index.css'

// The one store of this app, created once when the page loads.
const store = makeStore()

const container = document.getElementById('root')
if (!container) {
  throw new Error('index.html must contain an element with id="root"')
}

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
)
