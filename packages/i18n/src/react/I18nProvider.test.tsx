// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../create-i18n.js';
import { I18nProvider } from './I18nProvider.js';
import { useTranslation } from './use-translation.js';

function Greeting() {
  const { t, i18n } = useTranslation();
  return (
    <p lang={i18n.language}>
      {t('product.soldOut')} · {t('productList.count', { count: 1234 })}
    </p>
  );
}

afterEach(cleanup);

describe('useTranslation', () => {
  it("reads the provider's translations", () => {
    render(
      <I18nProvider i18n={createI18n('en')}>
        <Greeting />
      </I18nProvider>,
    );
    const text = screen.getByText('Sold out · 1,234 products');
    expect(text.getAttribute('lang')).toBe('en');
  });

  it('says where it belongs when used outside a provider', () => {
    expect(() => render(<Greeting />)).toThrow('useTranslation must be used inside I18nProvider');
  });
});
