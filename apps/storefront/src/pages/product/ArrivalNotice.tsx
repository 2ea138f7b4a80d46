import { lazy, Suspense, useState } from 'react';
import type { ProductDetail } from '@storefront/api-contract';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui';

// The form and its email rule (yup) load when a shopper opens it, not with every product page.
const ArrivalNoticeDialog = lazy(async () => ({ default: (await import('./ArrivalNoticeDialog.js')).ArrivalNoticeDialog }));

/** The sold-out product's way to be told when it is back: a button that opens the arrival-notice dialog. */
export function ArrivalNotice({ product }: { readonly product: ProductDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="sf-product__notice">
      <Button size="lg" onClick={() => setOpen(true)}>
        {t('arrivalNotice.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ArrivalNoticeDialog product={product} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
