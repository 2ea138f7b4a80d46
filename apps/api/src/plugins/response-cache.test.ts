import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories } from '../db/schema.js';
import { useSeededApp } from '../test/seeded-app.js';

const TTL_MS = 300;
const seeded = useSeededApp({ catalogueCacheMs: TTL_MS });
const uncached = useSeededApp({ catalogueCacheMs: 0 });

const firstName = (response: { json(): unknown }) => (response.json() as { data: Array<{ display_name: string }> }).data[0]?.display_name;

async function renameFirstCategory(app: typeof seeded, name: string) {
  const [first] = await app.db.select().from(categories).orderBy(categories.position).limit(1);
  await app.db.update(categories).set({ nameEn: name }).where(eq(categories.categoryId, first!.categoryId));
}

describe('the catalogue response cache', () => {
  it('reuses a public answer for its time to live, then asks the database again', async () => {
    const before = await seeded.get('/v1/category', 'en');
    await renameFirstCategory(seeded, 'Renamed');
    const hit = await seeded.get('/v1/category', 'en');
    expect(hit.body).toBe(before.body);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50));
    expect(firstName(await seeded.get('/v1/category', 'en'))).toBe('Renamed');
  });

  it('keeps each language apart', async () => {
    const english = await seeded.get('/v1/category', 'en');
    const chinese = await seeded.get('/v1/category', 'zh-TW');
    expect(firstName(chinese)).not.toBe(firstName(english));
  });

  it('answers a hit with the security headers and a request id of its own', async () => {
    const first = await seeded.get('/v1/system/search-keyword');
    const hit = await seeded.get('/v1/system/search-keyword');
    expect(hit.body).toBe(first.body);
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hit.headers['content-security-policy']).toContain("default-src 'none'");
    expect(hit.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('is off with a time to live of 0', async () => {
    await uncached.get('/v1/category', 'en');
    await renameFirstCategory(uncached, 'Fresh');
    expect(firstName(await uncached.get('/v1/category', 'en'))).toBe('Fresh');
  });
});
