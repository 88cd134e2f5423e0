// What SAT's public CFDI status service answers (ConsultaCFDIService, operation Consulta), and the answer SAT
// would give for a document whose state is known here (the sandbox PAC's documents never reach SAT).
import { Money, type MoneyInput } from '../money/money';
import { isGenericRfc } from '../catalogs/rfc';

/** Estado of SAT's answer. */
export type SatDocumentState = 'Vigente' | 'Cancelado' | 'No encontrado';

/** EsCancelable of SAT's answer. */
export type SatCancellable = 'Cancelable sin aceptación' | 'Cancelable con aceptación' | 'No cancelable';

/** Above this total, an income invoice to a named receiver is cancelled only with the receiver's acceptance. */
const CANCEL_WITHOUT_ACCEPTANCE_LIMIT = '1000.00';

/**
 * Whether SAT lets the issuer cancel a live document on its own: credit notes and payment complements, documents
 * to the public in general (or a foreign generic RFC) and income invoices of up to $1,000.00 are cancelled without
 * the receiver's acceptance; any other income invoice needs it.
 */
export function satCancellability(document: { type: string; total: MoneyInput; receiverRfc: string }): SatCancellable {
  if (document.type !== 'I') return 'Cancelable sin aceptación';
  if (isGenericRfc(document.receiverRfc)) return 'Cancelable sin aceptación';
  return Money.of(document.total).lte(CANCEL_WITHOUT_ACCEPTANCE_LIMIT) ? 'Cancelable sin aceptación' : 'Cancelable con aceptación';
}

/** SAT's CodigoEstatus for a document it found, and for one it did not. */
export const SAT_FOUND_CODE = 'S - Comprobante obtenido satisfactoriamente.';
export const SAT_NOT_FOUND_CODE = 'N - 602: Comprobante no encontrado.';
