import { describe, expect, it } from 'vitest';
import { loginHref } from './auth-paths.js';

describe('loginHref', () => {
  it('sends the shopper back to the page they were on, query included', () => {
    expect(loginHref('/product/p-1001')).toBe('/login?redirect=%2Fproduct%2Fp-1001');
    expect(loginHref('/search', '?keyword=lucky bag&page=2')).toBe(
      `/login?redirect=${encodeURIComponent('/search?keyword=lucky bag&page=2')}`,
    );
    expect(new URLSearchParams(loginHref('/product-list/all', '?sort=newest').split('?')[1]).get('redirect')).toBe(
      '/product-list/all?sort=newest',
    );
  });

  it('carries no redirect from the account pages (spec 2)', () => {
    for (const path of ['/login', '/register', '/set-password', '/forgot-password', '/mail-be-send', '/reset-password']) {
      expect(loginHref(path, '?token=abc')).toBe('/login');
    }
  });

  it('redirects from pages whose path merely starts like an account page', () => {
    expect(loginHref('/registered-offers')).toBe('/login?redirect=%2Fregistered-offers');
  });
});
