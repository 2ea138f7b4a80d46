import { formatTwd, toLanguageTag, type Locale } from '@storefront/domain';
import { escapeHtml } from '../html.js';
import type { MailMessage } from './mailer.js';

// The shop's name as its mails sign it, in each interface language.
const SHOP_NAME: Record<Locale, string> = { tw: '線上商店', cn: '线上商店', en: 'Storefront' };

/** What a mail says, written once and drawn as both its text and its HTML part. */
interface MailContent {
  subject: string;
  greeting: string;
  lead: string;
  /** The code to type or the links to open: shown large, or as links. */
  action: { code: string } | { link: string } | { links: string[] };
  ignore: string;
}

/** A sign-up verification mail: the 6-digit code, valid for `minutes`, to ignore if the reader did not ask for it. */
export function verificationCodeMail(locale: Locale, { code, minutes }: { code: string; minutes: number }): Omit<MailMessage, 'to'> {
  const content: Record<Locale, MailContent> = {
    tw: {
      subject: `【${SHOP_NAME.tw}】您的註冊驗證碼`,
      greeting: '您好：',
      lead: `您的註冊驗證碼如下，請在 ${minutes} 分鐘內輸入以完成註冊。`,
      action: { code },
      ignore: '如果您沒有申請這組驗證碼，請忽略這封電子郵件。',
    },
    cn: {
      subject: `【${SHOP_NAME.cn}】您的注册验证码`,
      greeting: '您好：',
      lead: `您的注册验证码如下，请在 ${minutes} 分钟内输入以完成注册。`,
      action: { code },
      ignore: '如果这不是您本人的操作，请忽略此邮件。',
    },
    en: {
      subject: `${SHOP_NAME.en}: your sign-up verification code`,
      greeting: 'Hello,',
      lead: `Here is your sign-up verification code. Enter it within ${englishMinutes(minutes)} to finish signing up.`,
      action: { code },
      ignore: 'If you did not ask for this code, you can ignore this email.',
    },
  };
  return render(locale, content[locale]);
}

/** A password reset mail: the reset link, valid for `minutes`, to ignore if the reader did not ask for it. */
export function resetPasswordMail(locale: Locale, { link, minutes }: { link: string; minutes: number }): Omit<MailMessage, 'to'> {
  const content: Record<Locale, MailContent> = {
    tw: {
      subject: `【${SHOP_NAME.tw}】重設密碼`,
      greeting: '您好：',
      lead: `我們收到了重設您帳號密碼的申請。請在 ${minutes} 分鐘內開啟以下連結，設定新的密碼。`,
      action: { link },
      ignore: '如果您沒有申請重設密碼，請忽略這封電子郵件，您的密碼不會變更。',
    },
    cn: {
      subject: `【${SHOP_NAME.cn}】重置密码`,
      greeting: '您好：',
      lead: `我们收到了重置您账号密码的申请。请在 ${minutes} 分钟内打开以下链接，设置新密码。`,
      action: { link },
      ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会被更改。',
    },
    en: {
      subject: `${SHOP_NAME.en}: reset your password`,
      greeting: 'Hello,',
      lead: `We received a request to reset your account password. Open the link below within ${englishMinutes(minutes)} to choose a new one.`,
      action: { link },
      ignore: 'If you did not ask for a password reset, you can ignore this email: your password stays the same.',
    },
  };
  return render(locale, content[locale]);
}

/** A back-in-stock mail: the product the reader asked about is on sale again, with a link to it; sent once per request. */
export function arrivalNoticeMail(locale: Locale, { productName, link }: { productName: string; link: string }): Omit<MailMessage, 'to'> {
  const content: Record<Locale, MailContent> = {
    tw: {
      subject: `【${SHOP_NAME.tw}】您關注的商品已到貨：${productName}`,
      greeting: '您好：',
      lead: `您登記到貨通知的「${productName}」已經補貨，數量有限，歡迎盡早選購。`,
      action: { link },
      ignore: '這是您在商品頁登記的一次性通知，之後不會再寄送。',
    },
    cn: {
      subject: `【${SHOP_NAME.cn}】您关注的商品已到货：${productName}`,
      greeting: '您好：',
      lead: `您登记到货通知的“${productName}”已经补货，数量有限，欢迎尽早选购。`,
      action: { link },
      ignore: '这是您在商品页登记的一次性通知，之后不会再发送。',
    },
    en: {
      subject: `${SHOP_NAME.en}: ${productName} is back in stock`,
      greeting: 'Hello,',
      lead: `${productName}, which you asked us to tell you about, is back in stock. Stock is limited, so do not wait too long.`,
      action: { link },
      ignore: 'You asked for this one-time notice on the product page; we will not write about it again.',
    },
  };
  return render(locale, content[locale]);
}

// The shop's customers shop in Taiwan's time: a deadline is told in it, naming the zone, wherever the reader is.
const SHOP_TIME_ZONE = 'Asia/Taipei';
const SHOP_TIME_ZONE_NAME: Record<Locale, string> = { tw: '（台灣時間 UTC+8）', cn: '（台湾时间 UTC+8）', en: ' (Taiwan time, UTC+8)' };

