// The hikers live in the RTK Query cache, normalized by an entity adapter.
// This file adds their endpoint to trailApi and the selectors that read it.
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit'
import { trailApi } from '../api/trailApi'
import type { Hiker } from '../api/types'
import type { RootState } from '../store/store'
import { createAppSelector } from '../store/typed'

const hikersAdapter = createEntityAdapter<Hiker>({
  sortComparer: (a, b) => a.name.localeCompare(b.name),
})
const noHikers = hikersAdapter.getInitialState()

export const hikersApi = trailApi.injectEndpoints({
  endpoints: (build) => ({
    getHikers: build.query<EntityState<Hiker, string>, void>({
      query: () => '/hikers',
      // The server sends an array; the cache keeps { ids, entities }.
      transformResponse: (hikers: Hiker[]) =>
        hikersAdapter.setAll(noHikers, hikers),
    }),
  }),
})

export const { useGetHikersQuery } = hikersApi

/** The getHikers cache entry: { data, status, error, … }. */
const selectHikersResult = hikersApi.endpoints.getHikers.select()

const selectHikersData = createAppSelector(
  [selectHikersResult],
  (result) => result.data ?? noHikers,
)

export const { selectAll: selectHikers, selectById: selectHikerById } =
  hikersAdapter.getSelectors((state: RootState) => selectHikersData(state))
