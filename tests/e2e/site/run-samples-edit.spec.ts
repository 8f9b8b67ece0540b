import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {axeViolations} from '../../support/axe';
import {expect, hydrated, test} from '../fixtures';
import {matches, printed, run} from './runSample';

// Editing a run sample (plugins/run-samples): Edit turns the block into an editor, Run runs the
// edited code in the worker, Reset puts the block back, Share puts the code in the address.

/** The first run sample of a page's TypeScript (or JavaScript) tab. */
async function firstSample(page: Page, route: string, language: 'TypeScript' | 'JavaScript' = 'TypeScript') {
  await page.goto(route);
  await hydrated(page);
  await page.getByRole('tab', {name: language}).first().click();
  return page.locator('article .run-sample:visible').first();
}

const editor = (sample: Locator) => sample.locator('.run-sample__editor .cm-content');

/** Opens the block's editor and replaces its code. */
async function edit(sample: Locator, code: string) {
  const content = editor(sample);
  if (await content.isVisible()) await content.click();
  else await sample.getByRole('button', {name: 'Edit'}).click();
  await expect(content).toBeFocused();
  await content.press('ControlOrMeta+a');
  await content.page().keyboard.insertText(code);
  await expect.poll(() => editorText(sample)).toBe(code);
}

const editorText = (sample: Locator) =>
  sample
    .locator('.run-sample__editor .cm-line')
    .evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));

const typescriptEdit = [
  "import {legacy_createStore, type Reducer} from 'redux'",
  '',
  'type Count = {value: number}',
  'const reducer: Reducer<Count> = (state = {value: 40}) => state',
  'const store = legacy_createStore(reducer)',
  'console.log(store.getState().value + 2)',
  '// prints: 42',
].join('\n');

test('an edited TypeScript block prints its new output, its types stripped', async ({page}) => {
  const sample = await firstSample(page, '/api/store');
  await edit(sample, typescriptEdit);
  // While editing, the bar offers Reset and Share, and no second Edit.
  await expect(sample.getByRole('button', {name: 'Edit'})).toBeHidden();
  await expect(sample.getByRole('button', {name: 'Reset'})).toBeVisible();
  expect(await run(sample)).toBe(matches);
  expect(await printed(sample)).toEqual(['42']);
  // The other blocks of the page stay as built.
  const other = page.locator('article .run-sample:visible').nth(1);
  expect(await run(other)).toBe(matches);
});

test('an edited JavaScript block prints its new output; a block of the page imports the page’s files', async ({
  page,
}) => {
  const sample = await firstSample(page, '/usage/deriving-data-selectors', 'JavaScript');
  const original = (await sample.locator('.token-line').allTextContents()).join('\n');
  // The block's own imports (the page's files and the packages) still resolve, as in the built module.
  const code = `${original}\nconsole.log('and one more line')\n// prints: and one more line`;
  await edit(sample, code);
  expect(await run(sample)).toBe(matches);
  expect((await printed(sample)).at(-1)).toBe('and one more line');
});

test('an edited tsx block renders its changed JSX with React, in both tabs', async ({page}) => {
  for (const [language, entry] of [
    ['TypeScript', 'ts/__block_L436.js'],
    ['JavaScript', 'js/__block_L436.js'],
  ] as const) {
    await firstSample(page, '/usage/deriving-data-selectors', language);
    const block = page.locator(`article .run-sample[data-run-entry="${entry}"]`);
    await expect(block).toBeVisible();
    const original = (await block.locator('.token-line').allTextContents()).join('\n');
    // The JSX and its `// prints:` line both change: the block imports react-dom/server and react-redux.
    expect(original).toContain(' unpaid</p>');
    await edit(block, original.replaceAll(' unpaid</p>', ' open</p>'));
    expect(await run(block)).toBe(matches);
    expect((await printed(block)).at(-1)).toBe('<p>0<!-- --> open</p>');
  }
});

test('Reset restores the block, its output and its Edit button; the code is kept while the page is open', async ({
  page,
}) => {
  const sample = await firstSample(page, '/api/compose');
  const original = await sample.locator('.token-line').allTextContents();
  await edit(sample, "console.log('edited')\n// prints: edited");
  // Switching tabs and back keeps the edited code, and so does a reload of the page (sessionStorage).
  await page.getByRole('tab', {name: 'JavaScript'}).first().click();
  await page.getByRole('tab', {name: 'TypeScript'}).first().click();
  // The editor is mounted again when its tab shows (it was read empty in one run): wait for it.
  await expect.poll(() => editorText(sample)).toBe("console.log('edited')\n// prints: edited");
  expect(await run(sample)).toBe(matches);
  expect(await run(sample)).toBe(matches);
  await page.reload();
  await hydrated(page);
  await sample.getByRole('button', {name: 'Edit'}).click();
  await expect.poll(() => editorText(sample)).toBe("console.log('edited')\n// prints: edited");
  await sample.getByRole('button', {name: 'Reset'}).click();
  await expect(sample.locator('.run-sample__editor')).toHaveCount(0);
  await expect(sample.getByRole('button', {name: 'Edit'})).toBeFocused();
  await expect(sample.locator('.token-line').first()).toBeVisible();
  expect(await sample.locator('.token-line').allTextContents()).toEqual(original);
  expect(await run(sample)).toBe(matches);
  expect(await printed(sample)).not.toContain('edited');
  // Reset forgets the edit: Edit opens the original code.
  await sample.getByRole('button', {name: 'Edit'}).click();
  await expect.poll(() => editorText(sample)).toBe(original.join('\n'));
});

