import { Check, Flag, Minus, Plus, Swords } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { GAME_LIMITS, type GameState, type Player, type Turn } from '../../../../domain/game/game-state';
import { playersBySeat } from '../../../../domain/game/reducer';
import {
  finalSheetLines,
  isFromTable,
  roundSheetLines,
  roundToScore,
  sheetTotal,
  suggestedCounts,
  type SheetCounts,
  type SheetLine,
} from '../../../../domain/game/score-sheet';
import { ruleInput, rulePoints } from '../../../../domain/game/scoring';
import { buttonStyles } from '../../../ui/button-styles';
import { GameShell } from '../game-shell';
import { useGameTranslation } from '../i18n';
import { useNames, type GameNames } from '../names';
import type { GameSession } from '../session';
import { useRunner } from '../use-runner';

interface ScoringViewProps {
  session: GameSession;
  pack: DataPack;
  /** Back to the play page after a round is scored. */
  onRoundScored: () => void;
  /** To the summary once the game is finished. */
  onFinished: () => void;
}

/** /scoring: each round's points from the mission's rules, then end-of-game and feat points. */
export function ScoringView({ session, pack, onRoundScored, onFinished }: ScoringViewProps) {
  const { t } = useGameTranslation();
  const { state } = session;
  const names = useNames(state, pack);
  const round = roundToScore(state);
  const open = state.turns.at(-1);

  return (
    <GameShell session={session} names={names} title={t('scoring.title')} step="scoring">
      {state.currentPhase === 'scoring' ? (
        <FinalScoring key="final" session={session} names={names} onFinished={onFinished} />
      ) : round ? (
        <RoundScoring key={round.number} round={round} session={session} names={names} onScored={onRoundScored} />
      ) : (
        <section className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
          <p>
            {open && !open.completed ? t('scoring.roundInPlay', { round: open.number }) : t('scoring.nothingToScore')}
          </p>
          <button type="button" className={buttonStyles.secondary} onClick={onRoundScored}>
            <Swords aria-hidden="true" className="size-5" />
            {t('scoring.backToPlay')}
          </button>
        </section>
      )}
      <ScoreTable state={state} names={names} />
    </GameShell>
  );
}

function RoundScoring({
  round,
  session,
  names,
  onScored,
}: {
  round: Turn;
  session: GameSession;
  names: GameNames;
  onScored: () => void;
}) {
  const { t } = useGameTranslation();
  const { state, readOnly } = session;
  const run = useRunner(session);
  const lines = roundSheetLines(names.mission);
  const [counts, setCounts] = useState<SheetCounts>(() => suggestedCounts(lines, names.mission, state));
  const [extra, setExtra] = useState<Record<string, number>>({});
  const players = playersBySeat(state);
  const total = (playerId: string) => sheetTotal(lines, counts, extra[playerId] ?? 0, playerId);

  const save = () => {
    const scores = Object.fromEntries(players.map((player) => [player.id, total(player.id)]));
    if (run({ type: 'complete_turn', turnNumber: round.number, scores })) onScored();
  };

  return (
    <>
      <h2 className="text-2xl">{t('scoring.roundHeading', { round: round.number })}</h2>
      <p className="text-steel">{sheetIntro(lines, t)}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {players.map((player) => (
          <PlayerScoring
            key={player.id}
            player={player}
            names={names}
            lines={lines}
            counts={counts[player.id] ?? {}}
            extra={extra[player.id] ?? 0}
            total={total(player.id)}
            disabled={readOnly}
            onCount={(key, value) =>
              setCounts((current) => ({ ...current, [player.id]: { ...current[player.id], [key]: value } }))
            }
            onExtra={(value) => setExtra((current) => ({ ...current, [player.id]: value }))}
          />
        ))}
      </div>
      {readOnly ? null : (
        <button type="button" className={`${buttonStyles.primary} min-h-14 text-lg`} onClick={save}>
          <Check aria-hidden="true" className="size-5" />
          {t('scoring.saveRound', { round: round.number })}
        </button>
      )}
    </>
  );
}

