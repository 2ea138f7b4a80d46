import { useFormikContext } from 'formik';
import { useCallback, useEffect, useRef } from 'react';
import type { UserInfo } from '@storefront/api-contract';
import type { CheckoutShippingValues, ShippingMethod } from '@storefront/domain';
import { selectUser } from '@storefront/store';
import { useAppSelector, useShopQuery } from '@storefront/store/react';
import { HOME_COUNTRY } from './checkout-prefetch.js';

const isEmpty = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * What a member's profile fills in a checkout form: the recipient's name, mobile (with its calling
 * code) and e-mail, each only where the form's field is still empty, so nothing typed is overwritten.
 */
export function profilePrefill(values: CheckoutShippingValues, profile: UserInfo): Partial<CheckoutShippingValues> {
  const mobile = profile.phone_code !== '' && profile.phone_number !== '' && isEmpty(values.recipient_mobile);
  return {
    ...(isEmpty(values.recipient_name) && profile.account_name.trim() !== '' ? { recipient_name: profile.account_name } : {}),
    ...(mobile ? { recipient_phone_code: profile.phone_code, recipient_mobile: profile.phone_number } : {}),
    ...(isEmpty(values.recipient_email) && profile.email !== undefined ? { recipient_email: profile.email } : {}),
  };
}

/**
 * The shipping method of the member's last order, when none is chosen yet and it can serve the
 * destination (convenience-store pickup is Taiwan's only).
 */
export function methodPrefill(values: CheckoutShippingValues, last: ShippingMethod | null): Partial<CheckoutShippingValues> {
  if (last === null || !isEmpty(values.shipping_method)) return {};
  if (last === 'cvs_pickup' && (values.country_code ?? '').toUpperCase() !== HOME_COUNTRY) return {};
  return { shipping_method: last };
}

/**
 * Starts a member's checkout filled (issue 34): the profile's name, mobile and e-mail and the last
 * order's shipping method go into the fields still empty, each once per visit, as each answers.
 * Call inside the checkout's Formik, for members only (the last method is a member's call).
 */
export function useCheckoutPrefill(): void {
  const { values, setFieldValue } = useFormikContext<CheckoutShippingValues>();
  const profile = useAppSelector(selectUser);
  const last = useShopQuery('getLastShippingMethod', undefined).data;
  const filled = useRef({ profile: false, method: false });
  // Field by field, so a field the shopper is typing in meanwhile is left as it is.
  const fill = useCallback(
    (changes: Partial<CheckoutShippingValues>) => {
      for (const [field, value] of Object.entries(changes)) void setFieldValue(field, value);
    },
    [setFieldValue],
  );
  useEffect(() => {
    if (profile === null || filled.current.profile) return;
    filled.current.profile = true;
    fill(profilePrefill(values, profile));
  }, [profile, values, fill]);
  useEffect(() => {
    if (last === undefined || filled.current.method) return;
    filled.current.method = true;
    fill(methodPrefill(values, last.shipping_method));
  }, [last, values, fill]);
}
