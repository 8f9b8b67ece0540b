import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, test} from 'vitest';

/**
 * Links other sites published to sections of the public Redux docs (public-anchors.tsv) must land
 * on an element of the same route here: a heading's own id or one of its aliases
 * (plugins/heading-aliases). Exceptions need a reason each and stay under 5 % of the list.
 * Runs over the production build (`npx docusaurus build` first).
 */
const here = path.dirname(new URL(import.meta.url).pathname);
const buildDir = path.join(here, '..', '..', 'build');

type Row = {route: string; anchor: string; reason?: string};

function readTsv(file: string): Row[] {
  return readFileSync(path.join(here, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [route = '', anchor = '', reason] = line.split('\t');
      return {route, anchor, reason};
    });
}

const anchors = readTsv('public-anchors.tsv');
const exceptions = readTsv('exceptions.tsv');
const key = (row: Row) => `${row.route}#${row.anchor}`;
const excepted = new Set(exceptions.map(key));

const idsByRoute = new Map<string, Set<string>>();
function idsOf(route: string): Set<string> {
  let ids = idsByRoute.get(route);
  if (!ids) {
    const file = path.join(buildDir, route, 'index.html');
    const html = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const $ = load(html);
    ids = new Set(
      $('[id]')
        .map((_, el) => $(el).attr('id') ?? '')
        .get(),
    );
    idsByRoute.set(route, ids);
  }
  return ids;
}

describe('published section links land on a section', () => {
  test('the build exists', () => {
    expect(existsSync(path.join(buildDir, 'index.html'))).toBe(true);
  });

  test('every public anchor lands on an element of its route, or is a listed exception', () => {
    const missing = anchors.filter((row) => !excepted.has(key(row)) && !idsOf(row.route).has(row.anchor));
    expect(missing.map(key)).toEqual([]);
  });

  test('exceptions are few, give a reason, and are not already landing', () => {
    expect(exceptions.length).toBeLessThanOrEqual(Math.floor(anchors.length * 0.05));
    for (const row of exceptions) {
      expect(row.reason?.trim(), key(row)).toBeTruthy();
      expect(
        anchors.some((a) => key(a) === key(row)),
        `${key(row)} is not in public-anchors.tsv`,
      ).toBe(true);
      expect(idsOf(row.route).has(row.anchor), `${key(row)} lands now: remove the exception`).toBe(false);
    }
  });
});
