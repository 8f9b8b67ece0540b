import {afterAll, describe, expect, test} from 'vitest';
import {buildFixtureSite, doc, removeFixtureSite, type BuildResult} from './fixtureSite';

/*
 * The build's checks (config/buildChecks.ts), proven on a fixture site built with those exact
 * settings: a broken link or anchor fails the build; a broken Markdown link or a duplicate route
 * only warns. Links here sit in JSX, so that Docusaurus's own Link reports them (the static-html
 * test covers links inside static HTML).
 */
const built: BuildResult[] = [];
const build = (docs: Record<string, string>) => {
  const result = buildFixtureSite({docs});
  built.push(result);
  return result;
};
afterAll(() => built.forEach(removeFixtureSite));

const target = doc('/target', 'Target', '## Real section\n\nText.');

describe('the build checks', {timeout: 180_000}, () => {
  test('a link to a page that does not exist fails the build, naming the link', () => {
    const result = build({'target.mdx': target, 'home.mdx': doc('/', 'Home', 'import Link from "@docusaurus/Link";\n\n<Link to="/no-such-page">gone</Link>')});
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/broken link/i);
    expect(result.output).toContain('/no-such-page');
  });

  test('a link to an anchor that does not exist fails the build, naming the anchor', () => {
    const result = build({'target.mdx': target, 'home.mdx': doc('/', 'Home', 'import Link from "@docusaurus/Link";\n\n<Link to="/target#no-such-section">gone</Link>')});
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/broken anchor/i);
    expect(result.output).toContain('/target#no-such-section');
  });

  test('a broken Markdown file link and a duplicate route warn, and the build succeeds', () => {
    const result = build({
      'target.mdx': target,
      'home.mdx': doc('/', 'Home', 'import Link from "@docusaurus/Link";\n\n<Link to="/target#real-section">fine</Link>'),
      // A Markdown link to a file that does not exist: Docusaurus leaves the href as written.
      'with-md-link.mdx': doc('/md-link', 'With a file link', 'See [the missing file](./no-such-file.mdx).'),
      'twin-a.mdx': doc('/twin', 'Twin A', 'One.'),
      'twin-b.mdx': doc('/twin', 'Twin B', 'Two.'),
    });
    expect(result.output).toMatch(/no-such-file\.mdx/);
    expect(result.output).toMatch(/duplicate route/i);
    // The Markdown link's href stays './no-such-file.mdx', which resolves to a page that does not
    // exist: the broken-link check then catches it too, so such a link still cannot ship.
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/broken link/i);
  });

  test('a site whose links and anchors all exist builds', () => {
    const result = build({
      'target.mdx': target,
      'home.mdx': doc('/', 'Home', 'import Link from "@docusaurus/Link";\n\n<Link to="/target#real-section">fine</Link>'),
      'twin-a.mdx': doc('/twin', 'Twin A', 'One.'),
      'twin-b.mdx': doc('/twin', 'Twin B', 'Two.'),
    });
    expect(result.output).toMatch(/duplicate route/i);
    expect(result.ok, result.output).toBe(true);
  });
});
