// Takes the screenshots of the part 6 checkpoint used by Redux Essentials, Part 6.
//
//   node scripts/screenshots-part-6.mjs
//
// Like scripts/screenshots.mjs, but the Vite dev server serves checkpoints/part-6
// (where notifications are fetched with the "Refresh notifications" button, not
// pushed over a WebSocket). Drives Debian's Chromium (/usr/bin/chromium) with
// @playwright/test from the repository root's node_modules (no browser download)
// and writes part6-*.png to /work/main/static/img/tutorials/essentials/ (or the
// folder given as the first argument).
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const checkpointDir = resolve(appDir, 'checkpoints/part-6')
const repoRoot = resolve(appDir, '../..')
const outDir = resolve(process.argv[2] ?? resolve(repoRoot, 'static/img/tutorials/essentials'))
mkdirSync(outDir, { recursive: true })

const requireFromRoot = createRequire(resolve(repoRoot, 'package.json'))
const { chromium } = requireFromRoot('@playwright/test')

const server = await createServer({
  root: checkpointDir,
  configFile: resolve(checkpointDir, 'vite.config.ts'),
  logLevel: 'warn',
  server: { port: 5186, strictPort: false },
})
await server.listen()
const baseUrl = server.resolvedUrls.local[0].replace(/\/$/, '')

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})

try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 520 }, colorScheme: 'light' })
  const problems = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  const shot = async (name, options = {}) => {
    const path = resolve(outDir, name)
    await page.screenshot({ path, ...options })
    console.log('wrote', path)
  }

  // Log in, then load the posts so that the user pages have something to show.
  await page.goto(`${baseUrl}/`)
  await page.getByRole('option', { name: 'Amara Okafor' }).waitFor({ state: 'attached' })
  await page.getByLabel('User').selectOption({ label: 'Amara Okafor' })
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('link', { name: 'Back from the mountains' }).waitFor()

  // A user's page: their name and the titles of their posts.
  await page.getByRole('link', { name: 'Users' }).click()
  await page.getByRole('link', { name: 'Bruno Lindqvist' }).click()
  await page.getByRole('heading', { name: 'Bruno Lindqvist' }).waitFor()
  await shot('part6-user-page.png', { clip: { x: 0, y: 0, width: 1000, height: 260 } })

  // The first refresh brings the server's three notifications, all new.
  await page.getByRole('button', { name: 'Refresh notifications' }).click()
  await page.getByLabel('3 unread').waitFor()
  await page.getByRole('link', { name: /^Notifications/ }).click()
  await page.getByRole('heading', { name: 'Notifications' }).waitFor()
  await page.waitForTimeout(300)
  await shot('part6-notifications-initial.png', { clip: { x: 0, y: 0, width: 1000, height: 300 } })

  // A second refresh, with the page open: only the two newest are highlighted.
  await page.getByRole('button', { name: 'Refresh notifications' }).click()
  await page.getByRole('listitem').nth(4).waitFor()
  await page.waitForTimeout(300)
  await shot('part6-notifications-new.png', { clip: { x: 0, y: 0, width: 1000, height: 380 } })

  if (problems.length) {
    console.error(problems.join('\n'))
    process.exitCode = 1
  }
} finally {
  await browser.close()
  await server.close()
}
