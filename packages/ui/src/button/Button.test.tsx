import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, type ButtonLinkProps } from './Button.js';

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('Button', () => {
  it('is a button of type "button", primary and medium unless told', () => {
    render(<Button>Save</Button>);

    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('sf-button sf-button--primary sf-button--md');
  });

  it('neither clicks nor submits while loading', () => {
    let clicks = 0;
    let submits = 0;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submits += 1;
        }}
      >
        <Button type="submit" loading onClick={() => (clicks += 1)}>
          Place order
        </Button>
      </form>,
    );

    const button = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(button);
    expect([clicks, submits]).toEqual([0, 0]);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('is a link when given href, through renderLink when given', () => {
    const calls: ButtonLinkProps[] = [];
    render(
      <Button
        href="/cart"
        variant="ghost"
        fullWidth
        target="_self"
        renderLink={(props) => {
          calls.push(props);
          return <a {...props} data-router="yes" />;
        }}
      >
        Cart
      </Button>,
    );

    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.getAttribute('data-router')).toBe('yes');
    expect(calls[0]?.className).toBe('sf-button sf-button--ghost sf-button--md sf-button--full-width');
    expect(calls[0]?.target).toBe('_self');
  });
});
