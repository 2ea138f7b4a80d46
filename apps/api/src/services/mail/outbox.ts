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

/**
 * Keeps a mail to send in the caller's transaction, so it exists exactly when what it announces
 * does (an order's confirmation with its orders); deliverMails sends it. Returns its id.
 */
export async function enqueueMail(tx: Database, message: MailMessage): Promise<number> {
  const [row] = await tx
    .insert(outboundMails)
    .values({ recipient: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html })
    .returning({ id: outboundMails.id });
  return row!.id;
}

/**
 * Sends the kept mails that are due (or only those of `ids`, when given and due): each is claimed
 * for MAIL_LEASE_MS in a transaction that skips mails another sender is claiming, so two API
 * instances never send the same mail at once; a sent mail is marked sent, a failed one waits
 * twice as long as before its next try, and after MAIL_MAX_ATTEMPTS it is given up. A mail is sent
 * at least once: a sender that dies between the SMTP server's acceptance and the mark sends it again
 * after the lease.
 */
export async function deliverMails(db: Database, mailer: Mailer, options: { ids?: readonly number[]; now?: Date } = {}): Promise<OutboxRound> {
  const now = options.now ?? new Date();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outboundMails)
      .where(
        and(
          isNull(outboundMails.sentAt),
          lte(outboundMails.nextAttemptAt, now),
          lt(outboundMails.attempts, MAIL_MAX_ATTEMPTS),
          options.ids ? inArray(outboundMails.id, [...options.ids]) : undefined,
        ),
      )
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
  for (const mail of claimed) {
    try {
      await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
    } catch {
      const attempts = mail.attempts + 1;
      if (attempts >= MAIL_MAX_ATTEMPTS) round.gaveUp += 1;
      else round.failed += 1;
      await db
        .update(outboundMails)
        .set({ nextAttemptAt: new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1)) })
        .where(eq(outboundMails.id, mail.id));
      continue;
    }
    await db.update(outboundMails).set({ sentAt: new Date() }).where(eq(outboundMails.id, mail.id));
    round.sent += 1;
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
