import { describe, expect, it } from 'vitest';
import {
  CUSTOMS_COUNTRIES,
  FIELD_LABELS_EN,
  GENDERS,
  LOCALES,
  ORDER_STATUS_LABELS_EN,
  ORDER_STATUSES,
  ORIGINS,
  PAYMENT_METHODS,
  SHIPPING_METHODS,
  VALIDATION_MESSAGES_EN,
} from '@storefront/domain';
import { resources } from './create-i18n.js';
import { INVALID_DATE } from './invalid-date.js';
import { PAGE_TITLE_KEYS } from './page-titles.js';
import enAccount from './resources/account/en.json';
import zhCnAccount from './resources/account/zh-cn.json';
import zhTwAccount from './resources/account/zh-tw.json';
import enCore from './resources/en.json';
import zhCnCore from './resources/zh-cn.json';
import zhTwCore from './resources/zh-tw.json';
import { placeholders, resourceEntries, valueAt } from './testing/resource-entries.js';

const languages = Object.entries(resources).map(([tag, { translation }]) => [tag, new Map(resourceEntries(translation))] as const);
const en = resources.en.translation;
const zhTw = resources['zh-TW'].translation;
const zhCn = resources['zh-CN'].translation;
const english = new Map(resourceEntries(en));

function keysOf(tree: object, key: string): string[] {
  return Object.keys(valueAt(tree, key) as object).sort();
}

describe('key parity', () => {
  const every = [...new Set(languages.flatMap(([, texts]) => [...texts.keys()]))].sort();

  it.each(languages)('%s has every key any language has, each a non-empty text', (tag, texts) => {
    expect(
      every.filter((key) => !texts.has(key)),
      `keys ${tag} lacks`,
    ).toEqual([]);
    for (const [key, text] of texts) {
      expect(typeof text === 'string' && text.trim().length > 0, `${tag} ${key}`).toBe(true);
    }
  });

  it.each(languages)('%s uses the same placeholders as English in every text', (tag, texts) => {
    const differing = [...texts].filter(
      ([key, text]) => placeholders(String(text)).join() !== placeholders(String(english.get(key))).join(),
    );
    expect(
      differing.map(([key, text]) => `${key}: ${String(text)}`),
      `placeholders of ${tag}`,
    ).toEqual([]);
  });
});

describe('the text parts', () => {
  it.each([
    ['zh-TW', zhTwCore, zhTwAccount],
    ['zh-CN', zhCnCore, zhCnAccount],
  ])(
    '%s splits its groups between the files as English does, so a part loaded later holds the same keys in every language',
    (_tag, core, account) => {
      expect(Object.keys(core).sort()).toEqual(Object.keys(enCore).sort());
      expect(Object.keys(account).sort()).toEqual(Object.keys(enAccount).sort());
    },
  );

  it('never puts a group in both files', () => {
    expect(Object.keys(enAccount).filter((group) => group in enCore)).toEqual([]);
  });
});

describe('the spec English', () => {
  it('is the domain package text of every validation message, field label and order status', () => {
    for (const [key, text] of Object.entries({ ...VALIDATION_MESSAGES_EN, ...FIELD_LABELS_EN, ...ORDER_STATUS_LABELS_EN })) {
      expect(english.get(key), key).toBe(text);
    }
    expect(keysOf(en, 'validation')).toEqual(
      Object.keys(VALIDATION_MESSAGES_EN)
        .map((key) => key.slice('validation.'.length))
        .sort(),
    );
    expect(keysOf(en, 'field')).toEqual(
      Object.keys(FIELD_LABELS_EN)
        .map((key) => key.slice('field.'.length))
        .sort(),
    );
  });

  it('gives the coupon amounts, the menu, the age gate and the states their spec wording', () => {
    expect(en.coupon.threshold).toBe('Order reaches NT${amount}');
    expect(en.coupon.discount).toBe('NT${amount} off');
    expect([en.nav.hotNews, en.nav.products, en.nav.all, en.nav.popular, en.nav.luckyBag]).toEqual([
      'Hot news',
      'Products',
      'All',
      'Popular',
      'Lucky bag',
    ]);
    expect([en.title.theme, en.title.notFound, en.ageGate.leave, en.ageGate.enter]).toEqual([
      'Popular',
      'Page not found',
      'Leave',
      'Enter',
    ]);
    expect(en.product.state).toMatchObject({ sold_out: 'Sold out', pre_order: 'Pre-order', unavailable: 'Unavailable' });
    expect(Object.values(en.checkout.paymentMethod)).toEqual(['Credit card', 'WeChat Pay', 'Alipay', 'UnionPay card']);
  });

  it('reads a field alone as its label with a capital first letter; Chinese labels are the field names', () => {
    for (const [key, text] of Object.entries(en.field)) {
      expect(en.label[key as keyof typeof en.label]).toBe(text.charAt(0).toUpperCase() + text.slice(1));
    }
    expect(zhTw.label).toEqual(zhTw.field);
    expect(zhCn.label).toEqual(zhCn.field);
  });
});

