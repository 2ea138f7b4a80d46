import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.js';
import { sendDueArrivalNotices } from './services/arrival-notices.js';
import { refreshCurrencyRates, type CurrencyRateProvider } from './services/currency-rates.js';
import type { Mailer } from './services/mail/mailer.js';
import { deliverMails, purgeOldMails } from './services/mail/outbox.js';
import { expireUnpaidOrders } from './services/orders/lifecycle.js';

/** What the background work of a running API needs. */
export interface JobOptions {
  db: Database;
  mailer: Mailer;
  storefrontUrl: string;
  /** Where the daily currency rates come from. */
  rates: CurrencyRateProvider;
  log: FastifyBaseLogger;
  /** How often a round runs. */
  intervalMs: number;
}

/**
 * Runs the API's background work every intervalMs: unpaid orders past their payment window are
 * canceled (their stock returned), the day's currency rates stored once per UTC day, back-in-stock
 * mails sent for products that came back in stock, and kept mails (order confirmations) that are
 * due sent or tried again, those a week past sent or given up deleted. A round starts only after the
 * previous one ended. Returns the function that stops it.
 */
export function startJobs({ db, mailer, storefrontUrl, rates, log, intervalMs }: JobOptions): () => Promise<void> {
  let running: Promise<void> | undefined;
  const round = async () => {
    try {
      const expired = await expireUnpaidOrders(db);
      if (expired > 0) log.info({ expired }, 'unpaid orders canceled');
    } catch (error) {
      log.error({ err: error }, 'unpaid-order expiry failed');
    }
    try {
      if (await refreshCurrencyRates(db, rates)) log.info('currency rates of the day stored');
    } catch (error) {
      log.error({ err: error }, 'currency rate refresh failed');
    }
    try {
      const { sent, failed, gaveUp } = await deliverMails(db, mailer);
      if (sent > 0 || failed > 0) log.info({ sent, failed }, 'kept mails delivered');
      if (gaveUp > 0) log.error({ gaveUp }, 'kept mails given up after their last try');
      await purgeOldMails(db);
    } catch (error) {
      log.error({ err: error }, 'kept mail round failed');
    }
    try {
      const { sent, failed } = await sendDueArrivalNotices(db, mailer, storefrontUrl);
      if (sent > 0 || failed > 0) log.info({ sent, failed }, 'back-in-stock mails');
    } catch (error) {
      log.error({ err: error }, 'back-in-stock round failed');
    }
  };
  const timer = setInterval(() => {
    running ??= round().finally(() => {
      running = undefined;
    });
  }, intervalMs);
  // The timer alone must not keep the process alive once the server has closed.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
