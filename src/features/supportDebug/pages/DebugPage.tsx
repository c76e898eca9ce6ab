import { Navigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { useAppStore } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { DebugPanel } from '../components/DebugPanel';

/**
 * /debug: the operations debug panel without a code, in development builds only. A production build sends the
 * visitor to /supportDebug, where only a code the server verifies opens it.
 */
export function DebugPage() {
  const store = useAppStore();
  if (process.env.NODE_ENV === 'production') return <Navigate to={paths.supportDebug} replace />;
  return (
    <Page title="调试面板">
      <DebugPanel session={null} devToolsOn={store.devToolsOn} />
    </Page>
  );
}
