import {chromium, type Page} from '@playwright/test';
import {severeViolations} from '../../tests/support/axe';
import {chromiumFlags, chromiumPath} from '../lib/chromium.cjs';

/** One finding on the page: which colour mode and width it was seen at, and what is wrong. */
export type BrowserProblem = {mode: 'light' | 'dark'; width: number; message: string};

/** Waits for React to take over the server HTML (the same signal the e2e tests use), then one frame more. */
async function loaded(page: Page): Promise<void> {
  await page.waitForFunction(() => 'docusaurusRoot' in window);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Serious and critical axe violations, each with up to three of the elements it names. */
async function axeProblems(page: Page): Promise<string[]> {
  return (await severeViolations(page)).map((violation) => `axe ${violation}`);
}

/** The page scrolling sideways, with the widest elements that stick out past the viewport. */
async function overflowProblems(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow <= 0) return undefined;
    const culprits = Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      // The outermost culprits: an element inside one that already sticks out adds nothing.
      .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)))
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`,
      );
    return {overflow, culprits};
  });
  return found
    ? [`the page scrolls sideways by ${found.overflow} px (${found.culprits.join(', ') || 'outside <main>'})`]
    : [];
}

/**
 * Opens `url` in Chromium in light and dark, at a desktop width and a 360 px phone, and returns
 * what axe and the overflow check find. Chromium is Debian's (CHROMIUM_PATH or /usr/bin/chromium).
 */
export async function pageProblemsInBrowser(url: string): Promise<BrowserProblem[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumFlags,
  });
  const problems: BrowserProblem[] = [];
  try {
    for (const mode of ['light', 'dark'] as const) {
      for (const width of [1280, 360]) {
        const context = await browser.newContext({colorScheme: mode, viewport: {width, height: 800}});
        const page = await context.newPage();
        const response = await page.goto(url);
        if (!response?.ok()) {
          problems.push({mode, width, message: `${url} answered ${response?.status() ?? 'nothing'}`});
        } else {
          await loaded(page);
          const found = [...(await axeProblems(page)), ...(width < 997 ? await overflowProblems(page) : [])];
          problems.push(...found.map((message) => ({mode, width, message})));
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return problems;
}
