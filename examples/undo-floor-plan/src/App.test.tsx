import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { App } from './App'
import { makeStore } from './app/store'

function renderApp() {
  const store = makeStore()
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  )
  return { store, user: userEvent.setup() }
}

const historyButton = (name: 'Undo' | 'Redo' | 'Clear history') =>
  within(screen.getByRole('toolbar', { name: 'History' })).getByRole('button', {
    name,
  }) as HTMLButtonElement

/** Which history buttons can be clicked, in toolbar order. */
const enabledHistoryButtons = () =>
  (['Undo', 'Redo', 'Clear history'] as const).filter(name => !historyButton(name).disabled)

const piece = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}, `) })

describe('the floor-plan editor', () => {
  it('starts with an empty plan and every history button disabled', () => {
    renderApp()
    expect(screen.getAllByRole('button', { name: /^Empty, / })).toHaveLength(24)
    expect(enabledHistoryButtons()).toEqual([])
  })

  it('enables Undo after an edit, and Redo after an undo', async () => {
    const { user } = renderApp()

    await user.click(screen.getByRole('button', { name: 'Add sofa' }))
    expect(piece('Sofa 1').getAttribute('aria-label')).toBe('Sofa 1, column 1, row 1')
    expect(enabledHistoryButtons()).toEqual(['Undo', 'Clear history'])

    await user.click(historyButton('Undo'))
    expect(screen.queryByRole('button', { name: /^Sofa 1/ })).toBeNull()
    expect(enabledHistoryButtons()).toEqual(['Redo', 'Clear history'])

    await user.click(historyButton('Redo'))
    expect(piece('Sofa 1')).toBeDefined()
    expect(enabledHistoryButtons()).toEqual(['Undo', 'Clear history'])
  })

  it('moves a piece back and forth with Undo and Redo', async () => {
    const { user } = renderApp()
    await user.click(screen.getByRole('button', { name: 'Add sofa' }))
    await user.click(screen.getByRole('button', { name: 'Add lamp' }))
    await user.click(piece('Sofa 1'))
    await user.click(screen.getByRole('button', { name: 'Empty, column 4, row 3' }))
    expect(piece('Sofa 1').getAttribute('aria-label')).toBe('Sofa 1, column 4, row 3')

    await user.click(historyButton('Undo'))
    expect(piece('Sofa 1').getAttribute('aria-label')).toBe('Sofa 1, column 1, row 1')
    expect(piece('Lamp 1').getAttribute('aria-label')).toBe('Lamp 1, column 2, row 1')

    await user.click(historyButton('Undo'))
    expect(screen.queryByRole('button', { name: /^Lamp 1/ })).toBeNull()

    await user.click(historyButton('Redo'))
    await user.click(historyButton('Redo'))
    expect(piece('Sofa 1').getAttribute('aria-label')).toBe('Sofa 1, column 4, row 3')
    expect(piece('Lamp 1').getAttribute('aria-label')).toBe('Lamp 1, column 2, row 1')
    expect(enabledHistoryButtons()).toEqual(['Undo', 'Clear history'])
  })

  it('does not make selecting a piece an undo step', async () => {
    const { store, user } = renderApp()
    await user.click(screen.getByRole('button', { name: 'Add desk' }))
    await user.click(historyButton('Clear history'))
    expect(enabledHistoryButtons()).toEqual([])

    await user.click(piece('Desk 1'))
    expect(piece('Desk 1').getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe(
      'Desk 1 is selected: click an empty square to move it.',
    )
    await user.click(piece('Desk 1'))
    expect(piece('Desk 1').getAttribute('aria-pressed')).toBe('false')

    expect(enabledHistoryButtons()).toEqual([])
    expect(store.getState().plan.past).toEqual([])
  })

  it('disables Redo again after a new edit', async () => {
    const { user } = renderApp()
    await user.click(screen.getByRole('button', { name: 'Add sofa' }))
    await user.click(screen.getByRole('button', { name: 'Add desk' }))
    await user.click(historyButton('Undo'))
    expect(historyButton('Redo').disabled).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Add lamp' }))
    expect(enabledHistoryButtons()).toEqual(['Undo', 'Clear history'])
    expect(screen.queryByRole('button', { name: /^Desk 1/ })).toBeNull()
    expect(piece('Lamp 1').getAttribute('aria-label')).toBe('Lamp 1, column 2, row 1')
  })

  it('clears the history but keeps the plan', async () => {
    const { user } = renderApp()
    await user.click(screen.getByRole('button', { name: 'Add sofa' }))
    await user.click(screen.getByRole('button', { name: 'Add sofa' }))
    await user.click(historyButton('Undo'))
    expect(enabledHistoryButtons()).toEqual(['Undo', 'Redo', 'Clear history'])

    await user.click(historyButton('Clear history'))
    expect(enabledHistoryButtons()).toEqual([])
    expect(piece('Sofa 1')).toBeDefined()
    expect(screen.queryByRole('button', { name: /^Sofa 2/ })).toBeNull()
  })

  it('only lets an empty square be clicked while a piece is selected', async () => {
    const { user } = renderApp()
    await user.click(screen.getByRole('button', { name: 'Add sofa' }))
    const target = () =>
      screen.getByRole('button', { name: 'Empty, column 6, row 4' }) as HTMLButtonElement
    expect(target().disabled).toBe(true)
    await user.click(piece('Sofa 1'))
    expect(target().disabled).toBe(false)
  })
})
