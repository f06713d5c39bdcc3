import type { ReactNode, SelectHTMLAttributes } from 'react';
import { compactControlStyles, controlStyles, Field } from './field';

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

type SelectProps<Value extends string> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'children'
> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value: Value;
  onValueChange: (value: Value) => void;
  /** The builder's toolbars: a small grey label, and a control as wide as its choices. */
  compact?: boolean;
  /** The compact look with the label beside the control, which takes the rest of the line. */
  inline?: boolean;
} & (
    | { options: ReadonlyArray<SelectOption<Value>>; children?: never }
    /** Options of one's own: groups, or an option that only some states offer. */
    | { options?: never; children: ReactNode }
  );

/**
 * A labelled native select, sized for touch. Native on purpose (decision 0036): phones open their
 * own picker and screen readers know the control without any script.
 */
export function Select<Value extends string>({
  label,
  hint,
  error,
  value,
  options,
  children,
  onValueChange,
  className,
  compact = false,
  inline = false,
  ...select
}: SelectProps<Value>) {
  return (
    <Field label={label} hint={hint} error={error} className={className} compact={compact} inline={inline}>
      {(control) => (
        <select
          {...control}
          {...select}
          value={value}
          onChange={(event) => onValueChange(event.target.value as Value)}
          className={
            inline
              ? `${compactControlStyles} min-w-0 flex-1`
              : compact
                ? compactControlStyles
                : `${controlStyles} min-h-11`
          }
        >
          {options
            ? options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))
            : children}
        </select>
      )}
    </Field>
  );
}
