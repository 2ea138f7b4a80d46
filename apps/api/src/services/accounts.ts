import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ErrorCode, type UpdateUserInfoBody, type UserInfo } from '@storefront/api-contract';
import { isValidEmail, type Locale } from '@storefront/domain';
import type { Database } from '../db/client.js';
import { emailVerifications, members, passwordResets, verificationSends } from '../db/schema.js';
import { ContractError } from '../errors.js';
import type { GoogleVerifier } from './identity/google.js';
import type { WeixinProvider } from './identity/weixin.js';
import type { Mailer } from './mail/mailer.js';
import { enqueueMail, sendClaimedMail } from './mail/outbox.js';
import { resetPasswordMail, verificationCodeMail } from './mail/templates.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { SessionStore } from './sessions.js';

/** Verification e-mails one address may be sent in 24 hours (spec 9 leaves the number to us). */
export const DAILY_VERIFICATION_LIMIT = 5;
/** How long a sign-up code is valid. */
const VERIFICATION_CODE_MINUTES = 10;
/** Wrong guesses a code survives; then a new code must be sent. */
export const VERIFICATION_MAX_ATTEMPTS = 5;
/** How long a reset-password link is valid. */
const RESET_LINK_MINUTES = 60;
/** Reset-password mails one member may be sent in an hour: anyone can ask for one with an address alone. */
export const RESET_MAILS_PER_HOUR = 3;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** What the account calls need: the database, sessions, mail, and the sign-in providers. */
export interface AccountDeps {
  db: Database;
  sessions: SessionStore;
  mailer: Mailer;
  /** The storefront's base address, for the reset link. */
  storefrontUrl: string;
  google: GoogleVerifier;
  /** Undefined when no WeChat provider is configured: WeChat sign-in then fails as a wrong code would. */
  weixin: WeixinProvider | undefined;
}

