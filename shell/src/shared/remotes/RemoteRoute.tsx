import { useLocation } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '@mikro/ui';
import type { RouteDecider } from './useRouteDecider';
import { useRemoteStatus } from './remote-status';
import { ErrorPage } from '../ErrorPage';

/** What the shell shows for a URL it hands to a remote: the remote itself renders in the layout's outlet. */
export function RemoteRoute({ decider }: { decider: RouteDecider }) {
  const { pathname } = useLocation();
  if (decider.isLoading) return <LoadingState label="Cargando módulos…" />;
  const decision = decider.decide(pathname);
  switch (decision.kind) {
    case 'not-found':
      return <ErrorPage status={404} />;
    case 'forbidden':
      return <ErrorPage status={403} />;
    case 'module-disabled':
      return (
        <EmptyState
          title={`El módulo ${decision.remote.label} no está habilitado en esta sucursal`}
          description="Cambie de sucursal desde la barra superior para usarlo."
        />
      );
    case 'remote':
      return <RemoteStatusPanel name={decision.remote.name} label={decision.remote.label} />;
  }
}

function RemoteStatusPanel({ name, label }: { name: string; label: string }) {
  const status = useRemoteStatus(name);
  if (status === 'error') {
    return (
      <ErrorState
        message={`No se pudo cargar el módulo ${label}. No está disponible en este momento; el resto del sistema sigue funcionando.`}
        onRetry={() => window.location.reload()}
      />
    );
  }
  if (status === 'loading' || status === 'idle') return <LoadingState label={`Cargando ${label}…`} />;
  return null;
}
