import { type LoaderFunction, type Params, redirect, type RouteObject } from 'react-router';
import type { TextPart } from '@storefront/i18n';
import { type AppDispatch, shopApi } from '@storefront/store';
import { prefetchBuyNowCheckout } from '../pages/checkout/checkout-prefetch.js';
import { prefetchCategoryList } from '../pages/product-list/list-prefetch.js';
import { AppRoot } from './AppRoot.js';
import { showFailedDownloads } from './errors/failed-downloads.js';
import { RootError } from './errors/RootError.js';
import { RouteError } from './errors/RouteError.js';
import { LAYOUT_ROUTE_ID } from './keep-alive/RootOutlet.js';
import { Layout } from './Layout.js';
import { RequireLogin } from './RequireLogin.js';
import type { RouteHandle } from './route-handle.js';
import { MENU_THEMES_QUERY } from './shell/menu-query.js';

const cached = { keepAlive: true } as const;

function NothingYet() {
  return null;
}

/** The part of the store the routes use; the router is made before the stored state is back. */
export interface RoutesStore {
  readonly dispatch: AppDispatch;
}

/** Loads a part of the texts (loadTextPart over the app's texts): the app starts with the rest. */
export type TextsLoader = (part: TextPart) => Promise<void>;

/**
 * The route table of spec 2: each page is its own chunk, loaded when its route is first visited.
 * A new table per router: react-router empties a route's lazy object once it has loaded it.
 *
 * The calls a page cannot show anything without start in its route's loader, beside the download
 * of its chunk, instead of after the page's first render. A loader only starts them (the pages
 * subscribe to the same cached queries) and never holds the navigation up.
 *
 * What fails in a page (its code's download, its render) shows in its route's error boundary,
 * inside the layout; what fails outside one, in the root's.
 */
