/**
 * Page-view analytics: off unless configured at build time (privacy by default). Either or both
 * providers can be on; with neither, the analytics plugin is not even added, so no code ships.
 *
 * Umami:  UMAMI_WEBSITE_ID and UMAMI_URL (the Umami server, e.g. https://stats.example.org)
 * GA4:    GA4_MEASUREMENT_ID (G-…)
 */
export type AnalyticsConfig = {
  umami?: {websiteId: string; endpoint: string};
  ga4?: {measurementId: string; endpoint: string};
};

function fromEnvironment(env: NodeJS.ProcessEnv): AnalyticsConfig | null {
  const config: AnalyticsConfig = {};
  const umamiId = env.UMAMI_WEBSITE_ID?.trim();
  const umamiUrl = env.UMAMI_URL?.trim().replace(/\/+$/, '');
  if (umamiId && umamiUrl) config.umami = {websiteId: umamiId, endpoint: `${umamiUrl}/api/send`};
  const ga4Id = env.GA4_MEASUREMENT_ID?.trim();
  // GA4's collection endpoint, sent to directly: no gtag.js script is loaded.
  if (ga4Id) config.ga4 = {measurementId: ga4Id, endpoint: 'https://www.google-analytics.com/g/collect'};
  return config.umami || config.ga4 ? config : null;
}

export const analyticsConfig = fromEnvironment(process.env);
