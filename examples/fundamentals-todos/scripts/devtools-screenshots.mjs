// Pictures of what the Redux DevTools show for the todo app, drawn from the
// app's real store: the checkpoint's own reducer and thunks run here with a
// middleware that records every action and the state before and after it.
// The recording is rendered as a small DevTools-style page (action list,
// action, diff, state) and screenshotted in Debian's Chromium:
//
//   npx tsx scripts/devtools-screenshots.mjs     (then `npm run images` at the repository root)
//
// Writes static/img/tutorials/fundamentals/devtools-{part-4,part-6,part-8}.png.
// Like screenshots.mjs, it uses @playwright/test from the repository root.
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { inspect } from 'node:util'
import { setupServer } from 'msw/node'
import { applyMiddleware, legacy_createStore as createStore } from 'redux'
import { thunk } from 'redux-thunk'

const repoRoot = new URL('../../../', import.meta.url)
// Chromium starts as in every example's scripts (the site's scripts/lib/browserSession.mjs).
const { launchChromium } = await import(new URL('scripts/lib/browserSession.mjs', repoRoot).href)
const outDir = fileURLToPath(new URL('static/img/tutorials/fundamentals/', repoRoot))
const source = (part, file) => new URL(`../checkpoints/part-${part}/src/${file}`, import.meta.url).href

/** A store with the checkpoint's root reducer and thunk, recording each action with the states around it. */
function recordingStore(rootReducer) {
  const log = []
  const recorder = (storeAPI) => (next) => (action) => {
    const before = storeAPI.getState()
    const result = next(action)
    if (typeof action === 'object') log.push({ action, before, after: storeAPI.getState() })
    return result
  }
  return { store: createStore(rootReducer, applyMiddleware(thunk, recorder)), log }
}

/** Path-by-path changes between two states, as the DevTools' Diff tab lists them. */
function diff(before, after, path = []) {
  if (before === after) return []
  const bothObjects = before && after && typeof before === 'object' && typeof after === 'object'
  if (!bothObjects) return [{ path, before, after }]
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys].flatMap((key) => diff(before[key], after[key], [...path, key]))
}

const show = (value) => inspect(value, { depth: 4, breakLength: 60, compact: 3 })
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

function page({ title, log, selected, panels }) {
  const entry = log[selected]
  const items = log
    .map(({ action }, index) => `<li class="${index === selected ? 'on' : ''}">${escape(action.type)}</li>`)
    .join('')
  const changes = diff(entry.before, entry.after)
    .map(({ path, before, after }) =>
      before === undefined
        ? `<div class="add">+ ${escape(path.join('.'))}: ${escape(show(after))}</div>`
        : `<div>${escape(path.join('.'))}: <span class="del">${escape(show(before))}</span> → <span class="add">${escape(show(after))}</span></div>`,
    )
    .join('')
  const sections = {
    Action: `<pre>${escape(show(entry.action))}</pre>`,
    Diff: `<pre>${changes}</pre>`,
    State: `<pre>${escape(show(entry.after))}</pre>`,
  }
  return `<!doctype html><meta charset="utf-8"><style>
  body { margin: 0; font: 14px/1.45 system-ui, sans-serif; background: #fff; color: #1c1e21; }
  .frame { display: grid; grid-template-columns: 230px 1fr; border: 1px solid #b8bcc4; width: 860px; }
  header { grid-column: 1 / 3; background: #2a2e35; color: #fff; padding: 6px 12px; font-weight: 600; }
  ul { list-style: none; margin: 0; padding: 0; border-right: 1px solid #d0d4da; background: #f4f5f7; }
  li { padding: 7px 12px; border-bottom: 1px solid #e3e5e9; font-family: ui-monospace, monospace; font-size: 13px; }
  li.on { background: #5b3cc4; color: #fff; }
  section { padding: 8px 14px; border-bottom: 1px solid #e3e5e9; }
  h2 { margin: 0 0 4px; font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: #5b3cc4; }
  pre { margin: 0; font: 13px/1.45 ui-monospace, monospace; white-space: pre-wrap; }
  .add { color: #0b6b2e; } .del { color: #a3111f; text-decoration: line-through; }
  </style><div class="frame"><header>${escape(title)}</header><ul>${items}</ul><div>${panels
    .map((name) => `<section><h2>${name}</h2>${sections[name]}</section>`)
    .join('')}</div></div>`
}

async function part4() {
  const { default: rootReducer } = await import(source(4, 'reducer.js'))
  const { store, log } = recordingStore(rootReducer)
  store.dispatch({ type: 'todos/todoAdded', payload: 'Learn about actions' })
  store.dispatch({ type: 'todos/todoAdded', payload: 'Learn about reducers' })
  store.dispatch({ type: 'todos/todoToggled', payload: 1 })
  store.dispatch({ type: 'filters/colorFilterChanged', payload: { color: 'red', changeType: 'added' } })
  return page({ title: 'Part 4 store: the action log', log, selected: 2, panels: ['Action', 'Diff', 'State'] })
}

async function part6() {
  const { default: rootReducer } = await import(source(6, 'reducer.js'))
  const { handlers } = await import(source(6, 'api/server.js'))
  const { fetchTodos, saveNewTodo } = await import(source(6, 'features/todos/todosSlice.js'))
  // The app and the handlers use relative URLs, as in a page; give Node a page address.
  globalThis.location = new URL('http://localhost/')
  const server = setupServer(...handlers)
  server.listen()
  const mockedFetch = globalThis.fetch
  globalThis.fetch = (input, init) => mockedFetch(new URL(input, 'http://localhost/'), init)
  try {
    const { store, log } = recordingStore(rootReducer)
    await store.dispatch(fetchTodos)
    await store.dispatch(saveNewTodo('Look at the DevTools'))
    return page({ title: 'Part 6 store: loading and saving todos', log, selected: 1, panels: ['Action', 'Diff'] })
  } finally {
    server.close()
    globalThis.fetch = mockedFetch
  }
}

await mkdir(outDir, { recursive: true })
const browser = await launchChromium()
try {
  const context = await browser.newContext({ viewport: { width: 900, height: 600 }, deviceScaleFactor: 1 })
  const tab = await context.newPage()
  for (const [name, html] of [['devtools-part-4', await part4()], ['devtools-part-6', await part6()]]) {
    await tab.setContent(html)
    const path = `${outDir}${name}.png`
    await tab.locator('.frame').screenshot({ path })
    console.log(`saved ${path}`)
  }
} finally {
  await browser.close()
}
