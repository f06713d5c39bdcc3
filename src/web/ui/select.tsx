import type { ReactNode, SelectHTMLAttributes } from 'react';
import { compactControlStyles, controlStyles, Field, type FieldLook } from './field';

/**
 * The control for each look: a form's fills its field, a toolbar's is as wide as its choices, and an
 * inline one takes the rest of its line.
 */
const SELECT_STYLES: Record<FieldLook, string> = {
  form: `${controlStyles} min-h-11`,
  compact: compactControlStyles,
  inline: `${compactControlStyles} min-w-0 flex-1`,
};

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
  look?: FieldLook;
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
  look = 'form',
  ...select
}: SelectProps<Value>) {
  return (
    <Field label={label} hint={hint} error={error} className={className} look={look}>
      {(control) => (
        <select
          {...control}
          {...select}
          value={value}
          onChange={(event) => onValueChange(event.target.value as Value)}
          className={SELECT_STYLES[look]}
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
