// /FacturaStatus asks SAT: the real adapter speaks SAT's documented SOAP contract (here to a local fake of
// ConsultaCFDIService that checks what it is sent), and a sandbox document is answered from the records, since
// SAT never received it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { InvoiceDetail, SaleDetail, SatCfdiStatus } from '@mikro/contracts';
import { cfdiInvoices } from '../../../db/schema/index';
import { forEachDatabase } from '../../../test-support/databases';
import { createProduct, storeSession, type StoreSession } from '../../../test-support/store';
import { CONSULTA_ACTION, expressionOf, readConsultaAnswer, SatStatusUnavailable, satStatusClient } from './consulta';
import { satStatusOf } from './sat-status.service';

/** SAT's answer to Consulta as its service writes it (WCF, DataContract namespace on the result's fields). */
const answer = (fields: { code: string; estado: string; cancelable: string; cancelacion: string | null }) =>
  '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><ConsultaResponse xmlns="http://tempuri.org/">' +
  '<ConsultaResult xmlns:a="http://schemas.datacontract.org/2004/07/Sat.Cfdi.Negocio.ConsultaCfdi.Servicio" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">' +
  `<a:CodigoEstatus>${fields.code}</a:CodigoEstatus><a:EsCancelable>${fields.cancelable}</a:EsCancelable><a:Estado>${fields.estado}</a:Estado>` +
  (fields.cancelacion === null ? '<a:EstatusCancelacion i:nil="true"/>' : `<a:EstatusCancelacion>${fields.cancelacion}</a:EstatusCancelacion>`) +
  '<a:ValidacionEFOS>200</a:ValidacionEFOS></ConsultaResult></ConsultaResponse></s:Body></s:Envelope>';

