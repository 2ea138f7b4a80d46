import type { Static, TSchema } from 'typebox';
import {
  AuthTokenResponse,
  ChangePasswordBody,
  ChecksumAccountResponse,
  FirebaseLoginBody,
  ForgetPasswordBody,
  LoginBody,
  RegisterBody,
  SendVerificationEmailBody,
  VerifyAccountBody,
  VerifyChecksumBody,
  WeixinLoginBody,
} from './account.js';
import { CartResponse, UpdateCartBody } from './cart.js';
import {
  ArrivalNoticeBody,
  CategoryListResponse,
  HomeDataResponse,
  ProductDetailResponse,
  ProductListQuery,
  ProductListResponse,
  ProductParams,
  ThemeDetailResponse,
  ThemeListQuery,
  ThemeListResponse,
  ThemeParams,
  ThemeProductsQuery,
} from './catalogue.js';
import { ArticleDetailResponse, ArticleListQuery, ArticleListResponse, ArticleParams } from './content.js';
import { ClaimCouponBody, CouponListResponse, CouponResponse, OrderCouponBody, OrderCouponListResponse } from './coupon.js';
import { EmptyResponse } from './envelope.js';
import {
  CreateOrderBody,
  OrderCreatedResponse,
  OrderDetailQuery,
  OrderDetailResponse,
  OrderListQuery,
  OrderListResponse,
  OrderParams,
  OrderUpdatedResponse,
  PurchaseParams,
  PurchaseResultResponse,
  UpdateOrderBody,
} from './order.js';
import { UpdateUserInfoBody, UserInfoResponse } from './personal.js';
import {
  CountryCityDistrictListResponse,
  CountryCityDistrictQuery,
  CountryCityListResponse,
  CurrencyRateListResponse,
  ExpressFeeListResponse,
  PhoneCountryListResponse,
  PromotionListResponse,
  SearchKeywordListResponse,
  TwCvsQuery,
  TwCvsStoreListResponse,
} from './system.js';

/** The HTTP methods of the v1 contract. */
export type HttpMethod = 'GET' | 'POST';

/** Whether a call needs the member's token: none (ignored), optional (used when present), required (40301 without). */
export type EndpointAuth = 'none' | 'optional' | 'required';

/** What the contract says of one call; every schema is TypeBox (JSON Schema). */
export interface EndpointSchema {
  readonly method: HttpMethod;
  /** Path under API_BASE_PATH, with `:name` placeholders for the params (see fillPath). */
  readonly path: string;
  readonly auth: EndpointAuth;
  /** Path parameters, one property per `:name` of path. */
  readonly params?: TSchema;
  /** Query string parameters (the server coerces their types). */
  readonly query?: TSchema;
  /** JSON request body. */
  readonly body?: TSchema;
  /** The success body `{ data }` (HTTP 200). Failures are always ErrorBody. */
  readonly response: TSchema;
  /** Spec 7 "no global error": the client's global error policy (toasts, logout) is skipped. */
  readonly noGlobalError?: boolean;
  /** Spec 7 "with loading": the call shows the global loading overlay while it runs. */
  readonly loading?: boolean;
}

/**
 * Every call of spec 7, by name: method, path, login need, the spec's flags and the schemas of
 * params, query, body and response. apps/api registers its routes from it; api-client types its
 * functions from it.
 */
