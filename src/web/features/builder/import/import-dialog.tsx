import { ClipboardPaste } from 'lucide-react';
import { useId, useMemo } from 'react';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack, FactionId } from '../../../../domain/army/data-pack-schema';
import { Button } from '../../../ui/button';
import { DialogWithClose } from '../../../ui/dialog-with-close';
import { useBuilderTranslation } from '../i18n';
import { packText } from '../units/pack-text';
import { takeSuggestion } from './apply-suggestion';
import { ImportFindings } from './import-findings';
import { listOf, usePastedReading } from './use-pasted-reading';
import { controlStyles } from '../../../ui/field';

/** Input that puts a whole text in the box at once, read without waiting for typing to pause. */
const AT_ONCE = new Set(['insertFromPaste', 'insertFromDrop', 'deleteByCut']);

/**
 * Paste a list (our text export in any language, a share link or code, another builder's export,
 * or loose lines), see what it becomes and every line that needs a look, then open it as a new
 * list in the builder.
 */
export function ImportDialog({
  open,
  pack,
  factionId,
  onClose,
  onImport,
}: {
  open: boolean;
  pack: DataPack;
  /** The builder's faction, used when the text names none and no unit decides. */
  factionId: FactionId;
  onClose: () => void;
  /** Opens the list; `done` empties the box once it is open (not when the player thinks again). */
  onImport: (list: ArmyList, done: () => void) => void;
}) {
  const { t, language } = useBuilderTranslation();
  const pasted = usePastedReading(pack, factionId);
  const { reading } = pasted;
  const fieldId = useId();
  const hintId = useId();
  const text = useMemo(() => packText(pack, language), [pack, language]);
  const list = listOf(reading);

  const close = () => {
    pasted.clear();
    onClose();
  };

  const create = () => {
    // The text as it is now, with keystrokes made since the reading on screen.
    const now = listOf(pasted.readNow());
    if (now && now.entries.length > 0) onImport(now, pasted.clear);
    else pasted.showNow();
  };

  return (
    <DialogWithClose
      open={open}
      title={t('import.title')}
      onClose={close}
      closeLabel={t('actions.cancel')}
      actions={
        <Button variant="primary" icon={ClipboardPaste} disabled={!list || list.entries.length === 0} onClick={create}>
          {t('import.create')}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <label htmlFor={fieldId} className="font-semibold text-ink">
          {t('import.label')}
        </label>
        <p id={hintId} className="-mt-2 text-sm text-steel">
          {t('import.hint')}
        </p>
        <textarea
          id={fieldId}
          aria-describedby={hintId}
          value={pasted.source}
          onChange={(event) => {
            const { inputType } = event.nativeEvent as Partial<InputEvent>;
            pasted.edit(event.target.value, inputType !== undefined && AT_ONCE.has(inputType));
          }}
          rows={7}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={t('import.placeholder')}
          className={`${controlStyles} font-mono text-sm`}
        />
        <ImportFindings
          reading={reading}
          pack={pack}
          text={text}
          onSuggestion={(line) => {
            const taken = takeSuggestion(pasted.source, pasted.readNow(), line);
            if (taken === null) pasted.showNow();
            else pasted.edit(taken, true);
          }}
        />
      </div>
    </DialogWithClose>
  );
}
