import { Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Link } from 'react-router';
import type { GameResult, RecentGame } from '../../../../contracts/social';
import { MISSIONS } from '../../../../data/missions';
import { normaliseLanguage } from '../../../../domain/i18n/language';
import { displayName } from '../../../../domain/social/social';
import { profilePath } from '../profile-link';
import '../i18n';

const RESULT_STYLES: Record<GameResult, string> = {
  won: 'border-legal/50 bg-legal/10 text-legal',
  lost: 'border-danger-ink/60 bg-danger/15 text-danger-ink',
  draw: 'border-line bg-raised text-steel',
};

function Opponent({ game }: { game: RecentGame }) {
  const { t } = useTranslation('social');
  if (game.opponent) {
    return (
      <Link to={profilePath(game.opponent)} className="font-semibold break-words">
        {displayName(game.opponent)}
      </Link>
    );
  }
  return <span className="font-semibold break-words">{game.opponent_name ?? t('recentGames.unknownOpponent')}</span>;
}

/** A member's last finished games on their profile: when, against whom, which mission, and how it went. */
export function RecentGames({ games }: { games: readonly RecentGame[] }) {
  const { t, i18n } = useTranslation('social');
  const format = useFormat();
  const language = normaliseLanguage(i18n.language);
  return (
    <section aria-labelledby="recent-games-heading" className="flex flex-col gap-3">
      <h2 id="recent-games-heading" className="flex items-center gap-2 text-xl">
        <Swords aria-hidden="true" className="size-5" />
        {t('recentGames.title')}
      </h2>
      {games.length === 0 ? (
        <p className="text-steel">{t('recentGames.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {games.map((game, index) => {
            const mission = MISSIONS.find((item) => item.id === game.mission_id);
            return (
              <li
                key={`${game.ended_at}-${index}`}
                className="flex items-center gap-3 rounded-xl border border-line bg-surface/80 p-3"
              >
                {game.result ? (
                  <span
                    className={`inline-flex min-w-16 shrink-0 justify-center rounded-full border px-2 py-0.5 text-sm font-semibold ${RESULT_STYLES[game.result]}`}
                  >
                    {t(`recentGames.result.${game.result}`)}
                  </span>
                ) : null}
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="break-words">
                    {t('recentGames.versus')} <Opponent game={game} />
                  </span>
                  <span className="text-sm text-steel">
                    <time dateTime={game.ended_at}>{format.date(game.ended_at)}</time>
                    {mission ? ` · ${mission.name[language] ?? mission.name.en}` : null}
                  </span>
                </span>
                {game.score ? (
                  <span
                    className="shrink-0 font-mono text-lg text-ink"
                    aria-label={t('recentGames.scoreLabel', { own: game.score.own, opponent: game.score.opponent })}
                  >
                    {t('recentGames.score', { own: game.score.own, opponent: game.score.opponent })}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
