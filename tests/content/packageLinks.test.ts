import {describe, expect, it} from 'vitest';
import {checkedPage, docsPages} from './docsPages';

/**
 * A link whose text is a package name goes to that package: `[redux-undo](…/omnidan/redux-undo)`.
 * (The Ecosystem page once sent `[redux-debounced]` to a `redux-debounce` repository that does
 * not exist.) Repositories named differently from their package are linked with prose text.
 */
const PACKAGE_LINK =
  /\[(@?[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9._-]+)?)\]\((https:\/\/(?:github\.com\/[^/)\s]+\/([^/)#\s]+)|www\.npmjs\.com\/package\/([^)#\s]+))[^)]*)\)/g;

/** Links whose text looks like an npm package name, to a GitHub repository or an npm package page, that go elsewhere. */
function packageLinkMismatches(source: string): string[] {
  const links = source.matchAll(PACKAGE_LINK);
  return [...links]
    .filter(
      ([, name, , repo, npmName]) =>
        (npmName ?? repo)!.toLowerCase() !== (npmName ? name! : name!.replace(/^@[^/]+\//, '')).toLowerCase(),
    )
    .map(([link]) => link);
}

/**
 * Repositories a page once got wrong, by owner as well as name (issue 15): every link named after
 * one of these packages goes to exactly this repository. Add a package here when its link is fixed.
 */
const knownRepositories: Readonly<Record<string, string>> = {
  'redux-debounced': 'ryanseddon/redux-debounced',
};

/** Links named after a package of `knownRepositories` that go anywhere but its repository. */
function wrongRepositoryLinks(source: string): string[] {
  return [...source.matchAll(/\[(@?[a-z0-9][a-z0-9._/-]*)\]\(([^)\s]+)\)/g)]
    .filter(([, name, url]) => {
      const repository = knownRepositories[name!];
      const [owner, repo] = url!
        .toLowerCase()
        .replace(/^https:\/\/github\.com\//, '')
        .split(/[/#?]/);
      return (
        repository !== undefined &&
        (!url!.toLowerCase().startsWith('https://github.com/') || `${owner}/${repo}` !== repository.toLowerCase())
      );
    })
    .map(([link]) => link);
}

describe('links to packages', () => {
  it('catches a package link to a repository of another name', () => {
    expect(
      packageLinkMismatches('- [redux-debounced](https://github.com/ryanseddon/redux-debounce): debounces actions.'),
    ).toHaveLength(1);
    expect(
      packageLinkMismatches('- [redux-debounced](https://github.com/ryanseddon/redux-debounced): debounces actions.'),
    ).toEqual([]);
    expect(packageLinkMismatches('[redux-vuex](https://www.npmjs.com/package/redux-vux)')).toHaveLength(1);
  });

  it('every link named after a package goes to the repository or npm page of that name', () => {
    const checked = docsPages.reduce((sum, {source}) => sum + [...source.matchAll(PACKAGE_LINK)].length, 0);
    if (!checkedPage) expect(checked).toBeGreaterThan(20);
    const mismatches = docsPages.flatMap(({file, source}) =>
      packageLinkMismatches(source).map((link) => `${file}: ${link}`),
    );
    expect(mismatches).toEqual([]);
  });

  it('catches a known package linked to the right name under the wrong owner', () => {
    expect(wrongRepositoryLinks('[redux-debounced](https://github.com/someone-else/redux-debounced)')).toHaveLength(1);
    expect(wrongRepositoryLinks('[redux-debounced](https://www.npmjs.com/package/redux-debounced)')).toHaveLength(1);
    expect(wrongRepositoryLinks('[redux-debounced](https://github.com/ryanseddon/redux-debounce)')).toHaveLength(1);
    expect(wrongRepositoryLinks('[redux-debounced](https://github.com/ryanseddon/redux-debounced#usage)')).toEqual([]);
  });

  it('every link named after a package whose repository is known goes to that owner and repository', () => {
    for (const name of Object.keys(knownRepositories)) {
      if (!checkedPage)
        expect(
          docsPages.some(({source}) => source.includes(`[${name}](`)),
          `a page links ${name}`,
        ).toBe(true);
    }
    expect(
      docsPages.flatMap(({file, source}) => wrongRepositoryLinks(source).map((link) => `${file}: ${link}`)),
    ).toEqual([]);
  });
});
