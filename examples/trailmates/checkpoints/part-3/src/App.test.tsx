import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { App } from './App'
import { renderApp } from './test/renderApp'

describe('the reports page', () => {
  test('lists the reports in the store', async () => {
    renderApp(<App />, {
      route: '/reports',
      preloadedState: {
        reports: [
          { id: 'p1', title: 'Preloaded walk', body: 'From the test.' },
        ],
      },
    })
    const feed = screen.getByRole('list')
    expect(within(feed).getAllByRole('article')).toHaveLength(1)
    expect(
      within(feed).getByRole('heading', { name: 'Preloaded walk' }),
    ).toBeTruthy()
  })

  test('publishing adds the report to the feed, empties the form', async () => {
    const { store, user } = renderApp(<App />, { route: '/' })
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
    const { store, user } = renderApp(<App />, { route: '/reports' })
    await user.type(screen.getByLabelText('Title'), 'Only a title')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(
      screen.getByLabelText<HTMLTextAreaElement>('How was the hike?').validity
        .valueMissing,
    ).toBe(true)
    expect(store.getState().reports).toHaveLength(2)
  })
})
