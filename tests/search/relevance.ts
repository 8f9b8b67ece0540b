import {readFileSync} from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../../plugins/local-search/client/engine';
import {
  manifestFile,
  type FirstPart,
  type SearchManifest,
  type TextPart,
} from '../../plugins/local-search/client/indexFormat';
import relevance from './relevance.json';

export type RelevanceResult = {q: string; kind: string; expected: string; pages: string[]; rank: number | null};

export type BuiltIndex = {manifest: SearchManifest; first: FirstPart; text: TextPart};

/** Reads the index the last build wrote to build/ (its manifest and both parts). */
export function loadBuiltIndex(buildDir = path.join(__dirname, '../../build')): BuiltIndex {
  let manifest: SearchManifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(buildDir, manifestFile), 'utf8')) as SearchManifest;
  } catch {
    throw new Error(`No search index in ${buildDir}: run \`npm run build\` first.`);
  }
  const read = <T>(name: string) => JSON.parse(readFileSync(path.join(buildDir, name), 'utf8')) as T;
  return {manifest, first: read<FirstPart>(manifest.first), text: read<TextPart>(manifest.text)};
}

/** The engine over the built index: the first part only, or with the text part. */
export function builtEngine(index: BuiltIndex, withText = true): SearchEngine {
  const engine = new SearchEngine(index.first);
  if (withText) engine.addText(index.text, index.manifest.first);
  return engine;
}

/** Runs every relevance query; `pages` is the result list grouped by page, as the modal shows it. */
export function evaluateRelevance(
  engine: SearchEngine,
  queries = relevance.queries,
): {results: RelevanceResult[]; hitAt1: number; hitAt3: number} {
  const results = queries.map(({q, page, kind}) => {
    const pages = engine.search(q).pages.map((hit) => hit.page.u);
    const index = pages.indexOf(page);
    return {q, kind, expected: page, pages: pages.slice(0, 5), rank: index >= 0 ? index + 1 : null};
  });
  const share = (k: number) => results.filter(({rank}) => rank !== null && rank <= k).length / results.length;
  return {results, hitAt1: share(1), hitAt3: share(3)};
}
