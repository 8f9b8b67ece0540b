import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { App } from './App'
import { reportPublished } from './reports/reportsSlice'
import { renderApp } from './test/renderApp'

const asInes = { session: { hikerId: 'ines' } }

describe('the reports page', () => {
  test('lists the reports in the store', async () => {
    renderApp(<App />, {
      route: '/reports',
      preloadedState: {
        ...asInes,
        reports: [
          reportPublished('Preloaded walk', 'From the test.', 'ines').payload,
        ],
      },
    })
    const feed = within(screen.getByRole('main')).getByRole('list')
    expect(within(feed).getAllByRole('article')).toHaveLength(1)
    expect(
      within(feed).getByRole('heading', { name: 'Preloaded walk' }),
    ).toBeTruthy()
  })

  test('publishing adds the report to the feed, empties the form', async () => {
    const { store, user } = renderApp(<App />, {
      route: '/reports',
      preloadedState: asInes,
    })
    await user.type(screen.getByLabelText('Title'), 'Fog at the lake')
    await user.type(
      screen.getByLabelText('How was the hike?'),
      'Could not see the far shore.',
    )
    await user.click(screen.getByRole('button', { name: 'Publish' }))

    expect(
      screen.getByRole('heading', { name: 'Fog at the lake' }),
    ).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(3)
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('')
    const added = store.getState().reports[2]!
    expect(added).toMatchObject({
      title: 'Fog at the lake',
      body: 'Could not see the far shore.',
    })
    expect(added.id).toMatch(/^[\w-]{21}$/)
  })

  test('the form does not publish a report without a text', async () => {
    const { store, user } = renderApp(<App />, {
      route: '/reports',
      preloadedState: asInes,
    })
    await user.type(screen.getByLabelText('Title'), 'Only a title')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(
      screen.getByLabelText<HTMLTextAreaElement>('How was the hike?').validity
        .valueMissing,
    ).toBe(true)
    expect(store.getState().reports).toHaveLength(2)
  })
})

describe('Trailmates', () => {
  test('visitors are sent to sign in, then see the reports', async () => {
    const { user } = renderApp(<App />, { route: '/reports/r1' })
    expect(
      screen.getByRole('heading', { name: 'Welcome to Trailmates' }),
    ).toBeTruthy()
    await user.selectOptions(
      screen.getByLabelText('Who is hiking today?'),
      'Maren Holt',
    )
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(
      screen.getByRole('heading', { level: 1, name: 'Trip reports' }),
    ).toBeTruthy()
    expect(screen.getByText('Maren Holt')).toBeTruthy()
  })

  test('the feed shows authors and dates; a new one goes on top', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports',
      preloadedState: asInes,
    })
    const titles = () =>
      screen
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent)
    expect(titles()).toEqual([
      'Frost on the ridge',
      'Waterfall loop after the rain',
    ])
    expect(screen.getAllByRole('article')[1]!.textContent).toContain(
      'by Kofi Mensah, 1 day ago',
    )

    await user.type(screen.getByLabelText('Title'), 'Fog at the lake')
    await user.type(
      screen.getByLabelText('How was the hike?'),
      'Could not see the far shore.',
    )
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(titles()[0]).toBe('Fog at the lake')
    expect(screen.getAllByRole('article')[0]!.textContent).toContain(
      'by Ines Duarte, less than a minute ago',
    )
  })

  test('a report’s author can revise it from its page', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports',
      preloadedState: asInes,
    })
    await user.click(screen.getByRole('link', { name: 'Frost on the ridge' }))
    await user.click(screen.getByRole('link', { name: 'Revise this report' }))
    const title = screen.getByLabelText('Title')
    expect((title as HTMLInputElement).value).toBe('Frost on the ridge')
    await user.clear(title)
    await user.type(title, 'Frost and sunshine on the ridge')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Frost and sunshine on the ridge',
      }),
    ).toBeTruthy()
  })

  test('others’ reports have no revise link; their page says why', async () => {
    const { unmount } = renderApp(<App />, {
      route: '/reports/r2',
      preloadedState: asInes,
    })
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Waterfall loop after the rain',
      }),
    ).toBeTruthy()
    expect(
      screen.queryByRole('link', { name: 'Revise this report' }),
    ).toBeNull()
    unmount()
    renderApp(<App />, { route: '/reports/r2/revise', preloadedState: asInes })
    expect(
      screen.getByText(/Only the hiker who wrote a report can revise it/),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull()
  })

  test('an unknown report id shows “Report not found”', () => {
    renderApp(<App />, { route: '/reports/nope', preloadedState: asInes })
    expect(
      screen.getByRole('heading', { name: 'Report not found' }),
    ).toBeTruthy()
  })

  test('a cheer adds one to its count', async () => {
    const { user, store } = renderApp(<App />, {
      route: '/reports/r2',
      preloadedState: asInes,
    })
    await user.click(screen.getByRole('button', { name: 'Campfire cheers: 0' }))
    await user.click(screen.getByRole('button', { name: 'Campfire cheers: 1' }))
    expect(
      screen.getByRole('button', { name: 'Campfire cheers: 2' }),
    ).toBeTruthy()
    expect(store.getState().reports[1]!.cheers.campfire).toBe(2)
  })

  test('signing out forgets the reports: the next feed is empty', async () => {
    const { user, store } = renderApp(<App />, {
      route: '/reports',
      preloadedState: asInes,
    })
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(
      screen.getByRole('heading', { name: 'Welcome to Trailmates' }),
    ).toBeTruthy()
    expect(store.getState().reports).toEqual([])
    expect(store.getState().session.hikerId).toBeNull()
    await user.selectOptions(
      screen.getByLabelText('Who is hiking today?'),
      'Kofi Mensah',
    )
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(
      screen.getByText('No reports yet. Write the first one!'),
    ).toBeTruthy()
  })
})
