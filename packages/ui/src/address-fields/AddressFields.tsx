import { useFormikContext } from 'formik';
import { type ChangeEvent, useId, useRef } from 'react';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  RECIPIENT_NAME_MAX_LENGTH,
  requiresEnglishAddress,
} from '@storefront/domain';
import type { TranslateError } from '../form-field/form-error-text.js';
import { FormField } from '../form-field/FormField.js';
import { cx } from '../forms-core/class-names.js';
import { Select, type SelectOption } from '../select/Select.js';
import './AddressFields.css';

/** An area (district) of a county or city, with the postal code it fills in when chosen. */
export interface AddressArea extends SelectOption {
  readonly postalCode?: string | undefined;
}

/** A county or city with its areas: where a country has them, both are chosen from lists. */
export interface AddressRegion extends SelectOption {
  readonly areas: readonly AddressArea[];
}

/** The fields AddressFields draws, named as in the order body and domain's checkoutShippingSchema. */
export type AddressFieldName =
  | 'recipient_name'
  | 'recipient_phone_code'
  | 'recipient_mobile'
  | 'recipient_email'
  | 'country_code'
  | 'city'
  | 'area'
  | 'address'
  | 'postal_code';

/** Texts of the address fields; the app passes them translated. */
export interface AddressFieldsLabels {
  readonly recipientName: string;
  readonly phoneCode: string;
  readonly mobile: string;
  readonly email: string;
  readonly country: string;
  readonly city: string;
  readonly area: string;
  readonly address: string;
  readonly postalCode: string;
  readonly chooseCountry: string;
  readonly chooseCity: string;
  readonly chooseArea: string;
  /** Above the address parts when the destination is overseas. */
  readonly englishOnly: string;
}

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  /** Destinations, value the ISO 3166-1 alpha-2 code. */
  readonly countries: readonly SelectOption[];
  /** Calling codes, value as the order body takes it, e.g. '+886'. */
  readonly phoneCodes: readonly SelectOption[];
  /** The calling code of a destination, if any: the phone code follows the chosen country until the shopper picks one. */
  readonly phoneCodeFor?: ((countryCode: string) => string | undefined) | undefined;
  /** Counties or cities and their areas by country code, e.g. `{ TW: taiwanRegions }`: chosen from lists there, typed elsewhere. */
  readonly regions?: Readonly<Partial<Record<string, readonly AddressRegion[]>>> | undefined;
  /** False for convenience-store pickup: only the recipient and the destination are asked. */
  readonly homeDelivery?: boolean | undefined;
  /** False where the form keeps no e-mail (an address book entry): the recipient email field is left out. */
  readonly withEmail?: boolean | undefined;
  readonly labels?: Partial<AddressFieldsLabels> | undefined;
  /** Turns domain's validation messages into text, e.g. `(error) => formatValidationMessage(error, t)`. */
  readonly translateError?: TranslateError | undefined;
  readonly className?: string | undefined;
}

const DEFAULT_LABELS: AddressFieldsLabels = {
  recipientName: 'Recipient name',
  phoneCode: 'Country code',
  mobile: 'Recipient mobile number',
  email: 'Recipient email',
  country: 'Country',
  city: 'County or city',
  area: 'Area',
  address: 'Detailed address',
  postalCode: 'Postal code',
  chooseCountry: 'Choose a country or region',
  chooseCity: 'Choose a county or city',
  chooseArea: 'Choose an area',
  englishOnly: 'Please enter in English only',
};

/**
 * The recipient's contact and destination of checkout, bound by name to the surrounding Formik
 * form. Choosing a destination clears what its lists made of the address, and sets the calling
 * code `phoneCodeFor` gives it while the shopper has not picked one.
 */
