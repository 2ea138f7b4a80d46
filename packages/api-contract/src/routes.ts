/** The HTTP methods of the v1 contract. */
export type HttpMethod = 'GET' | 'POST';

/** Whether a call needs the member's token: none (ignored), optional (used when present), required (40301 without). */
export type EndpointAuth = 'none' | 'optional' | 'required';

/** The part of the shop a call belongs to; clients may group or load their calls by it. */
export type ApiArea = 'system' | 'account' | 'personal' | 'catalogue' | 'cart' | 'coupon' | 'order' | 'content';

/** How a call travels, without its schemas: what a client needs at run time. */
export interface RouteSpec {
  readonly method: HttpMethod;
  /** Path under API_BASE_PATH, with `:name` placeholders for the params (see fillPath). */
  readonly path: string;
  readonly area: ApiArea;
  readonly auth: EndpointAuth;
  /** A POST that only reads (its input travels as a body): a client may cache its answer like a GET's. */
  readonly readOnly?: boolean;
  /** Spec 7 "no global error": the client's global error policy (toasts, logout) is skipped. */
  readonly noGlobalError?: boolean;
  /** Spec 7 "with loading": the call shows the global loading overlay while it runs. */
  readonly loading?: boolean;
}

/**
 * Every call of spec 7, by name: method, path, login need and the spec's flags. Kept apart from
 * the schemas (see endpoints) so a browser client can import it without bundling TypeBox.
 */
