import { useId } from 'react';

/** The ids that tie a control to its label, hint and error, and the control's aria-describedby. */
export interface FieldIds {
  readonly control: string;
  readonly hint: string;
  readonly error: string;
  /** Error first, so it is read before the hint; then any ids the caller passed. */
  readonly describedBy: string | undefined;
}

/** What the control is described by besides its own hint and error. */
interface FieldDescription {
  readonly hint: boolean;
  readonly error: boolean;
  readonly describedBy?: string | undefined;
}

/** Ids of a field: the given id or a generated one, and the ids derived from it. */
export function useFieldIds(id: string | undefined, description: FieldDescription): FieldIds {
  const generated = useId();
  const control = id ?? generated;
  const hint = `${control}-hint`;
  const error = `${control}-error`;
  const describedBy = [description.error && error, description.hint && hint, description.describedBy].filter(Boolean).join(' ');
  return { control, hint, error, describedBy: describedBy === '' ? undefined : describedBy };
}
