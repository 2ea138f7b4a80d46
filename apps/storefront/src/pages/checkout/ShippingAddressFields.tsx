import { useFormikContext } from 'formik';
import { CUSTOMS_COUNTRIES, type CustomsCountry, formatValidationMessage, requiresCustomsId } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { AddressFields, type AddressRegion, CustomsIdField } from '@storefront/ui';
import { HOME_COUNTRY } from './checkout-prefetch.js';

/** The lists the address fields draw from, as useCheckoutLists answers them. */
export interface ShippingAddressLists {
  readonly countries: readonly { readonly country_code: string; readonly display_name: string }[] | undefined;
  readonly phones: readonly { readonly country_code: string; readonly phone_code: string; readonly display_name: string }[] | undefined;
  readonly taiwan: readonly { readonly cities: readonly AddressCity[] }[] | undefined;
}

interface AddressCity {
  readonly display_name: string;
  readonly districts: readonly { readonly display_name: string; readonly postal_code: string }[];
}

/** Taiwan's counties and their areas with postal codes, as AddressFields and the pickup store field choose them. */
export function taiwanRegions(taiwan: ShippingAddressLists['taiwan']): AddressRegion[] {
  return (taiwan?.[0]?.cities ?? []).map((city) => ({
    value: city.display_name,
    label: city.display_name,
    areas: city.districts.map((district) => ({
      value: district.display_name,
      label: district.display_name,
      postalCode: district.postal_code,
    })),
  }));
}

/**
 * The recipient, the destination and its address (or only the recipient for store pickup), and the
 * customs ID the destination asks for: the checkout's fields, which the address book's form uses too.
 */
export function ShippingAddressFields({
  lists,
  homeDelivery,
  withEmail,
}: {
  readonly lists: ShippingAddressLists;
  readonly homeDelivery: boolean;
  readonly withEmail?: boolean;
}) {
  const { t } = useTranslation();
  const { values } = useFormikContext<{ readonly country_code?: string }>();
  const country = (values.country_code ?? '').toUpperCase();
  const customsLabels = Object.fromEntries(CUSTOMS_COUNTRIES.map((code) => [code, t(`checkout.customsId.${code}`)])) as Record<
    CustomsCountry,
    string
  >;
  const translateError = (message: Parameters<typeof formatValidationMessage>[0]) =>
    formatValidationMessage(message, (key, params) => t(key, params));
  return (
    <>
      <AddressFields
        countries={(lists.countries ?? []).map((entry) => ({ value: entry.country_code, label: entry.display_name }))}
        phoneCodes={(lists.phones ?? []).map((phone) => ({ value: phone.phone_code, label: `${phone.display_name} ${phone.phone_code}` }))}
        phoneCodeFor={(code) => lists.phones?.find((phone) => phone.country_code === code)?.phone_code}
        regions={{ [HOME_COUNTRY]: taiwanRegions(lists.taiwan) }}
        homeDelivery={homeDelivery}
        withEmail={withEmail}
        translateError={translateError}
        labels={{
          recipientName: t('label.recipientName'),
          phoneCode: t('label.phoneCode'),
          mobile: t('label.recipientMobile'),
          email: t('label.recipientEmail'),
          country: t('label.country'),
          city: t('label.city'),
          area: t('label.area'),
          address: t('label.address'),
          postalCode: t('label.postalCode'),
          chooseCountry: t('checkout.chooseCountry'),
          chooseCity: t('checkout.chooseCity'),
          chooseArea: t('checkout.chooseArea'),
          englishOnly: t('checkout.englishOnlyHint'),
        }}
      />
      <CustomsIdField
        required={requiresCustomsId(country) ? true : undefined}
        translateError={translateError}
        labels={{ idLabels: customsLabels, idNumber: t('label.idNumber'), hint: t('checkout.customsHint') }}
      />
    </>
  );
}
