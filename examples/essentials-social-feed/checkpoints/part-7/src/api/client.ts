// A tiny wrapper around fetch for the few requests made outside RTK Query
// (logging in and out). It throws on HTTP errors so thunks reject.

export interface ClientResponse<T> {
  status: number
  data: T
}

async function request<T>(endpoint: string, init: RequestInit = {}): Promise<ClientResponse<T>> {
  const response = await fetch(endpoint, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  })
  const text = await response.text()
  const data = (text ? JSON.parse(text) : undefined) as T
  if (!response.ok) {
    const message = (data as { message?: string } | undefined)?.message
    throw new Error(message ?? `Request failed with status ${response.status}`)
  }
  return { status: response.status, data }
}

export const client = {
  get<T>(endpoint: string) {
    return request<T>(endpoint, { method: 'GET' })
  },
  post<T>(endpoint: string, body: unknown) {
    return request<T>(endpoint, { method: 'POST', body: JSON.stringify(body) })
  },
}
