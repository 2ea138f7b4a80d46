export { Envelope, ErrorBody, ErrorCode } from './envelope.js';
export { API_BASE_PATH, RequestHeader } from './headers.js';
export {
  Category,
  CategoryList,
  CategoryListResponse,
  Product,
  ProductList,
  ProductListQuery,
  ProductListResponse,
} from './catalogue.js';
