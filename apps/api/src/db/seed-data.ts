import { API_BASE_PATH } from '@storefront/api-contract';
import type { categories, products, subProductGroups, subProductOptions } from './schema.js';

type Names = readonly [zhTw: string, zhCn: string, en: string];

/** The starter categories, in menu order. */
export const SEED_CATEGORIES: (typeof categories.$inferInsert)[] = (
  [
    ['figures', ['模型公仔', '模型手办', 'Figures']],
    ['plush', ['絨毛娃娃', '毛绒公仔', 'Plush Toys']],
    ['merch', ['動漫周邊', '动漫周边', 'Anime Merchandise']],
    ['cards', ['卡牌遊戲', '卡牌游戏', 'Trading Cards']],
    ['stationery', ['文具雜貨', '文具杂货', 'Stationery & Goods']],
    ['snacks', ['零食飲料', '零食饮料', 'Snacks & Drinks']],
    ['apparel', ['服飾配件', '服饰配件', 'Apparel & Accessories']],
  ] as const satisfies readonly (readonly [string, Names])[]
).map(([categoryId, [nameZhTw, nameZhCn, nameEn]], index) => ({
  categoryId,
  position: (index + 1) * 10,
  nameZhTw,
  nameZhCn,
  nameEn,
}));

type ProductRow = readonly [
  productId: string,
  sku: string,
  categoryId: string,
  names: Names,
  markedPrice: number,
  sellingPrice: number | null,
  stock: number,
  imageCount: 1 | 2 | 3,
];

