import { MissionsView } from '../../features/missions/missions-view';

export function MissionsPage() {
  return <MissionsView />;
}
