import {afterAll, describe, expect, test} from 'vitest';
import {buildFixtureSite, doc, removeFixtureSite, type BuildResult} from './fixtureSite';

/*
 * The build's checks (config/buildChecks.ts), proven on a fixture site built with those exact
 * settings: a broken link or anchor fails the build; a broken Markdown link or a duplicate route
 * only warns. Links here sit in JSX, so that Docusaurus's own Link reports them (the static-html
 * test covers links inside static HTML).
 */
const built: BuildResult[] = [];
const build = async (docs: Record<string, string>) => {
  const result = await buildFixtureSite({docs});
  built.push(result);
  return result;
};
afterAll(() => built.forEach(removeFixtureSite));

const target = doc('/target', 'Target', '## Real section\n\nText.');

describe('the build checks', {timeout: 180_000}, () => {
  // Docusaurus throws at the first kind it finds (links before anchors), so one build each; the
  // broken links of both kinds share one build (Docusaurus lists every broken link it finds).
  let brokenLinks: Promise<BuildResult> | undefined;
  const buildBrokenLinks = () =>
    (brokenLinks ??= build({
      'target.mdx': target,
      'home.mdx': doc(
        '/',
        'Home',
        // A Markdown link to a file that does not exist: Docusaurus leaves the href as written.
        'import Link from "@docusaurus/Link";\n\n<Link to="/no-such-page">gone</Link>\n\nSee [the missing file](./no-such-file.mdx).',
      ),
    }));

  test('a link to a page that does not exist fails the build, naming the link', async () => {
    const result = await buildBrokenLinks();
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/broken link/i);
    expect(result.output).toContain('/no-such-page');
  });

  test('a link to an anchor that does not exist fails the build, naming the anchor', async () => {
    const result = await build({'target.mdx': target, 'home.mdx': doc('/', 'Home', 'import Link from "@docusaurus/Link";\n\n<Link to="/target#no-such-section">gone</Link>')});
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/broken anchor/i);
    expect(result.output).toContain('/target#no-such-section');
  });

  test('a broken Markdown file link warns, and the dead link it leaves then fails the build', async () => {
    const result = await buildBrokenLinks();
    expect(result.output).toMatch(/no-such-file\.mdx/);
    // The href './no-such-file.mdx' resolves to a page that does not exist: the broken-link check
    // then catches it too, so such a link still cannot ship.
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/broken link[\s\S]*no-such-file/i);
  });

  test('a duplicate route only warns: a site whose links and anchors all exist builds', async () => {
    const result = await build({
      'target.mdx': target,
      'home.mdx': doc('/', 'Home', 'import Link from "@docusaurus/Link";\n\n<Link to="/target#real-section">fine</Link>'),
      'twin-a.mdx': doc('/twin', 'Twin A', 'One.'),
      'twin-b.mdx': doc('/twin', 'Twin B', 'Two.'),
    });
    expect(result.output).toMatch(/duplicate route/i);
    expect(result.ok, result.output).toBe(true);
  });
});
