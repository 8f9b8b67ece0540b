// Pictures of what the Redux DevTools show for Trailmates, drawn from the
// real stores of the checkpoints. The script plays the part of the DevTools
// extension: configureStore looks for window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__
// and, when it is there, composes the store's enhancers with it. Ours records
// every action the root reducer receives, with the state before and after.
// The recording is drawn as a DevTools-style panel (action log, action, diff,
// state) and screenshotted in Debian's Chromium:
//
//   node scripts/devtools-screenshots.mjs [output folder] [--only=name,…]
//
// Writes devtools-*.png to static/img/tutorials/essentials/ at the repository
// root (then run `npm run images` there). No dev server or browser page runs
// the app: Vite loads each checkpoint's TypeScript in Node, and msw/node
// answers its requests with the app's own fake server. One picture needs
// React's StrictMode, so it renders the checkpoint's real components in
// jsdom; it is drawn straight to SVG (a narrow panel that follows the reader's
// colour mode), which needs no browser. --only writes just the named pictures
// (Chromium starts only if one of them is a PNG).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { inspect } from 'node:util'
import { createServer } from 'vite'

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = resolve(appDir, '../..')
const args = process.argv.slice(2)
const outDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(repoRoot, 'static/img/tutorials/essentials'))
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',')
mkdirSync(outDir, { recursive: true })
// Chromium starts as in every example's scripts (the site's scripts/lib/browserSession.mjs).
const { launchChromium } = await import(pathToFileURL(join(repoRoot, 'scripts/lib/browserSession.mjs')).href)

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
async function openCheckpoint(name, plugins = []) {
  const root = name === 'app' ? appDir : join(appDir, 'checkpoints', name)
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    plugins,
  })
  return { load: (file) => server.ssrLoadModule(`/src/${file}`), close: () => server.close() }
}

/**
 * A Vite plugin that serves `file` as it is on an Essentials page before one of its steps: the
 * page's `diff` block for that file that contains `marker`, applied backwards (the checkpoint
 * holds the code after the step).
 */
function beforeStep(page, file, marker) {
  const source = readFileSync(join(repoRoot, 'docs/tutorials/essentials', page), 'utf8')
  const blocks = [...source.matchAll(/```diff title="([^"]+)"\n([\s\S]*?)\n```/g)].filter(
    ([, title, body]) => title === file && body.includes(marker),
  )
  if (blocks.length !== 1) throw new Error(`${page}: ${blocks.length} diffs of ${file} mention ${marker}`)
  const lines = blocks[0][2].split('\n')
  if (lines.some((line) => line.startsWith('@@'))) throw new Error(`${page}: the diff of ${file} has several hunks`)
  const side = (skip) => lines.filter((line) => line[0] !== skip).map((line) => line.slice(1)).join('\n')
  const [before, after] = [side('+'), side('-')]
  return {
    name: 'before-step',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(`/${file}`)) return undefined
      if (!code.includes(after)) throw new Error(`${file} does not hold what the diff on ${page} adds`)
      return code.replace(after, before)
    },
  }
}

/**
 * Renders `element(React)` into a jsdom page while `run` waits, then unmounts it. The globals a
 * page has exist only meanwhile (msw/node and the other pictures want plain Node).
 */
