/**
 * Site-wide settings that more than one module needs. The repository URL is the one setting
 * that moves edit links and the GitHub navbar item together (see the README, "Settings").
 */
export const siteSettings = {
  /** Public URL of the site, used for canonical links and the sitemap. */
  url: process.env.SITE_URL ?? 'https://redux.js.org',
  /** Base path the site is served from. */
  baseUrl: process.env.BASE_URL ?? '/',
  /** Where the site's sources live: edit links point into it. */
  docsRepositoryUrl: process.env.DOCS_REPOSITORY_URL ?? 'https://github.com/reduxjs/redux',
  /** The branch edit links open. */
  docsRepositoryBranch: process.env.DOCS_REPOSITORY_BRANCH ?? 'master',
  /** The folder of the site inside that repository ('' when the site is the repository root). */
  docsRepositoryPath: process.env.DOCS_REPOSITORY_PATH ?? '',
  /** The library's own repository, for the GitHub navbar and footer links. */
  libraryRepositoryUrl: 'https://github.com/reduxjs/redux',
  /** Measuring only (`PROFILE_REACT=1 npm run build`, scripts/profile-page.ts --regions): React DOM's profiling build. */
  profileReact: Boolean(process.env.PROFILE_REACT),
} as const;

/** The edit URL prefix for files in docs/, e.g. …/edit/master/docs/. */
export function editUrlBase(): string {
  const {docsRepositoryUrl, docsRepositoryBranch, docsRepositoryPath} = siteSettings;
  const folder = docsRepositoryPath ? `${docsRepositoryPath.replace(/\/+$/, '')}/` : '';
  return `${docsRepositoryUrl.replace(/\/+$/, '')}/edit/${docsRepositoryBranch}/${folder}`;
}
