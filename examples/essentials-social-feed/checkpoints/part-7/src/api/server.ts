// The fake backend: an in-memory database plus MSW request handlers.
// The same handlers serve the browser (through the service worker, see
// ./browser.ts) and the tests (through msw/node, see ../test/server.ts).
import { delay, http, HttpResponse, ws } from 'msw'
import { notificationsSocketUrl } from './socketClient'
import type { Post, ReactionName, Reactions, ServerNotification, SocketMessage, User } from './types'

export type * from './types'
// The client-side helper the tutorial calls "forceGenerateNotifications" lives
// in socketClient.ts (so the app bundle does not include MSW); re-exported here.
export { forceGenerateNotifications } from './socketClient'

// ---- Seeded data ----------------------------------------------------------

// A tiny deterministic pseudo-random generator, so every reload (and every
// test) starts from exactly the same posts, users and notifications.
function createRandom(seed: number) {
  let value = seed >>> 0
  return () => {
    // A 32-bit linear congruential step (Math.imul keeps it exact).
    value = (Math.imul(value, 1664525) + 1013904223) >>> 0
    return value / 4294967296
  }
}

const SEED = 20261122
let random = createRandom(SEED)
const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]

const seedUsers: User[] = [
  { id: 'user-amara', name: 'Amara Okafor' },
  { id: 'user-bruno', name: 'Bruno Lindqvist' },
  { id: 'user-chen', name: 'Chen Wei' },
  { id: 'user-dalia', name: 'Dalia Haddad' },
]

const seedPostTexts: Array<[string, string]> = [
  ['Back from the mountains', 'Three days without a phone signal. I recommend it to everyone at least once a year.'],
  ['Sourdough, attempt #7', 'This time the crust cracked exactly like in the videos. The secret was a hotter oven.'],
  ['Reading list for the winter', 'Two novels, one book about typography and a very long history of the bicycle.'],
  ['Our team shipped the new search', 'Results now show up while you type. Thanks to everyone who tested the early builds!'],
  ['A question for the gardeners', 'Do tomatoes really grow better next to basil, or is that just a nice story?'],
  ['Morning run by the river', 'Saw a heron standing perfectly still for ten minutes. I was less patient.'],
]

const notificationTemplates = [
  'says hi!',
  'liked one of your posts',
  'sent you a gift',
  'is glad we are friends',
  'replied to your comment',
]

interface Database {
  users: User[]
  posts: Post[]
  notifications: ServerNotification[]
  currentUser: string | null
  nextId: number
}

const MINUTE = 60 * 1000
let db: Database

function zeroReactions(): Reactions {
  return { thumbsUp: 0, tada: 0, heart: 0, rocket: 0, eyes: 0 }
}

function makeNotification(date: Date): ServerNotification {
  const user = pick(seedUsers)
  return {
    id: `notification-${db.nextId++}`,
    date: date.toISOString(),
    message: pick(notificationTemplates),
    user: user.id,
  }
}

/** Rebuilds the database from the seed. Tests call it before each test. */
export function resetDb(now = Date.now()) {
  random = createRandom(SEED)
  db = { users: [...seedUsers], posts: [], notifications: [], currentUser: null, nextId: 1 }
  seedPostTexts.forEach(([title, content], index) => {
    db.posts.push({
      id: `post-${db.nextId++}`,
      title,
      content,
      user: seedUsers[index % seedUsers.length].id,
      date: new Date(now - (index + 1) * 47 * MINUTE).toISOString(),
      reactions: zeroReactions(),
    })
  })
  for (let i = 0; i < 3; i++) {
    db.notifications.push(makeNotification(new Date(now - (i + 1) * 13 * MINUTE)))
  }
}
resetDb()

/** Creates `count` notifications dated between `since` and now. */
function generateNotifications(since: string | undefined, count: number) {
  const now = Date.now()
  const start = since ? Math.max(new Date(since).getTime(), now - 10 * MINUTE) : now - 10 * MINUTE
  const created: ServerNotification[] = []
  for (let i = 0; i < count; i++) {
    // Spread the new notifications between `start` and now, newest last.
    const time = start + Math.round(((i + 1) / count) * (now - start))
    created.push(makeNotification(new Date(Math.max(time, start + i + 1))))
  }
  db.notifications.push(...created)
  return created
}

