// Takes screenshots of the running app for the Redux Essentials tutorial.
//
//   node scripts/screenshots.mjs
//
// Starts this app's Vite dev server, drives Debian's Chromium (/usr/bin/chromium)
// with @playwright/test from the repository root's node_modules (no browser
// download), and writes PNGs to /work/main/static/img/tutorials/essentials/
// (or the folder given as the first argument).
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = resolve(appDir, '../..')
const outDir = resolve(process.argv[2] ?? resolve(repoRoot, 'static/img/tutorials/essentials'))
mkdirSync(outDir, { recursive: true })

const requireFromRoot = createRequire(resolve(repoRoot, 'package.json'))
const { chromium } = requireFromRoot('@playwright/test')

const server = await createServer({ root: appDir, logLevel: 'warn', server: { port: 5183, strictPort: false } })
await server.listen()
const baseUrl = server.resolvedUrls.local[0].replace(/\/$/, '')

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})

try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 760 }, colorScheme: 'light' })
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

  // Log in as one of the seeded users.
  await page.goto(`${baseUrl}/`)
  await page.getByRole('option', { name: 'Amara Okafor' }).waitFor({ state: 'attached' })
  await shot('essentials-login.png')
  await page.getByLabel('User').selectOption({ label: 'Amara Okafor' })
  await page.getByRole('button', { name: 'Log in' }).click()

  // Posts list (with the unread-notifications badge in the navbar).
  await page.getByRole('link', { name: 'Back from the mountains' }).waitFor()
  await page.getByLabel('3 unread').waitFor()
  await shot('essentials-posts-list.png')

  // A single post, after a couple of reactions.
  await page.getByRole('link', { name: 'Back from the mountains' }).click()
  await page.getByRole('heading', { name: 'Back from the mountains' }).waitFor()
  await page.getByRole('button', { name: 'Hooray: 0' }).click()
  await page.getByRole('button', { name: 'Heart: 0' }).click()
  await page.getByRole('button', { name: 'Heart: 1' }).waitFor()
  await page.waitForTimeout(500)
  await shot('essentials-single-post.png')

  // New notifications pushed over the WebSocket: the badge grows…
  await page.getByRole('button', { name: 'Refresh notifications' }).click()
  await page.getByLabel('5 unread').waitFor()
  await shot('essentials-notifications-badge.png', { clip: { x: 0, y: 0, width: 1000, height: 70 } })

  // …and the notifications page highlights the new ones.
  await page.getByRole('link', { name: /^Notifications/ }).click()
  await page.getByRole('heading', { name: 'Notifications' }).waitFor()
  await page.waitForTimeout(300)
  await shot('essentials-notifications.png')

  // The posts list in dark mode, to check both colour schemes.
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.getByRole('link', { name: 'Posts', exact: true }).click()
  await page.getByRole('link', { name: 'Back from the mountains' }).waitFor()
  await shot('essentials-posts-list-dark.png')

  if (problems.length) {
    console.error(problems.join('\n'))
    process.exitCode = 1
  }
} finally {
  await browser.close()
  await server.close()
}
