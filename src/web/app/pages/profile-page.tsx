import { useTranslation } from 'react-i18next';
import { AccountSettings } from '../../features/auth/account/account-settings';
import '../../features/auth/i18n';
import { MyDataReports } from '../../features/data-reports/my-data-reports';
import { GameHistory } from '../../features/game/online/game-history';
import { MySocialProfile } from '../../features/social/profile/my-social-profile';
import { useAuth } from '../../lib/auth';

export function ProfilePage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 md:py-12">
      <h1 className="text-3xl">{t('profile.title')}</h1>
      <MySocialProfile />
      {/* The games this member played online (decision 0019: play mode is for members too). */}
      {auth.isGuest ? null : <GameHistory userId={auth.userId} />}
      {/* What they told the admins about the game data, and what the admins answered. */}
      {auth.isGuest ? null : <MyDataReports userId={auth.userId} />}
      <AccountSettings />
    </div>
  );
}
