import type {Browser, Locator, Page} from '@playwright/test';
import type {StateMessage} from './extension/pageScript';

/** The two pictures of each view: for the site's light and dark colour modes. */
export type Variant = 'light' | 'dark';

/**
 * The DevTools window's colours for each variant (its Settings > Themes: colour preference and
 * scheme, both the packages' own). Light: the default scheme, white with the Redux purple for
 * strings, as on the site's light pages. Dark: the "unikitty" scheme, a dark violet-grey with
 * violet accents, close to the site's dark pages and their purple links.
 */
export const colors: Record<Variant, {colorPreference: Variant; scheme: string}> = {
  light: {colorPreference: 'light', scheme: 'default'},
  dark: {colorPreference: 'dark', scheme: 'unikitty'},
};

/** One view of the DevTools' Inspector. */
export type View = {
  /** The entry of the action list to select: its action type, and which one when it occurs more than once (1 = the first; -1 = the last, the default). */
  select: string;
  occurrence?: number;
  tab: 'Action' | 'State' | 'Diff' | 'Trace';
  /** Tree nodes to open, in order, by their key (as a reader clicks them); the first closed node with that key opens. */
  open?: string[];
  /** At least this many entries of the list in view (default: all of them, up to 6). */
  rows?: number;
  /** The part to keep: the list and the tab (default), or the tab alone, when the list would be mostly empty space above a long tab. */
  crop?: 'list and tab' | 'tab';
};

/** CSS pixels: narrow enough for the Inspector's stacked layout, and legible when a phone scales it to its width. */
export const windowWidth = 380;

/**
 * The DevTools window, opened beside the app: a page of the app's origin (so that the Trace tab
 * can fetch the app's sources and source maps, as the extension can) showing the bundled window.
 */
export class DevToolsWindow {
  constructor(
    private readonly browser: Browser,
    private readonly origin: string,
    private readonly html: string,
  ) {}

  /**
   * Shows `message` (what the app's page sent) in a fresh window with the colours of `variant`,
   * selects the entry and tab of `view`, opens its tree nodes, and screenshots the Inspector from
   * its filter box (or the tab's header) to the end of what the tab shows, at twice the CSS
   * resolution, into `file`.
   * Returns the picture's size in CSS pixels.
   */
  async capture(
    message: StateMessage,
    view: View,
    variant: Variant,
    file: string,
  ): Promise<{width: number; height: number}> {
    // Tall while the script clicks through it; fit() then gives it the height the view needs.
    const context = await this.browser.newContext({viewport: {width: windowWidth, height: 1000}, deviceScaleFactor: 2});
    try {
      const page = await context.newPage();
      // Two megabytes of script to parse: slow on a busy machine.
      page.setDefaultTimeout(60_000);
      page.setDefaultNavigationTimeout(180_000);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (entry) => entry.type() === 'error' && problems.push(entry.text()));
      const address = `${this.origin}/__redux-devtools__`;
      await page.route(address, (route) => route.fulfill({contentType: 'text/html', body: this.html}));
      await page.goto(address);
      await page.evaluate(({preference, scheme}) => window.__reduxDevToolsPanel!.setColors(preference, scheme), {
        preference: colors[variant].colorPreference,
        scheme: colors[variant].scheme,
      });
      await page.evaluate((sent) => window.__reduxDevToolsPanel!.receive(sent), message);
      const inspector = page.getByTestId('inspector');
      await inspector.waitFor();
      const selected = await selectEntry(inspector, view);
      await selectTab(inspector, view.tab);
      for (const key of view.open ?? []) await openNode(inspector, key);
      // The Trace tab maps the stack through the app's source maps: wait for its code frames.
      if (view.tab === 'Trace') await inspector.locator('pre').first().waitFor({timeout: 60_000});
      const clip = await fit(page, view, selected);
      // No hover effect in the picture. The pointer rests on the bottom bar, whose tooltips open
      // over the slider, outside the picture. A hovered entry shows buttons instead of its time
      // until it hears that the pointer left, which resizing the window does not tell it: each
      // entry is told (React listens for mouseout), and hides its buttons a moment later.
      await page.mouse.move(windowWidth - 2, page.viewportSize()!.height - 2);
      await inspector
        .getByTestId('actionListRows')
        .locator('[data-id]')
        .evaluateAll((rows) => {
          for (const row of rows)
            row.dispatchEvent(new MouseEvent('mouseout', {bubbles: true, relatedTarget: document.body}));
        });
      await page.waitForTimeout(500);
      await page.screenshot({path: file, clip});
      if (problems.length > 0) throw new Error(`the DevTools window reported: ${problems.join('; ')}`);
      return {width: clip.width, height: clip.height};
    } finally {
      await context.close();
    }
  }
}

/** The list's entries, in order. */
const rowsOf = (inspector: Locator) => inspector.getByTestId('actionListRows').locator('[data-id]');

