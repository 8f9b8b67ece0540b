import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { API_URL } from './config'

export interface Game {
  id: string
  title: string
  players: string
  copiesLeft: number
}

export const catalogApi = createApi({
  reducerPath: 'catalogApi',
  baseQuery: fetchBaseQuery({ baseUrl: API_URL }),
  endpoints: build => ({
    getGames: build.query<Game[], void>({
      query: () => 'games',
    }),
  }),
})

export const { useGetGamesQuery } = catalogApi
