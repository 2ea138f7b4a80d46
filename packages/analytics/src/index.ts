export { track, viewItemList, type Ga4Event, type Gtag } from './events.js';
export { toGa4Item, UNKNOWN_SKU, type AnalyticsLine, type Ga4Item } from './items.js';
