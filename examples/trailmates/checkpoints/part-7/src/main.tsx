import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router'
import { App } from './App'
import { fetchHikers } from './hikers/hikersSlice'
import { makeStore } from './store/store'
import './styles.css'

// The fake server must be answering before anything asks it for data. It is
// loaded as a separate file (a dynamic import): a real app would not ship it.
const { startMockServer } = await import('./mock/browser')
await startMockServer()

const store = makeStore()
// The hikers are needed everywhere, starting with the sign-in page:
// ask for them now.
store.dispatch(fetchHikers())

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
)
