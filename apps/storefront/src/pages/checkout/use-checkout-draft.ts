import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { type CheckoutShippingValues, SHIPPING_METHODS, type ShippingMethod } from '@storefront/domain';
import { type CheckoutDraft, checkoutDraftSaved, selectCheckoutDraft } from '@storefront/store';
import { useAppDispatch, useAppSelector } from '@storefront/store/react';
import { pickupStoreOf } from './checkout-order.js';

/**
 * The part of the checkout form a visitor's draft keeps: recipient, address, shipping method and
 * pickup store. The customs identity (an identity number), the payment method and the discount are
 * left out: they are typed again after a reload.
 */
export function draftOf(values: CheckoutShippingValues): CheckoutDraft {
  const method = values.shipping_method ?? '';
  return {
    recipient_name: values.recipient_name ?? '',
    recipient_phone_code: values.recipient_phone_code ?? '',
    recipient_mobile: values.recipient_mobile ?? '',
    recipient_email: values.recipient_email ?? '',
    country_code: values.country_code ?? '',
    city: values.city ?? '',
    area: values.area ?? '',
    address: values.address ?? '',
    postal_code: values.postal_code ?? '',
    shipping_method: (SHIPPING_METHODS as readonly string[]).includes(method) ? (method as ShippingMethod) : '',
    pickup_store: pickupStoreOf(values.pickup_store),
  };
}

/** The form's first values: the blank form with a visitor's draft over it (a member's form starts blank and is prefilled). */
export function useCheckoutStart(blank: CheckoutShippingValues, member: boolean): CheckoutShippingValues {
  const draft = useAppSelector(selectCheckoutDraft);
  const [start] = useState(() => (member || draft === null ? blank : { ...blank, ...draft }));
  return start;
}

/**
 * Keeps a visitor's checkout typing in the store's draft (sessionStorage) as it changes, so a reload
 * of the page starts where the visitor was; the store removes it once the order is placed and when
 * a session starts or ends. A form left as it started writes nothing. Call inside the checkout's Formik.
 */
export function useCheckoutDraftSaving(member: boolean): void {
  const dispatch = useAppDispatch();
  const { values, initialValues } = useFormikContext<CheckoutShippingValues>();
  const first = useRef(JSON.stringify(draftOf(initialValues)));
  useEffect(() => {
    if (member) return;
    const draft = draftOf(values);
    const text = JSON.stringify(draft);
    if (text === first.current) return;
    first.current = '';
    dispatch(checkoutDraftSaved(draft));
  }, [dispatch, member, values]);
}
