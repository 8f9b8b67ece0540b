import type {BrowserContext, Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

type View = {provider: 'umami' | 'ga4'; url: string; referrer: string; title: string};

/** Intercepts both providers' collection endpoints and records each page view they receive. */
async function recordPageViews(context: BrowserContext): Promise<View[]> {
  const views: View[] = [];
  await context.route('https://stats.example.test/api/send', async (route) => {
    if (route.request().method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'content-type',
          'access-control-allow-methods': 'POST',
        },
      });
      return;
    }
    const {type, payload} = JSON.parse(route.request().postData() ?? '{}');
    expect(type).toBe('event');
    expect(payload.website).toBe('00000000-test-4000-8000-000000000000');
    views.push({provider: 'umami', url: payload.url, referrer: payload.referrer, title: payload.title});
    await route.fulfill({status: 200, headers: {'access-control-allow-origin': '*'}, body: '{}'});
  });
  await context.route(/https:\/\/www\.google-analytics\.com\/g\/collect/, async (route) => {
    const params = new URL(route.request().url()).searchParams;
    expect(params.get('tid')).toBe('G-TEST000000');
    expect(params.get('en')).toBe('page_view');
    views.push({
      provider: 'ga4',
      url: params.get('dl') ?? '',
      referrer: params.get('dr') ?? '',
      title: params.get('dt') ?? '',
    });
    await route.fulfill({status: 204});
  });
  return views;
}

const pathOf = (url: string) => new URL(url).pathname + new URL(url).hash;
const pagesSeen = (views: View[], provider: View['provider']) =>
  views.filter((view) => view.provider === provider).map((view) => pathOf(view.url));

async function settle(page: Page) {
  await page.waitForTimeout(300);
}

test('exactly one page view per route change, to each provider, with path, referrer and title', async ({
  page,
  context,
  baseURL,
}) => {
  const views = await recordPageViews(context);
  // A page of the API category, whose sidebar category is open (the others start collapsed).
  await page.goto('/api/api-reference');
  await hydrated(page);
  await settle(page);
  // A link click.
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Store', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Store');
  await settle(page);
  // A hash link inside the page: not a new page view.
  await page.locator('.table-of-contents a').first().click();
  await settle(page);
  // Back (to the hash-less Store page: same page, no view), back again, forward.
  await page.goBack();
  await settle(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/api\/api-reference$/);
  await settle(page);
  await page.goForward();
  await expect(page).toHaveURL(/\/api\/store$/);
  await settle(page);

  const expected = ['/api/api-reference', '/api/store', '/api/api-reference', '/api/store'];
  await expect.poll(() => pagesSeen(views, 'umami')).toEqual(expected);
  expect(pagesSeen(views, 'ga4')).toEqual(expected);
  const umami = views.filter((view) => view.provider === 'umami');
  expect(umami[0]!.referrer).toBe('');
  expect(pathOf(umami[1]!.referrer)).toBe('/api/api-reference');
  expect(new URL(umami[1]!.referrer).origin).toBe(baseURL);
  expect(pathOf(umami[2]!.referrer)).toBe('/api/store');
  expect(umami[1]!.title).toMatch(/^Store \| Redux$/);
  expect(umami[0]!.title).toMatch(/^API Reference \| Redux$/);
});

for (const [signal, script] of [
  ['Do Not Track', () => Object.defineProperty(navigator, 'doNotTrack', {get: () => '1'})],
  ['Global Privacy Control', () => Object.defineProperty(navigator, 'globalPrivacyControl', {get: () => true})],
] as const) {
  test(`no page view is sent when the reader sends ${signal}`, async ({page, context}) => {
    const views = await recordPageViews(context);
    await page.addInitScript(script);
    await page.goto('/api/api-reference');
    await hydrated(page);
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Store', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Store');
    await page.waitForTimeout(500);
    expect(views).toEqual([]);
  });
}