test('blocked storage breaks nothing: the edit runs, Reset restores', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('The storage is blocked.', 'SecurityError');
      },
    });
  });
  const sample = await firstSample(page, '/api/compose');
  await edit(sample, "console.log('no storage')\n// prints: no storage");
  expect(await run(sample)).toBe(matches);
  await sample.getByRole('button', {name: 'Reset'}).click();
  expect(await run(sample)).toBe(matches);
});

test('a Share link reopens the editor on that block, in its tab, with the edited code', async ({page, context}) => {
  const sample = await firstSample(page, '/api/compose', 'JavaScript');
  const entry = await sample.getAttribute('data-run-entry');
  expect(entry).toMatch(/^js\//);
  const code = "const greeting = 'shared ✓'\nconsole.log(greeting)\n// prints: shared ✓";
  await edit(sample, code);
  await sample.getByRole('button', {name: 'Share'}).click();
  await expect(sample.getByRole('status')).toHaveText(/link/i);
  const url = page.url();
  expect(url).toMatch(new RegExp(`#run:${entry!.replace(/[.]/g, '\\.')}:z[A-Za-z0-9_-]+$`));
  // A reader whose language is TypeScript, in a new session: the link shows the JavaScript tab.
  const other = await context.browser()!.newContext({baseURL: new URL(url).origin});
  const reader = await other.newPage();
  await reader.goto(url);
  await hydrated(reader);
  const opened = reader.locator(`article .run-sample[data-run-entry="${entry}"]`).first();
  await expect(opened.locator('.run-sample__editor')).toBeVisible();
  expect(await editorText(opened)).toBe(code);
  await expect(editor(opened)).toBeFocused();
  expect(await run(opened)).toBe(matches);
  expect(await printed(opened)).toEqual(['shared ✓']);
  await other.close();
});

test('a syntax error shows its message and line; a missing import says what the runner has', async ({page}) => {
  const sample = await firstSample(page, '/api/compose');
  // The editor marks the line the output names, until the next edit.
  const marked = sample.locator('.run-sample__editor .cm-line.run-sample__error-line');
  await edit(sample, "console.log('fine')\nconst = 2\n");
  expect(await run(sample)).toBe('the code has a syntax error');
  await expect(sample.locator('.run-sample__line--uncaught')).toHaveText('SyntaxError: Unexpected token (line 2)');
  await expect(marked).toHaveText('const = 2');
  await expect(marked).toHaveCSS('text-decoration-style', 'wavy');
  await edit(sample, "console.log(1)\nthrow new Error('thrown on purpose')\n");
  await expect(marked).toHaveCount(0);
  expect(await run(sample)).toBe('the code threw an error');
  await expect(sample.locator('.run-sample__line--uncaught')).toHaveText('Uncaught Error: thrown on purpose (line 2)');
  await expect(marked).toHaveText("throw new Error('thrown on purpose')");
  // One keystroke clears it.
  await editor(sample).press('End');
  await page.keyboard.type(' ');
  await expect(marked).toHaveCount(0);
  await edit(sample, "import {put} from 'redux-saga'\nconsole.log(put)\n");
  expect(await run(sample)).toBe('the code cannot run here');
  await expect(sample.locator('.run-sample__line--uncaught')).toContainText('not redux-saga (line 1)');
  // The page still works: the next run runs.
  await edit(sample, "console.log('again')\n// prints: again");
  expect(await run(sample)).toBe(matches);
  await expect(marked).toHaveCount(0);
});

test('the editor is left with Escape then Tab, and Shift+Tab; Tab inside it indents; undo and redo', async ({page}) => {
  const sample = await firstSample(page, '/api/compose');
  await sample.getByRole('button', {name: 'Edit'}).click();
  const content = editor(sample);
  await expect(content).toBeFocused();
  await expect(content).toHaveAccessibleName(/Code editor \(TypeScript\): Escape then Tab leaves it/);
  await content.press('ControlOrMeta+Home');
  await page.keyboard.press('Tab');
  await expect(content).toBeFocused();
  expect((await editorText(sample)).startsWith('  ')).toBe(true);
  // Undo and redo.
  const indented = await editorText(sample);
  await page.keyboard.insertText('oops');
  await expect.poll(() => editorText(sample)).toBe(`  oops${indented.slice(2)}`);
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => editorText(sample)).toBe(indented);
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect.poll(() => editorText(sample)).toBe(`  oops${indented.slice(2)}`);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(content).not.toBeFocused();
  await content.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(content).not.toBeFocused();
});

