import { DEFAULT_LOCALE, isSupportedLocale } from '@storefront/domain';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { arrivalNotices, products } from '../db/schema.js';
import { available } from './catalogue.js';
import type { Mailer } from './mail/mailer.js';
import { arrivalNoticeMail } from './mail/templates.js';

/** How many back-in-stock mails one round sends at most; the next round takes the rest. */
const BATCH = 50;

/** What a round of back-in-stock mails did. */
export interface ArrivalNoticeRound {
  sent: number;
  /** Mails that could not be sent; their requests stay pending for the next round. */
  failed: number;
}

/**
 * Mails every pending back-in-stock request whose product is on sale and in stock again, once,
 * in the language it was made in. Requests are claimed (notified_at set) in a transaction that
 * skips rows another server is claiming, so two API instances never mail the same request; a
 * mail that fails is released for the next round.
 */
export async function sendDueArrivalNotices(db: Database, mailer: Mailer, storefrontUrl: string): Promise<ArrivalNoticeRound> {
  const due = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
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
      .where(and(isNull(arrivalNotices.notifiedAt), gt(products.stock, 0), available))
      .orderBy(asc(arrivalNotices.id))
      .limit(BATCH)
      .for('update', { of: arrivalNotices, skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(arrivalNotices)
        .set({ notifiedAt: new Date() })
        .where(
          inArray(
            arrivalNotices.id,
            rows.map((row) => row.id),
          ),
        );
    }
    return rows;
  });

  let failed = 0;
  for (const notice of due) {
    const locale = isSupportedLocale(notice.locale) ? notice.locale : DEFAULT_LOCALE;
    const productName = { tw: notice.nameZhTw, cn: notice.nameZhCn, en: notice.nameEn }[locale];
    try {
      await mailer.send({ to: notice.email, ...arrivalNoticeMail(locale, { productName, link: `${storefrontUrl}/product/${notice.productId}` }) });
    } catch {
      failed += 1;
      await db.update(arrivalNotices).set({ notifiedAt: null }).where(eq(arrivalNotices.id, notice.id));
    }
  }
  return { sent: due.length - failed, failed };
}
