import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {RunManifest} from '../../../plugins/run-samples/client/manifest';
import {expect, hydrated, test} from '../fixtures';
import {matches, printed, run} from './runSample';

// Every Run button of the site, once (plugins/run-samples): each run block, in each of its tabs,
// prints in the browser exactly what the sample checker's Node run prints. The checker
// (scripts/samples/runBlocks.ts) passes a block only when Node's standard output equals its
// expected lines exactly (compareOutput.ts); the manifest holds those same lines for each block
// (`file.prints ?? expectedOutput(code)`, as the checker reads them), so the browser's standard
// output is compared with them line for line, not only through the status line.

const buildDir = path.join(__dirname, '../../../build');

/** Each built page with Run buttons, by its route; a page served at two routes is run once. */
function pagesWithRunButtons(): string[] {
  const byFolder = new Map<string, string>();
  for (const entry of readdirSync(buildDir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = path.join(entry.parentPath, entry.name);
    const folder = /data-run-sample="?([^"\s>]+)/.exec(readFileSync(file, 'utf8'))?.[1];
    if (!folder) continue;
    const route = `/${path.relative(buildDir, entry.parentPath).split(path.sep).join('/')}`;
    if (!byFolder.has(folder) || route.length < byFolder.get(folder)!.length) byFolder.set(folder, route);
  }
  return [...byFolder.values()].sort();
}

const routes = pagesWithRunButtons();

test('the site has pages with Run buttons to run', () => {
  expect(routes.length).toBeGreaterThan(30);
});

for (const route of routes) {
  test(`every Run button of ${route} prints what the checker's Node run prints`, async ({page}) => {
    test.setTimeout(120_000);
    await page.goto(route);
    await hydrated(page);
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
    // Every block of the page's manifest was on the page and ran.
    expect([...ran].sort()).toEqual(Object.keys(manifest.entries).sort());
  });
}
