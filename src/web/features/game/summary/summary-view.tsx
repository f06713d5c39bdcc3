import { Copy, Link2, RotateCcw, Share2, Trophy } from 'lucide-react';
import type { TFunction } from 'i18next';
import { toast } from '../../../ui/toast';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import type { GameState } from '../../../../domain/game/game-state';
import { gameDurationMs, outcome, scoreLines, type ScoreLine } from '../../../../domain/game/game-view';
import { playersBySeat } from '../../../../domain/game/reducer';
import { buttonStyles } from '../../../ui/button-styles';
import { describeEvent } from '../event-text';
import { splitDuration } from '../format';
import { GameShell } from '../game-shell';
import { useFormat } from '../../../lib/format';
import { useGameTranslation } from '../i18n';
import { NEUTRAL_COLOUR, useNames, type GameNames } from '../names';
import type { GameSession } from '../session';
import { ScoreChart, type ChartSeries } from './score-chart';

interface SummaryViewProps {
  session: GameSession;
  pack: DataPack;
  /** A link others can open to see this game (online games), if there is one. */
  shareLink: string | null;
  onNewGame?: () => void;
}

function durationText(ms: number | null, t: TFunction<'game'>): string {
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

/** /summary: winner, final scores, rounds, the score chart, duration, the game log; share or start again. */
export function SummaryView({ session, pack, shareLink, onNewGame }: SummaryViewProps) {
  const { t, language } = useGameTranslation();
  const format = useFormat();
  const { state } = session;
  const names = useNames(state, pack);
  const players = playersBySeat(state);
  const lines = scoreLines(state);
  const result = outcome(state);
  const duration = gameDurationMs(state, state.gameEndTime ?? new Date().toISOString());
  const date = format.date(state.gameStartTime, 'long');

  // Two players of the same faction get the same colour; the second line is dashed anyway, and gold tells them apart.
  const colours = players.map((player) => names.factionColour(player.factionId));
  if (colours[0] && colours[0] === colours[1]) colours[1] = 'var(--color-gold)';
  const series: ChartSeries[] = lines.map((line, index) => ({
    line,
    name: names.player(state.players[line.playerId]),
    colour: colours[index] ?? NEUTRAL_COLOUR,
  }));

  const text = () => summaryText(state, names, t, shareLink);
  const copy = async (value: string, done: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(done);
    } catch {
      toast.error(t('summary.copyFailed'));
    }
  };
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('summary.title'), text: text(), ...(shareLink ? { url: shareLink } : {}) });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(text(), t('summary.copied'));
  };

  return (
    <GameShell session={session} names={names} title={t('summary.title')}>
      <section className="flex flex-col items-center gap-2 rounded-2xl border-2 border-gold bg-surface px-4 py-6 text-center">
        <Trophy aria-hidden="true" className="size-10 text-gold" />
        <p className="font-display text-4xl font-semibold break-words text-ink md:text-5xl">
          {result.kind === 'winner'
            ? t('summary.winner', { player: names.player(state.players[result.playerId]) })
            : t('summary.draw')}
        </p>
        {players.length === 2 ? (
          <p className="grid w-full grid-cols-[1fr_auto_1fr] items-center gap-3 text-xl font-semibold md:text-2xl">
            <span className="text-right break-words">{names.player(players[0])}</span>
            <span className="font-display text-4xl whitespace-nowrap text-gold tabular-nums">
              {players[0]!.score} – {players[1]!.score}
            </span>
            <span className="text-left break-words">{names.player(players[1])}</span>
          </p>
        ) : null}
        <p className="text-steel">
          {[names.mission?.name[language], names.feat?.name[language], date, durationText(duration, t)]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </section>

      {/* Focusable, so a keyboard can scroll the table when it is wider than a phone. */}
      <section
        tabIndex={0}
        aria-label={t('summary.tableTitle')}
        className="overflow-x-auto rounded-xl border border-line bg-surface p-4"
      >
        <RoundsTable lines={lines} state={state} names={names} />
      </section>

      {lines.some((line) => line.rounds.length > 0) ? (
        <section
          aria-labelledby="score-chart"
          className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
        >
          <h2 id="score-chart" className="text-xl">
            {t('summary.chartTitle')}
          </h2>
          <ScoreChart
            series={series}
            title={t('summary.chartTitle')}
            labels={{
              start: t('summary.chartStart'),
              round: (round) => t('scoring.roundShort', { round }),
              end: t('summary.chartEnd'),
              points: t('summary.chartPoints'),
            }}
          />
          <ul className="flex flex-wrap gap-4">
            {series.map((each, index) => (
              <li key={each.line.playerId} className="flex items-center gap-2">
                <svg viewBox="0 0 32 8" className="h-2 w-8" aria-hidden="true">
                  <line
                    x1="0"
                    x2="32"
                    y1="4"
                    y2="4"
                    stroke={each.colour}
                    strokeWidth="4"
                    strokeDasharray={index === 1 ? '8 5' : undefined}
                  />
                </svg>
                {each.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
        <h2 className="text-xl">{t('summary.shareHeading')}</h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.primary} onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-5" />
            {t('summary.share')}
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => void copy(text(), t('summary.copied'))}
          >
            <Copy aria-hidden="true" className="size-5" />
            {t('summary.copyText')}
          </button>
          {shareLink ? (
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => void copy(shareLink, t('summary.linkCopied'))}
            >
              <Link2 aria-hidden="true" className="size-5" />
              {t('summary.copyLink')}
            </button>
          ) : null}
          {onNewGame ? (
            <button type="button" className={buttonStyles.secondary} onClick={onNewGame}>
              <RotateCcw aria-hidden="true" className="size-5" />
              {t('summary.newGame')}
            </button>
          ) : null}
        </div>
      </section>

      <details className="rounded-xl border border-line bg-surface p-4">
        <summary className="flex min-h-11 cursor-pointer items-center text-lg font-semibold">
          {t('summary.events', { events: state.gameEvents.length })}
        </summary>
        <ol className="mt-2 flex flex-col gap-1.5">
          {state.gameEvents.map((event) => (
            <li key={event.id} className="flex gap-3">
              <span className="w-14 shrink-0 text-steel tabular-nums">{format.time(event.at)}</span>
              <span className="w-10 shrink-0 text-steel">
                {event.turn ? t('scoring.roundShort', { round: event.turn }) : ''}
              </span>
              <span className="min-w-0 break-words">{describeEvent(event, state, names, t)}</span>
            </li>
          ))}
        </ol>
      </details>
    </GameShell>
  );
}

function RoundsTable({ lines, state, names }: { lines: ScoreLine[]; state: GameState; names: GameNames }) {
  const { t } = useGameTranslation();
  const rounds = Math.max(0, ...lines.map((line) => line.rounds.length));
  return (
    <table className="w-full text-left tabular-nums">
      <caption className="mb-2 text-left font-display text-xl text-gold">{t('summary.tableTitle')}</caption>
      <thead>
        <tr className="border-b border-line text-steel">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('scoring.player')}
          </th>
          {Array.from({ length: rounds }, (_, index) => (
            <th key={index} scope="col" className="px-2 py-2 font-semibold">
              {t('scoring.roundShort', { round: index + 1 })}
            </th>
          ))}
          <th scope="col" className="px-2 py-2 font-semibold">
            {t('summary.endOfGame')}
          </th>
          <th scope="col" className="px-2 py-2 font-semibold">
            {t('summary.feat')}
          </th>
          <th scope="col" className="py-2 pl-2 font-semibold">
            {t('scoring.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.playerId} className="border-b border-line/60 last:border-0">
            <th scope="row" className="py-2 pr-3 font-semibold break-words">
              {names.player(state.players[line.playerId])}
            </th>
            {Array.from({ length: rounds }, (_, index) => (
              <td key={index} className="px-2 py-2">
                {line.rounds[index] ?? 0}
              </td>
            ))}
            <td className="px-2 py-2">{line.finalMission}</td>
            <td className="px-2 py-2">{line.feat}</td>
            <td className="py-2 pl-2 font-semibold text-gold">{line.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
