import { useLocation } from 'react-router-dom';
import { PackageX } from 'lucide-react';
import type { ModuleType } from '@mikro/contracts';
import { MODULE_TYPE_LABELS } from '@mikro/domain';
import { EmptyState, ErrorState, LoadingState } from '@mikro/ui/core';
import type { RouteDecider } from './useRouteDecider';
import { useRemoteStatus } from './remote-status';
import { retryRemote } from './remote-registry';
import { ErrorPage } from '../ErrorPage';

export const NOT_INSTALLED_TITLE = 'Este módulo no está instalado en esta sucursal';

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
      return <ModuleDisabledPanel module={decision.module} />;
    case 'remote':
      return <RemoteStatusPanel name={decision.remote.name} label={decision.remote.label} />;
  }
}

/** A page of a module the branch office does not run, named by its module (a store report is Tienda's, not Reportes'). */
export function ModuleDisabledPanel({ module }: { module: ModuleType }) {
  return (
    <EmptyState
      icon={<PackageX size={32} />}
      title={NOT_INSTALLED_TITLE}
      description={`El módulo ${MODULE_TYPE_LABELS[module]} no forma parte de esta sucursal. Cambie de sucursal desde la barra superior para usarlo.`}
    />
  );
}

/**
 * A remote being loaded, not deployed (nothing to retry: the administrator installs it) or failed to load
 * (Reintentar loads it again without reloading the page).
 */
export function RemoteStatusPanel({ name, label, onRetry = retryRemote }: { name: string; label: string; onRetry?: (name: string) => void }) {
  const status = useRemoteStatus(name);
  if (status === 'missing') {
    return (
      <EmptyState
        icon={<PackageX size={32} />}
        title={NOT_INSTALLED_TITLE}
        description={`El módulo ${label} no se ha instalado. El resto del sistema sigue funcionando.`}
      />
    );
  }
  if (status === 'error') {
    return (
      <ErrorState
        message={`No se pudo cargar el módulo ${label}. Revise su conexión e intente de nuevo; el resto del sistema sigue funcionando.`}
        onRetry={() => onRetry(name)}
      />
    );
  }
  if (status === 'loading' || status === 'idle') return <LoadingState label={`Cargando ${label}…`} />;
  return null;
}
