import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceTag } from './PriceTag.js';

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('PriceTag', () => {
  it('shows the selling price, the marked one struck through and announced, and the saving', () => {
    const { container } = render(<PriceTag prices={{ marked_price: 1500, selling_price: 1180 }} locale="en" />);

    expect(container.textContent).toBe('NT$1,180 Original price NT$1,500 Save NT$320');
    expect(container.querySelector('s')?.textContent).toBe('Original price NT$1,500');
    expect(container.querySelector('.sf-price-tag__price--sale')?.textContent).toBe('NT$1,180');
  });

  it.each([
    ['no selling price', null],
    ['a zero selling price', 0],
    ['a selling price equal to the mark', 1500],
    ['a selling price above the mark', 1600],
  ])('shows one price alone with %s', (_, selling_price) => {
    const { container } = render(<PriceTag prices={{ marked_price: 1500, selling_price }} locale="tw" />);

    expect(container.querySelector('s')).toBeNull();
    expect(container.querySelector('.sf-price-tag__saving')).toBeNull();
    expect(container.querySelector('.sf-price-tag__price')?.className).toBe('sf-price-tag__price');
  });

  it('leaves the saving out on request', () => {
    const { container } = render(<PriceTag prices={{ marked_price: 1500, selling_price: 1180 }} locale="en" showSaving={false} />);

    expect(container.textContent).toBe('NT$1,180 Original price NT$1,500');
  });

  it('adds the approximate local price of what the shopper pays', () => {
    const { container } = render(
      <PriceTag
        prices={{ marked_price: 1500, selling_price: 1180 }}
        locale="en"
        showSaving={false}
        approximate={{ currency: 'USD', rate: 0.0305 }}
      />,
    );

    expect(container.querySelector('.sf-price-tag__approximate')?.textContent).toBe('≈ US$35.99');
  });

  it('leaves the approximation out when the rate cannot give one', () => {
    const { container } = render(
      <PriceTag prices={{ marked_price: 1500, selling_price: null }} locale="en" approximate={{ currency: 'USD', rate: 0 }} />,
    );

    expect(container.textContent).toBe('NT$1,500');
  });

  it('takes translated labels from the app', () => {
    const { container } = render(
      <PriceTag
        prices={{ marked_price: 1500, selling_price: 1180 }}
        locale="tw"
        approximate={{ currency: 'USD', rate: 0.0305 }}
        labels={{
          originalPrice: '原價',
          save: (amount) => `現省 NT$${amount.toLocaleString('zh-TW')}`,
          approximately: (price) => `約 ${price}`,
        }}
      />,
    );

    expect(container.textContent).toBe('NT$1,180 原價 NT$1,500 現省 NT$320 約 US$35.99');
  });
});
