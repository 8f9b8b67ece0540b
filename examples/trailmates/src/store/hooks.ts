// The React-Redux hooks with this app's types built in: use these in
// components instead of the plain useDispatch and useSelector.
import { useDispatch, useSelector } from 'react-redux'
import type { AppDispatch, RootState } from './store'

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
