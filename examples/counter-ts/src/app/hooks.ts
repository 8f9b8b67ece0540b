import { useDispatch, useSelector } from 'react-redux'
import type { AppDispatch, RootState } from './store'

// React-Redux's hooks with this app's types filled in. Components import
// these, never the plain hooks, so they need no annotations of their own.
export const useAppSelector = useSelector.withTypes<RootState>()
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
