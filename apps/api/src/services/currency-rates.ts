import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { currencyRates } from '../db/schema.js';
import { SEED_CURRENCY_RATES, SEED_RATE_DATE } from '../db/seed-data-system.js';

/** One published rate: how many units of `exchange` one TWD buys. */
export interface PublishedRate {
  exchange: string;
  exrate: number;
}

/** Where the day's rates come from. A production shop implements it with its bank's or a market data feed. */
export interface CurrencyRateProvider {
  /** The rates of a UTC day (YYYY-MM-DD). */
  ratesFor(day: string): Promise<PublishedRate[]>;
}

// Units of each currency one TWD bought on the seed's latest day: the sandbox's starting point.
const BASE_RATES = SEED_CURRENCY_RATES.filter((rate) => rate.rateDate === SEED_RATE_DATE);

/**
 * Made-up rates for development and tests: the base rates moved by at most 1 % a day along a
 * fixed wave, so every day has its own rates and the same day always the same ones.
 */
export class SandboxCurrencyRateProvider implements CurrencyRateProvider {
  async ratesFor(day: string): Promise<PublishedRate[]> {
    const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
    return BASE_RATES.map(({ exchange, exrate }, index) => ({
      exchange,
      exrate: Number((exrate * (1 + 0.01 * Math.sin(dayNumber / 3 + index))).toPrecision(5)),
    }));
  }
}

/** Stores the rates of the UTC day of `now` unless that day has them already; true when it stored them. */
export async function refreshCurrencyRates(db: Database, provider: CurrencyRateProvider, now = new Date()): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const [existing] = await db
    .select({ exchange: currencyRates.exchange })
    .from(currencyRates)
    .where(eq(currencyRates.rateDate, day))
    .limit(1);
  if (existing) return false;
  const rates = await provider.ratesFor(day);
  // Two instances refreshing at once: the first insert wins, the second changes nothing.
  const stored = await db
    .insert(currencyRates)
    .values(rates.map((rate) => ({ ...rate, rateDate: day })))
    .onConflictDoNothing()
    .returning({ exchange: currencyRates.exchange });
  return stored.length > 0;
}
