import { type APIRequestContext, expect, test } from '@playwright/test';
import type { Cart, Product, ProductDetail, ProductList } from '@storefront/api-contract';
import { createI18n } from '@storefront/i18n';
import { apiGet } from './support/api.js';
import { chooseDeliveryAndPayment, fillTaiwanRecipient, placeAndPayByCard } from './support/checkout.js';
import { recordCspViolations } from './support/csp.js';
import { GA4_MEASUREMENT_ID, gtagEvents, recordGtag } from './support/gtag.js';
import { memberHeaders, registerMember, startSession, uniqueEmail } from './support/members.js';
import { findProduct, isOnSale, isOpen } from './support/products.js';

// The gtag.js mode (playwright.gtag.config.ts: the build made with VITE_GA4_MEASUREMENT_ID): the
// page requests Google's tag for that ID and every funnel event of spec 7 goes through
// gtag('event', ...) to it. No machine here reaches Google: the test answers the tag's host with a
// stand-in that runs the queued gtag commands as gtag.js does (e2e/support/gtag.ts).

const { t } = createI18n('tw');
const simple = (p: ProductDetail) => p.sub_products.length === 0 && p.stock >= 3 && (p.purchase_limit === null || p.purchase_limit >= 3);
const priceOf = (p: Pick<Product, 'marked_price' | 'selling_price'>) =>
  p.selling_price !== null && p.selling_price > 0 ? p.selling_price : p.marked_price;
/** A product as every GA4 item of spec 7 carries it: one unit, at its effective price. */
const item = (p: ProductDetail) => ({
  item_id: p.sku,
  item_name: p.display_name,
  price: priceOf(p),
  quantity: 1,
  discount: p.marked_price - priceOf(p),
});

async function cartOf(request: APIRequestContext, token: string): Promise<Cart> {
  const response = await request.get('/v1/cart', { headers: memberHeaders(token) });
  return ((await response.json()) as { data: Cart }).data;
}

/** A simple Taiwan product on the first page of all products, as the list shows it. */
async function listedProduct(request: APIRequestContext): Promise<ProductDetail> {
  const { items } = await apiGet<ProductList>(request, 'product?page=1&page_size=24');
  for (const listed of items.filter((p) => isOnSale(p) && isOpen(p) && p.origin === 'TW')) {
    const product = await apiGet<ProductDetail>(request, `product/${listed.product_id}`);
    if (simple(product)) return product;
  }
  throw new Error('no product of the first page fits this test');
}

