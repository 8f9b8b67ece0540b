/**
 * A writer's check of one page, in about a minute: its code samples, the content rules over docs/
 * (only this page's findings), a production build (which fails on any broken link or anchor), then
 * the page itself in Chromium, light and dark, at 1280 and 360 px: axe (serious and critical) and
 * sideways overflow on a phone.
 * Usage: npm run check:page -- docs/usage/writing-tests.mdx [--no-build]
 *   --no-build    use the build already in .cache/check-page/build (after editing only prose, say)
 *   --site <dir>  check a page of another Docusaurus site (the tests use a small fixture site)
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {pageProblemsInBrowser, type BrowserProblem} from './check-page/browser';
import {serveBuild} from './lib/serveBuild';

const repoRoot = path.resolve(__dirname, '..');

type Step = {name: string; ok: boolean; seconds: number; detail?: string};

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, args, {cwd: repoRoot, stdio: 'inherit', env: {...process.env, ...env}});
  return result.status === 0;
}

/** The page's route (`page` relative to the site), from the docs plugin's metadata the build leaves in .docusaurus/. */
function routeOfPage(siteDir: string, page: string): string | undefined {
  const metadataDir = path.join(siteDir, '.docusaurus', 'docusaurus-plugin-content-docs', 'default');
  const source = `@site/${page}`;
  for (const name of existsSync(metadataDir) ? readdirSync(metadataDir) : []) {
    if (!name.endsWith('.json')) continue;
    const metadata = JSON.parse(readFileSync(path.join(metadataDir, name), 'utf8')) as {
      source?: string;
      permalink?: string;
    };
    if (metadata.source === source) return metadata.permalink;
  }
  return undefined;
}

export async function main(argv: string[]): Promise<number> {
  const siteIndex = argv.indexOf('--site');
  const siteDir = path.resolve(siteIndex >= 0 ? (argv[siteIndex + 1] ?? '.') : repoRoot);
  const args = argv.filter((arg, index) => !arg.startsWith('--') && (siteIndex < 0 || index !== siteIndex + 1));
  const [file] = args;
  if (argv.includes('--help') || file === undefined || args.length !== 1) {
    console.log(
      readFileSync(__filename, 'utf8')
        .split('\n')
        .slice(1, 9)
        .map((line) => line.replace(/^ \*\/?\s?/, ''))
        .join('\n'),
    );
    return args.length === 1 ? 0 : 2;
  }
  const page = path.relative(siteDir, path.resolve(file));
  if (!/^docs\/.+\.mdx?$/.test(page) || !existsSync(path.join(siteDir, page))) {
    console.error(`check:page: "${file}" is not a page under docs/ (a .md or .mdx file that exists).`);
    return 2;
  }
  const buildDir = path.join(siteDir, '.cache', 'check-page', 'build');
  const steps: Step[] = [];
  const timed = async (name: string, work: () => boolean | Promise<boolean | string>) => {
    const start = Date.now();
    console.log(`\n== ${name}`);
    const outcome = await work();
    steps.push({
      name,
      ok: outcome === true,
      seconds: (Date.now() - start) / 1000,
      detail: typeof outcome === 'string' ? outcome : undefined,
    });
    return outcome === true;
  };

  await timed('Code samples', () => run('npx', ['tsx', 'scripts/check-samples.ts', path.join(siteDir, page)]));
  // The content rules are about this site's docs/; a page of another site has none.
  if (siteDir === repoRoot)
    await timed('Content rules', () =>
      run('npx', ['vitest', 'run', 'tests/content', '--reporter=dot'], {CHECK_PAGE: page}),
    );
  const built =
    argv.includes('--no-build') && existsSync(path.join(buildDir, 'index.html'))
      ? await timed('Build (reused)', () => true)
      : await timed('Build: links and anchors', () =>
          run('npx', ['docusaurus', 'build', siteDir, '--out-dir', buildDir]),
        );
  if (built) {
    await timed('In Chromium: axe and phone overflow, light and dark', async () => {
      const route = routeOfPage(siteDir, page);
      if (!route) return `no route found for ${page} in .docusaurus/ (build first)`;
      const server = await serveBuild(Number(process.env.CHECK_PAGE_PORT ?? 4199), buildDir, siteDir);
      try {
        const problems: BrowserProblem[] = await pageProblemsInBrowser(`${server.origin}${route}`);
        for (const problem of problems) console.log(`  ${problem.mode} ${problem.width}px: ${problem.message}`);
        return problems.length === 0 || `${problems.length} problem(s) on ${route}`;
      } finally {
        server.stop();
      }
    });
  }

  console.log('\n== Summary');
  for (const step of steps)
    console.log(
      `${step.ok ? 'ok  ' : 'FAIL'} ${step.seconds.toFixed(1).padStart(5)}s  ${step.name}${step.detail ? `: ${step.detail}` : ''}`,
    );
  const failed = steps.some((step) => !step.ok) || !built;
  console.log(failed ? `\n${page}: problems found (above).` : `\n${page}: all checks pass.`);
  return failed ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
