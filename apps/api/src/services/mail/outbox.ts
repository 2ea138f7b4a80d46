import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboundMails } from '../../db/schema.js';
import type { Mailer, MailMessage } from './mailer.js';

/** How many mails one delivery takes at most; the next round takes the rest. */
const BATCH = 50;
/**
 * How long a claimed mail is left to its sender before another may try it: longer than an SMTP
 * send can take, so a slow server does not get the mail twice; a sender that died leaves it for
 * this long.
 */
export const MAIL_LEASE_MS = 10 * 60_000;
/** Tries before a mail is given up; the waits between them double from a minute (the last try some two hours after the first). */
export const MAIL_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
/** How much of a failed try's error is kept (last_error). */
const MAX_ERROR_LENGTH = 500;
/** How long a sent or given-up mail is kept (it holds an address and order links), for support to look up. */
export const MAIL_KEEP_MS = 7 * 86_400_000;

/** What one delivery did. */
export interface OutboxRound {
  sent: number;
  /** Mails that failed this time and will be tried again. */
  failed: number;
  /** Mails that failed their last try and will not be tried again. */
  gaveUp: number;
}

/** A kept mail its sender holds: where it is kept, and how often it has been tried, this try included. */
export interface ClaimedMail {
  readonly id: number;
  readonly attempts: number;
  readonly message: MailMessage;
}

/** How one try of a claimed mail ended. */
export type MailTry = 'sent' | 'failed' | 'gaveUp';

/**
 * Keeps a mail in the caller's transaction, so it exists exactly when what it announces does (an
 * order's confirmation with its orders), claimed by the caller, who sends it once the transaction
 * has committed (sendClaimedMail). Should the caller never get to it (the process dies), the mail
 * falls due when the claim runs out and deliverMails sends it.
 */
export async function enqueueMail(tx: Database, message: MailMessage, now: Date = new Date()): Promise<ClaimedMail> {
  const [row] = await tx
    .insert(outboundMails)
    .values({
      recipient: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      attempts: 1,
      nextAttemptAt: new Date(now.getTime() + MAIL_LEASE_MS),
    })
    .returning({ id: outboundMails.id });
  return { id: row!.id, attempts: 1, message };
}

/**
 * Sends a claimed mail and records the outcome: sent, or due again after a wait that doubles with
 * each try (from a minute), with the error's message in last_error; the try numbered
 * MAIL_MAX_ATTEMPTS is the last.
 */
export async function sendClaimedMail(db: Database, mailer: Mailer, mail: ClaimedMail, now: Date = new Date()): Promise<MailTry> {
  try {
    await mailer.send(mail.message);
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    await db
      .update(outboundMails)
      .set({ nextAttemptAt: new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (mail.attempts - 1)), lastError })
      .where(eq(outboundMails.id, mail.id));
    return mail.attempts >= MAIL_MAX_ATTEMPTS ? 'gaveUp' : 'failed';
  }
  await db.update(outboundMails).set({ sentAt: new Date(), lastError: null }).where(eq(outboundMails.id, mail.id));
  return 'sent';
}

/**
 * Sends the kept mails that are due: mails whose try failed, and mails whose sender never got to
 * them. Each is claimed for MAIL_LEASE_MS in a transaction that skips mails another sender is
 * claiming, so two API instances never send the same mail at once. A mail is sent at least once: a
 * sender that dies between the SMTP server's acceptance and the mark sends it again after the lease.
 */
export async function deliverMails(db: Database, mailer: Mailer, now: Date = new Date()): Promise<OutboxRound> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outboundMails)
      .where(and(isNull(outboundMails.sentAt), lte(outboundMails.nextAttemptAt, now), lt(outboundMails.attempts, MAIL_MAX_ATTEMPTS)))
      .orderBy(asc(outboundMails.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(outboundMails)
        .set({ attempts: sql`${outboundMails.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + MAIL_LEASE_MS) })
        .where(
          inArray(
            outboundMails.id,
            due.map((mail) => mail.id),
          ),
        );
    }
    return due;
  });

  const round: OutboxRound = { sent: 0, failed: 0, gaveUp: 0 };
  for (const row of claimed) {
    const message = { to: row.recipient, subject: row.subject, text: row.textBody, html: row.htmlBody };
    round[await sendClaimedMail(db, mailer, { id: row.id, attempts: row.attempts + 1, message }, now)] += 1;
  }
  return round;
}

/**
 * Deletes the mails sent, or given up, more than MAIL_KEEP_MS before `now`: they hold addresses and
 * order links, which are kept no longer than needed. Returns how many went.
 */
export async function purgeOldMails(db: Database, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - MAIL_KEEP_MS);
  const gone = await db
    .delete(outboundMails)
    .where(
      or(
        lt(outboundMails.sentAt, before),
        and(isNull(outboundMails.sentAt), gte(outboundMails.attempts, MAIL_MAX_ATTEMPTS), lt(outboundMails.nextAttemptAt, before)),
      ),
    )
    .returning({ id: outboundMails.id });
  return gone.length;
}
