// Options of selects fed by catalogue resources, and small labels the academy screens share.
import { RESOURCE_MESSAGES, saveErrorMessage } from '@mikro/api-client';
import { personName as joinPersonName } from '@mikro/domain';

export const personName = (person: { name: string; lastNameFather?: string; lastNameMother?: string }) =>
  joinPersonName(person.name, person.lastNameFather, person.lastNameMother);

export const INSCRIPTION_STATUS_LABELS: Record<string, string> = { activa: 'Activa', baja: 'Baja', terminada: 'Terminada' };

/**
 * The server's Spanish reason for refusing a request (a full group, a charge already paid…), or the fallback.
 * The api-client rejects with an ApiError, not with the axios error: its response is no longer on it.
 */
export function errorMessage(error: unknown, fallback: string = RESOURCE_MESSAGES.saveError): string {
  const reason = saveErrorMessage(error);
  return reason === RESOURCE_MESSAGES.saveError ? fallback : reason;
}
