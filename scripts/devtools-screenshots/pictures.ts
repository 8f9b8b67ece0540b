import type {Page} from '@playwright/test';
import type {Variant, View} from './devToolsWindow';
import type {Moment} from './learnerProject';

/** One picture: a view of the DevTools, saved as `<name>.png` and `<name>-dark.png`. */
export type Picture = {
  name: string;
  view: View;
  /**
   * The DevTools colours of each file. The Trace tab draws its code frames in black in every
   * theme, and its light themes write dark text on them, which nobody can read: that picture has
   * only the dark-coloured file, which the page shows in both modes.
   */
  only?: Variant;
};

/**
 * A session with the app, as the reader has it where the page shows the first of its pictures:
 * the app opens at `route` (or, for a part without a page of its own, `entry` runs in a bare
 * page), then each step does what the reader does and the DevTools are pictured as they are then.
 */
export type Session = {
  moment: Moment;
  /** Where the pictures go, under static/img/tutorials/. */
  folder: 'essentials' | 'fundamentals';
  route?: string;
  entry?: string;
  steps: {act: (page: Page) => Promise<void>; pictures: Picture[]}[];
};

async function signIn(page: Page, name = 'Ines Duarte'): Promise<void> {
  await page.getByRole('option', {name}).waitFor({state: 'attached'});
  await page.getByLabel('Who is hiking today?').selectOption({label: name});
  await page.getByRole('button', {name: 'Sign in'}).click();
}

async function feedShown(page: Page): Promise<void> {
  await page.getByRole('heading', {name: 'Frost on the ridge'}).first().waitFor();
}

/** Waits until the page's store has received `count` actions of `type`. */
async function actions(page: Page, type: string, count = 1): Promise<void> {
  await page.waitForFunction(
    ({type: wanted, count: times}) => {
      const sent = JSON.parse(window.__reduxDevToolsStandIn!.message(0).payload) as {
        actionsById: Record<string, {action: {type: string}}>;
      };
      return Object.values(sent.actionsById).filter(({action}) => action.type === wanted).length >= times;
    },
    {type, count},
    {timeout: 60_000},
  );
}

const essentials = (part: number, page: string, from: string, picture: string): Moment => ({
  app: 'trailmates',
  from,
  page: `tutorials/essentials/part-${part}-${page}`,
  picture,
});

