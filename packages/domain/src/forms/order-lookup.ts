import { type InferType, object } from 'yup';
import { emailField } from './fields.js';

/** A visitor opening an order proves it is theirs with the recipient email the order was placed with. */
export const orderLookupSchema = object({
  email: emailField('field.recipientEmail'),
});

/** Values of the order lookup form. */
export type OrderLookupValues = InferType<typeof orderLookupSchema>;
