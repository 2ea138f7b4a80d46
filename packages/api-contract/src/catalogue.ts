import { Type, type Static } from 'typebox';
import { Email, Id, Nullable, Page, RichText, ShipOrigin, Timestamp, Url } from './common.js';
import { PRODUCT_SORTS } from './constants.js';
import { ArticleSummary } from './content.js';
import { Envelope } from './envelope.js';

/**
 * A product as the catalogue calls answer it; display texts are in the request's locale, prices
 * whole TWD. selling_price null: sells at marked_price. The optional flags are filled by lists
 * that know them (badges); ProductDetail always carries them.
 */
export const Product = Type.Object({
  product_id: Type.String(),
  sku: Type.String(),
  category_id: Type.String(),
  display_name: Type.String(),
  marked_price: Type.Integer({ minimum: 0 }),
  selling_price: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  stock: Type.Integer({ minimum: 0 }),
  images: Type.Array(Type.String()),
  origin: Type.Optional(ShipOrigin),
  pre_order: Type.Optional(Type.Boolean()),
  co_branded: Type.Optional(Type.Boolean()),
  age_restricted: Type.Optional(Type.Boolean()),
  available: Type.Optional(Type.Boolean()),
  expired: Type.Optional(Type.Boolean()),
});
export type Product = Static<typeof Product>;

/** How a product list is sorted. */
export const ProductSort = Type.Enum(PRODUCT_SORTS);
export type ProductSort = Static<typeof ProductSort>;

/**
 * GET /product query: an optional category filter (absent or 'all': every category), a search
 * keyword, the sort and 1-based pagination (page_size 1..100, default 24).
 */
