import type { ShippingMethod } from '@storefront/api-contract';

/** Where a template puts the carrier's tracking number. */
const TRACKING_NUMBER_PLACEHOLDER = '{number}';

/** The carrier's tracking page of each shipping method, a URL template with {number}; null: the shop links no page for it. */
export type TrackingTemplates = Readonly<Record<ShippingMethod, string | null>>;

/**
 * Placeholders on a reserved example domain, so a shop that has not set its carriers links nowhere
 * real: production sets TRACKING_URL_HOME_DELIVERY and TRACKING_URL_CVS_PICKUP to its carriers' pages.
 */
export const DEFAULT_TRACKING_TEMPLATES: TrackingTemplates = {
  home_delivery: 'https://tracking.storefront.example/home-delivery?number={number}',
  cvs_pickup: 'https://tracking.storefront.example/cvs-pickup?number={number}',
};

/** Why a tracking template cannot be used, or null when it can: the link goes to shoppers, so it must be https and carry the number. */
export function trackingTemplateProblem(template: string): string | null {
  if (URL.parse(template.replaceAll(TRACKING_NUMBER_PLACEHOLDER, 'n'))?.protocol !== 'https:') return 'must be an https:// address';
  if (!template.includes(TRACKING_NUMBER_PLACEHOLDER)) return `must contain ${TRACKING_NUMBER_PLACEHOLDER} where the tracking number goes`;
  return null;
}

/** The carrier's page for a tracking number: the method's template with the number URL-encoded in; null without a template or a number. */
export function trackingUrl(templates: TrackingTemplates, method: ShippingMethod, number: string | null): string | null {
  const template = templates[method];
  if (template === null || number === null || number === '') return null;
  return template.replaceAll(TRACKING_NUMBER_PLACEHOLDER, encodeURIComponent(number));
}
