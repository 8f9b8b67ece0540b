import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router'
import { App } from './App'
import { setupStore } from './app/store'
import { fetchUsers } from './features/users/usersSlice'
import './index.css'

async function start() {
  const { worker } = await import('./api/browser')
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })

  const store = setupStore()
  // Users are needed everywhere: load them once, before the first render.
  store.dispatch(fetchUsers())

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  )
}

start()