export const routes = {
  // system: reference data, "no global errors" (spec 7)
  /** The shipping fee table. */
  getExpressFees: { method: 'GET', path: '/system/express-fee', area: 'system', auth: 'none', noGlobalError: true },
  /** Today's currency rates (fetched once per UTC day). */
  getCurrencyRates: { method: 'GET', path: '/system/currency-rates', area: 'system', auth: 'none', noGlobalError: true },
  /** Destination countries and their cities. */
  getCountryCities: { method: 'GET', path: '/system/country-city', area: 'system', auth: 'none', noGlobalError: true },
  /** Cities, districts and postal codes of a country. */
  getCountryCityDistricts: { method: 'GET', path: '/system/country-city-district', area: 'system', auth: 'none', noGlobalError: true },
  /** Site-wide promotions running now. */
  getPromotions: { method: 'GET', path: '/system/promote', area: 'system', auth: 'none', noGlobalError: true },
  /** Taiwan convenience stores for pickup. */
  getTwCvsStores: { method: 'GET', path: '/system/tw-cvs', area: 'system', auth: 'none', noGlobalError: true },
  /** Countries whose phone numbers are accepted, with dialling codes. */
  getPhoneCountries: { method: 'GET', path: '/system/valid-phone-number', area: 'system', auth: 'none', noGlobalError: true },
  /** Suggested search keywords. */
  getSearchKeywords: { method: 'GET', path: '/system/search-keyword', area: 'system', auth: 'none', noGlobalError: true },

  // account
  /** Log in with e-mail and password. */
  login: { method: 'POST', path: '/account/login', area: 'account', auth: 'none' },
  /** Log in with a Google account through Firebase. */
  firebaseLogin: { method: 'POST', path: '/account/firebaseLogin', area: 'account', auth: 'none' },
  /** Log in with a WeChat account. */
  weixinLogin: { method: 'POST', path: '/account/weixinLogin', area: 'account', auth: 'none' },
  /** End the session. */
  logout: { method: 'GET', path: '/account/logout', area: 'account', auth: 'required' },
  /** Send a sign-up verification code. */
  sendVerificationEmail: { method: 'POST', path: '/account/send-verification-email', area: 'account', auth: 'none' },
  /** Check a sign-up verification code. */
  verifyAccount: { method: 'POST', path: '/account/verify-account', area: 'account', auth: 'none' },
  /** Create the account and log in. */
  register: { method: 'POST', path: '/account/register', area: 'account', auth: 'none' },
  /** E-mail a reset-password link. */
  forgetPassword: { method: 'POST', path: '/account/forget-password', area: 'account', auth: 'none' },
  /** Set a new password by reset checksum (visitor) or old password (member). */
  changePassword: { method: 'POST', path: '/account/change-password', area: 'account', auth: 'optional' },
  /** Check a reset-password link's checksum. */
  verifyChecksum: { method: 'POST', path: '/account/verify-checksum', area: 'account', auth: 'none', readOnly: true },

  // personal
  /** The member's profile; "no global error" (spec 7). */
  getPersonal: { method: 'GET', path: '/personal', area: 'personal', auth: 'required', noGlobalError: true },
  /** Update the member's profile. */
  updatePersonal: { method: 'POST', path: '/personal', area: 'personal', auth: 'required' },
  /** The member's address book, the default first (the shop's own call). */
  listAddresses: { method: 'GET', path: '/personal/address', area: 'personal', auth: 'required' },
  /** Add an entry to the address book; 40910 when it holds the most. */
  createAddress: { method: 'POST', path: '/personal/address', area: 'personal', auth: 'required' },
  /** Replace one of the member's entries; 40401 for another member's or a deleted one. */
  updateAddress: { method: 'POST', path: '/personal/address/:address_id', area: 'personal', auth: 'required' },
  /** Make one entry the member's default (the others stop being it). */
  setDefaultAddress: { method: 'POST', path: '/personal/address/:address_id/default', area: 'personal', auth: 'required' },
  /** Delete one of the member's entries. */
  deleteAddress: { method: 'POST', path: '/personal/address/:address_id/delete', area: 'personal', auth: 'required' },

  // catalogue
  /** Every category in menu order. */
  listCategories: { method: 'GET', path: '/category', area: 'catalogue', auth: 'none' },
  /** Themes (popular zones); the theme list page shows the loading overlay (spec 7). */
  listThemes: { method: 'GET', path: '/theme', area: 'catalogue', auth: 'none', loading: true },
  /** One theme with its content blocks. */
  getTheme: { method: 'GET', path: '/theme/:theme_id', area: 'catalogue', auth: 'none' },
  /** One page of a theme's products. */
  listThemeProducts: { method: 'GET', path: '/theme/:theme_id/product', area: 'catalogue', auth: 'none' },
  /** The home page's data, with loading (spec 7). */
  getHome: { method: 'GET', path: '/index', area: 'catalogue', auth: 'none', loading: true },
  /** One page of products by category or keyword. */
  listProducts: { method: 'GET', path: '/product', area: 'catalogue', auth: 'none' },
  /** One product with its flags and sub-product groups. */
  getProduct: { method: 'GET', path: '/product/:product_id', area: 'catalogue', auth: 'none' },
  /** Products to show beside one: those sharing a theme with it, then its category (the shop's own call, not in spec 7). */
  listRelatedProducts: { method: 'GET', path: '/product/:product_id/related', area: 'catalogue', auth: 'none' },
  /** Ask for an e-mail when the product is back in stock. */
  createArrivalNotice: { method: 'POST', path: '/product/:product_id/arrival-notice', area: 'catalogue', auth: 'optional' },

  // cart
  /** The member's cart with its totals. */
  getCart: { method: 'GET', path: '/cart', area: 'cart', auth: 'required' },
  /** Set a line's amount (0 deletes); refetch the cart after. */
  updateCart: { method: 'POST', path: '/cart', area: 'cart', auth: 'required' },

  // coupon
  /** The member's coupons and the claimable ones. */
  listCoupons: { method: 'GET', path: '/coupon', area: 'coupon', auth: 'required' },
  /** Claim a coupon by code. */
  claimCoupon: { method: 'POST', path: '/coupon', area: 'coupon', auth: 'required' },
  /**
   * The member's coupons that apply to a prospective order, with their discounts (a member's call:
   * 40301 without a token); with discount_code, what that typed code takes off (visitors too).
   */
  listOrderCoupons: { method: 'POST', path: '/order/coupon', area: 'coupon', auth: 'optional', readOnly: true },

  // order
  /** One page of the member's orders. */
  listOrders: { method: 'GET', path: '/order', area: 'order', auth: 'required' },
  /** The shipping method of the member's most recent order (null: none yet), which their checkout starts with. */
  getLastShippingMethod: { method: 'GET', path: '/order/last-shipping-method', area: 'order', auth: 'required' },
  /** Check out: create the orders and start the payment; open to visitors. */
  createOrder: { method: 'POST', path: '/order', area: 'order', auth: 'optional' },
  /** One order in full. */
  getOrder: { method: 'GET', path: '/order/:order_id', area: 'order', auth: 'optional' },
  /** Pay an order again or cancel it. */
  updateOrder: { method: 'POST', path: '/order/:order_id', area: 'order', auth: 'optional' },
  /** A purchase's payment result (QR code while pending). */
  getPurchase: { method: 'GET', path: '/purchase/:purchase_id', area: 'order', auth: 'optional' },

  // content
  /** One page of news articles. */
  listArticles: { method: 'GET', path: '/article', area: 'content', auth: 'none' },
  /** One article with its rich text. */
  getArticle: { method: 'GET', path: '/article/:article_id', area: 'content', auth: 'none' },
} as const satisfies Record<string, RouteSpec>;

/** The `:name` placeholders of a path as a union of names, e.g. 'theme_id' for '/theme/:theme_id/product'. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * Fills the `:name` placeholders of a contract path with URI-encoded values, e.g.
 * fillPath('/product/:product_id', { product_id: 'p-1' }) gives '/product/p-1'. The only function
 * here: pure string work, so client and tests build URLs the same way.
 */
export function fillPath<Path extends string>(path: Path, params: Readonly<Record<PathParamNames<Path>, string>>): string {
  const values = params as Readonly<Record<string, string>>;
  return path.replace(/:([A-Za-z0-9_]+)/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
