import type { PersistConfig, Storage as PersistStorage } from 'redux-persist';
import { FLUSH } from 'redux-persist/es/constants';
import createTransform from 'redux-persist/es/createTransform';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import type { AnalyticsLine } from '@storefront/analytics';
import { CVS_BRANDS, type CurrencyRate, type CvsBrand, type QrCodeData } from '@storefront/api-contract';
import { isSupportedLocale, type Locale, PAYMENT_METHODS, SHIPPING_METHODS } from '@storefront/domain';
import type { AgeGateState } from './age-gate-slice.js';
import type { AuthState } from './auth-slice.js';
import type { CartState } from './cart-slice.js';
import type { CheckoutDraft, CheckoutState, PlacedPurchase } from './checkout-slice.js';
import type { StoreStorage } from './deps.js';
import type { ExchangeRateState } from './exchange-rate-slice.js';
import type { LocaleState } from './locale-slice.js';
import type { AppStartListening, RootState } from './root-reducer.js';

/**
 * The storage keys (spec 4). localStorage: token, authorized, exchangeRate, lang. sessionStorage:
 * ageVerified, cartSelected, qrCode, placedPurchase, trackedPurchases, and the shop's own
 * checkoutDraft (a visitor's checkout typing). lang, token and the flags hold bare strings ('true'
 * for a flag), the others JSON.
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
  checkoutDraft: 'checkoutDraft',
} as const;

/** One of spec 4's storage keys. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

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

/**
 * The longest text a draft field may hold: the checkout's longest field, the address (domain's
 * ADDRESS_MAX_LENGTH, not imported: its module carries the form schemas, which the store's
 * startup code must not load).
 */
const DRAFT_TEXT_MAX_LENGTH = 200;

/** The draft's text fields. */
const DRAFT_TEXTS = [
  'recipient_name',
  'recipient_phone_code',
  'recipient_mobile',
  'recipient_email',
  'country_code',
  'city',
  'area',
  'address',
  'postal_code',
] as const;

function isDraftText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= DRAFT_TEXT_MAX_LENGTH;
}

const parsePickupStore = (value: unknown): CheckoutDraft['pickup_store'] | undefined => {
  if (value === null) return null;
  if (!isRecord(value) || !(CVS_BRANDS as readonly unknown[]).includes(value.cvs_brand)) return undefined;
  if (!isText(value.store_id) || !isText(value.store_name) || !isDraftText(value.store_id) || !isDraftText(value.store_name)) {
    return undefined;
  }
  return { cvs_brand: value.cvs_brand as CvsBrand, store_id: value.store_id, store_name: value.store_name };
};

/** A draft only when every field is there and of its kind; anything else (another shape, an unknown method) is no draft. */
const parseCheckoutDraft = json((value): CheckoutDraft | undefined => {
  if (!isRecord(value) || !DRAFT_TEXTS.every((field) => isDraftText(value[field]))) return undefined;
  const method = value.shipping_method;
  if (method !== '' && !(SHIPPING_METHODS as readonly unknown[]).includes(method)) return undefined;
  const pickup = parsePickupStore(value.pickup_store);
  if (pickup === undefined) return undefined;
  const texts = Object.fromEntries(DRAFT_TEXTS.map((field) => [field, value[field] as string])) as Record<
    (typeof DRAFT_TEXTS)[number],
    string
  >;
  return { ...texts, shipping_method: method as CheckoutDraft['shipping_method'], pickup_store: pickup };
});

/**
 * The stored texts of one slice by spec 4 key, as the storages hold them: a text is written, null
 * removes the key (nothing to keep), a key left out is left as it is.
 */
type StoredTexts = Partial<Record<StorageKey, string | null>>;

/** How one persisted slice is laid out in the storages: its keys, and its state to texts and back. */
interface SliceLayout<S> {
  readonly storage: keyof StoreStorage;
  readonly keys: readonly StorageKey[];
  /** The texts that keep this state. */
  save(state: S): StoredTexts;
  /** The part of the state the stored texts hold; a text that does not parse gives nothing. */
  load(texts: StoredTexts): Partial<S>;
}

/** Runs a parser over a stored text, if there is one. */
function parsed<T>(raw: string | null | undefined, parse: Parse<T>): T | undefined {
  return raw === null || raw === undefined ? undefined : parse(raw);
}

