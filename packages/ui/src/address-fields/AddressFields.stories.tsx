import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { checkoutShippingSchema, validationMessage } from '@storefront/domain';
import { countryOptions, type StoryTexts, storyTexts, validateWith } from '../forms-core/story-support.js';
import { StoryForm } from '../forms-core/StoryForm.js';
import { AddressFields, type AddressFieldName, type AddressFieldsLabels, type AddressRegion } from './AddressFields.js';

/** A few of Taiwan's counties and cities and their districts, as the app's address data lists them. */
const TAIWAN: readonly AddressRegion[] = [
  {
    value: '臺北市',
    label: '臺北市',
    areas: [
      { value: '中正區', label: '中正區', postalCode: '100' },
      { value: '大安區', label: '大安區', postalCode: '106' },
      { value: '信義區', label: '信義區', postalCode: '110' },
    ],
  },
  {
    value: '新北市',
    label: '新北市',
    areas: [
      { value: '板橋區', label: '板橋區', postalCode: '220' },
      { value: '三重區', label: '三重區', postalCode: '241' },
    ],
  },
  { value: '臺中市', label: '臺中市', areas: [{ value: '西屯區', label: '西屯區', postalCode: '407' }] },
];

const PHONE_CODES = ['+886', '+86', '+852', '+853', '+81', '+82', '+65', '+60', '+1'].map((code) => ({
  value: code,
  label: code,
}));

const FIELDS: readonly AddressFieldName[] = [
  'recipient_name',
  'recipient_phone_code',
  'recipient_mobile',
  'recipient_email',
  'country_code',
  'city',
  'area',
  'address',
  'postal_code',
];

const validate = validateWith(checkoutShippingSchema.pick([...FIELDS]));

function blank(values: Partial<Record<AddressFieldName, string>> = {}): Record<AddressFieldName, string> {
  return { ...Object.fromEntries(FIELDS.map((name) => [name, ''])), ...values } as Record<AddressFieldName, string>;
}

function addressLabels({ t }: StoryTexts): AddressFieldsLabels {
  return {
    recipientName: t('label.recipientName'),
    phoneCode: t('label.phoneCode'),
    mobile: t('label.recipientMobile'),
    email: t('label.recipientEmail'),
    country: t('label.country'),
    city: t('label.city'),
    area: t('label.area'),
    address: t('label.address'),
    postalCode: t('label.postalCode'),
    chooseCountry: t('checkout.chooseCountry'),
    chooseCity: t('checkout.chooseCity'),
    chooseArea: t('checkout.chooseArea'),
    englishOnly: t('validation.englishOnly'),
  };
}

// One spy for every story's submit, cleared at the start of the plays that read it.
const submitted = fn();

const meta = {
  title: 'Forms/AddressFields',
  component: AddressFields,
  args: { countries: [], phoneCodes: PHONE_CODES, regions: { TW: TAIWAN } },
  render: (args, { globals, parameters }) => {
    const texts = storyTexts(globals);
    const initial = (parameters['initialValues'] ?? {}) as Partial<Record<AddressFieldName, string>>;
    return (
      <StoryForm initialValues={blank(initial)} validate={validate} onSubmit={submitted} submitLabel={texts.t('common.next')}>
        <AddressFields
          {...args}
          countries={countryOptions(texts.locale)}
          labels={addressLabels(texts)}
          translateError={texts.translateError}
        />
      </StoryForm>
    );
  },
} satisfies Meta<typeof AddressFields>;

export default meta;

type Story = StoryObj<typeof meta>;

/** To Taiwan: county or city, then area, from lists; the area fills in its postal code. */
export const Taiwan: Story = {
  parameters: { initialValues: { country_code: 'TW', recipient_phone_code: '+886' } },
  play: async ({ canvas, globals }) => {
    const text = addressLabels(storyTexts(globals));
    const area = canvas.getByRole('combobox', { name: text.area });
    await expect(area).toBeDisabled();
    await expect(canvas.queryByText(text.englishOnly)).toBeNull();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text.city }), '臺北市');
    await expect(area).toBeEnabled();
    await userEvent.selectOptions(area, '大安區');
    await expect(canvas.getByRole('textbox', { name: text.postalCode })).toHaveValue('106');

    // Another city: its areas, and the area and postal code chosen before are gone.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text.city }), '新北市');
    await expect(area).toHaveValue('');
    await expect(canvas.getByRole('option', { name: '板橋區' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: text.postalCode })).toHaveValue('');
  },
};

/** Overseas: typed county or city and area, and the note that the address must be in English. */
export const Overseas: Story = {
  parameters: { initialValues: { country_code: 'JP', recipient_phone_code: '+81' } },
  play: async ({ canvas, globals }) => {
    const texts = storyTexts(globals);
    const text = addressLabels(texts);
    await expect(canvas.getByText(text.englishOnly)).toBeVisible();
    const city = canvas.getByRole('textbox', { name: text.city });
    await expect(city).toHaveAccessibleDescription(text.englishOnly);

    await userEvent.type(city, '東京都');
    await userEvent.tab();
    const englishOnly = texts.translateError(validationMessage('validation.englishOnly'));
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    await expect(city).toHaveAccessibleDescription(`${englishOnly} ${text.englishOnly}`);

    await userEvent.clear(city);
    await userEvent.type(city, 'Tokyo');
    await waitFor(() => expect(city).not.toHaveAttribute('aria-invalid'));
  },
};

