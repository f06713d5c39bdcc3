import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { controlStyles, Field } from './field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the box and tied to it for screen readers. */
  error?: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
}

/** A labelled text area with an optional hint and error, at least as tall as a touch target. */
export function TextAreaField({
  label,
  hint,
  error,
  value,
  onValueChange,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={`${controlStyles} min-h-11`}
        />
      )}
    </Field>
  );
}
