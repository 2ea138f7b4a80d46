import { describe, expect, it } from 'vitest';
import {
  login,
  search,
  selectBanner,
  selectFooterFollowUs,
  selectFooterPartners,
  selectFooterTerms,
  selectStockNotification,
  signUp,
} from './events.js';

describe('account events', () => {
  it('sign_up is by email', () => {
    expect(signUp()).toEqual({ name: 'sign_up', params: { method: 'email' } });
  });

  it.each(['email', 'auto', 'auto_after_signup'] as const)('login reports the method %s', (method) => {
    expect(login(method)).toEqual({ name: 'login', params: { method } });
  });
});

describe('search', () => {
  it('reports the keyword as search_term', () => {
    expect(search('oolong tea')).toEqual({ name: 'search', params: { search_term: 'oolong tea' } });
  });
});

describe('select_content', () => {
  it('footer follow-us carries the network', () => {
    expect(selectFooterFollowUs('instagram')).toEqual({
      name: 'select_content',
      params: { content_type: 'footer_follow_us', content_id: 'instagram' },
    });
  });

  it('footer partners carries the link address', () => {
    expect(selectFooterPartners('https://partner.example.com/zh-tw')).toEqual({
      name: 'select_content',
      params: { content_type: 'footer_partners', content_id: 'https://partner.example.com/zh-tw' },
    });
  });

  it('footer terms carries the page', () => {
    expect(selectFooterTerms('return')).toEqual({
      name: 'select_content',
      params: { content_type: 'footer_terms', content_id: 'return' },
    });
  });

  it('stock notification carries the product SKU, or unknown_sku', () => {
    expect(selectStockNotification({ sku: 'SKU-9' })).toEqual({
      name: 'select_content',
      params: { content_type: 'stock_notification', content_id: 'SKU-9' },
    });
    expect(selectStockNotification({ sku: null })).toEqual({
      name: 'select_content',
      params: { content_type: 'stock_notification', content_id: 'unknown_sku' },
    });
  });

  it('banner carries its display_name and its location, taken from the banner as the API sends it', () => {
    const banner = { banner_id: 'b-1', display_name: 'Summer sale', location: 'home_carousel', image_url: '/b-1.webp' };
    expect(selectBanner(banner)).toEqual({
      name: 'select_content',
      params: { content_type: 'banner', content_id: 'Summer sale', banner_location: 'home_carousel' },
    });
  });
});
