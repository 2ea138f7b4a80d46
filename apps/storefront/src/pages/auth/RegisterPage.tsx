import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { registerSchema, type RegisterValues } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { useShopMutation } from '@storefront/store/react';
import { Button } from '@storefront/ui';
import { withRedirect } from '../../app/shell/auth-paths.js';
import { formStatusOf, SchemaForm, ShopField } from '../../components/SchemaForm.js';
import { ShopLink } from '../../components/ShopLink.js';
import type { SetPasswordState } from './SetPasswordPage.js';

/** The first step's rule: the email alone. */
const emailSchema = registerSchema.pick(['account']);

/** Seconds before another code may be asked for the same address. */
export const RESEND_SECONDS = 60;

/** Counts down from seconds once started; 0 when done. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * /register (spec 2): the email, to which a 6-digit code is sent; then the code, checked by the
 * server before /set-password asks for the password that completes the account.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [sendVerificationEmail] = useShopMutation('sendVerificationEmail');
  const [verifyAccount] = useShopMutation('verifyAccount');
  const navigate = useNavigate();
  const { search } = useLocation();
  const headingId = useId();
  const codeHeadingId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendIn, startResendCountdown] = useCountdown();

  return (
    <>
      <h1 id={headingId} className="sf-auth__heading">
        {t('auth.register.heading')}
      </h1>
      <p className="sf-auth__text">{t('auth.register.agree')}</p>
      <div className="sf-auth__steps">
        <SchemaForm<Pick<RegisterValues, 'account'>>
          schema={emailSchema}
          initialValues={{ account: '' }}
          className="sf-auth__form"
          aria-labelledby={headingId}
          onSubmit={async (values, { setStatus }) => {
            try {
              await sendVerificationEmail(values);
              setSentTo(values.account);
              startResendCountdown(RESEND_SECONDS);
            } catch (error) {
              setStatus(formStatusOf(error));
            }
          }}
        >
          {({ isSubmitting, values }) => {
            const resend = sentTo !== null && sentTo === values.account;
            return (
              <>
                <ShopField name="account" label={t('label.account')} type="email" autoComplete="email" inputMode="email" required />
                <Button
                  type="submit"
                  variant={resend ? 'secondary' : 'primary'}
                  fullWidth
                  loading={isSubmitting}
                  disabled={resend && resendIn > 0}
                >
                  {!resend
                    ? t('auth.register.sendCode')
                    : resendIn > 0
                      ? t('auth.register.resendIn', { seconds: resendIn })
                      : t('auth.register.resendCode')}
                </Button>
              </>
            );
          }}
        </SchemaForm>
        {sentTo === null ? null : (
          <SchemaForm<RegisterValues>
            key={sentTo}
            schema={registerSchema}
            initialValues={{ account: sentTo, verification_code: '' }}
            className="sf-auth__form"
            aria-labelledby={codeHeadingId}
            onSubmit={async (values, { setStatus }) => {
              try {
                await verifyAccount(values);
                const state: SetPasswordState = { account: values.account, verification_code: values.verification_code };
                void navigate(withRedirect('/set-password', search), { state });
              } catch (error) {
                setStatus(formStatusOf(error));
              }
            }}
          >
            {({ isSubmitting }) => (
              <>
                <p id={codeHeadingId} className="sf-auth__text" role="status">
                  {t('auth.register.codeSent', { email: sentTo })}
                </p>
                <ShopField
                  name="verification_code"
                  label={t('label.verificationCode')}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={6}
                  required
                />
                <Button type="submit" fullWidth loading={isSubmitting}>
                  {t('common.next')}
                </Button>
              </>
            )}
          </SchemaForm>
        )}
      </div>
      <p className="sf-auth__alt">
        {t('auth.register.haveAccount')} <ShopLink to={withRedirect('/login', search)}>{t('auth.register.logIn')}</ShopLink>
      </p>
    </>
  );
}
