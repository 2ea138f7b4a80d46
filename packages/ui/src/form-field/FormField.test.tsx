import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { validationMessage } from '@storefront/domain';
import { Select } from '../select/Select.js';
import { FormField } from './FormField.js';

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

function renderInForm(field: ReactNode, errors: Record<string, unknown>, touched = true) {
  return render(
    <Formik
      initialValues={{ email: 'a@b', country: 'TW' }}
      initialErrors={errors as Record<string, string>}
      initialTouched={touched ? { email: true, country: true } : {}}
      onSubmit={() => undefined}
    >
      {field}
    </Formik>,
  );
}

describe('FormField', () => {
  it('binds the control to formik: its name and value', () => {
    renderInForm(<FormField name="email" label="Email" />, {});

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('name')).toBe('email');
    expect((input as HTMLInputElement).value).toBe('a@b');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a string error as given, under the control, as its description', () => {
    renderInForm(<FormField name="email" label="Email" />, { email: 'Invalid mail' });

    const input = screen.getByRole('textbox', { name: 'Email' });
    const error = screen.getByText('Invalid mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
  });

  it("formats domain's message objects in English without translateError", () => {
    const error = validationMessage('validation.required', { label: 'field.recipientEmail' });
    renderInForm(<FormField name="email" label="Email" />, { email: error });

    expect(screen.getByText('please enter recipient email')).toBeTruthy();
  });

  it("passes domain's message objects to translateError", () => {
    const error = validationMessage('validation.max', { max: 50 });
    renderInForm(<FormField name="email" label="Email" translateError={(message) => `${message.key}:${message.values?.max}`} />, {
      email: error,
    });

    expect(screen.getByText('validation.max:50')).toBeTruthy();
  });

  it('shows nothing for an untouched field, an empty string or an error it cannot read', () => {
    const { unmount } = renderInForm(<FormField name="email" label="Email" />, { email: 'Invalid mail' }, false);
    expect(screen.queryByText('Invalid mail')).toBeNull();
    unmount();

    renderInForm(<FormField name="email" label="Email" />, { email: { nested: 'x' } });
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('runs formik change and blur first, then the handlers given', async () => {
    const seen: string[] = [];
    renderInForm(
      <FormField
        name="country"
        control={Select}
        label="Country"
        options={[
          { value: 'TW', label: 'Taiwan' },
          { value: 'JP', label: 'Japan' },
        ]}
        onChange={(event) => seen.push(`change:${event.target.value}`)}
        onBlur={() => seen.push('blur')}
      />,
      {},
    );

    const select = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.change(select, { target: { value: 'JP' } });
    fireEvent.blur(select);
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('JP'));
    expect(seen).toEqual(['change:JP', 'blur']);
  });
});
