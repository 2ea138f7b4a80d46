import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, Toaster, type Toast } from './Toaster.js';
import { useToasts } from './use-toasts.js';

const saved: Toast = { id: 't1', kind: 'success', message: 'Saved' };
const failed: Toast = { id: 't2', kind: 'error', message: 'Out of stock' };

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks to dismiss each toast after 1500 ms, once', () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={[saved, failed]} onDismiss={onDismiss} />);

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss.mock.calls).toEqual([['t2'], ['t1']]);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('does not restart the count when the app passes a new onDismiss', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Toaster toasts={[saved]} onDismiss={(id) => onDismiss(id)} />);

    act(() => vi.advanceTimersByTime(1000));
    rerender(<Toaster toasts={[saved]} onDismiss={(id) => onDismiss(id)} />);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });

  it('pauses while the pointer is on a toast or focus is in it, and counts again in full after', () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={[saved]} onDismiss={onDismiss} />);
    const toast = screen.getByText('Saved').parentElement as HTMLElement;

    fireEvent.pointerOver(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    fireEvent.pointerOut(toast);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(onDismiss).not.toHaveBeenCalled();

    act(() => screen.getByRole('button', { name: 'Dismiss' }).blur());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });

  it('takes its duration and texts from props', () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={[saved]} onDismiss={onDismiss} duration={5000} labels={{ region: '通知', dismiss: '關閉' }} />);

    expect(screen.getByRole('region', { name: '通知' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '關閉' }));
    expect(onDismiss).toHaveBeenCalledWith('t1');
    act(() => vi.advanceTimersByTime(4999));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('puts errors in the assertive region and the rest in the polite one, both always there', () => {
    const { rerender } = render(<Toaster toasts={[]} onDismiss={() => undefined} />);
    expect(screen.getByRole('alert').childElementCount).toBe(0);
    expect(screen.getByRole('status').childElementCount).toBe(0);

    rerender(<Toaster toasts={[saved, failed]} onDismiss={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toBe('Out of stock');
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });
});

describe('useToasts', () => {
  it('pushes toasts with ids of their own and dismisses them by id', () => {
    const { result } = renderHook(() => useToasts());
    const { push, dismiss } = result.current;

    let first = '';
    let second = '';
    act(() => {
      first = push('info', 'Logged out');
      second = push('error', 'Out of stock');
    });
    expect(first).not.toBe(second);
    expect(result.current.toasts).toEqual([
      { id: first, kind: 'info', message: 'Logged out' },
      { id: second, kind: 'error', message: 'Out of stock' },
    ]);

    act(() => dismiss(first));
    expect(result.current.toasts).toEqual([{ id: second, kind: 'error', message: 'Out of stock' }]);
    expect(result.current.push).toBe(push);
    expect(result.current.dismiss).toBe(dismiss);
  });

  it('shows a message once while it is shown, and again after it is dismissed', () => {
    const { result } = renderHook(() => useToasts());
    let ids: string[] = [];
    act(() => {
      ids = [
        result.current.push('error', 'an error occurred'),
        result.current.push('error', 'an error occurred'),
        result.current.push('info', 'an error occurred'),
      ];
    });
    expect(ids[1]).toBe(ids[0]);
    expect(result.current.toasts.map(({ kind, message }) => [kind, message])).toEqual([
      ['error', 'an error occurred'],
      ['info', 'an error occurred'],
    ]);

    act(() => result.current.dismiss(ids[0]!));
    act(() => {
      result.current.push('error', 'an error occurred');
    });
    expect(result.current.toasts.map(({ kind }) => kind)).toEqual(['info', 'error']);
  });

  it('keeps each caller’s toasts apart: no state is shared between hooks', () => {
    const one = renderHook(() => useToasts());
    const two = renderHook(() => useToasts());

    act(() => {
      one.result.current.push('info', 'Only here');
    });
    expect(one.result.current.toasts).toHaveLength(1);
    expect(two.result.current.toasts).toEqual([]);
  });
});
