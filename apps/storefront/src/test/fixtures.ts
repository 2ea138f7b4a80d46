import type { ProductDetail } from '@storefront/api-contract';

/** A product on sale, without options, as GET /product/{id} answers it: the page tests' product. */
export const product: ProductDetail = {
  product_id: 'p-1',
  sku: 'SKU-1',
  category_id: 'snacks',
  display_name: 'Pineapple cake gift box',
  marked_price: 480,
  selling_price: 420,
  stock: 10,
  images: ['/v1/images/products/p-1-1.png', '/v1/images/products/p-1-2.jpg'],
  origin: 'TW',
  pre_order: false,
  pre_order_ship_at: null,
  co_branded: false,
  age_restricted: false,
  available: true,
  expired: false,
  overseas_tax: false,
  purchase_limit: null,
  sale_starts_at: null,
  sale_ends_at: null,
  description: '<h3>Highlights</h3><p>Buttery pastry, picked by our staff.</p>',
  sub_products: [],
};
