// The adapter for SAT's public CFDI status service (ConsultaCFDIService, SOAP 1.1 operation Consulta): it asks with
// the document's printed expression (id, re, rr, tt, fe — Anexo 20's QR text, built by @nodecfdi/cfdi-expresiones)
// and reads CodigoEstatus, Estado, EsCancelable and EstatusCancelacion from the answer.
import { Comprobante40 } from '@nodecfdi/cfdi-expresiones';
import { DOMParser } from '@nodecfdi/cfdi-core';
import { SAT_FOUND_CODE, SAT_NOT_FOUND_CODE } from '@mikro/domain';
import type { SatCfdiStatus } from '@mikro/contracts';

const SAT_STATUS_URL = 'https://consultaqr.facturaelectronica.sat.gob.mx/ConsultaCFDIService.svc';
export const CONSULTA_ACTION = 'http://tempuri.org/IConsultaCFDIService/Consulta';

/** SAT's answer, as its fields say it. */
export type SatAnswer = Omit<SatCfdiStatus, 'uuid' | 'sandbox' | 'checkedAt'>;

export class SatStatusUnavailable extends Error {}

/** The printed expression of a stamped CFDI 4.0 (what its QR code holds). */
export function expressionOf(stampedXml: string): string {
  const document = new DOMParser().parseFromString(stampedXml, 'text/xml');
  return new Comprobante40().extract(document as unknown as Parameters<Comprobante40['extract']>[0]);
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function consultaEnvelope(expression: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tem="http://tempuri.org/">' +
    `<soap:Header/><soap:Body><tem:Consulta><tem:expresionImpresa>${escapeXml(expression)}</tem:expresionImpresa></tem:Consulta></soap:Body>` +
    '</soap:Envelope>'
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? whole),
  );

/** One field of ConsultaResult, whatever prefix the answer gives it; '' when empty or absent. */
function field(xml: string, name: string): string {
  const match = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?(?:/>|>([^<]*)</(?:[\\w.-]+:)?${name}>)`).exec(xml);
  return match ? unescapeXml(match[1] ?? '').trim() : '';
}

/** Reads SAT's answer to Consulta; throws SatStatusUnavailable when it is not one (a fault, an HTML page). */
export function readConsultaAnswer(xml: string): SatAnswer {
  if (!/ConsultaResult/.test(xml)) throw new SatStatusUnavailable('El servicio del SAT no dio una respuesta de consulta.');
  const code = field(xml, 'CodigoEstatus');
  const estado = field(xml, 'Estado');
  const state: SatAnswer['state'] = estado === 'Vigente' || estado === 'Cancelado' ? estado : 'No encontrado';
  return { code: code || (state === 'No encontrado' ? SAT_NOT_FOUND_CODE : SAT_FOUND_CODE), state, cancellable: field(xml, 'EsCancelable'), cancellationStatus: field(xml, 'EstatusCancelacion') };
}

export interface SatStatusClient {
  consulta(expression: string): Promise<SatAnswer>;
}

/** The real adapter: POSTs Consulta to `url` (SAT's service unless told otherwise), waiting at most `timeoutMs`. */
export function satStatusClient(url = SAT_STATUS_URL, timeoutMs = 15_000): SatStatusClient {
  return {
    async consulta(expression) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${CONSULTA_ACTION}"`, accept: 'text/xml' },
          body: consultaEnvelope(expression),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw new SatStatusUnavailable('El servicio de consulta del SAT no respondió.');
      }
      const text = await response.text();
      if (!response.ok) throw new SatStatusUnavailable(`El servicio de consulta del SAT respondió con el error ${response.status}.`);
      return readConsultaAnswer(text);
    },
  };
}
