import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { AddressBookEntry, AddressBookEntryBody, CountryCityDistricts, ProductDetail } from '@storefront/api-contract';
import { ADDRESS_BOOK_MAX_ENTRIES } from '@storefront/domain';
import { createI18n } from '@storefront/i18n';
import { apiGet, LOCALE_HEADER } from './support/api.js';
import { chooseDeliveryAndPayment, fillTaiwanRecipient, placeAndPayByCard } from './support/checkout.js';
import { memberHeaders, registerMember, startSession, uniqueEmail } from './support/members.js';
import { findProduct, isOnSale, isOpen, isPlentiful } from './support/products.js';

// A member's address book (issue 34) against the real API: kept per member by the API, edited in
// the member centre, and filling the checkout. No mocks.

type Lang = keyof typeof LOCALE_HEADER;
type Translate = ReturnType<typeof createI18n>['t'];

const simple = (p: ProductDetail) => p.sub_products.length === 0 && p.stock >= 3 && (p.purchase_limit === null || p.purchase_limit >= 3);

/** The member's entries as the API keeps them. */
async function bookOf(request: APIRequestContext, token: string): Promise<AddressBookEntry[]> {
  const response = await request.get('/v1/personal/address', { headers: memberHeaders(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: AddressBookEntry[] }).data;
}

/** Adds an entry through the API, for tests whose subject is not adding. */
async function addThroughApi(request: APIRequestContext, token: string, body: AddressBookEntryBody): Promise<AddressBookEntry> {
  const response = await request.post('/v1/personal/address', { headers: memberHeaders(token), data: body });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: AddressBookEntry }).data;
}

/** A Taiwan home address in the API's own county and area names. */
async function taiwanEntry(request: APIRequestContext, lang: Lang, label: string, address: string): Promise<AddressBookEntryBody> {
  const [taiwan] = await apiGet<CountryCityDistricts[]>(request, 'system/country-city-district?country_code=TW', lang);
  const city = taiwan!.cities[0]!;
  const district = city.districts[0]!;
  return {
    label,
    recipient_name: '王小明',
    recipient_phone_code: '+886',
    recipient_mobile: '0912345678',
    country_code: 'TW',
    shipping_method: 'home_delivery',
    city: city.display_name,
    area: district.display_name,
    address,
    postal_code: district.postal_code,
  };
}

/** Opens every page logged in as a new member, in the language: answers the member's token. */
async function memberIn(page: Page, request: APIRequestContext, lang: Lang, label: string): Promise<string> {
  const token = await registerMember(request, uniqueEmail(label));
  await startSession(page, token);
  await page.addInitScript((stored) => window.localStorage.setItem('lang', stored), lang);
  return token;
}

/** The entry card headed by a name. */
function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: false });
}

/** Types the recipient of the open entry form. */
async function fillRecipient(page: Page, t: Translate, label: string, name: string, mobile: string): Promise<void> {
  await page.getByRole('textbox', { name: t('label.addressLabel'), exact: true }).fill(label);
  await page.getByRole('textbox', { name: t('label.recipientName'), exact: true }).fill(name);
  await page.getByRole('textbox', { name: t('label.recipientMobile'), exact: true }).fill(mobile);
}

async function save(page: Page, t: Translate): Promise<void> {
  await page.getByRole('button', { name: t('addressBook.save'), exact: true }).click();
  await expect(page.getByText(t('addressBook.saved')).first()).toBeVisible();
}

