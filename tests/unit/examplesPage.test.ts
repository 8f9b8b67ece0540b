import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/** The Examples page describes the apps in examples/: what it says must match what is there. */
const root = path.resolve(__dirname, '../..');
const page = readFileSync(path.join(root, 'docs/introduction/examples.mdx'), 'utf8');
const apps = readdirSync(path.join(root, 'examples'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && existsSync(path.join(root, 'examples', entry.name, 'package.json')))
  .map((entry) => entry.name);
const packageJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as {engines?: {node?: string}};

/** The page's `##` section about an app: the one whose commands `cd` into its folder. */
function sectionAbout(app: string): string | undefined {
  return page.split(/^## /m).find((section) => section.includes(`examples/${app}`));
}

describe('the Examples page', () => {
  it('covers every example app', () => {
    expect(apps.length).toBeGreaterThanOrEqual(5);
    for (const app of apps) expect(page, app).toContain(`\`${app}\``);
  });

  it('names the Node.js versions the Vite apps declare, which are Vite’s own', () => {
    const [, first, second] = /Node\.js (\d+\.\d+)\+ or (\d+\.\d+)\+/.exec(page) ?? [];
    expect(first, 'the page names two Node.js ranges').toBeDefined();
    const stated = `^${first}.0 || >=${second}.0`;
    const viteApps = apps.filter((app) => readFileSync(path.join(root, 'examples', app, 'package.json'), 'utf8').includes('"vite"'));
    expect(viteApps.length).toBeGreaterThanOrEqual(4);
    for (const app of viteApps) {
      expect(packageJson(`examples/${app}/package.json`).engines?.node, app).toBe(stated);
      // Where the app's packages are installed, its range is the one Vite itself requires
      const vite = `examples/${app}/node_modules/vite/package.json`;
      if (existsSync(path.join(root, vite))) expect(packageJson(vite).engines?.node, vite).toBe(stated);
    }
  });

  it('lists exactly the checkpoints each app has', () => {
    const withCheckpoints = apps.filter((app) => existsSync(path.join(root, 'examples', app, 'checkpoints')));
    expect(withCheckpoints.length).toBeGreaterThanOrEqual(2);
    for (const app of withCheckpoints) {
      const parts = readdirSync(path.join(root, 'examples', app, 'checkpoints'))
        .map((name) => Number(/^part-(\d+)$/.exec(name)?.[1]))
        .filter((part) => !Number.isNaN(part))
        .sort((a, b) => a - b);
      const [, from, to] = /`checkpoints\/part-(\d+)` to `part-(\d+)`/.exec(sectionAbout(app) ?? '') ?? [];
      expect([Number(from), Number(to)], `${app}: the page's checkpoint range`).toEqual([parts[0], parts.at(-1)]);
      expect(parts, `${app}: checkpoints without gaps`).toEqual(Array.from({length: parts.length}, (_, i) => parts[0]! + i));
    }
  });
});

describe('pages that send the reader to an example app', () => {
  /** The pages this check covers: the introduction, the tutorials index and quick starts' neighbours, and Redux Fundamentals. */
  const covered = (file: string) => /^(introduction\/|tutorials\/(index|quick-start|videos)\.mdx$|tutorials\/fundamentals\/)/.test(file);
  const docsDir = path.join(root, 'docs');
  const pages = readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.mdx') && covered(file));

  it('offer a download of every example folder they name', () => {
    expect(pages.length).toBeGreaterThan(15);
    const missing = pages.flatMap((file) => {
      const source = readFileSync(path.join(docsDir, file), 'utf8');
      const named = new Set([...source.matchAll(/examples\/([a-z][a-z0-9-]*)/g)].map(([, app]) => app!).filter((app) => apps.includes(app)));
      return [...named].filter((app) => !source.includes(`<ExampleDownload name="${app}`)).map((app) => `docs/${file} names examples/${app}`);
    });
    expect(missing).toEqual([]);
  });
});