export const sessions: Session[] = [
  {
    // Essentials Part 2 reads the door counter as downloaded.
    moment: {app: 'counter-ts', picture: 'counter-ts-devtools-initial'},
    folder: 'essentials',
    steps: [
      {
        act: (page) => page.getByLabel('Visitors inside', {exact: true}).waitFor(),
        pictures: [
          {name: 'counter-ts-devtools-initial', view: {select: '@@INIT', tab: 'State', open: ['visitors', 'checkIn']}},
        ],
      },
      {
        act: (page) => page.getByRole('button', {name: 'One came in'}).click(),
        pictures: [
          {name: 'counter-ts-devtools-first-action', view: {select: 'visitors/visitorArrived', tab: 'Action'}},
        ],
      },
      {
        // "Two more visitors come in, one leaves, a group of 4 is let in, and booking B-215 is checked in."
        async act(page) {
          const cameIn = page.getByRole('button', {name: 'One came in'});
          await cameIn.click();
          await cameIn.click();
          await page.getByRole('button', {name: 'One left'}).click();
          await page.getByRole('button', {name: 'Let the group in'}).click();
          await page.getByLabel('Booking code').fill('B-215');
          await page.getByRole('button', {name: 'Check in'}).click();
          await page.getByText('Lindqvist, party of 2: welcome in.').waitFor();
        },
        pictures: [
          {
            name: 'counter-ts-devtools-diff',
            view: {select: 'visitors/checkInBooking/fulfilled', tab: 'Diff', open: ['checkIn'], rows: 8},
          },
          {
            name: 'counter-ts-devtools-trace',
            view: {select: 'visitors/groupArrived', tab: 'Trace', rows: 8},
            only: 'dark',
          },
        ],
      },
    ],
  },
  {
    moment: essentials(3, 'data-flow', 'starter', 'devtools-part3-initial-state'),
    folder: 'essentials',
    steps: [
      {
        // Nothing to do: the store has just been made, and no component reads it yet.
        act: (page) => page.waitForLoadState('networkidle'),
        pictures: [
          {name: 'devtools-part3-initial-state', view: {select: '@@INIT', tab: 'State', open: ['reports', '0', '1']}},
        ],
      },
    ],
  },
  {
    moment: essentials(3, 'data-flow', 'starter', 'devtools-part3-report-published'),
    folder: 'essentials',
    route: '/reports',
    steps: [
      {
        async act(page) {
          await page.getByLabel('Title').fill('Sunrise on the east ridge');
          await page
            .getByLabel('How was the hike?')
            .fill('Up at four, on top at six, and the whole valley turned pink.');
          await page.getByRole('button', {name: 'Publish'}).click();
          await page.getByRole('heading', {name: 'Sunrise on the east ridge'}).waitFor();
        },
        pictures: [
          {
            name: 'devtools-part3-report-published',
            view: {select: 'reports/reportPublished', tab: 'Action', open: ['payload'], crop: 'tab'},
          },
          {name: 'devtools-part3-report-diff', view: {select: 'reports/reportPublished', tab: 'Diff', crop: 'tab'}},
        ],
      },
    ],
  },
  {
    // Before the step that adds `condition`: StrictMode runs the feed's effect twice.
    moment: essentials(5, 'async-logic', 'part-4', 'devtools-part5-duplicate-fetch'),
    folder: 'essentials',
    steps: [
      {
        async act(page) {
          await signIn(page);
          await feedShown(page);
          await actions(page, 'reports/fetch/fulfilled', 2);
        },
        pictures: [
          {
            name: 'devtools-part5-duplicate-fetch',
            view: {select: 'reports/fetch/pending', occurrence: 2, tab: 'Action', open: ['meta']},
          },
        ],
      },
    ],
  },
  {
    moment: essentials(5, 'async-logic', 'part-4', 'devtools-part5-fetch-pending'),
    folder: 'essentials',
    steps: [
      {
        async act(page) {
          await signIn(page);
          await feedShown(page);
        },
        pictures: [
          {
            name: 'devtools-part5-fetch-pending',
            view: {select: 'reports/fetch/pending', tab: 'Action', open: ['meta']},
          },
          {
            name: 'devtools-part5-fetch-fulfilled',
            view: {select: 'reports/fetch/fulfilled', tab: 'Diff', open: ['reports', 'list']},
          },
        ],
      },
    ],
  },
  {
    moment: essentials(7, 'rtk-query-basics', 'part-6', 'devtools-part7-query-cache'),
    folder: 'essentials',
    steps: [
      {
        async act(page) {
          await signIn(page);
          await feedShown(page);
          // The middleware copies the subscriptions into the state half a second after a change.
          await actions(page, 'trailApi/internalSubscriptions/subscriptionsUpdated');
        },
        pictures: [
          {
            name: 'devtools-part7-query-cache',
            view: {
              select: 'trailApi/internalSubscriptions/subscriptionsUpdated',
              tab: 'State',
              open: ['trailApi', 'queries', 'getReports(undefined)', 'subscriptions'],
            },
          },
        ],
      },
    ],
  },
  {
    // "Open 'Waterfall loop after the rain', then revise 'Frost on the ridge' as Ines."
    moment: essentials(8, 'rtk-query-advanced', 'part-7', 'devtools-part8-invalidation'),
    folder: 'essentials',
    steps: [
      {
        async act(page) {
          await signIn(page);
          await feedShown(page);
          await page.getByRole('link', {name: 'Waterfall loop after the rain'}).first().click();
          await page.getByRole('heading', {level: 1, name: 'Waterfall loop after the rain'}).waitFor();
          await page.getByRole('link', {name: 'Reports', exact: true}).first().click();
          await page.getByRole('link', {name: 'Frost on the ridge'}).first().click();
          await page.getByRole('link', {name: 'Revise this report'}).click();
          await page.getByLabel('Title').fill('Frost, then sun, on the ridge');
          await page.getByRole('button', {name: 'Save changes'}).click();
          await page.getByRole('heading', {level: 1, name: 'Frost, then sun, on the ridge'}).waitFor();
          await actions(page, 'trailApi/queries/removeQueryResult');
        },
        pictures: [
          {
            name: 'devtools-part8-invalidation',
            view: {select: 'trailApi/queries/removeQueryResult', tab: 'Action', open: ['payload'], rows: 8},
          },
        ],
      },
    ],
  },
  {
    // No UI in Part 4: the DevTools of the store that src/index.js makes and dispatches to, in a page.
    moment: {
      app: 'fundamentals-todos',
      from: 'part-3',
      page: 'tutorials/fundamentals/part-4-store',
      picture: 'devtools-part-4',
    },
    folder: 'fundamentals',
    entry: 'src/index.js',
    steps: [
      {
        act: (page) => actions(page, 'todos/todoToggled'),
        pictures: [{name: 'devtools-part-4', view: {select: 'todos/todoToggled', tab: 'Diff', open: ['todos', '0']}}],
      },
    ],
  },
  {
    moment: {
      app: 'fundamentals-todos',
      from: 'part-5',
      page: 'tutorials/fundamentals/part-6-async-logic',
      picture: 'devtools-part-6',
    },
    folder: 'fundamentals',
    steps: [
      {
        async act(page) {
          await actions(page, 'todos/todosLoaded');
          await page.getByPlaceholder('What needs to be done?').fill('Look at the DevTools');
          await page.getByPlaceholder('What needs to be done?').press('Enter');
          await page.getByText('Look at the DevTools').waitFor();
          await actions(page, 'todos/todoAdded');
        },
        pictures: [{name: 'devtools-part-6', view: {select: 'todos/todoAdded', tab: 'Diff', open: ['todos']}}],
      },
    ],
  },
];
