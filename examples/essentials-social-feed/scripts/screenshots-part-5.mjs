// Takes the screenshots of the Redux Essentials tutorial's Part 5 page, from the
// part-5 checkpoint (posts and users loaded from the fake server).
//
//   node scripts/screenshots-part-5.mjs
//
// Starts a Vite dev server with root = checkpoints/part-5, drives Debian's Chromium
// (/usr/bin/chromium) with @playwright/test from the repository root's node_modules
// (no browser download), and writes part5-*.png to
// /work/main/static/img/tutorials/essentials/ (or the folder given as the first argument).
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const checkpointDir = resolve(appDir, 'checkpoints/part-5')
const repoRoot = resolve(appDir, '../..')
const outDir = resolve(process.argv[2] ?? resolve(repoRoot, 'static/img/tutorials/essentials'))
mkdirSync(outDir, { recursive: true })

const requireFromRoot = createRequire(resolve(repoRoot, 'package.json'))
const { chromium } = requireFromRoot('@playwright/test')

const server = await createServer({ root: checkpointDir, logLevel: 'warn', server: { port: 5185, strictPort: false } })
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

  // The users come from the server; wait until the login list has them.
  await page.goto(`${baseUrl}/`)
  await page.getByRole('option', { name: 'Amara Okafor' }).waitFor({ state: 'attached' })
  await page.getByLabel('User').selectOption({ label: 'Amara Okafor' })
  await page.getByRole('button', { name: 'Log in' }).click()

  // While fetchPosts is pending (the fake server waits 300 ms), the list shows the spinner.
  await page.getByRole('status').filter({ hasText: 'Loading posts' }).waitFor()
  await shot('part5-posts-loading.png', { clip: { x: 0, y: 0, width: 1000, height: 560 } })

  // Then the six seeded posts, each exactly once.
  await page.getByRole('link', { name: 'Back from the mountains' }).waitFor()
  await page.waitForTimeout(300)
  const count = await page.locator('article.post-excerpt').count()
  if (count !== 6) problems.push(`expected 6 posts, found ${count}`)
  await shot('part5-posts-list.png', { fullPage: true })

  if (problems.length) {
    console.error(problems.join('\n'))
    process.exitCode = 1
  }
} finally {
  await browser.close()
  await server.close()
}