/** The account and profile rules of the v1 contract; each failure is a ContractError the routes answer. */
export function createAccounts({ db, sessions, mailer, storefrontUrl, google, weixin }: AccountDeps) {
  return {
    /** Mails a new 6-digit sign-up code to an address not yet registered, within the daily limit. */
    async sendVerificationEmail(account: string, locale: Locale): Promise<void> {
      const email = normalizeEmail(account);
      if (await memberIdByEmail(db, email)) throw new ContractError(ErrorCode.EMAIL_IN_USE);
      const since = new Date(Date.now() - DAY_MS);
      const [sent] = await db
        .select({ n: count() })
        .from(verificationSends)
        .where(and(eq(verificationSends.email, email), gt(verificationSends.sentAt, since)));
      if ((sent?.n ?? 0) >= DAILY_VERIFICATION_LIMIT) throw new ContractError(ErrorCode.DAILY_VERIFICATION_LIMIT);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const row = {
        codeHash: codeHash(email, code),
        expiresAt: new Date(Date.now() + VERIFICATION_CODE_MINUTES * MINUTE_MS),
        failedAttempts: 0,
      };
      const mail = await db.transaction(async (tx) => {
        await tx.insert(verificationSends).values({ email });
        await tx
          .insert(emailVerifications)
          .values({ email, ...row })
          .onConflictDoUpdate({ target: emailVerifications.email, set: row });
        return enqueueMail(tx, { to: email, ...verificationCodeMail(locale, { code, minutes: VERIFICATION_CODE_MINUTES }) });
      });
      // Kept in the outbox with the code, and sent once that has committed: a mail server that is
      // down fails the send at once, and the background job sends it when the server is back.
      await sendClaimedMail(db, mailer, mail);
    },

    /** Checks a sign-up code without using it up, so the storefront can move on to the password step. */
    async verifyAccount(account: string, code: string): Promise<void> {
      const email = normalizeEmail(account);
      if (await memberIdByEmail(db, email)) throw new ContractError(ErrorCode.EMAIL_IN_USE);
      await checkCode(db, email, code);
    },

    /** Creates the member from a verified code and a password, and logs them in. */
    async register(account: string, password: string, code: string): Promise<string> {
      const email = normalizeEmail(account);
      if (await memberIdByEmail(db, email)) throw new ContractError(ErrorCode.EMAIL_IN_USE);
      await checkCode(db, email, code);
      const passwordHash = await hashPassword(password);
      const session = await db.transaction(async (tx) => {
        const [used] = await tx.delete(emailVerifications).where(eq(emailVerifications.email, email)).returning();
        // A second register with the same code lost the race for it.
        if (!used) throw new ContractError(ErrorCode.VERIFICATION_FAILED);
        const [created] = await tx
          .insert(members)
          .values({ userId: newUserId(), email, passwordHash, accountName: defaultName(email) })
          .onConflictDoNothing()
          .returning({ userId: members.userId });
        if (!created) throw new ContractError(ErrorCode.EMAIL_IN_USE);
        return sessions.open(tx, created.userId);
      });
      return sessions.sign(session);
    },

    /** Logs in by e-mail and password; unknown accounts, wrong passwords and suspended accounts fail alike. */
    async login(account: string, password: string): Promise<string> {
      const email = normalizeEmail(account);
      const [member] = await db
        .select({ userId: members.userId, passwordHash: members.passwordHash, status: members.accountStatus })
        .from(members)
        .where(eq(members.email, email));
      const matches = await verifyPassword(member?.passwordHash, password);
      if (!member || !matches || member.status !== 'active') throw new ContractError(ErrorCode.LOGIN_FAILED);
      return sessions.start(member.userId);
    },

    /** Mails a reset link with a one-time checksum to a member's address, at most RESET_MAILS_PER_HOUR an hour. */
    async forgetPassword(account: string, locale: Locale): Promise<void> {
      const email = normalizeEmail(account);
      const userId = await memberIdByEmail(db, email);
      if (!userId) throw new ContractError(ErrorCode.ACCOUNT_NOT_MEMBER);
      const checksum = randomBytes(32).toString('base64url');
      const link = `${storefrontUrl}/reset-password?checksum=${checksum}`;
      const mail = await db.transaction(async (tx) => {
        // The member's row is locked so that requests racing for the hour's last mail go one by one.
        await tx.select({ userId: members.userId }).from(members).where(eq(members.userId, userId)).for('update');
        // A link's expiry is its sending time plus RESET_LINK_MINUTES: sent in the last hour, it expires after this.
        const recentExpiry = new Date(Date.now() + (RESET_LINK_MINUTES - 60) * MINUTE_MS);
        const [sent] = await tx
          .select({ n: count() })
          .from(passwordResets)
          .where(and(eq(passwordResets.userId, userId), gt(passwordResets.expiresAt, recentExpiry)));
        if ((sent?.n ?? 0) >= RESET_MAILS_PER_HOUR) throw new ContractError(ErrorCode.TRY_AGAIN_LATER);
        await tx
          .insert(passwordResets)
          .values({ checksumHash: sha256(checksum), userId, expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * MINUTE_MS) });
        return enqueueMail(tx, { to: email, ...resetPasswordMail(locale, { link, minutes: RESET_LINK_MINUTES }) });
      });
      // Kept and sent as the sign-up code's mail is.
      await sendClaimedMail(db, mailer, mail);
    },

    /** The account a valid, unused, unexpired reset link belongs to. */
    async verifyChecksum(checksum: string): Promise<{ account: string }> {
      const [row] = await db
        .select({ email: members.email })
        .from(passwordResets)
        .innerJoin(members, eq(members.userId, passwordResets.userId))
        .where(
          and(eq(passwordResets.checksumHash, sha256(checksum)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())),
        );
      if (!row?.email) throw new ContractError(ErrorCode.LINK_INVALID);
      return { account: row.email };
    },

    /** Sets a new password through a reset link, using the link up and ending every session. */
    async changePasswordByChecksum(checksum: string, newPassword: string): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(eq(passwordResets.checksumHash, sha256(checksum)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())),
          )
          .returning({ userId: passwordResets.userId });
        if (!reset) throw new ContractError(ErrorCode.LINK_INVALID);
        await setPassword(tx, reset.userId, passwordHash);
      });
    },

    /** Sets a new password for a logged-in member who knows the old one, ending every session. */
    async changePasswordByOldPassword(userId: string, oldPassword: string, newPassword: string): Promise<void> {
      const [member] = await db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.userId, userId));
      if (!(await verifyPassword(member?.passwordHash, oldPassword))) throw new ContractError(ErrorCode.LOGIN_FAILED);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction((tx) => setPassword(tx, userId, passwordHash));
    },

    /** Logs in with a verified Google sign-in: the linked member, else the member with that verified e-mail (now linked), else a new member. */
    async loginWithGoogle(idToken: string): Promise<string> {
      const identity = await google.verify(idToken);
      if (!identity) throw new ContractError(ErrorCode.LOGIN_FAILED);
      const email = identity.email && identity.emailVerified ? normalizeEmail(identity.email) : null;
      const session = await db.transaction(async (tx) => {
        const [linked] = await tx
          .select({ userId: members.userId, status: members.accountStatus })
          .from(members)
          .where(eq(members.googleUid, identity.uid));
        let member = linked;
        if (!member && email) {
          [member] = await tx
            .update(members)
            .set({ googleUid: identity.uid, updatedAt: new Date() })
            .where(and(eq(members.email, email), isNull(members.googleUid)))
            .returning({ userId: members.userId, status: members.accountStatus });
        }
        if (!member) {
          const emailFree = email !== null && !(await memberIdByEmail(tx, email));
          [member] = await tx
            .insert(members)
            .values({
              userId: newUserId(),
              email: emailFree ? email : null,
              googleUid: identity.uid,
              accountName: (identity.name ?? (email ? defaultName(email) : '')).slice(0, 50),
              avatarPicture: identity.picture ?? '',
            })
            .returning({ userId: members.userId, status: members.accountStatus });
        }
        if (!member || member.status !== 'active') throw new ContractError(ErrorCode.LOGIN_FAILED);
        return sessions.open(tx, member.userId);
      });
      return sessions.sign(session);
    },

    /** Logs in with a WeChat OAuth code: the member linked to the openid, else a new one. */
    async loginWithWeixin(code: string): Promise<string> {
      const profile = await weixin?.exchangeCode(code);
      if (!profile) throw new ContractError(ErrorCode.LOGIN_FAILED);
      const session = await db.transaction(async (tx) => {
        const [member] = await tx
          .insert(members)
          .values({
            userId: newUserId(),
            weixinOpenid: profile.openid,
            accountName: profile.nickname.slice(0, 50),
            avatarPicture: profile.avatarUrl,
          })
          .onConflictDoUpdate({ target: members.weixinOpenid, set: { updatedAt: sql`${members.updatedAt}` } })
          .returning({ userId: members.userId, status: members.accountStatus });
        if (!member || member.status !== 'active') throw new ContractError(ErrorCode.LOGIN_FAILED);
        return sessions.open(tx, member.userId);
      });
      return sessions.sign(session);
    },

    /** The member's profile (spec 3). */
    async getUserInfo(userId: string): Promise<UserInfo> {
      const [member] = await db.select().from(members).where(eq(members.userId, userId));
      if (!member) throw new ContractError(ErrorCode.SESSION_INVALID);
      return toUserInfo(member);
    },

    /** Changes the given profile fields and answers the whole profile. A birthday in the future is a parameter error. */
    async updateUserInfo(userId: string, changes: UpdateUserInfoBody): Promise<UserInfo> {
      const { birthday_timestamp: birthday } = changes;
      if (birthday !== undefined && birthday > Date.now()) throw new ContractError(ErrorCode.PARAMETER_ERROR);
      const [member] = await db
        .update(members)
        .set({
          ...(changes.account_name !== undefined && { accountName: changes.account_name }),
          ...(changes.avatar_picture !== undefined && { avatarPicture: changes.avatar_picture }),
          ...(changes.phone_number !== undefined && { phoneNumber: changes.phone_number }),
          ...(changes.phone_code !== undefined && { phoneCode: changes.phone_code }),
          ...(changes.gender !== undefined && { gender: changes.gender }),
          ...(birthday !== undefined && { birthday: new Date(birthday).toISOString().slice(0, 10) }),
          updatedAt: new Date(),
        })
        .where(eq(members.userId, userId))
        .returning();
      if (!member) throw new ContractError(ErrorCode.SESSION_INVALID);
      return toUserInfo(member);
    },
  };

  async function setPassword(tx: Database, userId: string, passwordHash: string): Promise<void> {
    await tx.update(members).set({ passwordHash, updatedAt: new Date() }).where(eq(members.userId, userId));
    // The storefront asks the member to log in again with the new password, everywhere.
    await sessions.endAll(tx, userId);
  }
}

