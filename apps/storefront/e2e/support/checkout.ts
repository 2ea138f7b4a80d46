import { expect, type Page } from '@playwright/test';
import type { CountryCityDistricts } from '@storefront/api-contract';
import type { createI18n } from '@storefront/i18n';
import { apiGet, type LOCALE_HEADER } from './api.js';

type Translate = ReturnType<typeof createI18n>['t'];

/** A recipient in Taiwan, delivered at home: typed and chosen as a shopper does, the county and area from the API's lists. */
export async function fillTaiwanRecipient(page: Page, t: Translate, lang: keyof typeof LOCALE_HEADER, email: string): Promise<void> {
  const [taiwan] = await apiGet<CountryCityDistricts[]>(page.request, 'system/country-city-district?country_code=TW', lang);
  const city = taiwan!.cities[0]!;
  const district = city.districts[0]!;
  await page.getByRole('textbox', { name: t('label.recipientName'), exact: true }).fill('王小明');
  await page.getByRole('textbox', { name: t('label.recipientMobile'), exact: true }).fill('0912345678');
  await page.getByRole('textbox', { name: t('label.recipientEmail'), exact: true }).fill(email);
  await page.getByRole('combobox', { name: t('label.city'), exact: true }).selectOption(city.display_name);
  await page.getByRole('combobox', { name: t('label.area'), exact: true }).selectOption(district.display_name);
  await expect(page.getByRole('textbox', { name: t('label.postalCode'), exact: true })).toHaveValue(district.postal_code);
  await page.getByRole('textbox', { name: t('label.address'), exact: true }).fill('忠孝東路一段 1 號');
}

/** Chooses the shipping method, then the payment method, by their labels. */
export async function chooseDeliveryAndPayment(
  page: Page,
  t: Translate,
  shipping: 'home_delivery' | 'cvs_pickup',
  payment: string,
): Promise<void> {
  await page.getByRole('radio', { name: t(`checkout.shippingMethod.${shipping}`) }).check();
  await page.getByRole('radio', { name: t(`checkout.paymentMethod.${payment}`) }).check();
}

/** The value a money summary (cart or checkout) gives for a label: subtotal, shipping, discount, total. */
export function summaryValue(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');
}

/** Approves a purchase on the sandbox gateway's page (the card page, or where a scanned QR code leads). */
export async function approveOnSandbox(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: /Approve/ }).click();
}

/**
 * Places the order the checkout page shows (paid by card), approves it on the sandbox gateway and
 * waits for the result page to say it is paid: answers the purchase's id.
 */
export async function placeAndPayByCard(page: Page, t: Translate): Promise<string> {
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  await approveOnSandbox(page);
  await expect(page).toHaveURL(/\/result\?purchase_id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('result.heading.paid'));
  return new URL(page.url()).searchParams.get('purchase_id') ?? '';
}
