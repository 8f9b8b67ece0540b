import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { fetchJson } from './api/fetchJson'
import { App } from './App'
import { fetchHikers } from './hikers/hikersSlice'
import { makeStore } from './store/store'
import { holdRequests, mockServer } from './test/mockServer'
import { makeSignedInStore, renderApp } from './test/renderApp'

const cardTitles = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)

/** Renders the app at the sign-in page and signs in through the form. */
async function signInThroughTheForm(name: string) {
  const store = makeStore()
  await store.dispatch(fetchHikers())
  const rendered = renderApp(<App />, { route: '/', store })
  await rendered.user.selectOptions(
    screen.getByLabelText('Who is hiking today?'),
    name,
  )
  await rendered.user.click(screen.getByRole('button', { name: 'Sign in' }))
  await screen.findAllByRole('article')
  return rendered
}

describe('Trailmates', () => {
  test('a visitor not signed in is sent to the sign-in page', () => {
    renderApp(<App />, { route: '/reports/r1', store: makeStore() })
    expect(
      screen.getByRole('heading', { name: 'Welcome to Trailmates' }),
    ).toBeTruthy()
  })

  test('the feed loads from the cache’s query, newest first', async () => {
    renderApp(<App />, { route: '/reports', store: await makeSignedInStore() })
    expect(screen.getByRole('status').textContent).toBe('Loading reports...')
    await screen.findAllByRole('article')
    expect(cardTitles()).toEqual([
      'Frost on the ridge',
      'Waterfall loop after the rain',
      'First night in the new tent',
      'Inside the monsoon cloud',
      'A short loop for a slow Sunday',
      'Scree: lessons learned',
    ])
  })

  test('Refresh keeps the old list, dimmed, until the new one', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports',
      store: await makeSignedInStore(),
    })
    await screen.findAllByRole('article')
    // Someone else publishes a report.
    await fetchJson('/api/reports', {
      method: 'POST',
      body: { title: 'Hail at noon', body: 'Short and loud.', hikerId: 'ravi' },
    })
    const release = holdRequests('get', '/api/reports')
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    // RTK Query batches some updates until the next frame: wait for it.
    await waitFor(() =>
      expect(screen.getAllByRole('list')[1]!.getAttribute('aria-busy')).toBe(
        'true',
      ),
    )
    expect(screen.getAllByRole('article')).toHaveLength(6)
    release()
    expect(
      await screen.findByRole('heading', { name: 'Hail at noon' }),
    ).toBeTruthy()
    expect(cardTitles()[0]).toBe('Hail at noon')
  })

  test('publishing refetches the list, and a toast says so', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports',
      store: await makeSignedInStore('maren'),
    })
    await screen.findAllByRole('article')
    await user.type(screen.getByLabelText('Title'), 'Fog at the lake')
    await user.type(
      screen.getByLabelText('How was the hike?'),
      'Could not see the far shore.',
    )
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(
      await screen.findByText('“Fog at the lake” is on the board.'),
    ).toBeTruthy()
    expect(
      await screen.findByRole('heading', { name: 'Fog at the lake' }),
    ).toBeTruthy()
    expect(cardTitles()[0]).toBe('Fog at the lake')
  })

  test('a refused report shows the server’s reason', async () => {
    mockServer.use(
      http.post('/api/reports', () =>
        HttpResponse.json({ message: 'The board is full' }, { status: 507 }),
      ),
    )
    const { user } = renderApp(<App />, {
      route: '/reports',
      store: await makeSignedInStore(),
    })
    await screen.findAllByRole('article')
    await user.type(screen.getByLabelText('Title'), 'Fog at the lake')
    await user.type(
      screen.getByLabelText('How was the hike?'),
      'Could not see the far shore.',
    )
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not published: The board is full',
    )
  })

  test('a report page loads by id; an unknown id is not found', async () => {
    const { unmount } = renderApp(<App />, {
      route: '/reports/r3',
      store: await makeSignedInStore(),
    })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'First night in the new tent',
      }),
    ).toBeTruthy()
    unmount()
    renderApp(<App />, {
      route: '/reports/nope',
      store: await makeSignedInStore(),
    })
    expect(
      await screen.findByRole('heading', { name: 'Report not found' }),
    ).toBeTruthy()
  })

  test('a revision saved by the old thunk shows after a refetch', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports/r1/revise',
      store: await makeSignedInStore('ines'),
    })
    const title = await screen.findByLabelText('Title')
    await user.clear(title)
    await user.type(title, 'Frost, then sun')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frost, then sun' }),
    ).toBeTruthy()
  })

  test('a cheer shows once saved and the list is fetched again', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports',
      store: await makeSignedInStore(),
    })
    const card = (await screen.findAllByRole('article'))[0]!
    await user.click(
      within(card).getByRole('button', { name: 'Sunrise cheers: 3' }),
    )
    const updated = await screen.findByRole('button', {
      name: 'Sunrise cheers: 4',
    })
    expect(
      within(screen.getAllByRole('article')[0]!).getByRole('button', {
        name: 'Sunrise cheers: 4',
      }),
    ).toBe(updated)
  })

  test('the badge counts unseen activity, cleared by viewing it', async () => {
    const { user } = await signInThroughTheForm('Ravi Kulkarni')
    await user.click(
      await screen.findByRole('link', { name: 'Activity, 3 unseen' }),
    )
    expect(
      screen.getByRole('heading', { level: 1, name: 'Club activity' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Activity' })).toBeTruthy()
  })

  test('the profile lists the hiker’s reports from the slice', async () => {
    const { user } = await signInThroughTheForm('Kofi Mensah')
    await user.click(screen.getByRole('link', { name: 'Hikers' }))
    await user.click(screen.getByRole('link', { name: 'Ines Duarte' }))
    const links = within(screen.getByRole('main'))
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links).toEqual([
      'Frost on the ridge',
      'A short loop for a slow Sunday',
    ])
  })

  test('signing out empties the cache, reports and activity', async () => {
    const { user, store } = await signInThroughTheForm('Ines Duarte')
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Trailmates' }),
    ).toBeTruthy()
    expect(store.getState().trailApi.queries).toEqual({})
    expect(store.getState().reports.ids).toEqual([])
    expect(store.getState().activity.ids).toEqual([])
  })
})
