import { useTranslation } from '@storefront/i18n/react';
import { PasswordField, type PasswordFieldProps } from '@storefront/ui';
import { ShopField } from './SchemaForm.js';

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  /** The new password's field name in the form's schema; the repeat is always confirm_password. */
  readonly name: 'password' | 'new_password';
  readonly label: string;
}

/** A new password with the shop's rule as its hint, and its repeat: the browser may offer to generate one. */
export function NewPasswordFields({ name, label }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const labels = { show: t('auth.showPassword'), hide: t('auth.hidePassword') };
  return (
    <>
      <ShopField<PasswordFieldProps>
        name={name}
        control={PasswordField}
        label={label}
        hint={t('validation.password')}
        autoComplete="new-password"
        labels={labels}
        required
      />
      <ShopField<PasswordFieldProps>
        name="confirm_password"
        control={PasswordField}
        label={t('label.confirmPassword')}
        autoComplete="new-password"
        labels={labels}
        required
      />
    </>
  );
}