describe('the English messages', () => {
  // Spec 5 quotes these word for word: they stay as the spec writes them.
  const SPEC_QUOTED = [
    'validation.required',
    'validation.min',
    'validation.max',
    'validation.pattern',
    'validation.invalidMail',
    'validation.requiredFields',
    'validation.fillInNumber',
    'validation.fillInError',
    'validation.englishOnly',
    'validation.selectAllItems',
    'validation.password',
  ];
  // The toast reading 404 (spec 8) is a number, not a sentence.
  const NOT_SENTENCES = ['apiClient.notFound'];
  // What the shopper is told rather than what a control or a heading is called: whole namespaces of
  // errors and notes, and the texts the app toasts.
  const MESSAGE_NAMESPACES = ['errors.', 'apiClient.', 'validation.', 'storageErrors.', 'cart.problem.', 'coupon.ineligible.'];
  const TOASTS = [
    'common.loadFailed',
    'product.addedToCart',
    'product.loginToAddToCart',
    'cart.removed',
    'checkout.shippingUpdated',
    'checkout.codeApplied',
    'coupon.claimed',
    'profile.saved',
    'profile.uploaded',
    'member.loggedOut',
    'order.canceledDone',
    'passwordChange.loginAgain',
    'auth.login.socialFailed',
    'auth.register.done',
    'auth.resetPassword.done',
    'arrivalNotice.done',
  ];
  const messages = [...english].filter(
    ([key]) =>
      (TOASTS.includes(key) || MESSAGE_NAMESPACES.some((namespace) => key.startsWith(namespace))) &&
      !SPEC_QUOTED.includes(key) &&
      !NOT_SENTENCES.includes(key),
  );

  it('are sentences: a capital first, closing punctuation last', () => {
    expect(messages.length).toBeGreaterThan(TOASTS.length);
    expect(messages.filter(([, text]) => !/^[A-Z].*[.?!…]$/s.test(String(text))).map(([key, text]) => `${key}: ${String(text)}`)).toEqual(
      [],
    );
  });

  it("keep spec 5's quoted messages word for word", () => {
    expect(SPEC_QUOTED.map((key) => english.get(key))).toEqual([
      'please enter {label}',
      'at least {min} characters',
      'at most {max} characters',
      'input error, please check again',
      'Invalid mail',
      'Required fields',
      'Please fill in number',
      'Fill in error',
      'Please enter in English only',
      'Please select all items',
      'The password must be 6~20 characters mixed with English and numbers',
    ]);
  });

  it('say the same thing the same way wherever it is shown', () => {
    expect(en.apiClient.parameterError).toBe(en.errors[40004]);
    expect(en.apiClient.unknown).toBe(en.errors[50000]);
    expect(en.apiClient.timeout).toBe(en.common.loadFailed);
    expect(en.checkout.shippingUpdated).toBe(en.errors[40902]);
    expect(en.validation.customsId).toBe(en.errors[40011]);
    expect(en.errors[40001]).toBe('Login failed: the account or password is incorrect.');
  });
});

describe('the Chinese error texts', () => {
  it('agree with the client texts that say the same thing', () => {
    for (const texts of [zhTw, zhCn]) {
      expect(texts.apiClient.parameterError).toBe(texts.errors[40004]);
      expect(texts.apiClient.unknown).toBe(texts.errors[50000]);
      expect(texts.apiClient.timeout).toBe(texts.common.loadFailed);
      expect(texts.checkout.shippingUpdated).toBe(texts.errors[40902]);
      expect(texts.validation.customsId).toBe(texts.errors[40011]);
      expect(texts.title.notFound).toBe(texts.errors[40401]);
    }
  });
});

