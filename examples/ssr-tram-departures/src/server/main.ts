import path from 'node:path'
import { createAppServer } from './server'

// Built to dist/server/main.js; the client files are in dist/client.
const clientDir = path.resolve(import.meta.dirname, '../client')
const port = Number(process.env.PORT ?? 3000)

createAppServer(clientDir).listen(port, () => {
  console.log(`Tram departures: http://localhost:${port}/`)
})
