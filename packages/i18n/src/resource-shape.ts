import type { CheckoutProblem, CouponDisplayState, CouponIneligibility, FreeShippingReason, ProductState } from '@storefront/domain';
import type englishAccount from './resources/account/en.json';
import type english from './resources/en.json';

/** The groups keyed by a domain type that has no list of values to test against at run time. */
interface ValueKeyedGroups {
  readonly product: { readonly state: Record<ProductState, string> };
  readonly cart: { readonly problem: Record<CheckoutProblem, string>; readonly freeShippingReason: Record<FreeShippingReason, string> };
  readonly coupon: { readonly state: Record<CouponDisplayState, string>; readonly ineligible: Record<CouponIneligibility, string> };
}

/** Fails the typecheck when the domain gains a value the English file has no text for. */
type CoveringEveryValue<T extends ValueKeyedGroups> = T;

/** The texts of the `account` part (text-parts.ts): the English file's shape. */
export type AccountResources = typeof englishAccount;

/** The shape every language's resources must have: the English files' (the texts every page needs, and the account part). */
export type Resources = CoveringEveryValue<typeof english & AccountResources>;
