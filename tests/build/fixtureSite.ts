import {spawn} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export type FixtureSite = {
  /** The files of the site's docs folder: name → MDX source. */
  docs: Record<string, string>;
  /** With the site's static-html plugins (plugins/static-html), as the real site builds. */
  staticHtml?: boolean;
  /** A sidebar of doc ids (by default none: Docusaurus's generated one). */
  sidebar?: string[];
  /** Redirects, as config/redirects.ts lists them, through Docusaurus's redirect plugin. */
  redirects?: Array<{from: string; to: string}>;
};

export type BuildResult = {ok: boolean; output: string; dir: string; html: (route: string) => string};

/**
 * The environment of a fixture build. Fixture sites share the site's node_modules (a symlink), so
 * their bundler caches would share one folder, written by builds that may run at once (the unit
 * tests run two files at a time); a fixture is built once, so its cache would never be read anyway.
 */
export const fixtureBuildEnv = {...process.env, FORCE_COLOR: '0', DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};

/**
 * Builds a small Docusaurus site in a temporary folder with this site's build checks
 * (config/buildChecks.ts) and, if asked, its static-html plugins, and returns what the build said.
 * A fixture site, not the real one: the real site cannot be built with a broken link in it, and a
 * small site builds in seconds.
 */
export async function buildFixtureSite(site: FixtureSite): Promise<BuildResult> {
  const dir = writeFixtureSite(site);
  // Spawned, not spawnSync: a build takes minutes here, and a test worker blocked that long loses
  // its connection to Vitest ("Timeout calling onTaskUpdate").
  const run = spawn('npx', ['docusaurus', 'build', dir, '--no-minify'], {cwd: dir, env: fixtureBuildEnv});
  let output = '';
  run.stdout.on('data', (chunk) => (output += chunk));
  run.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise<number | null>((resolve) => run.on('close', resolve));
  return {
    ok: status === 0,
    output,
    dir,
    html: (route) => readFileSync(path.join(dir, 'build', route.replace(/^\//, ''), 'index.html'), 'utf8'),
  };
}

/** Writes the fixture site's files into a new folder (under `parent`, the system's temporary folder by default) and returns it. */
export function writeFixtureSite({docs, staticHtml = false, sidebar, redirects}: FixtureSite, parent = os.tmpdir()): string {
  mkdirSync(parent, {recursive: true});
  const dir = mkdtempSync(path.join(parent, 'redux-docs-fixture-'));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  mkdirSync(path.join(dir, 'docs'));
  for (const [name, source] of Object.entries(docs)) writeFileSync(path.join(dir, 'docs', name), source);
  const json = JSON.stringify;
  if (sidebar) writeFileSync(path.join(dir, 'sidebars.js'), `module.exports = ${json({docs: sidebar})};\n`);
  writeFileSync(
    path.join(dir, 'docusaurus.config.ts'),
    `import {buildChecks} from ${json(path.join(root, 'config', 'buildChecks'))};
${staticHtml ? `import rehypeStaticHtml from ${json(path.join(root, 'plugins', 'static-html', 'rehypeStaticHtml'))};
import staticHtmlPlugin from ${json(path.join(root, 'plugins', 'static-html'))};` : ''}

export default {
  title: 'Fixture',
  url: 'https://fixture.example',
  baseUrl: '/',
  future: {v4: true, faster: true},
  ...buildChecks,
  presets: [['classic', {
    docs: {routeBasePath: '/', sidebarPath: ${sidebar ? json('./sidebars.js') : 'false'}${staticHtml ? `, rehypePlugins: [[rehypeStaticHtml, {baseUrl: '/', siteDir: ${json(dir)}, tableDir: ${json(path.join(dir, '.tables'))}}]]` : ''}},
    blog: false,
    pages: false,
  }]],
  plugins: [${[staticHtml ? 'staticHtmlPlugin' : '', redirects ? `['@docusaurus/plugin-client-redirects', {redirects: ${json(redirects)}}]` : ''].filter(Boolean).join(', ')}],
  // A navbar title gives the logo link a name, so that axe finds nothing on a clean page.
  themeConfig: {navbar: {title: 'Fixture'}},
};
`,
  );
  return dir;
}

/** Removes a fixture site's folder. */
export function removeFixtureSite(result: {dir: string}): void {
  rmSync(result.dir, {recursive: true, force: true});
}

/** A doc's MDX source with front matter. */
export const doc = (slug: string, title: string, body: string) => `---\nslug: ${slug}\ntitle: ${title}\n---\n\n${body}\n`;
