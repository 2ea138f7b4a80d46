import type { ProductDetail } from '@storefront/api-contract';
import { effectivePrice, productState, truncate } from '@storefront/domain';
import type { PageMeta } from '../../app/head/page-meta.js';

/** The length of a search result's snippet: a longer description is cut there. */
const DESCRIPTION_LENGTH = 160;

/** The text of a rich-text description, without its markup. */
function plainText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * What a product's page says of it to link previews and search engines: its name, a plain-text
 * description, its first picture (none for an age-restricted product, which is behind the gate),
 * the price a shopper pays and whether it can be bought.
 */
export function productMeta(product: ProductDetail): PageMeta {
  const state = productState(product);
  const description = truncate(plainText(product.description), DESCRIPTION_LENGTH);
  const image = product.age_restricted ? undefined : product.images[0];
  return {
    title: product.display_name,
    ...(description !== '' && { description }),
    ...(image !== undefined && { image }),
    product: {
      sku: product.sku,
      price: effectivePrice(product),
      availability: state === 'on_sale' ? 'InStock' : state === 'pre_order' ? 'PreOrder' : 'OutOfStock',
    },
  };
}