/** Clicks the entry `view` names; returns its place in the list. */
async function selectEntry(inspector: Locator, view: View): Promise<number> {
  const types = await rowsOf(inspector).evaluateAll((rows) =>
    rows.map((row) => row.firstElementChild?.textContent?.trim() ?? ''),
  );
  const matches = types.flatMap((type, index) => (type === view.select ? [index] : []));
  const occurrence = view.occurrence ?? -1;
  const index = matches.at(occurrence > 0 ? occurrence - 1 : occurrence);
  if (index === undefined)
    throw new Error(`the action list has no ${view.select} (#${occurrence}): ${types.join(', ')}`);
  await rowsOf(inspector).nth(index).click();
  return index;
}

async function selectTab(inspector: Locator, tab: View['tab']): Promise<void> {
  // The header shows the tab's name on the left too: the buttons come first in the markup.
  await inspector.getByText(tab, {exact: true}).first().click();
}

/**
 * Opens the first closed tree node labelled `key` (react-json-tree: clicking the label toggles
 * its node). A node the tree already shows open is left as it is.
 */
async function openNode(inspector: Locator, key: string): Promise<void> {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Nodes that open have an arrow before their label; values do not.
  const labels = inspector
    .locator('li:has(> div) > label')
    .filter({hasText: new RegExp(`^${escaped}\\s*(\\(pin\\))?\\s*:?\\s*$`)});
  const count = await labels.count();
  if (count === 0) throw new Error(`no tree node labelled ${key}`);
  for (let index = 0; index < count; index++) {
    const label = labels.nth(index);
    // A closed node shows no list of children.
    if ((await label.locator('xpath=..').locator(':scope > ul > li').count()) === 0) {
      // On the key: the "(pin)" after it would narrow the tab to that node.
      await label.click({position: {x: 3, y: 6}});
      return;
    }
  }
}

/**
 * Sizes the window and the list, and returns the part of the page to keep. The Inspector gives the
 * list 40 % of its height and the tab the rest; the window gets just tall enough for the list to
 * show whole entries, as many as asked, and for the tab to show all it holds. The picture ends
 * below the last line the tab shows.
 */
async function fit(
  page: Page,
  view: View,
  selected: number,
): Promise<{x: number; y: number; width: number; height: number}> {
  const measure = () =>
    page.evaluate(() => {
      const inspector = document.querySelector('[data-testid="inspector"]')!;
      // The list: its filter box, then the entries, which scroll in the space below the box.
      const list = inspector.querySelector('[data-testid="actionList"]')!;
      const entries = inspector.querySelector('[data-testid="actionListRows"]')!;
      const rows = Array.from(entries.querySelectorAll('[data-id]'));
      const preview = inspector.children[1]!;
      // The lowest text the tab shows (its layout boxes fill the whole tab, whatever it holds).
      let bottom = 0;
      const texts = document.createTreeWalker(preview, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!text.textContent?.trim()) continue;
        range.selectNodeContents(text);
        const box = range.getBoundingClientRect();
        if (box.height > 0) bottom = Math.max(bottom, box.bottom);
      }
      return {
        inspectorTop: inspector.getBoundingClientRect().top,
        inspectorHeight: inspector.getBoundingClientRect().height,
        listHeight: list.clientHeight - (entries.getBoundingClientRect().top - list.getBoundingClientRect().top),
        rowHeight: (rows[0] as HTMLElement).offsetHeight,
        rowCount: rows.length,
        previewTop: preview.getBoundingClientRect().top,
        previewBottom: preview.getBoundingClientRect().bottom,
        contentBottom: bottom,
      };
    });
  const padding = 10;
  for (let attempt = 0; attempt < 12; attempt++) {
    const size = await measure();
    const wantedRows = view.crop === 'tab' ? 1 : Math.min(size.rowCount, view.rows ?? 6);
    // Both areas follow the window's height: the list gets 40 % of each pixel, the tab 60 %. The
    // window changes by what the tighter of the two needs, so both fit and one fits exactly.
    const listChange = (wantedRows * size.rowHeight - size.listHeight) / 0.4;
    const tabChange = (size.contentBottom + padding - size.previewBottom) / 0.6;
    let change = Math.max(listChange, tabChange);
    // Whole entries only: when the list scrolls, its height is a whole number of entries.
    const listAfter = size.listHeight + 0.4 * change;
    if (size.rowCount * size.rowHeight > listAfter + 0.5)
      change += (Math.ceil(listAfter / size.rowHeight - 0.02) * size.rowHeight - listAfter) / 0.4;
    if (Math.abs(change) < 0.5) break;
    const viewport = page.viewportSize()!;
    await page.setViewportSize({width: viewport.width, height: Math.round(viewport.height + change)});
    await page.waitForTimeout(100);
  }
  // The list scrolled as far down as it goes (where a live list stays), unless that hides the
  // selected entry: then that entry is the first in view.
  await page.evaluate((index) => {
    const list = document.querySelector('[data-testid="actionListRows"]') as HTMLElement;
    const row = list.querySelectorAll('[data-id]')[index] as HTMLElement;
    list.scrollTop = list.scrollHeight;
    const above = row.getBoundingClientRect().top - list.getBoundingClientRect().top;
    if (above < 0) list.scrollTop += above;
  }, selected);
  const size = await measure();
  const top = view.crop === 'tab' ? size.previewTop : size.inspectorTop;
  return {
    x: 0,
    y: top,
    width: windowWidth,
    height: Math.ceil(Math.min(size.previewBottom, size.contentBottom + padding) - top),
  };
}
