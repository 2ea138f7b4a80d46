import type { Locale } from '@storefront/domain';

/**
 * The few words shown when the page's language file failed to download: they cannot come from that
 * file, so they ship with the entry, in the three languages.
 */
export const STARTUP_FAILURE_TEXTS: Readonly<Record<Locale, { shopName: string; heading: string; text: string; retry: string }>> = {
  tw: {
    shopName: '線上商店',
    heading: '網站無法載入',
    text: '部分網頁內容下載失敗，請檢查網路連線後再試一次。',
    retry: '再試一次',
  },
  cn: {
    shopName: '在线商店',
    heading: '网站无法加载',
    text: '部分网页内容下载失败，请检查网络连接后重试。',
    retry: '重试',
  },
  en: {
    shopName: 'Storefront',
    heading: 'The shop could not be loaded',
    text: 'Part of the page failed to download. Please check your connection and try again.',
    retry: 'Try again',
  },
};
