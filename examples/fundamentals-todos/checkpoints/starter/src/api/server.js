// The fake REST API, implemented as Mock Service Worker request handlers.
// In the browser a service worker answers the app's requests (see browser.js);
// in the tests the same handlers run in Node via `msw/node`.
//
//   GET  /fakeApi/todos                       -> every saved todo
//   POST /fakeApi/todos  { todo: { text } }   -> the saved todo, with a server id
import { delay, http, HttpResponse } from 'msw'

// Fixed seed data, so every visit and every test starts from the same list.
const seedTodos = [
  { id: 1, text: 'Read the Redux Fundamentals tutorial', completed: true, color: 'purple' },
  { id: 2, text: 'Write reducers by hand', completed: true, color: 'blue' },
  { id: 3, text: 'Create a store with middleware', completed: false, color: 'green' },
  { id: 4, text: 'Connect React with useSelector', completed: false },
  { id: 5, text: 'Fetch todos from the server', completed: false, color: 'orange' },
  { id: 6, text: 'Rewrite everything with Redux Toolkit', completed: false, color: 'red' },
]

let savedTodos
let nextId

// Put the "database" back to its seeded contents (tests call this between runs).
export function resetFakeDatabase() {
  savedTodos = seedTodos.map((todo) => ({ ...todo }))
  nextId = seedTodos.length + 1
}
resetFakeDatabase()

// How long the server takes to answer. 0 in tests; the browser setup raises
// it so the loading states are visible.
let responseDelayMs = 0
export function setResponseDelay(ms) {
  responseDelayMs = ms
}

export const handlers = [
  http.get('/fakeApi/todos', async () => {
    await delay(responseDelayMs)
    return HttpResponse.json(savedTodos)
  }),

  http.post('/fakeApi/todos', async ({ request }) => {
    const body = await request.json().catch(() => null)
    const text = typeof body?.todo?.text === 'string' ? body.todo.text.trim() : ''
    await delay(responseDelayMs)
    if (!text) {
      return HttpResponse.json({ error: 'A todo needs some text' }, { status: 400 })
    }
    const todo = { id: nextId++, text, completed: false }
    savedTodos.push(todo)
    return HttpResponse.json(todo, { status: 201 })
  }),
]
