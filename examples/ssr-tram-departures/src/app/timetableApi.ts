import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react'
import type { Departure, StopId, Timetable } from '../timetable'

/** What every store of this app gets as its thunks' extra argument. */
export interface StoreExtra {
  timetable: Timetable
}

export const timetableApi = createApi({
  reducerPath: 'timetableApi',
  baseQuery: fakeBaseQuery<string>(),
  endpoints: build => ({
    getDepartures: build.query<Departure[], StopId>({
      // The store decides where the data comes from (see makeStore).
      async queryFn(stopId, { extra }) {
        try {
          return { data: await (extra as StoreExtra).timetable.departures(stopId) }
        } catch {
          return { error: `Departures for ${stopId} could not be loaded.` }
        }
      },
    }),
  }),
})

export const { useGetDeparturesQuery } = timetableApi
