import { Copy } from 'lucide-react';
import { useId } from 'react';
import { toast } from './toast';
import { compactControlStyles } from './field';

export interface CopyFieldText {
  /** The button's visible word ("Copy"). */
  copy: string;
  /** The button's accessible name, naming what it copies. */
  copyLabel: string;
  copied: string;
  /** Shown when the clipboard is refused; the text is selected instead so it can be copied by hand. */
  failed: string;
}

/** A read-only value with a button that copies it. */
export function CopyField({
  label,
  value,
  text,
  monospace = false,
}: {
  label: string;
  value: string;
  text: CopyFieldText;
  monospace?: boolean;
}) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(text.copied);
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      toast.error(text.failed);
    }
  };
  return (
    <div className="flex w-full flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-steel">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={`${compactControlStyles} w-full min-w-0 text-sm ${monospace ? 'font-mono' : ''}`}
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-line bg-raised px-3 font-semibold hover:border-gold"
          aria-label={text.copyLabel}
        >
          <Copy aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{text.copy}</span>
        </button>
      </div>
    </div>
  );
}
