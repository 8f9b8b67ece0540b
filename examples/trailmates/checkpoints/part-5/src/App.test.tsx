import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { App } from './App'
import { fetchHikers } from './hikers/hikersSlice'
import { makeStore } from './store/store'
import { holdRequests, mockServer } from './test/mockServer'
import { makeSignedInStore, renderApp } from './test/renderApp'

const cardTitles = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)

describe('Trailmates', () => {
  test('the hikers come from the server; visitors must sign in', async () => {
    const store = makeStore()
    store.dispatch(fetchHikers())
    const { user } = renderApp(<App />, { route: '/reports', store })
    expect(
      screen.getByRole('heading', { name: 'Welcome to Trailmates' }),
    ).toBeTruthy()
    await user.selectOptions(
      screen.getByLabelText('Who is hiking today?'),
      await screen.findByRole('option', { name: 'Ravi Kulkarni' }),
    )
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(
      within(screen.getByRole('banner')).getByText('Ravi Kulkarni'),
    ).toBeTruthy()
  })

  test('the feed shows loading, then the reports newest first', async () => {
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
    expect(screen.getAllByRole('article')[2]!.textContent).toContain(
      'by Maren Holt, 1 day ago',
    )
  })

  test('publishing disables the button; the report tops the feed', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports',
      store: await makeSignedInStore('kofi'),
    })
    await screen.findAllByRole('article')
    await user.type(screen.getByLabelText('Title'), 'Fog at the lake')
    await user.type(
      screen.getByLabelText('How was the hike?'),
      'Could not see the far shore.',
    )
    const release = holdRequests('post', '/api/reports')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Publishing…' })
        .disabled,
    ).toBe(true)
    release()
    await screen.findByRole('button', { name: 'Publish' })
    expect(cardTitles()[0]).toBe('Fog at the lake')
    expect(screen.getAllByRole('article')[0]!.textContent).toContain(
      'by Kofi Mensah',
    )
  })

  test('a refused report stays in the form, with the reason', async () => {
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
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe(
      'Fog at the lake',
    )
  })

  test('a revision is saved on the server', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports',
      store: await makeSignedInStore(),
    })
    await user.click(
      await screen.findByRole('link', { name: 'Frost on the ridge' }),
    )
    await user.click(screen.getByRole('link', { name: 'Revise this report' }))
    await user.clear(screen.getByLabelText('How was the hike?'))
    await user.type(
      screen.getByLabelText('How was the hike?'),
      'Cold but clear.',
    )
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Cold but clear.')).toBeTruthy()
    const response = await fetch('/api/reports/r1')
    expect((await response.json()).body).toBe('Cold but clear.')
  })

  test('other hikers’ reports have no revise link', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports',
      store: await makeSignedInStore('ines'),
    })
    await user.click(
      await screen.findByRole('link', {
        name: 'Waterfall loop after the rain',
      }),
    )
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Waterfall loop after the rain',
      }),
    ).toBeTruthy()
    expect(
      screen.queryByRole('link', { name: 'Revise this report' }),
    ).toBeNull()
  })

  test('an unknown report id shows “Report not found”', async () => {
    renderApp(<App />, {
      route: '/reports/nope',
      store: await makeSignedInStore(),
    })
    expect(
      screen.getByRole('heading', { name: 'Report not found' }),
    ).toBeTruthy()
  })

  test('a cheer counts once the server has it', async () => {
    const { user } = renderApp(<App />, {
      route: '/reports',
      store: await makeSignedInStore(),
    })
    const card = (await screen.findAllByRole('article'))[3]!
    await user.click(
      within(card).getByRole('button', { name: 'Wildflower cheers: 2' }),
    )
    expect(
      await within(card).findByRole('button', { name: 'Wildflower cheers: 3' }),
    ).toBeTruthy()
  })

  test('signing out empties the reports; signing in reloads them', async () => {
    const { user, store } = renderApp(<App />, {
      route: '/reports',
      store: await makeSignedInStore(),
    })
    await screen.findAllByRole('article')
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(store.getState().reports).toEqual({
      list: [],
      status: 'idle',
      error: null,
    })
    await user.selectOptions(
      screen.getByLabelText('Who is hiking today?'),
      'Ines Duarte',
    )
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findAllByRole('article')).toHaveLength(6)
  })
})