/** From Taiwan to overseas: the city and area chosen from Taiwan's lists are cleared for typing. */
export const CountryChange: Story = {
  parameters: {
    initialValues: { country_code: 'TW', city: '臺北市', area: '信義區', postal_code: '110', address: '市府路 1 號' },
  },
  play: async ({ canvas, globals }) => {
    const text = addressLabels(storyTexts(globals));
    await expect(canvas.getByRole('combobox', { name: text.area })).toHaveValue('信義區');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text.country }), 'SG');
    await expect(canvas.getByRole('textbox', { name: text.city })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: text.area })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: text.postalCode })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: text.address })).toHaveValue('市府路 1 號');
  },
};

/** The calling code follows the destination, until the shopper picks one: then it stays theirs. */
export const PhoneCodeFollowsCountry: Story = {
  args: { phoneCodeFor: (country: string) => ({ TW: '+886', KR: '+82', JP: '+81', SG: '+65' })[country] },
  parameters: { initialValues: { country_code: 'TW', recipient_phone_code: '+886' } },
  play: async ({ canvas, globals }) => {
    const text = addressLabels(storyTexts(globals));
    const country = canvas.getByRole('combobox', { name: text.country });
    const phoneCode = canvas.getByRole('combobox', { name: text.phoneCode });
    await userEvent.selectOptions(country, 'KR');
    await expect(phoneCode).toHaveValue('+82');
    await userEvent.selectOptions(country, 'JP');
    await expect(phoneCode).toHaveValue('+81');

    await userEvent.selectOptions(phoneCode, '+886');
    await userEvent.selectOptions(country, 'SG');
    await expect(phoneCode).toHaveValue('+886');
  },
};

/** Convenience-store pickup: the recipient and destination only, no address. */
export const StorePickup: Story = {
  args: { homeDelivery: false },
  parameters: { initialValues: { country_code: 'TW', recipient_phone_code: '+886' } },
  play: async ({ canvas, globals }) => {
    const text = addressLabels(storyTexts(globals));
    await expect(canvas.getByRole('textbox', { name: text.recipientName })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: text.city })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: text.address })).toBeNull();
  },
};

/** An address book entry: no recipient email is asked, the rest as at checkout. */
export const WithoutEmail: Story = {
  args: { withEmail: false },
  parameters: { initialValues: { country_code: 'TW', recipient_phone_code: '+886' } },
  play: async ({ canvas, globals }) => {
    const text = addressLabels(storyTexts(globals));
    await expect(canvas.getByRole('textbox', { name: text.recipientName })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: text.email })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: text.address })).toBeVisible();
  },
};

/** Submitted empty: every field says what it needs, in the locale, and nothing is submitted. */
export const Errors: Story = {
  play: async ({ canvas, globals }) => {
    submitted.mockClear();
    const texts = storyTexts(globals);
    const text = addressLabels(texts);
    await userEvent.click(canvas.getByRole('button', { name: texts.t('common.next') }));
    const name = canvas.getByRole('textbox', { name: text.recipientName });
    const required = texts.translateError(validationMessage('validation.required', { label: 'field.recipientName' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(required));
    const requiredFields = texts.translateError(validationMessage('validation.requiredFields'));
    await expect(canvas.getByRole('combobox', { name: text.phoneCode })).toHaveAccessibleDescription(requiredFields);
    await expect(canvas.getByRole('combobox', { name: text.country })).toHaveAccessibleDescription(requiredFields);
    await expect(submitted).not.toHaveBeenCalled();
  },
};

/** Filled in by keyboard alone, then submitted with the order body's field names. */
export const FilledIn: Story = {
  parameters: { initialValues: { country_code: 'TW', recipient_phone_code: '+886' } },
  play: async ({ canvas, globals }) => {
    submitted.mockClear();
    const texts = storyTexts(globals);
    const text = addressLabels(texts);
    await userEvent.type(canvas.getByRole('textbox', { name: text.recipientName }), '王小明');
    await userEvent.type(canvas.getByRole('textbox', { name: text.mobile }), '0912-345-678');
    await userEvent.type(canvas.getByRole('textbox', { name: text.email }), 'ming@example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text.city }), '臺中市');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text.area }), '西屯區');
    await userEvent.type(canvas.getByRole('textbox', { name: text.address }), '臺灣大道三段 99 號');
    await userEvent.click(canvas.getByRole('button', { name: texts.t('common.next') }));
    await waitFor(() => expect(submitted).toHaveBeenCalledOnce());
    await expect(submitted).toHaveBeenCalledWith({
      recipient_name: '王小明',
      recipient_phone_code: '+886',
      recipient_mobile: '0912-345-678',
      recipient_email: 'ming@example.com',
      country_code: 'TW',
      city: '臺中市',
      area: '西屯區',
      address: '臺灣大道三段 99 號',
      postal_code: '407',
    });
  },
};
