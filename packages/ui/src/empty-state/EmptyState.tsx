import type { ReactNode } from 'react';
import './EmptyState.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is empty, e.g. "Your cart is empty." */
  readonly title: ReactNode;
  /** A sentence more: why, or what to do next. */
  readonly text?: ReactNode;
  /** A decorative picture (an SVG icon); hidden from assistive technology. */
  readonly icon?: ReactNode;
  /** What to do about it: a link or button the app passes, e.g. "Continue shopping". */
  readonly action?: ReactNode;
  /** The title's heading level, to fit the page's outline. Defaults to 2. */
  readonly headingLevel?: 2 | 3 | 4;
}

/** The placeholder of an empty list or page: icon, title, a line of text and an action. */
export function EmptyState({ title, text, icon, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="sf-empty-state">
      {icon === undefined ? null : (
        <div className="sf-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="sf-empty-state__title">{title}</Heading>
      {text === undefined ? null : <p className="sf-empty-state__text">{text}</p>}
      {action === undefined ? null : <div className="sf-empty-state__action">{action}</div>}
    </div>
  );
}
