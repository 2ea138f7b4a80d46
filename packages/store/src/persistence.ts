import type { AnalyticsLine } from '@storefront/analytics';
import type { CurrencyRate, QrCodeData } from '@storefront/api-contract';
import { isSupportedLocale, type Locale, PAYMENT_METHODS } from '@storefront/domain';
import type { AgeGateState } from './age-gate-slice.js';
import { type AuthState, authSlice } from './auth-slice.js';
import { type CartState, cartSlice } from './cart-slice.js';
import { type CheckoutState, checkoutSlice, type PlacedPurchase } from './checkout-slice.js';
import type { KeyValueStorage, StoreStorage } from './deps.js';
import { type ExchangeRateState, exchangeRateSlice } from './exchange-rate-slice.js';
import type { LocaleState } from './locale-slice.js';

/**
 * The storage keys (spec 4). localStorage: token, authorized, exchangeRate, lang. sessionStorage:
 * ageVerified, cartSelected, qrCode, placedPurchase, trackedPurchases. lang, token and the flags
 * hold bare strings ('true' for a flag), the others JSON.
 */
export const STORAGE_KEYS = {
  token: 'token',
  authorized: 'authorized',
  exchangeRate: 'exchangeRate',
  lang: 'lang',
  ageVerified: 'ageVerified',
  cartSelected: 'cartSelected',
  qrCode: 'qrCode',
  placedPurchase: 'placedPurchase',
  trackedPurchases: 'trackedPurchases',
} as const;

/** The slices that outlive the page, whole, as makeStore preloads them. */
export interface PersistedState {
  readonly auth: AuthState;
  readonly ageGate: AgeGateState;
  readonly cart: CartState;
  readonly exchangeRate: ExchangeRateState;
  readonly checkout: CheckoutState;
  /** Only when a supported locale is stored: otherwise the app detects it. */
  readonly locale?: LocaleState;
}

/** A stored text turned into a value, or undefined when it is not one (garbage, another app's value). */
type Parse<T> = (raw: string) => T | undefined;

/** A JWT as the contract defines it: three base64url parts. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const MAX_TOKEN_LENGTH = 4096;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** Parses JSON, then checks it; malformed JSON is not a value either. */
function json<T>(check: (value: unknown) => T | undefined): Parse<T> {
  return (raw) => {
    try {
      return check(JSON.parse(raw));
    } catch {
      return undefined;
    }
  };
}

const parseToken: Parse<string> = (raw) => (raw.length <= MAX_TOKEN_LENGTH && TOKEN_PATTERN.test(raw) ? raw : undefined);

const parseFlag: Parse<boolean> = (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined);

const parseLocale: Parse<Locale> = (raw) => (isSupportedLocale(raw) ? raw : undefined);

const parseKeys = json((value): string[] | undefined => (Array.isArray(value) && value.every(isText) ? value : undefined));

const parseRate = (value: unknown): CurrencyRate | undefined => {
  if (!isRecord(value) || typeof value.exchange !== 'string' || !/^[A-Z]{3}$/.test(value.exchange)) return undefined;
  if (typeof value.exrate !== 'number' || !Number.isFinite(value.exrate) || value.exrate <= 0) return undefined;
  if (value.date === undefined) return { exchange: value.exchange, exrate: value.exrate };
  return typeof value.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.date)
    ? { exchange: value.exchange, exrate: value.exrate, date: value.date }
    : undefined;
};

const parseExchangeRate = json((value): ExchangeRateState | undefined => {
  if (!isRecord(value) || !Number.isInteger(value.fetchedAt) || !isAmount(value.fetchedAt) || !Array.isArray(value.rates)) return undefined;
  const rates = value.rates.map(parseRate);
  return rates.every((rate) => rate !== undefined) ? { rates, fetchedAt: value.fetchedAt } : undefined;
});

const parseQrCode = json((value): QrCodeData | undefined => {
  if (!isRecord(value) || !Number.isInteger(value.amount) || !isAmount(value.amount)) return undefined;
  if (!(PAYMENT_METHODS as readonly unknown[]).includes(value.type)) return undefined;
  if (!isText(value.QRCode) || value.QRCode.length > 4096) return undefined;
  return { amount: value.amount, type: value.type as QrCodeData['type'], QRCode: value.QRCode };
});

const parseLine = (value: unknown): AnalyticsLine | undefined => {
  if (!isRecord(value) || typeof value.display_name !== 'string' || !isAmount(value.marked_price)) return undefined;
  const { sku, selling_price, amount } = value;
  if (sku !== undefined && sku !== null && typeof sku !== 'string') return undefined;
  if (selling_price !== undefined && selling_price !== null && !isAmount(selling_price)) return undefined;
  if (amount !== undefined && !(Number.isInteger(amount) && isAmount(amount))) return undefined;
  return { sku, display_name: value.display_name, marked_price: value.marked_price, selling_price, amount };
};

