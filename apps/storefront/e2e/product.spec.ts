import { expect, type Page, test } from '@playwright/test';
import type { Cart, Product, ProductDetail } from '@storefront/api-contract';
import { eventsNamed } from './support/analytics.js';
import { apiGet } from './support/api.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { registerMember, startSession, uniqueEmail } from './support/members.js';
import { findProduct, isOnSale, isOpen, priceText } from './support/products.js';

/** Opens a product page and waits until it is shown and the start-up overlay is gone. */
async function openProduct(page: Page, product: ProductDetail): Promise<void> {
  await page.goto(`/product/${product.product_id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.display_name })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test.describe('a product page in zh-TW', () => {
  test('shows the name, price and gallery as the API says, and records view_item', async ({ page, request }) => {
    const product = await findProduct(request, { list: (p) => isOnSale(p) && isOpen(p) && p.images.length > 1 });
    await openProduct(page, product);

    const summary = page.locator('article');
    await expect(summary).toContainText(priceText(product));
    const gallery = page.getByRole('group', { name: '商品圖片' });
    const main = gallery.getByRole('img', { name: product.display_name });
    await expect(main).toHaveAttribute('src', product.images[0]!.replace(/\.(png|jpe?g|gif)$/i, '.webp'));
    await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(gallery.getByRole('button', { name: /^第 \d+ 張，共 \d+ 張$/ })).toHaveCount(product.images.length);
    await gallery.getByRole('button', { name: '下一張' }).click();
    await expect(main).toHaveAttribute('src', product.images[1]!.replace(/\.(png|jpe?g|gif)$/i, '.webp'));
    await expect(summary).toContainText(product.origin === 'TW' ? '台灣出貨' : '中國大陸出貨');
    await expect(page.getByRole('heading', { level: 2, name: '商品介紹' })).toBeVisible();

    await expect
      .poll(() => eventsNamed(page, 'view_item'))
      .toEqual([
        expect.objectContaining({
          currency: 'TWD',
          items: [expect.objectContaining({ item_id: product.sku, item_name: product.display_name })],
        }),
      ]);
  });

  test('keeps the quantity between 1 and the lower of stock and purchase limit, and buy now carries it', async ({ page, request }) => {
    const limited = (p: ProductDetail) => p.sub_products.length === 0 && p.purchase_limit !== null && p.purchase_limit < p.stock;
    const product = await findProduct(request, { list: (p) => isOnSale(p) && isOpen(p), detail: limited });
    const max = Math.min(product.stock, product.purchase_limit!);
    await openProduct(page, product);
    await expect(page.getByText(`每筆訂單限購 ${max} 件`)).toBeVisible();

    const quantity = page.getByRole('spinbutton', { name: '數量' });
    const increase = page.getByRole('button', { name: '增加數量' });
    await expect(page.getByRole('button', { name: '減少數量' })).toHaveAttribute('aria-disabled', 'true');
    for (let value = 1; value < max; value += 1) await increase.click();
    await expect(quantity).toHaveValue(String(max));
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await quantity.fill('999');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue(String(max));

    await page.getByRole('button', { name: '立即購買' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/checkout');
    const query = new URL(page.url()).searchParams;
    expect(query.get('product_id')).toBe(product.product_id);
    expect(query.get('amount')).toBe(String(max));
  });

  test('sends a visitor who adds to the cart to log in, with the way back', async ({ page, request }) => {
    const product = await findProduct(request, { list: (p) => isOnSale(p) && isOpen(p), detail: (p) => p.sub_products.length === 0 });
    await openProduct(page, product);
    await page.getByRole('button', { name: '加入購物車' }).click();
    await expect(page.getByText('請先登入，才能將商品加入購物車。')).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/product/${product.product_id}`,
    );
  });

  test('shows a pre-order with its badge and ship date, and sells it', async ({ page, request }) => {
    const product = await findProduct(request, {
      list: (p) => p.pre_order === true && p.available !== false && p.expired !== true && isOpen(p),
      detail: (p) => p.pre_order_ship_at !== null,
    });
    await openProduct(page, product);
    const summary = page.locator('article');
    await expect(summary.getByText('預購', { exact: true })).toBeVisible();
    const shipDate = await page.evaluate(
      (at) => new Intl.DateTimeFormat('zh-TW', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at),
      product.pre_order_ship_at!,
    );
    await expect(summary).toContainText(`預計 ${shipDate} 出貨`);
    await expect(page.getByRole('button', { name: '加入購物車' })).toBeVisible();
    await expect(page.getByRole('button', { name: '立即購買' })).toBeVisible();
  });

  test('offers no buying on an unavailable product, only the note', async ({ page, request }) => {
    const product = await findProduct(request, { list: (p) => (p.available === false || p.expired === true) && isOpen(p) });
    await openProduct(page, product);
    await expect(page.getByText('此商品已下架。')).toBeVisible();
    await expect(page.getByRole('button', { name: '加入購物車' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '立即購買' })).toHaveCount(0);
  });

  test('takes a back-in-stock notice on a sold-out product', async ({ page, request }) => {
    const product = await findProduct(request, {
      list: (p) => p.stock === 0 && p.pre_order !== true && p.available !== false && p.expired !== true && isOpen(p),
    });
    await openProduct(page, product);
    await expect(page.getByRole('button', { name: '加入購物車' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '立即購買' })).toHaveCount(0);

    await page.getByRole('button', { name: '貨到通知我' }).click();
    const dialog = page.getByRole('dialog', { name: '到貨通知' });
    const email = dialog.getByRole('textbox', { name: '電子郵件' });
    await email.fill('mei.lin@example');
    await dialog.getByRole('button', { name: '通知我' }).click();
    await expect(dialog.getByText('電子郵件格式錯誤')).toBeVisible();
    expect(await eventsNamed(page, 'select_content')).toEqual([]);

    await email.fill(`notify-${Date.now()}@example.com`);
    await email.press('Enter');
    await expect(dialog.getByText('設定完成！商品到貨時我們會寄信通知您。')).toBeVisible();
    await expect.poll(() => eventsNamed(page, 'select_content')).toEqual([{ content_type: 'stock_notification', content_id: product.sku }]);
    await dialog.getByRole('button', { name: '關閉' }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: '貨到通知我' })).toBeFocused();
  });

  test('keeps an age-restricted product behind the gate: Leave goes back, Enter shows it', async ({ page, request }) => {
    const previous = await findProduct(request, { list: (p) => isOnSale(p) && isOpen(p) });
    const product = await findProduct(request, { list: (p) => isOnSale(p) && p.age_restricted === true });
    await openProduct(page, previous);

    // An in-app link to it, as a list shows one: a history entry the router owns, then its popstate.
    await page.evaluate((path) => {
      window.history.pushState({ usr: null, key: 'restricted', idx: 1 }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, `/product/${product.product_id}`);
    const gate = page.getByRole('dialog', { name: '年齡確認' });
    await expect(gate).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: product.display_name })).toHaveCount(0);
    await gate.getByRole('button', { name: '離開' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/product/${previous.product_id}`);
    await expect(page.getByRole('heading', { level: 1, name: previous.display_name })).toBeVisible();

    await page.goto(`/product/${product.product_id}`);
    await page.getByRole('dialog', { name: '年齡確認' }).getByRole('button', { name: '進入' }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.display_name })).toBeVisible();
    await expect(page.locator('article')).toContainText(priceText(product));
    // Verified for the session: the next visit shows it at once.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: product.display_name })).toBeVisible();
    await expect(page.getByRole('dialog', { name: '年齡確認' })).toHaveCount(0);
  });

  test('says so for an unknown product and leads on to every product', async ({ page }) => {
    await page.goto('/product/no-such-product');
    await expect(page.getByRole('heading', { level: 1, name: '找不到這項商品' })).toBeVisible();
    await expect(page.getByRole('link', { name: '瀏覽全部商品' })).toHaveAttribute('href', '/product-list/all');
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`passes axe at ${viewport.width} px with variants, and with the arrival-notice dialog open`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const withVariants = await findProduct(request, { list: (p) => isOnSale(p) && isOpen(p), detail: (p) => p.sub_products.length > 0 });
      await openProduct(page, withVariants);
      await expectNoSeriousA11yViolations(page);

      const soldOut = await findProduct(request, {
        list: (p) => p.stock === 0 && p.pre_order !== true && p.available !== false && p.expired !== true && isOpen(p),
      });
      await openProduct(page, soldOut);
      await page.getByRole('button', { name: '貨到通知我' }).click();
      await expect(page.getByRole('dialog', { name: '到貨通知' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('a product page in English', () => {
  test.use({ locale: 'en-US' });

  test('asks for every variant group, then buy now goes to checkout with the choice', async ({ page, request }) => {
    const singleChoice = (p: ProductDetail) => p.sub_products.length > 1 && p.sub_products.every((group) => group.required_amount === 1);
    const product = await findProduct(request, { list: (p) => isOnSale(p) && isOpen(p), detail: singleChoice, language: 'en' });
    await openProduct(page, product);
    await expect(page.locator('article')).toContainText(priceText(product));

    const buyNow = page.getByRole('button', { name: 'Buy now' });
    await buyNow.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select all items' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === `/product/${product.product_id}`);

    const chosen = product.sub_products.map((group) => group.options.find((option) => option.available && option.stock > 0)!);
    for (const [index, group] of product.sub_products.entries()) {
      // The option's label is what a shopper clicks: the radio itself sits under its swatch.
      const fieldset = page.getByRole('group', { name: group.display_name });
      await fieldset.getByText(chosen[index]!.display_name, { exact: true }).click();
      await expect(fieldset.getByRole('radio', { name: chosen[index]!.display_name, exact: true })).toBeChecked();
    }
    await buyNow.click();
    await expect(page).toHaveURL((url) => url.pathname === '/checkout');
    const query = new URL(page.url()).searchParams;
    expect(query.get('product_id')).toBe(product.product_id);
    expect(query.get('amount')).toBe('1');
    expect(query.getAll('sub_product_infos')).toEqual(chosen.map((option) => `${option.product_id}*1`));
  });
});

test.describe('a member in zh-CN', () => {
  test.use({ locale: 'zh-CN' });

  test('adds to the cart: a toast, the cart dot, the line in the cart and add_to_cart', async ({ page, request }) => {
    const product = await findProduct(request, {
      list: (p) => isOnSale(p) && isOpen(p) && p.stock >= 2,
      detail: (p) => p.sub_products.length === 0 && (p.purchase_limit === null || p.purchase_limit >= 2),
      language: 'cn',
    });
    const token = await registerMember(request, uniqueEmail('c-member'));
    await startSession(page, token);
    await openProduct(page, product);
    await expect(page.getByRole('link', { name: '购物车', exact: true })).toBeVisible();

    await page.getByRole('button', { name: '增加数量' }).click();
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByText('已加入购物车')).toBeVisible();
    await expect(page.getByRole('link', { name: '购物车（有商品）' })).toBeVisible();

    const cart = await request.get('/v1/cart', { headers: { locale: 'zh-CN', authorization: `Bearer ${token}` } });
    expect(cart.ok()).toBe(true);
    const { items } = ((await cart.json()) as { data: Cart }).data;
    expect(items).toEqual([expect.objectContaining({ product_id: product.product_id, amount: 2 })]);
    await expect
      .poll(() => eventsNamed(page, 'add_to_cart'))
      .toEqual([expect.objectContaining({ currency: 'TWD', items: [expect.objectContaining({ item_id: product.sku, quantity: 2 })] })]);
  });
});

for (const { locale, lang, heading } of [
  { locale: 'zh-TW', lang: 'tw', heading: '你可能也會喜歡' },
  { locale: 'zh-CN', lang: 'cn', heading: '猜你喜欢' },
  { locale: 'en-US', lang: 'en', heading: 'You may also like' },
] as const) {
  test.describe(`related products in ${lang}`, () => {
    test.use({ locale });

    test('lists the products the API relates to the one shown, in the language, each leading to its page', async ({ page, request }) => {
      const product = await apiGet<ProductDetail>(request, 'product/p-1001', lang);
      const related = await apiGet<Product[]>(request, 'product/p-1001/related', lang);
      expect(related.length).toBeGreaterThan(0);
      await openProduct(page, product);

      const section = page.getByRole('region', { name: heading });
      const cards = section.getByRole('listitem');
      await expect(cards).toHaveCount(related.length);
      for (const [index, item] of related.entries()) {
        await expect(cards.nth(index).getByRole('link')).toHaveAttribute('href', `/product/${item.product_id}`);
        await expect(cards.nth(index)).toContainText(item.display_name);
      }
      await cards.first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: related[0]!.display_name })).toBeVisible();
    });
  });
}
