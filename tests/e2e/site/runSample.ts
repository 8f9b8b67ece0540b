import {expect, type Locator} from '@playwright/test';
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
