#!/usr/bin/env node
// Takes the screenshots of this counter app that Redux Essentials, Part 2 shows.
//
// It serves the production build in dist/ with `npx vite preview` on a free port, opens it in
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
import { spawn } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const exampleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const siteRoot = path.resolve(exampleDir, '..', '..')
// Playwright is installed at the site root, not in this example: import it by absolute path.
const { chromium } = await import(path.join(siteRoot, 'node_modules', '@playwright', 'test', 'index.mjs'))

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

/** Asks the OS for a port nobody listens on, then releases it for the preview server. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** Resolves once `url` answers, or rejects after `timeoutMs`. */
async function waitForServer(url, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
// detached: the server gets its own process group, so stopping it also stops the process that
// npx starts, and nothing else.
const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
  cwd: exampleDir,
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
})
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already stopped
  }
}

let browser
try {
  await waitForServer(origin)
  browser = await chromium.launch({
    executablePath: values.chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const page = await browser.newPage({ viewport: { width: 860, height: 420 }, colorScheme })
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
  stopServer()
}
