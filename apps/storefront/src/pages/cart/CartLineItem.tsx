import type { CartLine } from '@storefront/api-contract';
import { isPurchasable, lineTotal, formatTwd, productState, toWebp } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { selectLocale } from '@storefront/store';
import { useAppSelector } from '@storefront/store/react';
import { Badge, Button, Checkbox, PriceTag, QuantityStepper } from '@storefront/ui';
import { productHref } from '../../components/ProductGrid.js';
import { ShopLink } from '../../components/ShopLink.js';

/** Props of {@link CartLineItem}. */
export interface CartLineItemProps {
  readonly line: CartLine;
  readonly selected: boolean;
  /** The most units the line may be set to (cart-totals lineMaximum). */
  readonly maximum: number;
  /** True while a change of this line is on its way: its controls wait. */
  readonly busy: boolean;
  readonly onToggle: () => void;
  readonly onAmountChange: (amount: number) => void;
  readonly onRemove: () => void;
}

/** One cart line: its selection box, picture, name and options, state, unit price, quantity, line total and removal. */
export function CartLineItem({ line, selected, maximum, busy, onToggle, onAmountChange, onRemove }: CartLineItemProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const state = productState(line);
  const purchasable = isPurchasable(line);
  const options = line.sub_product_infos.map((sub) => `${sub.display_name} × ${sub.amount}`).join('、');
  return (
    <li className="sf-cart-line">
      <Checkbox
        className="sf-cart-line__select"
        label={<span className="sf-cart__sr-only">{t('cart.selectItem', { name: line.display_name })}</span>}
        checked={selected}
        disabled={!purchasable && !selected}
        onChange={onToggle}
      />
      <ShopLink to={productHref(line.product_id)} className="sf-cart-line__picture" tabIndex={-1} aria-hidden="true">
        {line.image_url === null ? null : (
          <img src={toWebp(line.image_url)} alt="" width={88} height={88} loading="lazy" decoding="async" />
        )}
      </ShopLink>
      <div className="sf-cart-line__body">
        <ShopLink to={productHref(line.product_id)} className="sf-cart-line__name">
          {line.display_name}
        </ShopLink>
        {options === '' ? null : <p className="sf-cart-line__options">{options}</p>}
        <div className="sf-cart-line__badges">
          {state === 'on_sale' ? null : <Badge variant={state}>{t(`product.state.${state}`)}</Badge>}
        </div>
        {purchasable || state !== 'on_sale' ? null : <p className="sf-cart-line__problem">{t('errors.40904')}</p>}
        <PriceTag prices={line} locale={locale} showSaving={false} labels={{ originalPrice: t('product.originalPrice') }} />
      </div>
      <div className="sf-cart-line__controls">
        <QuantityStepper
          value={line.amount}
          min={1}
          max={maximum}
          disabled={busy || state === 'unavailable'}
          onChange={onAmountChange}
          hideLabel
          labels={{
            quantity: t('cart.quantityOf', { name: line.display_name }),
            decrease: t('quantity.decrease'),
            increase: t('quantity.increase'),
          }}
        />
        <p className="sf-cart-line__total">{formatTwd(lineTotal(line), locale)}</p>
        <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy} aria-label={t('cart.removeItem', { name: line.display_name })}>
          {t('cart.remove')}
        </Button>
      </div>
    </li>
  );
}
