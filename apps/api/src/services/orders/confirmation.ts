import type { OrderCreated } from '@storefront/api-contract';
import type { Locale } from '@storefront/domain';
import type { Mailer } from '../mail/mailer.js';
import { orderPlacedMail } from '../mail/templates.js';

/**
 * Mails the order confirmation of a placed checkout to its recipient e-mail, in the checkout's
 * language. A visitor's mail carries each order's own link (order number and e-mail: the only way
 * to open a visitor's order); a member's links the member centre's order records.
 */
export function sendOrderPlacedMail(
  mailer: Mailer,
  storefrontUrl: string,
  locale: Locale,
  { email, member, answer }: { email: string; member: boolean; answer: OrderCreated },
): Promise<void> {
  const to = email.toLowerCase();
  const links = member
    ? [`${storefrontUrl}/member/orders`]
    : answer.order_ids.map((orderId) => `${storefrontUrl}/order-detail?${new URLSearchParams({ order_id: orderId, email: to })}`);
  return mailer.send({ to, ...orderPlacedMail(locale, { orderIds: answer.order_ids, amount: answer.payment.amount, links }) });
}
