import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { controlStyles } from '../../ui/field';

/**
 * A form around one text area to write in (a message, a comment): it ties the label, the box and
 * what went wrong together, and reads the error out when it appears. Where the label, the box and
 * the buttons stand is the caller's.
 */
export function WritingForm({
  label,
  labelClassName,
  onChange,
  error,
  describedBy,
  boxClassName,
  className,
  onSubmit,
  children,
  /** The rest (value, rows, length, placeholder, keys) is the box's own. */
  ...boxProps
}: {
  label: string;
  labelClassName: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  maxLength: number;
  placeholder: string;
  error: string | null;
  /** Ids of other lines that describe the box (a count of characters). */
  describedBy?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  boxClassName?: string;
  className: string;
  onSubmit: () => void;
  children: (parts: { label: ReactNode; box: ReactNode }) => ReactNode;
}) {
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const labelElement = (
    <label htmlFor={fieldId} className={labelClassName}>
      {label}
    </label>
  );
  const box = (
    <textarea
      {...boxProps}
      id={fieldId}
      aria-invalid={error ? true : undefined}
      aria-describedby={[describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
      onChange={(event) => onChange(event.target.value)}
      className={`${controlStyles} ${boxClassName ?? ''}`}
    />
  );
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children({ label: labelElement, box })}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger-ink">
          {error}
        </p>
      ) : null}
    </form>
  );
}
