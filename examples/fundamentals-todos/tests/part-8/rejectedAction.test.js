// @vitest-environment jsdom
// Part 8 only: what createAsyncThunk dispatches when a request fails. The
// tutorial (Parts 7 and 8) says this is not the Flux Standard Action error
// shape, `{ type, payload: error, error: true }`.
import { describe, expect, it } from 'vitest'
import { makeStore } from '@app/store'
import { saveNewTodo } from '@app/features/todos/todosSlice'

describe('a failed createAsyncThunk request', () => {
  it('ends with a rejected action whose `error` is the serialized error, with no payload', async () => {
    // The fake API answers 400 to a todo without text, so the payload creator throws.
    const action = await makeStore().dispatch(saveNewTodo(''))

    expect(action.type).toBe('todos/saveNewTodo/rejected')
    expect(action.payload).toBeUndefined()
    expect(action.error).not.toBe(true)
    expect(action.error).toMatchObject({ name: 'Error', message: 'A todo needs some text' })
    // A plain object (serializable), not the Error instance itself.
    expect(action.error).not.toBeInstanceOf(Error)
    expect(action.meta).toMatchObject({ arg: '', requestStatus: 'rejected', rejectedWithValue: false })
  })
})
