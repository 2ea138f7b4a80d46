import { useCheckoutDraftSaving } from './use-checkout-draft.js';
import { useCheckoutPrefill } from './use-checkout-prefill.js';

/** A member's prefill: its own component, since only a member may ask for the last shipping method. */
function MemberPrefill() {
  useCheckoutPrefill();
  return null;
}

/** What the checkout remembers (issue 34): a member's profile and last method, a visitor's typing. Renders nothing; inside the form. */
export function CheckoutMemory({ member }: { readonly member: boolean }) {
  useCheckoutDraftSaving(member);
  return member ? <MemberPrefill /> : null;
}
