import {expect, hydrated, test} from '../fixtures';

const embedHost = 'www.youtube-nocookie.com';

test('the videos page contacts no other host until a video is played, then embeds it from youtube-nocookie.com', async ({
  page,
  baseURL,
}) => {
  const siteHost = new URL(baseURL!).host;
  const foreignRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // data: and blob: URLs never leave the browser.
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== siteHost)
      foreignRequests.push(request.url());
  });
  // The player is answered here, so the test needs no network and YouTube sees nothing.
  const embedRequests: string[] = [];
  await page.route(`https://${embedHost}/**`, async (route) => {
    embedRequests.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>Player</title><p>Stand-in player</p>',
    });
  });

  await page.goto('/tutorials/videos');
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  // Before any click: only the site itself was contacted, and there is no player.
  expect(foreignRequests).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
  const playButtons = page.getByRole('button', {name: 'Play here'});
  expect(await playButtons.count()).toBeGreaterThan(0);
  // Every card also links to the provider's own site.
  await expect(page.getByRole('link', {name: 'Watch on YouTube'}).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/,
  );

  // Pin the first playable card by position: once played, it no longer matches "has a Play here button".
  const cards = page.locator('[role="group"][aria-labelledby]');
  const index = await cards.evaluateAll((articles) =>
    articles.findIndex((article) =>
      Array.from(article.querySelectorAll('button')).some((button) => button.textContent?.trim() === 'Play here'),
    ),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const card = cards.nth(index);
  await card.getByRole('button', {name: 'Play here'}).click();

  const player = card.locator('iframe');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+/);
  await expect(player).toHaveAttribute('title', /\S/);
  await expect(player).toBeFocused();
  await expect(card.getByRole('button', {name: 'Play here'})).toHaveCount(0);
  // Only the clicked card became a player.
  await expect(page.locator('iframe')).toHaveCount(1);

  await expect.poll(() => embedRequests.length).toBeGreaterThan(0);
  expect(foreignRequests.filter((url) => new URL(url).host !== embedHost)).toEqual([]);
});

test('the testing course links to its published address (earlier editions had -88de, then -88d5)', async ({page}) => {
  await page.goto('/tutorials/videos');
  const card = page
    .locator('[role="group"][aria-labelledby]')
    .filter({hasText: 'Confidently Testing Redux Applications'});
  await expect(card.getByRole('link', {name: 'Watch on egghead.io'})).toHaveAttribute(
    'href',
    'https://egghead.io/courses/confidently-testing-redux-applications-with-jest-typescript-16e17d9b',
  );
});

test('links published to a video of the public page land on its card, at its title', async ({page}) => {
  await page.goto('/tutorials/videos#confidently-testing-redux-applications-with-jest--typescript');
  await hydrated(page);
  const title = page.getByRole('heading', {
    level: 3,
    name: 'Confidently Testing Redux Applications with Jest & TypeScript',
  });
  await expect(title).toHaveAttribute('id', 'confidently-testing-redux-applications-with-jest--typescript');
  await expect(title).toBeInViewport();
  // The card is still named by its title.
  await expect(
    page.getByRole('group', {name: 'Confidently Testing Redux Applications with Jest & TypeScript'}),
  ).toHaveCount(1);
});

test('courses that are not on YouTube are link cards without a player', async ({page}) => {
  await page.goto('/tutorials/videos');
  await hydrated(page);
  const courseLinks = page.getByRole('link', {name: 'Watch on egghead.io'});
  expect(await courseLinks.count()).toBeGreaterThan(0);
  for (const link of await courseLinks.all()) {
    // A course's own page, ending in its id: 4 to 8 hex digits.
    await expect(link).toHaveAttribute('href', /^https:\/\/egghead\.io\/courses\/[a-z0-9-]+-[0-9a-f]{4,8}$/);
    await expect(
      page.locator('[role="group"][aria-labelledby]').filter({has: link}).getByRole('button', {name: 'Play here'}),
    ).toHaveCount(0);
  }
});

test('without JavaScript, the page is one article that holds every video’s title and description (400–500 words)', async ({
  browser,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/tutorials/videos');
  // One article: the cards are groups inside it, so nothing that reads "the article" stops early.
  await expect(page.locator('article')).toHaveCount(1);
  const article = page.locator('article');
  const cards = article.locator('[role="group"][aria-labelledby]');
  expect(await cards.count()).toBe(6);
  for (const card of await cards.all()) {
    const title = card.getByRole('heading', {level: 3});
    await expect(title).toHaveText(/\S/);
    // The card is named by its title, and its description (who it suits, what it pairs with) is there.
    expect(await card.getAttribute('aria-labelledby')).toBe(await title.getAttribute('id'));
    const description = (await card.locator('p').allInnerTexts()).join(' ');
    expect(description.split(/\s+/).length, `description of "${await title.innerText()}"`).toBeGreaterThan(20);
    await expect(card.getByRole('link', {name: /^(Watch|Find it) on /})).toHaveAttribute('href', /^https:\/\//);
  }
  const words = (await article.innerText()).split(/\s+/).filter(Boolean).length;
  expect(words).toBeGreaterThanOrEqual(400);
  expect(words).toBeLessThanOrEqual(500);
  await context.close();
});