describe('keys by value', () => {
  it.each([
    ['order.status', ORDER_STATUSES],
    ['checkout.paymentMethod', PAYMENT_METHODS],
    ['checkout.shippingMethod', SHIPPING_METHODS],
    ['checkout.customsId', CUSTOMS_COUNTRIES],
    ['origin', ORIGINS],
    ['profile.gender', GENDERS],
    ['language.name', LOCALES],
  ])('%s has a text for each value the code can hold, and no other', (key, values) => {
    expect(keysOf(en, key)).toEqual([...values].sort());
  });
});

describe('the invalid-date text', () => {
  it('is the one the date formatters write, in every language', () => {
    expect([en.date.invalid, zhTw.date.invalid, zhCn.date.invalid]).toEqual([INVALID_DATE.en, INVALID_DATE.tw, INVALID_DATE.cn]);
  });
});

describe('page titles', () => {
  const SPEC_ROUTES = [
    '/',
    '/theme',
    '/theme/:theme_id',
    '/news-list',
    '/news/:news_id',
    '/lucky-bag',
    '/product-list/:category_id',
    '/search',
    '/product/:product_id',
    '/cart',
    '/checkout',
    '/privacy',
    '/shipping-terms',
    '/return-policy',
    '/about-us',
    '/result',
    '/order-detail',
    '/member',
    '/member/orders',
    '/member/coupon-list',
    '/member/user-edit',
    '/member/password',
    // The shop's own, beyond spec 2: the member's address book (issue 34).
    '/member/address-book',
    '/login',
    '/register',
    '/set-password',
    '/forgot-password',
    '/mail-be-send',
    '/reset-password',
    '*',
  ];

  it("name every route of spec 2 and the shop's own in all three languages", () => {
    expect(Object.keys(PAGE_TITLE_KEYS).sort()).toEqual([...SPEC_ROUTES].sort());
    for (const [tag, texts] of languages) {
      for (const key of Object.values(PAGE_TITLE_KEYS)) expect(typeof texts.get(key), `${tag} ${key}`).toBe('string');
    }
  });
});

describe('the Chinese', () => {
  // Characters written differently in the two scripts: traditional first, simplified second.
  const PAIRS =
    '們们這这個个車车購购買买賣卖單单訂订價价運运費费為为會会員员帳账號号碼码網网頁页關关於于與与將将從从請请選选擇择確确認认說说' +
    '資资訊讯載载傳传結结優优貨货發发門门證证驗验錯错誤误時时間间權权隱隐歲岁齡龄離离進进體体簡简紀纪錄录設设稅税區区縣县鄉乡' +
    '鎮镇郵邮遞递數数題题開开閉闭滿满減减額额總总計计專专熱热聯联絡络營营業业務务態态啟启應应頭头圖图張张詳详細细給给項项條条' +
    '換换舊旧寶宝銀银鍵键尋寻處处無无內内過过領领讀读閱阅際际國国陸陆灣湾話话線线標标顯显檢检幾几鐘钟後后麼么樣样嗎吗還还沒没' +
    '當当讓让節节規规';
  const traditional = new Set([...PAIRS].filter((_, index) => index % 2 === 0));
  const simplified = new Set([...PAIRS].filter((_, index) => index % 2 === 1));
  // Each language names itself: the switcher shows 繁體中文 in every language.
  const texts = (tree: object) => resourceEntries(tree).filter(([key]) => !key.startsWith('language.name.')) as [string, string][];

  it('zh-TW is written in Traditional characters and zh-CN in Simplified ones', () => {
    expect(texts(zhTw).filter(([, text]) => [...text].some((char) => simplified.has(char)))).toEqual([]);
    expect(texts(zhCn).filter(([, text]) => [...text].some((char) => traditional.has(char)))).toEqual([]);
  });

  it('uses each region’s words: 登入 帳號 電子郵件 資訊 in Taiwan, 登录 账号 邮箱 信息 on the mainland', () => {
    const mainlandTerms = ['登錄', '賬號', '郵箱', '信息', '默認', '設置', '加載', '網絡', '視頻', '軟件', '包郵', '二維碼', '收貨人'];
    const taiwanTerms = ['登入', '帐号', '电子邮件', '讯息', '网路', '档案', '预设', '设定', '储存', '载入', '免运', '信箱', '贩售'];
    expect(texts(zhTw).filter(([, text]) => mainlandTerms.some((term) => text.includes(term)))).toEqual([]);
    expect(texts(zhCn).filter(([, text]) => taiwanTerms.some((term) => text.includes(term)))).toEqual([]);
  });
});