/** An instant as a date and time in Taiwan's time zone, in the mail's language, with the zone named. */
function shopDateTime(locale: Locale, instant: Date): string {
  const formatted = new Intl.DateTimeFormat(toLanguageTag(locale), {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${formatted}${SHOP_TIME_ZONE_NAME[locale]}`;
}

/**
 * The order confirmation of a checkout: its order numbers, the amount to pay and the deadline to
 * pay it by (then the orders are canceled and their items released), with where to follow them: a
 * visitor gets each order's own link (order number and e-mail), a member the order records of the
 * member centre.
 */
export function orderPlacedMail(
  locale: Locale,
  { orderIds, amount, payBy, links }: { orderIds: string[]; amount: number; payBy: Date; links: string[] },
): Omit<MailMessage, 'to'> {
  const numbers = orderIds.join(locale === 'en' ? ', ' : '、');
  const money = formatTwd(amount, locale);
  const deadline = shopDateTime(locale, payBy);
  const content: Record<Locale, MailContent> = {
    tw: {
      subject: `【${SHOP_NAME.tw}】訂單成立通知：${numbers}`,
      greeting: '您好：',
      lead: `感謝您的訂購！您的訂單 ${numbers} 已成立，應付金額 ${money}。請於 ${deadline} 前完成付款，逾時未付款的訂單將自動取消，商品也會釋出給其他顧客。付款完成後我們會開始備貨，您可以透過以下連結查看訂單狀態。`,
      action: { links },
      ignore: '訂單連結僅供您本人使用，請勿轉寄給他人。',
    },
    cn: {
      subject: `【${SHOP_NAME.cn}】订单成立通知：${numbers}`,
      greeting: '您好：',
      lead: `感谢您的订购！您的订单 ${numbers} 已成立，应付金额 ${money}。请于 ${deadline} 前完成付款，逾时未付款的订单将自动取消，商品也会释放给其他顾客。付款完成后我们会开始备货，您可以通过以下链接查看订单状态。`,
      action: { links },
      ignore: '订单链接仅供您本人使用，请勿转发给他人。',
    },
    en: {
      subject: `${SHOP_NAME.en}: order ${numbers} placed`,
      greeting: 'Hello,',
      lead: `Thank you for your order! Order ${numbers} has been placed; the amount to pay is ${money}. Please pay by ${deadline}: an order not paid by then is canceled and its items are released to other shoppers. We start packing once it is paid. Follow your order at the link below.`,
      action: { links },
      ignore: 'The order link is for you alone: please do not forward it.',
    },
  };
  return render(locale, content[locale]);
}

/**
 * A late payment's notice: the gateway took `amount` for orders that had already been canceled
 * (their payment window passed) or paid another way, so nothing ships for it and the shop gives
 * the money back through the same payment method; the links show the orders.
 */
export function refundDueMail(
  locale: Locale,
  { orderIds, amount, links }: { orderIds: string[]; amount: number; links: string[] },
): Omit<MailMessage, 'to'> {
  const numbers = orderIds.join(locale === 'en' ? ', ' : '、');
  const money = formatTwd(amount, locale);
  const content: Record<Locale, MailContent> = {
    tw: {
      subject: `【${SHOP_NAME.tw}】款項將退還：${numbers}`,
      greeting: '您好：',
      lead: `我們收到了訂單 ${numbers} 的付款 ${money}，但這筆付款抵達時訂單已取消（超過付款期限）或已由另一筆付款完成，因此不會出貨。這筆款項將原路退還給您，您不需要做任何事。`,
      action: { links },
      ignore: '若要重新購買，請再次下單。如有疑問，請回覆這封電子郵件。',
    },
    cn: {
      subject: `【${SHOP_NAME.cn}】款项将退还：${numbers}`,
      greeting: '您好：',
      lead: `我们收到了订单 ${numbers} 的付款 ${money}，但这笔付款到达时订单已取消（超过付款期限）或已由另一笔付款完成，因此不会发货。这笔款项将原路退还给您，您无需做任何操作。`,
      action: { links },
      ignore: '如需重新购买，请再次下单。如有疑问，请回复此邮件。',
    },
    en: {
      subject: `${SHOP_NAME.en}: your payment for order ${numbers} will be refunded`,
      greeting: 'Hello,',
      lead: `We received your payment of ${money} for order ${numbers}, but it arrived after the order had been canceled (its payment window had passed) or paid by another payment, so nothing ships for it. We will refund the amount to the same payment method; there is nothing you need to do.`,
      action: { links },
      ignore: 'To buy the items after all, please place a new order. If you have questions, reply to this email.',
    },
  };
  return render(locale, content[locale]);
}

function englishMinutes(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function render(locale: Locale, { subject, greeting, lead, action, ignore }: MailContent): Omit<MailMessage, 'to'> {
  const shop = SHOP_NAME[locale];
  const links = 'links' in action ? action.links : 'link' in action ? [action.link] : [];
  const actionText = 'code' in action ? action.code : links.join('\n');
  const actionHtml =
    'code' in action
      ? `<p style="margin: 24px 0; font-size: 32px; font-weight: 700; letter-spacing: 8px; font-family: Menlo, Consolas, monospace">${escapeHtml(action.code)}</p>`
      : links
          .map(
            (link) =>
              `<p style="margin: 24px 0; word-break: break-all"><a href="${escapeHtml(link)}" style="color: #0b57d0">${escapeHtml(link)}</a></p>`,
          )
          .join('\n');
  const html = `<!doctype html>
<html lang="${toLanguageTag(locale)}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin: 0; padding: 24px; background: #f6f7f9; font-family: system-ui, -apple-system, 'PingFang TC', 'PingFang SC', 'Microsoft JhengHei', 'Microsoft YaHei', sans-serif; color: #1f2328; line-height: 1.6">
<div style="max-width: 560px; margin: 0 auto; padding: 24px; background: #ffffff; border-radius: 8px">
<p style="margin: 0 0 16px; font-size: 18px; font-weight: 700">${escapeHtml(shop)}</p>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
${actionHtml}
<p style="color: #59636e; font-size: 14px">${escapeHtml(ignore)}</p>
</div>
</body>
</html>`;
  const text = [greeting, lead, actionText, ignore, shop].join('\n\n');
  return { subject, text, html };
}
