import {
  combineSlices,
  configureStore,
  createSlice,
  type PayloadAction,
} from '@reduxjs/toolkit'
import { useDispatch, useSelector, useStore } from 'react-redux'

export interface Departure {
  id: string
  time: string
  line: string
  destination: string
}

interface BoardState {
  stopId: string
  departures: Departure[]
  hiddenLines: string[]
}

const boardSlice = createSlice({
  name: 'board',
  initialState: { stopId: '', departures: [], hiddenLines: [] } as BoardState,
  reducers: {
    lineToggled(state, action: PayloadAction<string>) {
      const line = action.payload
      state.hiddenLines = state.hiddenLines.includes(line)
        ? state.hiddenLines.filter((hidden) => hidden !== line)
        : [...state.hiddenLines, line]
    },
  },
})

export const { lineToggled } = boardSlice.actions

const rootReducer = combineSlices(boardSlice)
export type RootState = ReturnType<typeof rootReducer>

// No `export const store`: a module-level store would be shared by every
// request on the server.
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']

// For Client Components only: Server Components cannot use hooks or context.
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
export const useAppStore = useStore.withTypes<AppStore>()
