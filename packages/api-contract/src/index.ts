// The v1 wire format of the shop API. Conventions: snake_case fields; money in whole TWD;
// instants in integer milliseconds; display texts in the language of the request's locale header.
export * from './constants.js';
export * from './common.js';
export * from './envelope.js';
export * from './errors.js';
export * from './headers.js';
export * from './system.js';
export * from './account.js';
export * from './personal.js';
export * from './address-book.js';
export * from './catalogue.js';
export * from './content.js';
export * from './cart.js';
export * from './coupon.js';
export * from './order.js';
export * from './upload.js';
export * from './endpoints.js';
export * from './routes.js';
