// @vitest-environment jsdom
// Loading and saving indicators in the UI, from part 7 on.
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { loadTodos } from '@checkpoint'
import { renderApp } from '../support/renderApp'
import { server } from '../support/mswServer'

afterEach(cleanup)

// Holds the server's answer until the test lets it go.
function gate() {
  let open
  const opened = new Promise((resolve) => {
    open = resolve
  })
  return { open, opened }
}

describe('loading and saving in the UI', () => {
  it('shows a loading message until the todos arrive', async () => {
    const { opened, open } = gate()
    server.use(
      http.get('/fakeApi/todos', async () => {
        await opened
        return HttpResponse.json([{ id: 1, text: 'Arrived late', completed: false }])
      }),
    )
    const { store } = renderApp()
    let loading
    act(() => {
      loading = loadTodos(store)
    })
    expect(screen.getByRole('status').textContent).toContain('Loading todos')
    expect(screen.queryByRole('list', { name: 'Todos' })).toBeNull()

    open()
    await act(() => loading)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByRole('checkbox', { name: 'Arrived late' })).not.toBeNull()
  })

  it('disables the new-todo input while saving, then clears it', async () => {
    const { opened, open } = gate()
    server.use(
      http.post('/fakeApi/todos', async ({ request }) => {
        const { todo } = await request.json()
        await opened
        return HttpResponse.json({ id: 42, text: todo.text, completed: false }, { status: 201 })
      }),
    )
    const { user } = renderApp()
    const input = screen.getByRole('textbox', { name: 'New todo' })
    await user.type(input, 'Water the plants{Enter}')

    expect(input.disabled).toBe(true)
    expect(input.value).toBe('Water the plants')
    expect(screen.getByRole('status', { name: 'Saving todo' })).not.toBeNull()

    open()
    expect(await screen.findByRole('checkbox', { name: 'Water the plants' })).not.toBeNull()
    await waitFor(() => expect(input.disabled).toBe(false))
    expect(input.value).toBe('')
    expect(screen.queryByRole('status', { name: 'Saving todo' })).toBeNull()
  })
})

describe('when saving fails', () => {
  it('keeps the text, says so, and lets the user try again', async () => {
    server.use(http.post('/fakeApi/todos', () => HttpResponse.json({ error: 'Disk full' }, { status: 500 }), { once: true }))
    const { user } = renderApp()
    const input = screen.getByRole('textbox', { name: 'New todo' })
    await user.type(input, 'Try twice{Enter}')

    expect((await screen.findByRole('alert')).textContent).toContain('Could not save the todo')
    await waitFor(() => expect(input.disabled).toBe(false))
    expect(input.value).toBe('Try twice')

    await user.type(input, '{Enter}')
    expect(await screen.findByRole('checkbox', { name: 'Try twice' })).not.toBeNull()
    await waitFor(() => expect(input.value).toBe(''))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
