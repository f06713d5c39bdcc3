import { useTranslation } from 'react-i18next';
import { FriendsView } from '../../features/social/friends/friends-view';
import '../../features/social/i18n';

export function FriendsPage() {
  const { t } = useTranslation('social');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 md:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl">{t('friends.title')}</h1>
        <p className="text-steel">{t('friends.intro')}</p>
      </div>
      <FriendsView />
    </div>
  );
}
