import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { validationMessage } from '@storefront/domain';
import { countryOptions, storyTexts } from '../forms-core/story-support.js';
import { Select } from './Select.js';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Country', name: 'country_code', options: [], onChange: fn() },
  render: (args, { globals }) => {
    const { t, locale } = storyTexts(globals);
    return <Select {...args} label={t('label.country')} options={countryOptions(locale)} placeholder={t('checkout.chooseCountry')} />;
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing chosen: the placeholder shows; a choice reaches onChange with its value. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const { t } = storyTexts(globals);
    const select = canvas.getByRole('combobox', { name: t('label.country') });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: t('checkout.chooseCountry') })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'JP');
    await expect(select).toHaveValue('JP');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** A choice made; Tab reaches the select, whose own picker the platform opens (a wheel on phones). */
export const Chosen: Story = {
  args: { defaultValue: 'TW' },
  play: async ({ canvas, globals }) => {
    const { t, locale } = storyTexts(globals);
    const select = canvas.getByRole('combobox', { name: t('label.country') });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveDisplayValue(countryOptions(locale)[0]?.label ?? '');
  },
};

/** An error under the select, which is then invalid and described by it. */
export const WithError: Story = {
  render: (args, { globals }) => {
    const { t, translateError, locale } = storyTexts(globals);
    return (
      <Select
        {...args}
        label={t('label.country')}
        options={countryOptions(locale)}
        placeholder={t('checkout.chooseCountry')}
        required
        error={translateError(validationMessage('validation.requiredFields'))}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const { t, translateError } = storyTexts(globals);
    const select = canvas.getByRole('combobox', { name: t('label.country') });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription(translateError(validationMessage('validation.requiredFields')));
  },
};

/** A disabled option cannot be chosen; a disabled select not at all. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'TW' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('combobox', { name: storyTexts(globals).t('label.country') })).toBeDisabled();
  },
};
