/**
 * The security headers of the built storefront (vite preview serves them; a production host should
 * send the same): a Content-Security-Policy that lets the page load scripts and styles from itself
 * only, plus the headers against sniffing, framing and referrer leaks, and an HSTS value that takes
 * effect once the shop is served over HTTPS. Plain TypeScript with no browser or Node API, so
 * vite.config.ts and the unit tests share it.
 */

/** What the policy depends on: the origins the app talks to, as the build and the preview know them. */
export interface SecurityHeaderSettings {
  /** VITE_API_BASE_URL: the API's base; a relative one ('/v1', the default) is the page's own origin. */
  readonly apiBaseUrl: string | null;
  /**
   * Where the preview server forwards /v1 (API_URL). Uploaded files' links carry the API's
   * PUBLIC_URL, which is this address unless set otherwise, so avatars are loaded from it.
   */
  readonly apiProxyTarget: string | null;
  /** VITE_STORAGE_URL: the storage service's origin for avatar uploads; empty is the page's own. */
  readonly storageUrl: string | null;
  /** Google sign-in through Firebase (see src/app/shop-config.ts). */
  readonly firebase: {
    readonly projectId: string;
    readonly authDomain: string;
    /** The Auth emulator's address (demo-* projects): then no Google endpoint is contacted. */
    readonly emulatorUrl: string | null;
  };
  /** VITE_GA4_MEASUREMENT_ID: with one the page loads gtag.js and sends to GA4 (src/app/gtag.ts); none, no Google host. */
  readonly ga4MeasurementId: string | null;
}

/** Google's endpoints that the Firebase Auth SDK calls when it signs in with a real project. */
const FIREBASE_AUTH_ENDPOINTS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'] as const;
/** The script Firebase's popup sign-in loads to talk to its helper frame on the auth domain. */
const FIREBASE_POPUP_SCRIPT = 'https://apis.google.com';

/**
 * Google's tag and GA4's collection hosts, as Google's guide to GA4 under a Content-Security-Policy
 * lists them (without Google signals): the tag's script, then its beacons and calls.
 */
const GA4_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

/** HSTS for two years with subdomains: browsers heed it only over HTTPS, so it is safe to send from the start. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The settings from the build's VITE_ variables and the preview's API_URL, with the same defaults
 * as src/app/shop-config.ts (a demo-* Firebase project signs in through the emulator on :9099).
 */
export function securitySettingsFromEnv(env: Env): SecurityHeaderSettings {
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? 'demo-storefront';
  const demo = projectId.startsWith('demo-');
  return {
    apiBaseUrl: env.VITE_API_BASE_URL ?? null,
    apiProxyTarget: env.API_URL ?? null,
    storageUrl: env.VITE_STORAGE_URL ?? null,
    firebase: {
      projectId,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      emulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL ?? (demo ? 'http://127.0.0.1:9099' : null),
    },
    ga4MeasurementId: env.VITE_GA4_MEASUREMENT_ID || null,
  };
}

/** The origin of an absolute http(s) address; null for a relative one (the page's own) or anything else. */
function originOf(address: string | null): string | null {
  if (!address) return null;
  const url = URL.parse(address);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : null;
}

function sources(...candidates: ReadonlyArray<string | null>): string {
  return [...new Set(candidates.filter((source): source is string => source !== null))].join(' ');
}

/**
 * The Content-Security-Policy: everything from the page's own origin; pictures also from the API
 * and storage origins (and data:/blob: ones); calls to the API, storage and Firebase Auth (the
 * emulator, or Google's endpoints and the auth domain's helper frame for a real project); with a
 * GA4 measurement ID, Google's tag and GA4's collection hosts.
 * No inline script or <style> is allowed: the build has none, and React's style props set CSSOM,
 * which style-src does not govern.
 */
export function contentSecurityPolicy(settings: SecurityHeaderSettings): string {
  const api = originOf(settings.apiBaseUrl);
  const storage = originOf(settings.storageUrl);
  const uploadsLinks = originOf(settings.apiProxyTarget);
  const emulator = originOf(settings.firebase.emulatorUrl);
  const realFirebase = emulator === null;
  const authFrame = realFirebase ? `https://${settings.firebase.authDomain}` : emulator;
  const ga4 = settings.ga4MeasurementId === null ? { script: [], img: [], connect: [] } : GA4_SOURCES;
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', sources("'self'", realFirebase ? FIREBASE_POPUP_SCRIPT : null, ...ga4.script)],
    ['style-src', "'self'"],
    ['img-src', sources("'self'", 'data:', 'blob:', api, storage, uploadsLinks, ...ga4.img)],
    ['font-src', "'self'"],
    ['connect-src', sources("'self'", api, storage, emulator, ...(realFirebase ? FIREBASE_AUTH_ENDPOINTS : []), ...ga4.connect)],
    ['frame-src', sources(authFrame)],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Every security header of the storefront's pages, by name. */
export function securityHeaders(settings: SecurityHeaderSettings): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Firebase's sign-in popup must be able to answer its opener.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}
