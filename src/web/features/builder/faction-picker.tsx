import type { DataPack, FactionId } from '../../../domain/army/data-pack-schema';
import { useBuilderTranslation } from './i18n';
import { FactionEmblem } from './units/faction-emblem';
import type { PackText } from './units/pack-text';

interface FactionPickerProps {
  pack: DataPack;
  text: PackText;
  /** The list's faction; none while the builder is still opening its list. */
  value: FactionId | null;
  /** Picking another faction starts a new list for it. */
  onPick: (factionId: FactionId) => void;
  disabled?: boolean;
}

/** The four factions as radio buttons with their emblems and accent colours. */
export function FactionPicker({ pack, text, value, onPick, disabled = false }: FactionPickerProps) {
  const { t } = useBuilderTranslation();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-steel">{t('faction.label')}</legend>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {pack.factions.map((option) => (
          <label key={option.id} className="relative">
            <input
              type="radio"
              name="faction"
              value={option.id}
              checked={option.id === value}
              onChange={() => onPick(option.id)}
              className="peer sr-only"
            />
            <span
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-night px-3 py-2 text-sm font-semibold text-ink peer-checked:bg-raised peer-focus-visible:outline-2 peer-focus-visible:outline-gold-bright"
              style={option.id === value ? { borderColor: option.accentColour } : undefined}
            >
              <FactionEmblem factionId={option.id} colour={option.accentColour} />
              {text.factionName(option)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
