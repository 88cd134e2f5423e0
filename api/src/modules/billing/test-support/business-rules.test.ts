// The validator finds what a PAC would refuse: the documents the issue found wrong, rebuilt as they were, fail it.
import { describe, expect, it } from '@jest/globals';
import { buildCfdi, cfdiXml } from '../cfdi/build';
import { documentTaxGroups } from '../cfdi/read';
import type { CfdiInput } from '../cfdi/model';
import { sealComprobante } from '../cfdi/seal';
import { SAMPLE_DOCUMENTS, testSigner } from '../cfdi/test-documents';
import { SandboxPac } from '../pac/sandbox';
import { businessRuleFailures, creditNoteFailures, paymentComplementFailures } from './business-rules';
import { satFailures } from './sat-checks';

const signer = testSigner();
async function stamped(input: CfdiInput): Promise<string> {
  const { comprobante } = buildCfdi(input);
  sealComprobante(comprobante, signer);
  return (await new SandboxPac().stamp(cfdiXml(comprobante))).xml;
}
const uuidOf = (xml: string) => /UUID="([0-9A-F-]{36})"/.exec(xml)![1]!;

const shirtAndSandwich: CfdiInput = {
  ...SAMPLE_DOCUMENTS.invoice,
  paymentForm: '99',
  paymentMethod: 'PPD',
  concepts: [
    { productKey: '53101602', unitKey: 'H87', description: 'Camisa', quantity: '1', amount: '215.52', tax: 'iva16' },
    { productKey: '50192100', unitKey: 'H87', description: 'Sándwich', quantity: '1', amount: '35.00', tax: 'exento' },
  ],
};

describe('business-rule validator', () => {
  it('refuses a complement that folds the exempt base into the 16 % transfer, and an ImporteDR outside its tolerance', async () => {
    const invoice = await stamped(shirtAndSandwich);
    const folded = await stamped({
      ...SAMPLE_DOCUMENTS.mixedPayment,
      payment: {
        ...SAMPLE_DOCUMENTS.mixedPayment.payment,
        docs: [{ ...SAMPLE_DOCUMENTS.mixedPayment.payment.docs[0]!, uuid: uuidOf(invoice), transfers: [{ tax: 'iva16', base: '250.52', amount: '34.48' }] }],
      },
    });
    expect(paymentComplementFailures(invoice, [folded])).toEqual([
      expect.stringContaining('BaseDR de 002|Tasa|0.160000 87.90 ≠ 75.621053'),
      expect.stringContaining('BaseDR de 002|Exento| (ausente)'),
    ]);
    const outside = folded.replace('ImporteDR="14.06"', 'ImporteDR="25.60"');
    expect(businessRuleFailures(outside)).toEqual(expect.arrayContaining([expect.stringContaining('ImporteDR 25.60 fuera del rango 14.06–14.07 para BaseDR 87.90')]));
  });

  it('refuses a credit note crediting more IVA than its invoice carries, and one to the public without InformacionGlobal', async () => {
    const global = await stamped({ ...SAMPLE_DOCUMENTS.global, concepts: [{ productKey: '01010101', unitKey: 'ACT', description: 'Venta', quantity: '1', amount: '420.00', tax: 'exento' }] });
    const asIva = await stamped({
      ...SAMPLE_DOCUMENTS.creditNote,
      receiver: SAMPLE_DOCUMENTS.global.receiver,
      related: { type: '01', uuids: [uuidOf(global)] },
      concepts: [{ productKey: '84111506', unitKey: 'ACT', description: 'Devolución', quantity: '1', amount: '362.07', tax: 'iva16', iva: '57.93' }],
    });
    expect(creditNoteFailures(global, [asIva])).toEqual([expect.stringContaining('Las notas acreditan de 002|Tasa|0.160000 base 362.07 e impuesto 57.93; la factura lleva 0 / 0.')]);
    expect(businessRuleFailures(asIva)).toContain('El receptor XAXX010101000 exige InformacionGlobal.');
  });

  it('passes an invoice at 16 %, 8 %, 0 %, exempt and not subject with its complement, and refuses a 0 % or 8 % tax SAT would not', async () => {
    const invoice = await stamped(SAMPLE_DOCUMENTS.rates);
    expect(businessRuleFailures(invoice)).toEqual([]);
    expect(invoice).toContain('TasaOCuota="0.080000" Importe="8.00"');
    expect(invoice).toContain('TasaOCuota="0.000000" Importe="0.00"');
    const total = /<cfdi:Comprobante [^>]*Total="([^"]+)"/.exec(invoice)![1]!;
    const paid = await stamped({
      ...SAMPLE_DOCUMENTS.mixedPayment,
      payment: {
        ...SAMPLE_DOCUMENTS.mixedPayment.payment,
        amount: '300.00',
        docs: [{ uuid: uuidOf(invoice), serie: 'F', folio: '4', installment: 1, previousBalance: total, paid: '300.00', docTotal: total, transfers: documentTaxGroups(invoice) }],
      },
    });
    expect(paymentComplementFailures(invoice, [paid])).toEqual([]);
    expect(paid).toContain('TotalTrasladosBaseIVA8=');
    expect(paid).toContain('TotalTrasladosBaseIVA0=');

    expect(businessRuleFailures(invoice.replaceAll('TasaOCuota="0.080000" Importe="8.00"', 'TasaOCuota="0.080000" Importe="16.00"'))).toEqual(
      expect.arrayContaining([expect.stringContaining('Importe 16.00 fuera del rango 7.99–8.01 para Base 100.00')]),
    );
    expect(businessRuleFailures(invoice.replaceAll('TasaOCuota="0.000000" Importe="0.00"', 'TasaOCuota="0.000000" Importe="64.00"'))).toEqual(
      expect.arrayContaining([expect.stringContaining('Importe 64.00 fuera del rango 0–0 para Base 400.00')]),
    );
  });

  it('refuses CP01 on an invoice, totals that do not add up, IEDU on a fee, and a document SAT’s schema refuses', async () => {
    const invoice = await stamped({ ...SAMPLE_DOCUMENTS.invoice, receiver: { ...SAMPLE_DOCUMENTS.invoice.receiver, cfdiUse: 'CP01' } });
    expect(businessRuleFailures(invoice)).toEqual(['UsoCFDI CP01 sólo se usa en CFDI de pago (tipo I).']);
    expect(businessRuleFailures(invoice.replace(/ Total="[^"]+"/, ' Total="1.00"').replace('CP01', 'G03'))).toEqual([expect.stringContaining('Total 1.00 ≠ SubTotal − Descuento + impuestos')]);
    const enrolment = { ...SAMPLE_DOCUMENTS.tuition.concepts[0]!, productKey: '86132000', description: 'Inscripción' };
    const ieduOnFee = await stamped({ ...SAMPLE_DOCUMENTS.tuition, concepts: [enrolment] });
    expect(businessRuleFailures(ieduOnFee)).toEqual(['Concepto 1: el complemento IEDU sólo va en colegiaturas (ClaveProdServ 86132000).']);
    const [valid, invalid] = [invoice, invoice.replace(' Exportacion="01"', '')].map(satFailures);
    expect(valid).toEqual([]);
    expect(invalid).toEqual([expect.stringContaining("The attribute 'Exportacion' is required but missing"), 'El sello no corresponde al certificado.']);
  });
});
