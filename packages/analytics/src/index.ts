export {
  addPaymentInfo,
  addShippingInfo,
  addToCart,
  beginCheckout,
  purchase,
  removeFromCart,
  selectItem,
  viewItem,
  viewItemList,
  type AnalyticsCoupon,
  type ItemListParams,
  type ItemsParams,
  type PurchaseInput,
  type PurchaseParams,
} from './ecommerce.js';
export {
  login,
  search,
  selectBanner,
  selectFooterFollowUs,
  selectFooterPartners,
  selectFooterTerms,
  selectStockNotification,
  signUp,
  type Ga4Event,
  type LoginMethod,
  type SelectContentEvent,
  type SelectContentParams,
  type SocialNetwork,
  type TermsPage,
} from './events.js';
export { toGa4Item, UNKNOWN_SKU, type AnalyticsLine, type Ga4Item } from './items.js';
export { createAnalytics, createGtag, type Analytics, type AnalyticsOptions, type AnalyticsTarget, type DataLayer } from './tracker.js';
