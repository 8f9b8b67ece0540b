import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router'
import { App } from './App'
import { setupStore } from './app/store'
import { usersApi } from './features/users/usersSlice'
import './index.css'

async function start() {
  // Start the fake backend before the first request goes out.
  const { worker } = await import('./api/browser')
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })

  const store = setupStore()
  // Fetch the users once at startup, outside React; components read them
  // from the cache with selectors.
  store.dispatch(usersApi.endpoints.getUsers.initiate())

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
