import { useState } from 'react';
import { Field, compactControlStyles } from '../../../ui/field';
import { useBuilderTranslation } from '../i18n';
import { chosenGameSize, customPoints, DEFAULT_CUSTOM_POINTS } from './game-size';
import type { ListPartProps } from './list-part';
import { Select } from '../../../ui/select';

/** The game size: one of the pack's presets, or a number of points typed in. */
export function GameSizeField({ list, pack, text, dispatch }: ListPartProps) {
  const { t } = useBuilderTranslation();
  const value = list.gameSize.kind === 'preset' ? list.gameSize.presetId : 'custom';
  const [custom, setCustom] = useState(
    String(list.gameSize.kind === 'custom' ? list.gameSize.points : DEFAULT_CUSTOM_POINTS),
  );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Select
        look="compact"
        label={t('list.gameSize')}
        value={value}
        onValueChange={(chosen) => dispatch({ type: 'set-game-size', gameSize: chosenGameSize(chosen, custom) })}
      >
        {pack.armyRules.gameSizes.map((size) => (
          <option key={size.id} value={size.id}>
            {t('list.gameSizeOption', { name: text.gameSizeName(size.id), points: size.points })}
          </option>
        ))}
        {list.gameSize.kind === 'preset' && !pack.armyRules.gameSizes.some((s) => s.id === value) ? (
          <option value={value}>{value}</option>
        ) : null}
        <option value="custom">{t('list.customSize')}</option>
      </Select>
      {list.gameSize.kind === 'custom' ? (
        <Field look="compact" label={t('list.customPoints')}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={10_000}
              value={custom}
              onChange={(event) => {
                setCustom(event.target.value);
                const points = customPoints(event.target.value);
                if (points !== null) dispatch({ type: 'set-game-size', gameSize: { kind: 'custom', points } });
              }}
              className={`${compactControlStyles} w-28`}
            />
          )}
        </Field>
      ) : null}
    </div>
  );
}
