import { randomBytes } from 'node:crypto';

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomText(length: number): string {
  return [...randomBytes(length)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/** An order number: the UTC date and 10 random characters (about 50 bits), so numbers cannot be guessed from one another. */
export function newOrderId(): string {
  return `${new Date().toISOString().slice(0, 10).replaceAll('-', '')}${randomText(10)}`;
}

/** A purchase id: 24 random characters (120 bits); the payment result page is opened by it. */
export function newPurchaseId(): string {
  return `P${randomText(24)}`;
}
