// Takes the screenshots of the todo app that the Redux Fundamentals tutorial
// uses, from a dev or preview server that is already running:
//
//   npm run dev -- --port 5180 &          (or: npm run build && npm run preview)
//   node scripts/screenshots.mjs http://localhost:5180/
//
// It uses playwright-core from the documentation site's own dependencies
// (the repository root's node_modules) and Debian's Chromium at
// /usr/bin/chromium; it never downloads a browser.
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

const repoRoot = new URL('../../../', import.meta.url)
// Chromium starts as in every example's scripts (the site's scripts/lib/browserSession.mjs).
const { launchChromium } = await import(new URL('scripts/lib/browserSession.mjs', repoRoot).href)

const appUrl = process.argv[2] ?? 'http://localhost:5173/'
const outDir = fileURLToPath(new URL('static/img/tutorials/fundamentals/', repoRoot))
await mkdir(outDir, { recursive: true })

const browser = await launchChromium()

const shot = (page, name) => {
  const path = `${outDir}${name}`
  console.log(`saved ${path}`)
  return page.locator('.app').screenshot({ path, animations: 'allow' })
}

try {
  const context = await browser.newContext({
    viewport: { width: 820, height: 760 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'no-preference',
  })
  const page = await context.newPage()

  // 1. Loading: the list shows a spinner until the fake API answers.
  await page.goto(appUrl)
  await page.getByRole('status').filter({ hasText: 'Loading todos' }).waitFor()
  await page.getByRole('textbox', { name: 'New todo' }).blur()
  await shot(page, 'todos-app-loading.png')

  // 2. The finished UI with the seeded todos (header, list, footer).
  await page.getByRole('list', { name: 'Todos' }).waitFor()
  await page.getByRole('checkbox', { name: 'Read the Redux Fundamentals tutorial' }).waitFor()
  await page.getByRole('textbox', { name: 'New todo' }).blur()
  await shot(page, 'todos-app-finished.png')

  // 3. Completed items are marked: tick one more todo.
  await page.getByRole('checkbox', { name: 'Create a store with middleware' }).check()
  await page.mouse.click(5, 5)
  await shot(page, 'todos-app-completed.png')

  // 4. Filters in use: only active todos that are orange or red.
  await page.getByRole('button', { name: 'Active', exact: true }).click()
  for (const color of ['Orange', 'Red']) {
    await page.getByRole('group', { name: 'Filter by color' }).getByRole('checkbox', { name: color }).check()
  }
  await page.mouse.click(5, 5)
  await shot(page, 'todos-app-filters.png')

  // 5. Saving: the header input is disabled while the new todo is saved.
  await page.getByRole('button', { name: 'All', exact: true }).click()
  for (const color of ['Orange', 'Red']) {
    await page.getByRole('group', { name: 'Filter by color' }).getByRole('checkbox', { name: color }).uncheck()
  }
  const input = page.getByRole('textbox', { name: 'New todo' })
  await input.fill('Take screenshots for the tutorial')
  await input.press('Enter')
  await page.getByRole('status', { name: 'Saving todo' }).waitFor()
  await shot(page, 'todos-app-saving.png')
  await page.getByRole('checkbox', { name: 'Take screenshots for the tutorial' }).waitFor()

  await context.close()
} finally {
  await browser.close()
}
