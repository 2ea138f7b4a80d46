import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isSupportedLocale } from '@storefront/domain';
import type { Database } from '../db/client.js';
import { arrivalNotices, products } from '../db/schema.js';
import { available } from './catalogue.js';
import type { Mailer } from './mail/mailer.js';
import { type ClaimedMail, enqueueMail, sendClaimedMail } from './mail/outbox.js';
import { arrivalNoticeMail } from './mail/templates.js';

/** How many back-in-stock mails one round sends at most; the next round takes the rest. */
const BATCH = 50;

/**
 * Back-in-stock mails one address gets in an hour at most; its other due requests wait for a later
 * round. Anyone may ask on behalf of any address, so without it a list of products in stock would
 * fill someone's inbox.
 */
export const ARRIVAL_MAILS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** What a round of back-in-stock mails did. */
export interface ArrivalNoticeRound {
  sent: number;
  /** Mails that could not be sent now; the outbox tries them again (services/mail/outbox.ts). */
  failed: number;
}

/**
 * Mails every pending back-in-stock request whose product is on sale and in stock again, once,
 * in the language it was made in. Requests are claimed (notified_at set) in a transaction that
 * skips rows another server is claiming, so two API instances never mail the same request, and
 * the same transaction keeps their mails in the outbox: a mail that fails now, or whose sender
 * dies before sending it, is sent by a later round of the outbox.
 */
export async function sendDueArrivalNotices(db: Database, mailer: Mailer, storefrontUrl: string): Promise<ArrivalNoticeRound> {
  const since = new Date(Date.now() - HOUR_MS);
  const sentLastHour = sql<number>`(select count(*)::int from ${arrivalNotices} as sent where sent.email = ${arrivalNotices.email} and sent.notified_at > ${since})`;
  const kept = await db.transaction(async (tx) => {
    const due = await tx
      .select({
        sentLastHour,
        id: arrivalNotices.id,
        email: arrivalNotices.email,
        locale: arrivalNotices.locale,
        productId: products.productId,
        nameZhTw: products.nameZhTw,
        nameZhCn: products.nameZhCn,
        nameEn: products.nameEn,
      })
      .from(arrivalNotices)
      .innerJoin(products, eq(products.productId, arrivalNotices.productId))
      .where(and(isNull(arrivalNotices.notifiedAt), gt(products.stock, 0), available, lt(sentLastHour, ARRIVAL_MAILS_PER_HOUR)))
      .orderBy(asc(arrivalNotices.id))
      .limit(BATCH)
      .for('update', { of: arrivalNotices, skipLocked: true });
    // The batch may hold several requests of one address: only its hour's remainder goes now.
    const mailed = new Map<string, number>();
    const rows = due.filter((row) => {
      const count = mailed.get(row.email) ?? row.sentLastHour;
      mailed.set(row.email, count + 1);
      return count < ARRIVAL_MAILS_PER_HOUR;
    });
    if (rows.length === 0) return [];
    await tx
      .update(arrivalNotices)
      .set({ notifiedAt: new Date() })
      .where(
        inArray(
          arrivalNotices.id,
          rows.map((row) => row.id),
        ),
      );
    const mails: ClaimedMail[] = [];
    for (const notice of rows) {
      const locale = isSupportedLocale(notice.locale) ? notice.locale : DEFAULT_LOCALE;
      const productName = { tw: notice.nameZhTw, cn: notice.nameZhCn, en: notice.nameEn }[locale];
      const message = {
        to: notice.email,
        ...arrivalNoticeMail(locale, { productName, link: `${storefrontUrl}/product/${notice.productId}` }),
      };
      mails.push(await enqueueMail(tx, message));
    }
    return mails;
  });
  const round: ArrivalNoticeRound = { sent: 0, failed: 0 };
  for (const mail of kept) {
    if ((await sendClaimedMail(db, mailer, mail)) === 'sent') round.sent += 1;
    else round.failed += 1;
  }
  return round;
}
