import { describe, expect, it } from 'vitest';
import { ELLIPSIS, truncate, TRUNCATE_LENGTH } from './text.js';

describe('truncate', () => {
  it('keeps text of up to 200 characters by default', () => {
    const text = 'a'.repeat(TRUNCATE_LENGTH);
    expect(truncate(text)).toBe(text);
    expect(truncate('')).toBe('');
  });

  it('cuts longer text at 200 characters and ends it with an ellipsis', () => {
    const result = truncate('b'.repeat(201));
    expect(result).toBe(`${'b'.repeat(200)}${ELLIPSIS}`);
  });

  it('takes another length', () => {
    expect(truncate('新品預購開始', 4)).toBe('新品預購…');
    expect(truncate('hello', 5)).toBe('hello');
    expect(truncate('hello', 0)).toBe('…');
  });

  it('trims spaces before the ellipsis', () => {
    expect(truncate('limited edition figure', 8)).toBe('limited…');
  });

  it('never splits a character made of two code units', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
    expect(truncate('😀😀', 2)).toBe('😀😀');
  });

  it.each([-1, 1.5, Number.NaN])('rejects the length %s', (max) => {
    expect(() => truncate('text', max)).toThrow(RangeError);
  });
});