export const endpoints = {
  // system: reference data, "no global errors" (spec 7)
  /** The shipping fee table. */
  getExpressFees: {
    method: 'GET',
    path: '/system/express-fee',
    auth: 'none',
    response: ExpressFeeListResponse,
    noGlobalError: true,
  },
  /** Today's currency rates (fetched once per UTC day). */
  getCurrencyRates: {
    method: 'GET',
    path: '/system/currency-rates',
    auth: 'none',
    response: CurrencyRateListResponse,
    noGlobalError: true,
  },
  /** Destination countries and their cities. */
  getCountryCities: {
    method: 'GET',
    path: '/system/country-city',
    auth: 'none',
    response: CountryCityListResponse,
    noGlobalError: true,
  },
  /** Cities, districts and postal codes of a country. */
  getCountryCityDistricts: {
    method: 'GET',
    path: '/system/country-city-district',
    auth: 'none',
    query: CountryCityDistrictQuery,
    response: CountryCityDistrictListResponse,
    noGlobalError: true,
  },
  /** Site-wide promotions running now. */
  getPromotions: {
    method: 'GET',
    path: '/system/promote',
    auth: 'none',
    response: PromotionListResponse,
    noGlobalError: true,
  },
  /** Taiwan convenience stores for pickup. */
  getTwCvsStores: {
    method: 'GET',
    path: '/system/tw-cvs',
    auth: 'none',
    query: TwCvsQuery,
    response: TwCvsStoreListResponse,
    noGlobalError: true,
  },
  /** Countries whose phone numbers are accepted, with dialling codes. */
  getPhoneCountries: {
    method: 'GET',
    path: '/system/valid-phone-number',
    auth: 'none',
    response: PhoneCountryListResponse,
    noGlobalError: true,
  },
  /** Suggested search keywords. */
  getSearchKeywords: {
    method: 'GET',
    path: '/system/search-keyword',
    auth: 'none',
    response: SearchKeywordListResponse,
    noGlobalError: true,
  },

  // account
  /** Log in with e-mail and password. */
  login: { method: 'POST', path: '/account/login', auth: 'none', body: LoginBody, response: AuthTokenResponse },
  /** Log in with a Google account through Firebase. */
  firebaseLogin: {
    method: 'POST',
    path: '/account/firebaseLogin',
    auth: 'none',
    body: FirebaseLoginBody,
    response: AuthTokenResponse,
  },
  /** Log in with a WeChat account. */
  weixinLogin: {
    method: 'POST',
    path: '/account/weixinLogin',
    auth: 'none',
    body: WeixinLoginBody,
    response: AuthTokenResponse,
  },
  /** End the session. */
  logout: { method: 'GET', path: '/account/logout', auth: 'required', response: EmptyResponse },
  /** Send a sign-up verification code. */
  sendVerificationEmail: {
    method: 'POST',
    path: '/account/send-verification-email',
    auth: 'none',
    body: SendVerificationEmailBody,
    response: EmptyResponse,
  },
  /** Check a sign-up verification code. */
  verifyAccount: {
    method: 'POST',
    path: '/account/verify-account',
    auth: 'none',
    body: VerifyAccountBody,
    response: EmptyResponse,
  },
  /** Create the account and log in. */
  register: { method: 'POST', path: '/account/register', auth: 'none', body: RegisterBody, response: AuthTokenResponse },
  /** E-mail a reset-password link. */
  forgetPassword: {
    method: 'POST',
    path: '/account/forget-password',
    auth: 'none',
    body: ForgetPasswordBody,
    response: EmptyResponse,
  },
  /** Set a new password by reset checksum (visitor) or old password (member). */
  changePassword: {
    method: 'POST',
    path: '/account/change-password',
    auth: 'optional',
    body: ChangePasswordBody,
    response: EmptyResponse,
  },
  /** Check a reset-password link's checksum. */
  verifyChecksum: {
    method: 'POST',
    path: '/account/verify-checksum',
    auth: 'none',
    body: VerifyChecksumBody,
    response: ChecksumAccountResponse,
  },

  // personal
  /** The member's profile; "no global error" (spec 7). */
  getPersonal: { method: 'GET', path: '/personal', auth: 'required', response: UserInfoResponse, noGlobalError: true },
  /** Update the member's profile. */
  updatePersonal: {
    method: 'POST',
    path: '/personal',
    auth: 'required',
    body: UpdateUserInfoBody,
    response: UserInfoResponse,
  },

  // catalogue
  /** Every category in menu order. */
  listCategories: { method: 'GET', path: '/category', auth: 'none', response: CategoryListResponse },
  /** Themes (popular zones); the theme list page shows the loading overlay (spec 7). */
  listThemes: {
    method: 'GET',
    path: '/theme',
    auth: 'none',
    query: ThemeListQuery,
    response: ThemeListResponse,
    loading: true,
  },
  /** One theme with its content blocks. */
  getTheme: {
    method: 'GET',
    path: '/theme/:theme_id',
    auth: 'none',
    params: ThemeParams,
    response: ThemeDetailResponse,
  },
  /** One page of a theme's products. */
  listThemeProducts: {
    method: 'GET',
    path: '/theme/:theme_id/product',
    auth: 'none',
    params: ThemeParams,
    query: ThemeProductsQuery,
    response: ProductListResponse,
  },
  /** The home page's data, with loading (spec 7). */
  getHome: { method: 'GET', path: '/index', auth: 'none', response: HomeDataResponse, loading: true },
  /** One page of products by category or keyword. */
  listProducts: {
    method: 'GET',
    path: '/product',
    auth: 'none',
    query: ProductListQuery,
    response: ProductListResponse,
  },
  /** One product with its flags and sub-product groups. */
  getProduct: {
    method: 'GET',
    path: '/product/:product_id',
    auth: 'none',
    params: ProductParams,
    response: ProductDetailResponse,
  },
  /** Ask for an e-mail when the product is back in stock. */
  createArrivalNotice: {
    method: 'POST',
    path: '/product/:product_id/arrival-notice',
    auth: 'optional',
    params: ProductParams,
    body: ArrivalNoticeBody,
    response: EmptyResponse,
  },

  // cart
  /** The member's cart with its totals. */
  getCart: { method: 'GET', path: '/cart', auth: 'required', response: CartResponse },
  /** Set a line's amount (0 deletes); refetch the cart after. */
  updateCart: { method: 'POST', path: '/cart', auth: 'required', body: UpdateCartBody, response: EmptyResponse },

  // coupon
  /** The member's coupons and the claimable ones. */
  listCoupons: { method: 'GET', path: '/coupon', auth: 'required', response: CouponListResponse },
  /** Claim a coupon by code. */
  claimCoupon: { method: 'POST', path: '/coupon', auth: 'required', body: ClaimCouponBody, response: CouponResponse },
  /** The member's coupons that apply to a prospective order, with their discounts. */
  listOrderCoupons: {
    method: 'POST',
    path: '/order/coupon',
    auth: 'required',
    body: OrderCouponBody,
    response: OrderCouponListResponse,
  },

  // order
  /** One page of the member's orders. */
  listOrders: { method: 'GET', path: '/order', auth: 'required', query: OrderListQuery, response: OrderListResponse },
  /** Check out: create the orders and start the payment; open to visitors. */
  createOrder: { method: 'POST', path: '/order', auth: 'optional', body: CreateOrderBody, response: OrderCreatedResponse },
  /** One order in full. */
  getOrder: {
    method: 'GET',
    path: '/order/:order_id',
    auth: 'optional',
    params: OrderParams,
    query: OrderDetailQuery,
    response: OrderDetailResponse,
  },
  /** Pay an order again or cancel it. */
  updateOrder: {
    method: 'POST',
    path: '/order/:order_id',
    auth: 'optional',
    params: OrderParams,
    body: UpdateOrderBody,
    response: OrderUpdatedResponse,
  },
  /** A purchase's payment result (QR code while pending). */
  getPurchase: {
    method: 'GET',
    path: '/purchase/:purchase_id',
    auth: 'optional',
    params: PurchaseParams,
    response: PurchaseResultResponse,
  },

  // content
  /** One page of news articles. */
  listArticles: { method: 'GET', path: '/article', auth: 'none', query: ArticleListQuery, response: ArticleListResponse },
  /** One article with its rich text. */
  getArticle: {
    method: 'GET',
    path: '/article/:article_id',
    auth: 'none',
    params: ArticleParams,
    response: ArticleDetailResponse,
  },
} as const satisfies Record<string, EndpointSchema>;

