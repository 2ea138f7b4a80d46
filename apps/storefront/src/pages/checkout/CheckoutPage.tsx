import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isPurchasable } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { selectCartCheckoutProblem, selectIsCartInitialised, selectSelectedCartItems, selectToken, shopApi } from '@storefront/store';
import { useAppDispatch, useAppSelector, useShopQuery } from '@storefront/store/react';
import { Button, EmptyState, Skeleton } from '@storefront/ui';
import { renderButtonLink } from '../../app/shell/links.js';
import { LoadError } from '../../components/LoadError.js';
import { type BuyNowChoice, parseBuyNow } from '../product/buy-now.js';
import { buyNowLine } from './checkout-order.js';
import { CheckoutForm } from './CheckoutForm.js';
import './CheckoutPage.css';

/** The page's frame: its heading and what it holds. */
function CheckoutFrame({ children, busy = false }: { readonly children: ReactNode; readonly busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="sf-checkout" aria-busy={busy}>
      <h1 className="sf-checkout__title">{t('checkout.heading')}</h1>
      {children}
    </div>
  );
}

/** While the lines load: the form's shape. */
function CheckoutSkeleton() {
  return (
    <CheckoutFrame busy>
      <Skeleton lines={8} />
    </CheckoutFrame>
  );
}

/** Nothing to buy here: back to the cart (members) or the catalogue. */
function NothingToCheckOut({ text, toCart }: { readonly text: string; readonly toCart: boolean }) {
  const { t } = useTranslation();
  return (
    <CheckoutFrame>
      <EmptyState
        title={text}
        action={
          <Button href={toCart ? '/cart' : '/product-list/all'} renderLink={renderButtonLink}>
            {toCart ? t('title.cart') : t('cart.continueShopping')}
          </Button>
        }
      />
    </CheckoutFrame>
  );
}

/** Buy now: one product in the amount and choice the address carries, priced from the catalogue. */
function BuyNowCheckout({ choice }: { readonly choice: BuyNowChoice }) {
  const { t } = useTranslation();
  const product = useShopQuery('getProduct', { params: { product_id: choice.product_id } });
  if (product.isError && product.data === undefined) {
    return (
      <CheckoutFrame>
        <LoadError onRetry={product.refetch} />
      </CheckoutFrame>
    );
  }
  if (product.data === undefined) return <CheckoutSkeleton />;
  const line = buyNowLine(product.data, choice);
  if (!isPurchasable(line)) return <NothingToCheckOut text={t('errors.40906')} toCart={false} />;
  return (
    <CheckoutFrame>
      <CheckoutForm lines={[line]} source="buy_now" refreshLines={product.refetch} />
    </CheckoutFrame>
  );
}

/** From the cart: the lines the member selected there, if they may go to checkout together. */
function CartCheckout() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const initialised = useAppSelector(selectIsCartInitialised);
  const lines = useAppSelector(selectSelectedCartItems);
  const problem = useAppSelector(selectCartCheckoutProblem);
  if (!initialised) return <CheckoutSkeleton />;
  if (problem !== null) return <NothingToCheckOut text={t(`cart.problem.${problem}`)} toCart />;
  return (
    <CheckoutFrame>
      <CheckoutForm lines={lines} source="cart" refreshLines={() => dispatch(shopApi.util.invalidateTags(['Cart']))} />
    </CheckoutFrame>
  );
}

/**
 * /checkout (spec 2, 6: open to visitors, not indexed): a buy-now product from the address
 * (product_id, amount, sub_product_infos), else the lines selected in the member's cart.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const member = useAppSelector(selectToken) !== null;
  if (searchParams.has('product_id')) {
    const choice = parseBuyNow(searchParams);
    return choice === null ? (
      <NothingToCheckOut text={t('checkout.nothing')} toCart={false} />
    ) : (
      <BuyNowCheckout key={searchParams.toString()} choice={choice} />
    );
  }
  return member ? <CartCheckout /> : <NothingToCheckOut text={t('checkout.nothing')} toCart={false} />;
}
