import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { forgotPasswordSchema, loginSchema, PAYMENT_METHODS, validationMessage } from '@storefront/domain';
import { countryOptions, storyTexts, validateWith } from '../forms-core/story-support.js';
import { StoryForm } from '../forms-core/StoryForm.js';
import { PasswordField } from '../password-field/PasswordField.js';
import { RadioGroup } from '../radio-group/RadioGroup.js';
import { Select } from '../select/Select.js';
import { FormField, type FormFieldProps } from './FormField.js';

// One spy for every story's submit, cleared at the start of the plays that read it.
const submitted = fn();

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: { name: 'account', label: 'Email' },
  render: (args, { globals }) => {
    const { t, translateError } = storyTexts(globals);
    return (
      <StoryForm
        initialValues={{ account: '' }}
        validate={validateWith(forgotPasswordSchema)}
        onSubmit={submitted}
        submitLabel={t('auth.forgotPassword.submit')}
      >
        <FormField {...args} label={t('label.account')} type="email" autoComplete="email" translateError={translateError} />
      </StoryForm>
    );
  },
  // FormField is generic over its control: the stories' args are those of the default, TextField.
} satisfies Meta<FormFieldProps>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Bound to formik by name. Domain's schema reports `{ key, values }` messages; translateError
 * turns them into the locale's text, shown once the field is touched.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    submitted.mockClear();
    const { t, translateError } = storyTexts(globals);
    const input = canvas.getByRole('textbox', { name: t('label.account') });
    const required = translateError(validationMessage('validation.required', { label: 'field.account' }));

    // Untouched: no error yet, even though the empty value is invalid.
    await userEvent.click(input);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription(required);

    await userEvent.type(input, 'not-an-email');
    await waitFor(() => expect(input).toHaveAccessibleDescription(translateError(validationMessage('validation.invalidMail'))));

    await userEvent.clear(input);
    await userEvent.type(input, 'shopper@example.com');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: t('auth.forgotPassword.submit') }));
    await waitFor(() => expect(submitted).toHaveBeenCalledOnce());
    await expect(submitted).toHaveBeenCalledWith({ account: 'shopper@example.com' });
  },
};

/** Submitting marks every field touched, so each error shows; nothing is submitted. */
export const SubmitShowsErrors: Story = {
  play: async ({ canvas, globals }) => {
    submitted.mockClear();
    const { t, translateError } = storyTexts(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.forgotPassword.submit') }));
    const required = translateError(validationMessage('validation.required', { label: 'field.account' }));
    await waitFor(() => expect(canvas.getByText(required)).toBeVisible());
    await expect(submitted).not.toHaveBeenCalled();
  },
};

/** Errors the app already formatted as strings show as given. */
export const StringError: Story = {
  render: (_args, { globals }) => {
    const { t } = storyTexts(globals);
    return (
      <StoryForm
        initialValues={{ account: 'taken@example.com' }}
        initialErrors={{ account: t('errors.40901') }}
        initialTouched={{ account: true }}
        submitLabel={t('auth.register.sendCode')}
      >
        <FormField name="account" label={t('label.account')} type="email" />
      </StoryForm>
    );
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    const input = canvas.getByRole('textbox', { name: t('label.account') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t('errors.40901'));
  },
};

/** control={PasswordField}: the same binding around another control; the toggle leaves the value alone. */
export const PasswordControl: Story = {
  args: { name: 'password' },
  render: (_args, { globals }) => {
    const { t, translateError } = storyTexts(globals);
    return (
      <StoryForm
        initialValues={{ account: 'shopper@example.com', password: '' }}
        validate={validateWith(loginSchema)}
        onSubmit={submitted}
        submitLabel={t('auth.login.submit')}
      >
        <FormField name="account" label={t('label.account')} type="email" translateError={translateError} />
        <FormField
          name="password"
          control={PasswordField}
          label={t('label.password')}
          labels={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
          translateError={translateError}
        />
      </StoryForm>
    );
  },
  play: async ({ canvas, canvasElement, globals }) => {
    submitted.mockClear();
    const { t } = storyTexts(globals);
    const password = canvasElement.querySelector<HTMLInputElement>('input[name="password"]');
    if (password === null) throw new Error('no password input');
    await userEvent.type(password, 'tea2024');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.showPassword') }));
    await expect(password).toHaveValue('tea2024');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.login.submit') }));
    await waitFor(() => expect(submitted).toHaveBeenCalledOnce());
    await expect(submitted).toHaveBeenCalledWith({ account: 'shopper@example.com', password: 'tea2024' });
  },
};

/** control={Select} and control={RadioGroup}: choices bound the same way, errors included. */
export const ChoiceControls: Story = {
  args: { name: 'country_code' },
  render: (_args, { globals }) => {
    const { t, translateError, locale } = storyTexts(globals);
    const required = validationMessage('validation.requiredFields');
    return (
      <StoryForm
        initialValues={{ country_code: '', payment_method: '' }}
        validate={(values) => ({
          ...(values.country_code === '' ? { country_code: required } : {}),
          ...(values.payment_method === '' ? { payment_method: required } : {}),
        })}
        onSubmit={submitted}
        submitLabel={t('common.next')}
      >
        <FormField
          name="country_code"
          control={Select}
          label={t('label.country')}
          options={countryOptions(locale)}
          placeholder={t('checkout.chooseCountry')}
          translateError={translateError}
        />
        <FormField
          name="payment_method"
          control={RadioGroup}
          label={t('label.paymentMethod')}
          options={PAYMENT_METHODS.map((method) => ({
            value: method,
            label: t(`checkout.paymentMethod.${method}`),
          }))}
          translateError={translateError}
        />
      </StoryForm>
    );
  },
  play: async ({ canvas, globals }) => {
    submitted.mockClear();
    const { t, translateError } = storyTexts(globals);
    const required = translateError(validationMessage('validation.requiredFields'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.next') }));
    const select = canvas.getByRole('combobox', { name: t('label.country') });
    const group = canvas.getByRole('radiogroup', { name: t('label.paymentMethod') });
    await waitFor(() => expect(select).toHaveAccessibleDescription(required));
    await expect(group).toHaveAccessibleDescription(required);

    await userEvent.selectOptions(select, 'JP');
    await userEvent.click(canvas.getByRole('radio', { name: t('checkout.paymentMethod.alipay') }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: t('checkout.paymentMethod.unionpay') })).toBeChecked();
    await waitFor(() => expect(group).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.next') }));
    await waitFor(() => expect(submitted).toHaveBeenCalledOnce());
    await expect(submitted).toHaveBeenCalledWith({ country_code: 'JP', payment_method: 'unionpay' });
  },
};
