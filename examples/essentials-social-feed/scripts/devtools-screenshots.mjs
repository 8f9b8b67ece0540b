// Pictures of what the Redux DevTools show for Trailmates, drawn from the
// real stores of the checkpoints. The script plays the part of the DevTools
// extension: configureStore looks for window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__
// and, when it is there, composes the store's enhancers with it. Ours records
// every action the root reducer receives, with the state before and after.
// The recording is drawn as a DevTools-style panel (action log, action, diff,
// state) and screenshotted in Debian's Chromium:
//
//   node scripts/devtools-screenshots.mjs [output folder]
//
// Writes devtools-*.png to static/img/tutorials/essentials/ at the repository
// root (then run `npm run images` there). No dev server or browser page runs
// the app: Vite loads each checkpoint's TypeScript in Node, and msw/node
// answers its requests with the app's own fake server.
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { inspect } from 'node:util'
import { createServer } from 'vite'

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = resolve(appDir, '../..')
const outDir = resolve(process.argv[2] ?? join(repoRoot, 'static/img/tutorials/essentials'))
mkdirSync(outDir, { recursive: true })
const { chromium } = createRequire(join(repoRoot, 'package.json'))('playwright-core')

// ---- The stand-in for the DevTools extension --------------------------------
// Redux Toolkit reads it once, when it is first imported; `window` goes away
// again right after (MSW would take it for a browser).
let currentLog = []
globalThis.window = {
  __REDUX_DEVTOOLS_EXTENSION_COMPOSE__:
    () =>
    (...enhancers) =>
    (createStore) =>
    (reducer, preloadedState) => {
      const log = currentLog
      const recordingReducer = (state, action) => {
        const next = reducer(state, action)
        log.push({ action, before: state, after: next })
        return next
      }
      const enhanced = enhancers.reduceRight((next, enhancer) => enhancer(next), createStore)
      return enhanced(recordingReducer, preloadedState)
    },
}
await import('@reduxjs/toolkit')
delete globalThis.window

// The app fetches relative URLs such as /api/reports, as a page does: give
// Node a page address to resolve them against (as src/test/setup.ts does).
globalThis.location = new URL('http://localhost/')
const absolute = (input) => (typeof input === 'string' && input.startsWith('/') ? new URL(input, globalThis.location) : input)
const NodeRequest = globalThis.Request
globalThis.Request = class PageRequest extends NodeRequest {
  constructor(input, init) {
    super(absolute(input), init)
  }
}

/** Loads a checkpoint's modules (TypeScript) through Vite, in Node. */
async function openCheckpoint(name) {
  const root = name === 'app' ? appDir : join(appDir, 'checkpoints', name)
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
  })
  return { load: (file) => server.ssrLoadModule(`/src/${file}`), close: () => server.close() }
}

/** Starts the checkpoint's fake server with msw/node. */
async function startFakeServer(checkpoint) {
  const { setupServer } = await import('msw/node')
  const { handlers, setLatency } = await checkpoint.load('mock/handlers.ts')
  setLatency(0)
  const server = setupServer(...handlers)
  server.listen({ onUnhandledRequest: 'error' })
  const mockedFetch = globalThis.fetch
  globalThis.fetch = (input, init) => mockedFetch(absolute(input), init)
  return () => {
    server.close()
    globalThis.fetch = mockedFetch
  }
}

/** Makes the checkpoint's store; returns it with the log of what its reducer received. */
async function recordedStore(checkpoint) {
  const { makeStore } = await checkpoint.load('store/store.ts')
  const log = (currentLog = [])
  const store = makeStore()
  return { store, log }
}

// ---- Drawing ----------------------------------------------------------------

/** Path-by-path changes between two states, as the DevTools' Diff tab lists them. */
function diff(before, after, path = []) {
  if (before === after) return []
  const bothObjects = before && after && typeof before === 'object' && typeof after === 'object'
  if (!bothObjects) return [{ path, before, after }]
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys].flatMap((key) => diff(before[key], after[key], [...path, key]))
}

/** A copy without symbol-keyed properties: the DevTools do not show them. */
function withoutSymbols(value) {
  if (Array.isArray(value)) return value.map(withoutSymbols)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutSymbols(item)]))
}

const show = (value, depth = 3) =>
  inspect(withoutSymbols(value), { depth, breakLength: 76, compact: 3, maxArrayLength: 2, maxStringLength: 60, sorted: false })
