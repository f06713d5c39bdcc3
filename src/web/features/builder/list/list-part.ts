import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import type { CommandResult, ListCommand } from '../../../../domain/army/list-commands';
import type { PackText } from '../units/pack-text';
import type { DispatchOptions } from './use-army-builder';

/** What every part of the list panel gets: the list, the pack and its words, and a way to change the list. */
export interface ListPartProps {
  list: ArmyList;
  pack: DataPack;
  text: PackText;
  dispatch: (command: ListCommand, options?: DispatchOptions) => CommandResult;
}