export function AddressFields({
  countries,
  phoneCodes,
  phoneCodeFor,
  regions = {},
  homeDelivery = true,
  withEmail = true,
  labels,
  translateError,
  className,
}: AddressFieldsProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const { values, setFieldValue } = useFormikContext<Partial<Record<AddressFieldName, unknown>>>();
  const noteId = useId();
  // Once the shopper picks a calling code it is theirs: another destination no longer changes it.
  const phoneCodePicked = useRef(false);
  const country = typeof values.country_code === 'string' ? values.country_code.toUpperCase() : '';
  const cityOptions = regions[country];
  const areaOptions = cityOptions?.find((city) => city.value === values.city)?.areas ?? [];
  const englishOnly = requiresEnglishAddress(country);
  const described = englishOnly ? noteId : undefined;

  // Formik validates on the last change only, once every value is in place.
  const clear = (...names: readonly AddressFieldName[]) =>
    names.forEach((name, index) => void setFieldValue(name, '', index === names.length - 1 ? undefined : false));

  const handleCountryChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value.toUpperCase();
    // A city or area chosen from one country's lists means nothing typed elsewhere, and back.
    if (next !== country && (cityOptions !== undefined || regions[next] !== undefined)) {
      clear('city', 'area', 'postal_code');
    }
    const phoneCode = phoneCodePicked.current ? undefined : phoneCodeFor?.(next);
    if (phoneCode !== undefined) void setFieldValue('recipient_phone_code', phoneCode);
  };
  const handleCityChange = () => clear('area', 'postal_code');
  const handleAreaChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const postalCode = areaOptions.find((area) => area.value === event.target.value)?.postalCode;
    if (postalCode !== undefined) void setFieldValue('postal_code', postalCode);
  };

  return (
    <div className={cx('sf-address-fields', className)}>
      <FormField
        name="recipient_name"
        label={text.recipientName}
        autoComplete="name"
        maxLength={RECIPIENT_NAME_MAX_LENGTH}
        translateError={translateError}
      />
      <div className="sf-address-fields__phone">
        <FormField
          name="recipient_phone_code"
          control={Select}
          label={text.phoneCode}
          options={phoneCodes}
          autoComplete="tel-country-code"
          onChange={() => {
            phoneCodePicked.current = true;
          }}
          translateError={translateError}
        />
        <FormField name="recipient_mobile" label={text.mobile} type="tel" autoComplete="tel-national" translateError={translateError} />
      </div>
      {withEmail ? (
        <FormField
          name="recipient_email"
          label={text.email}
          type="email"
          autoComplete="email"
          spellCheck={false}
          translateError={translateError}
        />
      ) : null}
      <FormField
        name="country_code"
        control={Select}
        label={text.country}
        options={countries}
        placeholder={text.chooseCountry}
        autoComplete="country"
        onChange={handleCountryChange}
        translateError={translateError}
      />
      {homeDelivery ? (
        <>
          {englishOnly ? (
            <p id={noteId} className="sf-address-fields__note">
              {text.englishOnly}
            </p>
          ) : null}
          <div className="sf-address-fields__pair">
            {cityOptions === undefined ? (
              <FormField
                name="city"
                label={text.city}
                autoComplete="address-level1"
                maxLength={CITY_MAX_LENGTH}
                aria-describedby={described}
                translateError={translateError}
              />
            ) : (
              <FormField
                name="city"
                control={Select}
                label={text.city}
                options={cityOptions}
                placeholder={text.chooseCity}
                autoComplete="address-level1"
                onChange={handleCityChange}
                translateError={translateError}
              />
            )}
            {cityOptions === undefined ? (
              <FormField
                name="area"
                label={text.area}
                autoComplete="address-level2"
                maxLength={CITY_MAX_LENGTH}
                aria-describedby={described}
                translateError={translateError}
              />
            ) : (
              <FormField
                name="area"
                control={Select}
                label={text.area}
                options={areaOptions}
                placeholder={text.chooseArea}
                disabled={areaOptions.length === 0}
                autoComplete="address-level2"
                onChange={handleAreaChange}
                translateError={translateError}
              />
            )}
          </div>
          <FormField
            name="address"
            label={text.address}
            autoComplete="street-address"
            maxLength={ADDRESS_MAX_LENGTH}
            aria-describedby={described}
            translateError={translateError}
          />
          <FormField
            name="postal_code"
            label={text.postalCode}
            className="sf-address-fields__postal-code"
            autoComplete="postal-code"
            maxLength={POSTAL_CODE_MAX_LENGTH}
            aria-describedby={described}
            translateError={translateError}
          />
        </>
      ) : null}
    </div>
  );
}
