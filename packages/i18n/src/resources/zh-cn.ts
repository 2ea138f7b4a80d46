import type { Resources } from './en.js';

/** Simplified Chinese texts for mainland China. */
export const zhCn: Resources = {
  app: {
    name: '在线商店',
    skipToContent: '跳到主要内容',
  },
  title: {
    home: '首页',
    notFound: '页面不存在',
  },
  home: {
    heading: '新品上架',
    empty: '暂时还没有商品，请稍后再来看看。',
  },
  product: {
    soldOut: '已售罄',
    originalPrice: '原价',
  },
  common: {
    loading: '加载中…',
    retry: '重试',
    loadFailed: '部分数据加载失败，请刷新或稍后再试',
  },
  notFound: {
    heading: '页面不存在',
    backHome: '返回首页',
  },
};