/** The name of a call of the contract, e.g. 'listProducts'. */
export type EndpointName = keyof typeof endpoints;

/** The contract entry of a call. */
export type EndpointOf<Name extends EndpointName> = (typeof endpoints)[Name];

/** The path parameters of a call, or undefined when it has none. */
export type ParamsOf<Name extends EndpointName> =
  EndpointOf<Name> extends { readonly params: infer S extends TSchema } ? Static<S> : undefined;

/** The query parameters of a call, or undefined when it has none. */
export type QueryOf<Name extends EndpointName> =
  EndpointOf<Name> extends { readonly query: infer S extends TSchema } ? Static<S> : undefined;

/** The JSON body of a call, or undefined when it has none. */
export type BodyOf<Name extends EndpointName> =
  EndpointOf<Name> extends { readonly body: infer S extends TSchema } ? Static<S> : undefined;

/** Flattens an intersection into one object type, so editors and type tests show plain objects. */
type Simplify<T> = { [Key in keyof T]: T[Key] };

/** What a caller sends: `{ params, query, body }`, each present only when the call has it (`{}` for none). */
export type RequestOf<Name extends EndpointName> = Simplify<
  (EndpointOf<Name> extends { readonly params: infer S extends TSchema } ? { params: Static<S> } : unknown) &
    (EndpointOf<Name> extends { readonly query: infer S extends TSchema } ? { query: Static<S> } : unknown) &
    (EndpointOf<Name> extends { readonly body: infer S extends TSchema } ? { body: Static<S> } : unknown)
>;

/** The success body of a call as it travels: `{ data }`. */
export type ResponseOf<Name extends EndpointName> = Static<EndpointOf<Name>['response']>;

/** The payload of a call's success body: what the client returns after unwrapping `{ data }`. */
export type DataOf<Name extends EndpointName> = ResponseOf<Name>['data'];

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
