import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@storefront/api-contract';
import { findFreePort, startNginx, startPostgres } from '@storefront/test-utils';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { exited, startApi } from './test/api-process.js';
import { buyNowOfP1010 } from './test/checkout.js';
import { createRecordingSmtpServer, type ReceivedMail } from './test/smtp.js';

// Issue 32: the API on more than one machine, each instance its own process on one PostgreSQL,
// behind nginx. Needs PostgreSQL's binaries and nginx: run by `test:pg`.

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** How many migrations each database records, and how many distinct ones. */
async function migrationsApplied(url: string): Promise<{ count: number; distinct: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number; distinct: number }>(
      'select count(*)::int as count, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

describe('API instances on one PostgreSQL', () => {
  it('migrate an empty database once when six start migrating it at the same moment', async () => {
    const server = await startPostgres();
    cleanups.push(() => server.stop());
    const handles: DatabaseHandle[] = [];
    for (let index = 0; index < 6; index += 1) handles.push(await openDatabase({ databaseUrl: server.url }));
    cleanups.push(async () => {
      await Promise.all(handles.map((handle) => handle.close()));
    });
    const results = await Promise.allSettled(handles.map((handle) => migrateDatabase(handle)));
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'migrated'))).toEqual(Array(6).fill('migrated'));
    const applied = await migrationsApplied(server.url);
    expect(applied.count).toBeGreaterThan(0);
    expect(applied.count).toBe(applied.distinct);
  });

  it('both come up when started at the same moment on an empty database, whose migrations run once', async () => {
    const server = await startPostgres();
    cleanups.push(() => server.stop());
    const ports = [await findFreePort(), await findFreePort()];
    const started = await Promise.allSettled(ports.map((port) => startApi({ DATABASE_URL: server.url }, port)));
    for (const result of started) {
      if (result.status === 'fulfilled') {
        cleanups.push(async () => {
          result.value.kill('SIGTERM');
          await exited(result.value);
        });
      }
    }
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual(['up', 'up']);

    for (const port of ports) {
      const answer = await fetch(`http://127.0.0.1:${port}/v1/category`);
      expect(answer.status).toBe(200);
    }
    const applied = await migrationsApplied(server.url);
    expect(applied.count).toBe(applied.distinct);
  });
});

/** POSTs JSON from a given loopback address, as a shopper on another machine would arrive at nginx. */
function postFrom(localAddress: string, url: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until check answers true, for up to 20 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 20_000; waited += 250) {
    if (await check()) return;
    await sleep(250);
  }
  throw new Error('not within 20 s');
}