async function inJsdomPage(element, run) {
  const { JSDOM } = await import('jsdom')
  const dom = new JSDOM('<!doctype html><div id="root"></div>', { url: 'http://localhost/reports', pretendToBeVisual: true })
  const names = ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'Event', 'MouseEvent']
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)])
  for (const name of names) Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true })
  try {
    const React = await import('react')
    const { createRoot } = await import('react-dom/client')
    const root = createRoot(dom.window.document.getElementById('root'))
    root.render(await element(React))
    await run()
    root.unmount()
    // Let React's scheduler finish what the unmount queued while the page still exists.
    await new Promise((resolve) => setTimeout(resolve, 100))
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor)
      else delete globalThis[name]
    }
    dom.window.close()
  }
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
async function recordedStore(checkpoint, preloadedState) {
  const { makeStore } = await checkpoint.load('store/store.ts')
  const log = (currentLog = [])
  const store = makeStore(preloadedState)
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

/**
 * The same kind of picture, drawn as SVG for a narrow column: the action log on top (entry
 * `selected` highlighted), then Action and Diff, as the DevTools lay them out in a narrow window.
 * Its colours follow prefers-color-scheme, which an SVG image takes from the page showing it.
 */
function svgPage({ title, subtitle, log, selected, description }) {
  const width = 440
  const entry = log[selected]
  const rowHeight = 24
  const mono = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', monospace"
  const parts = []
  let y = 31
  parts.push(`<rect class="list" x="1" y="${y}" width="${width - 2}" height="${log.length * rowHeight}"/>`)
  log.forEach(({ action }, index) => {
    const top = y + index * rowHeight
    if (index === selected) parts.push(`<rect class="on" x="1" y="${top}" width="${width - 2}" height="${rowHeight}"/>`)
    else if (index > 0) parts.push(`<path class="rule" d="M1 ${top}.5 H${width - 1}"/>`)
    parts.push(`<text class="${index === selected ? 'on-text' : 'code'}" x="12" y="${top + 16.5}">${escape(typeOf(action))}</text>`)
  })
  y += log.length * rowHeight
  parts.push(`<path class="rule-strong" d="M1 ${y}.5 H${width - 1}"/>`)
  const changes = diff(entry.before, entry.after)
  const sections = [
    ['Action', inspect(withoutSymbols(entry.action), { depth: 3, breakLength: 48, compact: 3, sorted: false }).split('\n')],
    ['Diff', changes.length ? changes.map(({ path }) => path.join('.')) : ['(states are equal)']],
  ]
  for (const [heading, lines] of sections) {
    y += 24
    parts.push(`<text class="heading" x="14" y="${y}">${heading.toUpperCase()}</text>`)
    y += 6
    for (const line of lines) {
      y += 18
      parts.push(`<text class="code" x="14" y="${y}" xml:space="preserve">${escape(line)}</text>`)
    }
    y += 12
  }
  const height = y + 4
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="14">
  <title>${escape(description)}</title>
  <style>
    .page { fill: #fff; stroke: #b8bcc4; }
    .head { fill: #2a2e35; }
    .head-text { fill: #fff; font-weight: 600; }
    .head-sub { fill: #fff; }
    .list { fill: #f4f5f7; }
    .on { fill: #5b3cc4; }
    .rule { stroke: #e3e5e9; }
    .rule-strong { stroke: #d0d4da; }
    .code { fill: #1c1e21; font-family: ${mono}; font-size: 13px; }
    .on-text { fill: #fff; font-family: ${mono}; font-size: 13px; }
    .heading { fill: #5b3cc4; font-size: 12px; font-weight: 600; letter-spacing: 0.06em; }
    @media (prefers-color-scheme: dark) {
      .page { fill: #1f2124; stroke: #4a4f57; }
      .head { fill: #111214; }
      .list { fill: #26282c; }
      .on { fill: #6a4fd6; }
      .rule { stroke: #363a40; }
      .rule-strong { stroke: #4a4f57; }
      .code { fill: #e3e5e8; }
      .heading { fill: #b9a8f5; }
    }
  </style>
  <rect class="page" x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="4"/>
  <rect class="head" x="1" y="1" width="${width - 2}" height="30" rx="3"/>
  <text class="head-text" x="12" y="21">${escape(title)}</text>
  <text class="head-sub" x="${width - 12}" y="21" text-anchor="end">${escape(subtitle)}</text>
  ${parts.join('\n  ')}
</svg>
`
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
  // Part 5, before the step that adds `condition`: the feed's effect dispatches fetchReports(),
  // and React's StrictMode runs every effect twice in development. The checkpoint's own App,
  // in <StrictMode> as main.tsx renders it, with fetchReports as the page has it at that point.
  // The hikers are not fetched yet at that point of the page: they are the slice's static data.
  const checkpoint = await openCheckpoint('part-5', [beforeStep('part-5-async-logic.mdx', 'src/reports/reportsSlice.ts', 'condition:')])
  const stop = await startFakeServer(checkpoint)
  const { allHikers } = await checkpoint.load('mock/db.ts')
  const { store, log } = await recordedStore(checkpoint, { hikers: structuredClone(allHikers()) })
  const { signedIn } = await checkpoint.load('session/sessionSlice.ts')
  const { App } = await checkpoint.load('App.tsx')
  // As the sign-in page does; the feed then mounts.
  store.dispatch(signedIn('ines'))
  const fulfilled = () => log.filter(({ action }) => action.type === 'reports/fetch/fulfilled').length
  await inJsdomPage(
    async ({ StrictMode, createElement: h }) => {
      const { Provider } = await import('react-redux')
      const { MemoryRouter } = await import('react-router')
      return h(StrictMode, null, h(Provider, { store }, h(MemoryRouter, { initialEntries: ['/reports'] }, h(App))))
    },
    () => waitFor(() => fulfilled() === 2),
  )
  const pendings = log.flatMap(({ action }, index) => (action.type === 'reports/fetch/pending' ? [index] : []))
  const [first, second] = pendings.map((index) => log[index].action.meta.requestId)
  if (pendings.length !== 2 || first === second) throw new Error(`expected two requests, got ${pendings.length}`)
  if (store.getState().reports.list.length !== 6) throw new Error('the list should hold the six reports once')
  pictures.push([
    'devtools-part5-duplicate-fetch',
    {
      svg: svgPage({
        title: 'Redux DevTools: Trailmates',
        subtitle: 'part 5, no condition yet',
        log,
        selected: pendings[1],
        description:
          'Redux DevTools after signing in, with StrictMode and no condition on fetchReports. The log lists @@INIT, ' +
          'session/signedIn, then reports/fetch/pending twice and reports/fetch/fulfilled twice. ' +
          'The second reports/fetch/pending is selected: its Action shows a requestId ' +
          'of its own, a second request, and its Diff says the states are equal, because the status was already ' +
          "'loading'.",
      }),
    },
  ])
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

const wanted = pictures.filter(([name]) => !only || only.includes(name))
if (only && wanted.length !== only.length) throw new Error(`--only: no picture named ${only.filter((name) => !wanted.some(([known]) => known === name))}`)
for (const [name, picture] of wanted) {
  if (typeof picture === 'string') continue
  const path = join(outDir, `${name}.svg`)
  writeFileSync(path, picture.svg)
  console.log(`wrote ${path}`)
}
const screenshots = wanted.filter(([, picture]) => typeof picture === 'string')
if (screenshots.length) {
  const browser = await launchChromium()
  try {
    const tab = await browser.newPage({ viewport: { width: 1000, height: 700 }, deviceScaleFactor: 1 })
    for (const [name, html] of screenshots) {
      await tab.setContent(html)
      const path = join(outDir, `${name}.png`)
      await tab.locator('.frame').screenshot({ path })
      console.log(`wrote ${path}`)
    }
  } finally {
    await browser.close()
  }
}
// RTK Query keeps timers for unused cache entries: do not wait for them.
process.exit(0)
