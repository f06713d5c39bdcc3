import { ListCheck } from '../../features/builder/check/list-check';

export function CheckPage() {
  return <ListCheck />;
}
