// What the Redux DevTools show when a component stops using a query (Essentials
// Part 8, "Subscriptions in the Redux DevTools"). The tutorial does not have
// the reader write this test, so it lives outside src/, which the pages build
// file for file.
//
// Two records: every action dispatched (the app's listener middleware comes
// first in the chain, so it sees each one), and every action that reaches the
// reducers, which is what the DevTools list. combineReducers hands each action
// to every slice reducer, so wrapping the API slice's reducer before store.ts
// builds the root reducer from it sees all of them.
import type { UnknownAction } from '@reduxjs/toolkit'
import { render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { expect, test, vi } from 'vitest'
import { trailApi, useGetReportQuery } from '../src/api/trailApi'
import { listenerMiddleware } from '../src/store/listeners'
import { makeStore } from '../src/store/store'

const reachedReducers = vi.hoisted(() => [] as UnknownAction[])

vi.mock('../src/api/trailApi', async (importOriginal) => {
  const module = await importOriginal<typeof import('../src/api/trailApi')>()
  const reducer = module.trailApi.reducer
  module.trailApi.reducer = (state, action) => {
    reachedReducers.push(action)
    return reducer(state, action)
  }
  return module
})

const unsubscribeType = trailApi.internalActions.unsubscribeQueryResult.type
const updatedType = trailApi.internalActions.subscriptionsUpdated.type
const reportKey = 'getReport("r1")'

/**
 * A report's title, read through the query hook: mounting subscribes,
 * unmounting unsubscribes.
 */
function ReportTitle({ reportId }: { reportId: string }) {
  const { data: report } = useGetReportQuery(reportId)
  return <h1>{report ? report.title : 'Loading…'}</h1>
}

test('unsubscribes reach reducers late, as subscriptionsUpdated', async () => {
  expect([unsubscribeType, updatedType]).toEqual([
    'trailApi/subscriptions/unsubscribeQueryResult',
    'trailApi/internalSubscriptions/subscriptionsUpdated',
  ])
  const dispatched: UnknownAction[] = []
  const stopListening = listenerMiddleware.startListening({
    predicate: () => true,
    effect: (action) => {
      dispatched.push(action)
    },
  })
  const store = makeStore()
  const { unmount } = render(
    <Provider store={store}>
      <ReportTitle reportId="r1" />
    </Provider>,
  )
  await screen.findByRole('heading', { name: 'Frost on the ridge' })
  // Subscribing is copied into the state the same way: one subscriber.
  await waitFor(() =>
    expect(
      Object.keys(store.getState().trailApi.subscriptions[reportKey] ?? {}),
    ).toHaveLength(1),
  )

  dispatched.length = 0
  reachedReducers.length = 0
  const unmountedAt = performance.now()
  unmount()

  // The hook unsubscribes as its component unmounts…
  expect(dispatched.map((action) => action.type)).toEqual([unsubscribeType])
  // …and RTK Query's middleware keeps that action from the reducers.
  expect(reachedReducers).toEqual([])
  expect(store.getState().trailApi.subscriptions[reportKey]).not.toEqual({})

  // Half a second later, one action carries the change to the reducers, as a
  // list of patches.
  await waitFor(
    () =>
      expect(reachedReducers.map((action) => action.type)).toContain(
        updatedType,
      ),
    { timeout: 2000 },
  )
  expect(performance.now() - unmountedAt).toBeGreaterThanOrEqual(450)
  expect(reachedReducers.map((action) => action.type)).toEqual([updatedType])
  expect(reachedReducers[0]).toMatchObject({
    payload: [{ op: 'add', path: [reportKey], value: {} }],
  })
  expect(store.getState().trailApi.subscriptions[reportKey]).toEqual({})

  // Nothing of the subscriptions slice ever reached the reducers,
  // in the whole test.
  expect(
    reachedReducers.some((action) =>
      action.type.startsWith('trailApi/subscriptions/'),
    ),
  ).toBe(false)
  stopListening()
})