// ---- REST handlers ---------------------------------------------------------

// A short artificial latency makes loading states visible in the browser.
// Tests set it to 0.
let latencyMs = 300
export function setLatency(ms: number) {
  latencyMs = ms
}
const wait = () => (latencyMs > 0 ? delay(latencyMs) : Promise.resolve())

function findPost(id: string | readonly string[] | undefined) {
  return db.posts.find((post) => post.id === id)
}

const notFound = () => HttpResponse.json({ message: 'Post not found' }, { status: 404 })

export const NEW_NOTIFICATIONS_PER_REFRESH = 2

export const handlers = [
  http.get('/fakeApi/posts', async () => {
    await wait()
    return HttpResponse.json(db.posts)
  }),

  http.get('/fakeApi/posts/:postId', async ({ params }) => {
    await wait()
    const post = findPost(params.postId)
    return post ? HttpResponse.json(post) : notFound()
  }),

  http.post('/fakeApi/posts', async ({ request }) => {
    const body = (await request.json()) as Partial<Post>
    await wait()
    if (!body.title || !body.content || !body.user) {
      return HttpResponse.json({ message: 'title, content and user are required' }, { status: 400 })
    }
    const post: Post = {
      id: `post-${db.nextId++}`,
      title: body.title,
      content: body.content,
      user: body.user,
      date: new Date().toISOString(),
      reactions: zeroReactions(),
    }
    db.posts.push(post)
    return HttpResponse.json(post, { status: 201 })
  }),

  http.patch('/fakeApi/posts/:postId', async ({ params, request }) => {
    const body = (await request.json()) as Partial<Pick<Post, 'title' | 'content'>>
    await wait()
    const post = findPost(params.postId)
    if (!post) return notFound()
    if (typeof body.title === 'string') post.title = body.title
    if (typeof body.content === 'string') post.content = body.content
    return HttpResponse.json(post)
  }),

  http.post('/fakeApi/posts/:postId/reactions', async ({ params, request }) => {
    const { reaction } = (await request.json()) as { reaction: ReactionName }
    await wait()
    const post = findPost(params.postId)
    if (!post) return notFound()
    if (!(reaction in post.reactions)) {
      return HttpResponse.json({ message: `Unknown reaction "${reaction}"` }, { status: 400 })
    }
    post.reactions[reaction] += 1
    return HttpResponse.json(post)
  }),

  http.get('/fakeApi/users', async () => {
    await wait()
    return HttpResponse.json(db.users)
  }),

  http.get('/fakeApi/notifications', async ({ request }) => {
    await wait()
    // With `?since=<iso date>` (the polling style of part 6) the server also
    // "receives" a few new notifications, and answers only with the ones
    // newer than `since`.
    const since = new URL(request.url).searchParams.get('since')
    if (!since) return HttpResponse.json(db.notifications)
    generateNotifications(since, NEW_NOTIFICATIONS_PER_REFRESH)
    return HttpResponse.json(db.notifications.filter((n) => n.date > since))
  }),

  http.post('/fakeApi/login', async ({ request }) => {
    const { username } = (await request.json()) as { username?: string }
    await wait()
    if (!username || !db.users.some((user) => user.id === username)) {
      return HttpResponse.json({ message: 'Unknown user' }, { status: 401 })
    }
    db.currentUser = username
    return HttpResponse.json({ username })
  }),

  http.post('/fakeApi/logout', async () => {
    await wait()
    db.currentUser = null
    return new HttpResponse(null, { status: 204 })
  }),
]

// ---- WebSocket channel ------------------------------------------------------

const socket = ws.link(notificationsSocketUrl())

// The mocked server answers a `{ type: 'notifications', payload: since }`
// message by creating notifications and pushing them to every open client.
export const socketHandler = socket.addEventListener('connection', ({ client }) => {
  client.addEventListener('message', (event) => {
    if (typeof event.data !== 'string') return
    const request = JSON.parse(event.data) as { type?: string; payload?: string }
    if (request.type !== 'notifications') return
    const created = generateNotifications(request.payload, NEW_NOTIFICATIONS_PER_REFRESH)
    const message: SocketMessage = { type: 'notifications', payload: created }
    socket.broadcast(JSON.stringify(message))
  })
})

export const allHandlers = [...handlers, socketHandler]
