import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { type CartLine, MAX_LINE_AMOUNT } from '@storefront/api-contract';
import { canSelectWith, cartLineKey, defaultSelection, groupByOrigin, formatTwd } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import {
  cartItemToggled,
  cartSelectionChanged,
  changeCartItemAmount,
  type ChangeCartItemAmountArg,
  selectCartCheckoutProblem,
  selectLocale,
  selectSelectedCartItems,
  selectSelectedCartKeys,
} from '@storefront/store';
import { useAppDispatch, useAppSelector, useShopMutation, useShopQuery } from '@storefront/store/react';
import { Button, Checkbox, EmptyState, Skeleton } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { renderButtonLink } from '../../app/shell/links.js';
import { LoadError } from '../../components/LoadError.js';
import { lineMaximum, selectionTotals } from './cart-totals.js';
import { CartLineItem } from './CartLineItem.js';
import './CartPage.css';

/** The summary beside the lines: the selection's totals, what stops checkout, and the way to it. */
function CartSummary({ lines }: { readonly lines: readonly CartLine[] }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const navigate = useNavigate();
  const selected = useAppSelector(selectSelectedCartItems);
  const problem = useAppSelector(selectCartCheckoutProblem);
  const fees = useShopQuery('getExpressFees', undefined);
  const promotions = useShopQuery('getPromotions', undefined);
  const headingId = useId();
  const problemId = useId();
  // Promotions are judged at the time the cart was opened, as the page's promotions were loaded.
  const [openedAt] = useState(() => Date.now());
  const ready = fees.data !== undefined && promotions.data !== undefined;
  const totals = ready ? selectionTotals(selected, fees.data ?? [], promotions.data ?? [], openedAt) : null;
  const money = (amount: number | undefined) => (amount === undefined ? '—' : formatTwd(amount, locale));
  return (
    <aside className="sf-cart__summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-cart__summary-heading">
        {t('checkout.summary')}
      </h2>
      <p className="sf-cart__count">{t('cart.selected', { count: selected.length })}</p>
      <dl className="sf-cart__totals" aria-busy={!ready}>
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{money(totals?.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('cart.shippingFee')}</dt>
          <dd>
            {totals !== null && selected.length > 0 && totals.shippingFee === 0 ? t('cart.freeShipping') : money(totals?.shippingFee)}
          </dd>
        </div>
        <div className="sf-cart__total">
          <dt>{t('cart.total')}</dt>
          <dd>{money(totals?.total)}</dd>
        </div>
      </dl>
      <p className="sf-cart__note">{t('cart.shippingNote')}</p>
      {/* Why Check out is disabled, read with the button by screen readers. */}
      {problem === null || lines.length === 0 ? null : (
        <p id={problemId} className="sf-cart__problem" role="status">
          {t(`cart.problem.${problem}`)}
        </p>
      )}
      <Button
        fullWidth
        disabled={problem !== null}
        aria-describedby={problem === null || lines.length === 0 ? undefined : problemId}
        onClick={() => void navigate('/checkout')}
      >
        {t('cart.checkout')}
      </Button>
    </aside>
  );
}

/** A change is told apart by its line, so each line shows its own change pending. */
const changedLine = ({ line }: ChangeCartItemAmountArg) => cartLineKey(line);

/**
 * /cart (spec 2, 3, 4): the member's lines grouped by ship-from origin, pre-order and unavailable
 * lines marked; each line's quantity and removal (the cart is refetched after each); the lines to
 * buy chosen here (kept for the session); subtotal, shipping and total of that choice.
 */
export function CartPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { notifier } = useApp();
  const cart = useShopQuery('getCart', undefined);
  const selectedKeys = useAppSelector(selectSelectedCartKeys);
  const [changeAmount, { busyKeys }] = useShopMutation(changeCartItemAmount, { keyOf: changedLine });
  const headingId = useId();
  const lines = cart.data?.items;

  const change = async (line: CartLine, amount: number) => {
    try {
      // The failure (stock, the cart's limit) is toasted by the client's policy; the refetched cart shows what holds.
      await changeAmount({ line, amount });
      if (amount === 0) notifier.notify('success', t('cart.removed'));
    } catch {
      // Toasted already; the line keeps its amount.
    }
  };

  // The store refuses a line the pre-order rule keeps apart from the selection; the shopper is told why.
  const toggle = (line: CartLine) => {
    const key = cartLineKey(line);
    const selectedLines = (lines ?? []).filter((item) => selectedKeys.includes(cartLineKey(item)));
    if (!selectedKeys.includes(key) && !canSelectWith(selectedLines, line)) notifier.notify('info', t('cart.problem.pre_order_combined'));
    else dispatch(cartItemToggled(key));
  };

  // 'Select all' ticks what the cart ticks by default: what can be bought together.
  const purchasableTogether = lines === undefined ? [] : defaultSelection(lines);
  const allSelected = purchasableTogether.length > 0 && purchasableTogether.every((line) => selectedKeys.includes(cartLineKey(line)));

  return (
    <div className="sf-cart">
      <h1 id={headingId} className="sf-cart__heading">
        {t('cart.heading')}
      </h1>
      {cart.isError && lines === undefined ? <LoadError onRetry={cart.refetch} /> : null}
      {lines === undefined && !cart.isError ? (
        <div aria-busy="true" className="sf-cart__loading">
          <Skeleton variant="card" />
          <Skeleton variant="card" />
        </div>
      ) : null}
      {lines !== undefined && lines.length === 0 ? (
        <EmptyState
          title={t('cart.empty')}
          action={
            <Button href="/product-list/all" renderLink={renderButtonLink}>
              {t('cart.continueShopping')}
            </Button>
          }
        />
      ) : null}
      {lines !== undefined && lines.length > 0 ? (
        <div className="sf-cart__layout">
          <div className="sf-cart__lines">
            <Checkbox
              className="sf-cart__select-all"
              label={t('cart.selectAll')}
              checked={allSelected}
              indeterminate={!allSelected && selectedKeys.length > 0}
              onChange={() => dispatch(cartSelectionChanged(allSelected ? [] : purchasableTogether.map(cartLineKey)))}
            />
            {groupByOrigin(lines).map(({ origin, lines: group }) => (
              <section key={origin} className="sf-cart__group" aria-labelledby={`${headingId}-${origin}`}>
                <h2 id={`${headingId}-${origin}`} className="sf-cart__group-heading">
                  {t('cart.shipsFrom', { origin: t(`origin.${origin}`) })}
                </h2>
                <ul className="sf-cart__list">
                  {group.map((line) => {
                    const key = cartLineKey(line);
                    return (
                      <CartLineItem
                        key={key}
                        line={line}
                        selected={selectedKeys.includes(key)}
                        maximum={lineMaximum(line, lines, MAX_LINE_AMOUNT)}
                        busy={busyKeys.includes(key)}
                        onToggle={() => toggle(line)}
                        onAmountChange={(amount) => void change(line, amount)}
                        onRemove={() => void change(line, 0)}
                      />
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
          <CartSummary lines={lines} />
        </div>
      ) : null}
    </div>
  );
}
