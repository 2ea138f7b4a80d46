/** Where the API may send a shopper's browser or a mail link: STOREFRONT_URL, and the storefront origins it allows. */
export interface StorefrontAddresses {
  /** STOREFRONT_URL: the storefront's configured address, without a trailing slash. */
  readonly storefrontUrl: string;
  /** The storefront origins allowed besides STOREFRONT_URL's own (CORS_ORIGINS). */
  readonly storefrontOrigins: readonly string[];
}

/** Whether an origin is one of the storefronts the API serves: STOREFRONT_URL's origin or one of CORS_ORIGINS. */
export function isStorefrontOrigin(origin: string, { storefrontUrl, storefrontOrigins }: StorefrontAddresses): boolean {
  return origin === new URL(storefrontUrl).origin || storefrontOrigins.includes(origin);
}

/**
 * The base address of the links back to the storefront a shopper uses (the card payment's return,
 * the order mail's links): the origin the storefront reported when it is an allowed one, else
 * STOREFRONT_URL. A caller never chooses where the API sends a browser, so this is no open redirect.
 */
export function storefrontUrlFor(origin: string | undefined, addresses: StorefrontAddresses): string {
  if (origin === undefined || origin === new URL(addresses.storefrontUrl).origin) return addresses.storefrontUrl;
  return isStorefrontOrigin(origin, addresses) ? origin : addresses.storefrontUrl;
}
