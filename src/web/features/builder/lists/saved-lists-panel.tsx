import { CloudUpload, Copy, FolderOpen, Globe, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useMemo, useState } from 'react';
import { toast } from '../../../ui/toast';
import { LIST_LIMITS, listNameSchema, type ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { listVerdict } from '../../../../domain/army/validate-list';
import { LegalityBadge } from '../../../ui/legality-badge';
import { buttonStyles } from '../../../ui/button-styles';
import { Dialog } from '../../../ui/dialog';
import { useBuilderTranslation } from '../i18n';
import { newListId, nowIso } from '../list/use-army-builder';
import type { PackText } from '../units/pack-text';
import { announceSave } from './save-feedback';
import { useAuth, useGuestAccountsAvailable } from '../../../lib/auth';
import { useFormat } from '../../../lib/format';
import { useCloudStatus, useListMutations, useSavedLists } from './use-saved-lists';

interface SavedListsPanelProps {
  pack: DataPack;
  text: PackText;
  currentId: string;
  onLoad: (list: ArmyList) => void;
  onRenamed: (list: ArmyList) => void;
  /** Called after a list is deleted, so the builder can forget it was saved. */
  onDeleted: (id: string) => void;
}

/**
 * Every saved list, on this device and (signed in) in the account, one row each, with load,
 * rename, duplicate, delete, and saving a device-only list to the account.
 */
export function SavedListsPanel({ pack, text, currentId, onLoad, onRenamed, onDeleted }: SavedListsPanelProps) {
  const { t } = useBuilderTranslation();
  const format = useFormat();
  const { data: saved = [], isPending } = useSavedLists();
  const { save, remove, signedIn } = useListMutations();
  const cloudStatus = useCloudStatus();
  const { isAnonymous } = useAuth();
  // A guest may save to the cloud too: the first such save makes them an anonymous account.
  const guestCloud = useGuestAccountsAvailable();
  const canSendToCloud = (signedIn && cloudStatus === 'ok') || guestCloud;
  const [renaming, setRenaming] = useState<{ id: string; name: string; error: string | null } | null>(null);
  const [deleting, setDeleting] = useState<ArmyList | null>(null);
  const displayName = (list: ArmyList) => list.name || t('list.untitled');
  // Each list's verdict, once per change of the lists or the pack, not on every keystroke of a rename.
  const verdicts = useMemo(() => new Map(saved.map(({ list }) => [list.id, listVerdict(list, pack)])), [saved, pack]);

  const rename = async (list: ArmyList, name: string) => {
    const parsed = listNameSchema.safeParse(name);
    if (!parsed.success) {
      setRenaming({ id: list.id, name, error: t('rejections.name.too_long', { limit: LIST_LIMITS.nameLength }) });
      return;
    }
    const renamed = { ...list, name: parsed.data, updatedAt: nowIso() };
    try {
      const current = announceSave(await save.mutateAsync(renamed), t, 'saved.renamed');
      setRenaming(null);
      onRenamed(current);
    } catch {
      toast.error(t('saved.saveFailed'));
    }
  };

  const duplicate = async (list: ArmyList) => {
    const now = nowIso();
    const name = t('saved.copyName', { name: displayName(list) })
      .slice(0, LIST_LIMITS.nameLength)
      .trim();
    try {
      announceSave(
        await save.mutateAsync({ ...list, id: newListId(), name, createdAt: now, updatedAt: now }),
        t,
        'saved.duplicated',
      );
    } catch {
      toast.error(t('saved.saveFailed'));
    }
  };

  const toCloud = async (list: ArmyList) => {
    try {
      const result = await save.mutateAsync({ list, toCloud: true });
      if (result.cloud === null) return void toast.error(t('saved.guestCloudFailed'));
      announceSave(result, t);
    } catch {
      toast.error(t('saved.saveFailed'));
    }
  };

  if (isPending) return <p className="text-steel">{t('saved.loading')}</p>;
  const note = signedIn ? (
    cloudStatus === 'unreachable' ? (
      <p role="status" className="mb-2 text-sm text-warn">
        {t('saved.cloudUnreachable')}
      </p>
    ) : isAnonymous ? (
      <p className="mb-2 text-sm text-steel">
        {t('saved.guestOnlineHint')}{' '}
        <Link to="/login?mode=signup" className="font-semibold text-gold underline">
          {t('saved.createAccount')}
        </Link>
      </p>
    ) : null
  ) : (
    <p className="mb-2 text-sm text-steel">
      {guestCloud ? t('saved.guestCloudHint') : t('saved.signInHint')}{' '}
      <Link to="/login" className="font-semibold text-gold underline">
        {t('saved.signIn')}
      </Link>
    </p>
  );
  if (saved.length === 0) {
    return (
      <>
        {note}
        <p className="text-steel">{t('saved.empty')}</p>
      </>
    );
  }

  return (
    <>
      {note}
      <ul aria-label={t('saved.title')} className="flex flex-col gap-2">
        {saved.map(({ list, locations, cloud }) => {
          const verdict = verdicts.get(list.id) ?? listVerdict(list, pack);
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
                      points: verdict.points,
                      date: format.dateTime(list.updatedAt),
                    })}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-1 text-xs">
                    <LegalityBadge legal={verdict.legal} />
                    {locations.map((location) => (
                      <span key={location} className="rounded-full border border-line px-2 py-0.5 text-steel">
                        {t(`saved.location.${location}`)}
                      </span>
                    ))}
                    {cloud?.public ? (
                      <span className="inline-flex items-center gap-1 rounded-full border border-gold/60 px-2 py-0.5 text-gold">
                        <Globe aria-hidden="true" className="size-3" />
                        {t('saved.publicBadge')}
                      </span>
                    ) : null}
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
                {canSendToCloud && !locations.includes('cloud') ? (
                  <button
                    type="button"
                    className={buttonStyles.ghost}
                    onClick={() => void toCloud(list)}
                    aria-label={t('saved.toCloudNamed', { name: displayName(list) })}
                  >
                    <CloudUpload aria-hidden="true" className="size-4" />
                    {t('saved.toCloud')}
                  </button>
                ) : null}
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
        <p>
          {deleting
            ? t(
                saved.find((ref) => ref.list.id === deleting.id)?.locations.includes('cloud')
                  ? 'saved.deleteConfirmCloud'
                  : 'saved.deleteConfirm',
                { name: displayName(deleting) },
              )
            : null}
        </p>
      </Dialog>
    </>
  );
}
