import type {IncomingMessage, ServerResponse} from 'node:http';
import type {Plugin} from '@docusaurus/types';

/** What a plugin's configureWebpack returns. */
type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** A file the dev server sends: its contents and its Content-Type. */
export type DevServerFile = {body: string | Buffer; type: string};

/** The file at a path (the request's pathname, base URL included, decoded), or undefined when it is not this plugin's. */
export type DevServerFileLookup = (pathname: string) => DevServerFile | undefined | Promise<DevServerFile | undefined>;

type Middleware = {
  name: string;
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
};

/**
 * A plugin's `configureWebpack` result that makes `docusaurus start` serve the files the plugin
 * writes after a build (`postBuild` never runs under the dev server, whose fallback then answers
 * them with the app's HTML). Only for the browser bundle in development: `{}` otherwise.
 *
 * Why the middleware is added to the list in place and an empty list returned: Docusaurus merges
 * its own `setupMiddlewares` with every plugin's using webpack-merge, which calls each with the
 * same list and concatenates what they return. Returning the list would register every middleware
 * (the dev server's own included) once per plugin; returning `[]` adds nothing twice. Put first,
 * the middleware answers before the history fallback does. `tests/dev-server` fetches these files
 * from a running dev server.
 */
export function devServerFiles(
  name: string,
  config: {mode?: string},
  isServer: boolean,
  lookup: DevServerFileLookup,
): ConfigureWebpackResult {
  if (isServer || config.mode !== 'development') return {};
  const middleware: Middleware = {
    name,
    middleware: (request, response, next) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      } catch {
        return next();
      }
      Promise.resolve(lookup(pathname)).then(
        (file) => {
          if (!file) return next();
          response.writeHead(200, {
            'Content-Type': file.type,
            'Content-Length': Buffer.byteLength(file.body),
            'Cache-Control': 'no-store',
          });
          response.end(request.method === 'HEAD' ? undefined : file.body);
        },
        (error: unknown) => next(error),
      );
    },
  };
  // The bundler's configuration type does not declare `devServer`, which Docusaurus reads from it.
  const result = {
    devServer: {
      setupMiddlewares(middlewares: Middleware[]) {
        middlewares.unshift(middleware);
        return [];
      },
    },
  };
  return result as ConfigureWebpackResult;
}
