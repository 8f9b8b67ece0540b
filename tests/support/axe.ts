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
};

/** Every axe violation on the page as it is now. */
export async function axeViolations(page: Page, {include, rules}: AxeOptions = {}): Promise<AxeViolation[]> {
  // Evaluated over the DevTools protocol, so the site's Content-Security-Policy does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({include, rules}) => {
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
      const {violations} = await axe.run(include ? {include: [[include]]} : document, options);
      return violations.map(({id, impact, help, nodes}) => ({
        id,
        impact: impact ?? null,
        help,
        nodes: nodes.map((node) => ({target: node.target.map(String), failureSummary: node.failureSummary ?? ''})),
      }));
    },
    {include, rules},
  );
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
