import { readFile } from 'node:fs/promises'
import { createServer, type ServerResponse } from 'node:http'
import path from 'node:path'
import { isStopId } from '../timetable'
import { renderPage } from './renderPage'
import { serverTimetable } from './serverTimetable'

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer) {
  response.writeHead(status, {
    'Content-Type': type,
    // Defence in depth: only the site's own script files may run.
    'Content-Security-Policy': "default-src 'self'; script-src 'self'",
  })
  response.end(body)
}

/** The app's HTTP server: pages, the departures API and the built client files in `clientDir`. */
export function createAppServer(clientDir: string) {
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    try {
      if (url.pathname === '/') {
        send(response, 200, 'text/html; charset=utf-8', await renderPage(url, serverTimetable))
      } else if (url.pathname === '/api/departures') {
        const stopId = url.searchParams.get('stop') ?? ''
        if (!isStopId(stopId)) return send(response, 404, 'application/json', '[]')
        send(response, 200, 'application/json', JSON.stringify(await serverTimetable.departures(stopId)))
      } else if (url.pathname === '/favicon.ico') {
        response.writeHead(204).end()
      } else if (url.pathname.startsWith('/assets/')) {
        const file = path.join(clientDir, path.normalize(url.pathname))
        if (!file.startsWith(clientDir + path.sep)) return send(response, 404, 'text/plain', 'Not found')
        const type = contentTypes[path.extname(file)] ?? 'application/octet-stream'
        send(response, 200, type, await readFile(file))
      } else {
        send(response, 404, 'text/plain', 'Not found')
      }
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
      send(response, missing ? 404 : 500, 'text/plain', missing ? 'Not found' : 'Server error')
    }
  })
}
