import { useState, type ReactNode } from 'react';
import { playersBySeat } from '../../../../domain/game/reducer';
import { sheetTotal, suggestedCounts, type SheetCounts, type SheetLine } from '../../../../domain/game/score-sheet';
import { Button } from '../../../ui/button';
import type { GameNames } from '../names';
import type { GameSession } from '../session';
import { PlayerScoring } from './player-scoring';

/** What a sheet holds when it is saved: the counts per line, and the points entered by hand, per player. */
export interface SheetEntries {
  counts: SheetCounts;
  extra: Record<string, number>;
}

interface ScoreSheetProps {
  session: GameSession;
  names: GameNames;
  heading: string;
  intro: string;
  lines: SheetLine[];
  /** The save button's icon and words. */
  saveLabel: ReactNode;
  onSave: (entries: SheetEntries) => void;
}

/**
 * A sheet of points for both players, filled in from the table where it can be: the round's and
 * the end of the game's scoring both use it, with their own lines and their own way of saving.
 */
export function ScoreSheet({ session, names, heading, intro, lines, saveLabel, onSave }: ScoreSheetProps) {
  const { state, readOnly } = session;
  const [counts, setCounts] = useState<SheetCounts>(() => suggestedCounts(lines, names.mission, state));
  const [extra, setExtra] = useState<Record<string, number>>({});
  const players = playersBySeat(state);

  return (
    <>
      <h2 className="text-2xl">{heading}</h2>
      <p className="text-steel">{intro}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {players.map((player) => (
          <PlayerScoring
            key={player.id}
            player={player}
            names={names}
            lines={lines}
            counts={counts[player.id] ?? {}}
            extra={extra[player.id] ?? 0}
            total={sheetTotal(lines, counts, extra[player.id] ?? 0, player.id)}
            disabled={readOnly}
            onCount={(key, value) =>
              setCounts((current) => ({ ...current, [player.id]: { ...current[player.id], [key]: value } }))
            }
            onExtra={(value) => setExtra((current) => ({ ...current, [player.id]: value }))}
          />
        ))}
      </div>
      {readOnly ? null : (
        <Button variant="primary" className="min-h-14 text-lg" onClick={() => onSave({ counts, extra })}>
          {saveLabel}
        </Button>
      )}
    </>
  );
}
