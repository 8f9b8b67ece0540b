import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { App } from './App'
import { fetchHikers } from './hikers/hikersSlice'
import { makeStore } from './store/store'
import { makeSignedInStore, renderApp } from './test/renderApp'

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
  test('a visitor not signed in is sent to the sign-in page', async () => {
    renderApp(<App />, { route: '/hikers', store: makeStore() })
    expect(
      screen.getByRole('heading', { name: 'Welcome to Trailmates' }),
    ).toBeTruthy()
  })

  test('a published report tops the feed, and a toast says so', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports',
      store: await makeSignedInStore('ravi'),
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
      within(screen.getAllByRole('article')[0]!).getByRole('heading')
        .textContent,
    ).toBe('Fog at the lake')
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('“Fog at the lake” is on the board.')).toBeNull()
  })

  test('the directory links to profiles with the hiker’s reports', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports',
      store: await makeSignedInStore(),
    })
    await screen.findAllByRole('article')
    await user.click(screen.getByRole('link', { name: 'Hikers' }))
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ines Duarte', 'Kofi Mensah', 'Maren Holt', 'Ravi Kulkarni'])
    await user.click(screen.getByRole('link', { name: 'Maren Holt' }))
    expect(
      screen.getByRole('heading', { level: 1, name: 'Maren Holt' }),
    ).toBeTruthy()
    expect(screen.getByText('Usually hikes in the Jotunheimen.')).toBeTruthy()
    const links = within(screen.getByRole('main'))
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links).toEqual([
      'First night in the new tent',
      'Scree: lessons learned',
    ])
  })

  test('the badge grows with news and clears once viewed', async () => {
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
    const entries = within(screen.getAllByRole('list')[1]!).getAllByRole(
      'listitem',
    )
    expect(entries).toHaveLength(5)
    expect(
      entries.map((entry) => entry.textContent!.startsWith('New')),
    ).toEqual([true, true, false, false, false])
  })

  test('a cheer counts once the server has it', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports',
      store: await makeSignedInStore(),
    })
    const card = (await screen.findAllByRole('article'))[1]!
    await user.click(
      within(card).getByRole('button', { name: 'Boots cheers: 1' }),
    )
    expect(
      await within(card).findByRole('button', { name: 'Boots cheers: 2' }),
    ).toBeTruthy()
  })

  test('a report’s author revises it', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports/r5/revise',
      store: await makeSignedInStore(),
    })
    // Nothing is loaded on a direct visit: open the feed first, as the app does
    // after signing in.
    expect(
      screen.getByRole('heading', { name: 'Report not found' }),
    ).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'See all reports' }))
    await user.click(
      await screen.findByRole('link', {
        name: 'A short loop for a slow Sunday',
      }),
    )
    await user.click(screen.getByRole('link', { name: 'Revise this report' }))
    await user.clear(screen.getByLabelText('Title'))
    await user.type(screen.getByLabelText('Title'), 'A slow Sunday loop')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'A slow Sunday loop',
      }),
    ).toBeTruthy()
  })

  test('signing out forgets reports and activity, shows sign-in', async () => {
    const { user, store } = await signInThroughTheForm('Kofi Mensah')
    await screen.findByRole('link', { name: 'Activity, 3 unseen' })
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Trailmates' }),
    ).toBeTruthy()
    expect(store.getState().reports.ids).toEqual([])
    expect(store.getState().activity.ids).toEqual([])
  })
})
