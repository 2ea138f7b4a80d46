/** Password length limits (spec 5, 9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Password length limits (spec 5, 9). */
export const PASSWORD_MAX_LENGTH = 20;
/** Digits in an email verification code (spec 5, 9). */
export const VERIFICATION_CODE_LENGTH = 6;

const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;
const VERIFICATION_CODE = /^\d{6}$/;
// The WHATWG form-input local part and domain labels, with at least one dot and a letter TLD.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** True for 6 to 20 ASCII letters and digits with at least one of each (spec 5). */
export function isValidPassword(password: string): boolean {
  return PASSWORD.test(password);
}

/** True for exactly six ASCII digits (spec 5). */
export function isValidVerificationCode(code: string): boolean {
  return VERIFICATION_CODE.test(code);
}

/** True for a deliverable-looking address: local@domain.tld, no spaces, at most 254 characters, local part at most 64, no dot at either end of the local part or twice in a row. */
export function isValidEmail(email: string): boolean {
  if (email.length > 254 || !EMAIL.test(email)) return false;
  const local = email.slice(0, email.lastIndexOf('@'));
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}
