import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageWords} from './pageWords';

/**
 * Every page that guidePages.test.ts does not cover, held to the length range of its plan
 * (content-plan.md, the summary table of Part 6), measured as the plan measures: `wc -w` of the
 * .mdx source, code and front matter included, ids of old links not (pageWords.ts). An edit that
 * grows a page past its plan fails here.
 *
 * Not listed: /faq. Its plan asks for every question of every FAQ page as a link, in the
 * headings' own words (66 today, about 760 words), which its 400–530 words cannot hold;
 * faqIndex.test.ts keeps that list complete instead.
 */
const plans: [file: string, min: number, max: number][] = [
  ['introduction/index.mdx', 400, 500],
  ['introduction/getting-started.mdx', 890, 1420],
  ['introduction/installation.mdx', 400, 500],
  ['introduction/why-rtk-is-redux-today.mdx', 1120, 1800],
  ['introduction/core-concepts.mdx', 400, 500],
  ['introduction/learning-resources.mdx', 1490, 2380],
  ['introduction/ecosystem.mdx', 1360, 2180],
  ['introduction/examples.mdx', 400, 610],
  ['tutorials/index.mdx', 400, 500],
  ['tutorials/quick-start.mdx', 570, 920],
  ['tutorials/typescript-quick-start.mdx', 530, 850],
  ['tutorials/videos.mdx', 400, 500],
  ['tutorials/essentials/part-1-overview-concepts.mdx', 1660, 2650],
  ['tutorials/essentials/part-2-app-structure.mdx', 3270, 5240],
  ['tutorials/essentials/part-3-data-flow.mdx', 2430, 3880],
  ['tutorials/essentials/part-4-using-data.mdx', 4650, 7440],
  ['tutorials/essentials/part-5-async-logic.mdx', 3670, 5870],
  ['tutorials/essentials/part-6-performance-normalization.mdx', 4950, 7920],
  ['tutorials/essentials/part-7-rtk-query-basics.mdx', 3520, 5630],
  ['tutorials/essentials/part-8-rtk-query-advanced.mdx', 5590, 8950],
  ['tutorials/fundamentals/part-1-overview.mdx', 1290, 2060],
  ['tutorials/fundamentals/part-2-concepts-data-flow.mdx', 1320, 2110],
  ['tutorials/fundamentals/part-3-state-actions-reducers.mdx', 2440, 3900],
  ['tutorials/fundamentals/part-4-store.mdx', 2130, 3410],
  ['tutorials/fundamentals/part-5-ui-react.mdx', 2220, 3550],
  ['tutorials/fundamentals/part-6-async-logic.mdx', 1610, 2570],
  ['tutorials/fundamentals/part-7-standard-patterns.mdx', 2730, 4360],
  ['tutorials/fundamentals/part-8-modern-redux.mdx', 2770, 4440],
  ['faq/general.mdx', 540, 870],
  ['faq/reducers.mdx', 400, 460],
  ['faq/organizing-state.mdx', 550, 890],
  ['faq/store-setup.mdx', 420, 680],
  ['faq/actions.mdx', 800, 1280],
  ['faq/immutable-data.mdx', 1580, 2530],
  ['faq/code-structure.mdx', 840, 1340],
  ['faq/performance.mdx', 940, 1510],
  ['faq/design-decisions.mdx', 570, 910],
  ['faq/react-redux.mdx', 940, 1500],
  ['faq/miscellaneous.mdx', 400, 500],
  ['api/api-reference.mdx', 400, 500],
  ['api/createstore.mdx', 400, 590],
  ['api/store.mdx', 550, 870],
  ['api/combinereducers.mdx', 400, 620],
  ['api/applymiddleware.mdx', 640, 1030],
  ['api/bindactioncreators.mdx', 400, 500],
  ['api/compose.mdx', 400, 500],
  ['redux-toolkit/overview.mdx', 400, 620],
];

const root = path.resolve(__dirname, '../..');

describe('every other page against its planned length', () => {
  it.each(plans)('%s: within %i–%i words', (file, min, max) => {
    const count = pageWords(readFileSync(path.join(root, 'docs', file), 'utf8'));
    expect(count, `${count} words`).toBeGreaterThanOrEqual(min);
    expect(count, `${count} words`).toBeLessThanOrEqual(max);
  });
});
