import { type CheckoutShippingValues, validateForm, type ValidationMessage } from '@storefront/domain';

/** The shipping part of the checkout form, in the order the page shows its fields: what must be complete before payment (spec 5). */
const SHIPPING_FIELDS = [
  'recipient_name',
  'recipient_phone_code',
  'recipient_mobile',
  'recipient_email',
  'country_code',
  'city',
  'area',
  'address',
  'postal_code',
  'customs_id',
  'shipping_method',
  'pickup_store',
] as const;

/** A field of the shipping part. */
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/** A field of the shipping part that is missing or invalid, with the message the field itself shows. */
export interface ShippingProblem {
  readonly field: ShippingField;
  readonly message: ValidationMessage;
}

/**
 * What keeps the payment method closed: every field of the shipping part that the checkout's
 * schema (the same one that judges the fields and the order) refuses, in the page's order. Empty
 * once shipping is complete.
 */
export function shippingProblems(schema: Parameters<typeof validateForm>[0], values: CheckoutShippingValues): ShippingProblem[] {
  const result = validateForm(schema, values);
  if (result.valid) return [];
  return SHIPPING_FIELDS.flatMap((field) => {
    const message = result.errors[field];
    return message === undefined ? [] : [{ field, message }];
  });
}
