import { NotebookPen } from 'lucide-react';
import type { FormEvent } from 'react';
import { GAME_LIMITS } from '../../../domain/game/game-state';
import { useFormat } from '../../lib/format';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/text-area-field';
import { GameDraftNotice } from './draft-notice';
import { draftScope, useDraftText } from './draft-text';
import { useGameTranslation } from './i18n';
import { PanelCard } from '../../ui/panel-card';
import type { GameSession } from './session';
import { useRunner } from './use-runner';

/** Notes written during the game, newest first, and a box to add one (kept as a draft until added). */
export function NotesPanel({ session }: { session: GameSession }) {
  const { t } = useGameTranslation();
  const format = useFormat();
  const run = useRunner(session);
  const [text, setText, settleText] = useDraftText(draftScope(session), 'note', '');
  const notes = session.state.gameEvents.filter((event) => event.command.type === 'add_note').reverse();

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (run({ type: 'add_note', text })) settleText('');
  };

  return (
    <PanelCard icon={NotebookPen} heading={t('notes.heading')}>
      {session.readOnly ? null : <GameDraftNotice />}
      {session.readOnly ? null : (
        <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextAreaField
            label={t('notes.label')}
            className="flex-1"
            value={text}
            rows={2}
            maxLength={GAME_LIMITS.noteLength}
            onValueChange={setText}
          />
          <Button type="submit" variant="secondary" disabled={!text.trim()}>
            {t('notes.add')}
          </Button>
        </form>
      )}
      {notes.length ? (
        <ul className="flex flex-col gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-raised px-3 py-2">
              <p className="text-sm text-steel">
                {note.turn ? t('notes.when', { round: note.turn, time: format.time(note.at) }) : format.time(note.at)}
              </p>
              <p className="break-words whitespace-pre-wrap">
                {note.command.type === 'add_note' ? note.command.text.trim() : ''}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-steel">{t('notes.empty')}</p>
      )}
    </PanelCard>
  );
}