export const ProductListQuery = Type.Object({
  category_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  keyword: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  sort: Type.Optional(ProductSort),
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
/** GET /product and GET /theme/:theme_id/product response body. */
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
/** GET /category response body. */
export const CategoryListResponse = Envelope(CategoryList);

/** How many products GET /product/:product_id/related answers at most. */
export const RELATED_PRODUCTS_MAX = 8;

/** GET /product/:product_id/related answer: listed products sharing a theme or the category with the product, closest first. */
export const RelatedProducts = Type.Array(Product, { maxItems: RELATED_PRODUCTS_MAX });
export type RelatedProducts = Static<typeof RelatedProducts>;
/** GET /product/:product_id/related response body. */
export const RelatedProductsResponse = Envelope(RelatedProducts);

/** GET /product/:product_id, its related products and POST its arrival notice: path parameters. */
export const ProductParams = Type.Object({
  product_id: Id,
});
export type ProductParams = Static<typeof ProductParams>;

/** One choice of a sub-product group (a variant or a bundle part), itself a product. */
export const SubProductOption = Type.Object({
  product_id: Id,
  display_name: Type.String(),
  image_url: Nullable(Url),
  stock: Type.Integer({ minimum: 0 }),
  available: Type.Boolean(),
});
export type SubProductOption = Static<typeof SubProductOption>;

/**
 * A group the shopper must choose in before adding to the cart (spec 5 'Please select all items'):
 * the amounts chosen among its options add up to required_amount per unit of the product. The
 * choices go to the cart as sub_product_infos.
 */
export const SubProductGroup = Type.Object({
  group_id: Id,
  display_name: Type.String(),
  required_amount: Type.Integer({ minimum: 1, maximum: 999 }),
  options: Type.Array(SubProductOption, { minItems: 1 }),
});
export type SubProductGroup = Static<typeof SubProductGroup>;

/** GET /product/:product_id answer: the product with every flag and its sub-product groups. */
export const ProductDetail = Type.Object({
  ...Product.properties,
  origin: ShipOrigin,
  /** Sold regardless of stock and billed alone (spec 4). */
  pre_order: Type.Boolean(),
  /** When a pre-order is expected to ship; null: not announced or not a pre-order. */
  pre_order_ship_at: Nullable(Timestamp),
  co_branded: Type.Boolean(),
  /** Behind the age gate (over 18) (spec 1, 4). */
  age_restricted: Type.Boolean(),
  /** False once taken off sale or expired. */
  available: Type.Boolean(),
  /** True once the sale period has ended. */
  expired: Type.Boolean(),
  /** Subject to overseas tax: excluded from site-wide free-shipping events (spec 9). */
  overseas_tax: Type.Boolean(),
  /** The most units one order may hold; null: no limit beyond stock. */
  purchase_limit: Nullable(Type.Integer({ minimum: 1 })),
  sale_starts_at: Nullable(Timestamp),
  sale_ends_at: Nullable(Timestamp),
  /** Rich-text description (sanitised HTML). */
  description: RichText,
  /** Groups that must all be chosen; empty when the product has none. */
  sub_products: Type.Array(SubProductGroup),
});
export type ProductDetail = Static<typeof ProductDetail>;
/** GET /product/:product_id response body. */
export const ProductDetailResponse = Envelope(ProductDetail);

/** POST /product/:product_id/arrival-notice body: the e-mail to notify when the product is back in stock. */
export const ArrivalNoticeBody = Type.Object({
  email: Email,
});
export type ArrivalNoticeBody = Static<typeof ArrivalNoticeBody>;

/** A theme (popular zone) as the menu and the theme list show it. */
export const Theme = Type.Object({
  theme_id: Id,
  display_name: Type.String(),
  image_url: Nullable(Url),
  age_restricted: Type.Optional(Type.Boolean()),
});
export type Theme = Static<typeof Theme>;

/** GET /theme query: how many themes to answer (the menu asks for 10, spec 9); absent: all. */
export const ThemeListQuery = Type.Object({
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type ThemeListQuery = Static<typeof ThemeListQuery>;

/** GET /theme answer: themes in display order. */
export const ThemeList = Type.Array(Theme);
export type ThemeList = Static<typeof ThemeList>;
/** GET /theme response body. */
export const ThemeListResponse = Envelope(ThemeList);

/** GET /theme/:theme_id and GET /theme/:theme_id/product path parameters. */
export const ThemeParams = Type.Object({
  theme_id: Id,
});
export type ThemeParams = Static<typeof ThemeParams>;

/** One content block of a theme page: a title, rich text, an image and a link, each optional. */
export const ThemeDataInfo = Type.Object({
  title: Type.String(),
  content: RichText,
  image_url: Nullable(Url),
  link_url: Nullable(Url),
});
export type ThemeDataInfo = Static<typeof ThemeDataInfo>;

/** GET /theme/:theme_id answer: the theme with its content blocks (data_infos). */
export const ThemeDetail = Type.Object({
  theme_id: Id,
  display_name: Type.String(),
  image_url: Nullable(Url),
  description: RichText,
  age_restricted: Type.Boolean(),
  data_infos: Type.Array(ThemeDataInfo),
});
export type ThemeDetail = Static<typeof ThemeDetail>;
/** GET /theme/:theme_id response body. */
export const ThemeDetailResponse = Envelope(ThemeDetail);

/** GET /theme/:theme_id/product query: sort and 1-based pagination (page_size 1..100, default 24); answers a ProductList. */
export const ThemeProductsQuery = Type.Object({
  sort: Type.Optional(ProductSort),
  page: Type.Optional(Page),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 24 })),
});
export type ThemeProductsQuery = Static<typeof ThemeProductsQuery>;

/** A banner; display_name and location are tracked in analytics (select_content by location). */
export const Banner = Type.Object({
  banner_id: Id,
  display_name: Type.String(),
  /** Where it is shown, e.g. home_carousel. */
  location: Type.String({ minLength: 1, maxLength: 32 }),
  image_url: Url,
  mobile_image_url: Nullable(Url),
  link_url: Nullable(Url),
});
export type Banner = Static<typeof Banner>;

/** GET /index answer: everything the home page shows. */
export const HomeData = Type.Object({
  banners: Type.Array(Banner),
  recommended: Type.Array(Product),
  popular: Type.Array(Product),
  lucky_bags: Type.Array(Product),
  news: Type.Array(ArticleSummary),
});
export type HomeData = Static<typeof HomeData>;
/** GET /index response body. */
export const HomeDataResponse = Envelope(HomeData);