function FinalScoring({
  session,
  names,
  onFinished,
}: {
  session: GameSession;
  names: GameNames;
  onFinished: () => void;
}) {
  const { t, language } = useGameTranslation();
  const { state, readOnly } = session;
  const run = useRunner(session);
  const { mission: missionLines, feat: featLines } = finalSheetLines(names.mission, names.feat);
  const lines = [...missionLines, ...featLines];
  const players = playersBySeat(state);
  const [counts, setCounts] = useState<SheetCounts>(() => suggestedCounts(lines, names.mission, state));
  const [extra, setExtra] = useState<Record<string, number>>({});
  const total = (playerId: string) => sheetTotal(lines, counts, extra[playerId] ?? 0, playerId);

  const finish = () => {
    // Points entered by hand count with the mission's, so mission + feat is the total shown.
    const commands = players.map((player) => ({
      type: 'set_final_points' as const,
      playerId: player.id,
      mission: sheetTotal(missionLines, counts, extra[player.id] ?? 0, player.id),
      feat: sheetTotal(featLines, counts, 0, player.id),
    }));
    if (run(...commands, { type: 'set_phase', phase: 'summary' })) onFinished();
  };

  return (
    <>
      <h2 className="text-2xl">{t('scoring.finalHeading')}</h2>
      <p className="text-steel">
        {names.feat ? t('scoring.finalIntro', { feat: names.feat.name[language] }) : t('scoring.finalIntroNoFeat')}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {players.map((player) => (
          <PlayerScoring
            key={player.id}
            player={player}
            names={names}
            lines={lines}
            counts={counts[player.id] ?? {}}
            extra={extra[player.id] ?? 0}
            total={total(player.id)}
            disabled={readOnly}
            onCount={(key, value) =>
              setCounts((current) => ({ ...current, [player.id]: { ...current[player.id], [key]: value } }))
            }
            onExtra={(value) => setExtra((current) => ({ ...current, [player.id]: value }))}
          />
        ))}
      </div>
      {readOnly ? null : (
        <button type="button" className={`${buttonStyles.primary} min-h-14 text-lg`} onClick={finish}>
          <Flag aria-hidden="true" className="size-5" />
          {t('scoring.finish')}
        </button>
      )}
    </>
  );
}

/** What the sheet says about how it was filled in. */
function sheetIntro(lines: readonly SheetLine[], t: ReturnType<typeof useGameTranslation>['t']): string {
  if (!lines.length) return t('scoring.manualOnly');
  const fromTable = lines.filter(isFromTable).length;
  if (fromTable === lines.length) return t('scoring.suggested');
  return fromTable ? t('scoring.suggestedSome') : t('scoring.byHand');
}

interface PlayerScoringProps {
  player: Player;
  names: GameNames;
  lines: SheetLine[];
  counts: Record<string, number>;
  extra: number;
  total: number;
  disabled: boolean;
  onCount: (key: string, value: number) => void;
  onExtra: (value: number) => void;
}

