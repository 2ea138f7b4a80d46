import { useTranslation } from '@storefront/i18n/react';
import { Pagination, type PaginationProps } from '@storefront/ui';

/** The kit's Pagination with the shop's texts in the current language. */
export function ShopPagination(props: Omit<PaginationProps, 'labels'>) {
  const { t } = useTranslation();
  return (
    <Pagination
      {...props}
      labels={{
        label: t('pagination.label'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (number) => t('pagination.page', { page: number }),
      }}
    />
  );
}
