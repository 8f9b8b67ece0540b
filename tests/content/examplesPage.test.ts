import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listArchives} from '../../plugins/example-downloads/archives';
import {checkedPage, docsPages} from './docsPages';

/** The Examples page describes the apps in examples/: what it says must match what is there. */
const root = path.resolve(__dirname, '../..');
const page = readFileSync(path.join(root, 'docs/introduction/examples.mdx'), 'utf8');
const apps = readdirSync(path.join(root, 'examples'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && existsSync(path.join(root, 'examples', entry.name, 'package.json')))
  .map((entry) => entry.name);
const packageJson = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as {engines?: {node?: string}};

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
    const viteApps = apps.filter((app) =>
      readFileSync(path.join(root, 'examples', app, 'package.json'), 'utf8').includes('"vite"'),
    );
    expect(viteApps.length).toBeGreaterThanOrEqual(4);
    for (const app of viteApps) {
      expect(packageJson(`examples/${app}/package.json`).engines?.node, app).toBe(stated);
      // The range is the one Vite itself requires: the app's Vite where its packages are installed,
      // otherwise the site's own (node_modules/vite), so the comparison always runs
      const installed = `examples/${app}/node_modules/vite/package.json`;
      const vite = existsSync(path.join(root, installed)) ? installed : 'node_modules/vite/package.json';
      expect(packageJson(vite).engines?.node, vite).toBe(stated);
    }
  });

  it('gives commands each app has, or names the apps that lack one', () => {
    const section = page.split(/^## /m).find((part) => part.startsWith('Running an example')) ?? '';
    const block = /```bash\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    const scripts = [...block.matchAll(/^npm (?:run )?(\w+)/gm)]
      .map(([, name]) => name!)
      .filter((name) => name !== 'install');
    expect(scripts, 'the scripts the block runs').toEqual(['dev', 'test']);
    // Every app but the vanilla counter, which has no install step
    const lacking = apps
      .filter((app) => app !== 'counter-vanilla')
      .flatMap((app) => {
        const declared =
          (
            JSON.parse(readFileSync(path.join(root, 'examples', app, 'package.json'), 'utf8')) as {
              scripts?: Record<string, string>;
            }
          ).scripts ?? {};
        return scripts.filter((script) => !(script in declared)).map((script) => ({app, script}));
      });
    expect(lacking.length, 'apps without one of the scripts (the test would prove nothing otherwise)').toBeGreaterThan(
      0,
    );
    expect(
      lacking
        .filter(({app}) => !section.includes(`\`${app}\``))
        .map(({app, script}) => `${app} has no "${script}" script`),
    ).toEqual([]);
  });

  it('lists exactly the checkpoints each app has', () => {
    const withCheckpoints = apps.filter((app) => existsSync(path.join(root, 'examples', app, 'checkpoints')));
    expect(withCheckpoints.length).toBeGreaterThanOrEqual(2);
    for (const app of withCheckpoints) {
      const folders = readdirSync(path.join(root, 'examples', app, 'checkpoints'));
      // A checkpoint that is not a part (the starter) is named by its folder or offered as a download
      const section = sectionAbout(app) ?? '';
      const others = folders.filter((name) => !/^part-\d+$/.test(name));
      expect(
        others.filter(
          (name) =>
            !section.includes(`\`checkpoints/${name}\``) && !section.includes(`<ExampleDownload name="${app}-${name}"`),
        ),
        `${app}: checkpoints the page does not name`,
      ).toEqual([]);
      const parts = folders
        .map((name) => Number(/^part-(\d+)$/.exec(name)?.[1]))
        .filter((part) => !Number.isNaN(part))
        .sort((a, b) => a - b);
      const [, from, to] = /`checkpoints\/part-(\d+)` to `part-(\d+)`/.exec(section) ?? [];
      expect([Number(from), Number(to)], `${app}: the page's checkpoint range`).toEqual([parts[0], parts.at(-1)]);
      expect(parts, `${app}: checkpoints without gaps`).toEqual(
        Array.from({length: parts.length}, (_, i) => parts[0]! + i),
      );
    }
  });
});

