import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@storefront/i18n';
import { STARTUP_FAILURE_TEXTS } from './startup-texts.js';
import { StartupFailure } from './StartupFailure.js';

afterEach(cleanup);

describe('StartupFailure', () => {
  it.each([
    ['tw', 'zh-TW', '網站無法載入', '再試一次'],
    ['cn', 'zh-CN', '网站无法加载', '重试'],
    ['en', 'en', 'The shop could not be loaded', 'Try again'],
  ] as const)('says in %s that the shop could not load, as an alert, and its retry reloads', (locale, tag, heading, retry) => {
    const reload = vi.fn();
    const { container } = render(createElement(StartupFailure, { locale, onRetry: reload }));
    expect(screen.getByRole('alert').textContent).toContain(heading);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(container.firstElementChild?.getAttribute('lang')).toBe(tag);
    fireEvent.click(screen.getByRole('button', { name: retry }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each(['tw', 'cn', 'en'] as const)('shows the logo in %s, a link home named as the app names the shop', (locale) => {
    render(createElement(StartupFailure, { locale, onRetry: vi.fn() }));
    const name = createI18n(locale).t('app.name');
    expect(STARTUP_FAILURE_TEXTS[locale].shopName).toBe(name);
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/');
  });
});
