import { afterEach, describe, expect, it } from 'vitest';
import { type HeadContent, writeHead } from './head-tags.js';
import { createPageMetaStore } from './page-meta.js';

const PRODUCT_PAGE: HeadContent = {
  title: '<Rilakkuma> plush | Storefront',
  description: 'A soft bear.',
  siteName: 'Storefront',
  indexable: true,
  origin: 'https://shop.example',
  path: '/product/p-1001',
  locale: 'en',
  addressLocale: 'en',
  page: {
    title: '<Rilakkuma> plush',
    description: 'A soft bear.',
    image: '/v1/images/products/p-1001-1.png',
    product: { sku: 'SKU-1001', price: 880, availability: 'InStock' },
  },
};

const attribute = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('writeHead', () => {
  it('gives an indexable page its canonical address and its language versions', () => {
    writeHead(document, PRODUCT_PAGE);
    expect(document.title).toBe('<Rilakkuma> plush | Storefront');
    expect(attribute('meta[name="description"]', 'content')).toBe('A soft bear.');
    expect(attribute('link[rel="canonical"]', 'href')).toBe('https://shop.example/product/p-1001?lang=en');
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['zh-TW', 'https://shop.example/product/p-1001?lang=tw'],
      ['zh-CN', 'https://shop.example/product/p-1001?lang=cn'],
      ['en', 'https://shop.example/product/p-1001?lang=en'],
      ['x-default', 'https://shop.example/product/p-1001'],
    ]);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('gives an address without a language itself as canonical: the x-default version', () => {
    writeHead(document, { ...PRODUCT_PAGE, addressLocale: undefined });
    expect(attribute('link[rel="canonical"]', 'href')).toBe('https://shop.example/product/p-1001');
    expect(attribute('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe('https://shop.example/product/p-1001');
  });

  it('describes a product to link previews and, as schema.org JSON-LD, to search engines', () => {
    writeHead(document, PRODUCT_PAGE);
    expect(attribute('meta[property="og:title"]', 'content')).toBe('<Rilakkuma> plush | Storefront');
    expect(attribute('meta[property="og:type"]', 'content')).toBe('product');
    expect(attribute('meta[property="og:image"]', 'content')).toBe('https://shop.example/v1/images/products/p-1001-1.png');
    expect(attribute('meta[property="product:price:amount"]', 'content')).toBe('880');
    expect(attribute('meta[property="product:price:currency"]', 'content')).toBe('TWD');
    const script = document.head.querySelector('script[type="application/ld+json"]')!;
    expect(script.textContent).not.toContain('<');
    expect(JSON.parse(script.textContent!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '<Rilakkuma> plush',
      sku: 'SKU-1001',
      image: ['https://shop.example/v1/images/products/p-1001-1.png'],
      description: 'A soft bear.',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/product/p-1001?lang=en',
        price: 880,
        priceCurrency: 'TWD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('says noindex on a page kept out of search engines, with no canonical, and replaces what it wrote before', () => {
    writeHead(document, PRODUCT_PAGE);
    writeHead(document, { ...PRODUCT_PAGE, title: 'Cart | Storefront', path: '/cart', indexable: false, page: null });
    expect(attribute('meta[name="robots"]', 'content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"], link[rel="alternate"], script')).toBeNull();
    expect(attribute('meta[property="og:type"]', 'content')).toBe('website');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });
});

describe('createPageMetaStore', () => {
  it('lets a page hidden after the next one set its meta leave that meta in place', () => {
    const store = createPageMetaStore();
    const clearFirst = store.set({ title: 'First' });
    const clearSecond = store.set({ title: 'Second' });
    clearFirst();
    expect(store.get()).toEqual({ title: 'Second' });
    clearSecond();
    expect(store.get()).toBeNull();
  });
});
