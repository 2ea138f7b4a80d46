import { describe, expect, it } from 'vitest';
import {
  FIELD_LABELS_EN,
  formatValidationMessage,
  isValidationMessage,
  translateEnglish,
  VALIDATION_MESSAGES_EN,
  validationMessage,
} from './messages.js';

describe('validation messages', () => {
  it("carry the spec's English wording (section 5)", () => {
    expect(VALIDATION_MESSAGES_EN).toMatchObject({
      'validation.required': 'please enter {label}',
      'validation.min': 'at least {min} characters',
      'validation.max': 'at most {max} characters',
      'validation.pattern': 'input error, please check again',
      'validation.invalidMail': 'Invalid mail',
      'validation.requiredFields': 'Required fields',
      'validation.fillInNumber': 'Please fill in number',
      'validation.fillInError': 'Fill in error',
      'validation.englishOnly': 'Please enter in English only',
      'validation.selectAllItems': 'Please select all items',
      'validation.password': 'The password must be 6~20 characters mixed with English and numbers',
    });
  });

  it('key every text under validation. and every label under field.', () => {
    expect(Object.keys(VALIDATION_MESSAGES_EN).every((key) => key.startsWith('validation.'))).toBe(true);
    expect(Object.keys(FIELD_LABELS_EN).every((key) => key.startsWith('field.'))).toBe(true);
  });

  it('build messages with only the values they need', () => {
    expect(validationMessage('validation.invalidMail')).toEqual({ key: 'validation.invalidMail' });
    expect(validationMessage('validation.max', { max: 50 })).toEqual({ key: 'validation.max', values: { max: 50 } });
  });
});

describe('isValidationMessage', () => {
  it('recognises our messages only', () => {
    expect(isValidationMessage({ key: 'validation.required', values: { label: 'field.account' } })).toBe(true);
    expect(isValidationMessage({ key: 'validation.nope' })).toBe(false);
    expect(isValidationMessage({ key: 3 })).toBe(false);
    expect(isValidationMessage('validation.required')).toBe(false);
    expect(isValidationMessage(null)).toBe(false);
  });
});

describe('formatValidationMessage', () => {
  it('writes English by default, translating the label first', () => {
    expect(formatValidationMessage(validationMessage('validation.required', { label: 'field.recipientName' }))).toBe(
      'please enter recipient name',
    );
    expect(formatValidationMessage(validationMessage('validation.min', { min: 6 }))).toBe('at least 6 characters');
    expect(formatValidationMessage(validationMessage('validation.max', { max: 20 }))).toBe('at most 20 characters');
    expect(formatValidationMessage(validationMessage('validation.invalidMail'))).toBe('Invalid mail');
  });

  it('hands keys and values to the given translator (i18next style)', () => {
    const calls: unknown[] = [];
    const translate = (key: string, values?: Readonly<Record<string, string | number>>) => {
      calls.push([key, values]);
      return key === 'field.account' ? '電子郵件' : `${key}:${JSON.stringify(values)}`;
    };
    expect(formatValidationMessage(validationMessage('validation.required', { label: 'field.account' }), translate)).toBe(
      'validation.required:{"label":"電子郵件"}',
    );
    expect(formatValidationMessage(validationMessage('validation.fillInError'), translate)).toBe('validation.fillInError:{}');
    expect(calls[0]).toEqual(['field.account', undefined]);
  });
});

describe('translateEnglish', () => {
  it('leaves unknown keys and missing placeholders visible', () => {
    expect(translateEnglish('validation.unknown')).toBe('validation.unknown');
    expect(translateEnglish('validation.min')).toBe('at least {min} characters');
  });
});
