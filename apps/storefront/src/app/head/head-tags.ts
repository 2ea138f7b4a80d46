import { languageAlternates, type Locale, localizedAddress, toLanguageTag } from '@storefront/domain';
import type { PageMeta } from './page-meta.js';

/** Everything the document head says of the page shown. */
export interface HeadContent {
  /** The document's title: the page's, then the shop's name. */
  readonly title: string;
  readonly description: string;
  readonly siteName: string;
  /** False for one shopper's pages, the account pages, search and not-found: robots noindex, no canonical. */
  readonly indexable: boolean;
  /** The shop's address (scheme and host) and the page's path. */
  readonly origin: string;
  readonly path: string;
  /** The page's language. */
  readonly locale: Locale;
  /** The language the page's address asks for (`?lang=`), if any: the canonical address is the address's own form. */
  readonly addressLocale: Locale | undefined;
  readonly page: PageMeta | null;
}

/** Marks the elements the app puts in the head, to replace them when the page changes. */
const MARK = 'data-page-head';

function element(document: Document, name: 'meta' | 'link' | 'script', attributes: Record<string, string>): HTMLElement {
  const made = document.createElement(name);
  for (const [attribute, value] of Object.entries(attributes)) made.setAttribute(attribute, value);
  made.setAttribute(MARK, '');
  return made;
}

/** schema.org's Product of a product page, with its offer in TWD. */
function productJsonLd(content: HeadContent, canonical: string, image: string | undefined): string | undefined {
  const product = content.page?.product;
  if (!product) return undefined;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: content.page?.title,
    sku: product.sku,
    ...(image && { image: [image] }),
    ...(content.page?.description && { description: content.page.description }),
    offers: {
      '@type': 'Offer',
      url: canonical,
      price: product.price,
      priceCurrency: 'TWD',
      availability: `https://schema.org/${product.availability}`,
    },
  };
  // Inside a script element, "</script>" in a name would end it: "<" goes as its JSON escape.
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

/**
 * Writes the page's head: title, description, robots, canonical and hreflang alternates (indexable
 * pages), Open Graph for link previews and a product's JSON-LD. Replaces what it wrote before.
 */
export function writeHead(document: Document, content: HeadContent): void {
  document.title = content.title;
  document.head.querySelectorAll(`[${MARK}]`).forEach((old) => old.remove());
  let description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = document.createElement('meta');
    description.name = 'description';
    document.head.append(description);
  }
  description.content = content.description;

  // Each form of the address is its own canonical: one with ?lang= is that language's version, one
  // without it the x-default (the shopper's stored or browser language).
  const canonical =
    content.addressLocale === undefined
      ? new URL(content.path, content.origin).toString()
      : localizedAddress(content.origin, content.path, content.addressLocale);
  const image = content.page?.image === undefined ? undefined : new URL(content.page.image, content.origin).toString();
  const product = content.page?.product;
  const added: HTMLElement[] = [];
  if (content.indexable) {
    added.push(element(document, 'link', { rel: 'canonical', href: canonical }));
    for (const { hreflang, href } of languageAlternates(content.origin, content.path)) {
      added.push(element(document, 'link', { rel: 'alternate', hreflang, href }));
    }
  } else {
    added.push(element(document, 'meta', { name: 'robots', content: 'noindex' }));
  }
  const openGraph: Record<string, string | undefined> = {
    'og:site_name': content.siteName,
    'og:title': content.title,
    'og:description': content.description,
    'og:type': product ? 'product' : 'website',
    'og:locale': toLanguageTag(content.locale).replace('-', '_'),
    'og:url': content.indexable ? canonical : undefined,
    'og:image': image,
    'product:price:amount': product ? String(product.price) : undefined,
    'product:price:currency': product ? 'TWD' : undefined,
  };
  for (const [property, value] of Object.entries(openGraph)) {
    if (value !== undefined) added.push(element(document, 'meta', { property, content: value }));
  }
  const jsonLd = productJsonLd(content, canonical, image);
  if (jsonLd !== undefined) {
    const script = element(document, 'script', { type: 'application/ld+json' });
    script.textContent = jsonLd;
    added.push(script);
  }
  document.head.append(...added);
}
