import { useQuery } from '@tanstack/react-query';
import { MessageSquare, Swords, Trophy, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { signupSeries } from '../../../../domain/admin/signup-series';
import { AdminPanel } from '../admin-panel';
import { AdminQueryState } from '../admin-query-state';
import { statsQuery } from '../api/get-stats';
import { SignupsChart } from './signups-chart';
import '../i18n';

function Count({ label, value, icon: Icon }: { label: string; value: number; icon: LucideIcon }) {
  const format = useFormat();
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-line bg-night/60 p-3">
      <dt className="flex items-center gap-2 text-sm text-steel">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-gold" />
        {label}
      </dt>
      <dd className="font-display text-2xl text-ink">{format.number(value)}</dd>
    </div>
  );
}

/** Members, lists, games and messages this week, with sign-ups by day. */
export function StatsPanel({ today }: { today: Date }) {
  const { t } = useTranslation('admin');
  const stats = useQuery(statsQuery());
  return (
    <AdminPanel title={t('stats.title')} intro={t('stats.intro')}>
      <AdminQueryState query={stats}>
        {(data) => (
          <>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Count label={t('stats.members')} value={data.members} icon={Users} />
              <Count label={t('stats.lists')} value={data.lists} icon={Swords} />
              <Count label={t('stats.games')} value={data.games} icon={Trophy} />
              <Count label={t('stats.messagesThisWeek')} value={data.messagesThisWeek} icon={MessageSquare} />
            </dl>
            <SignupsChart series={signupSeries(data.signupsByDay, today)} />
          </>
        )}
      </AdminQueryState>
    </AdminPanel>
  );
}
