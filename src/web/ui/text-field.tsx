import { Eye, EyeOff, X } from 'lucide-react';
import { useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { controlStyles, Field } from './field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  /** Shown under the field and tied to it for screen readers. */
  error?: string | null;
  /** For passwords: the label of a toggle button that shows what was typed. */
  revealLabel?: string;
  /** For search boxes: a clear button with this label, shown while there is a value. */
  clear?: { label: string; onClear: () => void };
}

/** A labelled input with an optional hint and error, sized for touch (44 px). */
export function TextField({
  label,
  hint,
  error,
  revealLabel,
  clear,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const [revealed, setRevealed] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="flex items-stretch gap-2">
          <input
            ref={ref}
            {...control}
            type={revealLabel && revealed ? 'text' : type}
            className={`${controlStyles} min-h-11`}
            {...input}
          />
          {revealLabel ? (
            <button
              type="button"
              className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg border border-line text-steel hover:border-gold hover:text-ink aria-pressed:border-gold aria-pressed:text-gold"
              aria-pressed={revealed}
              aria-controls={control.id}
              aria-label={revealLabel}
              title={revealLabel}
              onClick={() => setRevealed((value) => !value)}
            >
              {revealed ? (
                <EyeOff aria-hidden="true" className="size-5" />
              ) : (
                <Eye aria-hidden="true" className="size-5" />
              )}
            </button>
          ) : null}
          {clear && input.value ? (
            <button
              type="button"
              className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg border border-line text-steel hover:border-gold hover:text-ink"
              aria-controls={control.id}
              aria-label={clear.label}
              title={clear.label}
              onClick={() => {
                clear.onClear();
                ref.current?.focus();
              }}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
