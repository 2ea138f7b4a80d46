import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ProductDetail } from '@storefront/api-contract';
import { useTranslation } from '@storefront/i18n/react';
import { addToCart, selectToken } from '@storefront/store';
import { useAppSelector, useShopMutation } from '@storefront/store/react';
import { Button, QuantityStepper, VariantPicker, type VariantPickerSubmit, type VariantSelection } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { loginHref } from '../../app/shell/auth-paths.js';
import { buyNowHref } from './buy-now.js';
import { maxQuantity, toCartProduct } from './product-rules.js';

/** The values of the two submit buttons, which VariantPicker hands back as the submit's action. */
const ACTION = { cart: 'cart', buyNow: 'buy_now' } as const;

/**
 * The buying part of a product on sale or on pre-order: the variant choice (every group must be
 * chosen, 'Please select all items'), the quantity within what may be bought, and two ways on.
 * Add to cart needs a login (spec 6): a visitor is asked to log in and sent there with the way
 * back. Buy now goes straight to checkout, which visitors may use.
 */
export function ProductPurchase({ product }: { readonly product: ProductDetail }) {
  const { t } = useTranslation();
  const { notifier } = useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useAppSelector(selectToken);
  const [selection, setSelection] = useState<VariantSelection>({});
  const [wanted, setWanted] = useState(1);
  const [addProductToCart, { busy: adding }] = useShopMutation(addToCart);
  // A choice with less stock lowers the limit; the quantity follows it down rather than going over.
  const max = maxQuantity(product, selection);
  const quantity = Math.min(wanted, max);

  const add = async (subProducts: VariantPickerSubmit['sub_product_infos']) => {
    if (token === null) {
      notifier.notify('info', t('product.loginToAddToCart'));
      void navigate(loginHref(location.pathname, location.search));
      return;
    }
    try {
      await addProductToCart({ product: toCartProduct(product), quantity, sub_product_infos: subProducts });
      notifier.notify('success', t('product.addedToCart'));
    } catch {
      // A failure was already toasted by the client's error policy.
    }
  };

  const submit = ({ sub_product_infos, action }: VariantPickerSubmit) => {
    if (action === ACTION.buyNow) {
      void navigate(buyNowHref({ product_id: product.product_id, amount: quantity, sub_product_infos }));
      return;
    }
    if (!adding) void add(sub_product_infos);
  };

  return (
    <div className="sf-product__purchase">
      <VariantPicker
        groups={product.sub_products}
        preOrder={product.pre_order}
        onChange={setSelection}
        onSubmit={submit}
        labels={{
          selectAllItems: t('validation.selectAllItems'),
          chooseAmount: (count) => t('product.chooseAmount', { count }),
          soldOut: t('product.state.sold_out'),
          unavailable: t('product.state.unavailable'),
        }}
      >
        {/* Enter in the quantity confirms the number typed (the stepper commits it first); it must not add to the cart as well. */}
        <div onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}>
          <QuantityStepper
            value={quantity}
            min={1}
            max={max}
            onChange={setWanted}
            labels={{ quantity: t('quantity.label'), decrease: t('quantity.decrease'), increase: t('quantity.increase') }}
          />
        </div>
        <div className="sf-product__actions">
          <Button type="submit" name="action" value={ACTION.cart} variant="secondary" size="lg" loading={adding}>
            {t('product.addToCart')}
          </Button>
          <Button type="submit" name="action" value={ACTION.buyNow} size="lg">
            {t('product.buyNow')}
          </Button>
        </div>
      </VariantPicker>
    </div>
  );
}
