// The fake server, through the same fetch wrapper the app uses.
import { describe, expect, test } from 'vitest'
import { fetchJson } from '../api/fetchJson'
import { openNewsSocket, requestNews } from '../api/newsSocket'
import type { ActivityEntry, NewsMessage, Report } from '../api/types'
import { NEWS_PER_REQUEST } from './handlers'

describe('the fake server', () => {
  test('serves the six seeded reports and four hikers', async () => {
    const reports = await fetchJson<Report[]>('/api/reports')
    expect(reports.map((report) => report.title)).toContain(
      'Frost on the ridge',
    )
    expect(reports).toHaveLength(6)
    expect(Object.keys(reports[0]!.cheers).sort()).toEqual([
      'boots',
      'campfire',
      'summit',
      'sunrise',
      'wildflower',
    ])
    const hikers = await fetchJson<Array<{ name: string }>>('/api/hikers')
    expect(hikers.map((hiker) => hiker.name)).toEqual([
      'Ines Duarte',
      'Kofi Mensah',
      'Maren Holt',
      'Ravi Kulkarni',
    ])
  })

  test('publishes, revises and cheers a report', async () => {
    const report = await fetchJson<Report>('/api/reports', {
      method: 'POST',
      body: {
        title: 'Fog at the lake',
        body: 'Could not see the far shore.',
        hikerId: 'kofi',
      },
    })
    expect(report).toMatchObject({
      title: 'Fog at the lake',
      hikerId: 'kofi',
      cheers: { summit: 0 },
    })
    const revised = await fetchJson<Report>(`/api/reports/${report.id}`, {
      method: 'PATCH',
      body: { title: 'Fog on the lake', body: 'Not even the far shore.' },
    })
    expect(revised.title).toBe('Fog on the lake')
    const cheered = await fetchJson<Report>(
      `/api/reports/${report.id}/cheers`,
      { method: 'POST', body: { kind: 'campfire' } },
    )
    expect(cheered.cheers.campfire).toBe(1)
    expect(await fetchJson<Report>(`/api/reports/${report.id}`)).toEqual(
      cheered,
    )
  })

  test('answers bad requests with an error message', async () => {
    await expect(
      fetchJson('/api/reports', {
        method: 'POST',
        body: { title: '', body: 'x', hikerId: 'kofi' },
      }),
    ).rejects.toThrow('A report needs a title and a body')
    await expect(fetchJson('/api/reports/nope')).rejects.toThrow(
      'No report with that id',
    )
    await expect(
      fetchJson('/api/session', {
        method: 'POST',
        body: { hikerId: 'nobody' },
      }),
    ).rejects.toThrow('Unknown hiker')
  })

  test('makes up new activity per `since`, on your reports too', async () => {
    const seeded = await fetchJson<ActivityEntry[]>('/api/activity')
    expect(seeded).toHaveLength(3)
    const latest = seeded[seeded.length - 1]!.at
    await fetchJson('/api/session', {
      method: 'POST',
      body: { hikerId: 'ines' },
    })
    const news = await fetchJson<ActivityEntry[]>(
      `/api/activity?since=${encodeURIComponent(latest)}`,
    )
    expect(news).toHaveLength(NEWS_PER_REQUEST)
    for (const entry of news) {
      expect(entry.at > latest).toBe(true)
      expect(entry.hikerId).not.toBe('ines')
    }
  })

  test('pushes new activity to the news socket when asked', async () => {
    const socket = openNewsSocket()
    const message = new Promise<NewsMessage>((resolve) => {
      socket.addEventListener(
        'message',
        (event) => resolve(JSON.parse(String(event.data))),
        { once: true },
      )
    })
    requestNews(new Date().toISOString())
    const { kind, entries } = await message
    expect(kind).toBe('activityPublished')
    expect(entries).toHaveLength(NEWS_PER_REQUEST)
  })
})