describe('pages that send the reader to an example app', () => {
  /** The pages this check covers: the introduction and every tutorial page (quick starts, Essentials, Fundamentals). */
  const covered = (file: string) => /^(introduction|tutorials)\//.test(file);
  const docsDir = path.join(root, 'docs');
  const pages = docsPages.map((page) => page.file).filter(covered);
  const archives = new Set(listArchives(path.join(root, 'examples')).map((archive) => archive.name));
  /** The archive of `examples/<app>` or `examples/<app>/checkpoints/<checkpoint>`. */
  const archiveOf = (app: string, checkpoint?: string) => (checkpoint ? `${app}-${checkpoint}` : app);
  const offers = (source: string, archive: string) => source.includes(`<ExampleDownload name="${archive}"`);

  it('offer a download of every example folder they name', () => {
    if (!checkedPage) expect(pages.length).toBeGreaterThan(25);
    const missing = pages.flatMap((file) => {
      const source = readFileSync(path.join(docsDir, file), 'utf8');
      const named = new Set(
        [...source.matchAll(/examples\/([a-z][a-z0-9-]*)/g)].map(([, app]) => app!).filter((app) => apps.includes(app)),
      );
      return [...named]
        .filter((app) => !source.includes(`<ExampleDownload name="${app}`))
        .map((app) => `docs/${file} names examples/${app}`);
    });
    expect(missing).toEqual([]);
  });

  /**
   * Where a tutorial page has the reader start: the project its samples build on (front matter
   * `sample_base`), every folder a command `cd`s into (`cd examples/counter-ts`), and the previous
   * part's project it continues ("your project from Part 4", "your Part 5 project"). The page must
   * offer exactly that archive: the app, or that checkpoint of it.
   */
  function startingPoints(source: string): string[] {
    const found = new Set<string>();
    const base = /^sample_base:\s*examples\/([a-z][a-z0-9-]*)(?:\/checkpoints\/([a-z0-9-]+))?\s*$/m.exec(source);
    if (base) found.add(archiveOf(base[1]!, base[2]));
    for (const [, app, checkpoint] of source.matchAll(
      /\bcd\s+(?:\.\/)?examples\/([a-z][a-z0-9-]*)(?:\/checkpoints\/([a-z0-9-]+))?/g,
    ))
      found.add(archiveOf(app!, checkpoint));
    for (const [, after, before] of source.matchAll(/\byour (?:project from Part (\d+)|Part (\d+) project)/g)) {
      const part = after ?? before;
      if (!base) throw new Error(`continues from Part ${part} but names no sample_base app`);
      found.add(archiveOf(base[1]!, `part-${part}`));
    }
    return [...found];
  }

  it('offer the download of the project a tutorial page starts from', () => {
    const tutorialPages = pages.filter((file) => file.startsWith('tutorials/'));
    const starts = tutorialPages.flatMap((file) =>
      startingPoints(readFileSync(path.join(docsDir, file), 'utf8')).map((archive) => ({file, archive})),
    );
    // Both quick starts, Essentials Parts 2–8 and Fundamentals Parts 3–8 start from an example.
    const samples = [
      'tutorials/quick-start.mdx',
      'tutorials/typescript-quick-start.mdx',
      'tutorials/essentials/part-2-app-structure.mdx',
      'tutorials/essentials/part-6-performance-normalization.mdx',
      'tutorials/fundamentals/part-3-state-actions-reducers.mdx',
    ];
    if (!checkedPage) {
      for (const page of samples)
        expect(
          starts.map(({file}) => file),
          page,
        ).toContain(page);
      expect(new Set(starts.map(({file}) => file)).size).toBeGreaterThanOrEqual(15);
    }
    const unknown = starts
      .filter(({archive}) => !archives.has(archive))
      .map(({file, archive}) => `docs/${file} starts from ${archive}, which is no archive`);
    expect(unknown).toEqual([]);
    const missing = starts
      .filter(({file, archive}) => !offers(readFileSync(path.join(docsDir, file), 'utf8'), archive))
      .map(
        ({file, archive}) => `docs/${file} starts from ${archive} but offers no <ExampleDownload name="${archive}" />`,
      );
    expect(missing).toEqual([]);
  });

  it('finds the starting points a page gives', () => {
    const page = [
      '---',
      'sample_base: examples/trailmates/checkpoints/part-4',
      '---',
      'Keep working in your project from Part 4.',
      '```bash',
      'cd examples/counter-ts',
      '```',
    ].join('\n');
    expect(startingPoints(page).sort()).toEqual(['counter-ts', 'trailmates-part-4']);
    expect(startingPoints('Start from your Part 5 project.\n---\nsample_base: examples/fundamentals-todos\n')).toEqual([
      'fundamentals-todos',
      'fundamentals-todos-part-5',
    ]);
  });
});
