import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, endpoints, type EndpointSchema } from '@storefront/api-contract';
import { buildApp } from './app.js';
import { createSeededTestDatabase, type TestDatabase } from './test/test-database.js';

// Property tests: every call of the contract gets malformed input and odd headers. A call the API
// does not serve yet must answer 404 / 40401; a served call must reject malformed input with a 4xx
// in the error envelope (400 / 40004 for a bad value), and nothing may ever answer 5xx.

let database: TestDatabase;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  // Thousands of requests from one address: the global rate limit would answer 429 half-way.
  app = buildApp({ db: database.handle.db, rateLimitMax: false, accountRateLimit: { max: 1_000_000, timeWindow: 60_000 } });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const NUM_RUNS = 30;

/** The JSON Schema keywords these tests read; the contract's TypeBox schemas are plain JSON Schema. */
interface PropertySchema {
  type?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: string[];
}

interface ObjectSchema {
  properties?: Record<string, PropertySchema>;
  anyOf?: ObjectSchema[];
}

interface MalformedRequest {
  /** What is wrong, for the counterexample report and the expected answer. */
  kind: 'params' | 'query' | 'body' | 'content-type';
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

/** Makes fast-check print a value shortened: counterexamples may hold megabytes of text. */
function shortPrinted<T extends object>(value: T): T {
  const text = JSON.stringify(value);
  const short = text.length > 300 ? `${text.slice(0, 300)}... (${text.length} characters)` : text;
  return Object.assign(value, { [fc.toStringMethod]: () => short });
}

const latin1Text = (options: { minLength?: number; maxLength?: number } = {}) =>
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((code) => code !== 0x7f)
      .map((code) => String.fromCharCode(code)),
    ...options,
  });

/** Any text: unicode (astral planes included), controls, spaces. */
const anyText = (maxLength: number) => fc.string({ unit: 'binary', maxLength });

const validId = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);

// Path parameter values the contract's id rule rejects; over 100 characters the router refuses them itself.
const invalidId = fc
  .oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }),
    fc.stringMatching(/^[A-Za-z0-9_-]{65,90}$/),
    fc.constantFrom('1.5', '-1.5', '💥', 'a b', 'ü', '%', '<script>', "' or 1=1 --", 'a'.repeat(5000)),
  )
  // '.' and '..' are path segments that URL normalisation removes, not ids.
  .filter((text) => !/^[A-Za-z0-9_-]{1,64}$/.test(text) && text !== '.' && text !== '..');

/** Query-string values a property rejects whatever Fastify's type coercion makes of them. */
function invalidQueryValues(schema: PropertySchema): fc.Arbitrary<string | string[]> {
  const options: Array<fc.Arbitrary<string | string[]>> = [
    // Arrays where a scalar is expected: ?name=a&name=b.
    fc.tuple(latin1Text({ maxLength: 5 }), latin1Text({ maxLength: 5 })).map(([a, b]) => [a, b]),
  ];
  if (schema.type === 'integer') {
    options.push(fc.constantFrom('abc', 'NaN', 'Infinity', '-Infinity', '1.5', '', 'null', 'true', '1e999', '٣', '½'));
    if (schema.minimum !== undefined) options.push(fc.integer({ min: -1e15, max: schema.minimum - 1 }).map(String));
    if (schema.maximum !== undefined) {
      options.push(fc.integer({ min: schema.maximum + 1, max: 1e15 }).map(String), fc.constant('9'.repeat(400)));
    }
  }
  if (schema.enum) {
    const allowed = schema.enum;
    options.push(anyText(30).filter((text) => !allowed.includes(text)));
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    options.push(anyText(30).filter((text) => !pattern.test(text)));
  }
  if (schema.minLength) options.push(fc.constant(''));
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    options.push(fc.integer({ min: max + 1, max: max + 20_000 }).map((length) => 'ü'.repeat(length)));
  }
  return fc.oneof(...options);
}

