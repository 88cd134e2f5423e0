// In-process PAC for demos and tests: checks the seal like a PAC does and adds a TFD 1.1 signed with a
// test certificate, with the legend that the stamp has no fiscal validity. The UUID is derived from the
// document's seal, so the same document always gets the same stamp (stamping twice is impossible).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cfdiDate, INSTITUTION_TIME_ZONE } from '@mikro/domain';
import { verifyComprobanteSeal, createSigner, type Signer } from '../cfdi/seal';
import { addTfd, parseCfdi, readTfd, serializeCfdi } from '../cfdi/tfd';
import { PacError, type CancelRequest, type CancelResult, type PacAdapter, type StampResult, type StatusResult } from './pac';

export const SANDBOX_LEGEND = 'Timbre de prueba sin validez fiscal';
export const SANDBOX_PAC_RFC = 'SAT970701NN3';
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/csd/${name}`, import.meta.url));
let pacSigner: Signer | null = null;
function signer(): Signer {
  pacSigner ??= createSigner(readFileSync(fixture('pac.cer')), readFileSync(fixture('pac.key')), '12345678a');
  return pacSigner;
}

function uuidFromSeal(seal: string): string {
  const hex = createHash('sha256').update(seal).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}

export class SandboxPac implements PacAdapter {
  readonly name = 'sandbox' as const;
  readonly sandbox = true;
  private readonly cancelled = new Set<string>();
  private readonly stamped = new Set<string>();

  async stamp(xml: string): Promise<StampResult> {
    let comprobante;
    try {
      comprobante = parseCfdi(xml);
    } catch {
      throw new PacError('El XML no está bien formado.', false, '301');
    }
    if (comprobante.name() !== 'cfdi:Comprobante' || comprobante.getAttribute('Version') !== '4.0') {
      throw new PacError('El documento no es un CFDI 4.0.', false, '301');
    }
    const previous = readTfd(comprobante);
    if (previous) return { uuid: previous.uuid, xml, stampedAt: previous.stampedAt, recovered: true };
    if (!verifyComprobanteSeal(comprobante)) throw new PacError('El sello del emisor no es válido.', false, '302');
    const uuid = uuidFromSeal(comprobante.getAttribute('Sello'));
    const stampedAt = cfdiDate(new Date(), INSTITUTION_TIME_ZONE);
    addTfd(comprobante, { uuid, stampedAt, pacRfc: SANDBOX_PAC_RFC, legend: SANDBOX_LEGEND, signer: signer() });
    const recovered = this.stamped.has(uuid);
    this.stamped.add(uuid);
    return { uuid, xml: serializeCfdi(comprobante), stampedAt, recovered };
  }

  async cancel(request: CancelRequest): Promise<CancelResult> {
    const uuid = request.uuid.toUpperCase();
    this.cancelled.add(uuid);
    // Shaped like SAT's cancellation acknowledgement (EstatusUUID 201: accepted), with the sandbox legend.
    const escape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const receipt =
      `<?xml version="1.0" encoding="utf-8"?><Acuse xmlns="http://cancelacfd.sat.gob.mx" Fecha="${cfdiDate(new Date(), INSTITUTION_TIME_ZONE)}" RfcEmisor="${escape(request.issuerRfc)}">` +
      `<Folios><UUID>${escape(uuid)}</UUID><EstatusUUID>201</EstatusUUID><Motivo>${escape(request.motive)}</Motivo></Folios><Leyenda>${SANDBOX_LEGEND}</Leyenda></Acuse>`;
    return { status: 'cancelada', receipt };
  }

  async status(uuid: string): Promise<StatusResult> {
    const key = uuid.toUpperCase();
    if (this.cancelled.has(key)) return { state: 'cancelada' };
    return { state: this.stamped.has(key) ? 'vigente' : 'no_encontrado' };
  }
}
