import type { ReactNode, SelectHTMLAttributes } from 'react';
import { controlStyles, Field } from './field';

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

interface SelectProps<Value extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value: Value;
  options: ReadonlyArray<SelectOption<Value>>;
  onValueChange: (value: Value) => void;
}

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
  onValueChange,
  className,
  ...select
}: SelectProps<Value>) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          {...select}
          value={value}
          onChange={(event) => onValueChange(event.target.value as Value)}
          className={`${controlStyles} min-h-11`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
