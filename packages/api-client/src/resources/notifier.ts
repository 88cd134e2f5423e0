// The toasts the resource mutations show. api-client knows no UI: the app injects the notifier once.
import { toApiError } from '@mikro/api-client/core';

export interface ResourceNotifier {
  /** 'El registro se ha creado correctamente' (info). */
  created(message: string): void;
  /** 'El registro se ha actualizado correctamente' (info). */
  updated(message: string): void;
  /** 'El registro se ha eliminado correctamente' (info). */
  deleted(message: string): void;
  /** 'El registro se ha restaurado correctamente' (info). */
  restored(message: string): void;
  /** The server's reason for a refused write (e.g. a 409), or 'Ha ocurrido un error mientras guardaba' (warning). */
  saveError(message: string, error: unknown): void;
}

export const RESOURCE_MESSAGES = {
  created: 'El registro se ha creado correctamente',
  updated: 'El registro se ha actualizado correctamente',
  deleted: 'El registro se ha eliminado correctamente',
  restored: 'El registro se ha restaurado correctamente',
  saveError: 'Ha ocurrido un error mientras guardaba',
} as const;

/** Refusals whose reason the server words for the user (bad input, no permission, not found, conflict). */
const REASONED_STATUSES = new Set([400, 403, 404, 409, 422]);

/**
 * What a failed write tells the user: the server's own reason when it refused the request on purpose
 * (e.g. 'El rol está asignado a usuarios' for a 409), the generic save error otherwise.
 */
export function saveErrorMessage(error: unknown): string {
  const apiError = toApiError(error);
  const reason = apiError.message.trim();
  const worded = reason !== '' && !reason.startsWith('{') && !reason.startsWith('[');
  return REASONED_STATUSES.has(apiError.statusCode) && worded ? reason : RESOURCE_MESSAGES.saveError;
}

const silent: ResourceNotifier = {
  created: () => undefined,
  updated: () => undefined,
  deleted: () => undefined,
  restored: () => undefined,
  saveError: () => undefined,
};
let current: ResourceNotifier = silent;

/** Call once per React root's providers (mfe-kit AppProviders) with the toaster of @mikro/ui. */
export function configureNotifier(notifier: Partial<ResourceNotifier>): void {
  current = { ...silent, ...notifier };
}

export function notifier(): ResourceNotifier {
  return current;
}
