import { API_BASE_PATH } from '@storefront/api-contract';
import type { articles, banners, promotions, searchKeywords, themeBlocks, themeProducts, themes } from './schema.js';

type Texts = readonly [zhTw: string, zhCn: string, en: string];

/** The URL of generated picture n (from 1) of a theme, article or banner; .png, served as .webp too. */
function contentImageUrl(kind: 'themes' | 'articles' | 'banners', id: string, n: number): string {
  return `${API_BASE_PATH}/images/${kind}/${id}-${n}.png`;
}

type ThemeRow = readonly [
  themeId: string,
  names: Texts,
  descriptions: Texts,
  ageRestricted: boolean,
  blocks: readonly (readonly [titles: Texts, contents: Texts, link: string | null])[],
  productIds: readonly string[],
];

const THEME_ROWS: readonly ThemeRow[] = [
  [
    'star-voyager',
    ['星穹旅人 專區', '星穹旅人 专区', 'Star Voyager Corner'],
    [
      '<p>人氣動畫「星穹旅人」官方周邊一次收齊。</p>',
      '<p>人气动画「星穹旅人」官方周边一次收齐。</p>',
      '<p>Every official Star Voyager item in one place.</p>',
    ],
    false,
    [
      [
        ['聯名新品', '联名新品', 'New collabs'],
        [
          '<p>聯名外套與立牌限量登場。</p>',
          '<p>联名卫衣与立牌限量登场。</p>',
          '<p>Limited collab hoodies and acrylic stands are here.</p>',
        ],
        '/product/p-1037',
      ],
      [
        ['收藏推薦', '收藏推荐', 'For collectors'],
        ['<p>1/7 比例模型，細節滿分。</p>', '<p>1/7 比例手办，细节满分。</p>', '<p>A 1/7 scale figure with every detail.</p>'],
        '/product/p-1001',
      ],
    ],
    ['p-1001', 'p-1013', 'p-1037', 'p-1039', 'p-1017', 'p-1030'],
  ],
  [
    'taiwan-flavours',
    ['台灣好味道', '台湾好味道', 'Tastes of Taiwan'],
    [
      '<p>鳳梨酥、烏龍茶、珍珠奶茶，把台灣帶回家。</p>',
      '<p>凤梨酥、乌龙茶、珍珠奶茶，把台湾带回家。</p>',
      '<p>Pineapple cakes, oolong and bubble tea: take Taiwan home.</p>',
    ],
    false,
    [
      [
        ['伴手禮首選', '伴手礼首选', 'Gifts to bring home'],
        ['<p>禮盒包裝，送禮自用兩相宜。</p>', '<p>礼盒包装，送礼自用两相宜。</p>', '<p>Gift-boxed for friends or for you.</p>'],
        '/product/p-1034',
      ],
    ],
    ['p-1034', 'p-1035', 'p-1036', 'p-1031', 'p-1032', 'p-1033', 'p-1045'],
  ],
  [
    'guochao',
    ['國潮風尚', '国潮风尚', 'Guochao Style'],
    [
      '<p>來自中國大陸的國風設計好物。</p>',
      '<p>来自中国大陆的国风设计好物。</p>',
      '<p>Chinese-style designs shipped from mainland China.</p>',
    ],
    false,
    [
      [
        ['東方美學', '东方美学', 'Eastern aesthetics'],
        [
          '<p>刺繡、燙金與書法的當代演繹。</p>',
          '<p>刺绣、烫金与书法的当代演绎。</p>',
          '<p>Embroidery, gold foil and calligraphy, made modern.</p>',
        ],
        null,
      ],
    ],
    ['p-1052', 'p-1051', 'p-1056', 'p-1057', 'p-1060', 'p-1059'],
  ],
  [
    'tcg-battle',
    ['卡牌對戰 補給站', '卡牌对战 补给站', 'TCG Battle Supply'],
    [
      '<p>補充包、牌組與配件，一站備齊。</p>',
      '<p>补充包、卡组与配件，一站备齐。</p>',
      '<p>Boosters, decks and accessories in one stop.</p>',
    ],
    false,
    [
      [
        ['新手入門', '新手入门', 'Getting started'],
        ['<p>從入門牌組開始你的對決。</p>', '<p>从入门卡组开始你的对决。</p>', '<p>Start duelling with a starter deck.</p>'],
        '/product/p-1021',
      ],
    ],
    ['p-1019', 'p-1020', 'p-1021', 'p-1022', 'p-1023', 'p-1055', 'p-1046'],
  ],
  [
    'grown-up-treats',
    ['大人的微醺時光', '大人的微醺时光', 'Grown-Up Treats'],
    [
      '<p>僅限 18 歲以上。酒類與限制級商品。</p>',
      '<p>仅限 18 岁以上。酒类与限制级商品。</p>',
      '<p>18+ only: drinks and adults-only items.</p>',
    ],
    true,
    [
      [
        ['理性飲酒', '理性饮酒', 'Drink responsibly'],
        [
          '<p>禁止酒駕，未滿 18 歲請勿飲酒。</p>',
          '<p>禁止酒驾，未满 18 岁请勿饮酒。</p>',
          '<p>Never drink and drive; no alcohol under 18.</p>',
        ],
        null,
      ],
    ],
    ['p-1047', 'p-1048', 'p-1050', 'p-1049'],
  ],
  [
    'cuddly-friends',
    ['療癒絨毛控', '治愈毛绒控', 'Cuddly Friends'],
    ['<p>抱起來就放鬆的絨毛娃娃。</p>', '<p>抱起来就放松的毛绒公仔。</p>', '<p>Plush friends that melt stress away.</p>'],
    false,
    [],
    ['p-1007', 'p-1008', 'p-1009', 'p-1010', 'p-1011', 'p-1012', 'p-1053', 'p-1044'],
  ],
];

