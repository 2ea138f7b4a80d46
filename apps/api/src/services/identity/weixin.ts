import { createHash, randomBytes } from 'node:crypto';

/** What WeChat tells the shop about a user who approved the sign-in. */
export interface WeixinProfile {
  /** The user's id for this app (WeChat's openid). */
  openid: string;
  nickname: string;
  /** Profile picture URL; empty when none. */
  avatarUrl: string;
}

/**
 * WeChat's OAuth code exchange: the code WeChat appended to the storefront's redirect becomes the
 * user's profile, or null when the code is unknown, used or expired. A production shop implements
 * it with its WeChat app id and secret (sns/oauth2/access_token, then sns/userinfo).
 */
export interface WeixinProvider {
  exchangeCode(code: string): Promise<WeixinProfile | null>;
}

/** How long a sandbox code can be exchanged, like WeChat's: 5 minutes. */
const SANDBOX_CODE_TTL_MS = 5 * 60_000;

/**
 * The development stand-in for WeChat: its sign-in page (routes/weixin-sandbox.ts) issues codes
 * for a made-up user named by a nickname, each exchangeable once within SANDBOX_CODE_TTL_MS. The
 * same nickname always gets the same openid, so it signs in to the same member again.
 */
export class SandboxWeixinProvider implements WeixinProvider {
  readonly #codes = new Map<string, { profile: WeixinProfile; expiresAt: number }>();

  /** Approves a sign-in for the nickname: the code the sandbox page sends back to the storefront. */
  issueCode(nickname: string, now = Date.now()): string {
    for (const [code, entry] of this.#codes) if (entry.expiresAt <= now) this.#codes.delete(code);
    const code = `sandbox_${randomBytes(16).toString('hex')}`;
    const openid = `sandbox_${createHash('sha256').update(nickname).digest('hex').slice(0, 24)}`;
    this.#codes.set(code, { profile: { openid, nickname, avatarUrl: '' }, expiresAt: now + SANDBOX_CODE_TTL_MS });
    return code;
  }

  async exchangeCode(code: string, now = Date.now()): Promise<WeixinProfile | null> {
    const entry = this.#codes.get(code);
    this.#codes.delete(code);
    return entry && entry.expiresAt > now ? entry.profile : null;
  }
}