describe('two API instances behind nginx on one PostgreSQL', () => {
  // Each instance runs its background jobs every second, both on the same due items.
  const JOB_INTERVAL_MS = 1_000;
  let mails: readonly ReceivedMail[] = [];
  let client: pg.Client;
  let nginxUrl: string;
  let instances: readonly string[];

  beforeAll(async () => {
    const server = await startPostgres();
    cleanups.push(() => server.stop());
    const smtp = createRecordingSmtpServer();
    const smtpPort = await smtp.listen();
    cleanups.push(() => smtp.close());
    mails = smtp.received;
    const env = {
      DATABASE_URL: server.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JWT_SECRET: randomUUID() + randomUUID(),
      TRUST_PROXY: '1',
      JOB_INTERVAL_MS: String(JOB_INTERVAL_MS),
      ACCOUNT_RATE_LIMIT_MAX: '10',
    };
    const ports = [await findFreePort(), await findFreePort()];
    const apis = await Promise.all(ports.map((port) => startApi(env, port)));
    for (const api of apis) {
      cleanups.push(async () => {
        api.kill('SIGTERM');
        await exited(api);
      });
    }
    instances = ports.map((port) => `http://127.0.0.1:${port}`);
    const nginx = await startNginx(ports, { readyPath: '/v1/category' });
    cleanups.push(() => nginx.stop());
    nginxUrl = nginx.url;
    client = new pg.Client({ connectionString: server.url });
    await client.connect();
    cleanups.push(() => client.end());
  }, 120_000);

  const stockOf = async (productId: string) =>
    (await client.query<{ stock: number }>('select stock from products where product_id = $1', [productId])).rows[0]!.stock;

  /** A visitor's checkout of one p-1010 through nginx. */
  const checkout = (index: number) =>
    fetch(`${nginxUrl}/v1/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', locale: 'en' },
      body: JSON.stringify(buyNowOfP1010(`buyer${index}@example.com`)),
    });

  it('sell exactly the 20 left to 200 simultaneous checkouts spread over both', async () => {
    await client.query("update products set stock = 20 where product_id = 'p-1010'");
    const answers = await Promise.all(Array.from({ length: 200 }, (_, index) => checkout(index)));
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<{ error_code?: number }>));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(new Set(bodies.filter((body) => body.error_code !== undefined).map((body) => body.error_code))).toEqual(
      new Set([ErrorCode.OUT_OF_STOCK]),
    );
    expect(await stockOf('p-1010')).toBe(0);
    const { rows } = await client.query<{ units: number }>(
      "select coalesce(sum(amount), 0)::int as units from order_lines where product_id = 'p-1010'",
    );
    expect(rows[0]!.units).toBe(20);
  }, 120_000);

  it('hold the login limit for the shop as a whole, per shopper address that nginx forwards', async () => {
    const login = { account: 'nobody.here@example.com', password: 'wrong-pass-1' };
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) statuses.push(await postFrom('127.0.0.2', `${nginxUrl}/v1/account/login`, login));
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
    // Another shopper, to another account: the account just guessed at is limited as well.
    expect(await postFrom('127.0.0.3', `${nginxUrl}/v1/account/login`, { ...login, account: 'someone.else@example.com' })).not.toBe(429);
  });

  it('send one back-in-stock mail for a request and a restock, not one per instance', async () => {
    const { rows } = await client.query<{ product_id: string }>(
      'select product_id from products where stock = 0 and listed and available and not pre_order order by product_id limit 1',
    );
    const productId = rows[0]!.product_id;
    const email = 'back.in.stock@example.com';
    const noticed = await fetch(`${nginxUrl}/v1/product/${productId}/arrival-notice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(noticed.status).toBe(200);
    await client.query('update products set stock = 5 where product_id = $1', [productId]);
    const mailed = () => mails.filter((mail) => mail.to.includes(email));
    await eventually(async () => mailed().length > 0);
    await sleep(3 * JOB_INTERVAL_MS);
    expect(mailed()).toHaveLength(1);
  });

  it('cancel an unpaid order past its window once, returning its stock once', async () => {
    await client.query("update products set stock = 5 where product_id = 'p-1010'");
    const placed = await checkout(1000);
    expect(placed.status).toBe(200);
    const orderId = ((await placed.json()) as { data: { order_ids: string[] } }).data.order_ids[0]!;
    expect(await stockOf('p-1010')).toBe(4);
    await client.query("update orders set expires_at = now() - interval '1 minute' where order_id = $1", [orderId]);
    const statusOf = async () =>
      (await client.query<{ status: string }>('select status from orders where order_id = $1', [orderId])).rows[0]!.status;
    await eventually(async () => (await statusOf()) === 'canceled');
    await sleep(3 * JOB_INTERVAL_MS);
    expect(await stockOf('p-1010')).toBe(5);
  });

  it('serve an avatar uploaded through one instance from the other', async () => {
    const [first, second] = instances as [string, string];
    const email = 'avatar.owner@example.com';
    const call = (base: string, path: string, body: unknown, token?: string) =>
      fetch(`${base}/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify(body),
      });
    expect((await call(first, '/account/send-verification-email', { account: email })).status).toBe(200);
    await eventually(async () => mails.some((mail) => mail.to.includes(email)));
    const verification_code = /\b(\d{6})\b/.exec(mails.find((mail) => mail.to.includes(email))!.text)![1]!;
    expect((await call(second, '/account/verify-account', { account: email, verification_code })).status).toBe(200);
    const registered = await call(first, '/account/register', { account: email, password: 'secret123', verification_code });
    const { token } = ((await registered.json()) as { data: { token: string } }).data;
    const profile = await fetch(`${second}/v1/personal`, { headers: { authorization: `Bearer ${token}` } });
    const userId = ((await profile.json()) as { data: { user_id: string } }).data.user_id;

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM48P8dAAUwAq6DKzRpAAAAAElFTkSuQmCC',
      'base64',
    );
    const boundary = 'scale-out';
    const uploaded = await fetch(`${first}/upload/storage/v1/b/storefront/o?uploadType=multipart`, {
      method: 'POST',
      headers: { 'content-type': `multipart/related; boundary=${boundary}`, authorization: `Bearer ${token}` },
      body: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Type: application/json\r\n\r\n${JSON.stringify({ name: `users/${userId}/avatar.png` })}\r\n--${boundary}\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.status).toBe(200);
    const link = new URL(((await uploaded.json()) as { mediaLink: string }).mediaLink);
    const downloaded = await fetch(`${second}${link.pathname}${link.search}`);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(png);
  });
});