/** Themes in menu order. */
export const SEED_THEMES: (typeof themes.$inferInsert)[] = THEME_ROWS.map(([themeId, names, descriptions, ageRestricted], index) => ({
  themeId,
  position: (index + 1) * 10,
  nameZhTw: names[0],
  nameZhCn: names[1],
  nameEn: names[2],
  descriptionZhTw: descriptions[0],
  descriptionZhCn: descriptions[1],
  descriptionEn: descriptions[2],
  imageUrl: contentImageUrl('themes', themeId, 1),
  ageRestricted,
}));

/** Themes' content blocks; block n's picture is the theme's image n + 1. */
export const SEED_THEME_BLOCKS: (typeof themeBlocks.$inferInsert)[] = THEME_ROWS.flatMap(([themeId, , , , blocks]) =>
  blocks.map(([titles, contents, linkUrl], index) => ({
    themeId,
    position: index + 1,
    titleZhTw: titles[0],
    titleZhCn: titles[1],
    titleEn: titles[2],
    contentZhTw: contents[0],
    contentZhCn: contents[1],
    contentEn: contents[2],
    imageUrl: contentImageUrl('themes', themeId, index + 2),
    linkUrl,
  })),
);

/** The products of each theme, in the theme's order. */
export const SEED_THEME_PRODUCTS: (typeof themeProducts.$inferInsert)[] = THEME_ROWS.flatMap(([themeId, , , , , productIds]) =>
  productIds.map((productId, index) => ({ themeId, productId, position: index + 1 })),
);

type ArticleRow = readonly [
  articleId: string,
  publishedAt: string,
  titles: Texts,
  summaries: Texts,
  points: readonly Texts[],
  pasted?: Texts,
];

/**
 * What pasting from an old page left in one article: a countdown widget's script, an inline
 * handler on a tracking pixel and a javascript: link, each of which would change window.__securityFlag
 * if it ran. The API stores it as pasted and sanitises rich text as it hands it over
 * (services/html.ts); the storefront sanitises again, and its security test opens every seeded
 * article to show that nothing runs.
 */
function pastedLeftovers(articleId: string, label: string): string {
  return [
    `<script>window.__securityFlag = 'script ran'</script>`,
    `<p><img src="${contentImageUrl('articles', articleId, 2)}" width="1" height="1" alt="" onload="window.__securityFlag = 'onload ran'"></p>`,
    `<p><a href="javascript:window.__securityFlag = 'link ran'">${label}</a></p>`,
  ].join('');
}

