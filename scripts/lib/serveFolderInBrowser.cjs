// Serves a folder of static files to a Playwright page through request interception, so a
// browser test or a screenshot script needs no web server. Used by
// tests/e2e/pages/example-counter-vanilla.spec.ts and scripts/screenshot-counter-vanilla.mjs.
const path = require('node:path');

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/**
 * Answers every request to `origin` from `folder`. Only known file types inside the folder are
 * served; anything else is a 404.
 * @param {import('@playwright/test').Page} page
 * @param {{folder: string, origin: string}} options
 */
async function serveFolderInBrowser(page, {folder, origin}) {
  await page.route(`${origin}/**`, async (route) => {
    const {pathname} = new URL(route.request().url());
    const filePath = path.join(folder, decodeURIComponent(pathname));
    const contentType = contentTypes[path.extname(filePath)];
    if (!filePath.startsWith(folder + path.sep) || !contentType) {
      await route.fulfill({status: 404, body: 'Not found'});
      return;
    }
    await route.fulfill({path: filePath, contentType});
  });
}

module.exports = {serveFolderInBrowser};
