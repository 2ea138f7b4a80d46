import { describe, expect, it } from 'vitest';
import { missingVariantGroups, variantSelectionError } from './variants.js';

describe('variant selection', () => {
  const groups = ['colour', 'size'];

  it('passes once every group has an option', () => {
    expect(missingVariantGroups(groups, { colour: 'red', size: 'm' })).toEqual([]);
    expect(variantSelectionError(groups, { colour: 'red', size: 'm' })).toBeNull();
    expect(variantSelectionError([], {})).toBeNull();
  });

  it('names the groups still open and asks to select all items', () => {
    expect(missingVariantGroups(groups, { colour: null })).toEqual(['colour', 'size']);
    expect(missingVariantGroups(groups, { colour: 'red', size: ' ' })).toEqual(['size']);
    expect(missingVariantGroups(['toString'], {})).toEqual(['toString']);
    expect(variantSelectionError(groups, { size: 'm' })).toEqual({ key: 'validation.selectAllItems' });
  });
});
