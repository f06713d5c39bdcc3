import { ApiReferenceView } from '../../features/api-reference/api-reference-view';

export function ApiReferencePage() {
  return <ApiReferenceView />;
}
