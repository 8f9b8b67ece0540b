// Takes the screenshots of Redux Essentials, Part 4 (Using Redux Data).
//
//   node scripts/screenshots-part-4.mjs [outDir]
//
// Starts a Vite dev server on checkpoints/part-4 (the app as it stands at the
// end of part 4: static data, no fake server yet), drives Debian's Chromium
// (/usr/bin/chromium) with @playwright/test from the repository root's
// node_modules (no browser download), and writes part4-*.png files to
// /work/main/static/img/tutorials/essentials/ (or the folder given).
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const checkpointDir = resolve(appDir, 'checkpoints/part-4')
const repoRoot = resolve(appDir, '../..')
const outDir = resolve(process.argv[2] ?? resolve(repoRoot, 'static/img/tutorials/essentials'))
mkdirSync(outDir, { recursive: true })

const requireFromRoot = createRequire(resolve(repoRoot, 'package.json'))
const { chromium } = requireFromRoot('@playwright/test')

const server = await createServer({
  root: checkpointDir,
  configFile: resolve(checkpointDir, 'vite.config.ts'),
  logLevel: 'warn',
  server: { port: 5184, strictPort: false },
})
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

  // The login page, with the user list open in the <select>'s place.
  await page.goto(`${baseUrl}/`)
  await page.getByRole('heading', { name: /welcome to tiny social/i }).waitFor()
  await page.getByLabel('User').selectOption({ label: 'Amara Okafor' })
  await shot('part4-login.png', { clip: { x: 0, y: 0, width: 1000, height: 360 } })
  await page.getByRole('button', { name: 'Log in' }).click()

  // Add a post, react to another one, then show the list: authors, times, reactions.
  await page.getByRole('heading', { name: 'Posts' }).waitFor()
  await page.getByLabel('Post title').fill('Trying out Redux')
  await page.getByLabel('Content').fill('Each post now knows who wrote it and when.')
  await page.getByRole('button', { name: 'Save post' }).click()
  await page.getByRole('link', { name: 'Trying out Redux' }).waitFor()
  await page.getByRole('button', { name: 'Hooray: 0' }).nth(1).click()
  await page.getByRole('button', { name: 'Heart: 0' }).nth(1).click()
  await page.getByRole('button', { name: 'Heart: 1' }).waitFor()
  await page.evaluate(() => window.scrollTo(0, document.getElementById('posts-heading').offsetTop - 80))
  await shot('part4-posts-list.png')

  // A single post written by the logged-in user: it has the Edit post link.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.getByRole('link', { name: 'Back from the mountains' }).click()
  await page.getByRole('heading', { name: 'Back from the mountains' }).waitFor()
  await page.getByRole('button', { name: 'Rocket: 0' }).click()
  await page.getByRole('button', { name: 'Rocket: 1' }).waitFor()
  await shot('part4-single-post.png', { clip: { x: 0, y: 0, width: 1000, height: 400 } })

  // The edit form, pre-filled from the store.
  await page.getByRole('link', { name: 'Edit post' }).click()
  await page.getByRole('heading', { name: 'Edit post' }).waitFor()
  await shot('part4-edit-post.png', { clip: { x: 0, y: 0, width: 1000, height: 440 } })

  if (problems.length) {
    console.error(problems.join('\n'))
    process.exitCode = 1
  }
} finally {
  await browser.close()
  await server.close()
}
