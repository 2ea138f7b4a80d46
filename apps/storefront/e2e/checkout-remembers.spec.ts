import { expect, type Page, test } from '@playwright/test';
import type { CountryCityDistricts, ProductDetail } from '@storefront/api-contract';
import { createI18n } from '@storefront/i18n';
import { STORAGE_KEYS } from '@storefront/store';
import { dataLayer } from './support/analytics.js';
import { apiGet } from './support/api.js';
import { fillTaiwanRecipient } from './support/checkout.js';
import { memberHeaders, registerMember, startSession, uniqueEmail } from './support/members.js';
import { findProduct, isOnSale, isOpen, isPlentiful } from './support/products.js';

// Issue 34, checkout that remembers, against the real API in the three languages: a member's
// checkout starts with the profile's name, mobile and e-mail and the last order's shipping method;
// a visitor's typing survives a reload and is gone once the order is placed; the payment method
// opens only once the shipping part is complete, the page listing what is missing until then.

/** A Taiwan product sold one at a time with no options, in the language given. */
function taiwanProduct(page: Page, lang: 'tw' | 'cn' | 'en'): Promise<ProductDetail> {
  return findProduct(page.request, {
    list: (p) => isOnSale(p) && isOpen(p) && p.origin === 'TW' && isPlentiful(p),
    detail: (p) => p.sub_products.length === 0 && p.stock >= 2,
    language: lang,
  });
}

/** The funnel's shipping and payment events in the order they were sent, with the parameters that name the choice. */
async function funnelAfterCheckout(page: Page): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page))
    .filter(([command, event]) => command === 'event' && (event === 'add_shipping_info' || event === 'add_payment_info'))
    .map(([, event, params]) => {
      const { shipping_tier, delivery_area, payment_type } = params as Record<string, unknown>;
      return event === 'add_shipping_info' ? { event, shipping_tier, delivery_area } : { event, payment_type };
    });
}

/** The draft the store keeps in this tab's sessionStorage, or null. */
function storedDraft(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.sessionStorage.getItem(key), STORAGE_KEYS.checkoutDraft);
}

