import { Copy, FolderOpen, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { LIST_LIMITS, listNameSchema, type ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { listTotals } from '../../../../domain/army/validate-list';
import { buttonStyles } from '../../../ui/button-styles';
import { Dialog } from '../../../ui/dialog';
import { useBuilderTranslation } from '../i18n';
import { newListId, nowIso } from '../list/use-army-builder';
import type { PackText } from '../units/pack-text';
import { useListMutations, useSavedLists } from './use-saved-lists';

interface SavedListsPanelProps {
  pack: DataPack;
  text: PackText;
  currentId: string;
  onLoad: (list: ArmyList) => void;
  onRenamed: (list: ArmyList) => void;
  /** Called after a list is deleted, so the builder can forget it was saved. */
  onDeleted: (id: string) => void;
}

/** Every saved list (local now, cloud later), with load, rename, duplicate and delete. */
export function SavedListsPanel({ pack, text, currentId, onLoad, onRenamed, onDeleted }: SavedListsPanelProps) {
  const { t, language } = useBuilderTranslation();
  const { data: saved = [], isPending } = useSavedLists();
  const { save, remove } = useListMutations();
  const [renaming, setRenaming] = useState<{ id: string; name: string; error: string | null } | null>(null);
  const [deleting, setDeleting] = useState<ArmyList | null>(null);
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const displayName = (list: ArmyList) => list.name || t('list.untitled');

  const rename = async (list: ArmyList, name: string) => {
    const parsed = listNameSchema.safeParse(name);
    if (!parsed.success) {
      setRenaming({ id: list.id, name, error: t('rejections.name.too_long', { limit: LIST_LIMITS.nameLength }) });
      return;
    }
    const renamed = { ...list, name: parsed.data, updatedAt: nowIso() };
    await save.mutateAsync(renamed);
    setRenaming(null);
    onRenamed(renamed);
    toast.success(t('saved.renamed'));
  };

  const duplicate = async (list: ArmyList) => {
    const now = nowIso();
    const name = t('saved.copyName', { name: displayName(list) })
      .slice(0, LIST_LIMITS.nameLength)
      .trim();
    await save.mutateAsync({ ...list, id: newListId(), name, createdAt: now, updatedAt: now });
    toast.success(t('saved.duplicated', { name }));
  };

  if (isPending) return <p className="text-steel">{t('saved.loading')}</p>;
  if (saved.length === 0) return <p className="text-steel">{t('saved.empty')}</p>;

  return (
    <>
      <ul aria-label={t('saved.title')} className="flex flex-col gap-2">
        {saved.map(({ list, locations }) => {
          const totals = listTotals(list, pack);
          const isRenaming = renaming?.id === list.id;
          return (
            <li
              key={list.id}
              aria-current={list.id === currentId ? 'true' : undefined}
              className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 aria-[current=true]:border-gold"
            >
              {isRenaming ? (
                <form
                  className="flex flex-wrap items-start gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void rename(list, renaming.name);
                  }}
                >
                  <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-steel">
                    {t('saved.newName')}
                    <input
                      autoFocus
                      value={renaming.name}
                      aria-invalid={renaming.error !== null}
                      onChange={(event) => setRenaming({ ...renaming, name: event.target.value, error: null })}
                      className="min-h-11 rounded-lg border border-line bg-night px-3 text-ink"
                    />
                    {renaming.error ? (
                      <span role="alert" className="text-danger-ink">
                        {renaming.error}
                      </span>
                    ) : null}
                  </label>
                  <button type="submit" className={buttonStyles.primary}>
                    {t('saved.saveName')}
                  </button>
                  <button type="button" className={buttonStyles.ghost} onClick={() => setRenaming(null)}>
                    {t('actions.cancel')}
                  </button>
                </form>
              ) : (
                <div>
                  <p className="font-semibold break-words text-ink">{displayName(list)}</p>
                  <p className="text-sm text-steel">
                    {t('saved.summary', {
                      faction: text.factionName(list.factionId),
                      points: totals.points,
                      date: dateFormat.format(new Date(list.updatedAt)),
                    })}
                    <span className="sr-only">
                      {' '}
                      {locations.map((location) => t(`saved.location.${location}`)).join(', ')}
                    </span>
                  </p>
                </div>
              )}
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => onLoad(list)}
                  aria-label={t('saved.loadNamed', { name: displayName(list) })}
                >
                  <FolderOpen aria-hidden="true" className="size-4" />
                  {t('saved.load')}
                </button>
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  onClick={() => setRenaming({ id: list.id, name: list.name, error: null })}
                  aria-label={t('saved.renameNamed', { name: displayName(list) })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('saved.rename')}
                </button>
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  onClick={() => void duplicate(list)}
                  aria-label={t('saved.duplicateNamed', { name: displayName(list) })}
                >
                  <Copy aria-hidden="true" className="size-4" />
                  {t('saved.duplicate')}
                </button>
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  onClick={() => setDeleting(list)}
                  aria-label={t('saved.deleteNamed', { name: displayName(list) })}
                >
                  <Trash2 aria-hidden="true" className="size-4 text-danger-ink" />
                  {t('saved.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={deleting !== null}
        title={t('saved.deleteTitle')}
        onClose={() => setDeleting(null)}
        actions={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setDeleting(null)}>
              {t('actions.cancel')}
            </button>
            <button
              type="button"
              className={buttonStyles.danger}
              onClick={async () => {
                if (!deleting) return;
                await remove.mutateAsync(deleting.id);
                onDeleted(deleting.id);
                toast.success(t('saved.deleted', { name: displayName(deleting) }));
                setDeleting(null);
              }}
            >
              {t('saved.delete')}
            </button>
          </>
        }
      >
        <p>{deleting ? t('saved.deleteConfirm', { name: displayName(deleting) }) : null}</p>
      </Dialog>
    </>
  );
}
