import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import rehypeStaticHtml, {linkHref} from '../../plugins/static-html/rehypeStaticHtml';

/** Compiles MDX as Docusaurus does (React automatic runtime, provider components), with the plugin. */
async function compiled(source: string, baseUrl = '/'): Promise<string> {
  const file = await compile(source, {providerImportSource: '@mdx-js/react', rehypePlugins: [[rehypeStaticHtml, {baseUrl}]]});
  // Whitespace does not matter to the assertions: one space wherever the output has any.
  return String(file).replace(/\s+/g, ' ');
}

describe('rehypeStaticHtml', () => {
  it('turns a paragraph with inline elements into one element with an HTML string', async () => {
    const js = await compiled('Some *emphasis*, `code` and [a link](/api/store).\n');
    expect(js).toContain('_jsx("p", { "data-static-html": "", dangerouslySetInnerHTML: { __html: "Some <em>emphasis</em>, <code>code</code> and <a href=\\"/api/store\\">a link</a>."');
    // The page records the link for the build's checks and the browser's navigation.
    expect(js).toMatch(/import StaticHtmlLinks from '@site\/src\/components\/StaticHtmlLinks'/);
    expect(js).toContain('hrefs: ["/api/store"]');
  });

  it('leaves text-only paragraphs, headings and code blocks to their components', async () => {
    const js = await compiled('## A heading with `code`\n\nPlain text.\n\n```ts\nconst a = 1\n```\n');
    expect(js).toContain('_components.h2');
    expect(js).toContain('_components.pre');
    expect(js).toContain('_jsx(_components.p, { children: "Plain text." })');
    expect(js).not.toContain('StaticHtmlLinks');
  });

  it('collapses static markdown inside JSX components, and leaves the components', async () => {
    const js = await compiled('<Note>\n\nA **bold** claim.\n\n</Note>\n', '/');
    expect(js).toContain('_jsx(Note, {');
    expect(js).toContain('__html: "A <strong>bold</strong> claim."');
  });

  it('adds the base URL to internal links and opens external links in a new tab, as Link does', async () => {
    const js = await compiled('See *[the store](/api/store)*, [a section](#top) and *[GitHub](https://github.com/reduxjs/redux)*.\n', '/docs/');
    expect(js).toContain('<a href=\\"/docs/api/store\\">');
    expect(js).toContain('<a href=\\"#top\\">');
    expect(js).toContain('<a href=\\"https://github.com/reduxjs/redux\\" target=\\"_blank\\" rel=\\"noopener noreferrer\\">');
    expect(js).toContain('hrefs: ["/docs/api/store", "#top"]');
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
