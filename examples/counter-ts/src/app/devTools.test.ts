import { expect, it, vi } from 'vitest'

// Stands in for the Redux DevTools extension, which puts this function on
// window before any script of the page runs. Redux Toolkit looks for it once,
// when it is first imported, so it is installed before the imports below.
const optionsSeen = vi.hoisted(() => {
  const seen: unknown[] = []
  Object.assign(window, {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (options: unknown) => {
      seen.push(options)
      return (...enhancers: Array<(next: unknown) => unknown>) =>
        (createStore: unknown) =>
          enhancers.reduceRight((next, enhancer) => enhancer(next), createStore)
    },
  })
  return seen
})

it('connects to Redux DevTools with stack traces on, everywhere but in production builds', async () => {
  const { createAppStore } = await import('./store')
  expect(import.meta.env.PROD).toBe(false)

  createAppStore()
  expect(optionsSeen).toEqual([{ trace: true }])
})
