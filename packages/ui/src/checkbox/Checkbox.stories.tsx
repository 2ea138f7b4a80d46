import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../forms-core/story-support.js';
import { Checkbox } from './Checkbox.js';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Select all', name: 'select_all', onChange: fn() },
  render: (args, { globals }) => <Checkbox {...args} label={storyTexts(globals).t('cart.selectAll')} />,
} satisfies Meta<typeof Checkbox>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Clicking the label toggles the box; Space toggles it from the keyboard. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const name = storyTexts(globals).t('cart.selectAll');
    const box = canvas.getByRole('checkbox', { name });
    await userEvent.click(canvas.getByText(name));
    await expect(box).toBeChecked();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Checked: the primary fill and a white tick. */
export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('checkbox', { name: storyTexts(globals).t('cart.selectAll') })).toBeChecked();
  },
};

/** Some items selected: 'Select all' is mixed, drawn with a dash. */
export const Indeterminate: Story = {
  args: { indeterminate: true },
  play: async ({ canvas, globals }) => {
    const box = canvas.getByRole('checkbox', { name: storyTexts(globals).t('cart.selectAll') });
    await expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

/** A hint under the label, lined up with it, read as the box's description. */
export const WithHint: Story = {
  render: (args, { globals }) => {
    const { t } = storyTexts(globals);
    return (
      <div style={{ maxWidth: '20rem' }}>
        <Checkbox {...args} label={t('arrivalNotice.open')} hint={t('arrivalNotice.description')} />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    const box = canvas.getByRole('checkbox', { name: t('arrivalNotice.open') });
    await expect(box).toHaveAccessibleDescription(t('arrivalNotice.description'));
  },
};

/** An error under the box. */
export const WithError: Story = {
  render: (args, { globals }) => {
    const { t } = storyTexts(globals);
    return <Checkbox {...args} label={t('auth.register.agree')} error={t('validation.requiredFields')} />;
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    const box = canvas.getByRole('checkbox', { name: t('auth.register.agree') });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(t('validation.requiredFields'));
  },
};

/** Disabled, checked or not. */
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas, globals }) => {
    const box = canvas.getByRole('checkbox', { name: storyTexts(globals).t('cart.selectAll') });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