function PlayerScoring({ player, names, lines, counts, extra, total, disabled, onCount, onExtra }: PlayerScoringProps) {
  // Marked line by line only when some lines are filled in and others entered by hand.
  const markFromTable = lines.some(isFromTable) && !lines.every(isFromTable);
  const { t, language } = useGameTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line border-l-4 bg-surface p-4"
      style={{ borderLeftColor: names.factionColour(player.factionId) }}
    >
      <div className="flex items-baseline gap-2">
        <h3 id={headingId} className="mr-auto text-xl break-words">
          {names.player(player)}
        </h3>
        <p aria-live="polite" className="font-display text-2xl font-semibold text-gold tabular-nums">
          {t('scoring.points', { points: total })}
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {lines.map((line) => {
          const value = counts[line.key] ?? 0;
          const description = `${line.key.startsWith('feat:') ? `${t('scoring.featPrefix')} ` : ''}${line.rule.description[language]}`;
          const fromTable =
            markFromTable && isFromTable(line) ? (
              <span className="inline-flex items-center gap-1 text-sm text-steel">
                <Flag aria-hidden="true" className="size-3.5 text-gold" />
                {t('scoring.fromTable')}
              </span>
            ) : null;
          return (
            <li key={line.key} className="flex flex-col gap-1.5">
              {ruleInput(line.rule, line.stage) === 'toggle' ? (
                <button
                  type="button"
                  aria-pressed={value > 0}
                  disabled={disabled}
                  onClick={() => onCount(line.key, value > 0 ? 0 : 1)}
                  className="flex min-h-12 w-full items-center gap-3 rounded-lg border-2 border-line bg-raised px-3 py-2 text-left aria-pressed:border-gold aria-pressed:bg-gold/15"
                >
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-6 shrink-0 items-center justify-center rounded border-2 ${value > 0 ? 'border-gold bg-gold text-night' : 'border-steel'}`}
                  >
                    {value > 0 ? <Check className="size-4" /> : null}
                  </span>
                  <span className="mr-auto flex flex-col gap-0.5">
                    {description}
                    {fromTable}
                  </span>
                  <span className="shrink-0 font-semibold text-gold">+{rulePoints(line.rule, 1)}</span>
                </button>
              ) : (
                <Stepper
                  label={description}
                  note={fromTable}
                  value={value}
                  points={rulePoints(line.rule, value)}
                  disabled={disabled}
                  onChange={(next) => onCount(line.key, next)}
                />
              )}
            </li>
          );
        })}
        <li>
          <Stepper
            label={t('scoring.otherPoints')}
            value={extra}
            points={extra}
            disabled={disabled}
            onChange={onExtra}
          />
        </li>
      </ul>
    </section>
  );
}

function Stepper({
  label,
  note,
  value,
  points,
  disabled,
  onChange,
}: {
  label: string;
  /** Shown under the label, outside the group's name. */
  note?: ReactNode;
  value: number;
  points: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useGameTranslation();
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-line bg-raised px-3 py-2">
      <p id={labelId}>{label}</p>
      {note}
      <div role="group" aria-labelledby={labelId} className="flex items-center gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          aria-label={t('scoring.less')}
          disabled={disabled || value <= 0}
          onClick={() => onChange(value - 1)}
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <output className="min-w-10 text-center text-2xl font-semibold tabular-nums">{value}</output>
        <button
          type="button"
          className={buttonStyles.secondary}
          aria-label={t('scoring.more')}
          disabled={disabled || value >= GAME_LIMITS.score}
          onClick={() => onChange(value + 1)}
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
        <span className="ml-auto font-semibold text-gold">{t('scoring.points', { points })}</span>
      </div>
    </div>
  );
}

/** Points so far, round by round. */
function ScoreTable({ state, names }: { state: GameState; names: GameNames }) {
  const { t } = useGameTranslation();
  const players = playersBySeat(state);
  const scored = state.turns.filter((turn) => turn.scores !== null);
  if (!scored.length) return null;
  return (
    <section
      tabIndex={0}
      aria-label={t('scoring.soFar')}
      className="overflow-x-auto rounded-xl border border-line bg-surface p-4"
    >
      <table className="w-full text-left tabular-nums">
        <caption className="mb-2 text-left font-display text-xl text-gold">{t('scoring.soFar')}</caption>
        <thead>
          <tr className="border-b border-line text-steel">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('scoring.player')}
            </th>
            {scored.map((turn) => (
              <th key={turn.number} scope="col" className="px-2 py-2 font-semibold">
                {t('scoring.roundShort', { round: turn.number })}
              </th>
            ))}
            <th scope="col" className="py-2 pl-2 font-semibold">
              {t('scoring.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.id} className="border-b border-line/60 last:border-0">
              <th scope="row" className="py-2 pr-3 font-semibold break-words">
                {names.player(player)}
              </th>
              {scored.map((turn) => (
                <td key={turn.number} className="px-2 py-2">
                  {turn.scores?.[player.id] ?? 0}
                </td>
              ))}
              <td className="py-2 pl-2 font-semibold text-gold">{player.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
