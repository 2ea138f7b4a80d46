/** Destinations whose customs need the recipient's identity number (spec 3, 5, 9). */
export type CustomsCountry = 'KR' | 'ID' | 'MX' | 'BR' | 'VN' | 'TH' | 'MY' | 'CN';

/** Every customs country, in the order of the spec. */
export const CUSTOMS_COUNTRIES: readonly CustomsCountry[] = ['KR', 'ID', 'MX', 'BR', 'VN', 'TH', 'MY', 'CN'];

/** Destinations where checkout cannot go on without a customs identity (spec 5; China's ID number is checked when given). */
const REQUIRED: ReadonlySet<string> = new Set(['KR', 'ID', 'MX', 'BR', 'VN', 'TH', 'MY']);

/** True when the value is one of the customs country codes (upper case, as ISO 3166-1 alpha-2). */
export function isCustomsCountry(value: unknown): value is CustomsCountry {
  return typeof value === 'string' && (CUSTOMS_COUNTRIES as readonly string[]).includes(value);
}

/** True when checkout to this destination (ISO 3166-1 alpha-2, any case) needs a country-specific customs identity (spec 5). */
export function requiresCustomsId(destinationCountry: string): boolean {
  return REQUIRED.has(destinationCountry.trim().toUpperCase());
}

/** The canonical form of a customs identity: upper case, without the spaces, dots, dashes and slashes people type. */
export function normalizeCustomsId(value: string): string {
  return value.toUpperCase().replace(/[\s./-]/g, '');
}

/** True when the date exists in the Gregorian calendar. */
function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True when YYMMDD is a real date in 19YY or 20YY (the documents do not say the century). */
function isRealShortDate(yymmdd: string): boolean {
  const [yy, mm, dd] = [0, 2, 4].map((start) => Number(yymmdd.slice(start, start + 2))) as [number, number, number];
  return isRealDate(1900 + yy, mm, dd) || isRealDate(2000 + yy, mm, dd);
}

/** True when every character is the same, the typical fake number. */
function isRepeated(value: string): boolean {
  return /^(.)\1*$/.test(value);
}

/** The digit values of a string of digits. */
function digitsOf(value: string): number[] {
  return Array.from(value, Number);
}

/** Sum of values times weights, the core of every mod-11 check digit here. */
function weightedSum(values: readonly number[], weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * (values[index] ?? 0), 0);
}

/** Korea: personal customs clearance code, P and 12 digits. */
function isKoreanClearanceCode(id: string): boolean {
  return /^P\d{12}$/.test(id);
}

/** Indonesia: NPWP of 15 digits, or the 16-digit form (0 plus the 15 digits, or a NIK with its birth date, women's day + 40). */
function isNpwp(id: string): boolean {
  if (/^\d{15}$/.test(id)) return !isRepeated(id);
  if (!/^\d{16}$/.test(id)) return false;
  if (id.startsWith('0')) return isNpwp(id.slice(1));
  const day = Number(id.slice(6, 8));
  const birth = `${id.slice(10, 12)}${id.slice(8, 10)}${String(day > 40 ? day - 40 : day).padStart(2, '0')}`;
  return Number(id.slice(0, 2)) >= 11 && isRealShortDate(birth) && !id.endsWith('0000');
}

/** RFCs SAT issues to the general public and to foreigners: they identify nobody. */
const GENERIC_RFC: ReadonlySet<string> = new Set(['XAXX010101000', 'XEXX010101000']);

/** Mexico: RFC, 4 letters for a person (13 characters) or 3 for a company (12), a real YYMMDD date and a homoclave ending in its check character. */
function isRfc(id: string): boolean {
  const match = /^[A-ZÑ&]{3,4}(\d{6})[A-Z\d]{2}[\dA]$/.exec(id);
  return match !== null && isRealShortDate(match[1] ?? '') && !GENERIC_RFC.has(id);
}

