import type { InputHTMLAttributes } from 'react';
import { TextField } from '../../ui/text-field';

/** A six-digit code field that phones fill from the keypad and from received codes. */
export function CodeField(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; error?: string | null },
) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      className="max-w-56"
      {...props}
    />
  );
}
