// A small wrapper around fetch for the club's JSON API: sends `body` as JSON,
// parses the answer, and turns an error status into a thrown Error that
// carries the server's message.
import type { ErrorBody } from './types'

interface JsonRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  body?: unknown
}

export async function fetchJson<Result>(
  url: string,
  { method = 'GET', body }: JsonRequest = {},
): Promise<Result> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  const data: unknown = text ? JSON.parse(text) : undefined
  if (!response.ok) {
    const message = (data as Partial<ErrorBody> | undefined)?.message
    throw new Error(message ?? `The server answered ${response.status}`)
  }
  return data as Result
}
