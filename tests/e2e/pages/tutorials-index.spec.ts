import {existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import {expect, hydrated, test} from '../fixtures';

// The specification's route for the tutorials index is /tutorials/index. `docusaurus serve` (like
// hosts with clean URLs) answers it with a redirect to /tutorials; a plain static host serves
// tutorials/index/index.html. Both must show the page (plugins/index-route-alias).
const heading = 'Redux Tutorials Index';
const built = (file: string) => readFileSync(path.join(__dirname, '../../../build', file), 'utf8');

for (const address of ['/tutorials/index', '/tutorials']) {
  test(`${address} shows the tutorials index at /tutorials/index, with its sidebar entry current`, async ({page}) => {
    await page.goto(address);
    await hydrated(page);
    await expect(page).toHaveURL(/\/tutorials\/index$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    await expect(page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Tutorials Index'})).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
}

test('on a plain static host /tutorials/index is the page itself, not a redirect', async ({page, baseURL}) => {
  // Such a host answers /tutorials/index with the folder's index.html and never redirects.
  await page.route(`${baseURL}/tutorials/index`, (route) =>
    route.fulfill({contentType: 'text/html', body: built('tutorials/index/index.html')}),
  );
  const response = await page.goto('/tutorials/index');
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page).toHaveURL(/\/tutorials\/index$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
});

test('both files hold the whole page for readers without JavaScript', () => {
  for (const file of ['tutorials/index/index.html', 'tutorials/index.html']) {
    expect(built(file), file).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(built(file), file).toContain('Redux Essentials');
  }
});

/*
 * /tutorials/index under three kinds of static host, with and without JavaScript: `docusaurus
 * serve` (clean URLs: a redirect to /tutorials, answered by the folder's copy), sirv with
 * `extensions: ['html']` (answers /tutorials/index with tutorials/index.html, the copy whose
 * script must leave that address alone), and a plain file server (a folder's index.html, no
 * redirect, no extensions).
 */
type Server = {origin: string; close: () => Promise<void>};

async function listen(handler: http.RequestListener): Promise<Server> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const {port} = server.address() as AddressInfo;
  return {origin: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve()))};
}

const buildDir = path.join(__dirname, '../../../build');

/** A plain file server: a file as it is, a folder's index.html, otherwise 404.html with status 404. */
function plainFileServer(): http.RequestListener {
  return (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(buildDir, pathname);
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    const found = file.startsWith(buildDir) && existsSync(file) && statSync(file).isFile();
    const types: Record<string, string> = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.css': 'text/css',
      '.json': 'application/json',
      '.svg': 'image/svg+xml',
    };
    response.writeHead(found ? 200 : 404, {
      'content-type': types[path.extname(found ? file : '.html')] ?? 'application/octet-stream',
    });
    response.end(readFileSync(found ? file : path.join(buildDir, '404.html')));
  };
}

const hosts: Array<{name: string; start: (() => Promise<Server>) | undefined}> = [
  {name: 'docusaurus serve', start: undefined},
  {
    name: 'sirv with extensions: html',
    start: () => listen(sirv(buildDir, {extensions: ['html'], dev: false}) as unknown as http.RequestListener),
  },
  {name: 'a plain file server', start: () => listen(plainFileServer())},
];

for (const host of hosts) {
  test.describe(`/tutorials/index under ${host.name}`, () => {
    let server: Server | undefined;
    test.beforeAll(async () => {
      server = await host.start?.();
    });
    test.afterAll(async () => {
      await server?.close();
    });

    test('renders the page with its h1, with JavaScript, and keeps its address', async ({page, baseURL}) => {
      const response = await page.goto(`${server?.origin ?? baseURL}/tutorials/index`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page).toHaveURL(/\/tutorials\/index$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
    });

    test('renders the page with its h1 without JavaScript', async ({browser, baseURL}) => {
      const context = await browser.newContext({javaScriptEnabled: false});
      const page = await context.newPage();
      const response = await page.goto(`${server?.origin ?? baseURL}/tutorials/index`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      await context.close();
    });
  });
}
