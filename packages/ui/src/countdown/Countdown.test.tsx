import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown.js';

const START = Date.UTC(2026, 0, 5, 8, 0, 0);
const labels = {
  label: 'Time left to pay',
  minutesLeft: (minutes: number) => `${minutes} min left to pay`,
  expired: 'The time to pay is up',
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const timer = () => screen.getByRole('timer', { name: 'Time left to pay' });
const spoken = () => screen.getByRole('status').textContent;

describe('Countdown', () => {
  it('shows the time left as mm:ss, updated each second inside a timer that is not live', () => {
    render(<Countdown until={START + 5 * 60_000 + 7_000} labels={labels} />);
    expect(timer().textContent).toContain('05:07');
    expect(timer().getAttribute('aria-live')).toBeNull();
    expect(timer().contains(screen.getByRole('status'))).toBe(false);
    advance(1000);
    expect(timer().textContent).toContain('05:06');
    expect(screen.getByText('05:06').getAttribute('datetime')).toBe('PT0H5M6S');
  });

  it('shows hh:mm:ss from an hour up', () => {
    render(<Countdown until={START + 2 * 3_600_000 + 3 * 60_000 + 4_000} labels={labels} />);
    expect(timer().textContent).toContain('02:03:04');
  });

  it('speaks nothing while more than five minutes are left, then each whole minute of the last five, once', () => {
    render(<Countdown until={START + 6 * 60_000} labels={labels} />);
    advance(59_000);
    expect(spoken()).toBe('');
    advance(1_000);
    expect(spoken()).toBe('5 min left to pay');
    advance(30_000);
    expect(spoken()).toBe('5 min left to pay');
    advance(30_000);
    expect(spoken()).toBe('4 min left to pay');
    advance(3 * 60_000);
    expect(spoken()).toBe('1 min left to pay');
  });

  it('stops at zero, says the time is up and calls onExpire once', () => {
    const onExpire = vi.fn();
    render(<Countdown until={START + 3_000} labels={labels} onExpire={onExpire} />);
    advance(2_000);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1_000);
    expect(timer().textContent).toContain('00:00');
    expect(spoken()).toBe('The time to pay is up');
    expect(onExpire).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(timer().textContent).toContain('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('calls onExpire at once for an instant already past', () => {
    const onExpire = vi.fn();
    render(<Countdown until={START - 1} labels={labels} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(timer().textContent).toContain('00:00');
  });

  it('starts again for a new instant', () => {
    const { rerender } = render(<Countdown until={START + 10_000} labels={labels} />);
    advance(4_000);
    rerender(<Countdown until={START + 64_000} labels={labels} />);
    expect(timer().textContent).toContain('01:00');
  });
});
