import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a gateway's notification carries its signature in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'payment-signature';

/** How far a notification's signed time may be from the shop's clock, either way, before it is refused as a replay. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/** Why a notification's signature was not accepted, or 'valid'. */
export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch' | 'stale';

// The time is signed with the body, so a captured notification cannot be replayed later with a fresh time.
function digest(secret: string, seconds: string, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(`${seconds}.${rawBody}`).digest();
}

/** The signature header's value for a notification body sent at `now` (ms): what a gateway, or the sandbox, sends. */
export function signNotification(secret: string, rawBody: string, now: number = Date.now()): string {
  const seconds = String(Math.floor(now / 1000));
  return `t=${seconds},v1=${digest(secret, seconds, rawBody).toString('hex')}`;
}

/**
 * Checks a notification's signature header against its raw body (the bytes as received, before any
 * parsing) and the shared secret: the HMAC must match, compared in constant time, and the signed
 * time must lie within SIGNATURE_TOLERANCE_MS of `now`.
 */
export function verifyNotification(secret: string, rawBody: string, header: string | undefined, now: number = Date.now()): SignatureCheck {
  if (header === undefined || header === '') return 'missing';
  const fields = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]));
  const seconds = fields.get('t');
  const signature = fields.get('v1');
  if (seconds === undefined || signature === undefined || !/^\d{1,12}$/.test(seconds) || !/^[0-9a-f]{64}$/.test(signature))
    return 'malformed';
  if (!timingSafeEqual(Buffer.from(signature, 'hex'), digest(secret, seconds, rawBody))) return 'mismatch';
  return Math.abs(now - Number(seconds) * 1000) > SIGNATURE_TOLERANCE_MS ? 'stale' : 'valid';
}
