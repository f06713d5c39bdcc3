import { Eye, EyeOff, X } from 'lucide-react';
import { useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';

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
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const [revealed, setRevealed] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          ref={ref}
          id={id}
          type={revealLabel && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-h-11 w-full min-w-0 rounded-lg border border-line bg-night px-3 py-2 text-ink placeholder:text-steel/70 focus:border-gold focus:outline-none aria-[invalid=true]:border-danger-ink"
          {...input}
        />
        {revealLabel ? (
          <button
            type="button"
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg border border-line text-steel hover:border-gold hover:text-ink aria-pressed:border-gold aria-pressed:text-gold"
            aria-pressed={revealed}
            aria-controls={id}
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
            aria-controls={id}
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