const parsePlacedPurchase = json((value): PlacedPurchase | undefined => {
  if (!isRecord(value) || !isText(value.purchaseId) || !isAmount(value.value) || !isAmount(value.shipping)) return undefined;
  if (!Array.isArray(value.lines)) return undefined;
  const lines = value.lines.map(parseLine);
  if (!lines.every((line) => line !== undefined)) return undefined;
  return { purchaseId: value.purchaseId, value: value.value, shipping: value.shipping, lines };
});

/** Reads one key; a value that does not parse is removed, so it is ignored once and gone after. Storage errors read as nothing. */
function read<T>(storage: KeyValueStorage, key: string, parse: Parse<T>): T | undefined {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    const value = parse(raw);
    if (value === undefined) storage.removeItem(key);
    return value;
  } catch {
    return undefined;
  }
}

/** Writes one key, or removes it when there is nothing to keep; a full or blocked storage only loses the value. */
function write(storage: KeyValueStorage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the state stays in memory for this page.
  }
}

function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  write(storage, key, value === null ? null : JSON.stringify(value));
}

/** The locale saved under lang, when it is one of ours. */
export function readStoredLocale(storage: StoreStorage): Locale | undefined {
  return read(storage.local, STORAGE_KEYS.lang, parseLocale);
}

/** Saves the locale under lang (spec 4): only an explicit change is saved, a detected locale is not. */
export function saveLocale(storage: StoreStorage, locale: Locale): void {
  write(storage.local, STORAGE_KEYS.lang, locale);
}

/** The cart slice at start: the session's selection when it holds one, else none yet (the first cart load ticks the default). */
function cartFromSession(selected: readonly string[] | undefined): CartState {
  const initial = cartSlice.getInitialState();
  return selected === undefined ? initial : { ...initial, selected, selectionKept: true };
}

/** Reads every persisted slice; each key is checked on its own, and garbage in one never stops the others. */
export function readPersistedState({ local, session }: StoreStorage): PersistedState {
  const token = read(local, STORAGE_KEYS.token, parseToken);
  const authorized = read(local, STORAGE_KEYS.authorized, parseFlag);
  // A login flag without a token is a session that is gone.
  if (token === undefined && authorized !== undefined) write(local, STORAGE_KEYS.authorized, null);
  const locale = readStoredLocale({ local, session });
  const checkout = checkoutSlice.getInitialState();
  return {
    auth: token === undefined ? authSlice.getInitialState() : { token, authorized: authorized === true },
    ageGate: { verified: read(session, STORAGE_KEYS.ageVerified, parseFlag) === true },
    cart: cartFromSession(read(session, STORAGE_KEYS.cartSelected, parseKeys)),
    exchangeRate: read(local, STORAGE_KEYS.exchangeRate, parseExchangeRate) ?? exchangeRateSlice.getInitialState(),
    checkout: {
      ...checkout,
      qrCode: read(session, STORAGE_KEYS.qrCode, parseQrCode) ?? checkout.qrCode,
      placed: read(session, STORAGE_KEYS.placedPurchase, parsePlacedPurchase) ?? checkout.placed,
      trackedPurchaseIds: read(session, STORAGE_KEYS.trackedPurchases, parseKeys) ?? checkout.trackedPurchaseIds,
    },
    ...(locale === undefined ? {} : { locale: { value: locale } }),
  };
}

/** Writes the keys whose slice part changed between two states; empty values remove their key. */
export function writePersistedState(
  { local, session }: StoreStorage,
  current: Omit<PersistedState, 'locale'>,
  previous: Omit<PersistedState, 'locale'>,
): void {
  if (current.auth !== previous.auth) {
    write(local, STORAGE_KEYS.token, current.auth.token);
    write(local, STORAGE_KEYS.authorized, current.auth.authorized ? 'true' : null);
  }
  if (current.exchangeRate !== previous.exchangeRate) {
    writeJson(local, STORAGE_KEYS.exchangeRate, current.exchangeRate.fetchedAt === null ? null : current.exchangeRate);
  }
  if (current.ageGate !== previous.ageGate) {
    write(session, STORAGE_KEYS.ageVerified, current.ageGate.verified ? 'true' : null);
  }
  if (current.cart.selected !== previous.cart.selected || current.cart.selectionKept !== previous.cart.selectionKept) {
    // An empty choice is kept too: unticking every line must not tick them all again on reload.
    writeJson(session, STORAGE_KEYS.cartSelected, current.cart.selectionKept ? current.cart.selected : null);
  }
  const { checkout } = current;
  if (checkout.qrCode !== previous.checkout.qrCode) writeJson(session, STORAGE_KEYS.qrCode, checkout.qrCode);
  if (checkout.placed !== previous.checkout.placed) writeJson(session, STORAGE_KEYS.placedPurchase, checkout.placed);
  if (checkout.trackedPurchaseIds !== previous.checkout.trackedPurchaseIds) {
    const ids = checkout.trackedPurchaseIds;
    writeJson(session, STORAGE_KEYS.trackedPurchases, ids.length === 0 ? null : ids);
  }
}