test.describe('GA4 through gtag.js (zh-TW)', () => {
  test('the tag is requested with the ID; list → product → cart → checkout → paid sends every funnel event through gtag', async ({
    page,
    request,
  }) => {
    const violations = await recordCspViolations(page);
    const tag = await recordGtag(page);
    const chosen = await listedProduct(request);
    const removed = await findProduct(request, { list: (p) => isOnSale(p) && isOpen(p) && p.origin === 'CN', detail: simple });
    const email = uniqueEmail('gtag');
    const token = await registerMember(request, email);
    const put = await request.post('/v1/cart', {
      data: { product_id: removed.product_id, update_amount: 1 },
      headers: memberHeaders(token),
    });
    expect(put.ok(), await put.text()).toBe(true);
    await startSession(page, token);

    // The list, then the chosen product from it, added to the cart on its page.
    await page.goto('/product-list/all');
    const list = page.getByRole('list', { name: t('productList.all'), exact: true });
    await list.getByRole('link').filter({ hasText: chosen.display_name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${chosen.product_id}$`));
    await page.getByRole('button', { name: t('product.addToCart') }).click();
    await expect
      .poll(async () => (await cartOf(request, token)).items.map((line) => line.product_id).sort())
      .toEqual([chosen.product_id, removed.product_id].sort());

    // The cart: the other line removed, then checkout with the chosen one.
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('header.cartWithItems'), exact: true })
      .click();
    await page.getByRole('button', { name: t('cart.removeItem', { name: removed.display_name }) }).click();
    await expect(page.getByText(t('cart.removed'))).toBeVisible();
    await page.getByRole('checkbox', { name: t('cart.selectAll') }).check();
    await page.getByRole('button', { name: t('cart.checkout') }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await fillTaiwanRecipient(page, t, 'tw', email);
    await chooseDeliveryAndPayment(page, t, 'home_delivery', 'credit_card');
    const purchaseId = await placeAndPayByCard(page, t);
    await expect.poll(() => gtagEvents(tag, 'purchase')).toHaveLength(1);

    // Google's tag, for this ID, on each page load of the app (the list, and the result after the gateway).
    expect(tag.scriptRequests).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${GA4_MEASUREMENT_ID}`,
      `https://www.googletagmanager.com/gtag/js?id=${GA4_MEASUREMENT_ID}`,
    ]);
    // Each load starts gtag.js and configures the ID: IP anonymised, page views the app's own.
    const configs = tag.commands.filter(([command]) => command === 'config');
    expect(configs).toEqual([
      ['config', GA4_MEASUREMENT_ID, { anonymize_ip: true, send_page_view: false }],
      ['config', GA4_MEASUREMENT_ID, { anonymize_ip: true, send_page_view: false }],
    ]);
    expect(tag.commands[0]).toEqual(['js', expect.any(Date)]);
    expect(tag.commands).toContainEqual(['set', 'user_properties', { site_language: 'zh-TW' }]);
    expect(gtagEvents(tag, 'page_view')).toContainEqual(expect.objectContaining({ page_path: `/product/${chosen.product_id}` }));

    // Every funnel event, in the shopper's order, with spec 7's parameters.
    const funnel = new Set([
      'view_item_list',
      'select_item',
      'view_item',
      'add_to_cart',
      'remove_from_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
    ]);
    expect(tag.commands.filter(([command, name]) => command === 'event' && funnel.has(name as string)).map(([, name]) => name)).toEqual([
      ...funnel,
    ]);
    const listed = gtagEvents(tag, 'view_item_list')[0]!;
    expect(listed).toMatchObject({ currency: 'TWD', item_list_id: 'category_all' });
    expect(listed.items).toContainEqual(expect.objectContaining({ ...item(chosen), index: expect.any(Number) }));
    expect(gtagEvents(tag, 'select_item')).toEqual([
      {
        currency: 'TWD',
        item_list_id: listed.item_list_id,
        item_list_name: listed.item_list_name,
        items: [{ ...item(chosen), index: expect.any(Number) }],
      },
    ]);
    expect(gtagEvents(tag, 'view_item')).toEqual([{ currency: 'TWD', value: priceOf(chosen), items: [item(chosen)] }]);
    expect(gtagEvents(tag, 'add_to_cart')).toEqual([{ currency: 'TWD', value: priceOf(chosen), items: [item(chosen)] }]);
    expect(gtagEvents(tag, 'remove_from_cart')).toEqual([{ currency: 'TWD', value: priceOf(removed), items: [item(removed)] }]);
    expect(gtagEvents(tag, 'begin_checkout')).toEqual([{ currency: 'TWD', value: priceOf(chosen), items: [item(chosen)] }]);
    expect(gtagEvents(tag, 'add_shipping_info')).toEqual([
      { currency: 'TWD', value: priceOf(chosen), shipping_tier: 'home_delivery', delivery_area: 'TW', items: [item(chosen)] },
    ]);
    expect(gtagEvents(tag, 'add_payment_info')).toEqual([
      { currency: 'TWD', value: priceOf(chosen), payment_type: 'credit_card', items: [item(chosen)] },
    ]);
    expect(gtagEvents(tag, 'purchase')).toEqual([
      {
        currency: 'TWD',
        transaction_id: purchaseId,
        value: expect.any(Number),
        shipping: expect.any(Number),
        coupon: null,
        items: [item(chosen)],
      },
    ]);

    // The tag's calls to GA4's collection host pass the page's policy, and nothing was blocked.
    expect(tag.collected).toContainEqual(expect.stringContaining('en=purchase'));
    expect(violations).toEqual([]);
  });
});
