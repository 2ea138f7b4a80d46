import type { Locale } from '@storefront/domain';
import type { MailMessage } from '../mail/mailer.js';
import { orderPlacedMail, refundDueMail } from '../mail/templates.js';

type OrderMailFacts = { email: string; member: boolean; orderIds: readonly string[]; amount: number };

/**
 * Where a mail about orders points: a visitor's carries each order's own link (order number and
 * e-mail: the only way to open a visitor's order); a member's links the member centre's order records.
 */
function orderLinks(storefrontUrl: string, to: string, member: boolean, orderIds: readonly string[]): string[] {
  return member
    ? [`${storefrontUrl}/member/orders`]
    : orderIds.map((orderId) => `${storefrontUrl}/order-detail?${new URLSearchParams({ order_id: orderId, email: to })}`);
}

/** The order confirmation of a placed checkout, to its recipient e-mail, in the checkout's language, with the deadline its orders expire at. */
export function orderPlacedMessage(
  storefrontUrl: string,
  locale: Locale,
  { email, member, orderIds, amount, payBy }: OrderMailFacts & { payBy: Date },
): MailMessage {
  const to = email.toLowerCase();
  const links = orderLinks(storefrontUrl, to, member, orderIds);
  return { to, ...orderPlacedMail(locale, { orderIds: [...orderIds], amount, payBy, links }) };
}

/** The notice of a payment that came too late for its orders and will be refunded, to their recipient e-mail, in the checkout's language. */
export function refundDueMessage(storefrontUrl: string, locale: Locale, { email, member, orderIds, amount }: OrderMailFacts): MailMessage {
  const to = email.toLowerCase();
  return { to, ...refundDueMail(locale, { orderIds: [...orderIds], amount, links: orderLinks(storefrontUrl, to, member, orderIds) }) };
}
