import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@storefront/domain';
import { CouponCard } from './CouponCard.js';

const NOW = Date.parse('2025-06-01T04:00:00Z');

const coupon: Coupon = {
  coupon_id: 'c-100',
  activity_name: 'Summer sale',
  threshold_amount: 1000,
  discount_amount: 100,
  free_shipping: false,
  ends_at: Date.parse('2025-06-30T15:59:59Z'),
};

afterEach(cleanup);

describe('CouponCard', () => {
  it('shows the spec texts, the end date and the available state with a select button', () => {
    const onSelect = vi.fn();
    render(<CouponCard coupon={coupon} locale="en" now={NOW} onSelect={onSelect} formatDate={() => '2025/06/30'} />);

    const card = screen.getByRole('article', { name: 'Summer sale' });
    expect(card.textContent).toContain('NT$100 off');
    expect(card.textContent).toContain('Order reaches NT$1,000');
    expect(card.textContent).toContain('Valid until 2025/06/30');
    expect(card.textContent).toContain('Available');

    const use = screen.getByRole('button', { name: 'Use' });
    expect(use.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(use);
    expect(onSelect).toHaveBeenCalledWith(coupon);
  });

  it('keeps its full terms under Details: what it says, when it starts, and the origins and regions it takes, or all', () => {
    const { rerender } = render(
      <CouponCard
        coupon={{
          ...coupon,
          promotion_details: 'NT$100 off orders of NT$1,000.',
          conditions: 'One per order.',
          starts_at: Date.parse('2025-06-01T00:00:00Z'),
          origins: ['TW', 'CN'],
          sales_regions: ['TW', 'HK'],
        }}
        locale="en"
        now={NOW}
        formatDate={() => '2025/06/01'}
      />,
    );
    const terms = screen.getByRole('article').querySelector('details')!;
    expect(terms.querySelector('summary')?.textContent).toBe('Details');
    const term = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
    expect(term('Promotion details')).toBe('NT$100 off orders of NT$1,000.');
    expect(term('Effective conditions')).toBe('One per order.');
    expect(term('Effective date')).toBe('2025/06/01');
    expect(term('Eligible shipping origin areas')).toBe('Taiwan, China');
    expect(term('Eligible sales regions')).toBe('Taiwan, Hong Kong');

    rerender(<CouponCard coupon={coupon} locale="tw" now={NOW} labels={{ allOrigins: '所有出貨地', allRegions: '所有地區' }} />);
    expect(term('Eligible shipping origin areas')).toBe('所有出貨地');
    expect(term('Eligible sales regions')).toBe('所有地區');
    expect(screen.queryByText('Effective date')).toBeNull();
  });

  it('is selected when its id is the selected one: the button pressed', () => {
    render(<CouponCard coupon={coupon} locale="en" now={NOW} selectedCouponId="c-100" onSelect={() => {}} />);

    expect(screen.getByRole('article').className).toContain('sf-coupon-card--selected');
    expect(screen.getByRole('button', { name: 'Use' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Selected')).toBeTruthy();
  });

  it.each([
    ['used', { ...coupon, used: true }, NOW, 'Used'],
    ['expired', coupon, Date.parse('2025-07-01T00:00:00Z'), 'Expired'],
  ])('is %s: no select button', (state, shown, now, text) => {
    render(<CouponCard coupon={shown} locale="en" now={now} selectedCouponId="c-100" onSelect={() => {}} />);

    expect(screen.getByRole('article').className).toContain(`sf-coupon-card--${state}`);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows free shipping, no minimum spend and no expiry for such a coupon', () => {
    render(
      <CouponCard
        coupon={{ ...coupon, discount_amount: 0, threshold_amount: 0, free_shipping: true, ends_at: null }}
        locale="en"
        now={NOW}
      />,
    );

    const card = screen.getByRole('article');
    expect(card.textContent).toBe(
      'Free shippingNo minimum spendSummer saleNo expiry dateDetailsEligible shipping origin areasAll originsEligible sales regionsAll regionsAvailable',
    );
  });

  it('leaves the state out for a coupon still to be claimed', () => {
    render(<CouponCard coupon={coupon} locale="en" now={NOW} showState={false} />);

    const card = screen.getByRole('article', { name: 'Summer sale' });
    expect(card.textContent).toContain('NT$100 off');
    expect(card.textContent).not.toContain('Available');
  });

  it('formats the end date in the locale by default', () => {
    render(<CouponCard coupon={coupon} locale="en" now={NOW} />);

    expect(screen.getByText(/^Valid until /).textContent).toMatch(/^Valid until Jun 30, 2025$|^Valid until Jul 1, 2025$/);
  });

  it('takes translated labels from the app', () => {
    render(
      <CouponCard
        coupon={coupon}
        locale="tw"
        now={NOW}
        onSelect={() => {}}
        labels={{
          threshold: (amount) => `滿 NT$${amount} 可用`,
          discount: (amount) => `折抵 NT$${amount}`,
          state: { available: '可使用', selected: '已選用', used: '已使用', expired: '已過期' },
          use: '立即使用',
        }}
      />,
    );

    expect(screen.getByText('折抵 NT$100')).toBeTruthy();
    expect(screen.getByText('滿 NT$1000 可用')).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即使用' })).toBeTruthy();
  });
});
