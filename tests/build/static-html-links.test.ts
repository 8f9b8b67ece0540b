import {afterAll, describe, expect, test} from 'vitest';
import {buildFixtureSite, doc, removeFixtureSite, type BuildResult} from './fixtureSite';

/*
 * plugins/static-html turns a paragraph without components into an HTML string, so no Link
 * component renders its links: StaticHtmlLinks reports them to the build instead. Proven on a
 * fixture site built with the site's checks and the static-html plugins.
 */
const built: BuildResult[] = [];
const build = async (body: string) => {
  const result = await buildFixtureSite({
    staticHtml: true,
    docs: {'target.mdx': doc('/target', 'Target', '## Real section\n\nText.'), 'home.mdx': doc('/', 'Home', body)},
  });
  built.push(result);
  return result;
};
afterAll(() => built.forEach(removeFixtureSite));

describe('links inside static HTML', {timeout: 180_000}, () => {
  test('valid links build, the paragraph holding them is static HTML, and links to ids inside static HTML (footnotes) are found', async () => {
    const result = await build('A plain paragraph with [a link](/target#real-section) and [another](/target).\n\nA paragraph with a note.[^n]\n\n[^n]: The note, with [a link](/target).');
    expect(result.ok, result.output).toBe(true);
    const html = result.html('/');
    // The plugin marks the containers of links it moved into HTML.
    expect(html).toMatch(/<p[^>]*data-static-html[^>]*>A plain paragraph with <a href="?\/target#real-section"?>a link<\/a>/);
    expect(html).toMatch(/id="?user-content-fn-n"?[ >]/);
  });

  // Docusaurus throws at the first kind it finds (links before anchors), so one build each.
  test('a broken link in a static paragraph fails the build', async () => {
    const result = await build('A plain paragraph with [a dead link](/no-such-page).');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/broken link/i);
    expect(result.output).toContain('/no-such-page');
  });

  test('a broken anchor in a static paragraph fails the build', async () => {
    const result = await build('A plain paragraph with [a dead anchor](/target#no-such-section).');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/broken anchor/i);
    expect(result.output).toContain('/target#no-such-section');
  });
});
