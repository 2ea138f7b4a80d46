import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { resetPasswordSchema, type ResetPasswordValues } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { useShopMutation, useShopQuery } from '@storefront/store/react';
import { Button, EmptyState, Skeleton } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { renderButtonLink } from '../../app/shell/links.js';
import { NewPasswordFields } from '../../components/NewPasswordFields.js';
import { formStatusOf, SchemaForm } from '../../components/SchemaForm.js';

const INITIAL: ResetPasswordValues = { new_password: '', confirm_password: '' };

/** The link's form: a new password typed twice, for the account the link belongs to. */
function ResetPasswordForm({ checksum, account }: { readonly checksum: string; readonly account: string }) {
  const { t } = useTranslation();
  const [changePassword] = useShopMutation('changePassword');
  const navigate = useNavigate();
  const { notifier } = useApp();
  const headingId = useId();
  return (
    <>
      <h1 id={headingId} className="sf-auth__heading">
        {t('auth.resetPassword.heading')}
      </h1>
      <p className="sf-auth__text">{t('auth.resetPassword.description')}</p>
      <SchemaForm<ResetPasswordValues>
        schema={resetPasswordSchema}
        initialValues={INITIAL}
        className="sf-auth__form"
        aria-labelledby={headingId}
        onSubmit={async ({ new_password }, { setStatus }) => {
          try {
            await changePassword({ checksum, new_password });
            // Spec 4: the completion message asks the shopper to log in again.
            notifier.notify('success', t('auth.resetPassword.done'));
            void navigate('/login', { replace: true });
          } catch (error) {
            setStatus(formStatusOf(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <input type="email" name="username" autoComplete="username" value={account} readOnly hidden />
            <p className="sf-auth__text">{account}</p>
            <NewPasswordFields name="new_password" label={t('password.newPassword')} />
            <Button type="submit" fullWidth loading={isSubmitting}>
              {t('auth.resetPassword.submit')}
            </Button>
          </>
        )}
      </SchemaForm>
    </>
  );
}

/** A link that is missing, used or expired: say so and offer a new one. */
function InvalidLink() {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <h1 className="sf-auth__heading">{t('auth.resetPassword.heading')}</h1>
      <EmptyState
        title={t('errors.40003')}
        action={
          <Button href="/forgot-password" renderLink={renderButtonLink}>
            {t('auth.forgotPassword.submit')}
          </Button>
        }
      />
    </div>
  );
}

/** The link being checked: a heading and placeholder lines where the form will be. */
function CheckingLink() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <h1 className="sf-auth__heading">{t('auth.resetPassword.heading')}</h1>
      <Skeleton lines={4} />
    </div>
  );
}

/** The checksum asked about once: a valid one gives the account's form, any failure the invalid-link state. */
function CheckedLink({ checksum }: { readonly checksum: string }) {
  const { data, isError } = useShopQuery('verifyChecksum', { checksum });
  if (isError) return <InvalidLink />;
  if (data === undefined) return <CheckingLink />;
  return <ResetPasswordForm checksum={checksum} account={data.account} />;
}

/**
 * /reset-password?checksum=... (spec 4): the mailed link's checksum is checked when the page opens;
 * a valid one shows the new-password form, after which the shopper logs in again.
 */
export function ResetPasswordPage() {
  const checksum = useSearchParams()[0].get('checksum') ?? '';
  return checksum === '' ? <InvalidLink /> : <CheckedLink key={checksum} checksum={checksum} />;
}
