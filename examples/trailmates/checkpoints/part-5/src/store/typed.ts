// Redux Toolkit functions with this app's types built in.
import { createAsyncThunk } from '@reduxjs/toolkit'
import type { AppDispatch, RootState } from './store'

/**
 * createAsyncThunk whose `getState` returns RootState
 * and whose `dispatch` is AppDispatch.
 */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState
  dispatch: AppDispatch
}>()
