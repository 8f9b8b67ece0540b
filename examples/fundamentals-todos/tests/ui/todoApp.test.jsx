// @vitest-environment jsdom
// What a user can do with the todo app, from part 5 (first UI) to part 8.
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { renderApp } from '../support/renderApp'
import { sampleTodos } from '../support/fixtures'

afterEach(cleanup)

const visibleTodoTexts = () =>
  within(screen.getByRole('list', { name: 'Todos' }))
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('checkbox').closest('label').textContent)

const remaining = () => screen.getByText(/left$/).textContent

describe('the todo app', () => {
  it('lists the todos and how many are left', () => {
    renderApp({ todos: sampleTodos })
    expect(visibleTodoTexts()).toEqual(['Design the state shape', 'Write the reducers', 'Create the store'])
    expect(screen.getByRole('checkbox', { name: 'Design the state shape' }).checked).toBe(true)
    expect(screen.getByRole('checkbox', { name: 'Write the reducers' }).checked).toBe(false)
    expect(remaining()).toBe('2 items left')
  })

  it('adds a todo when Enter is pressed and clears the input', async () => {
    const { user } = renderApp({ todos: sampleTodos })
    const input = screen.getByRole('textbox', { name: 'New todo' })
    await user.type(input, 'Write the tests{Enter}')

    expect(await screen.findByRole('checkbox', { name: 'Write the tests' })).not.toBeNull()
    expect(visibleTodoTexts().at(-1)).toBe('Write the tests')
    // From part 7 the input is cleared once the save has finished.
    await waitFor(() => expect(input.value).toBe(''))
    expect(remaining()).toBe('3 items left')
  })

  it('ignores Enter in an empty or blank input', async () => {
    const { user } = renderApp({ todos: sampleTodos })
    await user.type(screen.getByRole('textbox', { name: 'New todo' }), '   {Enter}')
    expect(visibleTodoTexts()).toHaveLength(3)
  })

  it('toggles a todo and marks it completed', async () => {
    const { user } = renderApp({ todos: sampleTodos })
    const checkbox = screen.getByRole('checkbox', { name: 'Write the reducers' })
    await user.click(checkbox)
    expect(checkbox.checked).toBe(true)
    expect(checkbox.closest('li').classList.contains('completed')).toBe(true)
    expect(remaining()).toBe('1 item left')

    await user.click(checkbox)
    expect(checkbox.checked).toBe(false)
    expect(remaining()).toBe('2 items left')
  })

  it('changes a todo’s colour', async () => {
    const { user } = renderApp({ todos: sampleTodos })
    const picker = screen.getByRole('combobox', { name: 'Color of “Create the store”' })
    expect(picker.value).toBe('')
    await user.selectOptions(picker, 'Green')
    expect(picker.value).toBe('green')
  })

  it('deletes a todo', async () => {
    const { user } = renderApp({ todos: sampleTodos })
    await user.click(screen.getByRole('button', { name: 'Delete “Write the reducers”' }))
    expect(visibleTodoTexts()).toEqual(['Design the state shape', 'Create the store'])
    expect(remaining()).toBe('1 item left')
  })

  it('filters by status', async () => {
    const { user } = renderApp({ todos: sampleTodos })
    const activeButton = screen.getByRole('button', { name: 'Active' })
    await user.click(activeButton)
    expect(activeButton.getAttribute('aria-pressed')).toBe('true')
    expect(visibleTodoTexts()).toEqual(['Write the reducers', 'Create the store'])

    await user.click(screen.getByRole('button', { name: 'Completed' }))
    expect(visibleTodoTexts()).toEqual(['Design the state shape'])

    await user.click(screen.getByRole('button', { name: 'All' }))
    expect(visibleTodoTexts()).toHaveLength(3)
    // The count always covers every todo, whatever is shown.
    expect(remaining()).toBe('2 items left')
  })

  it('filters by one or more colours, together with the status', async () => {
    const { user } = renderApp({ todos: sampleTodos })
    const colorFilters = within(screen.getByRole('group', { name: 'Filter by color' }))

    await user.click(colorFilters.getByRole('checkbox', { name: 'Red' }))
    expect(visibleTodoTexts()).toEqual(['Write the reducers'])

    await user.click(colorFilters.getByRole('checkbox', { name: 'Blue' }))
    expect(visibleTodoTexts()).toEqual(['Design the state shape', 'Write the reducers'])

    await user.click(screen.getByRole('button', { name: 'Completed' }))
    expect(visibleTodoTexts()).toEqual(['Design the state shape'])

    await user.click(screen.getByRole('button', { name: 'All' }))
    await user.click(colorFilters.getByRole('checkbox', { name: 'Red' }))
    await user.click(colorFilters.getByRole('checkbox', { name: 'Blue' }))
    expect(visibleTodoTexts()).toHaveLength(3)
  })

  it('a todo given a filtered colour appears in the filtered list', async () => {
    const { user } = renderApp({ todos: sampleTodos })
    await user.click(screen.getByRole('checkbox', { name: 'Green' }))
    expect(visibleTodoTexts()).toEqual([])
    await user.click(screen.getByRole('checkbox', { name: 'Green' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Color of “Create the store”' }), 'Green')
    await user.click(screen.getByRole('checkbox', { name: 'Green' }))
    expect(visibleTodoTexts()).toEqual(['Create the store'])
  })

  it('marks everything completed, then clears the completed todos', async () => {
    const { user } = renderApp({ todos: sampleTodos })
    await user.click(screen.getByRole('button', { name: 'Mark all completed' }))
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(3)
    expect(remaining()).toBe('0 items left')

    await user.click(screen.getByRole('checkbox', { name: 'Create the store' }))
    expect(remaining()).toBe('1 item left')

    await user.click(screen.getByRole('button', { name: 'Clear completed' }))
    expect(visibleTodoTexts()).toEqual(['Create the store'])
  })
})
