// A small wrapper around `fetch` for talking to the (fake) server.
// It sends and receives JSON, and turns HTTP errors into rejected promises,
// which plain `fetch` does not do.
export async function client(endpoint, { body, ...customConfig } = {}) {
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
    throw new Error(data?.error ?? `Request to ${endpoint} failed with status ${response.status}`)
  }
  return data
}

client.get = (endpoint, customConfig = {}) => client(endpoint, { ...customConfig, method: 'GET' })

client.post = (endpoint, body, customConfig = {}) =>
  client(endpoint, { ...customConfig, body, method: 'POST' })
