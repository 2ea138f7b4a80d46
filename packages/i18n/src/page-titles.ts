import type { TranslationKey } from './translation-key.js';

/** The page-title key of every route of spec 2 and the shop's own (the address book), by its path pattern; '*' is the catch-all not-found page. */
export const PAGE_TITLE_KEYS = {
  '/': 'title.home',
  '/theme': 'title.theme',
  '/theme/:theme_id': 'title.themeDetail',
  '/news-list': 'title.newsList',
  '/news/:news_id': 'title.newsDetail',
  '/lucky-bag': 'title.luckyBag',
  '/product-list/:category_id': 'title.productList',
  '/search': 'title.search',
  '/product/:product_id': 'title.productDetail',
  '/cart': 'title.cart',
  '/checkout': 'title.checkout',
  '/privacy': 'title.privacy',
  '/shipping-terms': 'title.shippingTerms',
  '/return-policy': 'title.returnPolicy',
  '/about-us': 'title.aboutUs',
  '/result': 'title.result',
  '/order-detail': 'title.orderDetail',
  '/member': 'title.member',
  '/member/orders': 'title.memberOrders',
  '/member/coupon-list': 'title.memberCoupons',
  '/member/user-edit': 'title.memberProfile',
  '/member/password': 'title.memberPassword',
  '/member/address-book': 'title.memberAddressBook',
  '/login': 'title.login',
  '/register': 'title.register',
  '/set-password': 'title.setPassword',
  '/forgot-password': 'title.forgotPassword',
  '/mail-be-send': 'title.mailBeSend',
  '/reset-password': 'title.resetPassword',
  '*': 'title.notFound',
} as const satisfies Readonly<Record<string, TranslationKey>>;

/** A route pattern of spec 2 that has a page title. */
export type PageTitleRoute = keyof typeof PAGE_TITLE_KEYS;
