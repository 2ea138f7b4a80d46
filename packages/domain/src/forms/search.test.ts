import { describe, expect, it } from 'vitest';
import { checkKeyword } from './keyword.js';
import { searchSchema } from './search.js';
import { validateForm } from './validate-form.js';

describe('searchSchema', () => {
  it('takes a keyword, trimmed', () => {
    expect(validateForm(searchSchema, { keyword: ' figure ' })).toEqual({ valid: true, value: { keyword: 'figure' } });
  });

  it.each([undefined, '', '   '])('requires a keyword, not %j', (keyword) => {
    expect(validateForm(searchSchema, { keyword })).toEqual({
      valid: false,
      errors: { keyword: { key: 'validation.required', values: { label: 'field.keyword' } } },
    });
  });

  it('refuses a keyword over 100 characters', () => {
    expect(validateForm(searchSchema, { keyword: 'k'.repeat(101) })).toEqual({
      valid: false,
      errors: { keyword: { key: 'validation.max', values: { max: 100 } } },
    });
  });
});

describe('checkKeyword', () => {
  it.each([undefined, null, '', '   ', ' figure ', 'k'.repeat(100), 'k'.repeat(101), ` ${'k'.repeat(100)} `])(
    'decides %j as searchSchema does',
    (raw) => {
      const schema = validateForm(searchSchema, { keyword: raw ?? undefined });
      const checked = checkKeyword(raw);
      if (schema.valid) expect(checked).toEqual({ valid: true, keyword: schema.value.keyword });
      else expect(checked).toEqual({ valid: false, message: schema.errors['keyword'] });
    },
  );
});
