import { renderReportAction } from '../../features/data-reports/report-data-button';
import { MissionsView } from '../../features/missions/missions-view';
import { ItemActionsProvider } from '../../ui/item-actions';

export function MissionsPage() {
  return (
    <ItemActionsProvider value={renderReportAction}>
      <MissionsView />
    </ItemActionsProvider>
  );
}
