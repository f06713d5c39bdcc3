import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId } from 'react';

/** An on/off setting with a visible label and an optional line under it (role switch). */
export function Switch({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex min-w-0 flex-col">
        <span id={labelId} className="font-semibold break-words text-ink">
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className="text-sm text-steel">
            {description}
          </span>
        ) : null}
      </div>
      <SwitchPrimitive.Root
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        className="group inline-flex min-h-11 min-w-14 shrink-0 items-center justify-center rounded-full disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className="relative h-7 w-12 rounded-full border border-line bg-raised transition-colors group-data-[state=checked]:border-gold group-data-[state=checked]:bg-gold"
        >
          <SwitchPrimitive.Thumb className="absolute top-0.5 left-0.5 size-5.5 rounded-full bg-steel transition-all data-[state=checked]:left-6 data-[state=checked]:bg-night" />
        </span>
      </SwitchPrimitive.Root>
    </div>
  );
}
