import type { Resources } from './en.js';

/** Traditional Chinese texts for Taiwan (default and fallback language). */
export const zhTw: Resources = {
  app: {
    name: '線上商店',
    skipToContent: '跳到主要內容',
  },
  title: {
    home: '首頁',
    notFound: '找不到頁面',
  },
  home: {
    heading: '新品上架',
    empty: '目前還沒有商品，請稍後再來逛逛。',
  },
  product: {
    soldOut: '已售完',
    originalPrice: '原價',
  },
  common: {
    loading: '載入中…',
    retry: '再試一次',
    loadFailed: '部分資料載入失敗，請重新整理或稍後再試',
  },
  notFound: {
    heading: '找不到頁面',
    backHome: '回到首頁',
  },
};
