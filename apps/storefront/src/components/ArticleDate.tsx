import { formatDate } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { selectLocale } from '@storefront/store';
import { useAppSelector } from '@storefront/store/react';

/** Props of {@link ArticleDate}. */
export interface ArticleDateProps {
  /** The article's published_at (ms). */
  readonly publishedAt: number;
  readonly className?: string;
  /** Reads 'Published on …' rather than the bare date. */
  readonly labelled?: boolean;
}

/** An article's publication date in the current language's format, machine-readable for the browser too. */
export function ArticleDate({ publishedAt, className, labelled = false }: ArticleDateProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const date = formatDate(publishedAt, locale);
  return (
    <time className={className} dateTime={new Date(publishedAt).toISOString()}>
      {labelled ? t('news.publishedOn', { date }) : date}
    </time>
  );
}
