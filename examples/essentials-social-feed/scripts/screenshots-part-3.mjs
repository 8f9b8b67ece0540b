// Takes the screenshots of the part 3 checkpoint for "Redux Essentials, Part 3".
//
//   node scripts/screenshots-part-3.mjs [output folder]
//
// Like scripts/screenshots.mjs, but serves checkpoints/part-3 (the app at the end
// of part 3: a static posts list and the add-post form). Drives Debian's Chromium
// (/usr/bin/chromium) with @playwright/test from the repository root's node_modules
// (no browser download) and writes part3-*.png to static/img/tutorials/essentials/.
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const checkpointDir = resolve(appDir, 'checkpoints/part-3')
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
  const page = await browser.newPage({ viewport: { width: 1000, height: 700 }, colorScheme: 'light' })
  const problems = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  const shot = async (name) => {
    const path = resolve(outDir, name)
    await page.screenshot({ path, fullPage: true })
    console.log('wrote', path)
  }

  // The app as it starts: the form and the two static posts from the slice.
  await page.goto(`${baseUrl}/`)
  await page.getByRole('heading', { name: 'Back from the mountains' }).waitFor()
  await shot('part3-posts-list.png')

  // After saving a post: it appears at the end of the list and the form is empty again.
  await page.getByLabel('Post title').fill('Hello, Redux')
  await page.getByLabel('Content').fill('This post went through an action, a reducer and the store.')
  await page.getByRole('button', { name: 'Save post' }).click()
  await page.getByRole('heading', { name: 'Hello, Redux' }).waitFor()
  await shot('part3-post-added.png')

  if (problems.length) {
    console.error(problems.join('\n'))
    process.exitCode = 1
  }
} finally {
  await browser.close()
  await server.close()
}
