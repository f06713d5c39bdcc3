import { Search, X } from 'lucide-react';
import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import { Field } from './field';

interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The accessible name of the clear button, shown while there is something to clear. */
  clearLabel: string;
  /** Classes for the input's colours and border; size and padding come from here. */
  inputClassName?: string;
}

/**
 * A search box with a magnifier and one clear button of our own (issue 21): the browser's own
 * clear button is hidden in styles.css, so there are never two. Clearing keeps the focus in the
 * box; Escape clears too, as browsers do for search inputs.
 */
export function SearchField({
  id,
  value,
  onValueChange,
  clearLabel,
  inputClassName = 'border-line bg-night',
  className,
  ...input
}: SearchFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  // Public pages paint from the server's HTML before their script runs: words typed into the box in
  // that moment (a slow phone) would be wiped when the app takes the page over. Picked up once.
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) onValueChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what the painted page held
  }, []);
  return (
    <span className={`relative block ${className ?? ''}`}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-steel"
      />
      <input
        ref={ref}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={`min-h-11 w-full min-w-0 rounded-lg border py-2 pr-11 pl-10 text-ink placeholder:text-steel/80 focus:border-gold ${inputClassName}`}
        {...input}
      />
      {value ? (
        <button
          type="button"
          aria-label={clearLabel}
          title={clearLabel}
          aria-controls={id}
          onClick={() => {
            onValueChange('');
            ref.current?.focus();
          }}
          className="absolute top-1/2 right-0 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-lg text-steel hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </span>
  );
}

/** A search box with a small label over it, as the builder's toolbars and filters show one. */
export function LabelledSearchField({
  label,
  fieldClassName,
  ...search
}: Omit<SearchFieldProps, 'id'> & { label: string; fieldClassName?: string }) {
  return (
    <Field look="compact" label={label} className={fieldClassName}>
      {(control) => <SearchField {...control} {...search} />}
    </Field>
  );
}
