import { describe, expect, it } from 'vitest';
import { split } from './checkout.js';

describe('split', () => {
  it('shares an amount in proportion, rounded down, the leftover TWD to the heaviest parts', () => {
    expect(split(100, [880, 480])).toEqual([65, 35]);
    expect(split(10, [10, 10, 10])).toEqual([4, 3, 3]);
    expect(split(0, [500, 700])).toEqual([0, 0]);
  });

  it('never gives a part more than its weight, and nothing when every weight is 0', () => {
    expect(split(150, [100, 50])).toEqual([100, 50]);
    expect(split(60, [0, 0])).toEqual([0, 0]);
    expect(split(7, [0, 7])).toEqual([0, 7]);
  });
});
