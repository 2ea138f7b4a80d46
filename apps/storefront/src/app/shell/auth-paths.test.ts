import { describe, expect, it } from 'vitest';
import { loginHref, redirectTarget, withRedirect } from './auth-paths.js';

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

describe('redirectTarget', () => {
  it('answers the shop path the login page was given, query included', () => {
    expect(redirectTarget(loginHref('/cart').slice('/login'.length))).toBe('/cart');
    expect(redirectTarget(`?redirect=${encodeURIComponent('/member/orders?status=shipped')}`)).toBe('/member/orders?status=shipped');
  });

  it('ignores a missing, foreign or account-page target', () => {
    expect(redirectTarget('')).toBeNull();
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example%2F')).toBeNull();
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBeNull();
    expect(redirectTarget('?redirect=%2F%5Cevil.example')).toBeNull();
    expect(redirectTarget('?redirect=javascript%3Aalert(1)')).toBeNull();
    expect(redirectTarget('?redirect=%2Flogin')).toBeNull();
    expect(redirectTarget('?redirect=%2Fregister%3Fredirect%3D%252Fcart')).toBeNull();
  });
});

describe('withRedirect', () => {
  it('carries the redirect from one account page to the next', () => {
    expect(withRedirect('/register', '?redirect=%2Fcart')).toBe('/register?redirect=%2Fcart');
    expect(withRedirect('/forgot-password', '')).toBe('/forgot-password');
  });
});
