import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox.js';

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

function field(): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search products' });
}

describe('SearchBox', () => {
  it('is a search landmark whose placeholder is the first suggestion', () => {
    render(<SearchBox onSearch={vi.fn()} suggestions={['oolong', 'black tea']} />);

    expect(screen.getByRole('search')).toBeTruthy();
    expect(field().placeholder).toBe('oolong');
  });

  it('falls back to the default placeholder without suggestions', () => {
    render(<SearchBox onSearch={vi.fn()} suggestions={[]} labels={{ searchPlaceholder: '搜尋商品' }} />);

    expect(field().placeholder).toBe('搜尋商品');
  });

  it('submits the trimmed keyword and empties the box', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);

    fireEvent.change(field(), { target: { value: '  alishan oolong ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(onSearch).toHaveBeenCalledExactlyOnceWith('alishan oolong');
    expect(field().value).toBe('');
  });

  it.each(['', '   '])('does not search a blank keyword (%j): it keeps what was typed and says what to type', (keyword) => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} labels={{ searchBlank: '請輸入想找的商品名稱或關鍵字。' }} />);
    expect(screen.getByRole('status').textContent).toBe('');

    fireEvent.change(field(), { target: { value: keyword } });
    fireEvent.submit(screen.getByRole('search'));

    expect(onSearch).not.toHaveBeenCalled();
    expect(field().value).toBe(keyword);
    expect(screen.getByRole('status').textContent).toBe('請輸入想找的商品名稱或關鍵字。');
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    expect(document.activeElement).toBe(field());

    // Typing takes the hint away.
    fireEvent.change(field(), { target: { value: 'oolong' } });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(field().hasAttribute('aria-describedby')).toBe(false);
  });

  it('caps the keyword at the 100 characters the API accepts', () => {
    render(<SearchBox onSearch={vi.fn()} />);

    expect(field().maxLength).toBe(100);
  });
});