test('works at 360 px: the editor and its buttons stay inside the column', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  const sample = await firstSample(page, '/usage/deriving-data-selectors');
  await sample.getByRole('button', {name: 'Edit'}).click();
  await expect(editor(sample)).toBeFocused();
  await page.keyboard.insertText("console.log('narrow')\n// prints: narrow\n");
  expect(await run(sample)).toBe(matches);
  expect(await printed(sample)).toContain('narrow');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const part of ['.run-sample__editor', '.run-sample__bar']) {
    const box = (await sample.locator(part).boundingBox())!;
    expect(box.x + box.width, part).toBeLessThanOrEqual(360);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing with the editor open and its output shown (${colorScheme})`, async ({page}) => {
    test.setTimeout(90_000);
    await page.emulateMedia({colorScheme});
    const sample = await firstSample(page, '/api/compose');
    await edit(sample, typescriptEdit);
    await run(sample);
    await sample.getByRole('button', {name: 'Share'}).click();
    // The editor's tokens take the colours of the page's code blocks in this mode.
    const blockKeyword = page.locator('article .theme-code-block:visible pre .token.keyword').first();
    const colour = await blockKeyword.evaluate((element) => getComputedStyle(element).color);
    await expect(sample.locator('.run-sample__editor .token.keyword').first()).toHaveCSS('color', colour);
    expect(await axeViolations(page, {include: 'article'})).toEqual([]);
  });
}

test.describe('the policies', () => {
  // The page's refusal of eval is reported as a console error: that is what the test proves.
  test.use({allowedConsoleErrors: /Evaluating a string as JavaScript violates/});

  test('edited code runs in the worker under its own policy; the page itself still refuses eval', async ({page}) => {
    const headers = readFileSync(path.join(__dirname, '../../../build/_headers'), 'utf8');
    const sitePolicy = /Content-Security-Policy: (.+)/.exec(headers)![1]!;
    const workerRule = /^\/run-samples\/worker\/\*\n((?: {2}.+\n)+)/m.exec(headers)![1]!;
    // The worker's rule detaches the site's policy and sets its own.
    expect(workerRule).toContain('! Content-Security-Policy');
    const workerPolicy = /^ {2}Content-Security-Policy: (.+)$/m.exec(workerRule)![1]!;
    expect(workerPolicy).toContain("script-src 'self' blob:");
    expect(workerPolicy).not.toContain('unsafe-eval');
    // As Cloudflare Pages applies build/_headers: the site's policy everywhere, the worker's alone at its path.
    await page.context().route('http://localhost*/**', async (route) => {
      const request = route.request();
      const worker = new URL(request.url()).pathname.startsWith('/run-samples/worker/');
      if (!worker && request.resourceType() !== 'document' && request.resourceType() !== 'script')
        return route.fallback();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: {...response.headers(), 'content-security-policy': worker ? workerPolicy : sitePolicy},
      });
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    const sample = await firstSample(page, '/api/compose');
    await edit(sample, typescriptEdit);
    expect(await run(sample)).toBe(matches);
    expect(violations).toEqual([]);
    // Eval stays refused in the worker…
    await edit(sample, "console.log(eval('1 + 1'))\n");
    expect(await run(sample)).toBe('the code threw an error');
    await expect(sample.locator('.run-sample__line--uncaught').first()).toContainText('EvalError');
    // …and on the page, whose policy is the site's. (Playwright's own evaluate is exempt from the
    // policy, so the page compiles a string the way a page script would: a timer given a string.)
    const refusal = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener(
            'securitypolicyviolation',
            (event) => resolve(`${event.violatedDirective} ${event.blockedURI}`),
            {once: true},
          );
          (setTimeout as unknown as (code: string) => void)('window.evalRan = true');
          setTimeout(() => resolve('no violation'), 2000);
        }),
    );
    expect(refusal).toBe('script-src eval');
    expect(await page.evaluate(() => (window as unknown as {evalRan?: boolean}).evalRan)).toBeUndefined();
  });
});

test('where a host gives the worker the site’s policy too, edited code gets a clear message', async ({page}) => {
  const headers = readFileSync(path.join(__dirname, '../../../build/_headers'), 'utf8');
  const sitePolicy = /Content-Security-Policy: (.+)/.exec(headers)![1]!;
  // A host that cannot detach a header for one path: the worker gets the site's policy (too).
  await page.context().route('http://localhost*/**', async (route) => {
    const type = route.request().resourceType();
    if (type !== 'document' && type !== 'script') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({response, headers: {...response.headers(), 'content-security-policy': sitePolicy}});
  });
  const sample = await firstSample(page, '/api/compose');
  await edit(sample, "console.log('edited')\n");
  expect(await run(sample)).toBe(
    "could not load the sample: this site's host gives the runner's worker the pages' policy, which refuses edited code",
  );
  // The block as built still runs under that policy.
  await sample.getByRole('button', {name: 'Reset'}).click();
  expect(await run(sample)).toBe(matches);
});
