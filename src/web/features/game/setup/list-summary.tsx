import type { Player } from '../../../../domain/game/game-state';
import { useGameTranslation } from '../i18n';

/** The list a player brings, with its points and units, or how to pick one. */
export function ListSummary({ player }: { player: Player | undefined }) {
  const { t } = useGameTranslation();
  return player?.list ? (
    <p className="rounded-lg bg-raised px-3 py-2">
      <span className="font-semibold">{player.list.name}</span>
      <span className="text-steel">
        {' · '}
        {t('setup.listSummary', { points: player.list.points ?? 0, units: player.units.length })}
      </span>
    </p>
  ) : (
    <p className="text-sm text-steel">{t('setup.noListHint')}</p>
  );
}
