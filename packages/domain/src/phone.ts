/** A local number without its calling code: 4 to 15 digits (E.164 allows no more). */
const ANY_LOCAL_NUMBER = /^\d{4,15}$/;

/**
 * The rule of one country's calling code, as system/valid-phone-number lists it: `number_pattern`
 * is a regular expression (source) its local numbers match, null when any local number will do.
 */
export interface PhoneNumberRule {
  readonly phone_code: string;
  readonly number_pattern: string | null;
}

/** True when the pattern, a regular expression from the data, takes the number; a pattern that does not compile takes none. */
function matchesPattern(pattern: string, number: string): boolean {
  try {
    return new RegExp(pattern).test(number);
  } catch {
    return false;
  }
}

/**
 * True when a local mobile number (digits only, as the order body takes it) is valid for its
 * calling code: 4 to 15 digits, and the pattern of a country with that code (spec 5 'Fill in
 * error' in the form, 40012 on the server). A code the rules do not list takes no number. The
 * server reads the rules from its own table, the client from system/valid-phone-number.
 */
export function isValidPhoneNumber(rules: readonly PhoneNumberRule[], phoneCode: string, number: string): boolean {
  if (!ANY_LOCAL_NUMBER.test(number)) return false;
  return rules.some(
    (rule) => rule.phone_code === phoneCode && (rule.number_pattern === null || matchesPattern(rule.number_pattern, number)),
  );
}
