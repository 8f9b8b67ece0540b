#!/usr/bin/env node
// Pictures of what the Redux DevTools extension shows for this app, drawn from the running app's
// real store. It starts Vite's development server (traces are only recorded in development),
// opens the app in Debian's Chromium through Playwright and, before any of the app's code runs,
// installs a stand-in for the extension: the `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__`
// function that `configureStore` looks for. Like the extension, the stand-in receives the options
// `configureStore` passes (it checks that `trace` is on) and wraps the store, recording every
// action with the state after it and, because `trace` is on, the stack that dispatched it.
// The script then clicks through the app, maps the app's stack frames back to the source files
// with Vite's source maps, draws the recording as small DevTools-style panels and screenshots
// them into static/img/tutorials/essentials/:
//   counter-ts-devtools-initial.png       the State tab before any action
//   counter-ts-devtools-first-action.png  the Action tab for the first click
//   counter-ts-devtools-diff.png          after several clicks: the Diff tab of a check-in
//   counter-ts-devtools-trace.png         the Trace tab: where the group's action was dispatched
// Then it stops the server it started. Run `npm run images` at the repository root afterwards.
//
// Usage (inside examples/counter-ts, after `npm ci`):
//   node scripts/devtools-screenshots.mjs [--out <folder>]
import { readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { inspect, parseArgs } from 'node:util'

const exampleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const siteRoot = path.resolve(exampleDir, '..', '..')
// A source-map reader is installed at the site root, not in this example.
const fromSiteRoot = (...parts) => pathToFileURL(path.join(siteRoot, 'node_modules', ...parts)).href
// Chromium and the dev server start as in every example's scripts (the site's scripts/lib/browserSession.mjs).
const { launchChromium, startVite } = await import(pathToFileURL(path.join(siteRoot, 'scripts', 'lib', 'browserSession.mjs')).href)
const vite = await import('vite')
const { SourceMapConsumer } = (await import(fromSiteRoot('source-map-js', 'source-map.js'))).default

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(siteRoot, 'static', 'img', 'tutorials', 'essentials') },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
})

/**
 * Runs in the page before its own scripts: the stand-in for the DevTools extension. It composes
 * the store's enhancers the way the extension does, with its recorder innermost, so it sees each
 * plain action that reaches the reducer, after the middleware (thunks never get that far).
 */
function installDevToolsStandIn() {
  const log = { options: null, entries: [] }
  window.__devToolsLog = log
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options) => {
    log.options = options
    return (...enhancers) =>
      (createStore) => {
        const recordingCreateStore = (reducer, preloadedState) => {
          const store = createStore(reducer, preloadedState)
          log.entries.push({ action: { type: '@@INIT' }, state: store.getState(), at: performance.now() })
          const dispatch = (action) => {
            let stack
            if (options.trace) {
              const limit = Error.stackTraceLimit
              Error.stackTraceLimit = 50
              stack = new Error().stack
              Error.stackTraceLimit = limit
            }
            const result = store.dispatch(action)
            log.entries.push({ action, state: store.getState(), at: performance.now(), stack })
            return result
          }
          return { ...store, dispatch }
        }
        return enhancers.reduceRight((next, enhancer) => enhancer(next), recordingCreateStore)
      }
  }
}

// ---- Turning a recorded stack into frames of the app's source ----

/** `at name (url:line:column)` or `at url:line:column`, as V8 writes them. */
function parseStack(stack) {
  return stack
    .split('\n')
    .slice(1)
    .map((line) => /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line))
    .filter(Boolean)
    .map(([, name, url, line, column]) => ({ name: name ?? '(anonymous)', url, line: Number(line), column: Number(column) }))
}

const sourceMaps = new Map()
/** The inline source map Vite's dev server appends to every module it serves. */
async function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    const code = await (await fetch(url)).text()
    const inline = /\/\/# sourceMappingURL=data:application\/json;(?:charset=utf-8;)?base64,(\S+)\s*$/.exec(code)
    sourceMaps.set(url, inline ? new SourceMapConsumer(JSON.parse(Buffer.from(inline[1], 'base64').toString())) : null)
  }
  return sourceMaps.get(url)
}

/** A package's name from the file Vite pre-bundled it into (`react-dom_client.js` → react-dom). */
function packageOf(url) {
  const file = /\/node_modules\/\.vite\/deps\/([^?]+)\.js/.exec(url)?.[1]
  if (!file) return undefined
  if (file.startsWith('@')) return file.replace('_', '/').split('_')[0]
  return file.split('_')[0]
}

/**
 * The recorded stack as DevTools lists it: the app's frames mapped to their source lines, and
 * each run of library frames folded into one row. The stand-in's own frame is left out.
 */