/** A short, one-line form for the Diff panel. */
const brief = (value) =>
  inspect(withoutSymbols(value), { depth: 1, breakLength: Infinity, maxArrayLength: 2, maxStringLength: 22 })
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
const typeOf = (action) => (action.type.startsWith('@@redux/INIT') ? '@@INIT' : action.type)

/**
 * One DevTools-style picture: the action log on the left (entry `selected`
 * highlighted), and on the right the panels asked for: Action, Diff, and
 * State (all of it, or the part under `statePath`).
 */
function page({ title, log, selected, panels, statePath = [], depth = 3 }) {
  const entry = log[selected]
  const items = log
    .map(({ action }, index) => `<li class="${index === selected ? 'on' : ''}">${escape(typeOf(action))}</li>`)
    .join('')
  const all = diff(entry.before, entry.after)
  // Long runs of additions (a whole list arriving) are shortened, as the DevTools fold them.
  const changes = all
    .filter(({ path, before }, index) => {
      if (before !== undefined) return true
      const parent = path.slice(0, -1).join('.')
      const position = all.slice(0, index).filter((other) => other.before === undefined && other.path.slice(0, -1).join('.') === parent).length
      return position < 2
    })
    .map(({ path, before, after }) => {
      const where = escape(path.join('.'))
      if (before === undefined) return `<div class="add">+ ${where}: ${escape(brief(after))}</div>`
      if (after === undefined) return `<div class="del">− ${where}: ${escape(brief(before))}</div>`
      return `<div>${where}: <span class="del">${escape(brief(before))}</span> → <span class="add">${escape(brief(after))}</span></div>`
    })
  const hidden = all.length - changes.length
  if (hidden > 0) changes.splice(2, 0, `<div class="add">+ … ${hidden} more added the same way</div>`)
  const state = statePath.reduce((value, key) => value[key], entry.after)
  const stateTitle = statePath.length ? `State › ${statePath.join(' › ')}` : 'State'
  const sections = {
    Action: ['Action', `<pre>${escape(show(entry.action, depth))}</pre>`],
    Diff: ['Diff', `<pre>${changes.join('') || '(no change)'}</pre>`],
    State: [stateTitle, `<pre>${escape(show(state, depth))}</pre>`],
  }
  return `<!doctype html><meta charset="utf-8"><style>
  body { margin: 0; font: 14px/1.45 system-ui, sans-serif; background: #fff; color: #1c1e21; }
  .frame { display: grid; grid-template-columns: 300px 1fr; border: 1px solid #b8bcc4; width: 980px; }
  header { grid-column: 1 / 3; background: #2a2e35; color: #fff; padding: 6px 12px; font-weight: 600; }
  ul { list-style: none; margin: 0; padding: 0; border-right: 1px solid #d0d4da; background: #f4f5f7; }
  li { padding: 6px 12px; border-bottom: 1px solid #e3e5e9; font-family: ui-monospace, monospace; font-size: 12.5px; overflow-wrap: anywhere; }
  li.on { background: #5b3cc4; color: #fff; }
  section { padding: 8px 14px; border-bottom: 1px solid #e3e5e9; }
  h2 { margin: 0 0 4px; font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: #5b3cc4; }
  pre { margin: 0; font: 12.5px/1.45 ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
  .add { color: #0b6b2e; } .del { color: #a3111f; }
  span.del { text-decoration: line-through; }
  </style><div class="frame"><header>${escape(title)}</header><ul>${items}</ul><div>${panels
    .map((name) => `<section><h2>${sections[name][0]}</h2>${sections[name][1]}</section>`)
    .join('')}</div></div>`
}

const indexOf = (log, type, from = 0) => log.findIndex(({ action }, index) => index >= from && action.type === type)
const waitFor = async (check) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20))
  if (!check()) throw new Error('timed out')
}

// ---- The pictures -----------------------------------------------------------

const pictures = []

{
  // Part 3: the store as it starts, then one reportPublished.
  const checkpoint = await openCheckpoint('part-3')
  const { store, log } = await recordedStore(checkpoint)
  const { reportPublished } = await checkpoint.load('reports/reportsSlice.ts')
  pictures.push(['devtools-part3-initial-state', page({ title: 'Redux DevTools: Trailmates, part 3', log, selected: 0, panels: ['State'] })])
  store.dispatch(
    reportPublished({ id: 'mU2Vq8Rt1kE6_pHnZ0yLa', title: 'Sunrise on the east ridge', body: 'Up at four, on top at six.' }),
  )
  pictures.push([
    'devtools-part3-report-published',
    page({ title: 'Redux DevTools: Trailmates, part 3', log, selected: 1, panels: ['Action', 'Diff', 'State'] }),
  ])
  await checkpoint.close()
}

