/** English texts; the spec's English wording is used verbatim where it gives one. */
export const en = {
  app: {
    name: 'Storefront',
    skipToContent: 'Skip to content',
  },
  title: {
    home: 'Home',
    notFound: 'Page not found',
  },
  home: {
    heading: 'New arrivals',
    empty: 'No products yet. Please come back soon.',
  },
  product: {
    soldOut: 'Sold out',
    originalPrice: 'Original price',
  },
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    loadFailed: 'some data failed to load, please refresh or try again later',
  },
  notFound: {
    heading: 'Page not found',
    backHome: 'Back to home',
  },
};

/** The shape every language's resources must have. */
export type Resources = typeof en;
