import { Boxes } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useCollectionTranslation } from './i18n';

/**
 * In the builder: "Only units I own" while the player keeps a collection, and always a way to the
 * collection page.
 */
export function OwnedSwitch({ shown, on, onChange }: { shown: boolean; on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useCollectionTranslation();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {shown ? (
        <div className="flex items-center gap-2">
          <input
            id={id}
            type="checkbox"
            checked={on}
            onChange={(event) => onChange(event.target.checked)}
            className="size-5 accent-gold"
          />
          <label htmlFor={id} className="text-ink">
            {t('builder.onlyOwned')}
          </label>
        </div>
      ) : (
        <span />
      )}
      <Link
        to="/collection"
        className="inline-flex min-h-11 items-center gap-1 text-sm text-gold underline-offset-2 hover:underline"
      >
        <Boxes aria-hidden="true" className="size-4" />
        {t('builder.manage')}
      </Link>
    </div>
  );
}
