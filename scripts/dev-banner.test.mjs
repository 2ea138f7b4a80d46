import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createReadiness, formatBanner } from './dev-banner.mjs';

// Lines as turbo passes them on from `pnpm dev`: prefixed, Vite's coloured.
const VITE_LOCAL =
  '@storefront/web:dev:   \u001b[32m➜\u001b[39m  \u001b[1mLocal\u001b[22m:   \u001b[36mhttp://127.0.0.1:\u001b[1m5174\u001b[22m/\u001b[39m';
const API_READY =
  '@storefront/api:dev: API ready on http://127.0.0.1:4000/v1 in 1682 ms (PGlite data dir reused: /repo/apps/api/.data/pglite, ' +
  'docs at http://127.0.0.1:4000/docs, mails caught at http://127.0.0.1:4000/dev/mails)';

describe('the start-up banner', () => {
  it('waits for both the API and the storefront, in either order', () => {
    const ready = createReadiness();
    assert.equal(ready('@storefront/api:dev: CLI Watching for changes in "src"'), undefined);
    assert.equal(ready(API_READY), undefined);
    assert.deepEqual(ready(VITE_LOCAL), {
      shop: 'http://127.0.0.1:5174/',
      api: 'http://127.0.0.1:4000/v1',
      docs: 'http://127.0.0.1:4000/docs',
      mails: 'http://127.0.0.1:4000/dev/mails',
      smtp: undefined,
    });
    const other = createReadiness();
    assert.equal(other(VITE_LOCAL), undefined);
    assert.equal(other(API_READY)?.shop, 'http://127.0.0.1:5174/');
  });

  it('names the shop, the API and its docs, where mails go and how to stop, in a few lines', () => {
    const lines = formatBanner(readyBoth());
    const text = lines.join('\n');
    assert.match(text, /Shop {3}http:\/\/127\.0\.0\.1:5174\//);
    assert.match(text, /API {4}http:\/\/127\.0\.0\.1:4000\/v1 {3}docs: http:\/\/127\.0\.0\.1:4000\/docs/);
    assert.match(text, /Mails {2}not sent: caught by the API, listed at http:\/\/127\.0\.0\.1:4000\/dev\/mails\?to=<e-mail>/);
    assert.match(text, /Stop {3}Ctrl\+C/);
    assert.match(text, /--verbose/);
    assert.ok(lines.length <= 10, `${lines.length} lines`);
  });

  it('says when mails go out through an SMTP server, and leaves out docs that are off', () => {
    const ready = createReadiness();
    ready(VITE_LOCAL);
    const text = formatBanner(ready('API ready on http://127.0.0.1:4000/v1 in 900 ms (PostgreSQL, mails via mail.example:587)')).join('\n');
    assert.match(text, /Mails {2}sent through the SMTP server mail\.example:587/);
    assert.doesNotMatch(text, /docs:/);
  });
});

function readyBoth() {
  const ready = createReadiness();
  ready(VITE_LOCAL);
  return ready(API_READY);
}
