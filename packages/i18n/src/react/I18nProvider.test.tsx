// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useTranslation as useI18nextTranslation } from 'react-i18next';
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

  it("is react-i18next's: a component shows the instance's new language without a remount", async () => {
    const i18n = createI18n('en');
    function Plain() {
      const { t } = useI18nextTranslation();
      return <span>{t('product.soldOut')}</span>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Greeting />
        <Plain />
      </I18nProvider>,
    );
    expect(screen.getByText('Sold out')).toBeDefined();
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByText('已售罄 · 共 1,234 件商品').getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByText('已售罄')).toBeDefined();
  });

  it('says where it belongs when used outside a provider', () => {
    expect(() => render(<Greeting />)).toThrow('useTranslation must be used inside I18nProvider');
  });
});
