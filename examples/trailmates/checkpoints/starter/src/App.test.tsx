import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { App } from './App'
import { renderApp } from './test/renderApp'

test('the shell shows the club’s name; / opens the reports', async () => {
  renderApp(<App />, { route: '/' })
  expect(screen.getByRole('link', { name: /Trailmates/ })).toBeTruthy()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Trip reports' }),
  ).toBeTruthy()
})
