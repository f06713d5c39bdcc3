import { Button } from '../../../ui/button';
import { useBuilderTranslation } from '../i18n';
import type { Renaming } from './use-saved-list-actions';
import { compactControlStyles } from '../../../ui/field';

interface RenameListFormProps {
  renaming: Renaming;
  onChange: (renaming: Renaming) => void;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/** A saved list's new name, typed in place of its details. */
export function RenameListForm({ renaming, onChange, onSubmit, onCancel }: RenameListFormProps) {
  const { t } = useBuilderTranslation();
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(renaming.name);
      }}
    >
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-steel">
        {t('saved.newName')}
        <input
          autoFocus
          value={renaming.name}
          aria-invalid={renaming.error !== null}
          onChange={(event) => onChange({ ...renaming, name: event.target.value, error: null })}
          className={compactControlStyles}
        />
        {renaming.error ? (
          <span role="alert" className="text-danger-ink">
            {renaming.error}
          </span>
        ) : null}
      </label>
      <Button type="submit" variant="primary">
        {t('saved.saveName')}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
    </form>
  );
}
