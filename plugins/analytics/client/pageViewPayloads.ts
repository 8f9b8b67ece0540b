import type {Options as AnalyticsConfig} from '../options';

/** What one page view says: where, from where, and the page's title. */
export type PageView = {
  url: string;
  referrer: string;
  title: string;
  language: string;
  screen: string;
  hostname: string;
};

/** The request Umami's collection API expects (POST /api/send, JSON). */
export function umamiRequest(config: NonNullable<AnalyticsConfig['umami']>, view: PageView) {
  return {
    url: config.endpoint,
    body: JSON.stringify({
      type: 'event',
      payload: {
        website: config.websiteId,
        hostname: view.hostname,
        language: view.language,
        screen: view.screen,
        title: view.title,
        url: view.url,
        referrer: view.referrer,
      },
    }),
  };
}

/** GA4's collection request for a page_view event, as its own script would send it. */
export function ga4Request(
  config: NonNullable<AnalyticsConfig['ga4']>,
  view: PageView,
  clientId: string,
  sessionId: string,
) {
  const params = new URLSearchParams({
    v: '2',
    tid: config.measurementId,
    cid: clientId,
    sid: sessionId,
    en: 'page_view',
    dl: view.url,
    dr: view.referrer,
    dt: view.title,
    ul: view.language.toLowerCase(),
    sr: view.screen,
  });
  return {url: `${config.endpoint}?${params}`};
}

/** True when the reader asked not to be tracked (Do Not Track or Global Privacy Control). */
export function readerOptedOut(
  navigatorLike: {doNotTrack?: string | null; globalPrivacyControl?: boolean},
  windowLike?: {doNotTrack?: string | null},
): boolean {
  const dnt = navigatorLike.doNotTrack ?? windowLike?.doNotTrack;
  return dnt === '1' || dnt === 'yes' || navigatorLike.globalPrivacyControl === true;
}