// Whole TWD prices; a null selling price means the product sells at its marked price.
const PRODUCT_ROWS: readonly ProductRow[] = [
  [
    'p-1001',
    'FIG-0001',
    'figures',
    ['「星穹旅人」艾莉亞 1/7 比例模型', '「星穹旅人」艾莉亚 1/7 比例手办', 'Star Voyager Aria 1/7 Scale Figure'],
    5980,
    5380,
    12,
    3,
  ],
  [
    'p-1002',
    'FIG-0002',
    'figures',
    ['機動戰記 RX-78 1/144 組裝模型', '机动战记 RX-78 1/144 拼装模型', 'Mobile War Chronicle RX-78 1/144 Model Kit'],
    880,
    null,
    40,
    2,
  ],
  [
    'p-1003',
    'FIG-0003',
    'figures',
    ['貓咪偵探 Q版公仔 盲盒（單入）', '猫咪侦探 Q版手办 盲盒（单个）', 'Cat Detective Chibi Figure Blind Box (Single)'],
    390,
    350,
    120,
    1,
  ],
  [
    'p-1004',
    'FIG-0004',
    'figures',
    ['劍之少女 雪乃 景品公仔', '剑之少女 雪乃 景品手办', 'Sword Maiden Yukino Prize Figure'],
    690,
    null,
    0,
    2,
  ],
  [
    'p-1005',
    'FIG-0005',
    'figures',
    [
      '夏日祭典 浴衣少女 凜 1/8 比例模型（預購）',
      '夏日祭典 浴衣少女 凛 1/8 比例手办（预购）',
      'Summer Festival Yukata Rin 1/8 Scale Figure (Pre-order)',
    ],
    4680,
    4280,
    30,
    3,
  ],
  [
    'p-1006',
    'FIG-0006',
    'figures',
    ['龍騎士 巴哈姆特 可動人偶', '龙骑士 巴哈姆特 可动人偶', 'Dragon Knight Bahamut Action Figure'],
    2280,
    1990,
    8,
    2,
  ],
  [
    'p-1007',
    'PLU-0001',
    'plush',
    ['軟萌柴犬 抱枕娃娃 40cm', '软萌柴犬 抱枕公仔 40cm', 'Squishy Shiba Inu Pillow Plush 40cm'],
    890,
    790,
    25,
    2,
  ],
  ['p-1008', 'PLU-0002', 'plush', ['台灣黑熊 絨毛吊飾', '台湾黑熊 毛绒挂件', 'Formosan Black Bear Plush Keychain'], 320, null, 60, 1],
  ['p-1009', 'PLU-0003', 'plush', ['史萊姆 大福娃娃', '史莱姆 大福公仔', 'Slime Daifuku Plush'], 450, null, 0, 1],
  ['p-1010', 'PLU-0004', 'plush', ['企鵝寶寶 暖手抱枕', '企鹅宝宝 暖手抱枕', 'Baby Penguin Hand-Warmer Cushion'], 680, 590, 18, 2],
  ['p-1011', 'PLU-0005', 'plush', ['星空獨角獸 絨毛玩偶 30cm', '星空独角兽 毛绒玩偶 30cm', 'Starry Unicorn Plush 30cm'], 750, null, 9, 3],
  ['p-1012', 'PLU-0006', 'plush', ['圓滾滾熊貓 坐姿娃娃', '圆滚滚熊猫 坐姿公仔', 'Round Sitting Panda Plush'], 560, 480, 33, 2],
  ['p-1013', 'MER-0001', 'merch', ['「星穹旅人」壓克力立牌', '「星穹旅人」亚克力立牌', 'Star Voyager Acrylic Stand'], 420, null, 80, 2],
  ['p-1014', 'MER-0002', 'merch', ['動畫主題 帆布托特包', '动画主题 帆布托特包', 'Anime Canvas Tote Bag'], 590, 490, 45, 2],
  [
    'p-1015',
    'MER-0003',
    'merch',
    ['角色徽章 隨機款（單入）', '角色徽章 随机款（单个）', 'Character Badge, Random Design (Single)'],
    150,
    null,
    200,
    1,
  ],
  ['p-1016', 'MER-0004', 'merch', ['限定版 設定畫冊', '限定版 设定画集', 'Limited Edition Art Book'], 1280, null, 0, 3],
  ['p-1017', 'MER-0005', 'merch', ['聯名印花 短袖 T 恤', '联名印花 短袖 T 恤', 'Collab Print Short-Sleeve T-Shirt'], 790, 690, 50, 2],
  ['p-1018', 'MER-0006', 'merch', ['動漫主題 馬克杯 350ml', '动漫主题 马克杯 350ml', 'Anime Mug 350ml'], 380, 320, 0, 1],
  [
    'p-1019',
    'CRD-0001',
    'cards',
    ['幻境對決 集換式卡牌 補充包', '幻境对决 集换式卡牌 补充包', 'Dreamrealm Duel TCG Booster Pack'],
    150,
    null,
    500,
    1,
  ],
  [
    'p-1020',
    'CRD-0002',
    'cards',
    ['幻境對決 補充包 整盒（30 包）', '幻境对决 补充包 整盒（30 包）', 'Dreamrealm Duel Booster Box (30 Packs)'],
    4200,
    3880,
    15,
    2,
  ],
  [
    'p-1021',
    'CRD-0003',
    'cards',
    ['幻境對決 入門牌組「烈焰之心」', '幻境对决 入门卡组「烈焰之心」', 'Dreamrealm Duel Starter Deck "Heart of Flame"'],
    450,
    null,
    70,
    2,
  ],
  ['p-1022', 'CRD-0004', 'cards', ['亮面卡套 100 入', '亮面卡套 100 张装', 'Glossy Card Sleeves (100)'], 180, 150, 150, 1],
  [
    'p-1023',
    'CRD-0005',
    'cards',
    ['皮革卡盒（可收納 80 張）', '皮革卡盒（可收纳 80 张）', 'Leather Deck Box (Holds 80)'],
    520,
    null,
    22,
    2,
  ],
  ['p-1024', 'CRD-0006', 'cards', ['周年紀念 閃卡典藏組', '周年纪念 闪卡典藏套装', 'Anniversary Foil Card Collection'], 2680, null, 0, 3],
  [
    'p-1025',
    'STA-0001',
    'stationery',
    ['和風貓咪 紙膠帶 5 入組', '和风猫咪 纸胶带 5 卷装', 'Japanese-Style Cat Washi Tape (Set of 5)'],
    260,
    220,
    90,
    2,
  ],
  ['p-1026', 'STA-0002', 'stationery', ['角色 三色原子筆', '角色 三色圆珠笔', 'Character 3-Color Ballpoint Pen'], 120, null, 300, 1],
  ['p-1027', 'STA-0003', 'stationery', ['星空 週計畫手帳', '星空 周计划手账', 'Starry Sky Weekly Planner'], 480, 399, 40, 2],
  ['p-1028', 'STA-0004', 'stationery', ['透明 L 型文件夾 3 入', '透明 L 型文件夹 3 个装', 'Clear L-Folders (Set of 3)'], 99, null, 0, 1],
  ['p-1029', 'STA-0005', 'stationery', ['動物造型 橡皮擦', '动物造型 橡皮擦', 'Animal-Shaped Eraser'], 60, null, 250, 1],
  [
    'p-1030',
    'STA-0006',
    'stationery',
    ['插畫家聯名 明信片組', '插画家联名 明信片套装', 'Illustrator Collab Postcard Set'],
    280,
    250,
    35,
    3,
  ],
  ['p-1031', 'SNK-0001', 'snacks', ['乖乖 奶油椰子口味 52g', '乖乖 奶油椰子味 52g', 'Kuai Kuai Coconut Corn Puffs 52g'], 25, null, 400, 1],
  ['p-1032', 'SNK-0002', 'snacks', ['義美 小泡芙 巧克力口味', '义美 小泡芙 巧克力味', 'I-Mei Mini Puffs, Chocolate'], 45, 39, 300, 1],
  [
    'p-1033',
    'SNK-0003',
    'snacks',
    ['張君雅小妹妹 日式串燒點心麵', '张君雅小妹妹 日式串烧点心面', 'Chang Jun Ya Ramen Snack, Yakitori'],
    35,
    null,
    0,
    1,
  ],
  ['p-1034', 'SNK-0004', 'snacks', ['鳳梨酥禮盒 12 入', '凤梨酥礼盒 12 枚装', 'Pineapple Cake Gift Box (12 pcs)'], 480, 420, 60, 2],
  [
    'p-1035',
    'SNK-0005',
    'snacks',
    ['台灣高山烏龍茶 茶包 20 入', '台湾高山乌龙茶 茶包 20 包装', 'Taiwan High Mountain Oolong Tea Bags (20)'],
    350,
    null,
    75,
    2,
  ],
  [
    'p-1036',
    'SNK-0006',
    'snacks',
    ['珍珠奶茶 沖泡包 5 入', '珍珠奶茶 冲泡包 5 包装', 'Bubble Milk Tea Instant Packs (5)'],
    299,
    259,
    140,
    3,
  ],
  [
    'p-1037',
    'APP-0001',
    'apparel',
    ['「星穹旅人」聯名連帽外套', '「星穹旅人」联名连帽卫衣', 'Star Voyager Collab Hoodie'],
    1880,
    1580,
    60,
    3,
  ],
  ['p-1038', 'APP-0002', 'apparel', ['貓咪偵探 印花短 T', '猫咪侦探 印花短袖 T 恤', 'Cat Detective Print T-Shirt'], 690, null, 80, 2],
  ['p-1039', 'MER-0007', 'merch', ['角色徽章 自選 3 入組', '角色徽章 自选 3 枚套装', 'Character Badges, Pick Any 3'], 420, 399, 90, 2],
  ['p-1040', 'APP-0003', 'apparel', ['台灣黑熊 刺繡棒球帽', '台湾黑熊 刺绣棒球帽', 'Formosan Black Bear Embroidered Cap'], 650, 590, 35, 2],
  ['p-1041', 'APP-0004', 'apparel', ['動畫主題 保暖毛帽', '动画主题 保暖毛线帽', 'Anime Knit Beanie'], 490, null, 0, 1],
  [
    'p-1042',
    'APP-0005',
    'apparel',
    ['幻境對決 官方運動毛巾', '幻境对决 官方运动毛巾', 'Dreamrealm Duel Official Sports Towel'],
    380,
    340,
    70,
    1,
  ],
  [
    'p-1043',
    'FIG-0007',
    'figures',
    ['模型公仔 幸運福袋 3,000 元', '模型手办 幸运福袋 3,000 元', 'Figure Lucky Bag NT$3,000'],
    3000,
    2400,
    40,
    1,
  ],
  ['p-1044', 'PLU-0007', 'plush', ['絨毛娃娃 驚喜福袋', '毛绒公仔 惊喜福袋', 'Plush Surprise Lucky Bag'], 1500, 990, 55, 1],
  ['p-1045', 'SNK-0007', 'snacks', ['台灣零食 新春福袋', '台湾零食 新春福袋', 'Taiwan Snacks New Year Lucky Bag'], 800, 599, 120, 2],
  ['p-1046', 'CRD-0007', 'cards', ['卡牌玩家 超值福袋', '卡牌玩家 超值福袋', 'Card Player Value Lucky Bag'], 2000, 1680, 0, 1],
  [
    'p-1047',
    'SNK-0008',
    'snacks',
    ['金門高粱酒心巧克力 12 入', '金门高粱酒心巧克力 12 枚装', 'Kinmen Kaoliang Liqueur Chocolates (12)'],
    560,
    520,
    48,
    2,
  ],
  [
    'p-1048',
    'SNK-0009',
    'snacks',
    ['日本清酒 飲み比べ禮盒 3 入', '日本清酒 品鉴礼盒 3 瓶装', 'Japanese Sake Tasting Gift Set (3)'],
    1680,
    1480,
    20,
    3,
  ],
  [
    'p-1049',
    'MER-0008',
    'merch',
    ['成人向 插畫設定集（限制級）', '成人向 插画设定集（限制级）', 'Adults-Only Illustration Art Book (R18)'],
    1380,
    null,
    15,
    2,
  ],
  ['p-1050', 'SNK-0010', 'snacks', ['台灣精釀啤酒 4 入組', '台湾精酿啤酒 4 罐装', 'Taiwan Craft Beer (4 Cans)'], 460, 420, 36, 2],
  [
    'p-1051',
    'FIG-0008',
    'figures',
    ['仙俠奇緣 白淺 1/7 比例模型（預購）', '仙侠奇缘 白浅 1/7 比例手办（预购）', 'Immortal Romance Bai Qian 1/7 Scale Figure (Pre-order)'],
    5280,
    4980,
    50,
    3,
  ],
  [
    'p-1052',
    'FIG-0009',
    'figures',
    ['國風 少女 敦煌飛天 景品', '国风 少女 敦煌飞天 景品', 'Guofeng Dunhuang Apsara Prize Figure'],
    890,
    790,
    26,
    2,
  ],
  [
    'p-1053',
    'PLU-0008',
    'plush',
    ['故宮聯名 翠玉白菜 抱枕', '故宫联名 翠玉白菜 抱枕', 'National Palace Museum Jadeite Cabbage Cushion'],
    980,
    null,
    30,
    2,
  ],
  ['p-1054', 'MER-0009', 'merch', ['動畫電影 紀念票卡套', '动画电影 纪念票卡套', 'Anime Movie Ticket Holder'], 260, null, 110, 1],
  [
    'p-1055',
    'CRD-0008',
    'cards',
    ['三國卡牌 武將典藏盒（預購）', '三国卡牌 武将典藏盒（预购）', 'Three Kingdoms TCG Generals Collector Box (Pre-order)'],
    3280,
    2980,
    25,
    2,
  ],
  ['p-1056', 'STA-0007', 'stationery', ['書法練習 毛筆禮盒', '书法练习 毛笔礼盒', 'Calligraphy Brush Gift Set'], 880, 760, 18, 2],
  ['p-1057', 'STA-0008', 'stationery', ['國潮 燙金筆記本', '国潮 烫金笔记本', 'Guochao Gold-Foil Notebook'], 320, 280, 64, 1],
  ['p-1058', 'SNK-0011', 'snacks', ['四川麻辣 牛肉乾', '四川麻辣 牛肉干', 'Sichuan Spicy Beef Jerky'], 280, 250, 0, 1],
  ['p-1059', 'SNK-0012', 'snacks', ['雲南普洱茶 餅茶 357g', '云南普洱茶 饼茶 357g', 'Yunnan Pu-erh Tea Cake 357g'], 1280, null, 14, 2],
  ['p-1060', 'APP-0006', 'apparel', ['漢服風 刺繡帆布鞋', '汉服风 刺绣帆布鞋', 'Hanfu-Style Embroidered Canvas Shoes'], 1280, 1080, 22, 3],
];

