// The toasts the resource mutations show (SPEC §8). api-client knows no UI: the app injects the notifier once.
export interface ResourceNotifier {
  /** 'El registro se ha creado correctamente' (info). */
  created(message: string): void;
  /** 'El registro se ha actualizado correctamente' (info). */
  updated(message: string): void;
  /** 'Ha ocurrido un error mientras guardaba' (warning). */
  saveError(message: string, error: unknown): void;
}

export const RESOURCE_MESSAGES = {
  created: 'El registro se ha creado correctamente',
  updated: 'El registro se ha actualizado correctamente',
  saveError: 'Ha ocurrido un error mientras guardaba',
} as const;

const silent: ResourceNotifier = { created: () => undefined, updated: () => undefined, saveError: () => undefined };
let current: ResourceNotifier = silent;

/** Call once per React root's providers (mfe-kit AppProviders) with the toaster of @mikro/ui. */
export function configureNotifier(notifier: Partial<ResourceNotifier>): void {
  current = { ...silent, ...notifier };
}

export function notifier(): ResourceNotifier {
  return current;
}
