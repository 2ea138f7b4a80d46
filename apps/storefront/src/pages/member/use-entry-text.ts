import type { AddressBookEntry } from '@storefront/api-contract';
import { requiresEnglishAddress } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';

/** How an address book entry reads in the current language: its name, its recipient, where it goes. */
export function useEntryText() {
  const { t } = useTranslation();
  return {
    /** The member's label, else the recipient's name. */
    name: (entry: AddressBookEntry) => (entry.label.trim() === '' ? entry.recipient_name : entry.label),
    recipient: (entry: AddressBookEntry) => `${entry.recipient_name} · ${entry.recipient_phone_code} ${entry.recipient_mobile}`,
    destination: (entry: AddressBookEntry) => {
      if (entry.shipping_method === 'cvs_pickup' && entry.pickup_store !== null) {
        const store = t('addressBook.store', {
          store: entry.pickup_store.store_name,
          brand: t(`checkout.cvsBrand.${entry.pickup_store.cvs_brand}`),
        });
        return `${t('checkout.shippingMethod.cvs_pickup')}: ${store}`;
      }
      // Overseas addresses read in English order, smallest part first; Taiwan's and China's the other way.
      const parts = requiresEnglishAddress(entry.country_code)
        ? [entry.address, entry.area, entry.city, entry.postal_code, entry.country_code]
        : [entry.postal_code, `${entry.city}${entry.area}${entry.address}`];
      return parts.filter((part) => part.trim() !== '').join(requiresEnglishAddress(entry.country_code) ? ', ' : ' ');
    },
  };
}
