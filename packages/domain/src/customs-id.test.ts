import { describe, expect, it } from 'vitest';
import {
  CUSTOMS_COUNTRIES,
  type CustomsCountry,
  isCustomsCountry,
  isValidCustomsId,
  normalizeCustomsId,
  requiresCustomsId,
} from './customs-id.js';

/** Known-good and known-bad numbers per country; the bad ones each break one rule. */
const CASES: Record<CustomsCountry, { good: string[]; bad: [why: string, value: string][] }> = {
  KR: {
    good: ['P123456789012', 'p123456789012', 'P 1234 5678 9012'],
    bad: [
      ['no P', '123456789012'],
      ['11 digits', 'P12345678901'],
      ['13 digits', 'P1234567890123'],
      ['another letter', 'Q123456789012'],
      ['a letter among the digits', 'P12345678901A'],
    ],
  },
  ID: {
    good: ['012345678901000', '01.234.567.8-901.000', '0012345678901000', '3174096112900001', '3174091505900002', '3174092902000003'],
    bad: [
      ['14 digits', '01234567890100'],
      ['17 digits', '01234567890100000'],
      ['the all-zero placeholder', '00.000.000.0-000.000'],
      ['16 digits: 0 plus the placeholder', '0000000000000000'],
      ['a NIK with month 13', '3174091513900001'],
      ['a NIK with day 32', '3174093201900001'],
      ['a NIK with day 72 (women + 40)', '3174097201900001'],
      ['a NIK with 29 February of a common year', '3174092902010003'],
      ['a NIK with serial 0000', '3174096112900000'],
      ['a NIK with province 10', '1074096112900001'],
      ['a letter', '01234567890100A'],
    ],
  },
  MX: {
    good: ['GODE561231GR8', 'gode-561231-gr8', 'ABC680524P76', 'ÑAÑ000229AB1', 'M&M010101AA0', 'MELM8305281H0'],
    bad: [
      ['a person with a month 13', 'GODE561331GR8'],
      ['a person with 30 February', 'GODE560230GR8'],
      ['29 February of a year that is never leap', 'GODE570229GR8'],
      ['a company with day 00', 'ABC680500P76'],
      ['a check character that cannot be', 'GODE561231GRB'],
      ['5 letters', 'GODEX561231GR8'],
      ['2 letters', 'GO561231GR8'],
      ['no homoclave', 'GODE561231'],
      ['a digit among the letters', 'G0DE561231GR8'],
      ['the generic public RFC', 'XAXX010101000'],
      ['the generic foreigner RFC', 'XEXX010101000'],
    ],
  },
  BR: {
    good: [
      '529.982.247-25',
      '52998224725',
      '123.456.789-09',
      '11.222.333/0001-81',
      '11222333000181',
      '12.ABC.345/01DE-35',
      '12abc34501de35',
    ],
    bad: [
      ['a CPF with a wrong first check digit', '529.982.247-35'],
      ['a CPF with a wrong second check digit', '529.982.247-24'],
      ['a CPF of one repeated digit that passes the checksum', '111.111.111-11'],
      ['a CPF of zeros', '000.000.000-00'],
      ['a CNPJ with a wrong first check digit', '11.222.333/0001-91'],
      ['a CNPJ with a wrong second check digit', '11.222.333/0001-82'],
      ['a CNPJ of zeros', '00.000.000/0000-00'],
      ['an alphanumeric CNPJ with a wrong check digit', '12.ABC.345/01DE-36'],
      ['a letter in the check digits', '12ABC34501DE3A'],
      ['10 digits', '5299822472'],
      ['12 digits', '529982247250'],
    ],
  },
  VN: {
    good: ['001090012345', '079203001234', '096199123456', '123456789'],
    bad: [
      ['an unknown province 003', '003090012345'],
      ['province 000', '000090012345'],
      ['province 097', '097090012345'],
      ['11 digits', '00109001234'],
      ['13 digits', '0010900123456'],
      ['a 9-digit ID of one repeated digit', '111111111'],
      ['a letter', '00109001234A'],
    ],
  },
  TH: {
    good: ['1101700207030', '1-1017-00207-03-0', '3105500123452', '0105550123451'],
    bad: [
      ['a wrong check digit', '1101700207031'],
      ['another wrong check digit', '3105500123453'],
      ['12 digits', '110170020703'],
      ['14 digits', '11017002070300'],
      ['one repeated digit', '1111111111111'],
      ['a letter', '110170020703A'],
    ],
  },
  MY: {
    good: ['900101-14-5678', '900101145678', '000229-10-1234', '850615-60-5431', '991231-99-0001'],
    bad: [
      ['month 13', '901301-14-5678'],
      ['30 February', '900230-14-5678'],
      ['29 February of a year that is never leap', '010229-14-5678'],
      ['birth place 00', '900101-00-5678'],
      ['birth place 17', '900101-17-5678'],
      ['birth place 70', '900101-70-5678'],
      ['birth place 97', '900101-97-5678'],
      ['11 digits', '90010114567'],
      ['a letter', '900101-14-567A'],
    ],
  },
  CN: {
    good: ['11010519491231002X', '11010519491231002x', '520102190001011239', '810000198511074560', '440304200002291236'],
    bad: [
      ['a wrong check character', '110105194912310021'],
      ['X where a digit is due', '44030418991231001X'],
      ['30 February with a right check character', '110105194902300020'],
      ['province 99 with a right check character', '990105194912310023'],
      ['born before 1900 with a right check character', '440304189912310016'],
      ['17 characters', '11010519491231002'],
      ['the old 15-digit ID', '110105491231002'],
      ['X in the middle', '1101051949123100X2'],
    ],
  },
};

describe('isValidCustomsId', () => {
  for (const country of CUSTOMS_COUNTRIES) {
    describe(country, () => {
      it.each(CASES[country].good)('accepts %s', (value) => {
        expect(isValidCustomsId(country, value)).toBe(true);
      });

      it.each(CASES[country].bad)('rejects %s: %s', (_why, value) => {
        expect(isValidCustomsId(country, value)).toBe(false);
      });

      it('rejects an empty value', () => {
        expect(isValidCustomsId(country, '')).toBe(false);
        expect(isValidCustomsId(country, '   ')).toBe(false);
      });
    });
  }

  it("does not take one country's number for another's", () => {
    expect(isValidCustomsId('KR', '529.982.247-25')).toBe(false);
    expect(isValidCustomsId('BR', 'P123456789012')).toBe(false);
    expect(isValidCustomsId('TH', '11010519491231002X')).toBe(false);
  });
});

describe('normalizeCustomsId', () => {
  it('upper-cases and drops spaces, dots, dashes and slashes', () => {
    expect(normalizeCustomsId(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(normalizeCustomsId('ñañ 000229 ab1')).toBe('ÑAÑ000229AB1');
  });
});

describe('requiresCustomsId', () => {
  it.each(['KR', 'ID', 'MX', 'BR', 'VN', 'TH', 'MY', 'kr', ' br '])('is true for %s', (country) => {
    expect(requiresCustomsId(country)).toBe(true);
  });

  it.each(['TW', 'CN', 'HK', 'US', 'JP', ''])('is false for %s', (country) => {
    expect(requiresCustomsId(country)).toBe(false);
  });
});

describe('isCustomsCountry', () => {
  it('knows the eight customs countries and nothing else', () => {
    expect(CUSTOMS_COUNTRIES.every(isCustomsCountry)).toBe(true);
    expect(isCustomsCountry('US')).toBe(false);
    expect(isCustomsCountry('kr')).toBe(false);
    expect(isCustomsCountry(undefined)).toBe(false);
  });
});
