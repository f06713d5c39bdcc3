import { Undo2 } from 'lucide-react';
import { toast } from '../../../ui/toast';
import { describeEvent } from '../event-text';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';
import type { GameSession } from '../session';
import { useRunner } from '../use-runner';

/** Takes back the last thing recorded, and says what it was. */
export function UndoButton({ session, names }: { session: GameSession; names: GameNames }) {
  const { t } = useGameTranslation();
  const run = useRunner(session);
  const last = session.state.gameEvents.at(-1);
  if (!last) return null;
  const undo = () => {
    const what = describeEvent(last, session.state, names, t);
    if (run({ type: 'undo' })) toast.success(t('shell.undone', { what }));
  };
  return (
    <button
      type="button"
      onClick={undo}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-line bg-raised px-3 font-semibold hover:border-gold"
    >
      <Undo2 aria-hidden="true" className="size-5" />
      {t('shell.undo')}
    </button>
  );
}
