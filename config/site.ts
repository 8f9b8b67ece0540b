import {execFileSync} from 'node:child_process';
import path from 'node:path';

/**
 * Site-wide settings that more than one module needs (see the README, "Settings"). The docs
 * repository is where these very sources live, so that "Edit this page" opens the page's file;
 * the library repository is what the GitHub links in the navbar and footer show.
 */

/** The repository that holds this site's sources: its web address, the branch to edit, and the site's folder in it. */
export type DocsRepository = {url: string; branch: string; folder: string};

/** Runs git in the site's folder; undefined when git fails (no git, not a checkout, no such ref). */
export type GitReader = (args: string[]) => string | undefined;

const siteDir = path.resolve(__dirname, '..');

const readGit: GitReader = (args) => {
  try {
    return (
      execFileSync('git', args, {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim() ||
      undefined
    );
  } catch {
    return undefined;
  }
};

/** A remote's web address: an https URL as it is (without credentials or `.git`), an scp-style SSH address (`git@host:owner/repo.git`) turned into https. */
export function webAddressOf(remote: string): string | undefined {
  const ssh = /^(?:ssh:\/\/)?git@([^:/]+)[:/](.+?)(?:\.git)?\/?$/.exec(remote);
  if (ssh) return `https://${ssh[1]}/${ssh[2]}`;
  const https = /^https:\/\/(?:[^@/]+@)?(.+?)(?:\.git)?\/?$/.exec(remote);
  return https ? `https://${https[1]}` : undefined;
}

/**
 * Where "Edit this page" points. Set by `DOCS_REPOSITORY_URL` (with `DOCS_REPOSITORY_BRANCH` and
 * `DOCS_REPOSITORY_PATH`); otherwise taken from the checkout being built: its `origin` remote,
 * that remote's default branch and the site's folder in the checkout, which are true of these
 * sources by construction. Undefined, so no edit links, when neither names a web repository: a
 * link into some other repository would open a file that is not there.
 */
export function docsRepository(
  env: NodeJS.ProcessEnv = process.env,
  git: GitReader = readGit,
): DocsRepository | undefined {
  const configured = env.DOCS_REPOSITORY_URL?.trim();
  if (configured) {
    if (!/^https?:\/\/[^/\s]+\/\S+$/.test(configured)) {
      throw new Error(
        `DOCS_REPOSITORY_URL must be the repository's web address, such as https://github.com/owner/repo; got "${configured}"`,
      );
    }
    return {
      url: configured.replace(/\/+$/, ''),
      branch: env.DOCS_REPOSITORY_BRANCH?.trim() || 'main',
      folder: normalizeFolder(env.DOCS_REPOSITORY_PATH ?? ''),
    };
  }
  const remote = git(['remote', 'get-url', 'origin']);
  const url = remote ? webAddressOf(remote) : undefined;
  if (!url) return undefined;
  const defaultBranch = git(['symbolic-ref', '--short', 'refs/remotes/origin/HEAD'])?.replace(/^origin\//, '');
  return {
    url,
    branch: defaultBranch ?? git(['rev-parse', '--abbrev-ref', 'HEAD']) ?? 'main',
    folder: normalizeFolder(git(['rev-parse', '--show-prefix']) ?? ''),
  };
}

function normalizeFolder(folder: string): string {
  const trimmed = folder.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

/** The edit URL prefix Docusaurus appends `docs/<page>.mdx` to, or undefined for no edit links. */
export function editUrlBase(repository: DocsRepository | undefined = siteSettings.docsRepository): string | undefined {
  return repository && `${repository.url}/edit/${repository.branch}/${repository.folder}`;
}

export const siteSettings = {
  /** Public URL of the site, used for canonical links and the sitemap. */
  url: process.env.SITE_URL ?? 'https://redux.js.org',
  /** Base path the site is served from. */
  baseUrl: process.env.BASE_URL ?? '/',
  /** Where the site's sources live: edit links point into it. */
  docsRepository: docsRepository(),
  /** The library's own repository, for the GitHub navbar and footer links. */
  libraryRepositoryUrl: 'https://github.com/reduxjs/redux',
  /** Measuring only (`PROFILE_REACT=1 npm run build`, scripts/profile-page.ts --regions): React DOM's profiling build. */
  profileReact: Boolean(process.env.PROFILE_REACT),
} as const;
