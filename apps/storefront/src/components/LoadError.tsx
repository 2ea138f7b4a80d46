import { useTranslation } from '@storefront/i18n/react';
import { Button, EmptyState } from '@storefront/ui';

/** What a page shows when its data could not be loaded: the spec's text and a way to try again. */
export function LoadError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <EmptyState
        title={t('common.loadFailed')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    </div>
  );
}
