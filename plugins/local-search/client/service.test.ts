import {afterEach, describe, expect, test, vi} from 'vitest';
import {SearchService} from './service';

const manifestUrl = 'https://site.test/search-manifest.json';
const manifest = {v: 2 as const, first: 'search-index.first.aa.json', text: 'search-index.text.bb.json'};

/** Records the URLs fetched; no request ever answers, so only what is asked first is seen. */
function recordFetches(): string[] {
  const urls: string[] = [];
  // The service resolves the parts' names against its own location (a page's or a worker's).
  vi.stubGlobal('self', {location: {href: 'https://site.test/search?q=store'}});
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(String(url));
    return new Promise(() => {});
  });
  return urls;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loading the index', () => {
  test('with the manifest known (the results page), both parts are asked for at once, the manifest never', async () => {
    const urls = recordFetches();
    new SearchService(manifestUrl, () => {}, manifest).loadText().catch(() => {});
    await settle();
    expect(urls.sort()).toEqual([
      'https://site.test/search-index.first.aa.json',
      'https://site.test/search-index.text.bb.json',
    ]);
  });

  test('without it, the manifest comes first, and nothing else until it has arrived', async () => {
    const urls = recordFetches();
    new SearchService(manifestUrl).loadText().catch(() => {});
    await settle();
    expect(urls).toEqual([manifestUrl]);
  });
});
