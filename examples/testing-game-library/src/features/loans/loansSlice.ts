import {
  createAsyncThunk,
  createSelector,
  createSlice,
  type PayloadAction,
} from '@reduxjs/toolkit'
import { API_URL } from '../../api/config'

export interface Loan {
  id: string
  gameId: string
  title: string
  /** The day the game is due back, as YYYY-MM-DD. */
  dueDate: string
}

interface LoansState {
  items: Loan[]
  /** The game whose loan request is in flight, if any. */
  pendingGameId: string | null
  error: string | null
}

const initialState: LoansState = { items: [], pendingGameId: null, error: null }

export const borrowGame = createAsyncThunk<
  Loan,
  string,
  { rejectValue: string }
>('loans/borrowGame', async (gameId, { rejectWithValue }) => {
  const response = await fetch(`${API_URL}/loans`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ gameId }),
  })
  if (!response.ok) {
    const { message } = (await response.json()) as { message: string }
    return rejectWithValue(message)
  }
  return (await response.json()) as Loan
})

export const loansSlice = createSlice({
  name: 'loans',
  initialState,
  reducers: {
    gameReturned(state, action: PayloadAction<string>) {
      state.items = state.items.filter((loan) => loan.id !== action.payload)
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(borrowGame.pending, (state, action) => {
        state.pendingGameId = action.meta.arg
        state.error = null
      })
      .addCase(borrowGame.fulfilled, (state, action) => {
        state.pendingGameId = null
        state.items.push(action.payload)
      })
      .addCase(borrowGame.rejected, (state, action) => {
        state.pendingGameId = null
        state.error = action.payload ?? 'The loan could not be made.'
      })
  },
  selectors: {
    selectLoans: (state) => state.items,
    selectPendingGameId: (state) => state.pendingGameId,
    selectLoanError: (state) => state.error,
  },
})

export const { gameReturned } = loansSlice.actions
export const { selectLoans, selectPendingGameId, selectLoanError } =
  loansSlice.selectors

/** Loans due back before `today` (YYYY-MM-DD), oldest first. */
export const selectOverdueLoans = createSelector(
  [selectLoans, (_state: unknown, today: string) => today],
  (loans, today) =>
    loans
      .filter((loan) => loan.dueDate < today)
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate)),
)
