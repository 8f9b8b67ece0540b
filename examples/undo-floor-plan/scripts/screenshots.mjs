#!/usr/bin/env node
// Takes the picture of this app that the Implementing Undo History guide shows: four states of the
// editor side by side, so the reader sees what the history buttons do and when they are disabled.
//   1. after three edits (add a sofa, add a lamp, move the sofa): Redo is disabled
//   2. after Undo twice: the sofa is back where it started and the lamp is gone; all buttons work
//   3. after Redo: the lamp is back
//   4. after Clear history: the plan stays as it is, and all three buttons are disabled
//
// It builds the app (Vite), serves dist/ with Vite's preview server on a free local port, drives
// Debian's Chromium ($CHROMIUM_PATH or /usr/bin/chromium) through playwright-core from the
// repository root's node_modules (no browser download), lays the four shots out in one image,
// and has Chromium encode it as WebP (as the site's `npm run images` does), written to
// static/img/usage/undo-floor-plan-history.webp at the repository root. Then it stops the server.
//
// Usage (inside examples/undo-floor-plan, after npm install):
//   node scripts/screenshots.mjs [--out <file.webp>] [--png]     (--png also keeps a PNG beside it)
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import * as vite from 'vite'

const exampleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const siteRoot = path.resolve(exampleDir, '..', '..')
// Chromium and the server start as in every example's scripts (the site's scripts/lib/browserSession.mjs).
const { launchChromium, startVite } = await import(pathToFileURL(path.join(siteRoot, 'scripts', 'lib', 'browserSession.mjs')).href)

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(siteRoot, 'static', 'img', 'usage', 'undo-floor-plan-history.webp') },
    png: { type: 'boolean', default: false },
  },
})

await vite.build({ root: exampleDir, logLevel: 'warn' })
const server = await startVite(vite, { root: exampleDir, mode: 'preview' })
const origin = server.url.replace(/\/$/, '')

const browser = await launchChromium()
try {
  const page = await browser.newPage({ viewport: { width: 480, height: 400 }, deviceScaleFactor: 1, colorScheme: 'light' })
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))

  const click = (name) => page.getByRole('button', { name, exact: true }).click()
  const history = (name) => page.getByRole('toolbar', { name: 'History' }).getByRole('button', { name, exact: true })
  /** Checks which history buttons are enabled, so each picture shows what its caption says. */
  const expectEnabled = async (expected) => {
    const enabled = []
    for (const name of ['Undo', 'Redo', 'Clear history']) if (await history(name).isEnabled()) enabled.push(name)
    if (enabled.join() !== expected.join()) throw new Error(`enabled: ${enabled.join(', ')}; expected ${expected.join(', ')}`)
  }
  const shots = []
  const shoot = async (caption) => {
    await page.mouse.move(470, 390) // no hover style in the picture
    await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur())
    // From the history buttons to the plan's last row: the captions say which step each shows.
    const top = await page.getByRole('toolbar', { name: 'History' }).boundingBox()
    const grid = await page.getByRole('group', { name: /^Plan, / }).boundingBox()
    const clip = { x: grid.x - 8, y: top.y - 8, width: grid.width + 16, height: grid.y + grid.height - top.y + 16 }
    shots.push({ caption, png: (await page.screenshot({ clip })).toString('base64') })
  }

  await page.goto(origin)
  await expectEnabled([])
  await click('Add sofa')
  await click('Add lamp')
  await page.getByRole('button', { name: /^Sofa 1, / }).click()
  await click('Empty, column 4, row 3')
  await expectEnabled(['Undo', 'Clear history'])
  await shoot('1. Three edits: add, add, move')
  await history('Undo').click()
  await history('Undo').click()
  await expectEnabled(['Undo', 'Redo', 'Clear history'])
  await shoot('2. Undo, twice')
  await history('Redo').click()
  await expectEnabled(['Undo', 'Redo', 'Clear history'])
  await shoot('3. Redo')
  await history('Clear history').click()
  await expectEnabled([])
  await shoot('4. Clear history')
  if (errors.length > 0) throw new Error(`the app reported errors:\n${errors.join('\n')}`)

  // One picture: the four shots in a 2 × 2 grid, each under its caption.
  const sheet = await browser.newPage({ viewport: { width: 800, height: 800 }, deviceScaleFactor: 1 })
  await sheet.setContent(`<!doctype html>
    <style>
      body { margin: 0; font: 600 15px system-ui, sans-serif; color: #1f2328; background: #fff; }
      main { display: inline-grid; grid-template-columns: auto auto; gap: 6px 14px; padding: 10px; background: #fff; }
      figure { margin: 0; border: 1px solid #d0d7de; border-radius: 8px; overflow: hidden; }
      figcaption { padding: 6px 10px; background: #f6f8fa; border-bottom: 1px solid #d0d7de; }
      img { display: block; }
    </style>
    <main>${shots.map(({ caption, png }) => `<figure><figcaption>${caption}</figcaption><img src="data:image/png;base64,${png}"></figure>`).join('')}</main>`)
  const strip = await sheet.locator('main').screenshot()
  const webp = await sheet.evaluate(async (base64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${base64}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.naturalWidth
    canvas.height = image.naturalHeight
    canvas.getContext('2d').drawImage(image, 0, 0)
    return canvas.toDataURL('image/webp', 0.9)
  }, strip.toString('base64'))
  if (!webp.startsWith('data:image/webp')) throw new Error('Chromium did not encode WebP')
  const bytes = Buffer.from(webp.slice(webp.indexOf(',') + 1), 'base64')
  await mkdir(path.dirname(values.out), { recursive: true })
  await writeFile(values.out, bytes)
  if (values.png) await writeFile(values.out.replace(/\.webp$/, '.png'), strip)
  console.log(`Saved ${path.relative(process.cwd(), values.out)} (${(bytes.length / 1024).toFixed(1)} KiB)`)
} finally {
  await browser.close()
  await server.close()
}
