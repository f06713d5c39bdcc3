import type { TFunction } from 'i18next';
import type { GameState } from '../../../../domain/game/game-state';
import { gameDurationMs, outcome, scoreLines } from '../../../../domain/game/game-view';
import { playersBySeat } from '../../../../domain/game/reducer';
import { splitDuration } from '../format';
import type { GameNames } from '../names';

/** How long the game took, in words. */
export function durationText(ms: number | null, t: TFunction<'game'>): string {
  if (ms === null) return t('summary.noDuration');
  const { hours, minutes } = splitDuration(ms);
  return hours ? t('summary.durationHours', { hours, minutes }) : t('summary.durationMinutes', { minutes });
}

/** The game as text, for sharing in a message. */
export function summaryText(state: GameState, names: GameNames, t: TFunction<'game'>, link: string | null): string {
  const players = playersBySeat(state);
  const lines = scoreLines(state);
  const [a, b] = players;
  const result = outcome(state);
  const text: string[] = [];
  const mission = names.mission?.name[names.language];
  const feat = names.feat?.name[names.language];
  text.push(
    mission
      ? feat
        ? t('summary.text.missionFeat', { mission, feat })
        : t('summary.text.mission', { mission })
      : t('summary.text.game'),
  );
  if (a && b) {
    const side = (player: typeof a) =>
      player.factionId ? `${names.player(player)} (${names.faction(player.factionId)})` : names.player(player);
    text.push(`${side(a)} ${a.score} – ${b.score} ${side(b)}`);
    const [la, lb] = lines;
    if (la && lb && la.rounds.length) {
      text.push(
        la.rounds
          .map((points, index) => `${t('scoring.roundShort', { round: index + 1 })} ${points}–${lb.rounds[index] ?? 0}`)
          .join(' · '),
      );
    }
    if (la && lb && la.finalMission + lb.finalMission + la.feat + lb.feat > 0) {
      text.push(t('summary.text.final', { a: `${la.finalMission}–${lb.finalMission}`, b: `${la.feat}–${lb.feat}` }));
    }
  }
  text.push(
    result.kind === 'winner'
      ? t('summary.winner', { player: names.player(state.players[result.playerId]) })
      : result.kind === 'draw'
        ? t('summary.draw')
        : '',
  );
  text.push(
    durationText(gameDurationMs(state, state.gameEndTime ?? state.gameStartTime ?? new Date(0).toISOString()), t),
  );
  if (link) text.push(link);
  return text.filter(Boolean).join('\n');
}
