import { useEffect, useId, useState, type ReactNode } from 'react';
import { LIST_LIMITS, type ArmyList } from '../../../../domain/army/army-list';
import type { CommandResult, ListCommand } from '../../../../domain/army/list-commands';
import { useBuilderTranslation } from '../i18n';
import type { DispatchOptions } from './use-army-builder';
import { compactControlStyles } from '../../../ui/field';

interface NameFieldProps {
  list: ArmyList;
  dispatch: (command: ListCommand, options?: DispatchOptions) => CommandResult;
  /** Shown beside the label: whether the list is saved. */
  status?: ReactNode;
}

/**
 * The list name. Each keystroke renames the list (one undo step for the whole name), so the
 * name is in the draft kept on the device as it is typed, not only once the field is left.
 */
export function NameField({ list, dispatch, status }: NameFieldProps) {
  const { t } = useBuilderTranslation();
  const [typed, setTyped] = useState(list.name);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  useEffect(() => {
    // The name changed elsewhere (undo, another list, a rename in the saved lists): show it,
    // unless it is what is being typed (the list keeps the name trimmed).
    setTyped((current) => (current.trim() === list.name ? current : list.name));
    setError(null);
  }, [list.id, list.name]);

  const change = (value: string) => {
    setTyped(value);
    const result = dispatch({ type: 'rename', name: value }, { typing: true });
    setError(result.ok ? null : t(`rejections.${result.rejection}`, { limit: LIST_LIMITS.nameLength }));
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <label htmlFor={id} className="text-sm font-semibold text-steel">
          {t('list.name')}
        </label>
        {status}
      </div>
      <input
        id={id}
        value={typed}
        placeholder={t('list.untitled')}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => change(event.target.value)}
        onBlur={() => {
          if (error === null) setTyped(list.name);
        }}
        className={compactControlStyles}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-ink">
          {error}
        </p>
      ) : null}
    </div>
  );
}
