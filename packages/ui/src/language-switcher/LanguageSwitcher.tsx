import { useId } from 'react';
import { isSupportedLocale, LOCALES, toLanguageTag, type Locale } from '@storefront/domain';
import './LanguageSwitcher.css';

/** Texts of the language switcher; the app passes them translated. */
export interface LanguageSwitcherLabels {
  /** Label of the select, read by screen readers. */
  readonly languageLabel: string;
  /** Announced while the app switches language. */
  readonly switching: string;
}

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps {
  /** The current interface language. */
  readonly value: Locale;
  /** Called with the chosen language. */
  readonly onChange: (locale: Locale) => void;
  /** While the app switches language: the select is disabled and the switch is announced. */
  readonly switching?: boolean;
  readonly labels?: Partial<LanguageSwitcherLabels>;
}

const DEFAULT_LABELS: LanguageSwitcherLabels = {
  languageLabel: 'Language',
  switching: 'Switching language…',
};

/** Each language by its own name, so a reader finds theirs whatever the page's language. */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  tw: '繁體中文',
  cn: '简体中文',
  en: 'English',
};

/** Picks the interface language among tw, cn and en, each shown in its own language. */
export function LanguageSwitcher({ value, onChange, switching = false, labels }: LanguageSwitcherProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const selectId = useId();

  return (
    <div className="sf-language-switcher">
      <label className="sf-language-switcher__label" htmlFor={selectId}>
        {text.languageLabel}
      </label>
      <svg className="sf-language-switcher__glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-2.4 11H4.1a8 8 0 0 0 5.6 6.7A15 15 0 0 1 7.6 13h2Zm6.8 0h-2.1a13 13 0 0 1-2.3 6.9A8 8 0 0 0 19.9 13h-3.5Zm-4.1 0H9.6c.2 2.6 1 5 2.4 6.9 1.3-1.9 2.1-4.3 2.3-6.9ZM9.7 4.3A8 8 0 0 0 4.1 11h3.5c.2-2.5.9-4.8 2.1-6.7Zm2.3 0c-1.3 1.9-2.1 4.2-2.4 6.7h4.7c-.2-2.5-1-4.8-2.3-6.7Zm2.3 0c1.2 1.9 1.9 4.2 2.1 6.7h3.5a8 8 0 0 0-5.6-6.7Z"
        />
      </svg>
      <select
        id={selectId}
        className="sf-language-switcher__select"
        value={value}
        disabled={switching}
        onChange={(event) => {
          const locale = event.target.value;
          if (isSupportedLocale(locale)) onChange(locale);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={toLanguageTag(locale)}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
      {/* Always in the page, so the text is announced when it appears. */}
      <span className="sf-language-switcher__status" role="status">
        {switching ? text.switching : ''}
      </span>
    </div>
  );
}
