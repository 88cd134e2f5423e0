// The printed representation of a CFDI as an accountant checks it: read back with pdftotext, every seal and the
// TFD's cadena original whole, the IEDU data of tuition, and the marks of a cancelled or sandbox document.
import { afterAll, describe, expect, it } from '@jest/globals';
import { closePdfPool } from '../../pdf/pool';
import { SANDBOX_PDF_LEGEND } from '../../pdf/cfdi';
import { pdfText } from '../../test-support/pdf';
import { buildCfdi, cfdiXml } from './cfdi/build';
import { tfdCadenaOriginal } from './cfdi/cadena';
import { sealComprobante } from './cfdi/seal';
import { SAMPLE_DOCUMENTS, testSigner } from './cfdi/test-documents';
import { parseCfdi } from './cfdi/tfd';
import { SandboxPac } from './pac/sandbox';
import { CFDI_PDF_MAX_CONCEPTS, invoicePdf, type PrintableInvoice } from './pdf';

async function stamped(input: (typeof SAMPLE_DOCUMENTS)[keyof typeof SAMPLE_DOCUMENTS]): Promise<string> {
  const { comprobante } = buildCfdi(input);
  sealComprobante(comprobante, testSigner());
  return (await new SandboxPac().stamp(cfdiXml(comprobante))).xml;
}

const live = (stampedXml: string, overrides: Partial<PrintableInvoice> = {}): PrintableInvoice => ({
  stampedXml,
  sandbox: false,
  status: 'timbrada',
  cancelMotive: null,
  cancelledAt: null,
  ...overrides,
});

/** The PDF's text as drawn, every space and line break taken out: a seal cut over several lines reads whole. */
const unbroken = async (pdf: Buffer) => (await pdfText(pdf, { raw: true })).replace(/\s+/g, '');

afterAll(closePdfPool);

describe('the printed representation of a CFDI', () => {
  it('prints the Sello digital, the Sello del SAT and the cadena original del complemento de certificación whole', async () => {
    const xml = await stamped(SAMPLE_DOCUMENTS.invoice);
    const tfd = parseCfdi(xml).searchNode('cfdi:Complemento', 'tfd:TimbreFiscalDigital')!;
    const pdf = await invoicePdf(live(xml));

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await unbroken(pdf);
    // An RSA-2048 seal is 344 characters; the cadena holds the whole SelloCFD too.
    expect(tfd.getAttribute('SelloCFD')).toHaveLength(344);
    expect(text).toContain(tfd.getAttribute('SelloCFD'));
    expect(text).toContain(tfd.getAttribute('SelloSAT'));
    expect(text).toContain(tfdCadenaOriginal(tfd).replace(/\s+/g, ''));
  });

  it("shows a tuition concept's IEDU data: student, CURP, education level and RVOE", async () => {
    const text = await pdfText(await invoicePdf(live(await stamped(SAMPLE_DOCUMENTS.tuition))));

    expect(text).toMatch(/COMPLEMENTO IEDU · Colegiatura marzo 2026 primaria/);
    expect(text).toMatch(/ALUMNO:\s+ANA LOPEZ GARZA/);
    expect(text).toMatch(/CURP:\s+LOGA150310MNLPRN09/);
    expect(text).toMatch(/NIVEL EDUCATIVO:\s+Primaria/);
    expect(text).toMatch(/RVOE:\s+RVOE-2015-001/);
    expect(text).toMatch(/RFC DE QUIEN PAGA:\s+LOGR800101AB1/);
  });

  it('marks a cancelled invoice CANCELADO, with the date and the motive', async () => {
    const xml = await stamped(SAMPLE_DOCUMENTS.invoice);
    const cancelled = await invoicePdf(live(xml, { status: 'cancelada', cancelMotive: '02', cancelledAt: new Date('2026-03-04T18:30:00Z') }));
    const current = await invoicePdf(live(xml));

    expect(await pdfText(cancelled)).toMatch(/CANCELADO el 04\/03\/2026 12:30:00 · Motivo 02 Comprobante emitido con errores sin relación/);
    // The line at the top, and the watermark across the page (read letter by letter, as it is drawn at an angle).
    expect((await unbroken(cancelled)).match(/CANCELADO/g)).toHaveLength(2);
    expect(await unbroken(current)).not.toMatch(/CANCELADO/);
  });

  it('carries the no-fiscal-validity legend on a sandbox invoice, and not on a real one', async () => {
    const xml = await stamped(SAMPLE_DOCUMENTS.global);

    expect(await pdfText(await invoicePdf(live(xml, { sandbox: true })))).toContain(SANDBOX_PDF_LEGEND);
    expect(await pdfText(await invoicePdf(live(xml)))).not.toContain(SANDBOX_PDF_LEGEND);
  });

  it('is refused (422) for an invoice of more concepts than a printed copy holds, and before it is stamped (409)', async () => {
    const { comprobante } = buildCfdi({
      ...SAMPLE_DOCUMENTS.global,
      concepts: Array.from({ length: CFDI_PDF_MAX_CONCEPTS + 1 }, (_, i) => ({ ...SAMPLE_DOCUMENTS.global.concepts[0]!, sku: `T-${i + 1}` })),
    });

    expect(() => invoicePdf(live(cfdiXml(comprobante)))).toThrow(expect.objectContaining({ statusCode: 422, message: expect.stringMatching(/5,001 conceptos.*Descargue el XML/) }));
    expect(() => invoicePdf(live('', { stampedXml: null }))).toThrow(expect.objectContaining({ statusCode: 409 }));
  });
});