{
  // Part 5: fetching the hikers (as main.tsx does) and the reports (as the feed does).
  const checkpoint = await openCheckpoint('part-5')
  const stop = await startFakeServer(checkpoint)
  const { store, log } = await recordedStore(checkpoint)
  const { fetchHikers } = await checkpoint.load('hikers/hikersSlice.ts')
  const { fetchReports } = await checkpoint.load('reports/reportsSlice.ts')
  await store.dispatch(fetchHikers())
  await store.dispatch(fetchReports())
  const title = 'Redux DevTools: Trailmates, part 5'
  const pending = indexOf(log, 'reports/fetch/pending')
  const fulfilled = indexOf(log, 'reports/fetch/fulfilled')
  pictures.push(['devtools-part5-fetch-pending', page({ title, log, selected: pending, panels: ['Action', 'Diff'] })])
  pictures.push(['devtools-part5-fetch-fulfilled', page({ title, log, selected: fulfilled, panels: ['Action', 'Diff'], depth: 2 })])
  stop()
  await checkpoint.close()
}

{
  // Part 7: the RTK Query cache after getReports, as the feed's hook starts it.
  const checkpoint = await openCheckpoint('part-7')
  const stop = await startFakeServer(checkpoint)
  const { store, log } = await recordedStore(checkpoint)
  const { trailApi } = await checkpoint.load('api/trailApi.ts')
  const request = store.dispatch(trailApi.endpoints.getReports.initiate())
  await request
  await waitFor(() => indexOf(log, 'trailApi/executeQuery/fulfilled') !== -1)
  const fulfilled = indexOf(log, 'trailApi/executeQuery/fulfilled')
  pictures.push([
    'devtools-part7-query-cache',
    page({
      title: 'Redux DevTools: Trailmates, part 7',
      log,
      selected: fulfilled,
      panels: ['State'],
      statePath: ['trailApi'],
      depth: 4,
    }),
  ])
  request.unsubscribe()
  stop()
  await checkpoint.close()
}

{
  // Part 8: revising a report invalidates its tag; the list and that report's
  // page (both subscribed) are fetched again, the other report is not.
  const checkpoint = await openCheckpoint('app')
  const stop = await startFakeServer(checkpoint)
  const { store, log } = await recordedStore(checkpoint)
  const { trailApi } = await checkpoint.load('api/trailApi.ts')
  const subscriptions = [
    store.dispatch(trailApi.endpoints.getReports.initiate()),
    store.dispatch(trailApi.endpoints.getReport.initiate('r1')),
    store.dispatch(trailApi.endpoints.getReport.initiate('r2')),
  ]
  await Promise.all(subscriptions)
  const start = log.length
  await store.dispatch(trailApi.endpoints.reviseReport.initiate({ id: 'r1', title: 'Frost, then sun', body: 'Cold, then bright.' }))
  const refetches = () => log.slice(start).filter(({ action }) => action.type === 'trailApi/executeQuery/fulfilled').length
  await waitFor(() => refetches() === 2)
  const mutation = indexOf(log, 'trailApi/executeMutation/fulfilled', start)
  const refetch = indexOf(log, 'trailApi/executeQuery/pending', mutation)
  const title = 'Redux DevTools: Trailmates, part 8 — reviseReport invalidates { type: "Report", id: "r1" }'
  // Only the entries from the mutation on, as after the DevTools' "commit".
  const recent = log.slice(start - 1)
  pictures.push([
    'devtools-part8-invalidation',
    page({ title, log: recent, selected: refetch - start + 1, panels: ['Action', 'Diff'], depth: 3 }),
  ])
  for (const subscription of subscriptions) subscription.unsubscribe()
  stop()
  await checkpoint.close()
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  const tab = await browser.newPage({ viewport: { width: 1000, height: 700 }, deviceScaleFactor: 1 })
  for (const [name, html] of pictures) {
    await tab.setContent(html)
    const path = join(outDir, `${name}.png`)
    await tab.locator('.frame').screenshot({ path })
    console.log(`wrote ${path}`)
  }
} finally {
  await browser.close()
}
// RTK Query keeps timers for unused cache entries: do not wait for them.
process.exit(0)
