import { useId, type ReactNode } from 'react';

/** Border, colours and focus of every control. */
const controlLook =
  'rounded-lg border border-line bg-night px-3 text-ink focus:border-gold focus:outline-none aria-[invalid=true]:border-danger-ink';

/** The look shared by text inputs, text areas and selects; add `min-h-11` for one-line controls. */
export const controlStyles = `w-full min-w-0 py-2 placeholder:text-steel/70 ${controlLook}`;

/** The builder's toolbars: a one-line control as wide as its content, in a row of others. */
export const compactControlStyles = `min-h-11 max-w-full ${controlLook}`;

/**
 * Where the label stands: `form`, in bold over the control; `compact` (the builder's toolbars), small
 * and grey close over it; `inline` (a setting in a dialog or a row), small and grey beside it.
 */
export type FieldLook = 'form' | 'compact' | 'inline';

const FIELD_LAYOUT: Record<FieldLook, string> = {
  form: 'flex flex-col gap-1.5',
  compact: 'flex flex-col gap-1',
  inline: 'flex flex-wrap items-center gap-2',
};

/** What a field hands its control so the label, hint and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control, marks it invalid and is read with it by screen readers. */
  error?: ReactNode;
  /** Ids of other elements that describe the control too (a status line beside the form). */
  describedBy?: string;
  className?: string;
  look?: FieldLook;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, one control, an optional hint and an optional error, tied together for screen readers. */
export function Field({ label, hint, error, describedBy, className, look = 'form', children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const descriptions = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${FIELD_LAYOUT[look]} ${className ?? ''}`}>
      <label htmlFor={id} className={look === 'form' ? 'font-semibold text-ink' : 'text-sm font-semibold text-steel'}>
        {label}
      </label>
      {children({ id, 'aria-describedby': descriptions, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-sm text-steel">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger-ink">
          {error}
        </p>
      ) : null}
    </div>
  );
}
