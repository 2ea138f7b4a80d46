import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PAYMENT_METHODS, SHIPPING_METHODS } from '@storefront/domain';
import { type StoryTexts, storyTexts } from '../forms-core/story-support.js';
import { RadioGroup } from './RadioGroup.js';

function shippingOptions({ t }: StoryTexts) {
  return SHIPPING_METHODS.map((method) => ({ value: method, label: t(`checkout.shippingMethod.${method}`) }));
}

function paymentOptions({ t }: StoryTexts) {
  return PAYMENT_METHODS.map((method) => ({ value: method, label: t(`checkout.paymentMethod.${method}`) }));
}

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { name: 'payment_method', label: 'Payment method', options: [], onChange: fn() },
  render: (args, { globals }) => {
    const texts = storyTexts(globals);
    return <RadioGroup {...args} label={texts.t('label.paymentMethod')} options={paymentOptions(texts)} />;
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Tab enters the group, the arrow keys move and choose, onChange gets the chosen radio's value. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const texts = storyTexts(globals);
    const group = canvas.getByRole('radiogroup', { name: texts.t('label.paymentMethod') });
    await expect(group).toBeVisible();
    const [first, second] = paymentOptions(texts);
    await userEvent.click(canvas.getByRole('radio', { name: first?.label }));
    await expect(canvas.getByRole('radio', { name: first?.label })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    const radio = canvas.getByRole('radio', { name: second?.label });
    await expect(radio).toBeChecked();
    await expect(radio).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ target: expect.objectContaining({ value: second?.value }) }),
    );
  },
};

/** Short choices side by side; each may carry a hint, e.g. the fee. */
export const HorizontalWithHints: Story = {
  args: { name: 'shipping_method', orientation: 'horizontal', defaultValue: 'home_delivery' },
  render: (args, { globals }) => {
    const texts = storyTexts(globals);
    const [home, cvs] = shippingOptions(texts);
    const options = [
      { value: home?.value ?? '', label: home?.label, hint: 'NT$100' },
      { value: cvs?.value ?? '', label: cvs?.label, hint: 'NT$60' },
    ];
    return <RadioGroup {...args} label={texts.t('label.shippingMethod')} options={options} />;
  },
  play: async ({ canvas, globals }) => {
    const [home] = shippingOptions(storyTexts(globals));
    const radio = canvas.getByRole('radio', { name: home?.label });
    await expect(radio).toBeChecked();
    await expect(radio).toHaveAccessibleDescription('NT$100');
  },
};

/** Nothing chosen yet and required: the error under the choices, on the group. */
export const WithError: Story = {
  args: { required: true },
  render: (args, { globals }) => {
    const texts = storyTexts(globals);
    return (
      <RadioGroup
        {...args}
        label={texts.t('label.paymentMethod')}
        options={paymentOptions(texts)}
        error={texts.t('validation.shippingBeforePayment')}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    const group = canvas.getByRole('radiogroup', { name: t('label.paymentMethod') });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription(t('validation.shippingBeforePayment'));
  },
};

/** A disabled choice is skipped by the arrow keys. */
export const DisabledOption: Story = {
  args: { defaultValue: 'credit_card' },
  render: (args, { globals }) => {
    const texts = storyTexts(globals);
    const options = paymentOptions(texts).map((option) => ({ ...option, disabled: option.value === 'wechat_pay' }));
    return <RadioGroup {...args} label={texts.t('label.paymentMethod')} options={options} />;
  },
  play: async ({ canvas, globals }) => {
    const [credit, wechat, alipay] = paymentOptions(storyTexts(globals));
    await expect(canvas.getByRole('radio', { name: wechat?.label })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: credit?.label })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: alipay?.label })).toBeChecked();
  },
};
