import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, hydrated, test} from '../fixtures';

const pages = [
  '/style-guide',
  '/understanding/thinking-in-redux/motivation',
  '/understanding/thinking-in-redux/three-principles',
  '/understanding/thinking-in-redux/glossary',
  '/understanding/history-and-design/prior-art',
  '/understanding/history-and-design/middleware',
];

test('the navbar’s "Best Practices" opens the style guide at /style-guide', async ({page}) => {
  await page.goto('/');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Best Practices'}).click();
  await expect(page).toHaveURL(/\/style-guide$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Redux Style Guide: Best Practices');
});

test('the link in Redux Toolkit’s own mutation error lands on the "never mutate state" rule', async ({page}) => {
  // Read the URL from the installed package, so an RTK upgrade that changes it fails this test.
  const rtk = readFileSync(
    path.resolve(__dirname, '../../../node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs'),
    'utf8',
  );
  const link = /https:\/\/redux\.js\.org(\/style-guide\/[^)\s"'`]*#do-not-mutate-state)/.exec(rtk)?.[1];
  expect(link).toBe('/style-guide/style-guide#do-not-mutate-state');
  await page.goto(link!);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/style-guide');
  expect(new URL(page.url()).hash).toBe('#do-not-mutate-state');
  const rule = page.locator('[id="do-not-mutate-state"]');
  await expect(rule).toHaveText('Never mutate state');
  await expect(rule).toBeInViewport();
  await expect(rule.locator('xpath=following-sibling::*[1]')).toHaveText(/Essential/);
});

test('every rendered style-guide rule has an id and shows its priority in words under its heading', async ({page}) => {
  await page.goto('/style-guide');
  const rules = page.locator('article h3');
  const count = await rules.count();
  expect(count).toBeGreaterThanOrEqual(30);
  const problems = await rules.evaluateAll((headings) =>
    headings.flatMap((heading) => {
      const label = heading.nextElementSibling?.textContent ?? '';
      const ok = heading.id !== '' && /^[ABC]Priority [ABC]: (Essential|Strongly recommended|Recommended)$/.test(label);
      return ok ? [] : [`${heading.textContent} → id "${heading.id}", label "${label}"`];
    }),
  );
  expect(problems).toEqual([]);
});

// Accessibility in both colour modes is checked for every route by every-route.spec.ts.
test('each page’s diagrams are inline SVG images named by a descriptive title', async ({page}) => {
  test.setTimeout(90_000);
  for (const path of pages) {
    await page.goto(path);
    const diagrams = page.locator('article svg[role="img"]');
    const titles = await diagrams.evaluateAll((svgs) =>
      svgs.map((svg) => svg.querySelector(':scope > title')?.textContent ?? ''),
    );
    expect(titles.length, path).toBeGreaterThanOrEqual(path.endsWith('/glossary') ? 0 : 1);
    for (const title of titles) expect(title.length, path).toBeGreaterThan(40);
  }
});

/** Each diagram of these pages, by the start of its <title> (its accessible name). */
const diagrams = [
  {route: '/understanding/thinking-in-redux/motivation', name: /^Two sketches side by side/},
  {route: '/understanding/thinking-in-redux/three-principles', name: /^Three panels\. One source of truth/},
  {route: '/understanding/history-and-design/prior-art', name: /^Flux compared with Redux/},
  {route: '/understanding/history-and-design/prior-art', name: /^Timeline from about 2011 to 2023/},
  {route: '/understanding/history-and-design/middleware', name: /^Middleware as nested layers around the reducer/},
  {route: '/style-guide', name: /^A request status as a state machine/},
];

for (const {route, name} of diagrams) {
  test(`${route}: the diagram "${name.source.slice(1, 36)}…" is a named image that follows the colour mode`, async ({
    page,
  }) => {
    await page.goto(route);
    await hydrated(page);
    const diagram = page.getByRole('img', {name});
    await expect(diagram).toBeVisible();
    const colour = () => diagram.evaluate((svg) => getComputedStyle(svg).color);
    const light = await colour();
    await page.emulateMedia({colorScheme: 'dark'});
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await colour()).not.toBe(light);
  });
}
