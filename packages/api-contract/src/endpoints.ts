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
import { AddressBookEntryBody, AddressBookEntryResponse, AddressBookResponse, AddressParams } from './address-book.js';
import { CartResponse, UpdateCartBody } from './cart.js';
import {
  ArrivalNoticeBody,
  CategoryListResponse,
  HomeDataResponse,
  ProductDetailResponse,
  ProductListQuery,
  ProductListResponse,
  ProductParams,
  RelatedProductsResponse,
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
  LastShippingMethodResponse,
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
import { routes, type RouteSpec } from './routes.js';
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

/** What the contract says of one call: how it travels and the TypeBox (JSON Schema) of each part. */
export interface EndpointSchema extends RouteSpec {
  /** Path parameters, one property per `:name` of path. */
  readonly params?: TSchema;
  /** Query string parameters (the server coerces their types). */
  readonly query?: TSchema;
  /** JSON request body. */
  readonly body?: TSchema;
  /** The success body `{ data }` (HTTP 200). Failures are always ErrorBody. */
  readonly response: TSchema;
}

/**
 * Every call of spec 7, by name: method, path, login need, the spec's flags and the schemas of
 * params, query, body and response. apps/api registers its routes from it; api-client types its
 * functions from it.
 */
export const endpoints = {
  // system: reference data, "no global errors" (spec 7)
  getExpressFees: { ...routes.getExpressFees, response: ExpressFeeListResponse },
  getCurrencyRates: { ...routes.getCurrencyRates, response: CurrencyRateListResponse },
  getCountryCities: { ...routes.getCountryCities, response: CountryCityListResponse },
  getCountryCityDistricts: {
    ...routes.getCountryCityDistricts,
    query: CountryCityDistrictQuery,
    response: CountryCityDistrictListResponse,
  },
  getPromotions: { ...routes.getPromotions, response: PromotionListResponse },
  getTwCvsStores: { ...routes.getTwCvsStores, query: TwCvsQuery, response: TwCvsStoreListResponse },
  getPhoneCountries: { ...routes.getPhoneCountries, response: PhoneCountryListResponse },
  getSearchKeywords: { ...routes.getSearchKeywords, response: SearchKeywordListResponse },

  // account
  login: { ...routes.login, body: LoginBody, response: AuthTokenResponse },
  firebaseLogin: { ...routes.firebaseLogin, body: FirebaseLoginBody, response: AuthTokenResponse },
  weixinLogin: { ...routes.weixinLogin, body: WeixinLoginBody, response: AuthTokenResponse },
  logout: { ...routes.logout, response: EmptyResponse },
  sendVerificationEmail: { ...routes.sendVerificationEmail, body: SendVerificationEmailBody, response: EmptyResponse },
  verifyAccount: { ...routes.verifyAccount, body: VerifyAccountBody, response: EmptyResponse },
  register: { ...routes.register, body: RegisterBody, response: AuthTokenResponse },
  forgetPassword: { ...routes.forgetPassword, body: ForgetPasswordBody, response: EmptyResponse },
  changePassword: { ...routes.changePassword, body: ChangePasswordBody, response: EmptyResponse },
  verifyChecksum: { ...routes.verifyChecksum, body: VerifyChecksumBody, response: ChecksumAccountResponse },

  // personal
  getPersonal: { ...routes.getPersonal, response: UserInfoResponse },
  updatePersonal: { ...routes.updatePersonal, body: UpdateUserInfoBody, response: UserInfoResponse },
  listAddresses: { ...routes.listAddresses, response: AddressBookResponse },
  createAddress: { ...routes.createAddress, body: AddressBookEntryBody, response: AddressBookEntryResponse },
  updateAddress: { ...routes.updateAddress, params: AddressParams, body: AddressBookEntryBody, response: AddressBookEntryResponse },
  setDefaultAddress: { ...routes.setDefaultAddress, params: AddressParams, response: AddressBookEntryResponse },
  deleteAddress: { ...routes.deleteAddress, params: AddressParams, response: EmptyResponse },

  // catalogue
  listCategories: { ...routes.listCategories, response: CategoryListResponse },
  listThemes: { ...routes.listThemes, query: ThemeListQuery, response: ThemeListResponse },
  getTheme: { ...routes.getTheme, params: ThemeParams, response: ThemeDetailResponse },
  listThemeProducts: {
    ...routes.listThemeProducts,
    params: ThemeParams,
    query: ThemeProductsQuery,
    response: ProductListResponse,
  },
  getHome: { ...routes.getHome, response: HomeDataResponse },
  listProducts: { ...routes.listProducts, query: ProductListQuery, response: ProductListResponse },
  getProduct: { ...routes.getProduct, params: ProductParams, response: ProductDetailResponse },
  listRelatedProducts: { ...routes.listRelatedProducts, params: ProductParams, response: RelatedProductsResponse },
  createArrivalNotice: { ...routes.createArrivalNotice, params: ProductParams, body: ArrivalNoticeBody, response: EmptyResponse },

  // cart
  getCart: { ...routes.getCart, response: CartResponse },
  updateCart: { ...routes.updateCart, body: UpdateCartBody, response: EmptyResponse },

  // coupon
  listCoupons: { ...routes.listCoupons, response: CouponListResponse },
  claimCoupon: { ...routes.claimCoupon, body: ClaimCouponBody, response: CouponResponse },
  listOrderCoupons: { ...routes.listOrderCoupons, body: OrderCouponBody, response: OrderCouponListResponse },

  // order
  listOrders: { ...routes.listOrders, query: OrderListQuery, response: OrderListResponse },
  getLastShippingMethod: { ...routes.getLastShippingMethod, response: LastShippingMethodResponse },
  createOrder: { ...routes.createOrder, body: CreateOrderBody, response: OrderCreatedResponse },
  getOrder: { ...routes.getOrder, params: OrderParams, query: OrderDetailQuery, response: OrderDetailResponse },
  updateOrder: { ...routes.updateOrder, params: OrderParams, body: UpdateOrderBody, response: OrderUpdatedResponse },
  getPurchase: { ...routes.getPurchase, params: PurchaseParams, response: PurchaseResultResponse },

  // content
  listArticles: { ...routes.listArticles, query: ArticleListQuery, response: ArticleListResponse },
  getArticle: { ...routes.getArticle, params: ArticleParams, response: ArticleDetailResponse },
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
export type BodyOf<Name extends EndpointName> = EndpointOf<Name> extends { readonly body: infer S extends TSchema } ? Static<S> : undefined;

/** Flattens an intersection into one object type, so editors and type tests show plain objects. */
type Simplify<T> = { [Key in keyof T]: T[Key] };

/** A query whose fields are all optional may be left out of a request altogether. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends Q` asks whether every field of Q is optional.
type QueryPart<Query> = {} extends Query ? { query?: Query } : { query: Query };

/** What a caller sends: `{ params, query, body }`, each present only when the call has it (`{}` for none). */
export type RequestOf<Name extends EndpointName> = Simplify<
  (EndpointOf<Name> extends { readonly params: infer S extends TSchema } ? { params: Static<S> } : unknown) &
    (EndpointOf<Name> extends { readonly query: infer S extends TSchema } ? QueryPart<Static<S>> : unknown) &
    (EndpointOf<Name> extends { readonly body: infer S extends TSchema } ? { body: Static<S> } : unknown)
>;

/** The success body of a call as it travels: `{ data }`. */
export type ResponseOf<Name extends EndpointName> = Static<EndpointOf<Name>['response']>;

/** The payload of a call's success body: what the client returns after unwrapping `{ data }`. */
export type DataOf<Name extends EndpointName> = ResponseOf<Name>['data'];
