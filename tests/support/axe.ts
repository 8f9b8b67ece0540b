import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';

/*
 * Axe in the page itself. Why not @axe-core/playwright's AxeBuilder: it runs axe frame by frame
 * and merges the results in a second, blank page, and it returns every passing node too; on the
 * longest tutorial page that took 19–25 s where one `axe.run` in the page, asked for violations
 * only, takes about 4 s (measured on this 2-core machine). The site's pages have no iframes.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{target: string[]; failureSummary: string}>;
};

export type AxeOptions = {
  /** Check only the elements this selector matches (and their descendants). */
  include?: string;
  /** Run only these rules (for example the colour rules, on a second colour mode). */
  rules?: string[];
  /**
   * Check one element of each look inside code blocks instead of all of them. A long tutorial
   * page holds about 6,000 highlighted token elements in 7,500: axe took 7.1 s on it, 2.5 s
   * without them (measured on this machine). The tokens come in a few dozen looks (colour, size,
   * weight, background), so axe checks every element outside `pre code` and, inside it, the
   * first element of each look, which is the same verdict for contrast (the rule the tokens can
   * fail) at a fraction of the cost.
   */
  sampleCode?: boolean;
};

/** Every axe violation on the page as it is now. */
export async function axeViolations(
  page: Page,
  {include, rules, sampleCode = false}: AxeOptions = {},
): Promise<AxeViolation[]> {
  // Evaluated over the DevTools protocol, so the site's Content-Security-Policy does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const sampled = sampleCode ? await page.evaluate(markCodeSamples) : 0;
  return page.evaluate(
    async ({include, rules, sampleCode, sampled}) => {
      type Result = {
        id: string;
        impact?: string | null;
        help: string;
        nodes: Array<{target: unknown[]; failureSummary?: string}>;
      };
      const axe = (
        window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<{violations: Result[]}>}}
      ).axe;
      const options = {
        resultTypes: ['violations'],
        iframes: false,
        ...(rules ? {runOnly: {type: 'rule', values: rules}} : {}),
      };
      let violations: Result[];
      if (sampleCode) {
        // One run: axe checks an included element inside an excluded one (and builds its tree of
        // the page once per run, about a third of a run's time on a long page).
        const samples = sampled ? [['[data-axe-code-sample]']] : [];
        violations = (await axe.run({include: [[include ?? 'html'], ...samples], exclude: [['pre code']]}, options))
          .violations;
      } else {
        violations = (await axe.run(include ? {include: [[include]]} : document, options)).violations;
      }
      return violations.map(({id, impact, help, nodes}) => ({
        id,
        impact: impact ?? null,
        help,
        nodes: nodes.map((node) => ({target: node.target.map(String), failureSummary: node.failureSummary ?? ''})),
      }));
    },
    {include, rules, sampleCode, sampled},
  );
}

/** Marks the first element of each look inside `pre code`; returns how many (runs in the page). */
function markCodeSamples(): number {
  for (const old of Array.from(document.querySelectorAll('[data-axe-code-sample]')))
    old.removeAttribute('data-axe-code-sample');
  const looks = new Set<string>();
  for (const element of Array.from(document.querySelectorAll('pre code, pre code *'))) {
    const ownText = Array.from(element.childNodes).some(
      (child: ChildNode) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim() !== '',
    );
    if (!ownText) continue;
    // The background it is drawn on: its own or the nearest ancestor's. (Inline, not a helper:
    // the function is sent to the page as source, without what surrounds it.)
    let background = '';
    for (let node: Element | null = element; node && !background; node = node.parentElement) {
      const {backgroundImage, backgroundColor} = getComputedStyle(node);
      if (backgroundImage !== 'none') background = backgroundImage;
      else if (backgroundColor !== 'rgba(0, 0, 0, 0)') background = backgroundColor;
    }
    const style = getComputedStyle(element);
    const look = [style.color, style.fontSize, style.fontWeight, style.opacity, background].join('|');
    if (looks.has(look)) continue;
    looks.add(look);
    element.setAttribute('data-axe-code-sample', '');
  }
  return looks.size;
}

/** The serious and critical violations, each with up to three of the elements it names. */
export async function severeViolations(page: Page, options?: AxeOptions): Promise<string[]> {
  return (await axeViolations(page, options))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}
