/// <reference types="gtag.js" />
import { type Locale, toLanguageTag } from '@storefront/domain';
import type { Ga4Event } from './events.js';

/** The array gtag.js and Google Tag Manager read commands from (window.dataLayer), injected. */
export interface DataLayer {
  push(...entries: unknown[]): unknown;
}

/**
 * Where commands go: the page's gtag (typed by @types/gtag.js) for a measurement ID, else a
 * dataLayer (development, or a GTM container owning the ID).
 */
export type AnalyticsTarget =
  { readonly measurementId: string; readonly gtag: Gtag.Gtag } | { readonly measurementId?: undefined; readonly dataLayer: DataLayer };

/** Options of createAnalytics: where commands go, the site's origin for page_location, and the interface language. */
export type AnalyticsOptions = AnalyticsTarget & {
  /** Scheme and host of the site, e.g. https://shop.example.com; page_location is origin + path. */
  readonly origin: string;
  readonly language: Locale;
};

/** A GA4 tracker bound to one gtag or dataLayer. */
export interface Analytics {
  /** Sends page_view; the app calls it on every route change (automatic page views are off). path: pathname and search. */
  pageView(path: string, title: string): void;
  /** Records the interface language as the site_language user property. */
  setLanguage(locale: Locale): void;
  /** Attributes later events to the signed-in user (spec 4). */
  login(userId: string): void;
  /** Stops attributing events to the user who signed out (spec 4). */
  logout(): void;
  /** Sends an event built by this package's builders. */
  track(event: Ga4Event): void;
}

/** Settings of every page: IP anonymised, page views sent by the app on route change (spec 7). */
const SETTINGS = { anonymize_ip: true, send_page_view: false } as const;

/**
 * The gtag snippet's function: queues every command on the dataLayer, where gtag.js (or GTM) runs
 * it once loaded. A page that loads gtag.js itself passes this as the tracker's gtag.
 */
export function createGtag(dataLayer: DataLayer): Gtag.Gtag {
  return function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js and GTM run a gtag command only from an Arguments object, as the gtag snippet pushes it.
    dataLayer.push(arguments);
  };
}

/**
 * Creates the tracker: configures GA4 (IP anonymised, automatic page view off) and sets the site language.
 * With a measurement ID commands go to the injected gtag, starting with gtag.js's `js` and `config`
 * for that ID; without one the settings and every later command are pushed onto the dataLayer.
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const gtag = options.measurementId === undefined ? createGtag(options.dataLayer) : options.gtag;
  const setLanguage = (locale: Locale) => gtag('set', 'user_properties', { site_language: toLanguageTag(locale) });
  if (options.measurementId === undefined) {
    gtag('set', SETTINGS);
  } else {
    gtag('js', new Date());
    gtag('config', options.measurementId, SETTINGS);
  }
  setLanguage(options.language);
  return {
    pageView: (path, title) => gtag('event', 'page_view', { page_location: options.origin + path, page_path: path, page_title: title }),
    setLanguage,
    login: (userId) => gtag('set', { user_id: userId }),
    logout: () => gtag('set', { user_id: null }),
    track: (event) => gtag('event', event.name, event.params),
  };
}
