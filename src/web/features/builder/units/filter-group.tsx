import { sortByName } from '../../../../domain/i18n/name-order';

/** A set of toggle chips, one per option, sorted by name; pressed ones are in the filter. */
export function FilterGroup({
  legend,
  options,
  selected,
  onToggle,
  label,
}: {
  legend: string;
  options: string[];
  selected: string[];
  onToggle: (id: string) => void;
  label: (id: string) => string;
}) {
  const sorted = sortByName(options, label);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-steel">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {sorted.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={selected.includes(id)}
            onClick={() => onToggle(id)}
            className="min-h-9 rounded-full border border-line px-3 text-sm text-ink hover:border-gold aria-pressed:border-gold aria-pressed:bg-gold aria-pressed:text-night"
          >
            {label(id)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
