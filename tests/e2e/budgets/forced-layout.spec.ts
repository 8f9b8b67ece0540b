import type {CDPSession} from '@playwright/test';
import {expect, hydrated, test} from '../fixtures';

/*
 * A script that reads a size (`scrollWidth`, `getBoundingClientRect`…) after the page changed makes
 * the browser lay the page out there and then, inside the script's task: on a long page that is
 * tens of milliseconds of blocking time at phone speed (issue 26). This loads the longest pages
 * at a phone's width and scrolls through them (which wakes the code blocks' tools and the diagram
 * frames' scroll marks), with a performance trace, and lists every layout that the site's scripts
 * forced. Two were removed: the word-wrap button's measurement (plugins/static-highlight/client/
 * useWordWrap.ts) and the diagram frames' marks (plugins/static-html/client/diagramFrames.ts).
 */
const routes = [
  '/tutorials/essentials/part-4-using-data',
  '/tutorials/essentials/part-8-rtk-query-advanced',
  '/style-guide',
  '/usage/structuring-reducers/normalizing-state-shape',
];

type TraceEvent = {
  name: string;
  dur?: number;
  args?: {
    elementCount?: number;
    beginData?: {stackTrace?: Array<{functionName: string; url: string; lineNumber: number}>};
  };
};

async function trace(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.stack',
      ],
    },
  });
  await during();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

test.use({viewport: {width: 412, height: 823}});

for (const route of routes) {
  test(`${route}: while it loads and is scrolled through, the site's scripts force no layout of the page`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const cdp = await page.context().newCDPSession(page);
    const events = await trace(cdp, async () => {
      await page.goto(route);
      await hydrated(page);
      // Down the page a screen at a time, a few frames on each, as a reader skims it.
      const screens = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / innerHeight));
      for (let screen = 1; screen <= screens; screen++) {
        await page.evaluate(
          (y) =>
            new Promise((resolve) => {
              scrollTo(0, y);
              requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 30)));
            }),
          screen * 823,
        );
      }
    });
    // A forced layout or style recalculation carries the script's stack; the browser's own do not.
    const forced = events
      .filter((event) => event.name === 'Layout' || event.name === 'UpdateLayoutTree')
      .map((event) => ({event, stack: event.args?.beginData?.stackTrace ?? []}))
      .filter(({stack}) => stack.some((frame) => frame.url.startsWith(baseURL!)));
    const described = forced.map(({event, stack}) => {
      const where = stack
        .slice(0, 3)
        .map((frame) => `${frame.functionName || '(anonymous)'} ${new URL(frame.url).pathname}:${frame.lineNumber}`)
        .join(' < ');
      const size = event.name === 'UpdateLayoutTree' ? ` (${event.args?.elementCount ?? '?'} elements)` : '';
      return `${event.name}${size} at ${where}`;
    });
    // Reading the scroll position restyles at most the few elements just changed (Docusaurus's
    // navbar reads it on every scroll); a layout, or a restyle of many elements, is what costs.
    const costly = described.filter(
      (line) => line.startsWith('Layout') || !/^UpdateLayoutTree \((\d) elements\)/.test(line),
    );
    expect(costly).toEqual([]);
  });
}
