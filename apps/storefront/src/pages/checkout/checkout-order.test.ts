import { describe, expect, it } from 'vitest';
import type { CartLine, ExpressFee, OrderCouponOption, ProductDetail } from '@storefront/api-contract';
import { type CheckoutShippingValues, checkoutShippingSchema } from '@storefront/domain';
import { buyNowLine, checkoutItems, checkoutTotalsFor, orderRequest } from './checkout-order.js';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  product_id: 'p-1',
  sku: 'SKU-1',
  display_name: 'Mug',
  image_url: null,
  amount: 2,
  sub_product_infos: [],
  origin: 'TW',
  pre_order: false,
  available: true,
  expired: false,
  stock: 10,
  purchase_limit: null,
  marked_price: 500,
  selling_price: 400,
  overseas_tax: false,
  ...overrides,
});

const fees: ExpressFee[] = [
  { origin: 'TW', country_code: 'TW', shipping_method: 'home_delivery', fee: 100, free_shipping_threshold: 1500 },
  { origin: 'TW', country_code: 'KR', shipping_method: 'home_delivery', fee: 450, free_shipping_threshold: null },
];

const coupon = (discount_amount: number): OrderCouponOption => ({
  coupon: {
    coupon_id: 'c-1',
    activity_name: 'Welcome',
    promotion_details: '',
    conditions: '',
    starts_at: null,
    ends_at: null,
    threshold_amount: 0,
    discount_amount,
    free_shipping: false,
    origins: [],
    sales_regions: [],
    status: 'available',
    used: false,
    claimed_at: 0,
  },
  discount: discount_amount,
  shipping_discount: 0,
});

const input = { fees, promotions: [], countryCode: 'TW', shippingMethod: 'home_delivery' as const, discount: null, now: 0 };

describe('checkoutTotalsFor', () => {
  it('prices the lines for the destination and method, with the coupon taken off', () => {
    expect(checkoutTotalsFor([line()], input)).toEqual({ subtotal: 800, shipping_fee: 100, discount: 0, shipping_discount: 0, total: 900 });
    expect(checkoutTotalsFor([line()], { ...input, countryCode: 'KR' })?.shipping_fee).toBe(450);
    expect(checkoutTotalsFor([line()], { ...input, discount: { kind: 'coupon', option: coupon(100) } })?.total).toBe(800);
  });

  it('is null when an origin of the lines does not ship to the destination by that method', () => {
    expect(checkoutTotalsFor([line({ origin: 'CN' })], input)).toBeNull();
    expect(checkoutTotalsFor([line()], { ...input, shippingMethod: 'cvs_pickup' })).toBeNull();
  });
});

describe('orderRequest', () => {
  const values = (overrides: Partial<CheckoutShippingValues> = {}) =>
    checkoutShippingSchema.validateSync({
      recipient_name: 'Wang',
      recipient_phone_code: '+886',
      recipient_mobile: '912-345-678',
      recipient_email: 'wang@example.com',
      country_code: 'tw',
      customs_id: '',
      city: '臺北市',
      area: '中正區',
      address: '忠孝東路一段 1 號',
      postal_code: '100',
      shipping_method: 'home_delivery',
      pickup_store: null,
      payment_method: 'credit_card',
      discount_code: '',
      ...overrides,
    });
  const totals = { subtotal: 800, shipping_fee: 100, discount: 0, shipping_discount: 0, total: 900 };

  it('writes the order body of a home delivery: cast values, items, the totals shown as expected', () => {
    const body = orderRequest(values(), { lines: [line()], source: 'cart', totals, discount: null });
    expect(body).toEqual({
      items: [{ product_id: 'p-1', amount: 2 }],
      source: 'cart',
      recipient_name: 'Wang',
      recipient_phone_code: '+886',
      recipient_mobile: '912345678',
      recipient_email: 'wang@example.com',
      country_code: 'TW',
      city: '臺北市',
      area: '中正區',
      address: '忠孝東路一段 1 號',
      postal_code: '100',
      shipping_method: 'home_delivery',
      payment_method: 'credit_card',
      expected: totals,
    });
  });

  it('sends the store of a pickup (three fields only), the customs ID when typed, and the coupon or the code', () => {
    const store = { cvs_brand: 'seven_eleven', store_id: '123456', store_name: 'Store', address: 'x', city: 'y' };
    const pickup = orderRequest(values({ shipping_method: 'cvs_pickup', pickup_store: store, postal_code: '' }), {
      lines: [line()],
      source: 'buy_now',
      totals,
      discount: { kind: 'code', code: 'FIRST50', option: coupon(500) },
    });
    expect(pickup.pickup_store).toEqual({ cvs_brand: 'seven_eleven', store_id: '123456', store_name: 'Store' });
    expect(pickup.discount_code).toBe('FIRST50');
    expect(pickup).not.toHaveProperty('coupon_id');
    const withCoupon = orderRequest(values({ customs_id: ' A123456789 ' }), {
      lines: [line()],
      source: 'cart',
      totals,
      discount: { kind: 'coupon', option: coupon(100) },
    });
    expect(withCoupon).toMatchObject({ coupon_id: 'c-1', customs_id: 'A123456789' });
    expect(withCoupon).not.toHaveProperty('discount_code');
  });
});

describe('checkoutItems and buyNowLine', () => {
  it('sends sub-products as id and amount only', () => {
    const withOptions = line({ sub_product_infos: [{ product_id: 's-1', amount: 1, display_name: 'Red' }] });
    expect(checkoutItems([withOptions, line({ product_id: 'p-2', amount: 1 })])).toEqual([
      { product_id: 'p-1', amount: 2, sub_product_infos: [{ product_id: 's-1', amount: 1 }] },
      { product_id: 'p-2', amount: 1 },
    ]);
  });

  it('makes a checkout line of a product and the buy-now choice, options named', () => {
    const product = {
      product_id: 'p-9',
      sku: 'SKU-9',
      category_id: 'c',
      display_name: 'Figure',
      marked_price: 1000,
      selling_price: 900,
      stock: 5,
      images: ['https://img.example/a.png'],
      origin: 'CN',
      pre_order: false,
      pre_order_ship_at: null,
      co_branded: false,
      age_restricted: false,
      available: true,
      expired: false,
      overseas_tax: true,
      purchase_limit: 2,
      sale_starts_at: null,
      sale_ends_at: null,
      description: '',
      sub_products: [
        {
          group_id: 'g',
          display_name: 'Colour',
          required_amount: 1,
          options: [{ product_id: 's-2', display_name: 'Blue', image_url: null, stock: 3, available: true }],
        },
      ],
    } as ProductDetail;
    expect(buyNowLine(product, { product_id: 'p-9', amount: 2, sub_product_infos: [{ product_id: 's-2', amount: 1 }] })).toEqual(
      expect.objectContaining({
        product_id: 'p-9',
        amount: 2,
        origin: 'CN',
        overseas_tax: true,
        image_url: 'https://img.example/a.png',
        sub_product_infos: [{ product_id: 's-2', amount: 1, display_name: 'Blue' }],
      }),
    );
  });
});
