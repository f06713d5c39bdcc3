import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../ui/toast';
import type { ArmyList } from '../../../../domain/army/army-list';
import { DialogWithClose } from '../../../ui/dialog-with-close';
import { QrCode } from '../../../ui/qr-code';
import { useBuilderTranslation } from '../i18n';
import { cloudLists } from '../lists/cloud-lists';
import { savedListsKeys, useListMutations, useSavedLists } from '../lists/use-saved-lists';
import { AccountShareSection } from './account-share-section';
import { LinkField } from './link-field';
import { shareUrl, sharedListPath } from './share-link';
import { useOrigin } from '../../../lib/use-origin';

interface ShareDialogProps {
  open: boolean;
  list: ArmyList;
  /** The list on screen differs from its saved copy (or was never saved). */
  unsaved: boolean;
  /** Saves the list on screen; the list current afterwards, or null when the save failed. */
  onSave: () => Promise<ArmyList | null>;
  onClose: () => void;
}

/**
 * The list's share links, ready to copy or scan: the full link, which carries the list and
 * works offline, and for signed-in members a short link to the copy in their account and
 * the choice to show the list on their profile.
 */
export function ShareDialog({ open, list, unsaved, onSave, onClose }: ShareDialogProps) {
  const { t } = useBuilderTranslation();
  const { data: saved = [] } = useSavedLists();
  const { save, signedIn } = useListMutations();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  /** The public choice just made, shown at once while the account stores it. */
  const [publicChoice, setPublicChoice] = useState<{ listId: string; value: boolean } | null>(null);
  const cloud = saved.find((ref) => ref.list.id === list.id)?.cloud ?? null;
  const fullUrl = open ? shareUrl(list) : '';
  const origin = useOrigin();
  const shortUrl = cloud?.shortCode && !unsaved ? `${origin}${sharedListPath(cloud.shortCode)}` : null;

  /** The saved copy to act on: the list as it is, saving it first when it has changes. */
  const savedCopy = async (): Promise<ArmyList | null> => {
    if (!unsaved && cloud) return list;
    return onSave();
  };

  const makeShortLink = async () => {
    setBusy(true);
    try {
      const current = await savedCopy();
      if (!current) return;
      await cloudLists.shortLink(current.id);
      // The saved lists now carry the code, and the dialog shows it.
      await client.invalidateQueries({ queryKey: savedListsKeys.all });
    } catch {
      toast.error(t('share.shortFailed'));
    } finally {
      setBusy(false);
    }
  };

  const setPublic = async (isPublic: boolean) => {
    setBusy(true);
    setPublicChoice({ listId: list.id, value: isPublic });
    let stored = false;
    try {
      const current = await savedCopy();
      if (current) {
        const result = await save.mutateAsync({ list: current, public: isPublic });
        stored = result.cloud?.kind === 'saved';
      }
    } catch {
      stored = false;
    } finally {
      setBusy(false);
    }
    if (stored) toast.success(t(isPublic ? 'share.publicOn' : 'share.publicOff'));
    else {
      setPublicChoice(null);
      toast.error(t('share.publicFailed'));
    }
  };
  const isPublic = (publicChoice?.listId === list.id ? publicChoice.value : null) ?? cloud?.public ?? false;

  return (
    <DialogWithClose open={open} title={t('share.title')} onClose={onClose} closeLabel={t('actions.close')}>
      <div className="flex flex-col items-center gap-4">
        <p className="self-start text-steel">{t('share.intro')}</p>
        <LinkField label={t('share.link')} url={fullUrl} />
        {signedIn ? (
          <AccountShareSection
            shortUrl={shortUrl}
            needsSave={unsaved || !cloud}
            isPublic={isPublic}
            busy={busy}
            onMakeShortLink={() => void makeShortLink()}
            onPublic={(value) => void setPublic(value)}
          />
        ) : (
          <p className="self-start text-sm text-steel">
            <Link to="/login" className="font-semibold text-gold underline">
              {t('saved.signIn')}
            </Link>{' '}
            · {t('share.signIn')}
          </p>
        )}
        {open ? <QrCode value={shortUrl ?? fullUrl} label={t('share.qr')} tooLong={t('share.qrTooLong')} /> : null}
      </div>
    </DialogWithClose>
  );
}
