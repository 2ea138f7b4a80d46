/** The ellipsis that ends truncated text. */
export const ELLIPSIS = '…';

/** Default length of truncated text (spec 9). */
export const TRUNCATE_LENGTH = 200;

/** Keeps text of up to max characters (code points: an emoji is never split); longer text keeps its first max, trailing spaces trimmed, and ends with an ellipsis. */
export function truncate(text: string, max: number = TRUNCATE_LENGTH): string {
  if (!Number.isInteger(max) || max < 0) throw new RangeError(`max must be a whole number of characters, got ${max}`);
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}