async function framesOf(stack, origin) {
  const rows = []
  for (const frame of parseStack(stack)) {
    if (!frame.url.startsWith(origin)) continue
    const pathname = new URL(frame.url).pathname
    if (pathname.startsWith('/src/')) {
      const map = await sourceMapOf(frame.url)
      const original = map?.originalPositionFor({ line: frame.line, column: frame.column - 1 })
      if (!original?.line) throw new Error(`no source position for ${frame.url}:${frame.line}:${frame.column}`)
      rows.push({ kind: 'app', name: frame.name, file: pathname.slice(1), line: original.line, column: original.column + 1 })
      continue
    }
    const library = packageOf(frame.url) ?? pathname
    const last = rows.at(-1)
    if (last?.kind === 'library' && last.library === library) last.count += 1
    else rows.push({ kind: 'library', library, count: 1 })
  }
  return rows
}

// ---- Drawing ----

const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const show = (value) => inspect(value, { depth: 6, breakLength: 70, compact: 3 })

/** A value as DevTools' tree view lists it: one row per key, nested objects indented. */
function tree(value, depth = 0) {
  return Object.entries(value)
    .map(([key, child]) => {
      const pad = `style="padding-left:${depth * 18}px"`
      if (child && typeof child === 'object') {
        return `<div ${pad}><span class="key">${escape(key)}</span> <span class="dim">{${Object.keys(child).length} ${Object.keys(child).length === 1 ? 'key' : 'keys'}}</span></div>${tree(child, depth + 1)}`
      }
      return `<div ${pad}><span class="key">${escape(key)}:</span> <span class="${typeof child}">${escape(show(child))}</span></div>`
    })
    .join('')
}

/** Path-by-path changes between two states, as the Diff tab lists them. */
function diff(before, after, at = []) {
  if (before === after) return []
  const bothObjects = before && after && typeof before === 'object' && typeof after === 'object'
  if (!bothObjects) return [{ path: at, before, after }]
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys].flatMap((key) => diff(before[key], after[key], [...at, key]))
}

function diffRows(entries, selected) {
  return diff(entries[selected - 1].state, entries[selected].state)
    .map(({ path: at, before, after }) => {
      const name = `<span class="key">${escape(at.join('.'))}:</span>`
      if (before === undefined) return `<div>${name} <span class="add">${escape(show(after))}</span></div>`
      if (after === undefined) return `<div>${name} <span class="del">${escape(show(before))}</span></div>`
      return `<div>${name} <span class="del">${escape(show(before))}</span> → <span class="add">${escape(show(after))}</span></div>`
    })
    .join('')
}

function traceRows(frames) {
  const firstApp = frames.find((frame) => frame.kind === 'app')
  const rows = frames
    .map((frame) =>
      frame.kind === 'app'
        ? `<div class="frame-row app${frame === firstApp ? ' open' : ''}"><span class="fn">${escape(frame.name)}</span> <span class="where">${escape(frame.file)}:${frame.line}:${frame.column}</span></div>${frame === firstApp ? excerpt(frame) : ''}`
        : `<div class="frame-row lib">▸ ${frame.count} ${frame.count === 1 ? 'frame' : 'frames'} in ${escape(frame.library)}</div>`,
    )
    .join('')
  return rows
}

/** The source lines around an app frame, with its line marked, as the Trace tab shows them. */
function excerpt(frame) {
  const lines = readFileSync(path.join(exampleDir, frame.file), 'utf8').split('\n')
  const from = Math.max(frame.line - 3, 1)
  const to = Math.min(frame.line + 2, lines.length)
  const shown = []
  for (let number = from; number <= to; number++) {
    shown.push(`<div class="${number === frame.line ? 'hit' : ''}"><span class="num">${number}</span>${escape(lines[number - 1])}</div>`)
  }
  return `<pre class="code">${shown.join('')}</pre>`
}

