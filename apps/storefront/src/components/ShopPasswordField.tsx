import { useTranslation } from '@storefront/i18n/react';
import { type FormFieldProps, PasswordField, type PasswordFieldProps } from '@storefront/ui';
import { ShopField } from './SchemaForm.js';

/** Props of {@link ShopPasswordField}: a ShopField's, without the control and its show/hide labels. */
export type ShopPasswordFieldProps = Omit<FormFieldProps<PasswordFieldProps>, 'control' | 'labels'>;

/** A form's password field: the kit's PasswordField with its show/hide button in the current language. */
export function ShopPasswordField(props: ShopPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <ShopField<PasswordFieldProps>
      {...props}
      control={PasswordField}
      labels={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
    />
  );
}
