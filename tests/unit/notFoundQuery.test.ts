import {describe, expect, it} from 'vitest';
import {queryFromPath} from '../../src/theme/NotFound/Content/queryFromPath';

describe('the 404 page’s search words, from the address', () => {
  it.each([
    ['/usage/writing-tests-old', 'writing tests old'],
    ['/usage/writing-tests-old/', 'writing tests old'],
    ['/api/createStore.html', 'createStore'],
    ['/faq/why_is_my_state%20undefined', 'why is my state undefined'],
    ['/docs/%E0%A4%A', 'E0 A4 A'],
    ['/', ''],
  ])('%s → "%s"', (path, query) => {
    expect(queryFromPath(path)).toBe(query);
  });
});