type Traits = Partial<
  Pick<
    typeof products.$inferInsert,
    | 'origin'
    | 'preOrder'
    | 'preOrderShipAt'
    | 'coBranded'
    | 'ageRestricted'
    | 'available'
    | 'saleEndsAt'
    | 'overseasTax'
    | 'purchaseLimit'
    | 'luckyBag'
    | 'recommended'
  >
>;

// Fixed instants keep the seed deterministic; "expired" items ended well before any test runs.
const ENDED = new Date('2025-12-31T15:59:59Z');
const PRE_ORDER_SHIPS = new Date('2027-06-30T00:00:00Z');

/** What sets a product apart: where it ships from, pre-order, co-branding, the age gate, sale state. */
const TRAITS: Readonly<Record<string, Traits>> = {
  'p-1001': { recommended: true, coBranded: true },
  'p-1003': { origin: 'CN', purchaseLimit: 10 },
  'p-1005': { preOrder: true, preOrderShipAt: PRE_ORDER_SHIPS, purchaseLimit: 2 },
  'p-1006': { origin: 'CN', overseasTax: true, recommended: true },
  'p-1007': { recommended: true },
  'p-1012': { origin: 'CN' },
  'p-1014': { origin: 'CN' },
  'p-1016': { saleEndsAt: ENDED },
  'p-1017': { coBranded: true, recommended: true },
  'p-1019': { purchaseLimit: 30 },
  'p-1020': { origin: 'CN', overseasTax: true },
  'p-1024': { saleEndsAt: ENDED },
  'p-1026': { origin: 'CN' },
  'p-1028': { available: false },
  'p-1030': { coBranded: true },
  'p-1034': { recommended: true },
  'p-1036': { recommended: true },
  'p-1037': { coBranded: true, recommended: true },
  'p-1039': { recommended: true },
  'p-1043': { luckyBag: true, purchaseLimit: 1 },
  'p-1044': { luckyBag: true, purchaseLimit: 2 },
  'p-1045': { luckyBag: true, purchaseLimit: 3 },
  'p-1046': { luckyBag: true, purchaseLimit: 1 },
  'p-1047': { ageRestricted: true },
  'p-1048': { ageRestricted: true, origin: 'CN', overseasTax: true },
  'p-1049': { ageRestricted: true, purchaseLimit: 1 },
  'p-1050': { ageRestricted: true },
  'p-1051': { origin: 'CN', preOrder: true, preOrderShipAt: PRE_ORDER_SHIPS, overseasTax: true, recommended: true },
  'p-1052': { origin: 'CN' },
  'p-1053': { coBranded: true },
  'p-1055': { origin: 'CN', preOrder: true, preOrderShipAt: null },
  'p-1056': { origin: 'CN' },
  'p-1057': { origin: 'CN' },
  'p-1058': { origin: 'CN', saleEndsAt: ENDED },
  'p-1059': { origin: 'CN', overseasTax: true },
  'p-1060': { origin: 'CN', coBranded: true },
};

