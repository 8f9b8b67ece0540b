// The client side of the notifications WebSocket. In the browser and in tests
// MSW answers these sockets (see the ws.link handler in server.ts).

/** The socket URL, on the same host as the page (or jsdom's fake page). */
export function notificationsSocketUrl() {
  const url = new URL('/fakeApi/socket', globalThis.location?.href ?? 'http://localhost/')
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.href
}

let openSocket: WebSocket | null = null

/** Opens (or reuses) the notifications socket. Used by the RTK Query endpoint. */
export function connectNotificationsSocket(): WebSocket {
  if (!openSocket || openSocket.readyState > WebSocket.OPEN) {
    openSocket = new WebSocket(notificationsSocketUrl())
  }
  return openSocket
}

export function disconnectNotificationsSocket() {
  openSocket?.close()
  openSocket = null
}

/**
 * Asks the fake server to generate notifications newer than `since` and push
 * them over the socket. Called by the "Refresh notifications" button.
 */
export function forceGenerateNotifications(since?: string) {
  const socket = connectNotificationsSocket()
  const send = () => socket.send(JSON.stringify({ type: 'notifications', payload: since }))
  if (socket.readyState === WebSocket.OPEN) send()
  else socket.addEventListener('open', send, { once: true })
}

