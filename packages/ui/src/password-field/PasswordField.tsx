import { useId, useState } from 'react';
import { IconButton } from '../icon-button/IconButton.js';
import { TextField, type TextFieldProps } from '../text-field/TextField.js';
import './PasswordField.css';

/** Texts of the show / hide toggle; the app passes them translated. */
export interface PasswordFieldLabels {
  readonly show: string;
  readonly hide: string;
}

/** Props of {@link PasswordField}: a TextField's, without type and trailing. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  readonly labels?: Partial<PasswordFieldLabels> | undefined;
}

const DEFAULT_LABELS: PasswordFieldLabels = { show: 'Show password', hide: 'Hide password' };

function EyeIcon({ crossed }: { readonly crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ labels, id, autoComplete = 'current-password', ...field }: PasswordFieldProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const [visible, setVisible] = useState(false);
  // The toggle points at the input, so its id is settled here rather than inside TextField.
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <TextField
      {...field}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Browsers must not autocorrect or capitalise a password shown as text.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <IconButton
          className="sf-password-field__toggle"
          label={visible ? text.hide : text.show}
          icon={<EyeIcon crossed={visible} />}
          size="sm"
          aria-controls={inputId}
          disabled={field.disabled}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
