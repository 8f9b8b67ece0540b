import {expect, test} from '../fixtures';

// React reports the caught render error on the console; that is the behaviour under test.
test.use({allowedConsoleErrors: /Simulated crash|The above error occurred|React will try to recreate/});

test("a page that throws shows 'This page crashed.', the message and 'Try again', which recovers", async ({page}) => {
  // Make the error table's message formatting throw while `crashOnce` is set: the crash is real
  // (it happens inside React's render of the errors page), and once cleared a retry renders normally.
  await page.addInitScript(() => {
    const split = String.prototype.split;
    String.prototype.split = function (this: string, separator: unknown, limit?: number) {
      if (
        (window as unknown as {crashOnce?: boolean}).crashOnce &&
        separator instanceof RegExp &&
        separator.source === '(\\{[a-zA-Z]+\\})'
      ) {
        throw new Error('Simulated crash while rendering');
      }
      return split.call(this, separator as RegExp, limit);
    } as typeof String.prototype.split;
  });
  // Crash on a client-side render (a crash during hydration is recovered by React on its own).
  await page.goto('/api/store');
  await page.waitForFunction(() => 'docusaurusRoot' in window);
  await page.evaluate(() => {
    (window as unknown as {crashOnce: boolean}).crashOnce = true;
  });
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Error Messages'}).click();
  await expect(page.getByText('This page crashed.')).toBeVisible();
  await expect(page.getByText('Simulated crash while rendering')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as {crashOnce: boolean}).crashOnce = false;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Production error codes');
  await expect(page.locator('tbody tr')).toHaveCount(18);
});
