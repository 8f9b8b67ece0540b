'use client'
import { useRef, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { makeStore, type AppStore, type RootState } from '../lib/store'

interface StoreProviderProps {
  /** Data a Server Component loaded, passed in as a prop. */
  preloadedState?: Partial<RootState>
  children: ReactNode
}

export function StoreProvider({
  preloadedState,
  children,
}: StoreProviderProps) {
  // Made on the first render only: once per request on the server, once per
  // mount in the browser.
  const storeRef = useRef<AppStore | null>(null)
  if (storeRef.current === null) {
    storeRef.current = makeStore(preloadedState)
  }
  return <Provider store={storeRef.current}>{children}</Provider>
}
