import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Select } from './Select.js';

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

const CODES = [
  { value: '+886', label: '+886' },
  { value: '+81', label: '+81' },
];

describe('Select', () => {
  it('shows the placeholder while nothing is chosen', () => {
    render(<Select label="Code" options={CODES} placeholder="Please choose" value="" onChange={() => undefined} />);

    const select = screen.getByRole('combobox', { name: 'Code' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Please choose');
  });

  it('shows no option as chosen for the value "" without a placeholder, not the first one', () => {
    render(<Select label="Code" options={CODES} value="" onChange={() => undefined} />);

    const select = screen.getByRole('combobox', { name: 'Code' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]?.textContent).toBe('');
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(3);
  });

  it('draws only the options when one is chosen', () => {
    render(<Select label="Code" options={CODES} value="+81" onChange={() => undefined} />);

    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect((screen.getByRole('combobox', { name: 'Code' }) as HTMLSelectElement).value).toBe('+81');
  });
});
