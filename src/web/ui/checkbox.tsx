import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'id'> & {
  label: ReactNode;
  /** A line under the label, read with the box by screen readers. */
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * A native checkbox with its label, sized for touch: the whole line takes the tap. With a hint the
 * label is set in bold over it, as a field's label is.
 */
export function Checkbox({ label, hint, checked, onCheckedChange, className, ...input }: CheckboxProps) {
  const id = useId();
  const box = (
    <input
      {...input}
      id={id}
      type="checkbox"
      checked={checked}
      onChange={(event) => onCheckedChange(event.target.checked)}
      aria-describedby={hint ? `${id}-hint` : undefined}
      className={`size-5 shrink-0 accent-gold ${hint ? 'mt-1' : ''}`}
    />
  );
  if (!hint) {
    return (
      <label className={`inline-flex min-h-11 cursor-pointer items-center gap-2 text-ink ${className ?? ''}`}>
        {box}
        {label}
      </label>
    );
  }
  return (
    <div className={`flex items-start gap-3 ${className ?? ''}`}>
      {box}
      <div>
        <label htmlFor={id} className="cursor-pointer font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-steel">
          {hint}
        </p>
      </div>
    </div>
  );
}
