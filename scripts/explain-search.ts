/**
 * Why a query ranks what it ranks (`npm run search:explain -- "query" [page]`, after a build): the
 * top pages of the built index with the features that made each page's score, and the best
 * sections' features. With a page path, that page's line is printed even when it ranks low.
 */
import {builtEngine, loadBuiltIndex} from '../tests/search/relevance';

const [query, focus] = process.argv.slice(2);
if (!query || query === '--help') {
  console.log('Usage: npm run search:explain -- "<query>" [/expected/page]   (after npm run build)');
  process.exit(query ? 0 : 1);
}

const engine = builtEngine(loadBuiltIndex());
const pages = new Map<string, Record<string, number>>();
const sections = new Map<string, Array<{anchor: string; parts: Record<string, number>}>>();
const {pages: ranked, count} = engine.search(query, {
  explain: (page, anchor, parts) => {
    if (anchor === '(page)') pages.set(page, parts);
    else sections.set(page, [...(sections.get(page) ?? []), {anchor, parts}]);
  },
});
const round = (parts: Record<string, number>) =>
  Object.entries(parts)
    .map(([name, value]) => `${name} ${Math.round(value * 100) / 100}`)
    .join(', ');
console.log(`"${query}": ${ranked.length} pages, ${count} counted as matching well\n`);
ranked.forEach((hit, index) => {
  if (index >= 8 && hit.page.u !== focus) return;
  console.log(`${index + 1}. ${hit.page.u}  score ${hit.score.toFixed(2)}  (w ${hit.page.w})`);
  console.log(`   page: ${round(pages.get(hit.page.u) ?? {})}`);
  const best = (sections.get(hit.page.u) ?? []).sort((a, b) => b.parts.score! - a.parts.score!).slice(0, 2);
  for (const {anchor, parts} of best) console.log(`   #${anchor || '(lead)'}: ${round(parts)}`);
});
