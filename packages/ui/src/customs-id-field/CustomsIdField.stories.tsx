import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CUSTOMS_COUNTRIES, type CustomsCountry, checkoutShippingSchema, validationMessage } from '@storefront/domain';
import { FormField } from '../form-field/FormField.js';
import { countryOptions, type StoryTexts, storyTexts, validateWith } from '../forms-core/story-support.js';
import { StoryForm } from '../forms-core/StoryForm.js';
import { Select } from '../select/Select.js';
import { CustomsIdField, type CustomsIdFieldLabels } from './CustomsIdField.js';

const validate = validateWith(checkoutShippingSchema.pick(['country_code', 'customs_id']));

function customsLabels({ t }: StoryTexts): CustomsIdFieldLabels {
  const idLabels = Object.fromEntries(CUSTOMS_COUNTRIES.map((country) => [country, t(`checkout.customsId.${country}`)])) as Record<
    CustomsCountry,
    string
  >;
  return { idLabels, idNumber: t('label.idNumber'), hint: t('checkout.customsHint') };
}

const meta = {
  title: 'Forms/CustomsIdField',
  component: CustomsIdField,
  render: (args, { globals, parameters }) => {
    const texts = storyTexts(globals);
    return (
      <StoryForm
        initialValues={{ country_code: String(parameters['country'] ?? 'KR'), customs_id: '' }}
        validate={validate}
        submitLabel={texts.t('checkout.placeOrder')}
      >
        <FormField
          name="country_code"
          control={Select}
          label={texts.t('label.country')}
          options={countryOptions(texts.locale)}
          translateError={texts.translateError}
        />
        <CustomsIdField {...args} labels={customsLabels(texts)} translateError={texts.translateError} />
      </StoryForm>
    );
  },
} satisfies Meta<typeof CustomsIdField>;

export default meta;

type Story = StoryObj<typeof meta>;

/** To Korea: the personal customs clearance code, checked by domain's rule once touched. */
export const Korea: Story = {
  play: async ({ canvas, globals }) => {
    const texts = storyTexts(globals);
    const text = customsLabels(texts);
    const input = canvas.getByRole('textbox', { name: text.idLabels.KR });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(text.hint);

    await userEvent.type(input, 'P1234');
    await userEvent.tab();
    const incorrect = texts.translateError(validationMessage('validation.customsId'));
    await waitFor(() => expect(input).toHaveAccessibleDescription(`${incorrect} ${text.hint}`));

    await userEvent.type(input, '56789012');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  },
};

/** Shown for the destinations whose customs need it, labelled for each; gone for the others. */
export const FollowsTheDestination: Story = {
  parameters: { country: 'TW' },
  play: async ({ canvas, globals }) => {
    const texts = storyTexts(globals);
    const text = customsLabels(texts);
    const country = canvas.getByRole('combobox', { name: texts.t('label.country') });
    await expect(canvas.queryByText(text.hint)).toBeNull();

    await userEvent.selectOptions(country, 'MX');
    await expect(canvas.getByRole('textbox', { name: text.idLabels.MX })).toBeVisible();
    await userEvent.selectOptions(country, 'BR');
    await expect(canvas.getByRole('textbox', { name: text.idLabels.BR })).toBeVisible();
    await userEvent.selectOptions(country, 'JP');
    await expect(canvas.queryByText(text.hint)).toBeNull();
  },
};

/** required given: asked for China too, whose resident ID is checked when given. */
export const RequiredByTheApp: Story = {
  args: { required: true },
  parameters: { country: 'CN' },
  play: async ({ canvas, globals }) => {
    const text = customsLabels(storyTexts(globals));
    await expect(canvas.getByRole('textbox', { name: text.idLabels.CN })).toBeVisible();
  },
};
