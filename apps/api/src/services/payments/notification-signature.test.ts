import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_TOLERANCE_MS, signNotification, verifyNotification } from './notification-signature.js';

const SECRET = 'whsec-'.padEnd(40, 'x');
const BODY = '{"event_id":"e-1","purchase_id":"p-1","outcome":"paid"}';
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

describe('payment notification signatures', () => {
  it('accept a body signed with the secret within the window', () => {
    const header = signNotification(SECRET, BODY, NOW);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyNotification(SECRET, BODY, header, NOW)).toBe('valid');
    expect(verifyNotification(SECRET, BODY, header, NOW + SIGNATURE_TOLERANCE_MS)).toBe('valid');
  });

  it('are the HMAC-SHA256 of "<t>.<raw body>" in hex, so a gateway can make them without this code', () => {
    const seconds = NOW / 1000;
    const hmac = createHmac('sha256', SECRET).update(`${seconds}.${BODY}`).digest('hex');
    expect(verifyNotification(SECRET, BODY, `t=${seconds},v1=${hmac}`, NOW)).toBe('valid');
  });

  it('refuse another body, another secret, or the same signature with another time', () => {
    const header = signNotification(SECRET, BODY, NOW);
    expect(verifyNotification(SECRET, BODY.replace('paid', 'failed'), header, NOW)).toBe('mismatch');
    expect(verifyNotification(`${SECRET}y`, BODY, header, NOW)).toBe('mismatch');
    expect(verifyNotification(SECRET, BODY, header.replace(/t=\d+/, `t=${NOW / 1000 + 60}`), NOW)).toBe('mismatch');
    // A body with one more byte (a parser would not see trailing white space) is another body.
    expect(verifyNotification(SECRET, `${BODY}\n`, header, NOW)).toBe('mismatch');
  });

  it('refuse a signature older or newer than the window, as a replay', () => {
    const header = signNotification(SECRET, BODY, NOW);
    expect(verifyNotification(SECRET, BODY, header, NOW + SIGNATURE_TOLERANCE_MS + 1000)).toBe('stale');
    expect(verifyNotification(SECRET, BODY, header, NOW - SIGNATURE_TOLERANCE_MS - 1000)).toBe('stale');
  });

  it('refuse a missing or malformed header without throwing', () => {
    expect(verifyNotification(SECRET, BODY, undefined, NOW)).toBe('missing');
    expect(verifyNotification(SECRET, BODY, '', NOW)).toBe('missing');
    for (const header of [
      'garbage',
      't=1',
      'v1=00',
      't=abc,v1=' + '0'.repeat(64),
      `t=1,v1=${'z'.repeat(64)}`,
      `t=1,v1=${'0'.repeat(63)}`,
    ]) {
      expect(verifyNotification(SECRET, BODY, header, NOW), header).toBe('malformed');
    }
  });
});
