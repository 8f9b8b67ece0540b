import {describe, expect, it} from 'vitest';
import {ga4Request, readerOptedOut, umamiRequest, type PageView} from './client/pageViewPayloads';

const view: PageView = {
  url: 'https://redux.js.org/api/store',
  referrer: 'https://redux.js.org/',
  title: 'Store | Redux',
  language: 'en-GB',
  screen: '1280x800',
  hostname: 'redux.js.org',
};

describe('page-view payloads', () => {
  it("Umami gets an 'event' with the website id, URL, referrer and title", () => {
    const request = umamiRequest({websiteId: 'site-1', endpoint: 'https://stats.example.org/api/send'}, view);
    expect(request.url).toBe('https://stats.example.org/api/send');
    expect(JSON.parse(request.body)).toEqual({
      type: 'event',
      payload: {
        website: 'site-1',
        hostname: 'redux.js.org',
        language: 'en-GB',
        screen: '1280x800',
        title: 'Store | Redux',
        url: 'https://redux.js.org/api/store',
        referrer: 'https://redux.js.org/',
      },
    });
  });

  it('GA4 gets a page_view with location, referrer and title in the query', () => {
    const url = new URL(
      ga4Request({measurementId: 'G-1', endpoint: 'https://www.google-analytics.com/g/collect'}, view, '123.456', '456')
        .url,
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      v: '2',
      tid: 'G-1',
      cid: '123.456',
      en: 'page_view',
      dl: view.url,
      dr: view.referrer,
      dt: view.title,
    });
  });
});

describe('readerOptedOut', () => {
  it('respects Do Not Track (navigator or window) and Global Privacy Control', () => {
    expect(readerOptedOut({doNotTrack: '1'})).toBe(true);
    expect(readerOptedOut({doNotTrack: null}, {doNotTrack: '1'})).toBe(true);
    expect(readerOptedOut({globalPrivacyControl: true})).toBe(true);
    expect(readerOptedOut({doNotTrack: '0', globalPrivacyControl: false})).toBe(false);
    expect(readerOptedOut({})).toBe(false);
  });
});