for (const lang of ['tw', 'cn', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`the address book (${lang})`, () => {
    const { t } = createI18n(lang);

    test('add a Taiwan address, a convenience store and an overseas address; edit one, make another the default, delete one', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const token = await memberIn(page, request, lang, `book-${lang}`);
      await page.goto('/member/address-book');
      await expect(page).toHaveTitle(`${t('title.memberAddressBook')} | ${t('app.name')}`);
      await expect(page.getByText(t('addressBook.empty'))).toBeVisible();
      await page
        .getByRole('navigation', { name: t('member.heading') })
        .first()
        .getByRole('link', { name: t('member.addressBook') })
        .click();
      await expect(page).toHaveURL(/\/member\/address-book$/);

      // A Taiwan home address: county and area from the lists, the postal code filled by the area.
      const [taiwan] = await apiGet<CountryCityDistricts[]>(request, 'system/country-city-district?country_code=TW', lang);
      const city = taiwan!.cities[0]!;
      const district = city.districts[0]!;
      await page.getByRole('button', { name: t('addressBook.add'), exact: true }).click();
      await expect(page.getByRole('heading', { name: t('addressBook.addHeading') })).toBeFocused();
      await fillRecipient(page, t, 'Home', '王小明', '0912345678');
      await page.getByRole('combobox', { name: t('label.city'), exact: true }).selectOption(city.display_name);
      await page.getByRole('combobox', { name: t('label.area'), exact: true }).selectOption(district.display_name);
      await expect(page.getByRole('textbox', { name: t('label.postalCode'), exact: true })).toHaveValue(district.postal_code);
      await page.getByRole('textbox', { name: t('label.address'), exact: true }).fill('忠孝東路一段 1 號');
      await save(page, t);
      await expect(card(page, 'Home').getByText(t('addressBook.default'))).toBeVisible();
      // The form gone, the focus is back on the button that opened it.
      await expect(page.getByRole('button', { name: t('addressBook.add'), exact: true })).toBeFocused();

      // A convenience store: the chain, the county, then the store from system/tw-cvs.
      await page.getByRole('button', { name: t('addressBook.add'), exact: true }).click();
      await fillRecipient(page, t, 'Store', '王小明', '0912345678');
      await page.getByRole('radio', { name: t('checkout.shippingMethod.cvs_pickup') }).check();
      const store = page.getByRole('combobox', { name: t('label.pickupStore'), exact: true });
      await expect(store.locator('option').nth(1)).toBeAttached();
      const storeId = await store.locator('option').nth(1).getAttribute('value');
      await store.selectOption(storeId!);
      await save(page, t);
      await expect(card(page, 'Store').getByText(t('checkout.shippingMethod.cvs_pickup'), { exact: false })).toBeVisible();

      // Overseas: English only, and the customs ID Korea asks for; a bad one is refused in the language.
      await page.getByRole('button', { name: t('addressBook.add'), exact: true }).click();
      await page.getByRole('combobox', { name: t('label.country'), exact: true }).selectOption('KR');
      await page.getByRole('combobox', { name: t('label.phoneCode'), exact: true }).selectOption('+82');
      await fillRecipient(page, t, 'Seoul', 'Kim Minji', '01012345678');
      await page.getByRole('textbox', { name: t('label.city'), exact: true }).fill('首爾');
      await page.getByRole('textbox', { name: t('label.address'), exact: true }).fill('123 Teheran-ro, Gangnam-gu');
      await page.getByRole('textbox', { name: t('label.postalCode'), exact: true }).fill('06236');
      const customs = page.getByRole('textbox', { name: t('checkout.customsId.KR'), exact: true });
      await customs.fill('P12345');
      await page.getByRole('button', { name: t('addressBook.save'), exact: true }).click();
      await expect(page.getByText(t('validation.customsId'), { exact: true })).toBeVisible();
      await expect(page.getByText(t('validation.englishOnly'), { exact: true })).toBeVisible();
      await page.getByRole('textbox', { name: t('label.city'), exact: true }).fill('Seoul');
      await customs.fill('P123456789012');
      await save(page, t);

      const added = await bookOf(request, token);
      expect(added.map((entry) => [entry.label, entry.shipping_method, entry.country_code, entry.is_default])).toEqual([
        ['Home', 'home_delivery', 'TW', true],
        ['Store', 'cvs_pickup', 'TW', false],
        ['Seoul', 'home_delivery', 'KR', false],
      ]);
      expect(added[1]!.pickup_store?.store_id).toBe(storeId);
      expect(added[2]!.customs_id).toBe('P123456789012');

      // Edit: the form opens with the entry's values.
      await page.getByRole('button', { name: t('addressBook.editEntry', { name: 'Seoul' }) }).click();
      const address = page.getByRole('textbox', { name: t('label.address'), exact: true });
      await expect(address).toHaveValue('123 Teheran-ro, Gangnam-gu');
      await address.fill('1 Main Street');
      await save(page, t);
      await expect(card(page, 'Seoul').getByText('1 Main Street', { exact: false })).toBeVisible();
      await expect(page.getByRole('button', { name: t('addressBook.editEntry', { name: 'Seoul' }) })).toBeFocused();

      // A new default: the mark moves.
      await page.getByRole('button', { name: t('addressBook.setDefaultEntry', { name: 'Store' }) }).click();
      await expect(page.getByText(t('addressBook.defaultChanged')).first()).toBeVisible();
      await expect(card(page, 'Store').getByText(t('addressBook.default'), { exact: true })).toBeVisible();
      await expect(card(page, 'Home').getByText(t('addressBook.default'), { exact: true })).toHaveCount(0);

      // Delete, after a confirmation; keeping it changes nothing.
      await page.getByRole('button', { name: t('addressBook.deleteEntry', { name: 'Home' }) }).click();
      const dialog = page.getByRole('dialog', { name: t('addressBook.deleteTitle') });
      await dialog.getByRole('button', { name: t('addressBook.keep') }).click();
      await expect(card(page, 'Home')).toBeVisible();
      await page.getByRole('button', { name: t('addressBook.deleteEntry', { name: 'Home' }) }).click();
      await dialog.getByRole('button', { name: t('addressBook.delete'), exact: true }).click();
      await expect(card(page, 'Home')).toHaveCount(0);

      const after = await bookOf(request, token);
      expect(after.map((entry) => [entry.label, entry.is_default, entry.address])).toEqual([
        ['Store', true, expect.any(String)],
        ['Seoul', false, '1 Main Street'],
      ]);
    });

    test('a full address book refuses one more, saying so in the language', async ({ page, request }) => {
      const token = await memberIn(page, request, lang, `book-full-${lang}`);
      for (let index = 0; index < ADDRESS_BOOK_MAX_ENTRIES; index += 1) {
        await addThroughApi(request, token, await taiwanEntry(request, lang, `No. ${index + 1}`, `${index + 1} Main Street`));
      }
      await page.goto('/member/address-book');
      await expect(
        page.getByText(t('addressBook.count', { count: ADDRESS_BOOK_MAX_ENTRIES, max: ADDRESS_BOOK_MAX_ENTRIES })),
      ).toBeVisible();
      await page.getByRole('button', { name: t('addressBook.add'), exact: true }).click();
      await page.getByRole('radio', { name: t('checkout.shippingMethod.home_delivery') }).check();
      const entry = await taiwanEntry(request, lang, 'One more', '11 Main Street');
      await fillRecipient(page, t, 'One more', entry.recipient_name, '0912345678');
      await page.getByRole('combobox', { name: t('label.city'), exact: true }).selectOption(entry.city!);
      await page.getByRole('combobox', { name: t('label.area'), exact: true }).selectOption(entry.area!);
      await page.getByRole('textbox', { name: t('label.address'), exact: true }).fill('11 Main Street');
      await page.getByRole('button', { name: t('addressBook.save'), exact: true }).click();
      await expect(page.getByText(t('errors.40910')).first()).toBeVisible();
      expect(await bookOf(request, token)).toHaveLength(ADDRESS_BOOK_MAX_ENTRIES);
    });

    test('the checkout starts with the default address, switches to another, and saves a new one after the order', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const token = await memberIn(page, request, lang, `book-checkout-${lang}`);
      const office = await addThroughApi(request, token, await taiwanEntry(request, lang, 'Office', '信義路五段 7 號'));
      const home = await addThroughApi(request, token, {
        ...(await taiwanEntry(request, lang, 'Home', '仁愛路四段 2 號')),
        is_default: true,
      });
      expect(home.is_default).toBe(true);
      const product = await findProduct(request, {
        list: (p) => isOnSale(p) && isOpen(p) && p.origin === 'TW' && isPlentiful(p),
        detail: simple,
        language: lang,
      });
      await page.goto(`/checkout?product_id=${product.product_id}&amount=1`);

      const picker = page.getByRole('combobox', { name: t('addressBook.pick'), exact: true });
      const address = page.getByRole('textbox', { name: t('label.address'), exact: true });
      await expect(address).toHaveValue('仁愛路四段 2 號');
      await expect(picker).toHaveValue(home.address_id);
      await expect(page.getByRole('textbox', { name: t('label.recipientName'), exact: true })).toHaveValue('王小明');
      await expect(page.getByRole('radio', { name: t('checkout.shippingMethod.home_delivery') })).toBeChecked();
      // A kept address is not offered for saving again.
      await expect(page.getByRole('checkbox', { name: t('addressBook.saveAtCheckout') })).toHaveCount(0);

      await picker.selectOption(office.address_id);
      await expect(address).toHaveValue('信義路五段 7 號');

      // A new address clears the address and may be saved to the book.
      await picker.selectOption('');
      await expect(address).toHaveValue('');
      const saveNew = page.getByRole('checkbox', { name: t('addressBook.saveAtCheckout') });
      await expect(saveNew).toBeVisible();
      await fillTaiwanRecipient(page, t, lang, uniqueEmail('book-order'));
      await chooseDeliveryAndPayment(page, t, 'home_delivery', 'credit_card');
      await saveNew.check();
      await placeAndPayByCard(page, t);
      const book = await bookOf(request, token);
      expect(book.map((entry) => [entry.address, entry.is_default])).toEqual([
        ['仁愛路四段 2 號', true],
        ['信義路五段 7 號', false],
        ['忠孝東路一段 1 號', false],
      ]);
    });
  });
}
