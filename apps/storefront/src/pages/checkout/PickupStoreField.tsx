import { useFormikContext } from 'formik';
import { useState } from 'react';
import { CVS_BRANDS, type CvsBrand, type TwCvsStore } from '@storefront/api-contract';
import { formatValidationMessage, isValidationMessage } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { useShopQuery } from '@storefront/store/react';
import { Select, type SelectOption } from '@storefront/ui';

interface PickupValues {
  readonly pickup_store: { readonly cvs_brand: CvsBrand; readonly store_id: string } | null;
  readonly city: string;
}

/**
 * The Taiwan convenience store a pickup order goes to: the chain and the county or city narrow
 * the system/tw-cvs list, then one store is chosen. Choosing it fills pickup_store and, as the
 * parcel's address, city, area and address.
 */
export function PickupStoreField({ cities }: { readonly cities: readonly SelectOption[] }) {
  const { t } = useTranslation();
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<PickupValues>();
  // A store restored with the form (a visitor's draft) shows under its own chain.
  const [brand, setBrand] = useState<CvsBrand>(values.pickup_store?.cvs_brand ?? 'seven_eleven');
  const [city, setCity] = useState(values.city);
  const stores = useShopQuery('getTwCvsStores', city === '' ? { cvs_brand: brand } : { cvs_brand: brand, city });
  const error = touched.pickup_store ? (errors.pickup_store as unknown) : undefined;

  const choose = async (store: TwCvsStore | undefined) => {
    await setFieldValue(
      'pickup_store',
      store ? { cvs_brand: store.cvs_brand, store_id: store.store_id, store_name: store.store_name } : null,
    );
    await setFieldValue('city', store?.city ?? '', false);
    await setFieldValue('area', store?.area ?? '', false);
    await setFieldValue('address', store?.address ?? '', false);
    void setFieldTouched('pickup_store', true);
  };

  return (
    <div className="sf-checkout__pickup">
      <Select
        label={t('checkout.cvsChain')}
        value={brand}
        options={CVS_BRANDS.map((value) => ({ value, label: t(`checkout.cvsBrand.${value}`) }))}
        onChange={(event) => {
          setBrand(event.target.value as CvsBrand);
          void choose(undefined);
        }}
      />
      <Select
        label={t('field.city')}
        value={city}
        placeholder={t('checkout.chooseCity')}
        options={cities}
        onChange={(event) => {
          setCity(event.target.value);
          void choose(undefined);
        }}
      />
      <Select
        label={t('label.pickupStore')}
        name="pickup_store"
        required
        value={values.pickup_store?.store_id ?? ''}
        placeholder={t('checkout.chooseStore')}
        options={(stores.data ?? []).map((store) => ({ value: store.store_id, label: `${store.store_name} · ${store.address}` }))}
        aria-busy={stores.data === undefined}
        error={isValidationMessage(error) ? formatValidationMessage(error, (key, params) => t(key, params)) : undefined}
        onChange={(event) => void choose(stores.data?.find((store) => store.store_id === event.target.value))}
        onBlur={() => void setFieldTouched('pickup_store', true)}
      />
    </div>
  );
}