/** JSON values of every kind, including the awkward ones. */
const oddJsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(-1, 1.5, -1e308, 1e308, '', 'NaN', 'null', [], {}, ['a', 'b'], '\u0000', '💥'.repeat(3)),
  fc.integer({ min: 100, max: 200_000 }).map((length) => 'x'.repeat(length)),
);

/** Request bodies the contract's body schema rejects, as raw text with a content type. */
function invalidBodies(schema: TSchema): fc.Arbitrary<{ kind: 'body' | 'content-type'; payload: string; contentType: string }> {
  const objectSchema = schema as ObjectSchema;
  const keys = [...new Set([objectSchema, ...(objectSchema.anyOf ?? [])].flatMap((branch) => Object.keys(branch.properties ?? {})))];
  const json = (payload: string) => ({ kind: 'body' as const, payload, contentType: 'application/json' });
  return fc.oneof(
    // Not JSON at all.
    fc.constantFrom('{', '{"a":', 'nul', '[1,', "{'a':1}", '{"a":1}}', '', '\u0000').map(json),
    anyText(50)
      .filter((text) => !isJson(text))
      .map(json),
    // JSON, but not an object.
    fc
      .oneof(fc.array(oddJsonValue, { maxLength: 3 }), fc.double(), fc.string(), fc.boolean(), fc.constant(null))
      .map((value) => json(JSON.stringify(value))),
    // An object whose declared fields hold the wrong things.
    fc
      .dictionary(fc.constantFrom(...keys), oddJsonValue, { minKeys: 1 })
      .filter((body) => !Value.Check(schema, body))
      .map((body) => json(JSON.stringify(body))),
    // Too large: over Fastify's 1 MiB body limit.
    fc.constant(json(JSON.stringify({ [keys[0] ?? 'x']: 'x'.repeat(1_100_000) }))),
    // A content type the API does not take.
    fc
      .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data', 'image/png')
      .map((contentType) => ({ kind: 'content-type' as const, payload: '{"a":1}', contentType })),
  );
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Values of the spec 7 headers a client could send: unknown languages, junk tokens, overlong texts. */
const oddHeaders = fc
  .record(
    {
      locale: fc.oneof(
        fc.constantFrom('', 'xx', 'zh-tw', 'ZH-CN', 'en-US', 'zh-Hant-TW', 'en,zh-TW;q=0.5', '*', 'tw', 'cn'),
        latin1Text({ maxLength: 40 }),
        fc.constant('zh-TW'.repeat(4000)),
      ),
      os: fc.oneof(fc.constantFrom('Web', 'iOS', ''), latin1Text({ maxLength: 20 })),
      from: fc.oneof(fc.constantFrom('1', '0', 'true', '-1'), latin1Text({ maxLength: 20 })),
      website: fc.oneof(fc.constantFrom('localhost', 'shop.example:443'), latin1Text({ maxLength: 300 })),
      authorization: fc.oneof(
        fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer a.b.c'),
        latin1Text({ maxLength: 50 }).map((token) => `Bearer ${token}`),
        fc.constant(`Bearer ${'x'.repeat(16_000)}`),
      ),
      'x-padding': fc.constant('p'.repeat(20_000)),
    },
    { requiredKeys: [] },
  )
  .map(shortPrinted);

/** The contract's path with valid ids, or with the last one drawn from `bad`. */
function pathWith(endpoint: EndpointSchema, bad?: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const values = names.map((_, index) => (bad && index === names.length - 1 ? bad : validId));
  return fc
    .tuple(...values)
    .map(
      (ids) =>
        API_BASE_PATH + ids.reduce<string>((path, id, index) => path.replace(`:${names[index]}`, encodeURIComponent(id)), endpoint.path),
    );
}

/** Malformed requests for one call: a bad path parameter, query value or body, one at a time. */
function malformedRequests(endpoint: EndpointSchema): fc.Arbitrary<MalformedRequest> | undefined {
  const options: Array<fc.Arbitrary<MalformedRequest>> = [];
  const noBody = { headers: { locale: 'en' } };
  if (endpoint.params) {
    options.push(pathWith(endpoint, invalidId).map((url) => ({ kind: 'params' as const, url, ...noBody })));
  }
  const queryProperties = Object.entries((endpoint.query as ObjectSchema | undefined)?.properties ?? {});
  if (queryProperties.length > 0) {
    const badQuery = fc
      .constantFrom(...queryProperties)
      .chain(([name, schema]) => invalidQueryValues(schema).map((value) => ({ name, value })));
    options.push(
      fc.tuple(pathWith(endpoint), badQuery).map(([path, { name, value }]) => {
        const query = new URLSearchParams();
        for (const item of [value].flat()) query.append(name, item);
        return { kind: 'query' as const, url: `${path}?${query}`, ...noBody };
      }),
    );
  }
  if (endpoint.body) {
    options.push(
      fc.tuple(pathWith(endpoint), invalidBodies(endpoint.body)).map(([url, { kind, payload, contentType }]) => ({
        kind,
        url,
        payload,
        headers: { locale: 'en', 'content-type': contentType },
      })),
    );
  }
  return options.length > 0 ? fc.oneof(...options).map(shortPrinted) : undefined;
}

function expectErrorBody(response: LightMyRequestResponse, context: string) {
  const body = response.json() as { error_code: unknown; error_msg: unknown };
  expect(Object.keys(body).sort(), context).toEqual(['error_code', 'error_msg']);
  expect(typeof body.error_msg, context).toBe('string');
  // The code starts with the HTTP status (contract rule).
  expect(String(body.error_code).slice(0, 3), context).toBe(String(response.statusCode));
  return body.error_code;
}

const calls = Object.entries(endpoints as Record<string, EndpointSchema>);

describe.each(calls)('%s', (_name, endpoint) => {
  const contractPath = API_BASE_PATH + endpoint.path;
  const served = () => app.hasRoute({ method: endpoint.method, url: contractPath });
  // A call not served yet may still reach another route (POST /order/coupon is POST /order/:order_id).
  const shadowed = () => !served() && app.findRoute({ method: endpoint.method, url: contractPath.replaceAll(/:\w+/g, 'x') }) !== null;
  const malformed = malformedRequests(endpoint);

  // Calls without params, query or body have no input to malform; only the header test applies.
  if (malformed)
    it('rejects malformed input in the error envelope, never with a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(malformed, async ({ kind, url, payload, headers }) => {
          const response = await app.inject({ method: endpoint.method, url, payload, headers });
          const context = `${endpoint.method} ${url.slice(0, 200)} (${kind}, ${payload?.slice(0, 80)}) -> ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          const code = expectErrorBody(response, context);
          if (shadowed()) return;
          if (!served()) {
            expect(code, context).toBe(40401);
          } else if (endpoint.auth === 'required' && code === 40301) {
            // A login-only call may turn away the token-less caller before reading the input.
          } else {
            // Too large and unsupported content types are parameter errors too: 400, as the contract says.
            expect(code, context).toBe(40004);
          }
        }),
        { numRuns: NUM_RUNS },
      );
    });

  it('answers odd headers and junk query keys without a 5xx, in the envelope when it fails', async () => {
    await fc.assert(
      fc.asyncProperty(
        pathWith(endpoint),
        oddHeaders,
        fc.dictionary(fc.stringMatching(/^x_[a-z]{1,8}$/), latin1Text({ maxLength: 30 }), { maxKeys: 3 }),
        async (path, headers, junk) => {
          const query = new URLSearchParams(junk).toString();
          const url = query ? `${path}?${query}` : path;
          const response = await app.inject({ method: endpoint.method, url, headers });
          const context = `${endpoint.method} ${url} ${JSON.stringify(headers).slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          if (response.statusCode >= 400) expectErrorBody(response, context);
          if (!served() && !shadowed()) expect(response.statusCode, context).toBe(404);
        },
      ),
      { numRuns: 15 },
    );
  });
});
