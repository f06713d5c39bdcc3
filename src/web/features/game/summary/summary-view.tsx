import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { gameDurationMs, scoreLines } from '../../../../domain/game/game-view';
import { playersBySeat } from '../../../../domain/game/reducer';
import { useFormat } from '../../../lib/format';
import { GameShell } from '../game-shell';
import { useGameTranslation } from '../i18n';
import { NEUTRAL_COLOUR, useNames } from '../names';
import type { GameSession } from '../session';
import { ChartSection } from './chart-section';
import { chartSeries } from './chart-points';
import { EventLog } from './event-log';
import { RoundsTable } from './rounds-table';
import { ShareActions } from './share-actions';
import { SummaryHero } from './summary-hero';
import { summaryText } from './summary-text';

interface SummaryViewProps {
  session: GameSession;
  pack: DataPack;
  /** A link others can open to see this game (online games), if there is one. */
  shareLink: string | null;
  onNewGame?: () => void;
}

/** /summary: winner, final scores, rounds, the score chart, duration, the game log; share or start again. */
export function SummaryView({ session, pack, shareLink, onNewGame }: SummaryViewProps) {
  const { t } = useGameTranslation();
  const format = useFormat();
  const { state } = session;
  const names = useNames(state, pack);
  const lines = scoreLines(state);
  const duration = gameDurationMs(state, state.gameEndTime ?? new Date().toISOString());
  const date = format.date(state.gameStartTime, 'long');
  const series = chartSeries(
    lines,
    playersBySeat(state).map((player) => names.factionColour(player.factionId)),
    (playerId) => names.player(state.players[playerId]),
    NEUTRAL_COLOUR,
  );

  return (
    <GameShell session={session} names={names} title={t('summary.title')}>
      <SummaryHero state={state} names={names} date={date} duration={duration} />

      {/* Focusable, so a keyboard can scroll the table when it is wider than a phone. */}
      <section
        tabIndex={0}
        aria-label={t('summary.tableTitle')}
        className="overflow-x-auto rounded-xl border border-line bg-surface p-4"
      >
        <RoundsTable lines={lines} state={state} names={names} />
      </section>

      {lines.some((line) => line.rounds.length > 0) ? <ChartSection series={series} /> : null}

      <ShareActions text={() => summaryText(state, names, t, shareLink)} shareLink={shareLink} onNewGame={onNewGame} />

      <EventLog state={state} names={names} />
    </GameShell>
  );
}
