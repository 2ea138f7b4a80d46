import { createRoot } from 'react-dom/client';
import { type Locale, toLanguageTag } from '@storefront/domain';
import { LogoFrame } from '../shell/LogoFrame.js';
import { ErrorMessage } from './ErrorMessage.js';
import { STARTUP_FAILURE_TEXTS } from './startup-texts.js';

/** The page shown instead of the app when its texts failed to load: the logo (a link home that loads the page anew), the message in locale and a reload. */
export function StartupFailure({ locale, onRetry }: { readonly locale: Locale; readonly onRetry: () => void }) {
  const texts = STARTUP_FAILURE_TEXTS[locale];
  return (
    <LogoFrame name={texts.shopName} lang={toLanguageTag(locale)}>
      <ErrorMessage heading={texts.heading} text={texts.text} retryLabel={texts.retry} onRetry={onRetry} />
    </LogoFrame>
  );
}

/** Renders {@link StartupFailure} into container in place of the app, titling the document with its heading. */
export function showStartupFailure(container: HTMLElement, locale: Locale, reload: () => void): void {
  document.documentElement.lang = toLanguageTag(locale);
  document.title = STARTUP_FAILURE_TEXTS[locale].heading;
  createRoot(container).render(<StartupFailure locale={locale} onRetry={reload} />);
}
