import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit'

export interface Toast {
  id: string
  text: string
}

const initialState: Toast[] = []

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.push(action.payload)
      },
      prepare(text: string) {
        return { payload: { id: nanoid(), text } }
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      return state.filter((toast) => toast.id !== action.payload)
    },
  },
  selectors: {
    selectToasts: (toasts) => toasts,
  },
})

export const { toastShown, toastDismissed } = toastsSlice.actions
export const { selectToasts } = toastsSlice.selectors
