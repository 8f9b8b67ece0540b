import {test as base, expect, type Page} from '@playwright/test';

type Fixtures = {
  /** Console errors matching this are expected by the test (e.g. a chunk it makes fail). */
  allowedConsoleErrors: RegExp;
  /** Page errors and console errors seen during the test; the test fails if any is left. */
  consoleProblems: string[];
};

/**
 * The e2e `test`: every test also proves that the pages it visits raise no uncaught error and log
 * no console error (nor a React hydration warning, which React reports as a console error).
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [/(?!)/, {option: true}],
  consoleProblems: [
    async ({page, allowedConsoleErrors}, use) => {
      const problems: string[] = [];
      // The browser's "Failed to load resource" message does not name the file: its location and
      // the failed responses seen so far are added to it, so that a failure says what was missing.
      const failedResponses: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failedResponses.push(`${response.status()} ${response.url()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowedConsoleErrors.test(text)) return;
        // Chromium gives the resource's address as the message's location (the message itself
        // does not); responses of requests the page does not see (a worker's) are not in the list.
        const failed = /^Failed to load resource/.test(text);
        const where = failed
          ? ` (${message.location().url || 'no address'}; failed responses: ${failedResponses.join(', ') || 'none seen'})`
          : '';
        problems.push(`console.error: ${text}${where}`);
      });
      await use(problems);
      expect(problems, 'page errors and console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * Waits until the page has hydrated and run its effects: the colour-mode switch (in the navbar at
 * every width) is disabled in the server HTML and enabled by an effect once the page is
 * interactive; one more frame lets the effects scheduled alongside it (a keyboard shortcut's
 * listener, a client module's `onRouteDidUpdate`) run too.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => 'docusaurusRoot' in window);
  // A CSS locator, not a role: on some widths the switch is visually hidden but still in the DOM.
  await expect(page.locator('button[aria-label*="dark and light mode"]').first()).toBeEnabled({timeout: 15_000});
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
}

/** Waits two frames: for the style, layout and effects of a change of width, mode or scroll. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
