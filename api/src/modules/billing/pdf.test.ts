import { describe, expect, it } from '@jest/globals';
import { buildCfdi, cfdiXml } from './cfdi/build';
import { sealComprobante } from './cfdi/seal';
import { SAMPLE_DOCUMENTS, testSigner } from './cfdi/test-documents';
import { SandboxPac } from './pac/sandbox';
import { cfdiPdf } from './pdf';

describe('cfdiPdf', () => {
  it('renders a stamped invoice as a PDF', async () => {
    const { comprobante } = buildCfdi(SAMPLE_DOCUMENTS.global);
    sealComprobante(comprobante, testSigner());
    const stamped = await new SandboxPac().stamp(cfdiXml(comprobante));
    const pdf = await cfdiPdf(stamped.xml, [{ title: 'Sandbox', value: 'Timbre de prueba sin validez fiscal' }]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
  });
});
