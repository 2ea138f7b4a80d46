import { isBlank } from './blank.js';
import { type ValidationMessage, validationMessage } from './messages.js';

/** The options chosen so far, by variant group id (e.g. { size: 'm', colour: null }). */
export type VariantChoices = Readonly<Partial<Record<string, string | null>>>;

/** The variant groups of a product that have no option chosen yet, in the product's order. */
export function missingVariantGroups(groupIds: readonly string[], chosen: VariantChoices): string[] {
  return groupIds.filter((group) => !Object.hasOwn(chosen, group) || isBlank(chosen[group]));
}

/** 'Please select all items' while a variant group has no option chosen (spec 5), else null: checked before add to cart or buy now. */
export function variantSelectionError(groupIds: readonly string[], chosen: VariantChoices): ValidationMessage | null {
  return missingVariantGroups(groupIds, chosen).length > 0 ? validationMessage('validation.selectAllItems') : null;
}