for (const [locale, lang, tag] of [
  ['zh-TW', 'tw', 'zh-TW'],
  ['zh-CN', 'cn', 'zh-CN'],
  ['en-US', 'en', 'en'],
] as const) {
  test.describe(`checkout that remembers (${lang})`, () => {
    test.use({ locale });
    const { t } = createI18n(lang);
    const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: t(label), exact: true });
    const radio = (page: Page, key: string) => page.getByRole('radio', { name: t(key) });

    /** Chooses the first county and area the API lists and types a street address. */
    async function fillTaiwanAddress(page: Page): Promise<CountryCityDistricts['cities'][number]> {
      const [taiwan] = await apiGet<CountryCityDistricts[]>(page.request, 'system/country-city-district?country_code=TW', lang);
      const city = taiwan!.cities[0]!;
      await page.getByRole('combobox', { name: t('label.city'), exact: true }).selectOption(city.display_name);
      await page.getByRole('combobox', { name: t('label.area'), exact: true }).selectOption(city.districts[0]!.display_name);
      await textbox(page, 'label.address').fill('忠孝東路一段 1 號');
      return city;
    }

    test("a member's checkout starts with the profile's name, mobile and e-mail, and the last order's shipping method", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`remembers-member-${lang}`);
      const token = await registerMember(request, email);
      const profile = await request.post('/v1/personal', {
        headers: memberHeaders(token, tag),
        data: { account_name: '林小華', phone_code: '+886', phone_number: '0912345678' },
      });
      expect(profile.ok(), await profile.text()).toBe(true);
      const product = await taiwanProduct(page, lang);
      await startSession(page, token);

      await page.goto(`/checkout?product_id=${product.product_id}&amount=1`);
      await expect(textbox(page, 'label.recipientName')).toHaveValue('林小華');
      await expect(textbox(page, 'label.recipientMobile')).toHaveValue('0912345678');
      await expect(textbox(page, 'label.recipientEmail')).toHaveValue(email);
      // No order yet: no method is chosen for the member.
      await expect(radio(page, 'checkout.shippingMethod.home_delivery')).not.toBeChecked();
      await expect(radio(page, 'checkout.shippingMethod.cvs_pickup')).not.toBeChecked();
      // A member's typing is not kept in the browser: the profile starts the next visit.
      await textbox(page, 'label.recipientName').fill('王小明');
      await expect(textbox(page, 'label.recipientName')).toHaveValue('王小明');
      expect(await storedDraft(page)).toBeNull();

      await fillTaiwanAddress(page);
      await radio(page, 'checkout.shippingMethod.home_delivery').check();
      await radio(page, 'checkout.paymentMethod.credit_card').check();
      await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
      await expect(page).toHaveURL(/\/sandbox\/pay\//);

      await page.goto(`/checkout?product_id=${product.product_id}&amount=1`);
      await expect(radio(page, 'checkout.shippingMethod.home_delivery')).toBeChecked();
      await expect(textbox(page, 'label.recipientName')).toHaveValue('林小華');
      await expect(textbox(page, 'label.recipientMobile')).toHaveValue('0912345678');
      await expect(textbox(page, 'label.recipientEmail')).toHaveValue(email);
    });

    test("a visitor's typing survives a reload of the checkout and is gone once the order is placed", async ({ page }) => {
      const product = await taiwanProduct(page, lang);
      const email = uniqueEmail(`remembers-visitor-${lang}`);
      await page.goto(`/checkout?product_id=${product.product_id}&amount=1`);
      await fillTaiwanRecipient(page, t, lang, email);
      await radio(page, 'checkout.shippingMethod.home_delivery').check();
      const postalCode = await textbox(page, 'label.postalCode').inputValue();
      const city = await page.getByRole('combobox', { name: t('label.city'), exact: true }).inputValue();
      const area = await page.getByRole('combobox', { name: t('label.area'), exact: true }).inputValue();

      await page.reload();
      await expect(textbox(page, 'label.recipientName')).toHaveValue('王小明');
      await expect(textbox(page, 'label.recipientMobile')).toHaveValue('0912345678');
      await expect(textbox(page, 'label.recipientEmail')).toHaveValue(email);
      await expect(page.getByRole('combobox', { name: t('label.city'), exact: true })).toHaveValue(city);
      await expect(page.getByRole('combobox', { name: t('label.area'), exact: true })).toHaveValue(area);
      await expect(textbox(page, 'label.address')).toHaveValue('忠孝東路一段 1 號');
      await expect(textbox(page, 'label.postalCode')).toHaveValue(postalCode);
      await expect(radio(page, 'checkout.shippingMethod.home_delivery')).toBeChecked();
      // Complete as it was: the payment method can be chosen at once. The funnel still reports the
      // shipping the draft chose, before the payment.
      await radio(page, 'checkout.paymentMethod.credit_card').check();
      expect(await funnelAfterCheckout(page)).toEqual([
        { event: 'add_shipping_info', shipping_tier: 'home_delivery', delivery_area: 'TW' },
        { event: 'add_payment_info', payment_type: 'credit_card' },
      ]);
      await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
      await expect(page).toHaveURL(/\/sandbox\/pay\//);

      await page.goto(`/checkout?product_id=${product.product_id}&amount=1`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('checkout.heading'));
      await expect(textbox(page, 'label.recipientName')).toHaveValue('');
      await expect(textbox(page, 'label.recipientEmail')).toHaveValue('');
      await expect(textbox(page, 'label.address')).toHaveValue('');
      await expect(radio(page, 'checkout.shippingMethod.home_delivery')).not.toBeChecked();
      expect(await storedDraft(page)).toBeNull();
    });

    test('the payment method opens only once shipping is complete; until then the page lists what is missing', async ({ page }) => {
      const product = await taiwanProduct(page, lang);
      await page.goto(`/checkout?product_id=${product.product_id}&amount=1`);
      const card = radio(page, 'checkout.paymentMethod.credit_card');
      await expect(card).toBeDisabled();
      const gate = page.getByRole('status').filter({ hasText: t('checkout.paymentAfterShipping') });
      const missing = gate.getByRole('listitem');
      const item = (label: string) => missing.filter({ hasText: t(label) });
      await expect(item('label.recipientName')).toHaveCount(1);
      await expect(item('label.recipientMobile')).toHaveCount(1);
      await expect(item('label.recipientEmail')).toHaveCount(1);
      await expect(item('label.address')).toHaveCount(1);
      await expect(item('label.shippingMethod')).toHaveCount(1);
      // An entry takes the shopper to its field.
      await item('label.recipientName').getByRole('button').click();
      await expect(textbox(page, 'label.recipientName')).toBeFocused();

      await textbox(page, 'label.recipientName').fill('王小明');
      await expect(item('label.recipientName')).toHaveCount(0);
      await textbox(page, 'label.recipientEmail').fill('not-an-address');
      // An invalid field is listed with the field's own message.
      await expect(item('label.recipientEmail')).toContainText(t('validation.invalidMail'));
      await textbox(page, 'label.recipientMobile').fill('0912345678');
      await textbox(page, 'label.recipientEmail').fill(uniqueEmail(`gate-${lang}`));
      await fillTaiwanAddress(page);
      await expect(card).toBeDisabled();
      await expect(missing).toHaveCount(1);
      await expect(item('label.shippingMethod')).toHaveCount(1);

      await radio(page, 'checkout.shippingMethod.home_delivery').check();
      await expect(gate).toHaveCount(0);
      await expect(card).toBeEnabled();
      await card.check();
      await expect(card).toBeChecked();
    });
  });
}
