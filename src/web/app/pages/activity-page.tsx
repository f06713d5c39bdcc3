import { useTranslation } from 'react-i18next';
import { ActivityFeed } from '../../features/social/activity/activity-feed';
import '../../features/social/i18n';
import { usePreviewMode } from '../../lib/preview-mode';

/** /activity — friends' recent activity (signed-in members, or preview). */
export function ActivityPage() {
  const { t } = useTranslation('social');
  const preview = usePreviewMode();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 md:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl">{t('activity.title')}</h1>
        <p className="text-steel">{t('activity.intro')}</p>
      </div>
      <ActivityFeed preview={preview} />
    </div>
  );
}