/** A CPF or CNPJ check digit from weighted values: remainder below 2 gives 0, else 11 minus it. */
function mod11Digit(values: readonly number[], weights: readonly number[]): number {
  const remainder = weightedSum(values, weights) % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const CPF_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Brazil: CPF (11 digits) or CNPJ (14 characters, the first 12 may be letters since 2026), both check digits, not one repeated digit. */
function isCpfOrCnpj(id: string): boolean {
  if (isRepeated(id)) return false;
  if (/^\d{11}$/.test(id)) {
    const values = digitsOf(id);
    return mod11Digit(values, CPF_WEIGHTS.slice(1)) === values[9] && mod11Digit(values, CPF_WEIGHTS) === values[10];
  }
  if (/^[A-Z\d]{12}\d{2}$/.test(id)) {
    // The alphanumeric CNPJ reads every character as its char code minus 48, so digits keep their value.
    const values = Array.from(id, (character) => character.charCodeAt(0) - 48);
    return mod11Digit(values, CNPJ_WEIGHTS.slice(1)) === values[12] && mod11Digit(values, CNPJ_WEIGHTS) === values[13];
  }
  return false;
}

/** Vietnam: the province codes that open a 12-digit citizen ID (Circular 07/2016/TT-BCA). */
const VN_PROVINCES: ReadonlySet<number> = new Set([
  1, 2, 4, 6, 8, 10, 11, 12, 14, 15, 17, 19, 20, 22, 24, 25, 26, 27, 30, 31, 33, 34, 35, 36, 37, 38, 40, 42, 44, 45, 46, 48, 49, 51, 52, 54,
  56, 58, 60, 62, 64, 66, 67, 68, 70, 72, 74, 75, 77, 79, 80, 82, 83, 84, 86, 87, 89, 91, 92, 93, 94, 95, 96,
]);

/** Vietnam: 12-digit citizen ID opening with a province code, or the old 9-digit ID. */
function isVietnameseId(id: string): boolean {
  if (/^\d{9}$/.test(id)) return !isRepeated(id);
  return /^\d{12}$/.test(id) && VN_PROVINCES.has(Number(id.slice(0, 3)));
}

const TH_WEIGHTS = [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/** Thailand: 13-digit ID or tax number whose last digit is (11 - weighted sum mod 11) mod 10. */
function isThaiId(id: string): boolean {
  if (!/^\d{13}$/.test(id)) return false;
  const values = digitsOf(id);
  return (11 - (weightedSum(values, TH_WEIGHTS) % 11)) % 10 === values[12];
}

/** Malaysia: birth-place codes no MyKad carries. */
const MY_UNUSED_PLACES: ReadonlySet<number> = new Set([0, 17, 18, 19, 20, 69, 70, 73, 80, 81, 94, 95, 96, 97]);

/** Malaysia: MyKad, a real YYMMDD birth date, a birth-place code in use and 4 more digits. */
function isMyKad(id: string): boolean {
  return /^\d{12}$/.test(id) && isRealShortDate(id.slice(0, 6)) && !MY_UNUSED_PLACES.has(Number(id.slice(6, 8)));
}

/** China: the province codes that open a resident ID (71 Taiwan, 81 Hong Kong, 82 Macau, 83 Taiwan residence permits). */
const CN_PROVINCES: ReadonlySet<number> = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82,
  83,
]);

/** ISO 7064 MOD 11-2 weights (2^(17-i) mod 11) and the check character for each remainder. */
const CN_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CN_CHECK = '10X98765432';

/** China: 18-character resident ID, a known province, a real birth date from 1900 and the ISO 7064 check character. */
function isChineseResidentId(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id) || !CN_PROVINCES.has(Number(id.slice(0, 2)))) return false;
  const year = Number(id.slice(6, 10));
  if (year < 1900 || !isRealDate(year, Number(id.slice(10, 12)), Number(id.slice(12, 14)))) return false;
  return CN_CHECK[weightedSum(digitsOf(id.slice(0, 17)), CN_WEIGHTS) % 11] === id[17];
}

const VALIDATORS: Record<CustomsCountry, (id: string) => boolean> = {
  KR: isKoreanClearanceCode,
  ID: isNpwp,
  MX: isRfc,
  BR: isCpfOrCnpj,
  VN: isVietnameseId,
  TH: isThaiId,
  MY: isMyKad,
  CN: isChineseResidentId,
};

/** True when the value is a well-formed customs identity of the country, check digits and dates included; separators and case are ignored. */
export function isValidCustomsId(country: CustomsCountry, value: string): boolean {
  return VALIDATORS[country](normalizeCustomsId(value));
}
