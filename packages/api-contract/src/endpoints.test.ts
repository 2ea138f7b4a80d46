import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type DataOf, type EndpointName, endpoints, type EndpointSchema, type RequestOf, type ResponseOf } from './endpoints.js';
import { fillPath, type PathParamNames } from './routes.js';

// The table of spec 7, one method + path per row, as the spec writes the paths.
const SPEC_7_CALLS = [
  'GET system/express-fee',
  'GET system/currency-rates',
  'GET system/country-city',
  'GET system/country-city-district',
  'GET system/promote',
  'GET system/tw-cvs',
  'GET system/valid-phone-number',
  'GET system/search-keyword',
  'POST account/login',
  'POST account/firebaseLogin',
  'POST account/weixinLogin',
  'GET account/logout',
  'POST account/send-verification-email',
  'POST account/verify-account',
  'POST account/register',
  'POST account/forget-password',
  'POST account/change-password',
  'POST account/verify-checksum',
  'GET personal',
  'POST personal',
  'GET category',
  'GET theme',
  'GET theme/{theme_id}',
  'GET theme/{theme_id}/product',
  'GET index',
  'GET cart',
  'POST cart',
  'POST order/coupon',
  'GET coupon',
  'POST coupon',
  'GET order',
  'POST order',
  'GET order/{order_id}',
  'POST order/{order_id}',
  'GET purchase/{purchase_id}',
  'GET product',
  'GET product/{product_id}',
  'POST product/{product_id}/arrival-notice',
  'GET article',
  'GET article/{article_id}',
];

// The shop's own calls beyond spec 7, one per row as above.
const SHOP_CALLS = [
  'GET product/{product_id}/related',
  'GET personal/address',
  'POST personal/address',
  'POST personal/address/{address_id}',
  'POST personal/address/{address_id}/default',
  'POST personal/address/{address_id}/delete',
  'GET order/last-shipping-method',
];

const table: Readonly<Record<EndpointName, EndpointSchema>> = endpoints;
const names = Object.keys(endpoints) as EndpointName[];

