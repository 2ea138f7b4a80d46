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

type Schema = Parameters<typeof validateForm>[0];

/** Answers already worked out, by schema and by values object: Formik replaces the values object on every change and never edits it. */
const answered = new WeakMap<Schema, WeakMap<CheckoutShippingValues, ShippingProblem[]>>();

/**
 * What keeps the payment method closed: every field of the shipping part that the checkout's
 * schema (the same one that judges the fields and the order) refuses, in the page's order. Empty
 * once shipping is complete. The form draws again for every list and answer that arrives; only new
 * values are judged again.
 */
export function shippingProblems(schema: Schema, values: CheckoutShippingValues): ShippingProblem[] {
  let bySchema = answered.get(schema);
  if (!bySchema) {
    bySchema = new WeakMap();
    answered.set(schema, bySchema);
  }
  const known = bySchema.get(values);
  if (known) return known;
  const result = validateForm(schema, values);
  const problems = result.valid
    ? []
    : SHIPPING_FIELDS.flatMap((field) => {
        const message = result.errors[field];
        return message === undefined ? [] : [{ field, message }];
      });
  bySchema.set(values, problems);
  return problems;
}
