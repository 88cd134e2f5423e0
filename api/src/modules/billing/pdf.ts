// Printable representation of a stamped CFDI with @nodecfdi/cfdi-to-pdf (QR with SAT's verification URL,
// stamp data, amounts in words). cfdi-to-pdf brings its own pdfmake 0.2; its Roboto fonts come from that
// pdfmake's virtual file system.
import { createRequire } from 'node:module';
import { DOMImplementation, DOMParser, XMLSerializer } from '@nodecfdi/cfdi-core';
import { CfdiData, GenericCfdiTranslator, PdfMakerBuilder, installPdfMake } from '@nodecfdi/cfdi-to-pdf';
import { XmlNodeUtils, install } from '@nodecfdi/cfdiutils-common';

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
  builder = new PdfMakerBuilder(new GenericCfdiTranslator());
  return builder;
}

export async function cfdiPdf(stampedXml: string, extra: { title: string; value: string }[] = []): Promise<Buffer> {
  const pdf = pdfBuilder();
  const comprobante = XmlNodeUtils.nodeFromXmlString(stampedXml);
  const data = new CfdiData(comprobante, null, null, undefined, undefined, extra);
  return Buffer.from(await pdf.buildBase64(data), 'base64');
}