/** The account rules bound to their dependencies: what the account and personal routes call. */
export type Accounts = ReturnType<typeof createAccounts>;

/** E-mail addresses compare case-insensitively: stored and looked up in lower case. */
function normalizeEmail(account: string): string {
  const email = account.trim().toLowerCase();
  if (!isValidEmail(email)) throw new ContractError(ErrorCode.PARAMETER_ERROR);
  return email;
}

async function memberIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: members.userId }).from(members).where(eq(members.email, email));
  return row?.userId;
}

/**
 * Passes when the code is the address's current, unexpired one; a wrong guess counts, and too many
 * spend the code. Checking and counting are one UPDATE: concurrent guesses queue on the row, each
 * sees the count the ones before it left, so no more than VERIFICATION_MAX_ATTEMPTS are ever judged.
 */
async function checkCode(db: Database, email: string, code: string): Promise<void> {
  const guessHash = codeHash(email, code);
  const matches = sql`${emailVerifications.codeHash} = ${guessHash}`;
  const [judged] = await db
    .update(emailVerifications)
    .set({ failedAttempts: sql`${emailVerifications.failedAttempts} + case when ${matches} then 0 else 1 end` })
    .where(
      and(
        eq(emailVerifications.email, email),
        gt(emailVerifications.expiresAt, new Date()),
        lt(emailVerifications.failedAttempts, VERIFICATION_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: emailVerifications.codeHash });
  if (judged && timingSafeEqual(Buffer.from(judged.codeHash), Buffer.from(guessHash))) return;
  throw new ContractError(ErrorCode.VERIFICATION_FAILED);
}

function codeHash(email: string, code: string): string {
  return sha256(`${email}:${code}`);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The name a new member starts with when none is given: the local part of the e-mail, within the 50-character limit. */
function defaultName(email: string): string {
  return email.slice(0, email.indexOf('@')).slice(0, 50);
}

function newUserId(): string {
  return randomUUID().replaceAll('-', '');
}

function toUserInfo(member: typeof members.$inferSelect): UserInfo {
  return {
    user_id: member.userId,
    account_name: member.accountName,
    avatar_picture: member.avatarPicture,
    account_status: member.accountStatus,
    phone_number: member.phoneNumber,
    phone_code: member.phoneCode,
    gender: member.gender,
    birthday_timestamp: member.birthday === null ? null : Date.parse(`${member.birthday}T00:00:00Z`),
    ...(member.email === null ? {} : { email: member.email }),
  };
}
