import { type InferType, object } from 'yup';
import { textField } from './fields.js';
import { KEYWORD_MAX_LENGTH } from './keyword.js';

/** Search box: a keyword is required (spec 5); spaces alone do not count. checkKeyword is the same rule without yup. */
export const searchSchema = object({
  keyword: textField('field.keyword', { required: true, max: KEYWORD_MAX_LENGTH }),
});

/** Values of the search form. */
export type SearchValues = InferType<typeof searchSchema>;
