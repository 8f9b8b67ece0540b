// Takes the screenshots of the todo app that the Redux Fundamentals tutorial
// uses, from a dev or preview server that is already running:
//
//   npm run dev -- --port 5180 &          (or: npm run build && npm run preview)
//   node scripts/screenshots.mjs http://localhost:5180/ [--dark]
//
// --dark opens the app in dark mode (it follows prefers-color-scheme) and
// writes <name>-dark.png, the variant the pages show in the site's dark mode.
// It uses playwright-core from the documentation site's own dependencies
// (the repository root's node_modules) and Debian's Chromium at
// /usr/bin/chromium; it never downloads a browser.
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

const repoRoot = new URL('../../../', import.meta.url)
// Chromium starts as in every example's scripts (the site's scripts/lib/browserSession.mjs).
const { launchChromium } = await import(new URL('scripts/lib/browserSession.mjs', repoRoot).href)

const args = process.argv.slice(2)
const dark = args.includes('--dark')
const appUrl = args.find((arg) => !arg.startsWith('--')) ?? 'http://localhost:5173/'
const outDir = fileURLToPath(new URL('static/img/tutorials/fundamentals/', repoRoot))
await mkdir(outDir, { recursive: true })

const browser = await launchChromium()

const shot = (page, name) => {
  const path = `${outDir}${dark ? name.replace(/\.png$/, '-dark.png') : name}`
  console.log(`saved ${path}`)
  return page.locator('.app').screenshot({ path, animations: 'allow' })
}

try {
  const context = await browser.newContext({
    // A phone-sized window at twice the pixels: the pages show the picture at most 480 CSS px
    // wide, and a phone at about 358, where the app's text stays legible and sharp.
    viewport: { width: 480, height: 760 },
    deviceScaleFactor: 2,
    colorScheme: dark ? 'dark' : 'light',
    reducedMotion: 'no-preference',
  })
  const page = await context.newPage()

  // 1. Loading: the list shows a spinner until the fake API answers. The page's clock stands
  // still and moves on in small steps until the spinner shows, then waits for the screenshot:
  // the fake API's 600 ms delay cannot run out first, however slow the machine is.
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
  await page.goto(appUrl)
  const loading = page.getByRole('status').filter({ hasText: 'Loading todos' })
  while (!(await loading.isVisible())) await page.clock.runFor(20)
  await page.getByRole('textbox', { name: 'New todo' }).blur()
  await shot(page, 'todos-app-loading.png')
  await page.clock.resume()

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
  // The clock stands still again while the save is pending, as for the loading picture.
  await page.clock.pauseAt(Date.now() + 60_000)
  await input.press('Enter')
  const saving = page.getByRole('status', { name: 'Saving todo' })
  while (!(await saving.isVisible())) await page.clock.runFor(20)
  await shot(page, 'todos-app-saving.png')
  await page.clock.resume()
  await page.getByRole('checkbox', { name: 'Take screenshots for the tutorial' }).waitFor()

  await context.close()
} finally {
  await browser.close()
}