function panel({ entries, selected, tab, frames }) {
  const entry = entries[selected]
  const items = entries
    .map(({ action, at }, index) => {
      const since = index === 0 ? '' : `+${((at - entries[index - 1].at) / 1000).toFixed(2)} s`
      return `<li class="${index === selected ? 'on' : ''}"><span>${escape(action.type)}</span><time>${since}</time></li>`
    })
    .join('')
  const content = {
    Action: () => `<div class="tree">${tree(entry.action)}</div>`,
    State: () => `<div class="tree">${tree(entry.state)}</div>`,
    Diff: () => `<div class="tree">${diffRows(entries, selected)}</div>`,
    Trace: () => traceRows(frames),
  }[tab]()
  const tabs = ['Action', 'State', 'Diff', 'Trace'].map((name) => `<span class="${name === tab ? 'on' : ''}">${name}</span>`).join('')
  return `<!doctype html><meta charset="utf-8"><style>
  body { margin: 0; padding: 8px; font: 14px/1.45 system-ui, sans-serif; background: #fff; color: #1c1e21; }
  .panel { display: grid; grid-template-columns: 350px 1fr; width: 960px; border: 1px solid #b8bcc4; }
  header { grid-column: 1 / 3; display: flex; justify-content: space-between; background: #2a2e35; color: #fff; padding: 6px 12px; font-weight: 600; }
  header span:last-child { font-weight: 400; color: #c9ccd3; }
  ul { list-style: none; margin: 0; padding: 0; border-right: 1px solid #d0d4da; background: #f4f5f7; }
  li { display: flex; justify-content: space-between; gap: 8px; padding: 7px 10px; border-bottom: 1px solid #e3e5e9; font: 13px ui-monospace, monospace; }
  li time { color: #6b7079; white-space: nowrap; }
  li.on { background: #5b3cc4; color: #fff; } li.on time { color: #e4dcff; }
  .tabs { display: flex; gap: 4px; padding: 6px 10px 0; border-bottom: 1px solid #d0d4da; }
  .tabs span { padding: 4px 12px; border-bottom: 3px solid transparent; color: #4b5059; }
  .tabs span.on { border-bottom-color: #5b3cc4; color: #1c1e21; font-weight: 600; }
  .body { padding: 10px 14px; font: 13px/1.6 ui-monospace, monospace; }
  .key { color: #7a2f8f; } .string { color: #0b6b2e; } .number { color: #1f4fbf; } .undefined, .dim { color: #6b7079; }
  .add { color: #0b6b2e; background: #e3f5e8; } .del { color: #a3111f; background: #fbe4e6; text-decoration: line-through; }
  .frame-row { padding: 3px 0; } .frame-row.lib { color: #6b7079; } .fn { font-weight: 700; } .where { color: #1f4fbf; }
  .code { margin: 4px 0 8px; padding: 6px 0; background: #f4f5f7; border: 1px solid #e3e5e9; font: 12.5px/1.5 ui-monospace, monospace; white-space: pre; overflow: hidden; }
  .code div { padding: 0 10px; } .code .hit { background: #fff2b8; } .num { display: inline-block; width: 3ch; margin-right: 12px; color: #6b7079; text-align: right; }
  </style><div class="panel"><header><span>Redux DevTools</span><span>Door counter</span></header><ul>${items}</ul><div><div class="tabs">${tabs}</div><div class="body">${content}</div></div></div>`
}

// ---- The session ----

const server = await startVite(vite, { root: exampleDir, mode: 'dev' })
const origin = server.url.replace(/\/$/, '')

let browser
try {
  browser = await launchChromium({ executablePath: values.chromium })
  const app = await browser.newPage()
  const errors = []
  app.on('pageerror', (error) => errors.push(error.message))
  await app.addInitScript(installDevToolsStandIn)
  await app.goto(origin)
  await app.getByLabel('Visitors inside', { exact: true }).waitFor()
  // Vite may reload the page once after optimizing dependencies on a first start: begin afresh.
  await app.reload()
  await app.getByLabel('Visitors inside', { exact: true }).waitFor()

  const recording = () => app.evaluate(() => window.__devToolsLog)
  const { options } = await recording()
  if (options?.trace !== true) {
    throw new Error(`configureStore was expected to turn tracing on in development, got ${JSON.stringify(options)}`)
  }
  const pause = () => app.waitForTimeout(400)
  const snapshots = { initial: await recording() }

  const cameIn = app.getByRole('button', { name: 'One came in' })
  await pause()
  await cameIn.click()
  snapshots.firstAction = await recording()

  await pause()
  await cameIn.click()
  await pause()
  await cameIn.click()
  await pause()
  await app.getByRole('button', { name: 'One left' }).click()
  await pause()
  await app.getByRole('button', { name: 'Let the group in' }).click()
  await pause()
  await app.getByLabel('Booking code').fill('B-215')
  await app.getByRole('button', { name: 'Check in' }).click()
  await app.getByText('Lindqvist, party of 2: welcome in.').waitFor()
  snapshots.session = await recording()
  if (errors.length > 0) throw new Error(`the app reported errors:\n${errors.join('\n')}`)

  const { entries } = snapshots.session
  const indexOf = (type) => {
    const index = entries.findIndex((entry) => entry.action.type === type)
    if (index < 0) throw new Error(`no ${type} in the recording: ${entries.map((entry) => entry.action.type).join(', ')}`)
    return index
  }
  const groupArrived = indexOf('visitors/groupArrived')
  const pictures = [
    ['counter-ts-devtools-initial', { entries: snapshots.initial.entries, selected: 0, tab: 'State' }],
    ['counter-ts-devtools-first-action', { entries: snapshots.firstAction.entries, selected: 1, tab: 'Action' }],
    ['counter-ts-devtools-diff', { entries, selected: indexOf('visitors/checkInBooking/fulfilled'), tab: 'Diff' }],
    ['counter-ts-devtools-trace', { entries, selected: groupArrived, tab: 'Trace', frames: await framesOf(entries[groupArrived].stack, origin) }],
  ]

  await mkdir(values.out, { recursive: true })
  const canvas = await browser.newPage({ viewport: { width: 1000, height: 600 }, deviceScaleFactor: 1 })
  for (const [name, picture] of pictures) {
    await canvas.setContent(panel(picture))
    const file = path.join(values.out, `${name}.png`)
    await canvas.locator('.panel').screenshot({ path: file })
    console.log(`Saved ${path.relative(process.cwd(), file)}`)
  }
} finally {
  await browser?.close()
  await server.close()
}