/** A JSON text, or null (the key is removed) when there is nothing to keep. */
function jsonOrNull(value: unknown): string | null {
  return value === null ? null : JSON.stringify(value);
}

/** The persisted slices and spec 4's keys each one is kept under. */
const LAYOUT: {
  readonly auth: SliceLayout<AuthState>;
  readonly exchangeRate: SliceLayout<ExchangeRateState>;
  readonly locale: SliceLayout<LocaleState>;
  readonly ageGate: SliceLayout<AgeGateState>;
  readonly cart: SliceLayout<CartState>;
  readonly checkout: SliceLayout<CheckoutState>;
} = {
  auth: {
    storage: 'local',
    keys: [STORAGE_KEYS.token, STORAGE_KEYS.authorized],
    save: ({ token, authorized }) => ({ token, authorized: authorized ? 'true' : null }),
    load: (texts) => {
      const token = parsed(texts.token, parseToken);
      // A login flag without a token is a session that is gone: it is not loaded, and so removed.
      return token === undefined ? {} : { token, authorized: parsed(texts.authorized, parseFlag) === true };
    },
  },
  exchangeRate: {
    storage: 'local',
    keys: [STORAGE_KEYS.exchangeRate],
    save: (state) => ({ exchangeRate: state.fetchedAt === null ? null : JSON.stringify(state) }),
    load: (texts) => parsed(texts.exchangeRate, parseExchangeRate) ?? {},
  },
  locale: {
    storage: 'local',
    keys: [STORAGE_KEYS.lang],
    // Only the shopper's own choice is kept: a detected locale follows the browser on the next visit.
    save: ({ value, chosen }) => ({ lang: chosen === true ? value : null }),
    load: (texts) => {
      const value = parsed(texts.lang, parseLocale);
      return value === undefined ? {} : { value, chosen: true };
    },
  },
  ageGate: {
    storage: 'session',
    keys: [STORAGE_KEYS.ageVerified],
    save: ({ verified }) => ({ ageVerified: verified ? 'true' : null }),
    load: (texts) => (parsed(texts.ageVerified, parseFlag) === true ? { verified: true } : {}),
  },
  cart: {
    storage: 'session',
    keys: [STORAGE_KEYS.cartSelected],
    // An empty choice is kept too: unticking every line must not tick them all again on reload.
    save: ({ selected, selectionKept }) => ({ cartSelected: selectionKept ? JSON.stringify(selected) : null }),
    load: (texts) => {
      const selected = parsed(texts.cartSelected, parseKeys);
      return selected === undefined ? {} : { selected, selectionKept: true };
    },
  },
  checkout: {
    storage: 'session',
    keys: [STORAGE_KEYS.qrCode, STORAGE_KEYS.placedPurchase, STORAGE_KEYS.trackedPurchases, STORAGE_KEYS.checkoutDraft],
    save: ({ qrCode, placed, trackedPurchaseIds, draft }) => ({
      qrCode: jsonOrNull(qrCode),
      placedPurchase: jsonOrNull(placed),
      trackedPurchases: trackedPurchaseIds.length === 0 ? null : JSON.stringify(trackedPurchaseIds),
      checkoutDraft: jsonOrNull(draft),
    }),
    load: (texts) => {
      const qrCode = parsed(texts.qrCode, parseQrCode);
      const placed = parsed(texts.placedPurchase, parsePlacedPurchase);
      const trackedPurchaseIds = parsed(texts.trackedPurchases, parseKeys);
      const draft = parsed(texts.checkoutDraft, parseCheckoutDraft);
      return {
        ...(qrCode === undefined ? {} : { qrCode }),
        ...(placed === undefined ? {} : { placed }),
        ...(trackedPurchaseIds === undefined ? {} : { trackedPurchaseIds }),
        ...(draft === undefined ? {} : { draft }),
      };
    },
  },
};

/** The slices redux-persist keeps, each under its own spec 4 keys. */
export type PersistedSlice = keyof typeof LAYOUT;

/** The names of the persisted slices. */
export const PERSISTED_SLICES = Object.keys(LAYOUT) as readonly PersistedSlice[];