export function createRoutes(store: Promise<RoutesStore>, loadTexts: TextsLoader): RouteObject[] {
  // The account pages (signing in, the cart, checkout, payment, orders, the member centre) need the
  // account texts: they download beside the page's code, and the page draws once both are in.
  const withAccountTexts =
    <T>(page: () => Promise<T>) =>
    async (): Promise<T> =>
      (await Promise.all([page(), loadTexts('account')]))[0];
  const prefetch =
    (start: (dispatch: AppDispatch, params: Params, url: URL) => unknown, { afterPage = false } = {}): LoaderFunction =>
    ({ params, request }) => {
      // The calls carry the stored session (its token): they start once the store has it back.
      void store.then(({ dispatch }) => {
        const run = () => start(dispatch, params, new URL(request.url));
        // afterPage: after the page's own loader, which the router calls after this one (a layout's):
        // a browser fetches six at a time from one origin, and the page's answer is what the shopper waits for.
        if (afterPage) queueMicrotask(run);
        else run();
      });
      return null;
    };
  return showFailedDownloads([
    {
      Component: AppRoot,
      ErrorBoundary: RootError,
      // Until the page's code is in and the loaders have started, nothing is drawn, said explicitly:
      // without it react-router warns on every page load, a console message and an Error's stack.
      HydrateFallback: NothingYet,
      children: [
        {
          id: LAYOUT_ROUTE_ID,
          Component: Layout,
          // The header's menus and search suggestions, asked for when the layout is entered, after
          // the page's own call.
          shouldRevalidate: () => false,
          loader: prefetch(
            (dispatch) => {
              dispatch(shopApi.util.prefetch('listCategories', undefined, {}));
              dispatch(shopApi.util.prefetch('listThemes', MENU_THEMES_QUERY, {}));
              dispatch(shopApi.util.prefetch('getSearchKeywords', undefined, {}));
            },
            { afterPage: true },
          ),
          children: [
            {
              index: true,
              handle: { titleKey: 'title.home' } satisfies RouteHandle,
              loader: prefetch((dispatch) => dispatch(shopApi.util.prefetch('getHome', undefined, {}))),
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/home/HomePage.js')).HomePage },
            },
            { path: 'home', loader: () => redirect('/') },
            {
              path: 'theme',
              handle: { titleKey: 'title.theme', ...cached } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/theme/ThemeListPage.js')).ThemeListPage },
            },
            {
              path: 'theme/:theme_id',
              handle: { titleKey: 'title.themeDetail', ...cached } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/theme/ThemePage.js')).ThemePage },
            },
            {
              path: 'news-list',
              handle: { titleKey: 'title.newsList', ...cached } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/news/NewsListPage.js')).NewsListPage },
            },
            {
              path: 'news/:news_id',
              handle: { titleKey: 'title.newsDetail' } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/news/NewsPage.js')).NewsPage },
            },
            {
              path: 'lucky-bag',
              handle: { titleKey: 'title.luckyBag', ...cached } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/lucky-bag/LuckyBagPage.js')).LuckyBagPage },
            },
            {
              path: 'product-list/:category_id',
              handle: { titleKey: 'title.productList', ...cached } satisfies RouteHandle,
              loader: prefetch((dispatch, { category_id = '' }, { search }) => prefetchCategoryList(dispatch, category_id, search)),
              ErrorBoundary: RouteError,
              lazy: {
                Component: async () => (await import('../pages/product-list/ProductListPage.js')).ProductListPage,
              },
            },
            {
              path: 'search',
              handle: { titleKey: 'title.search', ...cached } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/search/SearchPage.js')).SearchPage },
            },
            {
              path: 'product/:product_id',
              handle: { titleKey: 'title.productDetail' } satisfies RouteHandle,
              loader: prefetch((dispatch, { product_id = '' }) =>
                dispatch(shopApi.util.prefetch('getProduct', { params: { product_id } }, {})),
              ),
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/product/ProductPage.js')).ProductPage },
            },
            {
              // Only members (spec 6): without a token these send the shopper to log in and come back.
              Component: RequireLogin,
              children: [
                {
                  path: 'cart',
                  handle: { titleKey: 'title.cart' } satisfies RouteHandle,
                  ErrorBoundary: RouteError,
                  lazy: { Component: withAccountTexts(async () => (await import('../pages/cart/CartPage.js')).CartPage) },
                },
                {
                  path: 'member',
                  ErrorBoundary: RouteError,
                  lazy: { Component: withAccountTexts(async () => (await import('../pages/member/MemberLayout.js')).MemberLayout) },
                  children: [
                    {
                      index: true,
                      handle: { titleKey: 'title.member' } satisfies RouteHandle,
                      ErrorBoundary: RouteError,
                      lazy: { Component: async () => (await import('../pages/member/MemberHomePage.js')).MemberHomePage },
                    },
                    {
                      path: 'orders',
                      handle: { titleKey: 'title.memberOrders' } satisfies RouteHandle,
                      ErrorBoundary: RouteError,
                      lazy: { Component: async () => (await import('../pages/member/OrdersPage.js')).OrdersPage },
                    },
                    {
                      path: 'coupon-list',
                      handle: { titleKey: 'title.memberCoupons' } satisfies RouteHandle,
                      ErrorBoundary: RouteError,
                      lazy: { Component: async () => (await import('../pages/member/CouponsPage.js')).CouponsPage },
                    },
                    {
                      path: 'address-book',
                      handle: { titleKey: 'title.memberAddressBook' } satisfies RouteHandle,
                      ErrorBoundary: RouteError,
                      lazy: { Component: async () => (await import('../pages/member/AddressBookPage.js')).AddressBookPage },
                    },
                    {
                      path: 'user-edit',
                      handle: { titleKey: 'title.memberProfile' } satisfies RouteHandle,
                      ErrorBoundary: RouteError,
                      lazy: { Component: async () => (await import('../pages/member/ProfilePage.js')).ProfilePage },
                    },
                    {
                      path: 'password',
                      handle: { titleKey: 'title.memberPassword' } satisfies RouteHandle,
                      ErrorBoundary: RouteError,
                      lazy: { Component: async () => (await import('../pages/member/PasswordPage.js')).PasswordPage },
                    },
                  ],
                },
              ],
            },
            {
              // Members from their order records; visitors from the result page's link, proving the order by its e-mail.
              path: 'order-detail',
              handle: { titleKey: 'title.orderDetail' } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: withAccountTexts(async () => (await import('../pages/order-detail/OrderDetailPage.js')).OrderDetailPage) },
            },
            {
              // Open to visitors (spec 6): a buy-now product from the address, or the member's selected cart lines.
              path: 'checkout',
              handle: { titleKey: 'title.checkout' } satisfies RouteHandle,
              loader: prefetch((dispatch, _params, { search }) => prefetchBuyNowCheckout(dispatch, search)),
              ErrorBoundary: RouteError,
              lazy: { Component: withAccountTexts(async () => (await import('../pages/checkout/CheckoutPage.js')).CheckoutPage) },
            },
            {
              path: 'result',
              handle: { titleKey: 'title.result' } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: withAccountTexts(async () => (await import('../pages/result/ResultPage.js')).ResultPage) },
            },
            {
              path: 'privacy',
              handle: { titleKey: 'title.privacy' } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/policy/PolicyPages.js')).PrivacyPage },
            },
            {
              path: 'shipping-terms',
              handle: { titleKey: 'title.shippingTerms' } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/policy/PolicyPages.js')).ShippingTermsPage },
            },
            {
              path: 'return-policy',
              handle: { titleKey: 'title.returnPolicy' } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/policy/PolicyPages.js')).ReturnPolicyPage },
            },
            {
              path: 'about-us',
              handle: { titleKey: 'title.aboutUs' } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/policy/PolicyPages.js')).AboutUsPage },
            },
          ],
        },
        {
          // The account pages stand outside the layout and are closed to members (spec 2, 6).
          lazy: { Component: withAccountTexts(async () => (await import('../pages/auth/AuthLayout.js')).AuthLayout) },
          children: [
            {
              path: 'login',
              handle: { titleKey: 'title.login' } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/auth/LoginPage.js')).LoginPage },
            },
            {
              path: 'register',
              handle: { titleKey: 'title.register' } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/auth/RegisterPage.js')).RegisterPage },
            },
            {
              path: 'set-password',
              handle: { titleKey: 'title.setPassword' } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/auth/SetPasswordPage.js')).SetPasswordPage },
            },
            {
              path: 'forgot-password',
              handle: { titleKey: 'title.forgotPassword' } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/auth/ForgotPasswordPage.js')).ForgotPasswordPage },
            },
            {
              path: 'mail-be-send',
              handle: { titleKey: 'title.mailBeSend' } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/auth/MailBeSendPage.js')).MailBeSendPage },
            },
            {
              path: 'reset-password',
              handle: { titleKey: 'title.resetPassword' } satisfies RouteHandle,
              ErrorBoundary: RouteError,
              lazy: { Component: async () => (await import('../pages/auth/ResetPasswordPage.js')).ResetPasswordPage },
            },
          ],
        },
        {
          path: '*',
          handle: { titleKey: 'title.notFound', noindex: true } satisfies RouteHandle,
          lazy: { Component: async () => (await import('../pages/not-found/NotFoundPage.js')).NotFoundPage },
        },
      ],
    },
  ]);
}
