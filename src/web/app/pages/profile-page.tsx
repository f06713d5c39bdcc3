import { useTranslation } from 'react-i18next';
import { canUsePlayMode } from '../../../domain/game/access';
import { AccountSettings } from '../../features/auth/account/account-settings';
import '../../features/auth/i18n';
import { GameHistory } from '../../features/game/online/game-history';
import { MySocialProfile } from '../../features/social/profile/my-social-profile';
import { useAuth } from '../../lib/auth';
import { usePreviewMode } from '../../lib/preview-mode';

export function ProfilePage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const isPreview = usePreviewMode();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 md:py-12">
      <h1 className="text-3xl">{t('profile.title')}</h1>
      <MySocialProfile />
      {/* The games played online, for those who have play mode (spec §6). */}
      {canUsePlayMode({ ...auth, isPreview }) ? <GameHistory userId={auth.userId} /> : null}
      <AccountSettings />
    </div>
  );
}
