import type {Browser, Page} from '@playwright/test';
import {gzippedSizeOfBuiltUrl} from './serveBuild';

/** What the run samples' buttons download on a page (plugins/run-samples), in gzipped bytes. */
export type RunSampleBytes = {firstRun: number; firstEdit: number; firstEditedRun: number};

const matches = 'Printed what its // prints: comments say.';

/**
 * Measures the Run and Edit buttons' cost on a page of build/ served at `origin`: the first Run, then the first Edit, then the first run
 * of edited code, each counting the files it fetched that were not fetched before (the others come
 * from the browser's cache). The same steps as tests/e2e/budgets/run-samples-weight.spec.ts.
 */
export async function runSampleBytes(browser: Browser, origin: string, pagePath: string): Promise<RunSampleBytes> {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  const seen = new Set<string>();
  let bytes = 0;
  // Each file weighed as build/ holds it, gzipped (the browser reports no body size for a
  // worker's own script); a `blob:` module made in the page weighs nothing.
  page.on('requestfinished', (request) => {
    if (seen.has(request.url())) return;
    seen.add(request.url());
    bytes += gzippedSizeOfBuiltUrl(request.url());
  });
  const step = async (act: () => Promise<void>) => {
    await page.waitForLoadState('networkidle');
    bytes = 0;
    await act();
    await page.waitForLoadState('networkidle');
    return bytes;
  };
  const ended = async () => {
    const status = page.locator('article .run-sample:visible .run-sample__status').first();
    await status.getByText(matches).waitFor({timeout: 30_000});
  };
  try {
    await page.goto(`${origin}${pagePath}`, {waitUntil: 'load'});
    await page.waitForFunction(() => 'docusaurusRoot' in window, undefined, {timeout: 60_000});
    const sample = page.locator('article .run-sample:visible').first();
    const firstRun = await step(async () => {
      await sample.getByRole('button', {name: 'Run'}).click();
      await ended();
    });
    const firstEdit = await step(async () => {
      await sample.getByRole('button', {name: 'Edit'}).click();
      await sample.locator('.run-sample__editor .cm-content').waitFor();
    });
    const firstEditedRun = await step(async () => {
      await sample.locator('.run-sample__editor .cm-content').click();
      await page.keyboard.insertText('// edited\n');
      await sample.getByRole('button', {name: 'Run'}).click();
      await ended();
    });
    return {firstRun, firstEdit, firstEditedRun};
  } finally {
    await context.close();
  }
}
