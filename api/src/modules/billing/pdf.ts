// The printed representation of an invoice as every route and e-mail sends it: rendered on the PDF pool, marked
// from the invoice's own state (sandbox legend, CANCELADO), so no copy can leave without its marks.
import { formatInstitutionDateTime, formatQuantity } from '@mikro/domain';
import { HttpError } from '../../plugins/errors';
import { renderCfdiPdf } from '../../pdf/pool';

/** The concepts a printed representation may hold (some 100 pages); the XML, which is the fiscal document, has no limit. */
export const CFDI_PDF_MAX_CONCEPTS = 5000;

/** What of an invoice row its PDF depends on. */
export interface PrintableInvoice {
  stampedXml: string | null;
  sandbox: boolean;
  status: string;
  cancelMotive: string | null;
  cancelledAt: Date | null;
}

/** The PDF of a stamped invoice (409 before it is stamped; 422 past CFDI_PDF_MAX_CONCEPTS concepts). */
export function invoicePdf(invoice: PrintableInvoice): Promise<Buffer> {
  if (!invoice.stampedXml) throw new HttpError(409, 'La factura aún no está timbrada; no tiene representación impresa.');
  const concepts = invoice.stampedXml.match(/<cfdi:Concepto[\s>/]/g)?.length ?? 0;
  if (concepts > CFDI_PDF_MAX_CONCEPTS) {
    throw new HttpError(
      422,
      `La factura tiene ${formatQuantity(concepts)} conceptos; la representación impresa se genera hasta con ${formatQuantity(CFDI_PDF_MAX_CONCEPTS)}. Descargue el XML, que es el comprobante fiscal.`,
    );
  }
  const cancelled =
    invoice.status === 'cancelada'
      ? { at: invoice.cancelledAt ? formatInstitutionDateTime(invoice.cancelledAt) : '', motive: invoice.cancelMotive ?? '' }
      : null;
  return renderCfdiPdf(invoice.stampedXml, { sandbox: invoice.sandbox, cancelled });
}
