import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { useShopMutation } from '@storefront/store/react';
import { Button } from '@storefront/ui';
import { withRedirect } from '../../app/shell/auth-paths.js';
import { formStatusOf, SchemaForm, ShopField } from '../../components/SchemaForm.js';
import { ShopLink } from '../../components/ShopLink.js';

/** /forgot-password (spec 2, 4): the account's email, to which a reset link is mailed; then /mail-be-send. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [forgetPassword] = useShopMutation('forgetPassword');
  const navigate = useNavigate();
  const { search } = useLocation();
  const headingId = useId();

  return (
    <>
      <h1 id={headingId} className="sf-auth__heading">
        {t('auth.forgotPassword.heading')}
      </h1>
      <p className="sf-auth__text">{t('auth.forgotPassword.description')}</p>
      <SchemaForm<ForgotPasswordValues>
        schema={forgotPasswordSchema}
        initialValues={{ account: '' }}
        className="sf-auth__form"
        aria-labelledby={headingId}
        onSubmit={async (values, { setStatus }) => {
          try {
            await forgetPassword(values);
            void navigate(withRedirect('/mail-be-send', search), { replace: true });
          } catch (error) {
            setStatus(formStatusOf(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <ShopField name="account" label={t('label.account')} type="email" autoComplete="email" inputMode="email" required />
            <Button type="submit" fullWidth loading={isSubmitting}>
              {t('auth.forgotPassword.submit')}
            </Button>
          </>
        )}
      </SchemaForm>
      <p className="sf-auth__alt">
        <ShopLink to={withRedirect('/login', search)}>{t('auth.backToLogin')}</ShopLink>
      </p>
    </>
  );
}
