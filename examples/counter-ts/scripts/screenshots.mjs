#!/usr/bin/env node
// Takes the screenshots of this counter app that Redux Essentials, Part 2 shows.
//
// It serves the production build in dist/ with `npx vite preview` on a free port, opens it in
// Debian's Chromium through Playwright, and saves three PNGs into the site's
// static/img/tutorials/essentials/ folder:
//   counter-ts-initial.png   the app as it starts (0)
//   counter-ts-clicked.png   after "+" three times and "Add Amount" with 2 (5)
//   counter-ts-loading.png   right after "Add Async", while the fake server is answering
// Then it stops the preview server it started.
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
  const page = await browser.newPage({ viewport: { width: 760, height: 460 }, colorScheme })
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })

  const count = page.getByLabel('Count', { exact: true })
  const expectCount = (text) => page.waitForFunction(
    (expected) => document.querySelector('output[aria-label="Count"]')?.textContent === expected,
    text,
  )
  // Moves the pointer and the focus away, so no button is drawn in its hover or focus style.
  const settle = async () => {
    await page.mouse.move(0, 0)
    await page.evaluate(() => document.activeElement?.blur())
  }
  const shoot = async (name) => {
    await settle()
    const file = path.join(values.out, name)
    await page.screenshot({ path: file })
    console.log(`Saved ${path.relative(process.cwd(), file)}`)
  }

  await mkdir(values.out, { recursive: true })
  await page.goto(origin)
  await count.waitFor()
  await expectCount('0')
  await shoot('counter-ts-initial.png')

  const increment = page.getByRole('button', { name: 'Increment value' })
  for (let i = 0; i < 3; i++) await increment.click()
  await page.getByRole('button', { name: 'Add Amount' }).click()
  await expectCount('5')
  await shoot('counter-ts-clicked.png')

  await page.getByRole('button', { name: 'Add Async' }).click()
  await page.getByText('Waiting for the server…').waitFor()
  await shoot('counter-ts-loading.png')
  // Let the fake request finish, to be sure the app ends in a good state.
  await expectCount('7')

  if (errors.length > 0) throw new Error(`the page reported errors:\n${errors.join('\n')}`)
} finally {
  await browser?.close()
  stopServer()
}
