// Runs the app (or checkpoints) in a real browser and walks through what each
// one can do: sign in, read and publish reports, cheer, revise, browse hikers,
// check the club's news, sign out. Fails on any page error, console error or
// console warning, and on any accessibility problem axe-core finds after a step.
//
//   node scripts/browser-check.mjs                 # the app, then every checkpoint
//   node scripts/browser-check.mjs part-5 app      # some of them
//
// Uses Vite's dev server (as `npm run dev` does) and Debian's Chromium
// ($CHROMIUM_PATH or /usr/bin/chromium) through playwright-core, and
// @axe-core/playwright, both from the repository root's node_modules: no
// browser download.
import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import * as vite from 'vite'

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const requireFromRoot = createRequire(resolve(appDir, '../../package.json'))
const { AxeBuilder } = requireFromRoot('@axe-core/playwright')

const all = ['app', ...readdirSync(join(appDir, 'checkpoints')).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))]
const names = process.argv.length > 2 ? process.argv.slice(2) : all
const dirOf = (name) => (name === 'app' ? appDir : join(appDir, 'checkpoints', name))
const has = (name, file) => existsSync(join(dirOf(name), 'src', file))

// Chromium and the app's server start as in every example's scripts (the site's scripts/lib/browserSession.mjs).
const { launchChromium, startVite } = await import(pathToFileURL(resolve(appDir, '../../scripts/lib/browserSession.mjs')).href)
const browser = await launchChromium()

async function walk(name, page, step) {
  const signIn = page.getByRole('heading', { name: 'Welcome to Trailmates' })
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  if (await signIn.isVisible()) {
    await step('sign in', async () => {
      await page.getByRole('option', { name: 'Ines Duarte' }).waitFor({ state: 'attached' })
      await page.getByLabel('Who is hiking today?').selectOption({ label: 'Ines Duarte' })
      await page.getByRole('button', { name: 'Sign in' }).click()
    })
  }
  if (name === 'starter') {
    await step('see the empty reports page', () => page.getByRole('heading', { level: 1, name: 'Trip reports' }).waitFor())
    return
  }
  await step('read the feed', () => page.getByRole('heading', { name: 'Frost on the ridge' }).waitFor())
  await step('publish a report', async () => {
    await page.getByLabel('Title').fill('Checked in a browser')
    await page.getByLabel('How was the hike?').fill('Every step of the app, with no console error.')
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByRole('heading', { name: 'Checked in a browser' }).waitFor()
  })
  if (!has(name, 'reports/CheerBar.tsx')) return
  await step('cheer', async () => {
    const card = page.getByRole('article').filter({ hasText: 'Frost on the ridge' })
    const before = await card.getByRole('button', { name: /^Summit cheers: \d+$/ }).getAttribute('aria-label')
    const count = Number(before.split(': ')[1])
    await card.getByRole('button', { name: before }).click()
    await card.getByRole('button', { name: `Summit cheers: ${count + 1}` }).waitFor()
  })
  await step('revise a report', async () => {
    await page.getByRole('link', { name: 'Frost on the ridge' }).click()
    await page.getByRole('link', { name: 'Revise this report' }).click()
    await page.getByLabel('Title').fill('Frost and sun on the ridge')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByRole('heading', { level: 1, name: 'Frost and sun on the ridge' }).waitFor()
  })
  if (has(name, 'hikers/HikerProfile.tsx')) {
    await step('browse the hikers', async () => {
      await page.getByRole('link', { name: 'Hikers', exact: true }).click()
      await page.getByRole('link', { name: 'Maren Holt' }).click()
      await page.getByRole('heading', { level: 1, name: 'Maren Holt' }).waitFor()
      await page.getByRole('link', { name: 'First night in the new tent' }).waitFor()
    })
  }
  if (has(name, 'activity/ActivityPage.tsx')) {
    await step('check the news', async () => {
      await page.getByRole('button', { name: 'Check for news' }).click()
      // Chromium names the link "Activity , 3 unseen" (the hidden text is a separate box).
      await page.getByRole('link', { name: /^Activity ?, \d+ unseen$/ }).waitFor()
      await page.getByRole('button', { name: 'Check for news' }).click()
      await page.getByRole('link', { name: /^Activity/ }).click()
      await page.getByRole('heading', { level: 1, name: 'Club activity' }).waitFor()
      await page.getByRole('listitem').filter({ hasText: 'cheered' }).first().waitFor()
    })
  }
  await step('sign out', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click()
    await signIn.waitFor()
  })
}

let failures = 0
for (const name of names) {
  const dir = dirOf(name)
  const server = await startVite(vite, { root: dir, mode: 'dev', configFile: join(dir, 'vite.config.ts') })
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } })
  const page = await context.newPage()
  const problems = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(`console ${message.type()}: ${message.text()}`)
  })
  const done = []
  const step = async (label, action) => {
    await action()
    done.push(label)
    const { violations } = await new AxeBuilder({ page }).analyze()
    for (const { id, nodes } of violations) problems.push(`axe after "${label}": ${id} (${nodes.map((node) => node.target.join(' ')).join(', ')})`)
  }
  try {
    await page.goto(server.url)
    await walk(name, page, step)
    await page.waitForTimeout(300)
  } catch (error) {
    problems.push(`after [${done.join(', ')}]: ${error.message.split('\n')[0]}`)
  }
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${name}: ${done.join(', ')}`)
  for (const problem of problems) console.log(`     ${problem}`)
  if (problems.length) failures++
  await context.close()
  await server.close()
}
await browser.close()
process.exit(failures ? 1 : 0)
