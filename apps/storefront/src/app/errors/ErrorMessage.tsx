import { useId } from 'react';
import { Button } from '@storefront/ui';
import './ErrorMessage.css';

/** Props of {@link ErrorMessage}. */
export interface ErrorMessageProps {
  readonly heading: string;
  readonly text: string;
  readonly retryLabel: string;
  readonly onRetry: () => void;
}

/**
 * What a shopper sees instead of a page that failed: a heading, a sentence and a retry. The
 * heading and sentence are an alert, so a screen reader says them as they appear, wherever focus is.
 */
export function ErrorMessage({ heading, text, retryLabel, onRetry }: ErrorMessageProps) {
  const headingId = useId();
  return (
    <section className="sf-error-message" aria-labelledby={headingId}>
      <div role="alert">
        <h1 id={headingId} className="sf-error-message__heading">
          {heading}
        </h1>
        <p className="sf-error-message__text">{text}</p>
      </div>
      <Button onClick={onRetry}>{retryLabel}</Button>
    </section>
  );
}
