import { describe, expect, it } from 'vitest';
import { LOCALES } from '@storefront/domain';
import { arrivalNoticeMail, orderPlacedMail, refundDueMail, resetPasswordMail, verificationCodeMail } from './templates.js';

const LINK = 'https://shop.example/reset-password?checksum=abc&user=u-1';

describe('verificationCodeMail', () => {
  it.each([
    ['tw', '驗證碼', '10 分鐘', '電子郵件', '線上商店'],
    ['cn', '验证码', '10 分钟', '邮件', '线上商店'],
    ['en', 'verification code', '10 minutes', 'ignore', 'Storefront'],
  ] as const)('%s: the code, how long it is valid, and to ignore it if unasked', (locale, word, validity, ignore, shop) => {
    const mail = verificationCodeMail(locale, { code: '012345', minutes: 10 });
    expect(mail.subject).toContain(word);
    expect(mail.subject).toContain(shop);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('012345');
      expect(part).toContain(validity);
      expect(part).toContain(ignore);
      expect(part).toContain(shop);
    }
  });

  it('says "1 minute" in English', () => {
    expect(verificationCodeMail('en', { code: '123456', minutes: 1 }).text).toContain('within 1 minute to');
  });
});

describe('resetPasswordMail', () => {
  it.each([
    ['tw', '重設密碼', '30 分鐘'],
    ['cn', '重置密码', '30 分钟'],
    ['en', 'reset your password', '30 minutes'],
  ] as const)('%s: the link in both parts, a link in the HTML, and how long it is valid', (locale, subject, validity) => {
    const mail = resetPasswordMail(locale, { link: LINK, minutes: 30 });
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain(validity);
    expect(mail.html).toContain(validity);
    expect(mail.html).toContain(`<a href="${LINK.replace('&', '&amp;')}"`);
  });

  it('escapes every interpolated value in the HTML, keeping the text part as given', () => {
    const hostile = 'https://shop.example/"><script>alert(1)</script>';
    const mail = resetPasswordMail('en', { link: hostile, minutes: 30 });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://shop.example/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(mail.text).toContain(hostile);
    expect(verificationCodeMail('tw', { code: '<b>1</b>', minutes: 10 }).html).toContain('&lt;b&gt;1&lt;/b&gt;');
  });
});

describe('arrivalNoticeMail', () => {
  it.each([
    ['tw', '已到貨'],
    ['cn', '已到货'],
    ['en', 'back in stock'],
  ] as const)('%s: names the product in the subject and links to it', (locale, words) => {
    const mail = arrivalNoticeMail(locale, { productName: '<Panda> plush', link: 'https://shop.example/product/p-1' });
    expect(mail.subject).toContain(words);
    expect(mail.subject).toContain('<Panda> plush');
    expect(mail.text).toContain('https://shop.example/product/p-1');
    expect(mail.html).toContain('&lt;Panda&gt; plush');
    expect(mail.html).not.toContain('<Panda>');
  });
});

describe('orderPlacedMail', () => {
  // 16:04 UTC on 5 January is 00:04 on the 6th in Taiwan.
  const payBy = new Date(Date.UTC(2026, 0, 5, 16, 4));
  it.each([
    ['tw', '2026年1月6日 00:04（台灣時間 UTC+8）', '自動取消', '釋出'],
    ['cn', '2026年1月6日 00:04（台湾时间 UTC+8）', '自动取消', '释放'],
    ['en', 'January 6, 2026 at 00:04 (Taiwan time, UTC+8)', 'canceled', 'released'],
  ] as const)(
    '%s: states the payment deadline in Taiwan time, and that the unpaid order is then canceled and its items released',
    (locale, deadline, canceled, released) => {
      const mail = orderPlacedMail(locale, { orderIds: ['A1'], amount: 690, payBy, links: [LINK] });
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(deadline);
        expect(part).toContain(canceled);
        expect(part).toContain(released);
        expect(part).toContain('NT$690');
      }
    },
  );
});

describe('refundDueMail', () => {
  it.each([
    ['tw', '退還', 'NT$690'],
    ['cn', '退还', 'NT$690'],
    ['en', 'refunded', 'NT$690'],
  ] as const)('%s: names the orders and the amount, says it will be refunded, and links the orders', (locale, words, money) => {
    const mail = refundDueMail(locale, { orderIds: ['A1', 'B2'], amount: 690, links: [LINK] });
    expect(mail.subject).toContain(words);
    expect(mail.subject).toContain('A1');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('B2');
      expect(part).toContain(money);
    }
    expect(mail.text).toContain(LINK);
  });
});

describe('the three languages', () => {
  it('differ in every part, and the HTML declares its language', () => {
    for (const build of [
      (locale: (typeof LOCALES)[number]) => verificationCodeMail(locale, { code: '123456', minutes: 10 }),
      (locale: (typeof LOCALES)[number]) => resetPasswordMail(locale, { link: LINK, minutes: 30 }),
      (locale: (typeof LOCALES)[number]) => arrivalNoticeMail(locale, { productName: 'Panda', link: LINK }),
      (locale: (typeof LOCALES)[number]) => refundDueMail(locale, { orderIds: ['A1'], amount: 690, links: [LINK] }),
      (locale: (typeof LOCALES)[number]) => orderPlacedMail(locale, { orderIds: ['A1'], amount: 690, payBy: new Date(0), links: [LINK] }),
    ]) {
      const mails = LOCALES.map(build);
      for (const part of ['subject', 'text', 'html'] as const) {
        expect(new Set(mails.map((mail) => mail[part])).size, part).toBe(LOCALES.length);
      }
      expect(build('tw').html).toContain('<html lang="zh-TW">');
      expect(build('cn').html).toContain('<html lang="zh-CN">');
      expect(build('en').html).toContain('<html lang="en">');
    }
  });
});
