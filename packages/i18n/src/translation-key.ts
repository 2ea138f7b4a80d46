import type { Resources } from './resource-shape.js';

type KeyPaths<T> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${K}` : `${K}.${KeyPaths<T[K]>}`;
}[keyof T & (string | number)];

/** Every dotted key of the resources that leads to a text, e.g. 'coupon.threshold' or 'errors.40001'. */
export type TranslationKey = KeyPaths<Resources>;
