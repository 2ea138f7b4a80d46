import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { CurrencyRateListResponse } from '@storefront/api-contract';
import { useSeededApp } from '../test/seeded-app.js';
import { refreshCurrencyRates, SandboxCurrencyRateProvider } from './currency-rates.js';

const seeded = useSeededApp({ catalogueCacheMs: 0 });
const sandbox = new SandboxCurrencyRateProvider();

describe('the daily currency rates', () => {
  it('are stored once per UTC day and become what system/currency-rates answers', async () => {
    const day = new Date('2030-03-04T23:30:00Z');
    expect(await refreshCurrencyRates(seeded.db, sandbox, day)).toBe(true);
    expect(await refreshCurrencyRates(seeded.db, sandbox, new Date('2030-03-04T01:00:00Z'))).toBe(false);

    const response = await seeded.get('/v1/system/currency-rates');
    expect(Value.Check(CurrencyRateListResponse, response.json())).toBe(true);
    const rates = response.json().data as Array<{ exchange: string; exrate: number; date: string }>;
    expect(rates.every((rate) => rate.date === '2030-03-04')).toBe(true);
    expect(rates.map((rate) => rate.exchange)).toEqual(['CNY', 'EUR', 'HKD', 'JPY', 'KRW', 'MOP', 'MYR', 'SGD', 'THB', 'USD']);
  });

  it('come from a sandbox that gives each day its own positive rates, the same every time', async () => {
    const monday = await sandbox.ratesFor('2030-03-04');
    expect(await sandbox.ratesFor('2030-03-04')).toEqual(monday);
    const tuesday = await sandbox.ratesFor('2030-03-05');
    expect(tuesday).not.toEqual(monday);
    for (const rate of [...monday, ...tuesday]) expect(rate.exrate).toBeGreaterThan(0);
    const usd = monday.find((rate) => rate.exchange === 'USD')!.exrate;
    expect(usd).toBeGreaterThan(0.0312 * 0.99);
    expect(usd).toBeLessThan(0.0312 * 1.01);
  });
});
