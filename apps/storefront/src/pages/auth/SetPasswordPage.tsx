import { useId } from 'react';
import { Navigate, useLocation } from 'react-router';
import { setPasswordSchema, type SetPasswordValues } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { useShopMutation } from '@storefront/store/react';
import { Button } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { withRedirect } from '../../app/shell/auth-paths.js';
import { NewPasswordFields } from '../../components/NewPasswordFields.js';
import { formStatusOf, SchemaForm } from '../../components/SchemaForm.js';

/** What /register hands to /set-password in the history entry: the verified email and its code. */
export interface SetPasswordState {
  readonly account: string;
  readonly verification_code: string;
}

function isSetPasswordState(value: unknown): value is SetPasswordState {
  const state = value as Partial<SetPasswordState> | null;
  return typeof state?.account === 'string' && typeof state.verification_code === 'string';
}

const INITIAL: SetPasswordValues = { password: '', confirm_password: '' };

/**
 * /set-password (spec 2): completes a registration with a password typed twice; the account is
 * created and logged in (AuthLayout then sends the new member on). Without a verified email from
 * /register there is nothing to complete, so the shopper starts there.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const [register] = useShopMutation('register');
  const { notifier } = useApp();
  const { state, search } = useLocation();
  const headingId = useId();
  if (!isSetPasswordState(state)) return <Navigate to={withRedirect('/register', search)} replace />;

  return (
    <>
      <h1 id={headingId} className="sf-auth__heading">
        {t('auth.setPassword.heading')}
      </h1>
      <p className="sf-auth__text">{t('auth.setPassword.description')}</p>
      <SchemaForm<SetPasswordValues>
        schema={setPasswordSchema}
        initialValues={INITIAL}
        className="sf-auth__form"
        aria-labelledby={headingId}
        onSubmit={async ({ password }, { setStatus }) => {
          try {
            await register({ ...state, password });
            notifier.notify('success', t('auth.register.done'));
          } catch (error) {
            setStatus(formStatusOf(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <input type="email" name="username" autoComplete="username" value={state.account} readOnly hidden />
            <NewPasswordFields name="password" label={t('label.password')} />
            <Button type="submit" fullWidth loading={isSubmitting}>
              {t('auth.setPassword.submit')}
            </Button>
          </>
        )}
      </SchemaForm>
    </>
  );
}
