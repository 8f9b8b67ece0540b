// Screenshots of Trailmates for the Redux Essentials pages, each taken from
// the checkpoint of the part that shows it, so the picture matches the code.
//
//   node scripts/screenshots.mjs [output folder] [--dark] [--only=part-6]
//
// --dark opens the app in dark mode (the app follows prefers-color-scheme) and
// writes <name>-dark.png: the pages show that variant in the site's dark mode.
// Starts Vite's dev server for each checkpoint (and the finished app), drives
// Debian's Chromium ($CHROMIUM_PATH or /usr/bin/chromium) through
// playwright-core from the repository root's node_modules (no browser
// download), and writes PNGs to static/img/tutorials/essentials/ at the
// repository root. Then run `npm run images` at the root to turn them into
// WebP. Emoji need a colour emoji font (Debian: fonts-noto-color-emoji).
import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import * as vite from 'vite'

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = resolve(appDir, '../..')
const args = process.argv.slice(2)
const dark = args.includes('--dark')
// --only=part-6 takes one checkpoint's pictures ('app' for the finished app's).
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
const outDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(repoRoot, 'static/img/tutorials/essentials'))
mkdirSync(outDir, { recursive: true })
// Chromium and the app's server start as in every example's scripts (the site's scripts/lib/browserSession.mjs).
const { launchChromium, startVite } = await import(pathToFileURL(join(repoRoot, 'scripts/lib/browserSession.mjs')).href)

const browser = await launchChromium()

/** Serves `checkpoint` ('app' for the finished app) and runs `shoot` in a fresh page. */
// A phone-sized window at twice the pixels: a page shows the picture at most 480 CSS px wide and
// a phone at about 358, where the app's 14 px text stays about 10 px high and sharp.
async function withCheckpoint(checkpoint, shoot, { width = 480, height = 560, colorScheme = dark ? 'dark' : 'light' } = {}) {
  if (only && checkpoint !== only) return
  const root = checkpoint === 'app' ? appDir : join(appDir, 'checkpoints', checkpoint)
  const server = await startVite(vite, { root, mode: 'dev', configFile: join(root, 'vite.config.ts') })
  const page = await browser.newPage({ viewport: { width, height }, colorScheme, deviceScaleFactor: 2 })
  // Vite bundles each checkpoint's packages on its first request: slow on a busy machine.
  page.setDefaultTimeout(60_000)
  page.setDefaultNavigationTimeout(180_000)
  const problems = []
  page.on('pageerror', (error) => problems.push(error.message))
  // Redux Toolkit's development checks warn when they take long, which says more about a busy
  // machine than about the app: those warnings are not problems.
  const slowCheck = /took \d+ms, which is more than the warning threshold/
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && !slowCheck.test(message.text()) && problems.push(message.text()))
  const base = server.url.replace(/\/$/, '')
  // The top of the page down to its end or `tallest` CSS px, whichever comes first: no empty
  // window below a short page, no endless feed below a long one. `clip` picks another part;
  // `window: true` takes the window as it is, for what is fixed to its bottom, like a toast.
  const shot = async (name, { clip, window = false, tallest = 760 } = {}) => {
    await page.mouse.move(2, height - 2) // no hover effect in the picture
    await page.waitForTimeout(250)
    const path = join(outDir, `${name}${dark ? '-dark' : ''}.png`)
    if (window) {
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path })
    } else {
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
      await page.screenshot({ path, fullPage: true, clip: clip ?? { x: 0, y: 0, width, height: Math.min(pageHeight, tallest) } })
    }
    console.log(`wrote ${path}`)
  }
  try {
    await shoot({ page, base, shot })
    if (problems.length) throw new Error(`${checkpoint}: ${problems.join('; ')}`)
  } finally {
    await page.close()
    await server.close()
  }
}

