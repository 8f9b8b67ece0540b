// A stand-in for a request to a server, so the async thunk has something real
// to wait for. It answers after `delayMs` (half a second by default) and only
// accepts whole numbers, which gives the app a failure path to handle too.
export interface CountResponse {
  amount: number
}

export function fetchCount(amount: number, delayMs = 500): Promise<CountResponse> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (Number.isInteger(amount)) {
        resolve({ amount })
      } else {
        reject(new Error(`The server only accepts whole numbers, got ${amount}`))
      }
    }, delayMs)
  })
}
