import { describe, expect, it, vi } from 'vitest';
import {
  addPaymentInfo,
  addShippingInfo,
  addToCart,
  beginCheckout,
  purchase,
  removeFromCart,
  selectItem,
  viewItem,
  viewItemList,
} from './ecommerce.js';
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
import { createAnalytics, createGtag } from './tracker.js';

const ORIGIN = 'https://shop.example.com';

/** A spy that fits the page's gtag as @types/gtag.js types it: it takes any command. */
const gtagSpy = () => vi.fn<(...command: unknown[]) => void>();

describe('createAnalytics with a measurement ID', () => {
  it('starts gtag.js and configures GA4 once (IP anonymised, no automatic page view), then sets the site language', () => {
    const gtag = gtagSpy();
    createAnalytics({ measurementId: 'G-TEST', gtag, origin: ORIGIN, language: 'tw' });
    expect(gtag.mock.calls).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-TEST', { anonymize_ip: true, send_page_view: false }],
      ['set', 'user_properties', { site_language: 'zh-TW' }],
    ]);
  });

  it('sends page views, language changes, the user id and events in the order they happen', () => {
    const gtag = gtagSpy();
    const analytics = createAnalytics({ measurementId: 'G-TEST', gtag, origin: ORIGIN, language: 'en' });
    gtag.mockClear();

    analytics.pageView('/product/p-1?ref=home', 'Oolong Tea');
    analytics.login('u-1');
    analytics.track(login('email'));
    analytics.setLanguage('cn');
    analytics.track(addToCart({ sku: 'TEA-1', display_name: 'Oolong Tea', marked_price: 500, selling_price: 420 }, 2));
    analytics.logout();
    analytics.pageView('/', 'Home');

    expect(gtag.mock.calls).toEqual([
      [
        'event',
        'page_view',
        {
          page_location: 'https://shop.example.com/product/p-1?ref=home',
          page_path: '/product/p-1?ref=home',
          page_title: 'Oolong Tea',
        },
      ],
      ['set', { user_id: 'u-1' }],
      ['event', 'login', { method: 'email' }],
      ['set', 'user_properties', { site_language: 'zh-CN' }],
      [
        'event',
        'add_to_cart',
        {
          currency: 'TWD',
          value: 840,
          items: [{ item_id: 'TEA-1', item_name: 'Oolong Tea', price: 420, quantity: 2, discount: 80 }],
        },
      ],
      ['set', { user_id: null }],
      ['event', 'page_view', { page_location: 'https://shop.example.com/', page_path: '/', page_title: 'Home' }],
    ]);
  });
});

describe('track', () => {
  const tea = { sku: 'TEA-1', display_name: 'Oolong Tea', marked_price: 500, selling_price: 420, amount: 1 };
  const events = [
    signUp(),
    login('auto_after_signup'),
    search('tea'),
    selectFooterFollowUs('facebook'),
    selectFooterPartners('https://partner.example.com/en'),
    selectFooterTerms('privacy'),
    selectStockNotification(tea),
    selectBanner({ location: 'home_carousel', display_name: 'Summer sale' }),
    viewItemList('home', 'Home', [tea]),
    selectItem(tea, 'home', 'Home', 0),
    viewItem(tea),
    addToCart(tea),
    removeFromCart(tea),
    beginCheckout([tea]),
    addShippingInfo([tea], 'home_delivery', 'TW'),
    addPaymentInfo([tea], 'credit_card'),
    purchase({ transactionId: 'ORD-1', value: 420, lines: [tea] }),
  ];

  it.each(events.map((event) => [event.name, event] as const))('sends %s with its parameters untouched', (_, event) => {
    const gtag = gtagSpy();
    createAnalytics({ measurementId: 'G-TEST', gtag, origin: ORIGIN, language: 'tw' }).track(event);
    expect(gtag).toHaveBeenLastCalledWith('event', event.name, event.params);
    expect(gtag.mock.lastCall?.[2]).toStrictEqual(event.params);
  });
});

/** The dataLayer entries as plain arrays, after checking each is an Arguments object as gtag.js pushes them. */
function commands(dataLayer: readonly unknown[]): unknown[][] {
  return dataLayer.map((entry) => {
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    return Array.from(entry as ArrayLike<unknown>);
  });
}

describe('createGtag', () => {
  it('queues each command on the dataLayer as the gtag snippet does, for gtag.js to run once loaded', () => {
    const dataLayer: unknown[] = [];
    const analytics = createAnalytics({ measurementId: 'G-TEST', gtag: createGtag(dataLayer), origin: ORIGIN, language: 'en' });
    analytics.track(search('tea'));

    expect(commands(dataLayer)).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-TEST', { anonymize_ip: true, send_page_view: false }],
      ['set', 'user_properties', { site_language: 'en' }],
      ['event', 'search', { search_term: 'tea' }],
    ]);
  });
});

describe('createAnalytics without a measurement ID', () => {
  it('pushes the same commands onto the dataLayer, the settings as a set command', () => {
    const dataLayer: unknown[] = [];
    const analytics = createAnalytics({ dataLayer, origin: ORIGIN, language: 'tw' });
    analytics.pageView('/cart', 'Cart');
    analytics.login('u-2');
    analytics.track(purchase({ transactionId: 'ORD-1', value: 300, lines: [{ display_name: 'Mug', marked_price: 300 }] }));
    analytics.logout();

    expect(commands(dataLayer)).toEqual([
      ['set', { anonymize_ip: true, send_page_view: false }],
      ['set', 'user_properties', { site_language: 'zh-TW' }],
      ['event', 'page_view', { page_location: 'https://shop.example.com/cart', page_path: '/cart', page_title: 'Cart' }],
      ['set', { user_id: 'u-2' }],
      [
        'event',
        'purchase',
        {
          currency: 'TWD',
          transaction_id: 'ORD-1',
          value: 300,
          shipping: 0,
          coupon: null,
          items: [{ item_id: 'unknown_sku', item_name: 'Mug', price: 300, quantity: 1, discount: 0 }],
        },
      ],
      ['set', { user_id: null }],
    ]);
  });
});
