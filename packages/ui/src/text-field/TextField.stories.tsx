import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { validationMessage } from '@storefront/domain';
import { storyTexts } from '../forms-core/story-support.js';
import { TextField } from './TextField.js';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Recipient name', name: 'recipient_name', autoComplete: 'name', onChange: fn() },
  render: (args, { globals }) => <TextField {...args} label={storyTexts(globals).t('label.recipientName')} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Label above the input; typing reaches onChange. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: storyTexts(globals).t('label.recipientName') });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('王小明');
    await expect(input).toHaveValue('王小明');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A hint under the input, read after the label. */
export const WithHint: Story = {
  render: (args, { globals }) => {
    const { t } = storyTexts(globals);
    return <TextField {...args} label={t('label.address')} hint={t('checkout.englishOnlyHint')} />;
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    const input = canvas.getByRole('textbox', { name: t('label.address') });
    await expect(input).toHaveAccessibleDescription(t('checkout.englishOnlyHint'));
  },
};

/** An error: a red thicker border, the message under the input, aria-invalid and the message as its description. */
export const WithError: Story = {
  render: (args, { globals }) => {
    const { t, translateError } = storyTexts(globals);
    const error = translateError(validationMessage('validation.required', { label: 'field.recipientName' }));
    return <TextField {...args} label={t('label.recipientName')} error={error} />;
  },
  play: async ({ canvas, globals }) => {
    const { t, translateError } = storyTexts(globals);
    const error = translateError(validationMessage('validation.required', { label: 'field.recipientName' }));
    const input = canvas.getByRole('textbox', { name: t('label.recipientName') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(error);
    await expect(canvas.getByText(error)).toBeVisible();
  },
};

/** Both a hint and an error: the error is read first. */
export const WithHintAndError: Story = {
  render: (args, { globals }) => {
    const { t, translateError } = storyTexts(globals);
    return (
      <TextField
        {...args}
        label={t('label.address')}
        defaultValue="台北市大安區"
        hint={t('checkout.englishOnlyHint')}
        error={translateError(validationMessage('validation.englishOnly'))}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const { t, translateError } = storyTexts(globals);
    const input = canvas.getByRole('textbox', { name: t('label.address') });
    const description = `${translateError(validationMessage('validation.englishOnly'))} ${t('checkout.englishOnlyHint')}`;
    await expect(input).toHaveAccessibleDescription(description);
  },
};

/** Required: an asterisk the screen reader skips, aria-required it reads. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: storyTexts(globals).t('label.recipientName') });
    await expect(input).toBeRequired();
    await expect(input).not.toHaveAttribute('required');
  },
};

/** A placeholder shows an example, never instead of the label. */
export const WithPlaceholder: Story = {
  render: (args, { globals }) => {
    const { t } = storyTexts(globals);
    return <TextField {...args} label={t('coupon.code')} placeholder={t('coupon.codePlaceholder')} />;
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await expect(canvas.getByRole('textbox', { name: t('coupon.code') })).toHaveAttribute('placeholder', t('coupon.codePlaceholder'));
  },
};

/** The label kept for screen readers only, where the layout says what the field is. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas, globals }) => {
    const name = storyTexts(globals).t('label.recipientName');
    await expect(canvas.getByRole('textbox', { name })).toBeVisible();
    const label = canvas.getByText(name);
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Disabled: greyed and skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '王小明' },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: storyTexts(globals).t('label.recipientName') });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};
