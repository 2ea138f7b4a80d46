import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginSchema, type LoginValues } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { useShopMutation } from '@storefront/store/react';
import { Button } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { redirectTarget, withRedirect } from '../../app/shell/auth-paths.js';
import { shopConfig } from '../../app/shop-config.js';
import { formStatusOf, SchemaForm, ShopField } from '../../components/SchemaForm.js';
import { ShopLink } from '../../components/ShopLink.js';
import { ShopPasswordField } from '../../components/ShopPasswordField.js';
import { finishWeixinSignIn, googleIdTokenByPopup, googleIdTokenBySandbox, startWeixinSignIn } from './social-sign-in.js';

const SandboxGoogleDialog = lazy(async () => ({ default: (await import('./SandboxGoogleDialog.js')).SandboxGoogleDialog }));

const INITIAL: LoginValues = { account: '', password: '' };

/**
 * Finishes a WeChat sign-in when WeChat has sent the browser back here with a code: the state must
 * be the one this browser started with; the address becomes /login (with the page to return to)
 * before the code is exchanged, so AuthLayout sends the member on from there.
 */
function useWeixinReturn(): void {
  const { t } = useTranslation();
  const [weixinLogin] = useShopMutation('weixinLogin');
  const navigate = useNavigate();
  const { notifier } = useApp();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  const handled = useRef(false);
  useEffect(() => {
    if (code === null || handled.current) return;
    handled.current = true;
    const attempt = finishWeixinSignIn(state, window.sessionStorage);
    void navigate(attempt?.redirect ? withRedirect('/login', `?redirect=${encodeURIComponent(attempt.redirect)}`) : '/login', {
      replace: true,
    });
    if (attempt === null) {
      notifier.notify('error', t('auth.login.socialFailed'));
      return;
    }
    // A refused code is toasted by the client's policy; the shopper stays on the login page.
    weixinLogin({ code, state: attempt.state }).catch(() => undefined);
  }, [code, state, weixinLogin, navigate, notifier, t]);
}

/** Continue with Google (the Firebase SDK, loaded on the click) and Continue with WeChat (its OAuth page). */
function SocialSignIn() {
  const { t } = useTranslation();
  const { notifier } = useApp();
  const { search } = useLocation();
  const [firebaseLogin, { busy: signingIn }] = useShopMutation('firebaseLogin');
  // Google's own step (its popup, or the sandbox's account dialog) is no shop call: its wait is kept here.
  const [askingGoogle, setAskingGoogle] = useState(false);
  const [choosingSandboxAccount, setChoosingSandboxAccount] = useState(false);
  const sandbox = shopConfig.firebase.emulatorUrl !== null;

  /** Exchanges Google's Firebase ID token for the shop's session; a failure on Google's side is said here, the API's by the client's policy. */
  const signIn = async (idToken: () => Promise<string | null>) => {
    setAskingGoogle(true);
    try {
      const token = await idToken().finally(() => setAskingGoogle(false));
      if (token !== null) await firebaseLogin({ id_token: token });
    } catch (error) {
      if (typeof (error as { code?: unknown }).code !== 'number') notifier.notify('error', t('auth.login.socialFailed'));
    }
  };

  const google = () => {
    if (sandbox) setChoosingSandboxAccount(true);
    else void signIn(() => googleIdTokenByPopup(shopConfig.firebase));
  };

  const weixin = () => {
    window.location.assign(startWeixinSignIn(shopConfig.weixin, window.location.origin, redirectTarget(search), window.sessionStorage));
  };

  return (
    <div className="sf-auth__social">
      <p className="sf-auth__or">
        <span>{t('common.or')}</span>
      </p>
      <Button variant="secondary" fullWidth loading={askingGoogle || signingIn} onClick={google}>
        {t('auth.login.google')}
      </Button>
      <Button variant="secondary" fullWidth onClick={weixin}>
        {t('auth.login.wechat')}
      </Button>
      {choosingSandboxAccount ? (
        <Suspense fallback={null}>
          <SandboxGoogleDialog
            onClose={() => setChoosingSandboxAccount(false)}
            onChoose={async (email) => {
              setChoosingSandboxAccount(false);
              await signIn(() => googleIdTokenBySandbox(shopConfig.firebase, email));
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** /login: email and password, Google or WeChat (spec 1, 2); a login sends the shopper on through AuthLayout. */
export function LoginPage() {
  const { t } = useTranslation();
  const [login] = useShopMutation('login');
  const { search } = useLocation();
  const headingId = useId();
  useWeixinReturn();

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
            await login(values);
          } catch (error) {
            // Wrong credentials and the like are toasted by the client's policy; the parameter error is shown here.
            setStatus(formStatusOf(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <ShopField name="account" label={t('label.account')} type="email" autoComplete="username" inputMode="email" required />
            <ShopPasswordField name="password" label={t('label.password')} autoComplete="current-password" required />
            <p className="sf-auth__row">
              <ShopLink to={withRedirect('/forgot-password', search)}>{t('auth.login.forgotPassword')}</ShopLink>
            </p>
            <Button type="submit" fullWidth loading={isSubmitting}>
              {t('auth.login.submit')}
            </Button>
          </>
        )}
      </SchemaForm>
      <SocialSignIn />
      <p className="sf-auth__alt">
        {t('auth.login.noAccount')} <ShopLink to={withRedirect('/register', search)}>{t('auth.login.signUp')}</ShopLink>
      </p>
    </>
  );
}
