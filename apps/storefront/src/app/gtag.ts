import { type AnalyticsTarget, createGtag, type DataLayer } from '@storefront/analytics';

/** Where gtag.js comes from: Google's tag host, which the Content-Security-Policy allows only when an ID is set. */
const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/**
 * Where the app's analytics go. With a GA4 measurement ID (VITE_GA4_MEASUREMENT_ID) gtag.js is
 * requested for it, async, and the tracker's gtag queues on the dataLayer gtag.js reads; without
 * one no script is requested and the commands stay on the dataLayer (for a GTM container, or none).
 */
export function analyticsTarget(document: Document, dataLayer: DataLayer, measurementId: string | undefined): AnalyticsTarget {
  if (!measurementId) return { dataLayer };
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  return { measurementId, gtag: createGtag(dataLayer) };
}
