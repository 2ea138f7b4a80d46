import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { ADDRESS_BOOK_MAX_ENTRIES, type CheckoutShippingValues } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { useShopQuery } from '@storefront/store/react';
import { Checkbox, Select } from '@storefront/ui';
import { checkoutFieldsOf, isBlankShipping, matchingEntry } from '../member/address-book-entry.js';
import { useEntryText } from '../member/use-entry-text.js';
import type { AddressBookSave } from './AddressBookPicker.js';

/** The address fields a "new address" clears, so the member types one from scratch. */
const ADDRESS_PARTS = { customs_id: '', city: '', area: '', address: '', postal_code: '', pickup_store: null } as const;

/**
 * A member's address book at checkout: the default entry fills the recipient, the destination and
 * the shipping method once, when the address is still empty; the picker chooses another entry or a
 * new address, which can be saved to the book after the order.
 */
export function AddressBookChoice({ save }: { readonly save: AddressBookSave }) {
  const { t } = useTranslation();
  const text = useEntryText();
  const addresses = useShopQuery('listAddresses', undefined);
  const { values, setValues } = useFormikContext<CheckoutShippingValues>();
  const filled = useRef(false);
  const entries = addresses.data;
  const chosen = entries === undefined ? '' : (matchingEntry(values, entries)?.address_id ?? '');

  useEffect(() => {
    if (filled.current || entries === undefined) return;
    filled.current = true;
    const preferred = entries.find((entry) => entry.is_default);
    if (preferred === undefined || !isBlankShipping(values)) return;
    void setValues({ ...values, ...checkoutFieldsOf(preferred) });
  }, [entries, values, setValues]);

  // Without entries (or while they load, or when they failed) the form is the checkout's own.
  if (entries === undefined) return null;
  return (
    <div className="sf-checkout__address-book">
      {entries.length === 0 ? null : (
        <Select
          label={t('addressBook.pick')}
          value={chosen}
          placeholder={t('addressBook.pickPlaceholder')}
          options={entries.map((entry) => ({ value: entry.address_id, label: `${text.name(entry)} · ${text.destination(entry)}` }))}
          onChange={(event) => {
            const entry = entries.find((candidate) => candidate.address_id === event.target.value);
            void setValues({ ...values, ...(entry === undefined ? ADDRESS_PARTS : checkoutFieldsOf(entry)) });
          }}
        />
      )}
      {chosen === '' && entries.length < ADDRESS_BOOK_MAX_ENTRIES ? (
        <Checkbox
          label={t('addressBook.saveAtCheckout')}
          checked={save.wanted}
          onChange={(event) => save.setWanted(event.target.checked)}
        />
      ) : null}
    </div>
  );
}
