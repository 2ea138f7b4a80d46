import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { createApiClient } from './client.js';
import type { ApiClientOptions } from './http.js';
import { POLICY_MESSAGES_EN, type PolicyMessageKey } from './policy.js';

// The global error policy of spec 8, branch by branch, against a local server that answers
// whatever the test sets in `next`.

interface Answer {
  status: number;
  body?: unknown;
  raw?: string;
  delayMs?: number;
}

let server: Server;
let baseUrl: string;
let next: Answer;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    const { status, body, raw, delayMs = 0 } = next;
    setTimeout(() => {
      res.statusCode = status;
      res.setHeader('content-type', raw === undefined ? 'application/json' : 'text/html');
      res.end(raw ?? JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let toasts: string[];
let loggedOut: number;
let overlay: boolean[];

beforeEach(() => {
  toasts = [];
  loggedOut = 0;
  overlay = [];
});

function client(extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl,
    getLocale: () => 'en',
    timeoutMs: 10_000,
    onErrorToast: (message) => toasts.push(message),
    onSessionInvalid: () => (loggedOut += 1),
    onLoading: (on) => overlay.push(on),
    ...extra,
  });
}

const failure = (status: number, error_code: number, error_msg: string): Answer => ({ status, body: { error_code, error_msg } });

async function failed(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the global error policy (spec 8)', () => {
  it("uses the call's own message for its code first, as an error toast", async () => {
    next = failure(409, 40902, 'Shipping costs have been updated.');
    const error = await failed(
      client().createOrder({ body: {} as never }, { errorMessages: { 40902: 'Shipping changed: check the new total' } }),
    );
    expect(error).toMatchObject({ kind: 'server', code: 40902, status: 409, message: 'Shipping changed: check the new total' });
    expect(toasts).toEqual(['Shipping changed: check the new total']);
  });

  it("toasts a checkout's refusal for too many unpaid orders (429 / 42903) in the server's words, the language it was asked in", async () => {
    next = failure(429, 42903, '未付款的訂單過多，請先付款或取消其中一筆');
    const error = await failed(client({ getLocale: () => 'tw' }).createOrder({ body: {} as never }));
    expect(error).toMatchObject({ kind: 'server', code: 42903, status: 429, message: '未付款的訂單過多，請先付款或取消其中一筆' });
    expect(toasts).toEqual(['未付款的訂單過多，請先付款或取消其中一筆']);
  });

  it.each([400, 403, 500])('returns the parameter error text for %i with 40004, without a toast', async (status) => {
    next = failure(status, 40004, 'server text');
    const error = await failed(client().listProducts());
    expect(error).toMatchObject({ code: 40004, status, message: 'Parameter error: please check what you entered and try again.' });
    expect(toasts).toEqual([]);
  });

  it('logs out on 40301 and returns the server message, without a toast', async () => {
    next = failure(403, 40301, 'Your session has expired. Please log in again.');
    const error = await failed(client().getCart());
    expect(error).toMatchObject({ code: 40301, status: 403, message: 'Your session has expired. Please log in again.' });
    expect(loggedOut).toBe(1);
    expect(toasts).toEqual([]);
  });

  it.each([
    [400, 40001, 'Login failed: the account or password is incorrect.'],
    [409, 40903, 'This item is out of stock.'],
    [410, 41002, 'This coupon has expired.'],
    [429, 42902, 'Please try again later.'],
    [500, 50000, 'an error occurred on the server'],
  ])('toasts the server message of any other code (%i / %i)', async (status, code, message) => {
    next = failure(status, code, message);
    const error = await failed(client().claimCoupon({ body: { code: 'X' } }));
    expect(error).toMatchObject({ kind: 'server', code, status, message });
    expect(toasts).toEqual([message]);
    expect(loggedOut).toBe(0);
  });

  it("toasts '404' for a 404, whatever the server says", async () => {
    next = failure(404, 40401, 'Page not found.');
    const error = await failed(client().getProduct({ params: { product_id: 'gone' } }));
    expect(error).toMatchObject({ code: 40401, status: 404, message: '404' });
    expect(toasts).toEqual(['404']);
  });

  it("toasts 'some data failed to load' on a timeout", async () => {
    next = { status: 200, body: { data: null }, delayMs: 1_000 };
    const error = await failed(client({ timeoutMs: 300 }).listCategories());
    expect(error).toMatchObject({ kind: 'timeout', message: 'Some data failed to load. Please refresh or try again later.' });
    expect(toasts).toEqual([POLICY_MESSAGES_EN.timeout]);
  });

  it("toasts 'an error occurred' for anything else: an answer without a code, or no answer", async () => {
    next = { status: 502, raw: '<html>bad gateway</html>' };
    expect(await failed(client().listCategories())).toMatchObject({
      kind: 'server',
      status: 502,
      message: 'An error occurred. Please try again later.',
    });
    const unreachable = createApiClient({
      baseUrl: 'http://127.0.0.1:9/v1',
      getLocale: () => 'en',
      onErrorToast: (message) => toasts.push(message),
    });
    expect(await failed(unreachable.listCategories())).toMatchObject({
      kind: 'network',
      message: 'An error occurred. Please try again later.',
    });
    expect(toasts).toEqual([POLICY_MESSAGES_EN.unknown, POLICY_MESSAGES_EN.unknown]);
  });

  it("speaks the app's language through messages", async () => {
    const zh: Record<PolicyMessageKey, string> = {
      parameterError: '參數錯誤，請重新輸入',
      notFound: '404',
      timeout: '部分資料載入失敗',
      unknown: '發生錯誤',
    };
    next = failure(400, 40004, 'server text');
    expect((await failed(client({ messages: (key) => zh[key] }).listProducts())).message).toBe('參數錯誤，請重新輸入');
    next = { status: 502, raw: 'x' };
    expect((await failed(client({ messages: (key) => zh[key] }).listProducts())).message).toBe('發生錯誤');
    expect(toasts).toEqual(['發生錯誤']);
  });

  it('skips all of it for no-global-error calls: no toast, no logout, the failure as it came', async () => {
    next = failure(403, 40301, 'Your session has expired. Please log in again.');
    expect(await failed(client().getPersonal())).toMatchObject({ code: 40301, message: 'Your session has expired. Please log in again.' });
    next = failure(500, 50000, 'an error occurred on the server');
    expect(await failed(client().getExpressFees())).toMatchObject({ code: 50000, message: 'an error occurred on the server' });
    next = { status: 200, body: { data: null }, delayMs: 1_000 };
    expect(await failed(client({ timeoutMs: 300 }).getCurrencyRates())).toMatchObject({
      kind: 'timeout',
      message: POLICY_MESSAGES_EN.timeout,
    });
    expect(toasts).toEqual([]);
    expect(loggedOut).toBe(0);
  });

  it('lets a caller override the flag either way', async () => {
    next = failure(409, 40903, 'out of stock');
    await failed(client().updateCart({ body: { product_id: 'p', update_amount: 1 } }, { noGlobalError: true }));
    expect(toasts).toEqual([]);
    next = failure(500, 50000, 'an error occurred on the server');
    await failed(client().getExpressFees(undefined, { noGlobalError: false }));
    expect(toasts).toEqual(['an error occurred on the server']);
  });

  it('shows nothing for a call the caller aborted', async () => {
    next = { status: 200, body: { data: null }, delayMs: 200 };
    const controller = new AbortController();
    const call = client().listCategories(undefined, { signal: controller.signal });
    controller.abort();
    expect(await failed(call)).toMatchObject({ kind: 'aborted' });
    expect(toasts).toEqual([]);
  });
});

describe('the loading overlay', () => {
  it('is on while a call with loading runs, once for overlapping calls, and off after a failure too', async () => {
    next = { status: 200, body: { data: null }, delayMs: 50 };
    const shared = client();
    await Promise.all([shared.getHome(), shared.listThemes()]);
    expect(overlay).toEqual([true, false]);
    overlay = [];
    next = failure(500, 50000, 'an error occurred on the server');
    await failed(shared.getHome());
    expect(overlay).toEqual([true, false]);
  });

  it('stays off for calls without loading, unless the caller asks for it', async () => {
    next = { status: 200, body: { data: [] } };
    await client().listCategories();
    expect(overlay).toEqual([]);
    await client().listCategories(undefined, { loading: true });
    expect(overlay).toEqual([true, false]);
  });
});
