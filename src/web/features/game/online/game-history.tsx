import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { myGamesQuery } from '../api/list-games';
import { useFormat } from '../../../lib/format';
import { QueryState } from '../../../ui/query-state';
import { useGameTranslation } from '../i18n';
import { PanelCard } from '../../../ui/panel-card';
import { findMission } from '../names';
import { gamePath, pageForPhase } from '../routes';

/** The signed-in member's online games, newest first (on /game and the profile). */
export function GameHistory({ userId, headingLevel = 2 }: { userId: string | null; headingLevel?: 2 | 3 }) {
  const { t, language } = useGameTranslation();
  const format = useFormat();
  const history = useQuery(myGamesQuery(userId));
  if (!userId) return null;
  return (
    <PanelCard icon={History} heading={t('history.heading')} headingLevel={headingLevel}>
      <QueryState
        query={history}
        texts={{
          loading: t('history.loading'),
          failed: t('history.error'),
          retry: t('history.retry'),
          empty: t('history.empty'),
        }}
        isEmpty={(data) => data.games.length === 0}
      >
        {({ games }) => (
          <ul className="flex flex-col gap-2">
            {games.map((game) => {
              const mission = findMission(game.missionId);
              const players = game.players.map((player) => player.name || t('player.unnamed', { seat: player.seat }));
              const scores = game.players.map((player) => player.score).join('–');
              return (
                <li key={game.id}>
                  <Link
                    to={gamePath(pageForPhase(game.phase), { gameId: game.id })}
                    className="flex min-h-12 flex-col gap-0.5 rounded-lg border border-line bg-raised px-3 py-2 text-ink no-underline hover:border-gold"
                  >
                    <span className="font-semibold">
                      {players.join(t('home.versus'))}
                      {game.phase === 'summary' ? <span className="text-gold"> · {scores}</span> : null}
                    </span>
                    <span className="text-sm text-steel">
                      {[format.date(game.updatedAt), mission?.name[language], t(`phases.${game.phase}`)]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </PanelCard>
  );
}