const ARTICLE_ROWS: readonly ArticleRow[] = [
  [
    'n-2001',
    '2026-11-20T02:00:00Z',
    ['雙 12 購物節 全館滿額免運', '双 12 购物节 全场满额包邮', '12.12 Shopping Festival: Free Shipping Over NT$1,500'],
    [
      '12/1 起至 12/12，台灣出貨商品滿 NT$1,500 免運。',
      '12/1 起至 12/12，台湾发货商品满 NT$1,500 包邮。',
      'From 1 to 12 December, orders shipped from Taiwan over NT$1,500 ship free.',
    ],
    [
      ['活動期間：12/1–12/12', '活动期间：12/1–12/12', 'When: 1–12 December'],
      ['適用：台灣出貨商品', '适用：台湾发货商品', 'Applies to: items shipped from Taiwan'],
      ['海外稅商品不適用', '海外税商品不适用', 'Items with overseas tax excluded'],
    ],
  ],
  [
    'n-2002',
    '2026-11-12T04:00:00Z',
    ['「星穹旅人」聯名外套 限量開賣', '「星穹旅人」联名卫衣 限量开卖', 'Star Voyager Collab Hoodie on Sale Now'],
    ['三色四尺寸，售完不補。', '三色四尺码，售完不补。', 'Three colours, four sizes, no restock.'],
    [
      ['黑、白、麻花灰三色', '黑、白、麻灰三色', 'Black, white and heather grey'],
      ['S 至 XL 四種尺寸', 'S 至 XL 四种尺码', 'Sizes S to XL'],
      ['每人限購 2 件', '每人限购 2 件', 'Two per customer'],
    ],
  ],
  [
    'n-2003',
    '2026-11-01T01:00:00Z',
    ['新春福袋 預告登場', '新春福袋 预告登场', 'New Year Lucky Bags Are Coming'],
    [
      '模型、絨毛、零食與卡牌福袋，價值超過售價。',
      '手办、毛绒、零食与卡牌福袋，价值超过售价。',
      'Figure, plush, snack and card lucky bags worth more than they cost.',
    ],
    [
      ['模型福袋 NT$2,400', '手办福袋 NT$2,400', 'Figure bag NT$2,400'],
      ['零食福袋 NT$599', '零食福袋 NT$599', 'Snack bag NT$599'],
      ['數量有限，售完為止', '数量有限，售完为止', 'While stocks last'],
    ],
  ],
  [
    'n-2004',
    '2026-10-20T06:00:00Z',
    ['超商取貨 新增全家便利商店', '超商取货 新增全家便利店', 'Convenience-Store Pickup Now at FamilyMart'],
    [
      '台灣訂單可選 7-ELEVEN 或全家門市取貨。',
      '台湾订单可选 7-ELEVEN 或全家门店取货。',
      'Taiwan orders can be picked up at 7-ELEVEN or FamilyMart.',
    ],
    [
      ['結帳時選擇超商取貨', '结账时选择超商取货', 'Choose pickup at checkout'],
      ['輸入門市名稱或地址搜尋', '输入门店名称或地址搜索', 'Search stores by name or address'],
      ['到店出示取貨碼', '到店出示取货码', 'Show your pickup code in store'],
    ],
  ],
  [
    'n-2005',
    '2026-10-05T03:30:00Z',
    ['預購須知：預購商品需單獨結帳', '预购须知：预购商品需单独结账', 'Pre-orders Check Out on Their Own'],
    ['預購商品無法與現貨合併結帳。', '预购商品无法与现货合并结账。', 'Pre-order items cannot be combined with in-stock items.'],
    [
      ['一次結帳一件預購商品', '一次结账一件预购商品', 'One pre-order item per checkout'],
      ['出貨日以商品頁公告為準', '发货日以商品页公告为准', 'Ship dates are on the product page'],
      ['可於會員中心查詢訂單', '可在会员中心查询订单', 'Track orders in the member centre'],
    ],
  ],
  [
    'n-2006',
    '2026-09-18T08:00:00Z',
    ['海外配送 新增東南亞五國', '海外配送 新增东南亚五国', 'Now Shipping to Five More Southeast Asian Countries'],
    [
      '新加坡、馬來西亞、泰國、越南、印尼。',
      '新加坡、马来西亚、泰国、越南、印尼。',
      'Singapore, Malaysia, Thailand, Vietnam and Indonesia.',
    ],
    [
      ['運費依目的地計算', '运费按目的地计算', 'Fees by destination'],
      ['部分國家需填寫報關資料', '部分国家需填写报关资料', 'Some countries need customs details'],
      ['配送約 7–14 個工作天', '配送约 7–14 个工作日', 'Delivery in 7–14 working days'],
    ],
  ],
  [
    'n-2007',
    '2026-09-01T02:00:00Z',
    ['到貨通知 上線', '到货通知 上线', 'Back-in-Stock Alerts Are Live'],
    [
      '售完商品可留下 Email，補貨立即通知。',
      '售罄商品可留下邮箱，补货立即通知。',
      'Leave your e-mail on a sold-out item and hear when it is back.',
    ],
    [
      ['不需登入也能使用', '无需登录也能使用', 'No login needed'],
      ['每件商品通知一次', '每件商品通知一次', 'One alert per item'],
      ['可隨時取消', '可随时取消', 'Unsubscribe any time'],
    ],
  ],
  [
    'n-2008',
    '2026-08-15T05:00:00Z',
    ['中秋限定 烏龍茶禮盒', '中秋限定 乌龙茶礼盒', 'Mid-Autumn Oolong Gift Boxes'],
    ['高山烏龍與鳳梨酥的經典組合。', '高山乌龙与凤梨酥的经典组合。', 'High-mountain oolong with pineapple cakes: a classic.'],
    [
      ['限量 300 組', '限量 300 组', 'Only 300 boxes'],
      ['附提袋與賀卡', '附提袋与贺卡', 'With gift bag and card'],
      ['9/20 前下單保證中秋前到貨', '9/20 前下单保证中秋前到货', 'Order by 20 September for delivery before the festival'],
    ],
  ],
  [
    'n-2009',
    '2026-07-30T09:00:00Z',
    ['會員生日禮 優惠券', '会员生日礼 优惠券', 'Member Birthday Coupons'],
    [
      '生日當月登入即可領取 NT$100 折價券。',
      '生日当月登录即可领取 NT$100 优惠券。',
      'Log in during your birthday month for a NT$100 coupon.',
    ],
    [
      ['填寫生日即可參加', '填写生日即可参加', 'Add your birthday to join'],
      ['滿 NT$800 可用', '满 NT$800 可用', 'On orders over NT$800'],
      ['當月有效', '当月有效', 'Valid for that month'],
    ],
  ],
  [
    'n-2010',
    '2026-07-10T03:00:00Z',
    ['暑假門市與客服時間', '暑假门店与客服时间', 'Summer Opening and Support Hours'],
    [
      '7/15 至 8/31 客服時間調整為 10:00–18:00。',
      '7/15 至 8/31 客服时间调整为 10:00–18:00。',
      'From 15 July to 31 August, support answers from 10:00 to 18:00.',
    ],
    [
      ['週末照常出貨', '周末照常发货', 'Orders still ship at weekends'],
      ['Email 回覆約 1 個工作天', '邮件回复约 1 个工作日', 'E-mail replies within a working day'],
      ['8/8 父親節當天公休', '8/8 父亲节当天休息', 'Closed on 8 August'],
    ],
    ['倒數計時', '倒计时', 'Countdown'],
  ],
];

