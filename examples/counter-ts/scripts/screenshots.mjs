#!/usr/bin/env node
// Takes the screenshots of this counter app that Redux Essentials, Part 2 shows.
//
// It serves the production build in dist/ with Vite's preview server on a free port, opens it in
// Debian's Chromium through Playwright, and saves two PNGs into the site's
// static/img/tutorials/essentials/ folder (with a -dark suffix for --color-scheme dark):
//   counter-ts-initial.png      the app as it starts: nobody inside
//   counter-ts-checking-in.png  after three "One came in" clicks and a group of 4, while the fake
//                               server looks up booking B-215
// Then it stops the preview server it started. `npm run images` at the repository root turns the
// PNGs into the WebP files the pages use. The DevTools pictures come from the site's
// `npm run devtools-screenshots` (scripts/devtools-screenshots/ at the repository root).
//
// Usage (inside examples/counter-ts):
//   npm run build
//   node scripts/screenshots.mjs [--out <folder>] [--color-scheme light|dark]
import { mkdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

const exampleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const siteRoot = path.resolve(exampleDir, '..', '..')
// Chromium and the preview server start as in every example's scripts (the site's
// scripts/lib/browserSession.mjs, with Playwright from the site's node_modules).
const { launchChromium, startVite } = await import(pathToFileURL(path.join(siteRoot, 'scripts', 'lib', 'browserSession.mjs')).href)
const vite = await import('vite')

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(siteRoot, 'static', 'img', 'tutorials', 'essentials') },
    'color-scheme': { type: 'string', default: 'light' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
})
const colorScheme = values['color-scheme']
const suffix = colorScheme === 'dark' ? '-dark' : ''
if (colorScheme !== 'light' && colorScheme !== 'dark') {
  console.error(`--color-scheme must be "light" or "dark", got "${colorScheme}"`)
  process.exit(2)
}
if (!existsSync(path.join(exampleDir, 'dist', 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` in examples/counter-ts first.')
  process.exit(2)
}

const server = await startVite(vite, { root: exampleDir, mode: 'preview' })
const origin = server.url.replace(/\/$/, '')

let browser
try {
  browser = await launchChromium({ executablePath: values.chromium })
  // A phone-sized window at twice the pixels: the page shows the picture at most 480 CSS px wide,
  // and a phone at about 358, where the app's text stays legible and sharp.
  const page = await browser.newPage({ viewport: { width: 480, height: 420 }, deviceScaleFactor: 2, colorScheme })
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })

  const count = page.getByLabel('Visitors inside', { exact: true })
  const expectCount = (text) => page.waitForFunction(
    (expected) => document.querySelector('output[aria-label="Visitors inside"]')?.textContent === expected,
    text,
  )
  // Moves the pointer and the focus away, so no control is drawn in its hover or focus style.
  const settle = async () => {
    await page.mouse.move(0, 0)
    await page.evaluate(() => document.activeElement?.blur())
  }
  const shoot = async (name) => {
    await settle()
    const file = path.join(values.out, name)
    await page.screenshot({ path: file, fullPage: true })
    console.log(`Saved ${path.relative(process.cwd(), file)}`)
  }

  await mkdir(values.out, { recursive: true })
  // The page's clock is under the script's control (see the check-in below).
  await page.clock.install()
  await page.goto(origin)
  await count.waitFor()
  await expectCount('0')
  await shoot(`counter-ts-initial${suffix}.png`)

  const cameIn = page.getByRole('button', { name: 'One came in' })
  for (let i = 0; i < 3; i++) await cameIn.click()
  await page.getByRole('button', { name: 'Let the group in' }).click()
  await expectCount('7')
  await page.getByLabel('Booking code').fill('B-215')
  // Time stands still until the screenshot is taken: the fake booking lookup (half a second)
  // cannot finish first, however slow the machine is.
  await page.clock.pauseAt(Date.now() + 60_000)
  await page.getByRole('button', { name: 'Check in' }).click()
  await page.getByText('Looking up B-215…').waitFor()
  await shoot(`counter-ts-checking-in${suffix}.png`)
  // Let the fake request finish, to be sure the app ends in a good state.
  await page.clock.resume()
  await expectCount('9')
  await page.getByText('Lindqvist, party of 2: welcome in.').waitFor()

  if (errors.length > 0) throw new Error(`the page reported errors:\n${errors.join('\n')}`)
} finally {
  await browser?.close()
  await server.close()
}
