import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'

import App from './App'
import store from './store'
import { fetchTodos } from './features/todos/todosSlice'
import './index.css'

// The fake server must be listening before the first request goes out.
// (Loaded as a separate chunk: it is demo scaffolding, not part of the app.)
const { startFakeApi } = await import('./api/browser')
await startFakeApi()

// Load the saved todos as soon as the app starts.
store.dispatch(fetchTodos())

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
)
