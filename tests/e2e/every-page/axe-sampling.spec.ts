import {severeViolations} from '../../support/axe';
import {expect, hydrated, test} from '../fixtures';

// every-route.spec.ts runs axe with `sampleCode` (tests/support/axe.ts): inside code blocks only
// the first element of each look is checked, in the same axe run as the rest of the page. The
// sampling must still see a token drawn in a colour that fails, and everything outside the code.
test('axe with sampled code blocks finds a token in a failing colour and a failing paragraph, in one run', async ({
  page,
}) => {
  await page.goto('/api/compose');
  await hydrated(page);
  expect(await severeViolations(page, {sampleCode: true, rules: ['color-contrast']})).toEqual([]);

  // Every token of one kind (one look) in a colour close to the code block's background.
  const kind = await page.evaluate(() => {
    const token = Array.from(document.querySelectorAll<HTMLElement>('pre code .token')).find((element) =>
      Array.from(element.childNodes).some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim()),
    )!;
    return Array.from(token.classList).find((name) => name !== 'token')!;
  });
  await page.addStyleTag({content: `pre code .token.${kind} { color: #f2f2f2 !important; }`});
  const inCode = await severeViolations(page, {sampleCode: true, rules: ['color-contrast']});
  expect(inCode.join('\n')).toContain(`.${kind}`);

  await page.addStyleTag({content: 'article p:first-of-type { color: #f4f4f4 !important; }'});
  const both = (await severeViolations(page, {sampleCode: true, rules: ['color-contrast']})).join('\n');
  expect(both).toContain(`.${kind}`);
  expect(both).toMatch(/\bp\b/);
});