/** The texts of every persisted slice, as redux-persist hands them to its storage and back. */
type StoredSlices = Partial<Record<PersistedSlice, StoredTexts>>;

/** The layout of one slice, typed loosely: redux-persist passes any slice by name. */
function layoutOf(slice: string): SliceLayout<unknown> | undefined {
  return (LAYOUT as Record<string, SliceLayout<unknown> | undefined>)[slice];
}

/**
 * The storage redux-persist writes through: instead of one blob under one key, each slice's texts
 * go under spec 4's keys in the storage its layout names, the values shoppers' browsers already
 * hold. A key is written only when its text differs from the one last read or written here, so
 * a change of one slice leaves the keys of the others (maybe changed by another tab) alone. A
 * storage that throws (disabled, full) reads as empty and loses the write.
 */
function specKeyStorage(storages: StoreStorage): PersistStorage {
  const known = new Map<StorageKey, string | null>();
  const readKey = (storage: keyof StoreStorage, key: StorageKey): string | null => {
    try {
      const raw = storages[storage].getItem(key);
      known.set(key, raw);
      return raw;
    } catch {
      return null;
    }
  };
  const writeKey = (storage: keyof StoreStorage, key: StorageKey, text: string | null): void => {
    if (known.has(key) && known.get(key) === text) return;
    known.set(key, text);
    try {
      if (text === null) storages[storage].removeItem(key);
      else storages[storage].setItem(key, text);
    } catch {
      // Quota exceeded or storage disabled: the state stays in memory for this page.
    }
  };
  return {
    getItem: () => {
      const slices: StoredSlices = {};
      for (const slice of PERSISTED_SLICES) {
        const { storage, keys } = LAYOUT[slice];
        slices[slice] = Object.fromEntries(keys.map((key) => [key, readKey(storage, key)]));
      }
      return Promise.resolve(slices);
    },
    setItem: (_key: string, slices: StoredSlices) => {
      for (const [slice, texts] of Object.entries(slices)) {
        const storage = layoutOf(slice)?.storage;
        if (storage === undefined || texts === undefined) continue;
        for (const [key, text] of Object.entries(texts) as [StorageKey, string | null | undefined][]) {
          if (text !== undefined) writeKey(storage, key, text);
        }
      }
      return Promise.resolve();
    },
    removeItem: () => {
      for (const slice of PERSISTED_SLICES) {
        const { storage, keys } = LAYOUT[slice];
        for (const key of keys) writeKey(storage, key, null);
      }
      return Promise.resolve();
    },
  };
}

/**
 * The way in and out of storage for every persisted slice: out of storage, each stored text is
 * parsed and checked, and what does not pass is left out, so the slice keeps its initial value
 * (and the rewrite after rehydration removes the key); into storage, the slice becomes its texts.
 */
const specKeyTransform = createTransform<unknown, StoredTexts>(
  (state, slice) => layoutOf(String(slice))?.save(state) ?? {},
  (texts, slice) => layoutOf(String(slice))?.load(texts ?? {}) ?? {},
);

/**
 * The redux-persist config of the store: the persisted slices under spec 4's keys in the two
 * storages, each value checked on the way in. Stored values are merged over the slices' initial or
 * preloaded state, one level deep. The stored texts are the storage's own (no JSON blob around
 * them), hence no serialising; reading is synchronous, hence no timeout.
 */
export function persistConfig(storages: StoreStorage): PersistConfig<RootState> & { readonly deserialize: false } {
  return {
    key: 'storefront',
    storage: specKeyStorage(storages),
    whitelist: [...PERSISTED_SLICES],
    transforms: [specKeyTransform],
    stateReconciler: autoMergeLevel2,
    serialize: false,
    deserialize: false,
    timeout: 0,
  };
}

/**
 * Writes a change of a persisted slice at once (spec 4). redux-persist writes on a timer, and a
 * listener may leave the page (the locale's reload): add this before every other listener.
 */
export function addPersistenceListeners(startListening: AppStartListening): void {
  startListening({
    predicate: (_action, current, previous) => PERSISTED_SLICES.some((slice) => current[slice] !== previous[slice]),
    effect: (_action, { dispatch, extra }) => {
      if (extra.storage) dispatch({ type: FLUSH, result: () => undefined });
    },
  });
}
