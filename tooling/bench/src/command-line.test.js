import { describe, expect, it } from 'vitest';
import { pageKeys, wholeNumber } from './command-line.js';

/** A fail that throws its message, as the commands' exits would end them. */
const fail = (message) => {
  throw new Error(message);
};

describe('the bench commands’ options', () => {
  it('take whole numbers from the minimum up, naming the option and the value otherwise', () => {
    expect(wholeNumber('7', { name: 'runs', min: 1 }, fail)).toBe(7);
    expect(wholeNumber('0', { name: 'more-runs', min: 0 }, fail)).toBe(0);
    expect(() => wholeNumber('0', { name: 'runs', min: 1 }, fail)).toThrow('--runs must be a whole number >= 1, got "0"');
    expect(() => wholeNumber('2.5', { name: 'top', min: 1 }, fail)).toThrow('--top must be a whole number >= 1, got "2.5"');
  });

  it('take the measured pages by key, refusing an unknown one', () => {
    expect(pageKeys('home, checkout', fail)).toEqual(['home', 'checkout']);
    expect(() => pageKeys('home,cart', fail)).toThrow('unknown page "cart"');
  });
});
