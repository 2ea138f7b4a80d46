import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { validationMessage } from '@storefront/domain';
import { storyTexts } from '../forms-core/story-support.js';
import { PasswordField } from './PasswordField.js';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', onChange: fn() },
  render: (args, { globals }) => {
    const { t } = storyTexts(globals);
    return <PasswordField {...args} label={t('label.password')} labels={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }} />;
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Hidden while typed; the eye button shows it, then hides it again, by mouse or keyboard. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const { t } = storyTexts(globals);
    const input = canvasElement.querySelector('input');
    await expect(input).toHaveAccessibleName(t('label.password'));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.tab();
    await userEvent.keyboard('secret123');
    await userEvent.tab();
    const show = canvas.getByRole('button', { name: t('auth.showPassword') });
    await expect(show).toHaveFocus();
    await expect(show).toHaveAttribute('aria-controls', input?.id);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret123');

    const hide = canvas.getByRole('button', { name: t('auth.hidePassword') });
    await expect(hide).toHaveFocus();
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** A new password: the rule as a hint, the browser offered to suggest one. */
export const NewPassword: Story = {
  args: { autoComplete: 'new-password' },
  render: (args, { globals }) => {
    const { t } = storyTexts(globals);
    return (
      <PasswordField
        {...args}
        label={t('password.newPassword')}
        hint={t('validation.password')}
        labels={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyTexts(globals);
    const input = canvasElement.querySelector('input');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription(t('validation.password'));
  },
};

/** An error under the field. */
export const WithError: Story = {
  render: (args, { globals }) => {
    const { t, translateError } = storyTexts(globals);
    return (
      <PasswordField
        {...args}
        label={t('label.password')}
        defaultValue="abc"
        error={translateError(validationMessage('validation.password'))}
        labels={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const { translateError } = storyTexts(globals);
    const input = canvasElement.querySelector('input');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(translateError(validationMessage('validation.password')));
  },
};

/** Disabled: the toggle too. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: storyTexts(globals).t('auth.showPassword') })).toBeDisabled();
  },
};
