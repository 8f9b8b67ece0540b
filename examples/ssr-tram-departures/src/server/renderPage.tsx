import { renderToString } from 'react-dom/server'
import { Provider } from 'react-redux'
import { App } from '../App'
import { stopChosen } from '../app/boardSlice'
import { makeStore } from '../app/store'
import { timetableApi } from '../app/timetableApi'
import { isStopId, type Timetable } from '../timetable'
import { serializeState } from './serializeState'

/**
 * Renders the page for one request: a fresh store, its data loaded, the state
 * embedded.
 */
export async function renderPage(
  url: URL,
  timetable: Timetable,
): Promise<string> {
  const store = makeStore(timetable)

  // 1. State that comes from the request.
  const stopId = url.searchParams.get('stop') ?? 'harbour'
  store.dispatch(stopChosen(stopId))

  // 2. Data the page needs, requested and awaited before rendering.
  if (isStopId(stopId)) {
    store.dispatch(timetableApi.endpoints.getDepartures.initiate(stopId))
  }
  await Promise.all(store.dispatch(timetableApi.util.getRunningQueriesThunk()))

  // 3. Render with the finished state, then send that same state along.
  const appHtml = renderToString(
    <Provider store={store}>
      <App />
    </Provider>,
  )
  const state = serializeState(store.getState())
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Tram departures</title>
  </head>
  <body>
    <div id="root">${appHtml}</div>
    <script type="application/json" id="preloaded-state">${state}</script>
    <script type="module" src="/assets/client.js"></script>
  </body>
</html>`
}
