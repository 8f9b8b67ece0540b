import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {getEditUrl, normalizeUrl} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {docsRepository, editUrlBase, webAddressOf, type GitReader} from '../../config/site';

/**
 * "Edit this page" must open the page's own source file in the repository that holds these
 * sources. Docusaurus builds the link from `editUrl` (config/site.ts) plus the docs folder and
 * the page's path inside it; the test composes it the same way and checks that what follows the
 * branch is the site's folder and then a file that exists here, under docs/.
 */
const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');
const pages = readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file));

/** The edit URL of a page, as @docusaurus/plugin-content-docs composes it from a string `editUrl`. */
const editUrlOf = (base: string, page: string) => getEditUrl(page, normalizeUrl([base, path.relative(root, docsDir)]))!;

/** A git that answers from a table, as a checkout with those settings would. */
const fakeGit =
  (answers: Record<string, string>): GitReader =>
  (args) =>
    answers[args.join(' ')];

describe('the "Edit this page" link', () => {
  const repository = {url: 'https://github.com/acme/redux-site', branch: 'main', folder: 'website/'};

  it('ends with the page’s real source path, for every page', () => {
    const base = editUrlBase(repository)!;
    expect(base).toBe('https://github.com/acme/redux-site/edit/main/website/');
    expect(pages.length).toBeGreaterThan(60);
    for (const page of pages) {
      const url = editUrlOf(base, page);
      expect(url.startsWith(base), url).toBe(true);
      // Inside the repository: the site's folder, then docs/…mdx relative to the site's root
      const sourcePath = url.slice(`${repository.url}/edit/${repository.branch}/`.length);
      expect(sourcePath).toBe(`website/docs/${page.split(path.sep).join('/')}`);
      expect(existsSync(path.join(root, sourcePath.slice(repository.folder.length))), sourcePath).toBe(true);
    }
    expect(editUrlOf(base, 'api/store.mdx')).toBe(
      'https://github.com/acme/redux-site/edit/main/website/docs/api/store.mdx',
    );
  });

  it('takes the repository from the environment when it is set', () => {
    expect(
      docsRepository(
        {
          DOCS_REPOSITORY_URL: 'https://github.com/acme/redux-site/',
          DOCS_REPOSITORY_BRANCH: 'trunk',
          DOCS_REPOSITORY_PATH: '/website/',
        },
        fakeGit({}),
      ),
    ).toEqual({
      url: 'https://github.com/acme/redux-site',
      branch: 'trunk',
      folder: 'website/',
    });
    expect(docsRepository({DOCS_REPOSITORY_URL: 'https://github.com/acme/redux-site'}, fakeGit({}))).toEqual({
      url: 'https://github.com/acme/redux-site',
      branch: 'main',
      folder: '',
    });
  });

  it('otherwise takes it from the checkout being built: origin, its default branch and the site’s folder', () => {
    const checkout = fakeGit({
      'remote get-url origin': 'git@github.com:acme/redux-site.git',
      'symbolic-ref --short refs/remotes/origin/HEAD': 'origin/trunk',
      'rev-parse --show-prefix': 'website/',
    });
    expect(docsRepository({}, checkout)).toEqual({
      url: 'https://github.com/acme/redux-site',
      branch: 'trunk',
      folder: 'website/',
    });
    // The site at the repository's root, and no default branch recorded: the current branch
    const atRoot = fakeGit({
      'remote get-url origin': 'https://github.com/acme/redux-site.git',
      'rev-parse --abbrev-ref HEAD': 'docs-work',
    });
    expect(docsRepository({}, atRoot)).toEqual({
      url: 'https://github.com/acme/redux-site',
      branch: 'docs-work',
      folder: '',
    });
  });

  it('is left out when nothing says where the sources live, rather than pointing elsewhere', () => {
    expect(docsRepository({}, fakeGit({}))).toBeUndefined();
    // A remote that is a path on disk has no web page to edit
    expect(docsRepository({}, fakeGit({'remote get-url origin': '/srv/git/redux-site.git'}))).toBeUndefined();
    expect(editUrlBase(undefined)).toBeUndefined();
  });

  it('turns remote addresses into web addresses, and refuses a setting that is not one', () => {
    expect(webAddressOf('https://token@github.com/acme/redux-site.git')).toBe('https://github.com/acme/redux-site');
    expect(webAddressOf('ssh://git@gitlab.example/acme/redux-site.git')).toBe('https://gitlab.example/acme/redux-site');
    expect(webAddressOf('file:///srv/git/redux-site')).toBeUndefined();
    expect(() => docsRepository({DOCS_REPOSITORY_URL: 'github.com/acme/redux-site'}, fakeGit({}))).toThrow(
      /DOCS_REPOSITORY_URL must be the repository's web address/,
    );
  });
});
