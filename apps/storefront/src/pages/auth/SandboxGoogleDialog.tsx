import { useId } from 'react';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { Button, Dialog } from '@storefront/ui';
import { SchemaForm, ShopField } from '../../components/SchemaForm.js';

/**
 * The sandbox stand-in for Google's account chooser, shown where the shop's Firebase project is the
 * emulator's demo project: the shopper names the Google account to sign in as. Loaded on opening.
 */
export function SandboxGoogleDialog({
  onChoose,
  onClose,
}: {
  readonly onChoose: (email: string) => Promise<void>;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog
      open
      title={t('auth.googleSandbox.title')}
      description={t('auth.googleSandbox.description')}
      onClose={onClose}
      labels={{ close: t('common.close') }}
      actions={
        <Button type="submit" form={formId}>
          {t('auth.googleSandbox.submit')}
        </Button>
      }
    >
      <SchemaForm<ForgotPasswordValues>
        id={formId}
        schema={forgotPasswordSchema}
        initialValues={{ account: '' }}
        onSubmit={({ account }) => onChoose(account)}
      >
        <ShopField name="account" label={t('label.account')} type="email" autoComplete="email" required />
      </SchemaForm>
    </Dialog>
  );
}
