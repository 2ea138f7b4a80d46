import { useTranslation } from '@storefront/i18n/react';
import { ShopPasswordField } from './ShopPasswordField.js';

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  /** The new password's field name in the form's schema; the repeat is always confirm_password. */
  readonly name: 'password' | 'new_password';
  readonly label: string;
}

/** A new password with the shop's rule as its hint, and its repeat: the browser may offer to generate one. */
export function NewPasswordFields({ name, label }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ShopPasswordField name={name} label={label} hint={t('validation.password')} autoComplete="new-password" required />
      <ShopPasswordField name="confirm_password" label={t('label.confirmPassword')} autoComplete="new-password" required />
    </>
  );
}
