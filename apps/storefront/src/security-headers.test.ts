import { describe, expect, it } from 'vitest';
import { shopConfig } from './app/shop-config.js';
import { contentSecurityPolicy, securityHeaders, securitySettingsFromEnv, STRICT_TRANSPORT_SECURITY } from './security-headers.js';

/** The policy as a map of directive to its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name!, values];
    }),
  );
}

describe('securitySettingsFromEnv', () => {
  it("reads Firebase's settings with the app's own defaults (shop-config), so the policy allows what the app calls", () => {
    expect(securitySettingsFromEnv(import.meta.env).firebase).toEqual({
      projectId: shopConfig.firebase.projectId,
      authDomain: shopConfig.firebase.authDomain,
      emulatorUrl: shopConfig.firebase.emulatorUrl,
    });
  });
});

describe('contentSecurityPolicy', () => {
  it('by default (demo project, API proxied): self only, pictures also from the API, Firebase through the emulator', () => {
    const policy = directives(contentSecurityPolicy(securitySettingsFromEnv({ API_URL: 'http://127.0.0.1:4000' })));
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:', 'http://127.0.0.1:4000'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", 'http://127.0.0.1:9099'],
      'frame-src': ['http://127.0.0.1:9099'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it("never allows inline or evaluated script, inline <style>, or any origin's framing", () => {
    for (const env of [{}, { VITE_FIREBASE_PROJECT_ID: 'real-shop' }, { VITE_API_BASE_URL: 'https://api.shop.example/v1' }]) {
      const policy = contentSecurityPolicy(securitySettingsFromEnv(env));
      expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|\*|https?:(\s|;|$)/);
      expect(directives(policy)['frame-ancestors']).toEqual(["'none'"]);
    }
  });

  it("for a real Firebase project: Google's sign-in endpoints, the popup's script and the auth domain's frame, no emulator", () => {
    const policy = directives(
      contentSecurityPolicy(
        securitySettingsFromEnv({ VITE_FIREBASE_PROJECT_ID: 'real-shop', VITE_FIREBASE_AUTH_DOMAIN: 'login.shop.example' }),
      ),
    );
    expect(policy['script-src']).toEqual(["'self'", 'https://apis.google.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']);
    expect(policy['frame-src']).toEqual(['https://login.shop.example']);
  });

  it('adds the API and storage origins when they are elsewhere, by origin only, and ignores relative or odd addresses', () => {
    const elsewhere = directives(
      contentSecurityPolicy(
        securitySettingsFromEnv({
          VITE_API_BASE_URL: 'https://api.shop.example/v1',
          VITE_STORAGE_URL: 'https://files.shop.example',
          API_URL: 'https://api.shop.example',
        }),
      ),
    );
    expect(elsewhere['connect-src']).toEqual(["'self'", 'https://api.shop.example', 'https://files.shop.example', 'http://127.0.0.1:9099']);
    expect(elsewhere['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.shop.example', 'https://files.shop.example']);
    const relative = directives(
      contentSecurityPolicy(securitySettingsFromEnv({ VITE_API_BASE_URL: '/v1', VITE_STORAGE_URL: '', API_URL: 'javascript:alert(1)' })),
    );
    expect(relative['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(relative['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9099']);
  });
});

describe('contentSecurityPolicy with a GA4 measurement ID', () => {
  it("adds Google's tag host to scripts and GA4's collection hosts to pictures and calls, and nothing else", () => {
    const env = { API_URL: 'http://127.0.0.1:4000' };
    const without = directives(contentSecurityPolicy(securitySettingsFromEnv(env)));
    const withId = directives(contentSecurityPolicy(securitySettingsFromEnv({ ...env, VITE_GA4_MEASUREMENT_ID: 'G-SHOP123' })));
    expect(withId).toEqual({
      ...without,
      'script-src': ["'self'", 'https://*.googletagmanager.com'],
      'img-src': [...without['img-src']!, 'https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      'connect-src': [
        ...without['connect-src']!,
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
    });
  });

  it('adds no Google host for an empty ID, which is no ID', () => {
    const policy = contentSecurityPolicy(securitySettingsFromEnv({ VITE_GA4_MEASUREMENT_ID: '' }));
    expect(policy).not.toMatch(/google-analytics|googletagmanager|analytics\.google/);
  });
});

describe('securityHeaders', () => {
  it('sends the policy with nosniff, no framing, a strict referrer policy and an HSTS value for HTTPS', () => {
    const headers = securityHeaders(securitySettingsFromEnv({}));
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    });
    expect(STRICT_TRANSPORT_SECURITY).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(STRICT_TRANSPORT_SECURITY)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(securitySettingsFromEnv({})));
  });
});
