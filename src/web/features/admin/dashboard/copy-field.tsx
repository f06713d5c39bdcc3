import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import '../i18n';

/** A read-only value with a button that copies it; if the clipboard is refused the text is selected instead. */
export function CopyField({ label, value, monospace = false }: { label: string; value: string; monospace?: boolean }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('common.copied'));
    } catch {
      const input = document.getElementById(id) as HTMLInputElement | null;
      input?.select();
      toast.error(t('common.copyFailed'));
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={`min-h-11 w-full min-w-0 rounded-lg border border-line bg-night px-3 text-ink focus:border-gold focus:outline-none ${monospace ? 'font-mono' : ''}`}
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-line bg-raised px-3 font-semibold hover:border-gold"
          aria-label={t('common.copyLabel', { what: label })}
        >
          <Copy aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{t('common.copy')}</span>
        </button>
      </div>
    </div>
  );
}
