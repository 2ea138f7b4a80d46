import { lazy, Suspense, useState } from 'react';
import type { CheckoutShippingValues } from '@storefront/domain';
import { useShopMutation } from '@storefront/store/react';
import { entryFromCheckout } from '../member/address-book-entry.js';

/** Whether the checkout's new address goes into the member's address book once the order is placed. */
export interface AddressBookSave {
  readonly wanted: boolean;
  readonly setWanted: (wanted: boolean) => void;
  /** Saves the address when wanted; a refusal (a full book, say) is toasted and never stops the order, already placed. */
  readonly afterOrder: (values: CheckoutShippingValues) => Promise<void>;
}

/** The checkout's "save this address to my address book" choice and the save after the order. */
export function useAddressBookSave(): AddressBookSave {
  const [wanted, setWanted] = useState(false);
  const [createAddress] = useShopMutation('createAddress');
  return {
    wanted,
    setWanted,
    afterOrder: async (values) => {
      if (wanted) await createAddress(entryFromCheckout(values)).catch(() => undefined);
    },
  };
}

// Loaded after the form: a member's picker is not what the checkout's first paint needs.
const AddressBookChoice = lazy(async () => ({ default: (await import('./AddressBookChoice.js')).AddressBookChoice }));

/**
 * A member's address book at checkout (AddressBookChoice, loaded on its own): the default entry
 * fills the address while it is empty, a picker chooses another entry or a new address.
 */
export function AddressBookPicker({ save }: { readonly save: AddressBookSave }) {
  return (
    <Suspense fallback={null}>
      <AddressBookChoice save={save} />
    </Suspense>
  );
}
