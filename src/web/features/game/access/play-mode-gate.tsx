import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { canUsePlayMode, type PlayModeViewer } from '../../../../domain/game/access';
import { useGameTranslation } from '../i18n';
import { TestersOnlyDialog } from './testers-only-dialog';

/**
 * Play mode is for testers, admins and preview when not a guest (spec §6); anyone else who
 * opens a game page gets the testers-only dialog, and Cancel takes them home.
 */
export function PlayModeGate({ viewer, children }: { viewer: PlayModeViewer; children: ReactNode }) {
  const { t } = useGameTranslation();
  const navigate = useNavigate();
  if (canUsePlayMode(viewer)) return children;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-3 px-4 py-16 text-center">
      <Lock aria-hidden="true" className="size-10 text-steel" />
      <h1 className="text-3xl">{t('access.title')}</h1>
      <p className="text-steel">{t('access.testersOnly')}</p>
      <TestersOnlyDialog open onClose={() => navigate('/')} />
    </div>
  );
}
