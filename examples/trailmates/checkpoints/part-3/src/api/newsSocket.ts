// The client side of the club's news socket. Ask for news with
// `requestNews(since)`; the server answers every open socket with
// { kind: 'activityPublished', entries } (see src/mock/handlers.ts).
import type { NewsRequest } from './types'

let socket: WebSocket | null = null

/** The socket's address: /api/news on the page's own host. */
function newsUrl() {
  const url = new URL('/api/news', window.location.href)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.href
}

/** Opens the news socket, or returns the one already open. */
export function openNewsSocket(): WebSocket {
  if (
    !socket ||
    socket.readyState === WebSocket.CLOSING ||
    socket.readyState === WebSocket.CLOSED
  ) {
    socket = new WebSocket(newsUrl())
  }
  return socket
}

export function closeNewsSocket() {
  socket?.close()
  socket = null
}

/** Asks the server for activity newer than `since` (all of it for `null`). */
export function requestNews(since: string | null) {
  const open = openNewsSocket()
  const request: NewsRequest = { kind: 'newsRequested', since }
  const send = () => open.send(JSON.stringify(request))
  if (open.readyState === WebSocket.OPEN) send()
  else open.addEventListener('open', send, { once: true })
}