function articleHtml(
  articleId: string,
  title: string,
  summary: string,
  points: readonly string[],
  heading: string,
  pasted?: string,
): string {
  const image = contentImageUrl('articles', articleId, 2);
  return [
    `<p>${summary}</p>`,
    `<h2>${heading}</h2>`,
    `<ul>${points.map((point) => `<li>${point}</li>`).join('')}</ul>`,
    `<p><img src="${image}" alt="${title}" width="600" height="600"></p>`,
    pasted === undefined ? '' : pastedLeftovers(articleId, pasted),
  ].join('');
}

/** News articles, newest first. */
export const SEED_ARTICLES: (typeof articles.$inferInsert)[] = ARTICLE_ROWS.map(
  ([articleId, publishedAt, titles, summaries, points, pasted]) => ({
    articleId,
    titleZhTw: titles[0],
    titleZhCn: titles[1],
    titleEn: titles[2],
    summaryZhTw: summaries[0],
    summaryZhCn: summaries[1],
    summaryEn: summaries[2],
    contentZhTw: articleHtml(
      articleId,
      titles[0],
      summaries[0],
      points.map((point) => point[0]),
      '活動重點',
      pasted?.[0],
    ),
    contentZhCn: articleHtml(
      articleId,
      titles[1],
      summaries[1],
      points.map((point) => point[1]),
      '活动要点',
      pasted?.[1],
    ),
    contentEn: articleHtml(
      articleId,
      titles[2],
      summaries[2],
      points.map((point) => point[2]),
      'Key points',
      pasted?.[2],
    ),
    coverImageUrl: contentImageUrl('articles', articleId, 1),
    publishedAt: new Date(publishedAt),
  }),
);

