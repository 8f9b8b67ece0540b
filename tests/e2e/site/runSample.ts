import {expect, type Locator, type Page} from '@playwright/test';
import type {RunManifest} from '../../../plugins/run-samples/client/manifest';
import {expectedOutput} from '../../../scripts/samples/extract';

/** What a run sample's status line says when its output matches its `// prints:` comments. */
export const matches = 'Printed what its // prints: comments say.';

/** Clicks a sample's Run button and waits for the run to end; returns its status. */
export async function run(sample: Locator): Promise<string> {
  await sample.getByRole('button', {name: 'Run'}).click();
  const status = sample.locator('.run-sample__status');
  await expect(status).not.toHaveText(/^(Running…)?$/, {timeout: 15_000});
  return (await status.textContent()) ?? '';
}

/** The lines a sample's run printed to its standard output. */
export const printed = (sample: Locator) => sample.locator('.run-sample__line--out').allTextContents();

/** The `// prints:` lines of the code a sample shows, read as the sample checker reads them. */
export async function expectedOf(sample: Locator): Promise<string[]> {
  return expectedOutput((await sample.locator('.token-line').allTextContents()).join('\n'));
}

/**
 * Presses every Run button of the page once, in each language tab: each block prints in the
 * browser exactly the lines the sample checker's Node run printed. The checker
 * (scripts/samples/runBlocks.ts) passes a block only when Node's standard output equals its
 * expected lines exactly (compareOutput.ts); the page's manifest holds those same lines for each
 * block (`file.prints ?? expectedOutput(code)`, as the checker reads them), so the browser's
 * standard output is compared with them line for line, not only through the status line. Returns
 * how many blocks ran; every block of the manifest must have been on the page.
 */
export async function runEveryButton(page: Page): Promise<number> {
  const folder = (await page.locator('article .run-sample').first().getAttribute('data-run-sample'))!;
  const manifest = (await (await page.request.get(`${folder}manifest.json`)).json()) as RunManifest;
  const ran = new Set<string>();
  for (const language of ['TypeScript', 'JavaScript'] as const) {
    const tab = page.getByRole('tab', {name: language});
    if ((await tab.count()) > 0) await tab.first().click();
    const samples = page.locator('article .run-sample:visible');
    const count = await samples.count();
    for (let index = 0; index < count; index++) {
      const sample = samples.nth(index);
      const entry = (await sample.getAttribute('data-run-entry'))!;
      if (ran.has(entry)) continue;
      ran.add(entry);
      const status = await run(sample);
      expect({entry, printed: (await printed(sample)).map((line) => line.trimEnd()), status}).toEqual({
        entry,
        printed: manifest.entries[entry]!.expected,
        status: matches,
      });
    }
  }
  expect([...ran].sort(), 'every block of the page’s manifest ran').toEqual(Object.keys(manifest.entries).sort());
  return ran.size;
}