/** The spec's spelling of a contract path: no leading slash, {name} for :name. */
function specPath(path: string): string {
  return path.replace(/^\//, '').replace(/:([a-z_]+)/g, '{$1}');
}

// ---- known-good payloads ---------------------------------------------------------------

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LTEifQ.c2lnbmF0dXJl';
const NOW = 1_767_225_600_000; // 2026-01-01T00:00:00Z, in ms

const addressEntry = {
  label: 'Home',
  recipient_name: 'Lin Mei',
  recipient_phone_code: '+886',
  recipient_mobile: '912345678',
  country_code: 'TW',
  shipping_method: 'home_delivery' as const,
  customs_id: '',
  city: '台北市',
  area: '信義區',
  address: '信義路五段7號',
  postal_code: '110',
  pickup_store: null,
};
const storedAddress = { ...addressEntry, address_id: 'adr-1', is_default: true, updated_at: NOW };

const product = {
  product_id: 'p-1001',
  sku: 'FIG-0001',
  category_id: 'figures',
  display_name: '「星穹旅人」艾莉亞 1/7 比例模型',
  marked_price: 5980,
  selling_price: 5380,
  stock: 12,
  images: ['/v1/images/p-1001-1.svg'],
};

const productDetail = {
  ...product,
  origin: 'TW' as const,
  pre_order: false,
  pre_order_ship_at: null,
  co_branded: true,
  age_restricted: false,
  available: true,
  expired: false,
  overseas_tax: false,
  purchase_limit: 3,
  sale_starts_at: NOW,
  sale_ends_at: null,
  description: '<p>精緻塗裝</p>',
  sub_products: [
    {
      group_id: 'color',
      display_name: '顏色',
      required_amount: 1,
      options: [{ product_id: 'p-1001-red', display_name: '紅', image_url: null, stock: 4, available: true }],
    },
  ],
};

const articleSummary = {
  article_id: 'a-1',
  title: 'New arrivals',
  summary: 'Spring figures are here.',
  cover_image_url: 'https://cdn.example.com/a-1.webp',
  published_at: NOW,
};

const cartLine = {
  product_id: 'p-1001',
  sku: 'FIG-0001',
  display_name: 'Star Voyager Aria',
  image_url: null,
  amount: 2,
  sub_product_infos: [{ product_id: 'p-1001-red', amount: 2, display_name: 'Red' }],
  origin: 'CN' as const,
  pre_order: false,
  available: true,
  expired: false,
  stock: 12,
  purchase_limit: null,
  marked_price: 5980,
  selling_price: null,
  overseas_tax: true,
};

const couponTerms = {
  coupon_id: 'c-100',
  activity_name: 'Spring sale',
  promotion_details: 'NT$100 off',
  conditions: 'Order reaches NT$1000',
  starts_at: NOW,
  ends_at: null,
  threshold_amount: 1000,
  discount_amount: 100,
  free_shipping: false,
  origins: ['TW' as const],
  sales_regions: ['TW'],
};

const coupon = { ...couponTerms, status: 'available' as const, used: false, claimed_at: NOW };

const qrCode = { amount: 5480, type: 'wechat_pay' as const, QRCode: 'weixin://wxpay/bizpayurl?pr=abc' };

const paymentStart = {
  purchase_id: 'pur-1',
  payment_method: 'wechat_pay' as const,
  amount: 5480,
  payment_url: null,
  qr_code: qrCode,
};

const orderSummary = {
  order_id: 'TW20260101001',
  purchase_id: 'pur-1',
  purchased_at: NOW,
  status: 'pending_activation' as const,
  origin: 'TW' as const,
  order_amount: 5380,
  shipping_fee: 100,
  discount: 0,
  shipping_discount: 0,
  payment_amount: 5480,
  payment_method: 'wechat_pay' as const,
  shipping_code: null,
  tracking_url: null,
  pay_by: NOW + 30 * 60_000,
  items: [
    {
      product_id: 'p-1001',
      sku: 'FIG-0001',
      display_name: 'Star Voyager Aria',
      image_url: null,
      marked_price: 5980,
      selling_price: 5380,
      amount: 1,
      sub_product_infos: [],
      pre_order: false,
    },
  ],
};

const recipient = {
  recipient_name: '王小明',
  recipient_phone_code: '+886',
  recipient_mobile: '0912345678',
  recipient_email: 'ming@example.com',
};

const taipeiAddress = {
  country_code: 'TW',
  city: '臺北市',
  area: '中正區',
  address: '重慶南路一段 122 號',
  postal_code: '100',
};

const orderDetail = {
  ...orderSummary,
  shipping: {
    ...recipient,
    ...taipeiAddress,
    shipping_method: 'cvs_pickup' as const,
    pickup_store: { cvs_brand: 'seven_eleven' as const, store_id: '123456', store_name: '博愛門市' },
  },
  payment: { payment_method: 'wechat_pay' as const, payment_status: 'pending' as const, payment_amount: 5480, paid_at: null },
  coupon_id: null,
  discount_code: null,
  can_pay: true,
  can_cancel: true,
};

const checkoutItems = [{ product_id: 'p-1001', amount: 1, sub_product_infos: [{ product_id: 'p-1001-red', amount: 1 }] }];

// ---- one good and one malformed example of every part of every call ----------------------

/** A known-good request (its params / query / body) and response of a call, typed by the contract. */
type GoodCase<Name extends EndpointName> = RequestOf<Name> & { response: ResponseOf<Name> };

/** A malformed counterpart for every part the call has. */
interface BadCase {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  response: unknown;
}

const cases: { [Name in EndpointName]: { good: GoodCase<Name>; bad: BadCase } } = {
  getExpressFees: {
    good: {
      response: {
        data: [{ origin: 'TW', country_code: 'TW', shipping_method: 'cvs_pickup', fee: 60, free_shipping_threshold: 1500 }],
      },
    },
    bad: {
      response: { data: [{ origin: 'JP', country_code: 'TW', shipping_method: 'cvs_pickup', fee: 60, free_shipping_threshold: null }] },
    },
  },
  getCurrencyRates: {
    good: {
      response: {
        data: [
          { exchange: 'CNY', exrate: 0.2231 },
          { exchange: 'USD', exrate: 0.0307, date: '2026-01-01' },
        ],
      },
    },
    bad: { response: { data: [{ exchange: 'CNY', exrate: 0 }] } },
  },
  getCountryCities: {
    good: {
      response: { data: [{ country_code: 'KR', display_name: '韓國', cities: [{ city_code: 'seoul', display_name: '首爾' }] }] },
    },
    bad: { response: { data: [{ country_code: 'kr', display_name: '韓國', cities: [] }] } },
  },
  getCountryCityDistricts: {
    good: {
      query: { country_code: 'TW' },
      response: {
        data: [
          {
            country_code: 'TW',
            display_name: '台灣',
            cities: [
              {
                city_code: 'taipei',
                display_name: '臺北市',
                districts: [{ district_code: 'zhongzheng', display_name: '中正區', postal_code: '100' }],
              },
            ],
          },
        ],
      },
    },
    bad: {
      query: { country_code: 'Taiwan' },
      response: { data: [{ country_code: 'TW', display_name: '台灣', cities: [{ city_code: 'taipei', display_name: '臺北市' }] }] },
    },
  },
  getPromotions: {
    good: {
      response: {
        data: [
          {
            promote_id: 'free-ship-2026',
            display_name: '全館免運',
            content: '滿 NT$1500 免運',
            image_url: null,
            link_url: '/lucky-bag',
            free_shipping_threshold: 1500,
            origins: [],
            starts_at: NOW,
            ends_at: NOW + 86_400_000,
          },
        ],
      },
    },
    bad: { response: { data: [{ promote_id: 'x', display_name: 'x', content: '', free_shipping_threshold: -1 }] } },
  },
  getTwCvsStores: {
    good: {
      query: { cvs_brand: 'family_mart', city: '臺北市' },
      response: {
        data: [
          {
            cvs_brand: 'family_mart',
            store_id: '012345',
            store_name: '全家博愛店',
            address: '博愛路 1 號',
            city: '臺北市',
            area: '中正區',
          },
        ],
      },
    },
    bad: {
      query: { cvs_brand: 'lawson' },
      response: { data: [{ cvs_brand: 'family_mart', store_id: '', store_name: 'x', address: 'x', city: 'x', area: 'x' }] },
    },
  },
  getPhoneCountries: {
    good: {
      response: {
        data: [
          { country_code: 'TW', display_name: '台灣', phone_code: '+886', number_pattern: '^09[0-9]{8}$' },
          { country_code: 'CN', display_name: '中國', phone_code: '+86', number_pattern: null },
        ],
      },
    },
    bad: { response: { data: [{ country_code: 'TW', display_name: '台灣', phone_code: '886', number_pattern: null }] } },
  },
  getSearchKeywords: {
    good: { response: { data: ['公仔', '盲盒'] } },
    bad: { response: { data: ['公仔', ''] } },
  },

  login: {
    good: { body: { account: 'ming@example.com', password: 'secret1' }, response: { data: { token: JWT } } },
    bad: { body: { account: 'not-an-email', password: 'secret1' }, response: { data: { token: 'not a jwt' } } },
  },
  firebaseLogin: {
    good: { body: { id_token: JWT }, response: { data: { token: JWT } } },
    bad: { body: { id_token: '' }, response: { data: {} } },
  },
  weixinLogin: {
    good: { body: { code: '081xYz', state: 'login' }, response: { data: { token: JWT } } },
    bad: { body: { state: 'login' }, response: { token: JWT } },
  },
  logout: {
    good: { response: { data: null } },
    bad: { response: {} },
  },
  sendVerificationEmail: {
    good: { body: { account: 'ming@example.com' }, response: { data: null } },
    bad: { body: { account: 'ming@example' }, response: { data: 'sent' } },
  },
  verifyAccount: {
    good: { body: { account: 'ming@example.com', verification_code: '012345' }, response: { data: null } },
    bad: { body: { account: 'ming@example.com', verification_code: '12345' }, response: { error_code: 40002 } },
  },
  register: {
    good: { body: { account: 'ming@example.com', password: 'abc123', verification_code: '012345' }, response: { data: { token: JWT } } },
    bad: { body: { account: 'ming@example.com', password: 'abcdef', verification_code: '012345' }, response: { data: null } },
  },
  forgetPassword: {
    good: { body: { account: 'ming@example.com' }, response: { data: null } },
    bad: { body: {}, response: { data: 1 } },
  },
  changePassword: {
    good: { body: { checksum: 'a1b2c3d4e5f6', new_password: 'newpass1' }, response: { data: null } },
    bad: { body: { new_password: 'newpass1' }, response: {} },
  },
  verifyChecksum: {
    good: { body: { checksum: 'a1b2c3d4e5f6' }, response: { data: { account: 'ming@example.com' } } },
    bad: { body: { checksum: 'bad checksum!' }, response: { data: { account: '' } } },
  },

  getPersonal: {
    good: {
      response: {
        data: {
          user_id: 'u-1',
          account_name: 'Ming',
          avatar_picture: '',
          account_status: 'active',
          phone_number: '',
          phone_code: '',
          gender: null,
          birthday_timestamp: -315_619_200_000, // 1960-01-01
          email: 'ming@example.com',
        },
      },
    },
    bad: {
      response: {
        data: {
          user_id: 'u-1',
          account_name: 'Ming',
          avatar_picture: '',
          account_status: 'active',
          phone_number: '',
          phone_code: '',
          gender: 'other',
          birthday_timestamp: null,
        },
      },
    },
  },
  updatePersonal: {
    good: {
      body: { gender: 'female', phone_code: '+886', phone_number: '912345678' },
      response: {
        data: {
          user_id: 'u-1',
          account_name: 'Ming',
          avatar_picture: 'https://cdn.example.com/u-1.webp',
          account_status: 'active',
          phone_number: '912345678',
          phone_code: '+886',
          gender: 'female',
          birthday_timestamp: null,
        },
      },
    },
    bad: { body: {}, response: { data: { user_id: 'u-1' } } },
  },

  listCategories: {
    good: { response: { data: [{ category_id: 'figures', display_name: '模型公仔' }] } },
    bad: { response: { data: [{ category_id: 'figures' }] } },
  },
  listThemes: {
    good: { query: { count: 10 }, response: { data: [{ theme_id: 't-1', display_name: 'Summer', image_url: null }] } },
    bad: { query: { count: 0 }, response: { data: [{ theme_id: 't-1', display_name: 'Summer' }] } },
  },
  getTheme: {
    good: {
      params: { theme_id: 't-1' },
      response: {
        data: {
          theme_id: 't-1',
          display_name: 'Summer',
          image_url: null,
          description: '<p>Hot</p>',
          age_restricted: true,
          data_infos: [{ title: 'Festival', content: '<p>Yukata</p>', image_url: null, link_url: '/product/p-1005' }],
        },
      },
    },
    bad: {
      params: { theme_id: '../etc' },
      response: { data: { theme_id: 't-1', display_name: 'Summer', image_url: null, description: '', age_restricted: false } },
    },
  },
  listThemeProducts: {
    good: {
      params: { theme_id: 't-1' },
      query: { sort: 'price_asc', page: 1, page_size: 24 },
      response: { data: { items: [product], total: 1, page: 1, page_size: 24 } },
    },
    bad: {
      params: {},
      query: { sort: 'cheapest' },
      response: { data: { items: [{ ...product, stock: -1 }], total: 1, page: 1, page_size: 24 } },
    },
  },
  getHome: {
    good: {
      response: {
        data: {
          banners: [
            {
              banner_id: 'b-1',
              display_name: 'Spring',
              location: 'home_carousel',
              image_url: '/banners/b-1.webp',
              mobile_image_url: null,
              link_url: '/theme/t-1',
            },
          ],
          recommended: [product],
          popular: [{ ...product, pre_order: true, origin: 'CN' }],
          lucky_bags: [],
          news: [articleSummary],
        },
      },
    },
    bad: { response: { data: { banners: [], recommended: [], popular: [], news: [] } } },
  },
  listProducts: {
    good: {
      query: { category_id: 'all', keyword: '公仔', sort: 'newest', page: 2, page_size: 24 },
      response: { data: { items: [product], total: 25, page: 2, page_size: 24 } },
    },
    bad: {
      query: { keyword: '' },
      response: { data: { items: [{ ...product, marked_price: 99.5 }], total: 1, page: 1, page_size: 24 } },
    },
  },
  getProduct: {
    good: { params: { product_id: 'p-1001' }, response: { data: productDetail } },
    bad: { params: { product_id: '' }, response: { data: { ...productDetail, origin: 'JP' } } },
  },
  listAddresses: {
    good: { response: { data: [storedAddress, { ...storedAddress, address_id: 'adr-2', is_default: false }] } },
    bad: { response: { data: Array.from({ length: 11 }, () => storedAddress) } },
  },
  createAddress: {
    good: { body: { ...addressEntry, is_default: true }, response: { data: storedAddress } },
    bad: { body: { ...addressEntry, user_id: 'u-2' }, response: { data: { ...storedAddress, shipping_method: 'drone' } } },
  },
  updateAddress: {
    good: { params: { address_id: 'adr-1' }, body: addressEntry, response: { data: storedAddress } },
    bad: { params: { address_id: 'adr 1' }, body: { ...addressEntry, address: 'x'.repeat(201) }, response: { data: addressEntry } },
  },
  setDefaultAddress: {
    good: { params: { address_id: 'adr-2' }, response: { data: { ...storedAddress, address_id: 'adr-2' } } },
    bad: { params: { address_id: '' }, response: { data: { ...storedAddress, country_code: 'tw' } } },
  },
  deleteAddress: {
    good: { params: { address_id: 'adr-2' }, response: { data: null } },
    bad: { params: { address_id: 'adr/2' }, response: { data: storedAddress } },
  },
  listRelatedProducts: {
    good: { params: { product_id: 'p-1001' }, response: { data: [product, { ...product, product_id: 'p-1002' }] } },
    bad: { params: { product_id: 'p 1001' }, response: { data: Array.from({ length: 9 }, () => product) } },
  },
  createArrivalNotice: {
    good: { params: { product_id: 'p-1004' }, body: { email: 'ming@example.com' }, response: { data: null } },
    bad: { params: { product_id: 'p 1004' }, body: { email: 'ming' }, response: { data: undefined } },
  },

  getCart: {
    good: { response: { data: { items: [cartLine], subtotal: 11_960, shipping_fee: 150, total: 12_110 } } },
    bad: { response: { data: { items: [{ ...cartLine, amount: 0 }], subtotal: 0, shipping_fee: 0, total: 0 } } },
  },
  updateCart: {
    good: {
      body: { product_id: 'p-1001', update_amount: 0, sub_product_infos: [{ product_id: 'p-1001-red', amount: 1 }] },
      response: { data: null },
    },
    bad: { body: { product_id: 'p-1001', update_amount: -1 }, response: { data: { items: [] } } },
  },

  listCoupons: {
    good: { response: { data: { mine: [coupon], claimable: [{ ...couponTerms, coupon_id: 'c-200', code: 'SPRING100' }] } } },
    bad: { response: { data: { mine: [{ ...coupon, status: 'selected' }], claimable: [] } } },
  },
  claimCoupon: {
    good: { body: { code: 'SPRING100' }, response: { data: coupon } },
    bad: { body: { code: 'SPRING 100' }, response: { data: { ...coupon, discount_amount: -100 } } },
  },
  listOrderCoupons: {
    good: {
      body: { items: checkoutItems, country_code: 'TW', shipping_method: 'home_delivery' },
      response: { data: [{ coupon, discount: 100, shipping_discount: 0 }] },
    },
    bad: { body: { items: [], country_code: 'TW' }, response: { data: [{ coupon, discount: 100 }] } },
  },

  listOrders: {
    good: {
      query: { status: 'shipped', page: 1, page_size: 10 },
      response: { data: { items: [orderSummary], total: 1, page: 1, page_size: 10 } },
    },
    bad: {
      query: { status: 'delivered' },
      response: { data: { items: [{ ...orderSummary, status: 'paid' }], total: 1, page: 1, page_size: 10 } },
    },
  },
  getLastShippingMethod: {
    good: { response: { data: { shipping_method: 'cvs_pickup' } } },
    bad: { response: { data: { shipping_method: 'drone' } } },
  },
  createOrder: {
    good: {
      body: {
        items: checkoutItems,
        source: 'cart',
        ...recipient,
        country_code: 'KR',
        customs_id: 'P123456789012',
        city: 'Seoul',
        area: 'Jung-gu',
        address: '1 Sejong-daero',
        postal_code: '04524',
        shipping_method: 'home_delivery',
        payment_method: 'credit_card',
        coupon_id: 'c-100',
        expected: { subtotal: 5380, shipping_fee: 350, discount: 100, shipping_discount: 0, total: 5630 },
        idempotency_key: '6f1c2a0e-8a4b-4f7e-9c3d-2b1a0f9e8d7c',
      },
      response: {
        data: {
          order_ids: ['KR20260101001'],
          payment: { ...paymentStart, payment_method: 'credit_card', payment_url: 'https://pay.example.com/3ds/abc', qr_code: null },
        },
      },
    },
    bad: {
      body: {
        items: checkoutItems,
        source: 'cart',
        ...recipient,
        ...taipeiAddress,
        shipping_method: 'home_delivery',
        payment_method: 'paypal',
        expected: { subtotal: 5380, shipping_fee: 100, discount: 0, shipping_discount: 0, total: 5480 },
        idempotency_key: 'short',
      },
      response: { data: { order_ids: [], payment: paymentStart } },
    },
  },
  getOrder: {
    good: { params: { order_id: 'TW20260101001' }, query: { email: 'ming@example.com' }, response: { data: orderDetail } },
    bad: {
      params: { order_id: 'TW/1' },
      query: { email: 'nope' },
      response: { data: { ...orderDetail, payment: { ...orderDetail.payment, payment_status: 'done' } } },
    },
  },
  updateOrder: {
    good: {
      params: { order_id: 'TW20260101001' },
      body: { action: 'pay', payment_method: 'alipay' },
      response: {
        data: { order: orderDetail, payment: { ...paymentStart, payment_method: 'alipay', qr_code: { ...qrCode, type: 'alipay' } } },
      },
    },
    bad: { params: { order_id: '' }, body: { action: 'refund' }, response: { data: { order: orderDetail } } },
  },
  getPurchase: {
    good: {
      params: { purchase_id: 'pur-1' },
      response: {
        data: {
          purchase_id: 'pur-1',
          status: 'pending',
          payment_method: 'wechat_pay',
          amount: 5480,
          order_ids: ['TW20260101001'],
          paid_at: null,
          qr_code: qrCode,
          pay_by: NOW + 30 * 60_000,
          coupon: { code: 'WELCOME100', activity_name: 'Welcome gift' },
        },
      },
    },
    bad: {
      params: { purchase_id: 'pur 1' },
      response: {
        data: {
          purchase_id: 'pur-1',
          status: 'pending',
          payment_method: 'wechat_pay',
          amount: 5480,
          order_ids: ['TW20260101001'],
          paid_at: null,
          qr_code: { amount: 5480, type: 'wechat_pay', qrcode: 'x' },
          pay_by: null,
          coupon: null,
        },
      },
    },
  },

  listArticles: {
    good: { query: { page: 1, page_size: 10 }, response: { data: { items: [articleSummary], total: 1, page: 1, page_size: 10 } } },
    bad: {
      query: { page_size: 51 },
      response: { data: { items: [{ ...articleSummary, published_at: '2026-01-01' }], total: 1, page: 1, page_size: 10 } },
    },
  },
  getArticle: {
    good: { params: { article_id: 'a-1' }, response: { data: { ...articleSummary, content: '<p>Hello</p>' } } },
    bad: { params: { article_id: 'a-1?x=1' }, response: { data: articleSummary } },
  },
};

const PARTS = ['params', 'query', 'body'] as const;

describe('endpoints', () => {
  it("cover exactly the calls of spec 7 and the shop's own", () => {
    const contract = names.map((name) => `${table[name].method} ${specPath(table[name].path)}`);
    expect(new Set(contract).size).toBe(contract.length);
    expect([...contract].sort()).toEqual([...SPEC_7_CALLS, ...SHOP_CALLS].sort());
  });

  it('mark the system calls and GET personal as no-global-error, and only them', () => {
    const flagged = names.filter((name) => table[name].noGlobalError === true).map((name) => table[name].path);
    expect(flagged.sort()).toEqual(
      SPEC_7_CALLS.filter((call) => call.startsWith('GET system/') || call === 'GET personal')
        .map((call) => `/${call.split(' ')[1]}`)
        .sort(),
    );
  });

  it('ask for the loading overlay on GET index and GET theme only', () => {
    const loading = names.filter((name) => table[name].loading === true).map((name) => `${table[name].method} ${table[name].path}`);
    expect(loading.sort()).toEqual(['GET /index', 'GET /theme']);
  });

  it('require login where spec 6 does (cart, member data) and never on the catalogue', () => {
    const required = names.filter((name) => table[name].auth === 'required').sort();
    expect(required).toEqual(
      [
        'claimCoupon',
        'createAddress',
        'deleteAddress',
        'getCart',
        'getLastShippingMethod',
        'getPersonal',
        'listAddresses',
        'listCoupons',
        'listOrders',
        'logout',
        'setDefaultAddress',
        'updateAddress',
        'updateCart',
        'updatePersonal',
      ].sort(),
    );
    expect(table.createOrder.auth).toBe('optional');
    // The member's coupons for an order need the token; a typed discount code is checkout's, open to visitors.
    expect(table.listOrderCoupons.auth).toBe('optional');
    expect(table.listProducts.auth).toBe('none');
  });

  it('give every :name of a path a params property, and no other', () => {
    for (const name of names) {
      const { path, params } = table[name];
      const placeholders = [...path.matchAll(/:([a-z_]+)/g)].map((match) => match[1]).sort();
      const declared = params === undefined ? [] : Object.keys((params as TSchema & { properties: object }).properties).sort();
      expect(declared, name).toEqual(placeholders);
    }
  });

  it('have no body on GET calls', () => {
    for (const name of names) if (table[name].method === 'GET') expect(table[name].body, name).toBeUndefined();
  });

  it('mark as read-only only POST calls that change nothing: checking a reset checksum, the coupons of an order', () => {
    const readOnly = names.filter((name) => (table[name] as EndpointSchema).readOnly === true);
    expect(readOnly.sort()).toEqual(['listOrderCoupons', 'verifyChecksum']);
    for (const name of readOnly) expect(table[name].method, name).toBe('POST');
  });

  describe.each(names)('%s', (name) => {
    const endpoint = table[name];
    const { good, bad } = cases[name] as { good: Record<string, unknown>; bad: BadCase };

    it('accepts its known-good response and rejects a malformed one', () => {
      expect(Value.Check(endpoint.response, good.response), JSON.stringify([...Value.Errors(endpoint.response, good.response)])).toBe(true);
      expect(Value.Check(endpoint.response, bad.response)).toBe(false);
    });

    it('accepts its known-good request parts and rejects malformed ones', () => {
      for (const part of PARTS) {
        const schema = endpoint[part];
        if (schema === undefined) {
          expect(good[part], `${part} not in the contract`).toBeUndefined();
          continue;
        }
        expect(Value.Check(schema, good[part]), `${part}: ${JSON.stringify([...Value.Errors(schema, good[part])])}`).toBe(true);
        expect(bad[part], `${part} needs a malformed example`).toBeDefined();
        expect(Value.Check(schema, bad[part]), part).toBe(false);
      }
    });
  });
});

describe('order answers', () => {
  it('carry pay_by as an instant in ms or null, never a date text', () => {
    const response = endpoints.getOrder.response;
    expect(Value.Check(response, { data: { ...orderDetail, pay_by: null } })).toBe(true);
    expect(Value.Check(response, { data: { ...orderDetail, pay_by: '2026-01-01T10:30:00Z' } })).toBe(false);
    expect(Value.Check(response, { data: { ...orderDetail, pay_by: undefined } })).toBe(false);
    const purchase = cases.getPurchase.good.response as { data: Record<string, unknown> };
    expect(Value.Check(endpoints.getPurchase.response, { data: { ...purchase.data, pay_by: null } })).toBe(true);
    expect(Value.Check(endpoints.getPurchase.response, { data: { ...purchase.data, pay_by: undefined } })).toBe(false);
  });

  it("carry a shipped order's tracking_url, or null", () => {
    const shipped = { ...orderSummary, status: 'shipped', pay_by: null, shipping_code: 'A1', tracking_url: 'https://t.example/A1' };
    const list = (item: object) => ({ data: { items: [item], total: 1, page: 1, page_size: 10 } });
    expect(Value.Check(endpoints.listOrders.response, list(shipped))).toBe(true);
    expect(Value.Check(endpoints.listOrders.response, list({ ...shipped, tracking_url: '' }))).toBe(false);
  });
});

describe('request schemas', () => {
  it('enforce the password rule on new passwords only', () => {
    const register = endpoints.register.body;
    const base = { account: 'ming@example.com', verification_code: '123456' };
    expect(Value.Check(register, { ...base, password: 'abc123' })).toBe(true);
    expect(Value.Check(register, { ...base, password: '123456' })).toBe(false);
    expect(Value.Check(register, { ...base, password: 'ab12' })).toBe(false);
    expect(Value.Check(register, { ...base, password: 'abcdefghij1234567890x' })).toBe(false);
    expect(Value.Check(endpoints.login.body, { account: 'ming@example.com', password: 'x' })).toBe(true);
  });

  it('accept a password change by old password as well as by checksum', () => {
    const body = endpoints.changePassword.body;
    expect(Value.Check(body, { old_password: 'old', new_password: 'new123' })).toBe(true);
    expect(Value.Check(body, { old_password: 'old', new_password: 'short' })).toBe(false);
  });

  it('reject a profile update without any field or with an unknown one', () => {
    const body = endpoints.updatePersonal.body;
    expect(Value.Check(body, { account_name: 'Ming' })).toBe(true);
    expect(Value.Check(body, { birthday_timestamp: -315_619_200_000 })).toBe(true);
    expect(Value.Check(body, { user_id: 'u-2' })).toBe(false);
  });

  it('bound cart amounts: 0 deletes, negative and huge amounts are rejected', () => {
    const body = endpoints.updateCart.body;
    expect(Value.Check(body, { product_id: 'p-1', update_amount: 999 })).toBe(true);
    expect(Value.Check(body, { product_id: 'p-1', update_amount: 1000 })).toBe(false);
    expect(Value.Check(body, { product_id: 'p-1', update_amount: 1.5 })).toBe(false);
  });

  it('require the expected totals and an idempotency key at checkout', () => {
    const { good } = cases.createOrder;
    const withoutTotals: Record<string, unknown> = { ...good.body };
    delete withoutTotals.expected;
    const withoutKey: Record<string, unknown> = { ...good.body };
    delete withoutKey.idempotency_key;
    expect(Value.Check(endpoints.createOrder.body, withoutTotals)).toBe(false);
    expect(Value.Check(endpoints.createOrder.body, withoutKey)).toBe(false);
  });
});

describe('fillPath', () => {
  it('fills and encodes the placeholders of a contract path', () => {
    expect(fillPath(endpoints.listThemeProducts.path, { theme_id: 't-1' })).toBe('/theme/t-1/product');
    expect(fillPath(endpoints.getProduct.path, { product_id: 'a b/c' })).toBe('/product/a%20b%2Fc');
    expect(fillPath(endpoints.listProducts.path, {})).toBe('/product');
  });

  it('types the placeholders of a path', () => {
    expectTypeOf<PathParamNames<'/product/:product_id/arrival-notice'>>().toEqualTypeOf<'product_id'>();
    expectTypeOf<PathParamNames<'/a/:x/b/:y'>>().toEqualTypeOf<'x' | 'y'>();
    expectTypeOf<PathParamNames<'/cart'>>().toEqualTypeOf<never>();
  });
});

describe('type helpers', () => {
  it('derive request and response types from the table', () => {
    expectTypeOf<RequestOf<'getProduct'>>().toEqualTypeOf<{ params: { product_id: string } }>();
    expectTypeOf<DataOf<'getCart'>['items'][number]['origin']>().toEqualTypeOf<'TW' | 'CN'>();
    expectTypeOf<DataOf<'logout'>>().toEqualTypeOf<null>();
    expectTypeOf<ResponseOf<'listCategories'>>().toEqualTypeOf<{ data: { category_id: string; display_name: string }[] }>();
    expectTypeOf<RequestOf<'updateCart'>['body']['update_amount']>().toEqualTypeOf<number>();
  });
});
