import { type APIRequestContext, expect, test } from '@playwright/test';
import type { Cart, ProductDetail } from '@storefront/api-contract';
import { createI18n } from '@storefront/i18n';
import { eventsNamed } from './support/analytics.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { summaryValue } from './support/checkout.js';
import { MEMBER_PASSWORD, memberHeaders, registerMember, startSession, uniqueEmail } from './support/members.js';
import { findProduct, isOnSale, isOpen, priceText } from './support/products.js';

// The cart against the real API: lines are put in through the API, then read, changed and removed on the page.

const { t } = createI18n('tw');

/** Sets a cart line through the API, as the product page would. */
async function putInCart(request: APIRequestContext, token: string, product: ProductDetail, amount: number): Promise<void> {
  const response = await request.post('/v1/cart', {
    data: { product_id: product.product_id, update_amount: amount },
    headers: memberHeaders(token),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The member's cart as the API holds it. */
async function cartOf(request: APIRequestContext, token: string): Promise<Cart> {
  const response = await request.get('/v1/cart', { headers: memberHeaders(token) });
  return ((await response.json()) as { data: Cart }).data;
}

/** A whole TWD amount as the page writes it in zh-TW. */
const twd = (amount: number) => priceText({ marked_price: amount, selling_price: null });

/** Products without options, on sale with stock to spare and not age-restricted: one from each origin when the seed has both, named in the language given. */
async function twoProducts(request: APIRequestContext, language: 'tw' | 'en' = 'tw'): Promise<[ProductDetail, ProductDetail]> {
  const simple = (p: ProductDetail) => p.sub_products.length === 0 && p.stock >= 3 && (p.purchase_limit === null || p.purchase_limit >= 3);
  const first = await findProduct(request, { list: (p) => isOnSale(p) && isOpen(p) && p.origin === 'TW', detail: simple, language });
  const second = await findProduct(request, { list: (p) => isOnSale(p) && isOpen(p) && p.origin === 'CN', detail: simple, language });
  return [first, second];
}

test.describe('the cart (zh-TW)', () => {
  test('a visitor is asked to log in and comes back to the empty cart', async ({ page, request }) => {
    const email = uniqueEmail('cart-visitor');
    await registerMember(request, email);
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('header.cart'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
    await page.getByRole('textbox', { name: t('label.account'), exact: true }).fill(email);
    await page.getByRole('textbox', { name: t('label.password'), exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page).toHaveTitle(`${t('title.cart')} | ${t('app.name')}`);
    await expect(page.getByText(t('cart.empty'))).toBeVisible();
    await page.getByRole('link', { name: t('cart.continueShopping') }).click();
    await expect(page).toHaveURL(/\/product-list\/all$/);
  });

  test('lines by origin; selection totals match the server’s; quantity and removal go to the server', async ({ page, request }) => {
    const [taiwan, china] = await twoProducts(request);
    const token = await registerMember(request, uniqueEmail('cart-lines'));
    await putInCart(request, token, taiwan, 1);
    await putInCart(request, token, china, 1);
    await startSession(page, token);
    await page.goto('/cart');

    const taiwanGroup = page.getByRole('region', { name: t('cart.shipsFrom', { origin: t('origin.TW') }) });
    const chinaGroup = page.getByRole('region', { name: t('cart.shipsFrom', { origin: t('origin.CN') }) });
    await expect(taiwanGroup.getByRole('link', { name: taiwan.display_name })).toBeVisible();
    await expect(chinaGroup.getByRole('link', { name: china.display_name })).toBeVisible();

    // Opened in a new session, the cart ticks its lines of both origins: the page's totals are the server's totals of the whole cart.
    const selectAll = page.getByRole('checkbox', { name: t('cart.selectAll') });
    const checkout = page.getByRole('button', { name: t('cart.checkout') });
    await expect(selectAll).toBeChecked();
    await expect(page.getByText(t('cart.selected', { count: 2 }))).toBeVisible();
    const server = await cartOf(request, token);
    expect(server.subtotal).toBeGreaterThan(0);
    await expect(summaryValue(page, t('cart.subtotal'))).toHaveText(twd(server.subtotal));
    await expect(summaryValue(page, t('cart.total'))).toHaveText(twd(server.total));
    await expect(checkout).toBeEnabled();

    // Nothing chosen: checkout waits for a choice, and says why, to screen readers too; the choice outlives a reload.
    await selectAll.uncheck();
    await expect(page.getByText(t('cart.problem.empty'))).toBeVisible();
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription(t('cart.problem.empty'));
    await page.reload();
    await expect(page.getByText(t('cart.selected', { count: 0 }))).toBeVisible();
    await expect(checkout).toBeDisabled();
    await selectAll.check();
    await expect(page.getByText(t('cart.selected', { count: 2 }))).toBeVisible();
    await expect(checkout).toBeEnabled();

    // One more of the Taiwan line: the server holds 2, and the cart shown is refetched.
    await taiwanGroup.getByRole('button', { name: t('quantity.increase') }).click();
    await expect
      .poll(async () => (await cartOf(request, token)).items.find((line) => line.product_id === taiwan.product_id)?.amount)
      .toBe(2);
    await expect(taiwanGroup.getByRole('spinbutton', { name: t('cart.quantityOf', { name: taiwan.display_name }) })).toHaveValue('2');
    await expect(summaryValue(page, t('cart.total'))).toHaveText(twd((await cartOf(request, token)).total));

    // Removing the China line: gone here and on the server, remove_from_cart sent.
    await chinaGroup.getByRole('button', { name: t('cart.removeItem', { name: china.display_name }) }).click();
    await expect(page.getByText(t('cart.removed'))).toBeVisible();
    await expect(chinaGroup).toHaveCount(0);
    expect((await cartOf(request, token)).items.map((line) => line.product_id)).toEqual([taiwan.product_id]);
    expect(await eventsNamed(page, 'remove_from_cart')).toEqual([
      expect.objectContaining({ currency: 'TWD', items: [expect.objectContaining({ item_id: china.sku, quantity: 1 })] }),
    ]);
    await expect(page.getByText(t('cart.selected', { count: 1 }))).toBeVisible();

    // The choice is kept for the session: a reload keeps it.
    await page.reload();
    await expect(page.getByText(t('cart.selected', { count: 1 }))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a pre-order line cannot be chosen with other lines', async ({ page, request }) => {
    const [taiwan] = await twoProducts(request);
    const preOrder = await findProduct(request, {
      list: (p) => p.pre_order === true && p.available !== false && p.expired !== true && isOpen(p),
      detail: (p) => p.sub_products.length === 0,
    });
    const token = await registerMember(request, uniqueEmail('cart-pre-order'));
    await putInCart(request, token, taiwan, 1);
    await putInCart(request, token, preOrder, 1);
    await startSession(page, token);
    await page.goto('/cart');

    // The pre-order line is left out of what the cart ticks when it opens.
    await expect(page.getByRole('checkbox', { name: t('cart.selectItem', { name: taiwan.display_name }) })).toBeChecked();
    await page.getByRole('checkbox', { name: t('cart.selectItem', { name: preOrder.display_name }) }).click();
    await expect(page.getByText(t('cart.problem.pre_order_combined'))).toBeVisible();
    await expect(page.getByRole('checkbox', { name: t('cart.selectItem', { name: preOrder.display_name }) })).not.toBeChecked();
    await expect(
      page.getByRole('listitem').filter({ hasText: preOrder.display_name }).getByText(t('product.state.pre_order'), { exact: true }),
    ).toBeVisible();
  });
});

test.describe('the cart (en)', () => {
  test.use({ locale: 'en-US' });
  const en = createI18n('en').t;

  test('items added on the product page are ticked in the cart; with none ticked it says why Check out is off', async ({
    page,
    request,
  }) => {
    const [taiwan, china] = await twoProducts(request, 'en');
    const token = await registerMember(request, uniqueEmail('cart-ticked'));
    await startSession(page, token);
    /** Adds one unit on the product page and waits until the server's cart holds the amount. */
    const addOnPage = async (product: ProductDetail, amount: number) => {
      await page.goto(`/product/${product.product_id}`);
      await page.getByRole('button', { name: en('product.addToCart') }).click();
      await expect
        .poll(async () => (await cartOf(request, token)).items.find((item) => item.product_id === product.product_id)?.amount)
        .toBe(amount);
    };
    // The shopper goes on to the cart by its icon, as the page stays the same app: a full reload
    // straight after an add could outrun the cart's refetch that ticks the new line.
    const openCart = () =>
      page
        .getByRole('banner')
        .getByRole('link', { name: en('header.cartWithItems'), exact: true })
        .click();
    await addOnPage(taiwan, 1);
    await addOnPage(china, 1);

    await openCart();
    const line = (product: ProductDetail) => page.getByRole('checkbox', { name: en('cart.selectItem', { name: product.display_name }) });
    const checkout = page.getByRole('button', { name: en('cart.checkout') });
    await expect(line(taiwan)).toBeChecked();
    await expect(line(china)).toBeChecked();
    const server = await cartOf(request, token);
    expect(server.subtotal).toBeGreaterThan(0);
    await expect(summaryValue(page, en('cart.subtotal'))).toHaveText(twd(server.subtotal));
    await expect(summaryValue(page, en('cart.total'))).toHaveText(twd(server.total));
    await expect(checkout).toBeEnabled();

    await line(taiwan).uncheck();
    await line(china).uncheck();
    await expect(summaryValue(page, en('cart.subtotal'))).toHaveText('NT$0');
    await expect(page.getByText('Select the items to check out.')).toBeVisible();
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription('Select the items to check out.');

    // Adding more of one line ticks that line again; the other stays as the shopper left it.
    await addOnPage(china, 2);
    await openCart();
    await expect(line(china)).toBeChecked();
    await expect(line(taiwan)).not.toBeChecked();
    await expect(checkout).toBeEnabled();
  });
});