async function signIn(page, name = 'Ines Duarte') {
  await page.getByRole('option', { name }).waitFor({ state: 'attached', timeout: 15_000 })
  await page.getByLabel('Who is hiking today?').selectOption({ label: name })
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function publish(page, title, body) {
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('How was the hike?').fill(body)
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('heading', { name: title }).waitFor()
}


await withCheckpoint('part-3', async ({ page, base, shot }) => {
  await page.goto(`${base}/reports`)
  await page.getByRole('heading', { name: 'Frost on the ridge' }).waitFor()
  await shot('part3-feed')
  await publish(page, 'Sunrise on the east ridge', 'Up at four, on top at six, and the whole valley turned pink.')
  await shot('part3-report-published')
})

await withCheckpoint('part-4', async ({ page, base, shot }) => {
  await page.goto(`${base}/`)
  await page.getByLabel('Who is hiking today?').selectOption({ label: 'Ines Duarte' })
  await shot('part4-sign-in')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await publish(page, 'Sunrise on the east ridge', 'Up at four, on top at six, and the whole valley turned pink.')
  const waterfall = page.getByRole('article').filter({ hasText: 'Waterfall loop' })
  await waterfall.getByRole('button', { name: /^Boots cheers/ }).click()
  await waterfall.getByRole('button', { name: /^Wildflower cheers/ }).click()
  await shot('part4-feed')
  await page.getByRole('link', { name: 'Frost on the ridge' }).click()
  await page.getByRole('heading', { level: 1, name: 'Frost on the ridge' }).waitFor()
  await shot('part4-report-page')
  await page.getByRole('link', { name: 'Revise this report' }).click()
  await page.getByLabel('Title').fill('Frost, then sun, on the ridge')
  await shot('part4-revise-form')
})

await withCheckpoint('part-5', async ({ page, base, shot }) => {
  // ?latency=… slows the fake server down, so the loading indicator stays on screen.
  await page.goto(`${base}/?latency=2500`)
  await signIn(page)
  await page.getByRole('status').filter({ hasText: 'Loading reports' }).waitFor()
  await shot('part5-feed-loading')
  await page.getByRole('heading', { name: 'Frost on the ridge' }).waitFor({ timeout: 15_000 })
  await shot('part5-feed')
})

await withCheckpoint('part-6', async ({ page, base, shot }) => {
  await page.goto(`${base}/`)
  await signIn(page)
  await page.getByRole('link', { name: /^Activity ?, 3 unseen$/ }).waitFor()
  await shot('part6-activity-badge', { clip: await page.locator('.app-header').boundingBox() })
  await publish(page, 'Sunrise on the east ridge', 'Up at four, on top at six, and the whole valley turned pink.')
  await page.getByText('“Sunrise on the east ridge” is on the board.').waitFor()
  await shot('part6-toast', { window: true })
  await page.getByRole('button', { name: 'Dismiss' }).click()
  await page.getByRole('link', { name: /^Activity ?, 3 unseen$/ }).click()
  await page.getByRole('heading', { name: 'Club activity' }).waitFor()
  await page.getByRole('button', { name: 'Check for news' }).click()
  await page.getByText('New').first().waitFor()
  await page.waitForFunction(() => document.querySelectorAll('.activity-entry').length === 5)
  await shot('part6-activity-news')
  await page.getByRole('link', { name: 'Hikers', exact: true }).click()
  await page.getByRole('link', { name: 'Maren Holt' }).click()
  await page.getByRole('link', { name: 'Scree: lessons learned' }).waitFor()
  await shot('part6-hiker-profile')
})

await withCheckpoint('part-7', async ({ page, base, shot }) => {
  await page.goto(`${base}/?latency=2500`)
  await signIn(page)
  await page.getByRole('heading', { name: 'Frost on the ridge' }).waitFor({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Refresh' }).click()
  await page.locator('.report-feed.stale').waitFor()
  await shot('part7-feed-refreshing')
})

await withCheckpoint('app', async ({ page, base, shot }) => {
  await page.goto(`${base}/`)
  await signIn(page, 'Maren Holt')
  await page.getByRole('heading', { name: 'Frost on the ridge' }).waitFor()
  const frost = page.getByRole('article').filter({ hasText: 'Frost on the ridge' })
  await frost.getByRole('button', { name: /^Summit cheers/ }).click()
  await shot('part8-feed')
  await page.getByRole('button', { name: 'Check for news' }).click()
  await page.getByRole('link', { name: /^Activity ?, 5 unseen$/ }).click()
  await page.waitForFunction(() => document.querySelectorAll('.activity-entry').length === 5)
  await shot('part8-activity')
})

await browser.close()
