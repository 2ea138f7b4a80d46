import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityStepper } from './QuantityStepper.js';

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

function setup(value: number, props: { min?: number; max?: number } = {}) {
  const changes: number[] = [];
  render(<QuantityStepper value={value} onChange={(next) => changes.push(next)} {...props} />);
  return { changes, input: screen.getByRole('spinbutton', { name: 'Quantity' }) };
}

describe('QuantityStepper', () => {
  it('is a spin button with its value and bounds, named by the English defaults', () => {
    const { input } = setup(2, { max: 9 });

    expect(input.getAttribute('aria-valuenow')).toBe('2');
    expect(input.getAttribute('aria-valuemin')).toBe('1');
    expect(input.getAttribute('aria-valuemax')).toBe('9');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeTruthy();
  });

  it('steps by one, never past a bound', () => {
    const { changes } = setup(1, { max: 2 });

    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(changes).toEqual([2]);
  });

  it('maps the keys of the spin button pattern', () => {
    const { changes, input } = setup(5, { min: 1, max: 20 });

    for (const key of ['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']) {
      fireEvent.keyDown(input, { key });
    }
    expect(changes).toEqual([6, 4, 15, 1, 1, 20]);
  });

  it('has no End without a max, so the caret moves as usual', () => {
    const { changes, input } = setup(5);

    expect(fireEvent.keyDown(input, { key: 'End' })).toBe(true);
    expect(changes).toEqual([]);
  });

  it('commits a typed quantity within the bounds, keeping digits only', () => {
    const { changes, input } = setup(3, { min: 2, max: 10 });

    fireEvent.change(input, { target: { value: '1a' } });
    expect((input as HTMLInputElement).value).toBe('1');
    fireEvent.blur(input);
    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(changes).toEqual([2, 10]);
  });

  it('keeps the quantity when the input is left empty or unchanged', () => {
    const { changes, input } = setup(3);

    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('3');
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.blur(input);
    expect(changes).toEqual([]);
  });
});
