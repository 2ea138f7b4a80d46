import { loginSchema, type LoginValues } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { shopApi } from '@storefront/store';
import { useAppDispatch } from '@storefront/store/react';
import { Button, PasswordField, type PasswordFieldProps } from '@storefront/ui';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { withRedirect } from '../../app/shell/auth-paths.js';
import { formStatusOf, SchemaForm, ShopField } from '../../components/SchemaForm.js';

const INITIAL: LoginValues = { account: '', password: '' };

/** /login: email and password (spec 2); a login sends the shopper on through AuthLayout. */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const headingId = useId();
  const passwordLabels = { show: t('auth.showPassword'), hide: t('auth.hidePassword') };

  return (
    <>
      <h1 id={headingId} className="sf-auth__heading">
        {t('auth.login.heading')}
      </h1>
      <SchemaForm<LoginValues>
        schema={loginSchema}
        initialValues={INITIAL}
        className="sf-auth__form"
        aria-labelledby={headingId}
        onSubmit={async (values, { setStatus }) => {
          try {
            await dispatch(shopApi.endpoints.login.initiate(values)).unwrap();
          } catch (error) {
            // Wrong credentials and the like are toasted by the client's policy; the parameter error is shown here.
            setStatus(formStatusOf(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <ShopField name="account" label={t('label.account')} type="email" autoComplete="username" inputMode="email" required />
            <ShopField<PasswordFieldProps>
              name="password"
              control={PasswordField}
              label={t('label.password')}
              autoComplete="current-password"
              labels={passwordLabels}
              required
            />
            <p className="sf-auth__row">
              <Link to={withRedirect('/forgot-password', search)}>{t('auth.login.forgotPassword')}</Link>
            </p>
            <Button type="submit" fullWidth loading={isSubmitting}>
              {t('auth.login.submit')}
            </Button>
          </>
        )}
      </SchemaForm>
      <p className="sf-auth__alt">
        {t('auth.login.noAccount')} <Link to={withRedirect('/register', search)}>{t('auth.login.signUp')}</Link>
      </p>
    </>
  );
}
