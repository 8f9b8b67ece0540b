/**
 * The Content-Security-Policy of the runner's worker, served at `run-samples/worker/*` in place
 * of the site's (README "Content-Security-Policy"; build/_headers, written by
 * plugins/security-headers, which docusaurus.config.ts hands it to). It allows what the worker
 * does and nothing else: import the packages' and the page's compiled modules from the site
 * (`'self'`), import the module it makes from the reader's edited code (`blob:`, a URL only this
 * worker's own origin can create), and fetch the site's files before the clock starts. No
 * `'unsafe-eval'`: `eval` and `new Function` stay refused in the worker too.
 */
export const workerPolicy = "default-src 'none'; script-src 'self' blob:; connect-src 'self'";

/** The path pattern of build/_headers that gets the worker's policy, under the site's base URL. */
export const workerPath = (baseUrl: string) => `${baseUrl}run-samples/worker/*`;
