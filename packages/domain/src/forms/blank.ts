/** True when a form value counts as not filled in: absent, or only spaces. */
export function isBlank(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}
