import { describe, expect, it } from 'vitest';
import { orderLookupSchema } from './order-lookup.js';
import { validateForm } from './validate-form.js';

describe('orderLookupSchema', () => {
  it('takes the recipient email, trimmed', () => {
    expect(validateForm(orderLookupSchema, { email: ' mei@example.com ' })).toEqual({ valid: true, value: { email: 'mei@example.com' } });
  });

  it("asks for it by the recipient email's name, then says 'Invalid mail'", () => {
    expect(validateForm(orderLookupSchema, { email: '' })).toMatchObject({
      valid: false,
      errors: { email: { key: 'validation.required', values: { label: 'field.recipientEmail' } } },
    });
    expect(validateForm(orderLookupSchema, { email: 'mei@' })).toMatchObject({
      valid: false,
      errors: { email: { key: 'validation.invalidMail' } },
    });
  });
});
