import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type AddressBookEntry, type AddressBookEntryBody, ErrorCode } from '@storefront/api-contract';
import { ADDRESS_BOOK_MAX_ENTRIES, addressBookEntrySchema, isValidPhoneNumber, validateForm } from '@storefront/domain';
import type { Database } from '../db/client.js';
import { addressBook, members } from '../db/schema.js';
import { ContractError } from '../errors.js';
import { phoneNumberRules } from './system.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Row = typeof addressBook.$inferSelect;

function toEntry(row: Row): AddressBookEntry {
  return {
    address_id: row.addressId,
    label: row.label,
    recipient_name: row.recipientName,
    recipient_phone_code: row.recipientPhoneCode,
    recipient_mobile: row.recipientMobile,
    country_code: row.countryCode,
    shipping_method: row.shippingMethod,
    customs_id: row.customsId,
    city: row.city,
    area: row.area,
    address: row.address,
    postal_code: row.postalCode,
    pickup_store: row.pickupStore,
    is_default: row.isDefault,
    updated_at: row.updatedAt.getTime(),
  };
}

/** The one row a write returned, as an entry; none means the entry went away meanwhile. */
function stored([row]: Row[]): AddressBookEntry {
  if (row === undefined) throw new ContractError(ErrorCode.NOT_FOUND);
  return toEntry(row);
}

/**
 * The entry's columns once the domain's addressBookEntrySchema (the checkout's rules) accepts the
 * body: ADDRESS_INVALID with each failing field's message key otherwise. A pickup entry keeps its
 * store (and the store's address, which the checkout's order carries); home delivery keeps no store.
 */
function columnsOf(body: AddressBookEntryBody) {
  const result = validateForm(addressBookEntrySchema, body);
  if (!result.valid) {
    const fields = Object.fromEntries(Object.entries(result.errors).map(([path, message]) => [path, message.key]));
    throw new ContractError(ErrorCode.ADDRESS_INVALID, { fields });
  }
  const entry = result.value;
  const pickup = entry.shipping_method === 'cvs_pickup';
  return {
    label: entry.label ?? '',
    recipientName: entry.recipient_name ?? '',
    recipientPhoneCode: entry.recipient_phone_code ?? '',
    recipientMobile: entry.recipient_mobile ?? '',
    countryCode: entry.country_code ?? '',
    shippingMethod: pickup ? ('cvs_pickup' as const) : ('home_delivery' as const),
    customsId: entry.customs_id ?? '',
    city: entry.city ?? '',
    area: entry.area ?? '',
    address: entry.address ?? '',
    postalCode: entry.postal_code ?? '',
    pickupStore: pickup ? (body.pickup_store ?? null) : null,
  };
}

/** columnsOf, and the mobile checked against its calling code as checkout checks it: PHONE_NUMBER_INVALID otherwise. */
async function checkedColumns(db: Database, body: AddressBookEntryBody) {
  const columns = columnsOf(body);
  if (
    columns.recipientMobile !== '' &&
    !isValidPhoneNumber(await phoneNumberRules(db), columns.recipientPhoneCode, columns.recipientMobile)
  ) {
    throw new ContractError(ErrorCode.PHONE_NUMBER_INVALID);
  }
  return columns;
}

/**
 * Runs a change of one member's address book with the member's row locked, so that changes of the
 * same book (two tabs setting different defaults, two adds at the cap) take turns: the cap and the
 * one default hold under concurrency, the partial unique index backing the latter.
 */
function inMemberBook<T>(db: Database, userId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ userId: members.userId }).from(members).where(eq(members.userId, userId)).for('update');
    return work(tx);
  });
}

async function clearDefault(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(addressBook)
    .set({ isDefault: false })
    .where(and(eq(addressBook.userId, userId), eq(addressBook.isDefault, true)));
}

async function mine(tx: Transaction, userId: string, addressId: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(addressBook)
    .where(and(eq(addressBook.userId, userId), eq(addressBook.addressId, addressId)));
  // Another member's entry answers as a missing one: its existence is not this member's to know.
  if (row === undefined) throw new ContractError(ErrorCode.NOT_FOUND);
  return row;
}

/** The member's address book: the default first, then the oldest first. */
export async function listAddresses(db: Database, userId: string): Promise<AddressBookEntry[]> {
  const rows = await db
    .select()
    .from(addressBook)
    .where(eq(addressBook.userId, userId))
    .orderBy(desc(addressBook.isDefault), asc(addressBook.createdAt), asc(addressBook.addressId));
  return rows.map(toEntry);
}

/** Adds an entry: ADDRESS_BOOK_FULL at the cap; the first entry, or one sent with is_default, becomes the default. */
export async function createAddress(db: Database, userId: string, body: AddressBookEntryBody): Promise<AddressBookEntry> {
  const columns = await checkedColumns(db, body);
  return inMemberBook(db, userId, async (tx) => {
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(addressBook)
      .where(eq(addressBook.userId, userId));
    const count = counted?.count ?? 0;
    if (count >= ADDRESS_BOOK_MAX_ENTRIES) throw new ContractError(ErrorCode.ADDRESS_BOOK_FULL);
    const isDefault = body.is_default === true || count === 0;
    if (isDefault) await clearDefault(tx, userId);
    return stored(
      await tx
        .insert(addressBook)
        .values({ addressId: randomUUID().replaceAll('-', ''), userId, ...columns, isDefault })
        .returning(),
    );
  });
}

/** Replaces one of the member's entries; is_default true makes it the default, false stops it being one, absent keeps it. */
export async function updateAddress(
  db: Database,
  userId: string,
  addressId: string,
  body: AddressBookEntryBody,
): Promise<AddressBookEntry> {
  const columns = await checkedColumns(db, body);
  return inMemberBook(db, userId, async (tx) => {
    const current = await mine(tx, userId, addressId);
    const isDefault = body.is_default ?? current.isDefault;
    if (isDefault && !current.isDefault) await clearDefault(tx, userId);
    return stored(
      await tx
        .update(addressBook)
        .set({ ...columns, isDefault, updatedAt: sql`now()` })
        .where(eq(addressBook.addressId, addressId))
        .returning(),
    );
  });
}

/** Makes one of the member's entries the default; the previous default stops being it in the same transaction. */
export async function setDefaultAddress(db: Database, userId: string, addressId: string): Promise<AddressBookEntry> {
  return inMemberBook(db, userId, async (tx) => {
    const current = await mine(tx, userId, addressId);
    if (current.isDefault) return toEntry(current);
    await clearDefault(tx, userId);
    return stored(
      await tx
        .update(addressBook)
        .set({ isDefault: true, updatedAt: sql`now()` })
        .where(eq(addressBook.addressId, addressId))
        .returning(),
    );
  });
}

/** Deletes one of the member's entries; when it was the default, the oldest remaining entry becomes the default. */
export async function deleteAddress(db: Database, userId: string, addressId: string): Promise<void> {
  await inMemberBook(db, userId, async (tx) => {
    const current = await mine(tx, userId, addressId);
    await tx.delete(addressBook).where(eq(addressBook.addressId, addressId));
    if (!current.isDefault) return;
    const [oldest] = await tx
      .select({ addressId: addressBook.addressId })
      .from(addressBook)
      .where(eq(addressBook.userId, userId))
      .orderBy(asc(addressBook.createdAt), asc(addressBook.addressId))
      .limit(1);
    if (oldest !== undefined) await tx.update(addressBook).set({ isDefault: true }).where(eq(addressBook.addressId, oldest.addressId));
  });
}
