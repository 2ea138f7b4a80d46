import type { ShopConfig } from '../../app/shop-config.js';

/** Where a WeChat sign-in began: its state (checked when WeChat sends the browser back) and the page to return to. */
interface WeixinAttempt {
  readonly state: string;
  readonly redirect: string | null;
}

/** sessionStorage key of the WeChat sign-in under way. */
const WEIXIN_ATTEMPT_KEY = 'weixinSignIn';

/** The Firebase Auth of the shop's web app, its SDK imported on first use so that no page pays for it until then. */
async function firebaseAuth(settings: ShopConfig['firebase']) {
  const [{ getApps, initializeApp }, authModule] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = getApps()[0] ?? initializeApp({ apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId });
  const auth = authModule.getAuth(app);
  if (settings.emulatorUrl !== null && auth.emulatorConfig === null)
    authModule.connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
  return { auth, authModule };
}

/**
 * Signs in with Google in Firebase's popup and answers the Firebase ID token for
 * account/firebaseLogin; null when the shopper closed the popup.
 */
export async function googleIdTokenByPopup(settings: ShopConfig['firebase']): Promise<string | null> {
  const { auth, authModule } = await firebaseAuth(settings);
  try {
    const { user } = await authModule.signInWithPopup(auth, new authModule.GoogleAuthProvider());
    return await user.getIdToken();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') return null;
    throw error;
  }
}

/**
 * The sandbox Google of development and tests (the Auth emulator, no Google): the account the
 * shopper names is signed in to Firebase with the emulator's unsigned Google credential, and the
 * Firebase ID token answered is verified by the API as a real one would be.
 */
export async function googleIdTokenBySandbox(settings: ShopConfig['firebase'], email: string): Promise<string> {
  const { auth, authModule } = await firebaseAuth(settings);
  const claims = JSON.stringify({ sub: `sandbox-${email.toLowerCase()}`, email, email_verified: true, name: email.split('@')[0] });
  const { user } = await authModule.signInWithCredential(auth, authModule.GoogleAuthProvider.credential(claims));
  return user.getIdToken();
}

/**
 * The WeChat OAuth page to send the shopper to (spec 1: sign in by WeChat): it sends the browser
 * back to /login with a code and this attempt's state, remembered with the page to return to.
 */
export function startWeixinSignIn(settings: ShopConfig['weixin'], origin: string, redirect: string | null, storage: Storage): string {
  const state = crypto.randomUUID();
  storage.setItem(WEIXIN_ATTEMPT_KEY, JSON.stringify({ state, redirect } satisfies WeixinAttempt));
  const url = new URL(settings.authorizeUrl, origin);
  if (settings.appId !== null) url.searchParams.set('appid', settings.appId);
  url.searchParams.set('redirect_uri', `${origin}/login`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'snsapi_login');
  url.searchParams.set('state', state);
  return url.toString();
}

/** The attempt WeChat came back from, when its state is the one this browser started; it is used up either way. */
export function finishWeixinSignIn(state: string | null, storage: Storage): WeixinAttempt | null {
  const raw = storage.getItem(WEIXIN_ATTEMPT_KEY);
  storage.removeItem(WEIXIN_ATTEMPT_KEY);
  if (raw === null || state === null) return null;
  try {
    const attempt = JSON.parse(raw) as Partial<WeixinAttempt>;
    return attempt.state === state ? { state, redirect: typeof attempt.redirect === 'string' ? attempt.redirect : null } : null;
  } catch {
    return null;
  }
}