type BannerRow = readonly [bannerId: string, location: string, names: Texts, linkUrl: string | null];

const BANNER_ROWS: readonly BannerRow[] = [
  ['b-double-12', 'home_carousel', ['雙 12 購物節', '双 12 购物节', '12.12 Shopping Festival'], '/news/n-2001'],
  ['b-star-voyager', 'home_carousel', ['星穹旅人 聯名開賣', '星穹旅人 联名开卖', 'Star Voyager Collab'], '/theme/star-voyager'],
  ['b-lucky-bag', 'home_carousel', ['新春福袋', '新春福袋', 'New Year Lucky Bags'], '/lucky-bag'],
  ['b-taiwan-flavours', 'home_middle', ['台灣好味道', '台湾好味道', 'Tastes of Taiwan'], '/theme/taiwan-flavours'],
  ['b-tcg', 'home_middle', ['卡牌對戰 補給站', '卡牌对战 补给站', 'TCG Battle Supply'], '/theme/tcg-battle'],
];

/** Banners by location; picture 1 is the desktop one, 2 the mobile one. */
export const SEED_BANNERS: (typeof banners.$inferInsert)[] = BANNER_ROWS.map(([bannerId, location, names, linkUrl], index) => ({
  bannerId,
  location,
  position: (index + 1) * 10,
  nameZhTw: names[0],
  nameZhCn: names[1],
  nameEn: names[2],
  imageUrl: contentImageUrl('banners', bannerId, 1),
  mobileImageUrl: contentImageUrl('banners', bannerId, 2),
  linkUrl,
}));

/** Suggested search keywords; each finds products in its own language. */
export const SEED_SEARCH_KEYWORDS: (typeof searchKeywords.$inferInsert)[] = (
  [
    ['星穹旅人', '星穹旅人', 'Star Voyager'],
    ['福袋', '福袋', 'Lucky Bag'],
    ['鳳梨酥', '凤梨酥', 'Pineapple'],
    ['幻境對決', '幻境对决', 'Dreamrealm'],
    ['柴犬', '柴犬', 'Shiba'],
    ['預購', '预购', 'Pre-order'],
  ] as const satisfies readonly Texts[]
).map(([keywordZhTw, keywordZhCn, keywordEn], index) => ({ position: index + 1, keywordZhTw, keywordZhCn, keywordEn }));

/** Site-wide promotions; the last one has ended and is never answered. */
export const SEED_PROMOTIONS: (typeof promotions.$inferInsert)[] = [
  {
    promoteId: 'free-shipping-tw',
    position: 10,
    nameZhTw: '台灣出貨 滿 NT$1,500 免運',
    nameZhCn: '台湾发货 满 NT$1,500 包邮',
    nameEn: 'Free shipping from Taiwan over NT$1,500',
    contentZhTw: '海外稅商品不參加免運活動。',
    contentZhCn: '海外税商品不参加包邮活动。',
    contentEn: 'Items with overseas tax are excluded.',
    imageUrl: null,
    linkUrl: '/news/n-2001',
    freeShippingThreshold: 1500,
    origins: ['TW'],
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2099-12-31T15:59:59Z'),
  },
  {
    promoteId: 'lucky-bag-week',
    position: 20,
    nameZhTw: '福袋週 全館福袋 8 折起',
    nameZhCn: '福袋周 全场福袋 8 折起',
    nameEn: 'Lucky Bag Week: bags from 20% off',
    contentZhTw: '每人每款限購數量以商品頁為準。',
    contentZhCn: '每人每款限购数量以商品页为准。',
    contentEn: 'Purchase limits are shown on each product.',
    imageUrl: contentImageUrl('banners', 'b-lucky-bag', 1),
    linkUrl: '/lucky-bag',
    freeShippingThreshold: null,
    origins: [],
    startsAt: null,
    endsAt: null,
  },
  {
    promoteId: 'summer-sale-2025',
    position: 30,
    nameZhTw: '2025 夏季特賣',
    nameZhCn: '2025 夏季特卖',
    nameEn: 'Summer Sale 2025',
    contentZhTw: '活動已結束。',
    contentZhCn: '活动已结束。',
    contentEn: 'This event has ended.',
    imageUrl: null,
    linkUrl: null,
    freeShippingThreshold: 999,
    origins: ['TW', 'CN'],
    startsAt: new Date('2025-07-01T00:00:00Z'),
    endsAt: new Date('2025-08-31T15:59:59Z'),
  },
];
