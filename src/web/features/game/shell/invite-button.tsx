import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useGameTranslation } from '../i18n';
import { InvitePanel } from '../online/invite-panel';
import type { GameSession } from '../session';

/** Opens the invitation to an online game (its code, link and QR code) in a dialog. */
export function InviteButton({ session }: { session: GameSession }) {
  const { t } = useGameTranslation();
  const [open, setOpen] = useState(false);
  if (!session.online?.joinCode) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-line bg-raised px-3 font-semibold hover:border-gold"
      >
        <UserPlus aria-hidden="true" className="size-5" />
        {t('online.invite')}
      </button>
      <Dialog
        open={open}
        title={t('online.inviteHeading')}
        onClose={() => setOpen(false)}
        actions={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('actions.close')}
          </Button>
        }
      >
        {open ? <InvitePanel online={session.online} state={session.state} inDialog /> : null}
      </Dialog>
    </>
  );
}
