// Starts the fake server in the browser: a service worker
// (public/mockServiceWorker.js, written by `npx msw init public`) passes the
// app's /api requests to the handlers, which run in the page.
import { setupWorker } from 'msw/browser'
import { handlers, setLatency } from './handlers'

export async function startMockServer() {
  const latency = Number(
    new URLSearchParams(window.location.search).get('latency'),
  )
  if (latency > 0) setLatency(latency)
  const worker = setupWorker(...handlers)
  // Requests for anything else (the app's own files) go to Vite as usual.
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
}
