/**
 * Client module of the analytics plugin (../index.ts): one page view per route change. Docusaurus calls
 * onRouteDidUpdate after the first render and after every navigation; a navigation that only
 * changes the hash is not a new page view.
 */
import type {ClientModule} from '@docusaurus/types';
import type {Options as AnalyticsConfig} from '../options';
import {ga4Request, readerOptedOut, umamiRequest, type PageView} from './pageViewPayloads';

/** The plugin's options, defined at build time (../index.ts). */
declare const __ANALYTICS_CONFIG__: string;
const config = JSON.parse(__ANALYTICS_CONFIG__) as AnalyticsConfig;

function randomId(): string {
  return `${Math.floor(Math.random() * 2 ** 31)}.${Math.floor(Date.now() / 1000)}`;
}

// GA4 needs a client id; kept for this page session only (no cookie, no storage).
const ga4ClientId = randomId();
const ga4SessionId = String(Math.floor(Date.now() / 1000));

function send(url: string, body?: string) {
  fetch(
    url,
    body === undefined
      ? {method: 'POST', keepalive: true, mode: 'no-cors'}
      : {method: 'POST', keepalive: true, body, headers: {'Content-Type': 'application/json'}},
  ).catch(() => {
    // Analytics must never disturb reading: a blocked or failed request is ignored.
  });
}

let lastUrl: string | null = null;

const pageViews: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (
      previousLocation &&
      location.pathname === previousLocation.pathname &&
      location.search === previousLocation.search
    )
      return;
    if (
      readerOptedOut(
        navigator as Navigator & {globalPrivacyControl?: boolean},
        window as Window & {doNotTrack?: string},
      )
    )
      return;
    // Wait a tick so the new page's <title> is in place.
    setTimeout(() => {
      const view: PageView = {
        url: window.location.href,
        referrer: lastUrl ?? document.referrer,
        title: document.title,
        language: navigator.language,
        screen: `${window.screen.width}x${window.screen.height}`,
        hostname: window.location.hostname,
      };
      lastUrl = view.url;
      if (config.umami) {
        const request = umamiRequest(config.umami, view);
        send(request.url, request.body);
      }
      if (config.ga4) send(ga4Request(config.ga4, view, ga4ClientId, ga4SessionId).url);
    }, 0);
  },
};

export default pageViews;
