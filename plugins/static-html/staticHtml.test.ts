import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import rehypeStaticHtml, {linkHref} from './rehypeStaticHtml';

const tableDir = mkdtempSync(path.join(os.tmpdir(), 'static-html-'));

/** Compiles MDX as Docusaurus does (provider components), with the plugin; returns the code and the page's table. */
async function compiled(source: string, baseUrl = '/', siteDir?: string): Promise<{js: string; table: string[]}> {
  const file = await compile(source, {providerImportSource: '@mdx-js/react', rehypePlugins: [[rehypeStaticHtml, {baseUrl, tableDir, siteDir}]]});
  // Whitespace does not matter to the assertions: one space wherever the output has any.
  const js = String(file).replace(/\s+/g, ' ');
  const tableFile = /import\("([^"]+\.json)"\)/.exec(js)?.[1];
  return {js, table: tableFile ? (JSON.parse(readFileSync(tableFile, 'utf8')) as string[]) : []};
}

describe('rehypeStaticHtml', () => {
  it('draws an imported diagram as static HTML in a frame that scrolls on phones, at a width where its text reads at 10 px', async () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'static-html-site-'));
    writeFileSync(
      path.join(siteDir, 'flow.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 700 300" font-family="sans-serif"><title>A flow</title><text font-size="14">a</text><text font-size="14">b</text><text font-size="11">c</text></svg>',
    );
    const {js, table} = await compiled("import Flow from '@site/flow.svg'\n\n<Flow role=\"img\" titleId=\"flow-title\" className=\"diagram\" />\n", '/', siteDir);
    // The drawing's component and its import are gone: the SVG is a string of the page's table.
    expect(js).not.toContain('flow.svg');
    expect(js).toMatch(/_jsx\(_components\.div, \{ className: "diagram-frame", tabIndex: 0, children: _jsx\(StaticHtml, \{ as: "svg", t: __staticTable, s: 0, /);
    expect(js).toContain('role: "img"');
    expect(js).toContain('"aria-labelledby": "flow-title"');
    // 700 units wide, mostly 14-unit text: 500 px wide shows that text at 10 px.
    expect(js).toContain('"--diagram-readable-width": "500px"');
    expect(table[0]).toBe('<title id="flow-title">A flow</title><g font-family="sans-serif"><text font-size="14">a</text><text font-size="14">b</text><text font-size="11">c</text></g>');
  });

  it('counts text that takes its size from its group as that size, when it picks the readable width', async () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'static-html-site-'));
    // Four 13-unit texts take their group's or the drawing's size; three 15-unit texts set their own.
    writeFileSync(path.join(siteDir, 'groups.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 650 300" font-size="13"><title>Groups</title><text font-size="15">a</text><text font-size="15">b</text><text font-size="15">c</text><g font-size="13"><text>d</text><text>e</text></g><text>f</text><text>g</text></svg>');
    const {js} = await compiled("import Groups from '@site/groups.svg'\n\n<Groups role=\"img\" />\n", '/', siteDir);
    expect(js).toContain('"--diagram-readable-width": "500px"');
  });

  it('draws a diagram with a portrait twin beside it as both drawings in one frame, each named by its own title', async () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'static-html-site-'));
    writeFileSync(path.join(siteDir, 'cycle.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 300"><title>A cycle, wide</title><text font-size="16">a</text></svg>');
    writeFileSync(path.join(siteDir, 'cycle.portrait.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600"><title>A cycle, tall</title><text font-size="16">a</text></svg>');
    const {js, table} = await compiled("import Cycle from '@site/cycle.svg'\n\n<Cycle role=\"img\" titleId=\"cycle-title\" className=\"diagram\" />\n", '/', siteDir);
    expect(js).toContain('className: "diagram-frame diagram-frame--paired"');
    expect(js).toContain('className: "diagram diagram--landscape"');
    expect(js).toContain('className: "diagram diagram--portrait"');
    expect(js).toContain('"aria-labelledby": "cycle-title"');
    expect(js).toContain('"aria-labelledby": "cycle-title-portrait"');
    expect(js).toContain('"--diagram-readable-width": "250px"');
    expect(table[0]).toBe('<title id="cycle-title">A cycle, wide</title><text font-size="16">a</text>');
    expect(table[1]).toBe('<title id="cycle-title-portrait">A cycle, tall</title><text font-size="16">a</text>');
  });

  it('moves a paragraph’s HTML into the page’s table, leaving one StaticHtml element that points at it', async () => {
    const {js, table} = await compiled('Some *emphasis*, `code` and [a link](/api/store).\n');
    expect(js).toContain('_jsx(StaticHtml, { as: "p", t: __staticTable, s: 0, "data-static-html": "" })');
    expect(table).toEqual(['Some <em>emphasis</em>, <code>code</code> and <a href="/api/store">a link</a>.']);
    // The HTML is not in the page's code: only in its table.
    expect(js).not.toContain('emphasis');
    // The server requires the table; the browser imports it on demand.
    expect(js).toMatch(/createStaticTable\(__STATIC_HTML_ON_SERVER__ \? require\("[^"]+\.json"\) : \(\) => import\("[^"]+\.json"\)\)/);
    // The page records the link for the build's checks and the browser's navigation.
    expect(js).toContain('hrefs: ["/api/store"]');
  });

  it('moves code blocks (code and build-time tokens) into the table; headings stay components', async () => {
    const {js, table} = await compiled('## A heading with `code`\n\nPlain text.\n\n```ts title="a.ts"\nconst a = 1\n```\n');
    expect(js).toContain('_components.h2');
    // (Docusaurus's own remark plugin adds the metastring; plain MDX leaves it out.)
    expect(js).toContain('_jsx(StaticCode, { t: __staticTable, s: 1, className: "language-ts" })');
    expect(table).toEqual(['Plain text.', 'const a = 1\n', '']);
  });

  it('moves static markdown inside JSX components, and leaves the components', async () => {
    const {js, table} = await compiled('<Note>\n\nA **bold** claim.\n\n</Note>\n');
    expect(js).toContain('_jsx(Note, {');
    expect(table).toEqual(['A <strong>bold</strong> claim.']);
  });

  it('adds the base URL to internal links and opens external links in a new tab, as Link does', async () => {
    const {js, table} = await compiled('See *[the store](/api/store)*, [a section](#top) and *[GitHub](https://github.com/reduxjs/redux)*.\n', '/docs/');
    expect(table[0]).toContain('<a href="/docs/api/store">');
    expect(table[0]).toContain('<a href="#top">');
    expect(table[0]).toContain('<a href="https://github.com/reduxjs/redux" target="_blank" rel="noopener noreferrer">');
    expect(js).toContain('hrefs: ["/docs/api/store", "#top"]');
  });

  it('leaves a page with nothing static as it was', async () => {
    const {js} = await compiled('# Title\n');
    expect(js).not.toContain('__staticTable');
  });

  it('computes hrefs as Docusaurus does', () => {
    expect(linkHref('/api/store', '/')).toBe('/api/store');
    expect(linkHref('/api/store', '/docs/')).toBe('/docs/api/store');
    expect(linkHref('/docs/api/store', '/docs/')).toBe('/docs/api/store');
    expect(linkHref('/docs', '/docs/')).toBe('/docs/');
    expect(linkHref('pathname:///downloads/app.zip', '/docs/')).toBe('/docs/downloads/app.zip');
    expect(linkHref('https://example.com/', '/docs/')).toBe('https://example.com/');
  });
});
