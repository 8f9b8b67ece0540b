import {afterAll, describe, expect, test} from 'vitest';
import {buildFixtureSite, doc, removeFixtureSite, type BuildResult} from './fixtureSite';

/*
 * The site lists its pages by hand: the sidebar (sidebars.ts), the navbar and footer
 * (config/navbar.ts, config/footer.ts) and the redirects (config/redirects.ts). A listed page
 * that does not exist must fail the build, not drop out of the navigation silently. Links of the
 * navbar and footer are links like any other: build-checks.test.ts proves a broken one fails.
 */
const built: BuildResult[] = [];
afterAll(() => built.forEach(removeFixtureSite));

const docs = {'home.mdx': doc('/', 'Home', 'Text.'), 'target.mdx': doc('/target', 'Target', 'Text.')};

// Each message is Docusaurus's own for exactly this cause; the real site builds with the same
// sidebar and redirect plugins, and build-checks.test.ts builds a fixture site that passes.
describe('a listed page that does not exist', {timeout: 300_000}, () => {
  test('in the sidebar fails the build, naming the page', async () => {
    const result = await buildFixtureSite({docs, sidebar: ['home', 'target', 'no-such-page']});
    built.push(result);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/These sidebar document ids do not exist:\s*- no-such-page/);
  });

  test('as a redirect target fails the build, naming the redirect', async () => {
    const result = await buildFixtureSite({docs, redirects: [{from: '/old', to: '/no-such-page'}, {from: '/older', to: '/target'}]});
    built.push(result);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/These paths are redirected to but do not exist:\s*- \/no-such-page\n/);
  });
});
