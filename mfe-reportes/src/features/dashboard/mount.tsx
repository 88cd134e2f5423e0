// The dashboard as a widget the shell places on the index page: its own React root with the shared
// providers, shown only to roles that may see reports.
import { createRoot } from 'react-dom/client';
import { useCanOn } from '@mikro/session';
import { AppProviders } from '@mikro/mfe-kit';
import { Dashboard } from './Dashboard';

function DashboardWidget() {
  const allowed = useCanOn('/reportes');
  return allowed ? <Dashboard /> : null;
}

/** Mounts the dashboard into `element`; returns the unmount. */
export function mount(element: HTMLElement): () => void {
  const root = createRoot(element);
  root.render(
    <AppProviders>
      <DashboardWidget />
    </AppProviders>,
  );
  return () => root.unmount();
}
