import { type AnalyticsLine, itemId } from './items.js';

/** A GA4 event: the name and parameters that gtag('event', name, params) sends. */
export interface Ga4Event<Name extends string = string, Params extends object = object> {
  readonly name: Name;
  readonly params: Params;
}

/** How a shopper signed in (spec 7): the email form, automatically, or automatically right after signing up. */
export type LoginMethod = 'email' | 'auto' | 'auto_after_signup';

/** The social networks the footer links to. */
export type SocialNetwork = 'facebook' | 'instagram';

/** The footer's terms pages whose links record a click (spec 1). */
export type TermsPage = 'privacy' | 'shipping' | 'return';

/** What select_content reports was chosen; content_type is one of this package's fixed values. */
export interface SelectContentParams {
  readonly content_type: 'footer_follow_us' | 'footer_partners' | 'footer_terms' | 'stock_notification' | 'banner';
  readonly content_id: string;
}

/** A select_content event of one of the spec's cases. */
export type SelectContentEvent = Ga4Event<'select_content', SelectContentParams & { readonly banner_location?: string }>;

/** sign_up: an account was created; sign-up is by email only (spec 1). */
export function signUp(): Ga4Event<'sign_up', { readonly method: 'email' }> {
  return { name: 'sign_up', params: { method: 'email' } };
}

/** login: the shopper signed in, and how. */
export function login(method: LoginMethod): Ga4Event<'login', { readonly method: LoginMethod }> {
  return { name: 'login', params: { method } };
}

/** search: a keyword search was submitted. */
export function search(term: string): Ga4Event<'search', { readonly search_term: string }> {
  return { name: 'search', params: { search_term: term } };
}

/** select_content: a footer follow-us link, with the network it leads to. */
export function selectFooterFollowUs(network: SocialNetwork): SelectContentEvent {
  return { name: 'select_content', params: { content_type: 'footer_follow_us', content_id: network } };
}

/** select_content: the footer partner link, with its address (which depends on the language). */
export function selectFooterPartners(url: string): SelectContentEvent {
  return { name: 'select_content', params: { content_type: 'footer_partners', content_id: url } };
}

/** select_content: a footer terms link, with the page it opens. */
export function selectFooterTerms(page: TermsPage): SelectContentEvent {
  return { name: 'select_content', params: { content_type: 'footer_terms', content_id: page } };
}

/** select_content: a back-in-stock notification was asked for on a product, identified like its GA4 item. */
export function selectStockNotification(product: Pick<AnalyticsLine, 'sku'>): SelectContentEvent {
  return { name: 'select_content', params: { content_type: 'stock_notification', content_id: itemId(product) } };
}

/** select_content: a banner was clicked; its display_name identifies it and its location says where it was shown. */
export function selectBanner(banner: { readonly location: string; readonly display_name: string }): SelectContentEvent {
  return {
    name: 'select_content',
    params: { content_type: 'banner', content_id: banner.display_name, banner_location: banner.location },
  };
}
