import { API_BASE_PATH } from '@storefront/api-contract';
import type { categories, products } from './schema.js';

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
  ['p-1001', 'FIG-0001', 'figures', ['「星穹旅人」艾莉亞 1/7 比例模型', '「星穹旅人」艾莉亚 1/7 比例手办', 'Star Voyager Aria 1/7 Scale Figure'], 5980, 5380, 12, 3],
  ['p-1002', 'FIG-0002', 'figures', ['機動戰記 RX-78 1/144 組裝模型', '机动战记 RX-78 1/144 拼装模型', 'Mobile War Chronicle RX-78 1/144 Model Kit'], 880, null, 40, 2],
  ['p-1003', 'FIG-0003', 'figures', ['貓咪偵探 Q版公仔 盲盒（單入）', '猫咪侦探 Q版手办 盲盒（单个）', 'Cat Detective Chibi Figure Blind Box (Single)'], 390, 350, 120, 1],
  ['p-1004', 'FIG-0004', 'figures', ['劍之少女 雪乃 景品公仔', '剑之少女 雪乃 景品手办', 'Sword Maiden Yukino Prize Figure'], 690, null, 0, 2],
  ['p-1005', 'FIG-0005', 'figures', ['夏日祭典 浴衣少女 凜 1/8 比例模型（預購）', '夏日祭典 浴衣少女 凛 1/8 比例手办（预购）', 'Summer Festival Yukata Rin 1/8 Scale Figure (Pre-order)'], 4680, 4280, 30, 3],
  ['p-1006', 'FIG-0006', 'figures', ['龍騎士 巴哈姆特 可動人偶', '龙骑士 巴哈姆特 可动人偶', 'Dragon Knight Bahamut Action Figure'], 2280, 1990, 8, 2],
  ['p-1007', 'PLU-0001', 'plush', ['軟萌柴犬 抱枕娃娃 40cm', '软萌柴犬 抱枕公仔 40cm', 'Squishy Shiba Inu Pillow Plush 40cm'], 890, 790, 25, 2],
  ['p-1008', 'PLU-0002', 'plush', ['台灣黑熊 絨毛吊飾', '台湾黑熊 毛绒挂件', 'Formosan Black Bear Plush Keychain'], 320, null, 60, 1],
  ['p-1009', 'PLU-0003', 'plush', ['史萊姆 大福娃娃', '史莱姆 大福公仔', 'Slime Daifuku Plush'], 450, null, 0, 1],
  ['p-1010', 'PLU-0004', 'plush', ['企鵝寶寶 暖手抱枕', '企鹅宝宝 暖手抱枕', 'Baby Penguin Hand-Warmer Cushion'], 680, 590, 18, 2],
  ['p-1011', 'PLU-0005', 'plush', ['星空獨角獸 絨毛玩偶 30cm', '星空独角兽 毛绒玩偶 30cm', 'Starry Unicorn Plush 30cm'], 750, null, 9, 3],
  ['p-1012', 'PLU-0006', 'plush', ['圓滾滾熊貓 坐姿娃娃', '圆滚滚熊猫 坐姿公仔', 'Round Sitting Panda Plush'], 560, 480, 33, 2],
  ['p-1013', 'MER-0001', 'merch', ['「星穹旅人」壓克力立牌', '「星穹旅人」亚克力立牌', 'Star Voyager Acrylic Stand'], 420, null, 80, 2],
  ['p-1014', 'MER-0002', 'merch', ['動畫主題 帆布托特包', '动画主题 帆布托特包', 'Anime Canvas Tote Bag'], 590, 490, 45, 2],
  ['p-1015', 'MER-0003', 'merch', ['角色徽章 隨機款（單入）', '角色徽章 随机款（单个）', 'Character Badge, Random Design (Single)'], 150, null, 200, 1],
  ['p-1016', 'MER-0004', 'merch', ['限定版 設定畫冊', '限定版 设定画集', 'Limited Edition Art Book'], 1280, null, 0, 3],
  ['p-1017', 'MER-0005', 'merch', ['聯名印花 短袖 T 恤', '联名印花 短袖 T 恤', 'Collab Print Short-Sleeve T-Shirt'], 790, 690, 50, 2],
  ['p-1018', 'MER-0006', 'merch', ['動漫主題 馬克杯 350ml', '动漫主题 马克杯 350ml', 'Anime Mug 350ml'], 380, 320, 0, 1],
  ['p-1019', 'CRD-0001', 'cards', ['幻境對決 集換式卡牌 補充包', '幻境对决 集换式卡牌 补充包', 'Dreamrealm Duel TCG Booster Pack'], 150, null, 500, 1],
  ['p-1020', 'CRD-0002', 'cards', ['幻境對決 補充包 整盒（30 包）', '幻境对决 补充包 整盒（30 包）', 'Dreamrealm Duel Booster Box (30 Packs)'], 4200, 3880, 15, 2],
  ['p-1021', 'CRD-0003', 'cards', ['幻境對決 入門牌組「烈焰之心」', '幻境对决 入门卡组「烈焰之心」', 'Dreamrealm Duel Starter Deck "Heart of Flame"'], 450, null, 70, 2],
  ['p-1022', 'CRD-0004', 'cards', ['亮面卡套 100 入', '亮面卡套 100 张装', 'Glossy Card Sleeves (100)'], 180, 150, 150, 1],
  ['p-1023', 'CRD-0005', 'cards', ['皮革卡盒（可收納 80 張）', '皮革卡盒（可收纳 80 张）', 'Leather Deck Box (Holds 80)'], 520, null, 22, 2],
  ['p-1024', 'CRD-0006', 'cards', ['周年紀念 閃卡典藏組', '周年纪念 闪卡典藏套装', 'Anniversary Foil Card Collection'], 2680, null, 0, 3],
  ['p-1025', 'STA-0001', 'stationery', ['和風貓咪 紙膠帶 5 入組', '和风猫咪 纸胶带 5 卷装', 'Japanese-Style Cat Washi Tape (Set of 5)'], 260, 220, 90, 2],
  ['p-1026', 'STA-0002', 'stationery', ['角色 三色原子筆', '角色 三色圆珠笔', 'Character 3-Color Ballpoint Pen'], 120, null, 300, 1],
  ['p-1027', 'STA-0003', 'stationery', ['星空 週計畫手帳', '星空 周计划手账', 'Starry Sky Weekly Planner'], 480, 399, 40, 2],
  ['p-1028', 'STA-0004', 'stationery', ['透明 L 型文件夾 3 入', '透明 L 型文件夹 3 个装', 'Clear L-Folders (Set of 3)'], 99, null, 0, 1],
  ['p-1029', 'STA-0005', 'stationery', ['動物造型 橡皮擦', '动物造型 橡皮擦', 'Animal-Shaped Eraser'], 60, null, 250, 1],
  ['p-1030', 'STA-0006', 'stationery', ['插畫家聯名 明信片組', '插画家联名 明信片套装', 'Illustrator Collab Postcard Set'], 280, 250, 35, 3],
  ['p-1031', 'SNK-0001', 'snacks', ['乖乖 奶油椰子口味 52g', '乖乖 奶油椰子味 52g', 'Kuai Kuai Coconut Corn Puffs 52g'], 25, null, 400, 1],
  ['p-1032', 'SNK-0002', 'snacks', ['義美 小泡芙 巧克力口味', '义美 小泡芙 巧克力味', 'I-Mei Mini Puffs, Chocolate'], 45, 39, 300, 1],
  ['p-1033', 'SNK-0003', 'snacks', ['張君雅小妹妹 日式串燒點心麵', '张君雅小妹妹 日式串烧点心面', 'Chang Jun Ya Ramen Snack, Yakitori'], 35, null, 0, 1],
  ['p-1034', 'SNK-0004', 'snacks', ['鳳梨酥禮盒 12 入', '凤梨酥礼盒 12 枚装', 'Pineapple Cake Gift Box (12 pcs)'], 480, 420, 60, 2],
  ['p-1035', 'SNK-0005', 'snacks', ['台灣高山烏龍茶 茶包 20 入', '台湾高山乌龙茶 茶包 20 包装', 'Taiwan High Mountain Oolong Tea Bags (20)'], 350, null, 75, 2],
  ['p-1036', 'SNK-0006', 'snacks', ['珍珠奶茶 沖泡包 5 入', '珍珠奶茶 冲泡包 5 包装', 'Bubble Milk Tea Instant Packs (5)'], 299, 259, 140, 3],
];

// The images route draws these on demand: /v1/images/products/<product_id>-<n>.svg, n from 1.
function productImageUrls(productId: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${API_BASE_PATH}/images/products/${productId}-${index + 1}.svg`);
}

/** The starter catalogue, in display order. */
export const SEED_PRODUCTS: (typeof products.$inferInsert)[] = PRODUCT_ROWS.map(
  ([productId, sku, categoryId, [nameZhTw, nameZhCn, nameEn], markedPrice, sellingPrice, stock, imageCount], index) => ({
    productId,
    sku,
    categoryId,
    nameZhTw,
    nameZhCn,
    nameEn,
    markedPrice,
    sellingPrice,
    stock,
    images: productImageUrls(productId, imageCount),
    position: (index + 1) * 10,
  }),
);
