import { type InferType, object } from 'yup';
import { textField } from './fields.js';

/** Longest search keyword we send. */
export const KEYWORD_MAX_LENGTH = 100;

/** Search box: a keyword is required (spec 5); spaces alone do not count. */
export const searchSchema = object({
  keyword: textField('field.keyword', { required: true, max: KEYWORD_MAX_LENGTH }),
});

/** Values of the search form. */
export type SearchValues = InferType<typeof searchSchema>;