// Per category: what the description's feature list says, in the three languages.
const CATEGORY_NOTES: Readonly<Record<string, Names>> = {
  figures: ['PVC、ABS 材質，附專用底座', 'PVC、ABS 材质，附专用底座', 'PVC and ABS, with a display base'],
  plush: ['柔軟短絨布，可手洗', '柔软短毛绒，可手洗', 'Soft short-pile fabric, hand washable'],
  merch: ['官方授權商品', '官方授权商品', 'Officially licensed'],
  cards: ['繁體中文版，正版授權', '繁体中文版，正版授权', 'Traditional Chinese edition, licensed'],
  stationery: ['台灣設計，日常好用', '台湾设计，日常好用', 'Designed in Taiwan for everyday use'],
  snacks: ['保存期限請見包裝', '保质期见包装', 'See the pack for the best-before date'],
  apparel: ['棉質舒適，請參考尺寸表', '纯棉舒适，请参考尺码表', 'Comfortable cotton; see the size chart'],
};

// The images route draws these on demand (PNG, or WebP for .webp): /v1/images/products/<id>-<n>.png.
function productImageUrls(productId: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${API_BASE_PATH}/images/products/${productId}-${index + 1}.png`);
}

function describe(names: Names, categoryId: string, origin: 'TW' | 'CN'): Names {
  const [tw, cn, en] = names;
  const [noteTw, noteCn, noteEn] = CATEGORY_NOTES[categoryId] ?? ['', '', ''];
  const from: Names = origin === 'TW' ? ['台灣', '台湾', 'Taiwan'] : ['中國大陸', '中国大陆', 'mainland China'];
  return [
    `<h3>商品特色</h3><p>${tw}，店長嚴選推薦。</p><ul><li>${noteTw}</li><li>出貨地：${from[0]}</li></ul>`,
    `<h3>商品特色</h3><p>${cn}，店长严选推荐。</p><ul><li>${noteCn}</li><li>发货地：${from[1]}</li></ul>`,
    `<h3>Highlights</h3><p>${en}, picked by our shop staff.</p><ul><li>${noteEn}</li><li>Ships from ${from[2]}</li></ul>`,
  ];
}

// Release days count back from a fixed day so "newest" is stable: the last rows are the newest.
const RELEASE_BASE = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

/** The starter catalogue, in display order. */
export const SEED_PRODUCTS: (typeof products.$inferInsert)[] = PRODUCT_ROWS.map(
  ([productId, sku, categoryId, names, markedPrice, sellingPrice, stock, imageCount], index) => {
    const traits = TRAITS[productId] ?? {};
    const [descriptionZhTw, descriptionZhCn, descriptionEn] = describe(names, categoryId, traits.origin ?? 'TW');
    return {
      productId,
      sku,
      categoryId,
      nameZhTw: names[0],
      nameZhCn: names[1],
      nameEn: names[2],
      markedPrice,
      sellingPrice,
      stock,
      images: productImageUrls(productId, imageCount),
      position: (index + 1) * 10,
      // A spread of figures that does not follow catalogue order, so best_selling reorders the list.
      salesCount: (index * 7_919) % 997,
      releasedAt: new Date(RELEASE_BASE + index * 3 * DAY),
      descriptionZhTw,
      descriptionZhCn,
      descriptionEn,
      ...traits,
    };
  },
);

type OptionRow = readonly [suffix: string, names: Names, stock: number];
type GroupRow = readonly [suffix: string, names: Names, requiredAmount: number, options: readonly OptionRow[]];

const COLOURS: readonly OptionRow[] = [
  ['bk', ['黑色', '黑色', 'Black'], 30],
  ['wh', ['白色', '白色', 'White'], 25],
  ['gy', ['麻花灰', '麻灰色', 'Heather Grey'], 0],
];
const SIZES: readonly OptionRow[] = [
  ['s', ['S', 'S', 'S'], 12],
  ['m', ['M', 'M', 'M'], 20],
  ['l', ['L', 'L', 'L'], 18],
  ['xl', ['XL', 'XL', 'XL'], 6],
];
const COLOUR: Names = ['顏色', '颜色', 'Colour'];
const SIZE: Names = ['尺寸', '尺码', 'Size'];

// Products whose groups must all be chosen before adding to the cart (spec 5 'Please select all items').
const SUB_PRODUCT_ROWS: readonly (readonly [productId: string, groups: readonly GroupRow[]])[] = [
  [
    'p-1037',
    [
      ['colour', COLOUR, 1, COLOURS],
      ['size', SIZE, 1, SIZES],
    ],
  ],
  [
    'p-1038',
    [
      ['colour', COLOUR, 1, COLOURS.slice(0, 2)],
      ['size', SIZE, 1, SIZES],
    ],
  ],
  [
    'p-1039',
    [
      [
        'design',
        ['徽章款式（任選 3 款）', '徽章款式（任选 3 款）', 'Badge designs (pick 3)'],
        3,
        [
          ['aria', ['艾莉亞', '艾莉亚', 'Aria'], 40],
          ['yukino', ['雪乃', '雪乃', 'Yukino'], 35],
          ['rin', ['凜', '凛', 'Rin'], 0],
          ['bahamut', ['巴哈姆特', '巴哈姆特', 'Bahamut'], 22],
          ['detective', ['貓咪偵探', '猫咪侦探', 'Cat Detective'], 50],
          ['shiba', ['柴犬', '柴犬', 'Shiba Inu'], 18],
        ],
      ],
    ],
  ],
];

/** The unlisted products behind sub-product options, the groups and their options. */
export const SEED_SUB_PRODUCTS = (() => {
  const optionProducts: (typeof products.$inferInsert)[] = [];
  const groups: (typeof subProductGroups.$inferInsert)[] = [];
  const options: (typeof subProductOptions.$inferInsert)[] = [];
  for (const [parentId, groupRows] of SUB_PRODUCT_ROWS) {
    const parent = SEED_PRODUCTS.find((product) => product.productId === parentId);
    if (!parent) throw new Error(`sub-products of unknown product ${parentId}`);
    groupRows.forEach(([groupSuffix, [nameZhTw, nameZhCn, nameEn], requiredAmount, optionRows], groupIndex) => {
      const groupId = `${parentId}-${groupSuffix}`;
      groups.push({ groupId, productId: parentId, position: groupIndex + 1, nameZhTw, nameZhCn, nameEn, requiredAmount });
      optionRows.forEach(([optionSuffix, names, stock], optionIndex) => {
        const productId = `${groupId}-${optionSuffix}`;
        optionProducts.push({
          productId,
          sku: `${parent.sku}-${groupSuffix.toUpperCase()}-${optionSuffix.toUpperCase()}`,
          categoryId: parent.categoryId,
          nameZhTw: names[0],
          nameZhCn: names[1],
          nameEn: names[2],
          // An option adds nothing to the parent's price; its stock is its own.
          markedPrice: 0,
          sellingPrice: null,
          stock,
          images: productImageUrls(productId, 1),
          position: (parent.position ?? 0) + optionIndex + 1,
          origin: parent.origin ?? 'TW',
          listed: false,
        });
        options.push({ groupId, productId, position: optionIndex + 1 });
      });
    });
  }
  return { optionProducts, groups, options };
})();
