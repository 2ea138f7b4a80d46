import { describe, expect, it } from 'vitest';
import { addressLocale, isIndexablePath, languageAlternates, localizedAddress } from './indexing.js';

describe('indexing', () => {
  it('keeps one shopper’s pages and the account pages out, and every other page in', () => {
    expect(isIndexablePath('/')).toBe(true);
    expect(isIndexablePath('/product/p-1001')).toBe(true);
    expect(isIndexablePath('/product-list/all')).toBe(true);
    expect(isIndexablePath('/privacy')).toBe(true);
    expect(isIndexablePath('/member/orders')).toBe(false);
    expect(isIndexablePath('/checkout')).toBe(false);
    expect(isIndexablePath('/search')).toBe(false);
    // A prefix of a word is not a prefix of the path.
    expect(isIndexablePath('/cartography')).toBe(true);
  });

  it('gives a page an address per language and an x-default without one', () => {
    expect(localizedAddress('https://shop.example', '/product/p-1', 'cn')).toBe('https://shop.example/product/p-1?lang=cn');
    expect(languageAlternates('https://shop.example/', '/news/a-1')).toEqual([
      { hreflang: 'zh-TW', href: 'https://shop.example/news/a-1?lang=tw' },
      { hreflang: 'zh-CN', href: 'https://shop.example/news/a-1?lang=cn' },
      { hreflang: 'en', href: 'https://shop.example/news/a-1?lang=en' },
      { hreflang: 'x-default', href: 'https://shop.example/news/a-1' },
    ]);
  });

  it('reads the language an address asks for, ignoring what is not ours', () => {
    expect(addressLocale('?lang=en')).toBe('en');
    expect(addressLocale('?page=2&lang=tw')).toBe('tw');
    expect(addressLocale('?lang=fr')).toBeUndefined();
    expect(addressLocale('')).toBeUndefined();
  });
});
