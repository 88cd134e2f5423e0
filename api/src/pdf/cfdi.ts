// The printed representation of a stamped CFDI, inside a render thread: @nodecfdi/cfdi-to-pdf's generic template
// (QR with SAT's verification URL, stamp data, amounts in words) with what an accountant needs on top of it —
// the seals and the TFD's cadena original printed whole, the IEDU data of tuition concepts, a CANCELADO mark on a
// cancelled document and a no-fiscal-validity legend on a sandbox one. cfdi-to-pdf brings its own pdfmake 0.2;
// its Roboto fonts come from that pdfmake's virtual file system.
import { createRequire } from 'node:module';
import { DOMImplementation, DOMParser, XMLSerializer } from '@nodecfdi/cfdi-core';
import { CfdiData, GenericCfdiTranslator, PdfMakerBuilder, installPdfMake, type CatalogsInterface } from '@nodecfdi/cfdi-to-pdf';
import { XmlNodeUtils, install, type CNodeInterface } from '@nodecfdi/cfdiutils-common';
import type { Content, Style, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { CfdiMarks } from './types';

/** The legend every copy of a sandbox document carries. */
export const SANDBOX_PDF_LEGEND = 'DOCUMENTO DE PRUEBA SIN VALIDEZ FISCAL';
/** SAT's cancellation motives (c_MotivoCancelacion), as printed beside the CANCELADO mark. */
const CANCEL_MOTIVES: Record<string, string> = {
  '01': '01 Comprobante emitido con errores con relación',
  '02': '02 Comprobante emitido con errores sin relación',
  '03': '03 No se llevó a cabo la operación',
  '04': '04 Operación nominativa relacionada en una factura global',
};
/** Characters per printed line of a seal or of the cadena original (what fits the stamp table at its font size). */
const SEAL_LINE = 86;

/** A long unbroken string (a seal) cut into lines of `size` characters, every character kept. */
export function sealLines(value: string, size = SEAL_LINE): string {
  return (value.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join('\n');
}

/** CfdiData with the marks this copy must carry. */
class MarkedCfdiData extends CfdiData {
  constructor(
    comprobante: CNodeInterface,
    readonly marks: CfdiMarks,
  ) {
    super(comprobante, null, null);
  }
}

class MikroCfdiTranslator extends GenericCfdiTranslator {
  override translate(cfdiData: CfdiData, defaultStyle: Style, catalogs: CatalogsInterface): TDocumentDefinitions {
    const document = super.translate(cfdiData, defaultStyle, catalogs);
    const marks = cfdiData instanceof MarkedCfdiData ? cfdiData.marks : null;
    if (marks?.cancelled) document.watermark = { text: 'CANCELADO', color: '#B00020', opacity: 0.25, bold: true };
    return document;
  }

  protected override generateContent(cfdiData: CfdiData, catalogs: CatalogsInterface): Content {
    const content = super.generateContent(cfdiData, catalogs) as Content[];
    const marks = cfdiData instanceof MarkedCfdiData ? cfdiData.marks : null;
    const banners: Content[] = [];
    if (marks?.sandbox) banners.push({ text: SANDBOX_PDF_LEGEND, color: '#B00020', bold: true, fontSize: 12, alignment: 'center', margin: [0, 0, 0, 6] });
    if (marks?.cancelled) {
      const motive = CANCEL_MOTIVES[marks.cancelled.motive] ?? marks.cancelled.motive;
      banners.push({ text: `CANCELADO el ${marks.cancelled.at} · Motivo ${motive}`, color: '#B00020', bold: true, fontSize: 10, alignment: 'center', margin: [0, 0, 0, 6] });
    }
    // The stamp table closes the document; the IEDU data goes right before it, after the concepts and totals.
    const stamp = content.pop()!;
    return [...banners, ...content, ...this.generateIeduContent(cfdiData.comprobante()), stamp];
  }

  /** One table per tuition concept with the IEDU complement: the data a parent's deduction rests on. */
  protected generateIeduContent(comprobante: CNodeInterface): Content[] {
    return comprobante.searchNodes('cfdi:Conceptos', 'cfdi:Concepto').flatMap((concept): Content[] => {
      const iedu = concept.searchNode('cfdi:ComplementoConcepto', 'iedu:instEducativas');
      if (!iedu) return [];
      const row = (label: string, value: string) => [label, value];
      return [
        {
          style: 'tableContent',
          table: {
            widths: ['auto', '*'],
            body: [
              [{ text: `COMPLEMENTO IEDU · ${concept.get('Descripcion')}`, style: 'tableHeader', colSpan: 2, alignment: 'left' }, {}],
              row('ALUMNO:', iedu.get('nombreAlumno')),
              row('CURP:', iedu.get('CURP')),
              row('NIVEL EDUCATIVO:', iedu.get('nivelEducativo')),
              row('RVOE:', iedu.get('autRVOE')),
              ...(iedu.offsetExists('rfcPago') ? [row('RFC DE QUIEN PAGA:', iedu.get('rfcPago'))] : []),
            ],
          },
          layout: 'lightHorizontalLines',
        },
        '\n',
      ];
    });
  }

  // The template's own line breaking keeps only the first line of each seal; these cells print them whole.
  protected override generateStampContent(cfdiData: CfdiData): Content {
    const comprobante = cfdiData.comprobante();
    const tfd = cfdiData.timbreFiscalDigital();
    return {
      style: 'tableSat',
      table: {
        widths: ['auto', 'auto', '*'],
        body: [
          [{ colSpan: 1, rowSpan: 8, qr: cfdiData.qrUrl(), fit: 120 }, '', ''],
          ['', 'NUMERO SERIE CERTIFICADO SAT', tfd.get('NoCertificadoSAT')],
          ['', 'NUMERO SERIE CERTIFICADO EMISOR', comprobante.get('NoCertificado')],
          ['', 'FECHA HORA CERTIFICACIÓN', tfd.get('FechaTimbrado')],
          ['', 'FOLIO FISCAL UUID', tfd.get('UUID')],
          ['', 'SELLO DIGITAL', sealLines(tfd.get('SelloCFD'))],
          ['', 'SELLO DEL SAT', sealLines(tfd.get('SelloSAT'))],
          ['', 'CADENA ORIGINAL CC:', { text: sealLines(cfdiData.tfdSourceString()) }],
        ],
      },
      layout: 'lightHorizontalLines',
    };
  }
}

let builder: PdfMakerBuilder<CfdiData> | null = null;

function pdfBuilder(): PdfMakerBuilder<CfdiData> {
  if (builder) return builder;
  const fromCfdiToPdf = createRequire(createRequire(import.meta.url).resolve('@nodecfdi/cfdi-to-pdf'));
  const PdfPrinter = fromCfdiToPdf('pdfmake') as new (fonts: Record<string, Record<string, Buffer>>) => unknown;
  const vfs = fromCfdiToPdf('pdfmake/build/vfs_fonts.js') as Record<string, string>;
  const font = (name: string) => {
    const data = vfs[name];
    if (data === undefined) throw new Error(`pdfmake's vfs_fonts has no ${name}`);
    return Buffer.from(data, 'base64');
  };
  // cfdiutils-common is typed with the browser's DOM interfaces; xmldom implements what it uses.
  const dom = [new DOMParser(), new XMLSerializer(), new DOMImplementation()] as unknown as Parameters<typeof install>;
  install(...dom);
  installPdfMake(
    new PdfPrinter({
      Roboto: {
        normal: font('Roboto-Regular.ttf'),
        bold: font('Roboto-Medium.ttf'),
        italics: font('Roboto-Italic.ttf'),
        bolditalics: font('Roboto-MediumItalic.ttf'),
      },
    }) as Parameters<typeof installPdfMake>[0],
  );
  builder = new PdfMakerBuilder(new MikroCfdiTranslator());
  return builder;
}

export async function renderCfdi(stampedXml: string, marks: CfdiMarks): Promise<Buffer> {
  const pdf = pdfBuilder();
  const data = new MarkedCfdiData(XmlNodeUtils.nodeFromXmlString(stampedXml), marks);
  return Buffer.from(await pdf.buildBase64(data), 'base64');
}