/** A fake ConsultaCFDIService: answers by the expression's id, and 400 to anything not shaped as SAT expects. */
class FakeSat {
  server: Server;
  asked: string[] = [];
  answers = new Map<string, string>();
  status = 200;
  constructor() {
    this.server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const expression = /<tem:Consulta><tem:expresionImpresa>([^<]*)<\/tem:expresionImpresa><\/tem:Consulta>/.exec(body)?.[1];
        const wellFormed =
          request.method === 'POST' &&
          request.url === '/ConsultaCFDIService.svc' &&
          request.headers.soapaction === `"${CONSULTA_ACTION}"` &&
          String(request.headers['content-type']).startsWith('text/xml') &&
          body.includes('xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"') &&
          body.includes('xmlns:tem="http://tempuri.org/"') &&
          expression !== undefined;
        if (!wellFormed) return response.writeHead(400).end('Bad Request');
        const printed = expression.replaceAll('&#38;', '&');
        this.asked.push(printed);
        const id = /[?&]id=([^&]+)/.exec(printed)?.[1] ?? '';
        const xml = this.answers.get(id.toUpperCase()) ?? answer({ code: 'N - 602: Comprobante no encontrado.', estado: 'No Encontrado', cancelable: '', cancelacion: null });
        response.writeHead(this.status, { 'content-type': 'text/xml; charset=utf-8' }).end(this.status === 200 ? xml : '<html>Service Unavailable</html>');
      });
    });
  }
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/ConsultaCFDIService.svc`;
  }
}

describe("reading SAT's answer", () => {
  it('reads Estado, EsCancelable and EstatusCancelacion, an empty one as empty', () => {
    expect(readConsultaAnswer(answer({ code: 'S - Comprobante obtenido satisfactoriamente.', estado: 'Cancelado', cancelable: 'Cancelable con aceptación', cancelacion: 'Plazo vencido' }))).toEqual({
      code: 'S - Comprobante obtenido satisfactoriamente.',
      state: 'Cancelado',
      cancellable: 'Cancelable con aceptación',
      cancellationStatus: 'Plazo vencido',
    });
    expect(readConsultaAnswer(answer({ code: 'N - 602: Comprobante no encontrado.', estado: 'No Encontrado', cancelable: '', cancelacion: null })).state).toBe('No encontrado');
    expect(() => readConsultaAnswer('<html>Error</html>')).toThrow(SatStatusUnavailable);
  });
});

forEachDatabase((ctx) => {
  const fake = new FakeSat();
  let url: string;
  let admin: StoreSession;
  beforeAll(async () => {
    url = await fake.start();
    admin = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    expect((await admin.send('POST', '/api/mini-store/cash-register', { openingAmount: '0.00' })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.server.close(resolve));
  });

  async function stampedInvoice(total: string, price: string): Promise<InvoiceDetail> {
    const productId = await createProduct(ctx.database.db, admin, { priceWithIVA: total, price, IVA: true });
    const sold = await admin.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: total }] });
    expect(sold).toHaveStatus(201);
    const receiver = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };
    const invoice = await admin.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [sold.json<SaleDetail>().id], receiver });
    expect(invoice).toHaveStatus(201);
    return invoice.json<InvoiceDetail>();
  }
  const askSat = (uuid: string) => admin.send('GET', `/api/billing/status/${uuid}/sat`);

  describe('a sandbox invoice', () => {
    it('is Vigente and cancelable without acceptance up to $1,000, then Cancelado, from the records', async () => {
      const invoice = await stampedInvoice('116.00', '100.00');
      const live = await askSat(invoice.uuid!.toLowerCase());
      expect(live).toHaveStatus(200);
      expect(live.json<SatCfdiStatus>()).toMatchObject({ uuid: invoice.uuid, sandbox: true, state: 'Vigente', cancellable: 'Cancelable sin aceptación', cancellationStatus: '' });
      expect((await admin.send('POST', `/api/billing/invoices/${invoice.id}/cancel`, { motive: '02' })).statusCode).toBe(200);
      expect((await askSat(invoice.uuid!)).json<SatCfdiStatus>()).toMatchObject({ state: 'Cancelado', cancellable: 'No cancelable', cancellationStatus: 'Cancelado sin aceptación' });
      expect(fake.asked).toEqual([]);
    });

    it('needs the receiver above $1,000; a folio fiscal of no invoice of the company is 404, a malformed one 400', async () => {
      const invoice = await stampedInvoice('1160.00', '1000.00');
      expect((await askSat(invoice.uuid!)).json<SatCfdiStatus>().cancellable).toBe('Cancelable con aceptación');
      expect(await askSat('6F2C1F0E-1B2A-4C3D-8E9F-0A1B2C3D4E5F')).toHaveStatus(404);
      expect(await askSat('no-es-un-uuid')).toHaveStatus(400);
    });
  });

  describe('a real invoice', () => {
    it('asks SAT with its printed expression and shows what SAT says', async () => {
      const invoice = await stampedInvoice('580.00', '500.00');
      await ctx.database.db.update(cfdiInvoices).set({ sandbox: false }).where(eq(cfdiInvoices.id, invoice.id));
      const [row] = await ctx.database.db.select().from(cfdiInvoices).where(eq(cfdiInvoices.id, invoice.id));
      const seal = /\sSello="([^"]+)"/.exec(row!.stampedXml!)![1]!;
      const issuer = /<cfdi:Emisor [^>]*Rfc="([^"]+)"/.exec(row!.stampedXml!)![1]!;
      const expression = `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=${invoice.uuid}&re=${issuer}&rr=GODE561231GR8&tt=580.0&fe=${seal.slice(-8)}`;
      expect(expressionOf(row!.stampedXml!)).toBe(expression);
      fake.answers.set(invoice.uuid!, answer({ code: 'S - Comprobante obtenido satisfactoriamente.', estado: 'Vigente', cancelable: 'Cancelable sin aceptación', cancelacion: 'En proceso' }));

      const asked = await satStatusOf(ctx.database.db, admin.companyId, invoice.uuid!, satStatusClient(url));
      expect(asked).toMatchObject({ sandbox: false, state: 'Vigente', cancellable: 'Cancelable sin aceptación', cancellationStatus: 'En proceso', code: 'S - Comprobante obtenido satisfactoriamente.' });
      expect(fake.asked.at(-1)).toBe(expression);
    });

    it('says SAT could not be asked (502) when the service fails or does not answer', async () => {
      const invoice = await stampedInvoice('232.00', '200.00');
      await ctx.database.db.update(cfdiInvoices).set({ sandbox: false }).where(eq(cfdiInvoices.id, invoice.id));
      fake.status = 503;
      await expect(satStatusOf(ctx.database.db, admin.companyId, invoice.uuid!, satStatusClient(url))).rejects.toMatchObject({ statusCode: 502 });
      fake.status = 200;
      await expect(satStatusOf(ctx.database.db, admin.companyId, invoice.uuid!, satStatusClient('http://127.0.0.1:9/ConsultaCFDIService.svc', 2000))).rejects.toMatchObject({ statusCode: 502 });
      const unknown = await satStatusOf(ctx.database.db, admin.companyId, invoice.uuid!, satStatusClient(url));
      expect(unknown).toMatchObject({ state: 'No encontrado', code: 'N - 602: Comprobante no encontrado.' });
    });
  });
});
