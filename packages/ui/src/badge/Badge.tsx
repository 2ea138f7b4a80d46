import type { ReactNode } from 'react';
import type { ProductState } from '@storefront/domain';
import './Badge.css';

/** How a badge looks: the product states that get one (spec 4), plus neutral, info and success for other statuses. */
export type BadgeVariant = Exclude<ProductState, 'on_sale'> | 'neutral' | 'info' | 'success';

/** Props of {@link Badge}. */
export interface BadgeProps {
  readonly variant: BadgeVariant;
  /** The text, translated by the app. */
  readonly children: ReactNode;
  /** Extra classes, e.g. to position the badge over an image. */
  readonly className?: string;
}

/** A short status label (sold out, pre-order, an order or coupon state); text only, never the sole carrier of meaning by colour. */
export function Badge({ variant, children, className }: BadgeProps) {
  const classes = ['sf-badge', `sf-badge--${variant.replace('_', '-')}`];
  if (className !== undefined) classes.push(className);
  return <span className={classes.join(' ')}>{children}</span>;
}
