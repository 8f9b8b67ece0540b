import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../../src/search/engine';
import type {SearchIndexFile} from '../../src/search/indexFormat';
import relevance from './relevance.json';

export type RelevanceResult = {q: string; expected: string; pages: string[]; rank: number | null};

/** Loads the index the last build wrote to build/. */
export function loadBuiltIndex(buildDir = path.join(__dirname, '../../build')): SearchIndexFile {
  const file = readdirSync(buildDir).find((name) => /^search-index\.[a-z0-9]+\.json$/.test(name));
  if (!file) throw new Error(`No search index in ${buildDir}: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')) as SearchIndexFile;
}

/** Runs every relevance query; `pages` is the result list grouped by page, as the modal shows it. */
export function evaluateRelevance(engine: SearchEngine): {results: RelevanceResult[]; hitAt1: number; hitAt3: number} {
  const results = relevance.queries.map(({q, page}) => {
    const pages = [...new Set(engine.search(q).map((hit) => hit.page.u))];
    const index = pages.indexOf(page);
    return {q, expected: page, pages: pages.slice(0, 5), rank: index >= 0 ? index + 1 : null};
  });
  const share = (k: number) => results.filter(({rank}) => rank !== null && rank <= k).length / results.length;
  return {results, hitAt1: share(1), hitAt3: share(3)};
}
