import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppServer } from './server/server'

// Runs against the built client script (npm test builds it first) in Debian's Chromium.
const clientDir = path.resolve('dist/client')
const server = createAppServer(clientDir)
let origin = ''
let browser: Browser

beforeAll(async () => {
  if (!existsSync(path.join(clientDir, 'assets/client.js'))) throw new Error('Run `npm run build` first.')
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
})

afterAll(async () => {
  await browser?.close()
  await new Promise(resolve => server.close(resolve))
})

/** Opens a page, recording every console error or warning, page error, dialog and API request. */
async function open(pathAndQuery: string, savedClock?: string) {
  const context = await browser.newContext()
  if (savedClock) await context.addInitScript(clock => localStorage.setItem('clock', clock), savedClock)
  const page = await context.newPage()
  const problems: string[] = []
  const apiRequests: string[] = []
  page.on('console', message => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', error => problems.push(error.message))
  page.on('dialog', dialog => {
    problems.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('request', request => {
    if (request.url().includes('/api/')) apiRequests.push(new URL(request.url()).search)
  })
  await page.goto(origin + pathAndQuery)
  return { page, problems, apiRequests }
}

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents()

describe('the server-rendered page in Chromium', () => {
  it('keeps a hostile stop name as text: no script is injected and the state round-trips', async () => {
    const hostile = '</script><script>window.injected = true</script><!--<script>alert(1)</script>\u2028'
    const { page, problems } = await open(`/?stop=${encodeURIComponent(hostile)}`)

    const scripts = await page.evaluate(() =>
      [...document.scripts].map(script => script.id || script.getAttribute('src')),
    )
    expect(scripts).toEqual(['preloaded-state', '/assets/client.js'])
    const embedded = await page.evaluate(
      () => JSON.parse(document.getElementById('preloaded-state')!.textContent!).board.stopId,
    )
    expect(embedded).toBe(hostile)
    expect(await page.getByRole('alert').textContent()).toBe(`There is no stop called “${hostile}”.`)

    // Hydrated and working, and nothing ran that should not have.
    await page.getByRole('button', { name: 'Use a 12-hour clock' }).click()
    await page.getByRole('button', { name: 'Use a 24-hour clock' }).waitFor()
    expect(await page.evaluate(() => 'injected' in window)).toBe(false)
    expect(problems).toEqual([])
  })

  it('hydrates without a mismatch, then shows state only the browser knows', async () => {
    const { page, problems, apiRequests } = await open('/?stop=harbour', '12h')

    // The server rendered a 24-hour clock; after hydration the saved 12-hour clock shows.
    await page.getByRole('button', { name: 'Use a 24-hour clock' }).waitFor()
    expect(await texts(page, 'time')).toEqual(['8:04 am', '8:11 am', '1:26 pm'])
    expect(problems).toEqual([])
    // The server's departures were reused, not fetched again.
    expect(apiRequests).toEqual([])
  })

  it('stays interactive: choosing another stop fetches its departures', async () => {
    const { page, problems, apiRequests } = await open('/?stop=harbour')
    await page.getByRole('button', { name: 'Use a 12-hour clock' }).click()
    await page.getByRole('button', { name: 'Use a 24-hour clock' }).waitFor()

    await page.getByRole('combobox', { name: 'Stop' }).selectOption('university')

    await page.getByText('line 9 to Depot').waitFor()
    expect(await texts(page, 'time')).toEqual(['7:58 am', '10:05 pm'])
    expect(apiRequests).toEqual(['?stop=university'])
    expect(await page.evaluate(() => localStorage.getItem('clock'))).toBe('12h')
    expect(problems).toEqual([])
  })
})
