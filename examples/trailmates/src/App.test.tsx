import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { fetchJson } from './api/fetchJson'
import { App } from './App'
import { hikersApi } from './hikers/hikersApi'
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
  await store.dispatch(hikersApi.endpoints.getHikers.initiate())
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
  test('visitors are sent to sign in, with hikers from the cache', async () => {
    renderApp(<App />, { route: '/activity', store: makeStore() })
    expect(
      screen.getByRole('heading', { name: 'Welcome to Trailmates' }),
    ).toBeTruthy()
    expect(
      await screen.findByRole('option', { name: 'Kofi Mensah' }),
    ).toBeTruthy()
  })

  test('the feed lists newest first; Refresh fetches it again', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports',
      store: await makeSignedInStore(),
    })
    expect(screen.getByRole('status').textContent).toBe('Loading reports...')
    await screen.findAllByRole('article')
    expect(cardTitles()).toHaveLength(6)
    expect(cardTitles()[0]).toBe('Frost on the ridge')
    await fetchJson('/api/reports', {
      method: 'POST',
      body: { title: 'Hail at noon', body: 'Loud.', hikerId: 'ravi' },
    })
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(
      await screen.findByRole('heading', { name: 'Hail at noon' }),
    ).toBeTruthy()
    expect(cardTitles()[0]).toBe('Hail at noon')
  })

  test('a published report tops the feed, and a toast says so', async () => {
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
    expect(screen.getAllByRole('article')[0]!.textContent).toContain(
      'by Maren Holt',
    )
  })

  test('a revision is saved and shows on the report’s page', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports',
      store: await makeSignedInStore('ines'),
    })
    await user.click(
      await screen.findByRole('link', { name: 'Frost on the ridge' }),
    )
    await user.click(
      await screen.findByRole('link', { name: 'Revise this report' }),
    )
    const title = screen.getByLabelText('Title')
    await user.clear(title)
    await user.type(title, 'Frost, then sun')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frost, then sun' }),
    ).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'All reports' }))
    expect(
      await screen.findByRole('link', { name: 'Frost, then sun' }),
    ).toBeTruthy()
  })

  test('only the author may revise; an unknown id is not found', async () => {
    const { unmount } = renderApp(<App />, {
      route: '/reports/r2/revise',
      store: await makeSignedInStore('ines'),
    })
    expect(
      await screen.findByText(
        /Only the hiker who wrote a report can revise it/,
      ),
    ).toBeTruthy()
    unmount()
    renderApp(<App />, {
      route: '/reports/nope',
      store: await makeSignedInStore('ines'),
    })
    expect(
      await screen.findByRole('heading', { name: 'Report not found' }),
    ).toBeTruthy()
  })

  test('a cheer counts before the server answers, and stays', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports/r4',
      store: await makeSignedInStore(),
    })
    // The server does not answer until release() is called…
    const release = holdRequests('post', '/api/reports/:reportId/cheers')
    await user.click(
      await screen.findByRole('button', { name: 'Wildflower cheers: 2' }),
    )
    // …yet the count has gone up. (RTK Query batches this update until the next
    // frame: find, don't get.)
    expect(
      await screen.findByRole('button', { name: 'Wildflower cheers: 3' }),
    ).toBeTruthy()
    release()
    await waitFor(async () => {
      const saved = await fetchJson<{ cheers: { wildflower: number } }>(
        '/api/reports/r4',
      )
      expect(saved.cheers.wildflower).toBe(3)
    })
  })

  test('a cheer the server refuses goes back to the old count', async () => {
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    mockServer.use(
      http.post('/api/reports/:reportId/cheers', async () => {
        await answered
        return HttpResponse.json(
          { message: 'The server is resting' },
          { status: 503 },
        )
      }),
    )
    const { user } = renderApp(<App />, {
      route: '/reports',
      store: await makeSignedInStore(),
    })
    const card = (await screen.findAllByRole('article'))[0]!
    await user.click(
      within(card).getByRole('button', { name: 'Summit cheers: 2' }),
    )
    expect(
      await within(card).findByRole('button', { name: 'Summit cheers: 3' }),
    ).toBeTruthy()
    answer()
    expect(
      await within(card).findByRole('button', { name: 'Summit cheers: 2' }),
    ).toBeTruthy()
  })

  test('the badge counts socket news until the activity is seen', async () => {
    const { user } = await signInThroughTheForm('Ines Duarte')
    expect(
      await screen.findByRole('link', { name: 'Activity, 3 unseen' }),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Check for news' }))
    await user.click(
      await screen.findByRole('link', { name: 'Activity, 5 unseen' }),
    )
    expect(
      screen.getByRole('heading', { level: 1, name: 'Club activity' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Activity' })).toBeTruthy()
    const entries = within(screen.getByRole('main')).getAllByRole('listitem')
    expect(
      entries.map((entry) => entry.textContent!.startsWith('New')),
    ).toEqual([true, true, false, false, false])
  })

  test('a profile lists the hiker’s reports (selectFromResult)', async () => {
    const { user } = await signInThroughTheForm('Kofi Mensah')
    await user.click(screen.getByRole('link', { name: 'Hikers' }))
    await user.click(screen.getByRole('link', { name: 'Ravi Kulkarni' }))
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ravi Kulkarni' }),
    ).toBeTruthy()
    const links = within(screen.getByRole('main'))
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links).toEqual(['Inside the monsoon cloud'])
  })

  test('signing out forgets the cache; sign-in refetches hikers', async () => {
    const { user, store } = await signInThroughTheForm('Ines Duarte')
    await screen.findByRole('link', { name: 'Activity, 3 unseen' })
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Trailmates' }),
    ).toBeTruthy()
    expect(store.getState().activity.ids).toEqual([])
    expect(
      await screen.findByRole('option', { name: 'Ines Duarte' }),
    ).toBeTruthy()
    expect(Object.keys(store.getState().trailApi.queries)).toEqual([
      'getHikers(undefined)',
    ])
  })
})
