import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type VariantGroup, VariantPicker } from './VariantPicker.js';

const colour: VariantGroup = {
  group_id: 'colour',
  display_name: 'Colour',
  required_amount: 1,
  options: [
    { product_id: 'red', display_name: 'Red', stock: 4, available: true },
    { product_id: 'grey', display_name: 'Grey', stock: 0, available: true },
    { product_id: 'gold', display_name: 'Gold', stock: 9, available: false },
  ],
};

const badges: VariantGroup = {
  group_id: 'badges',
  display_name: 'Badges',
  required_amount: 2,
  options: [
    { product_id: 'cat', display_name: 'Cat', stock: 5, available: true },
    { product_id: 'dog', display_name: 'Dog', stock: 5, available: true },
    { product_id: 'owl', display_name: 'Owl', stock: 5, available: true },
  ],
};

afterEach(cleanup);

function renderPicker(groups: readonly VariantGroup[], preOrder = false) {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  render(
    <VariantPicker groups={groups} preOrder={preOrder} onSubmit={onSubmit} onChange={onChange}>
      <button type="submit" value="cart">
        Add to cart
      </button>
      <button type="submit" value="buy_now">
        Buy now
      </button>
    </VariantPicker>,
  );
  return { onSubmit, onChange };
}

describe('VariantPicker', () => {
  it('shows one radio group per single-choice group, options without stock or off sale disabled', () => {
    renderPicker([colour]);

    expect(screen.getByRole('group', { name: 'Colour' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Red' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('radio', { name: 'Grey Sold out' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: 'Gold Unavailable' })).toHaveProperty('disabled', true);
  });

  it('lets a pre-order choose options without stock, never those off sale', () => {
    renderPicker([colour], true);

    expect(screen.getByRole('radio', { name: 'Grey' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('radio', { name: 'Gold Unavailable' })).toHaveProperty('disabled', true);
  });

  it('refuses an incomplete submit with the message, and focuses the first incomplete group', () => {
    const { onSubmit } = renderPicker([colour, badges]);

    fireEvent.click(screen.getByRole('radio', { name: 'Red' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please select all items');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cat' }));
    expect(screen.getByRole('group', { name: 'Badges Choose 2' }).getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(screen.getByRole('group', { name: 'Colour' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('takes as many toggles as the group requires, then disables the rest until one is released', () => {
    const { onChange } = renderPicker([badges]);

    fireEvent.click(screen.getByRole('button', { name: 'Cat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Owl' }));

    expect(screen.getByRole('button', { name: 'Cat' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Dog' })).toHaveProperty('disabled', true);
    expect(onChange).toHaveBeenLastCalledWith({ badges: ['cat', 'owl'] });

    fireEvent.click(screen.getByRole('button', { name: 'Cat' }));

    expect(screen.getByRole('button', { name: 'Cat' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Dog' })).toHaveProperty('disabled', false);
    expect(onChange).toHaveBeenLastCalledWith({ badges: ['owl'] });
  });

  it('clears the message once every group is complete, and submits the sub-products with the action', () => {
    const { onSubmit } = renderPicker([colour, badges]);

    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Red' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dog' }));
    fireEvent.click(screen.getByRole('button', { name: 'Owl' }));

    expect(screen.getByRole('alert').textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));

    expect(onSubmit).toHaveBeenCalledWith({
      sub_product_infos: [
        { product_id: 'red', amount: 1 },
        { product_id: 'dog', amount: 1 },
        { product_id: 'owl', amount: 1 },
      ],
      action: 'buy_now',
    });
  });

  it('submits a product without groups as it is', () => {
    const { onSubmit } = renderPicker([]);

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(onSubmit).toHaveBeenCalledWith({ sub_product_infos: [], action: 'cart' });
  });
});
