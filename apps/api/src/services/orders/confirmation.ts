import type { Locale } from '@storefront/domain';
import type { MailMessage } from '../mail/mailer.js';
import { orderPlacedMail } from '../mail/templates.js';

/**
 * The order confirmation of a placed checkout, to its recipient e-mail, in the checkout's
 * language. A visitor's mail carries each order's own link (order number and e-mail: the only way
 * to open a visitor's order); a member's links the member centre's order records.
 */
export function orderPlacedMessage(
  storefrontUrl: string,
  locale: Locale,
  { email, member, orderIds, amount }: { email: string; member: boolean; orderIds: readonly string[]; amount: number },
): MailMessage {
  const to = email.toLowerCase();
  const links = member
    ? [`${storefrontUrl}/member/orders`]
    : orderIds.map((orderId) => `${storefrontUrl}/order-detail?${new URLSearchParams({ order_id: orderId, email: to })}`);
  return { to, ...orderPlacedMail(locale, { orderIds: [...orderIds], amount, links }) };
}
