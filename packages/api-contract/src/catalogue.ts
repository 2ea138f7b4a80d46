import { Type, type Static } from 'typebox';
import { Envelope } from './envelope.js';

/** A product as the catalogue calls answer it; display texts are in the request's locale. */
export const Product = Type.Object({
  product_id: Type.String(),
  sku: Type.String(),
  category_id: Type.String(),
  display_name: Type.String(),
  marked_price: Type.Integer({ minimum: 0 }),
  selling_price: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  stock: Type.Integer({ minimum: 0 }),
  images: Type.Array(Type.String()),
});
export type Product = Static<typeof Product>;

/** GET /product query: an optional category filter and 1-based pagination. */
export const ProductListQuery = Type.Object({
  category_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 24 })),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

/** GET /product answer: one page of products and the total count. */
export const ProductList = Type.Object({
  items: Type.Array(Product),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1 }),
});
export type ProductList = Static<typeof ProductList>;
export const ProductListResponse = Envelope(ProductList);

/** A product category; display_name is in the request's locale. */
export const Category = Type.Object({
  category_id: Type.String(),
  display_name: Type.String(),
});
export type Category = Static<typeof Category>;

/** GET /category answer: every category in display order. */
export const CategoryList = Type.Array(Category);
export type CategoryList = Static<typeof CategoryList>;
export const CategoryListResponse = Envelope(CategoryList);
