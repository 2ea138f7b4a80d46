/** The longest object name, in UTF-8 bytes, as Cloud Storage allows. */
export const MAX_OBJECT_NAME_BYTES = 1024;

// C0 controls, DEL and C1 controls.
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * Whether a name may name an object: 1 to 1024 bytes of well-formed UTF-8 without control
 * characters, made of `/`-separated segments that are neither empty nor `.` or `..` (so no
 * leading, doubled or trailing slash), which keeps names from reading as paths that climb.
 */
export function isValidObjectName(name: string): boolean {
  return (
    name.length > 0 &&
    Buffer.byteLength(name) <= MAX_OBJECT_NAME_BYTES &&
    // A lone surrogate does not survive the trip through UTF-8.
    Buffer.from(name, 'utf8').toString('utf8') === name &&
    !CONTROL_CHARACTER.test(name) &&
    name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}
