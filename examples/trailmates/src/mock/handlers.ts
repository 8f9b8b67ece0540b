// The fake server's endpoints, written as MSW request handlers. The same
// handlers answer the app in the browser (src/mock/browser.ts, through a
// service worker) and in the tests (src/test/mockServer.ts, through msw/node).
//
//   GET    /api/reports               every report
//   GET    /api/reports/:reportId     one report (404 if unknown)
//   POST   /api/reports               { title, body, hikerId }
//                                     → the new report (201)
//   PATCH  /api/reports/:reportId     { title, body } → the revised report
//   POST   /api/reports/:reportId/cheers
//                                     { kind } → the report, one more cheer
//   GET    /api/hikers                every hiker
//   GET    /api/activity?since=<iso>  club activity; with `since`, only newer
//                                     entries, and the club has been busy:
//                                     two new entries each time
//   POST   /api/session               { hikerId } → { hikerId } (sign in)
//   DELETE /api/session               204 (sign out)
//   WebSocket /api/news               send { kind: 'newsRequested', since };
//                                     every open socket receives
//                                     { kind: 'activityPublished', entries }
import { delay, http, HttpResponse, ws } from 'msw'
import type {
  CheerKind,
  ErrorBody,
  NewReport,
  NewsMessage,
  NewsRequest,
  ReportRevision,
} from '../api/types'
import {
  activitySince,
  addReport,
  allHikers,
  allReports,
  cheerKinds,
  findHiker,
  findReport,
  generateActivity,
  setSignedIn,
} from './db'

/** How many new activity entries each request for news creates. */
export const NEWS_PER_REQUEST = 2

// In the browser, answers take 100–400 ms ('real'), so loading states show;
// open the app with ?latency=2000 to slow them down (see browser.ts).
let latency: number | 'real' = 'real'
export function setLatency(ms: number | 'real') {
  latency = ms
}

const error = (status: number, message: string) =>
  HttpResponse.json<ErrorBody>({ message }, { status })
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== ''

export const httpHandlers = [
  http.get('/api/reports', async () => {
    await delay(latency)
    return HttpResponse.json(allReports())
  }),

  http.get<{ reportId: string }>(
    '/api/reports/:reportId',
    async ({ params }) => {
      await delay(latency)
      const report = findReport(params.reportId)
      return report
        ? HttpResponse.json(report)
        : error(404, 'No report with that id')
    },
  ),

  http.post('/api/reports', async ({ request }) => {
    const { title, body, hikerId } =
      (await request.json()) as Partial<NewReport>
    await delay(latency)
    if (!isText(title) || !isText(body))
      return error(400, 'A report needs a title and a body')
    if (!isText(hikerId) || !findHiker(hikerId))
      return error(400, 'Unknown hiker')
    return HttpResponse.json(addReport({ title, body, hikerId }), {
      status: 201,
    })
  }),

  http.patch<{ reportId: string }>(
    '/api/reports/:reportId',
    async ({ params, request }) => {
      const { title, body } = (await request.json()) as Partial<ReportRevision>
      await delay(latency)
      const report = findReport(params.reportId)
      if (!report) return error(404, 'No report with that id')
      if (!isText(title) || !isText(body))
        return error(400, 'A report needs a title and a body')
      report.title = title
      report.body = body
      return HttpResponse.json(report)
    },
  ),

  http.post<{ reportId: string }>(
    '/api/reports/:reportId/cheers',
    async ({ params, request }) => {
      const { kind } = (await request.json()) as { kind?: CheerKind }
      await delay(latency)
      const report = findReport(params.reportId)
      if (!report) return error(404, 'No report with that id')
      if (!kind || !cheerKinds.includes(kind))
        return error(400, 'Unknown kind of cheer')
      report.cheers[kind] += 1
      return HttpResponse.json(report)
    },
  ),

  http.get('/api/hikers', async () => {
    await delay(latency)
    return HttpResponse.json(allHikers())
  }),

  http.get('/api/activity', async ({ request }) => {
    await delay(latency)
    const since = new URL(request.url).searchParams.get('since')
    if (since) generateActivity(NEWS_PER_REQUEST, since)
    return HttpResponse.json(activitySince(since))
  }),

  http.post('/api/session', async ({ request }) => {
    const { hikerId } = (await request.json()) as { hikerId?: string }
    await delay(latency)
    if (!hikerId || !findHiker(hikerId)) return error(401, 'Unknown hiker')
    setSignedIn(hikerId)
    return HttpResponse.json({ hikerId })
  }),

  http.delete('/api/session', async () => {
    await delay(latency)
    setSignedIn(null)
    return new HttpResponse(null, { status: 204 })
  }),
]

// Any origin: the socket lives on the page's own host, whatever it is.
const news = ws.link('*/api/news')

export const newsHandler = news.addEventListener('connection', ({ client }) => {
  client.addEventListener('message', (event) => {
    if (typeof event.data !== 'string') return
    const request = JSON.parse(event.data) as NewsRequest
    if (request.kind !== 'newsRequested') return
    generateActivity(NEWS_PER_REQUEST, request.since)
    const message: NewsMessage = {
      kind: 'activityPublished',
      entries: activitySince(request.since),
    }
    news.broadcast(JSON.stringify(message))
  })
})

export const handlers = [...httpHandlers, newsHandler]
