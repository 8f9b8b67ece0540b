// A small wrapper around `fetch`: JSON in and out, and HTTP errors become
// rejected promises, which plain `fetch` does not do.
/**
 * @param {string} endpoint @param {{ body?: unknown, method?: string, headers?:
 * Record<string, string> }} [options]
 */
export async function client(endpoint, { body, ...customConfig } = {}) {
  /** @type {RequestInit} */
  const config = {
    method: body === undefined ? 'GET' : 'POST',
    ...customConfig,
    headers: { 'Content-Type': 'application/json', ...customConfig.headers },
  }
  if (body !== undefined) {
    config.body = JSON.stringify(body)
  }

  const response = await fetch(endpoint, config)
  const data = await response.json().catch(() => null)
  if (!response.ok) {
    throw new Error(
      data?.error ??
        `Request to ${endpoint} failed with status ${response.status}`,
    )
  }
  return data
}

client.get = (endpoint, customConfig = {}) =>
  client(endpoint, { ...customConfig, method: 'GET' })

client.post = (endpoint, body, customConfig = {}) =>
  client(endpoint, { ...customConfig, body, method: 'POST' })
