// Starts the fake API in the browser. `public/mockServiceWorker.js` is the
// worker script that ships with the msw package (`npx msw init public`).
import { setupWorker } from 'msw/browser'

import { handlers, setResponseDelay } from './server'

export async function startFakeApi() {
  // A short delay so the loading and saving indicators can be seen.
  setResponseDelay(600)
  const worker = setupWorker(...handlers)
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}
