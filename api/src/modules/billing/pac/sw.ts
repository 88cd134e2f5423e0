// SW Sapien REST adapter: POST /security/authenticate (user, password headers) → token;
// POST /cfdi33/stamp/v4 (multipart "xml") → data{cfdi, uuid, fechaTimbrado, …}; a document stamped
// before answers code 307 with the earlier stamp, which is recovered; POST /cfdi33/cancel/csd (JSON)
// → data{acuse, uuid{<uuid>: status}}; GET /cfdi/<uuid> to read a stamped document.
import { PacError, type CancelRequest, type CancelResult, type PacAdapter, type StampResult, type StatusResult } from './pac';
import { parseCfdi, readTfd } from '../cfdi/tfd';

export interface SwOptions {
  url: string;
  user: string;
  password: string;
  timeoutMs?: number;
  /** How requests go out: the registry passes pacFetch (endpoints.ts), which refuses internal addresses. */
  fetch?: (input: URL, init: RequestInit) => Promise<Response>;
}

/**
 * What a user may read of a PAC's rejection: its code (SAT's CFDI40147, SW's AU2000, 307…), never the reply's
 * text — the text is whatever the server at the other end wrote, and is kept for the log only.
 */
function rejectionCode(message: string | undefined): string {
  return /^\s*([A-Z]{2,8}\d{3,6}|\d{3})\b/.exec(message ?? '')?.[1] ?? '';
}

interface SwBody {
  status?: string;
  message?: string;
  messageDetail?: string;
  data?: Record<string, unknown> | null;
}

export class SwPac implements PacAdapter {
  readonly name = 'sw' as const;
  readonly sandbox = false;
  private token: string | null = null;

  constructor(private readonly options: SwOptions) {}

  private async call(path: string, init: RequestInit): Promise<{ status: number; body: SwBody }> {
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(new URL(path, this.options.url.endsWith('/') ? this.options.url : `${this.options.url}/`), {
        ...init,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      // Refused before connecting: the address is not a PAC's (or resolves inside the server's network). The
      // document stays pending until the setting is corrected.
      if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EPACADDRESS') {
        throw new PacError('La dirección del PAC no está permitida: use la URL publicada por el proveedor.', true, 'address');
      }
      // Read by name, not `instanceof Error`: the abort is a DOMException, which may come from another realm.
      const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
      const timeout = name === 'TimeoutError' || name === 'AbortError';
      throw new PacError(timeout ? 'El PAC no respondió a tiempo.' : 'No se pudo conectar con el PAC.', true);
    }
    if (response.status >= 500) throw new PacError(`El PAC respondió con error ${response.status}.`, true);
    let body: SwBody;
    try {
      body = (await response.json()) as SwBody;
    } catch {
      throw new PacError('El PAC respondió algo que no es JSON.', true);
    }
    return { status: response.status, body };
  }

  private async authenticate(): Promise<string> {
    if (this.token) return this.token;
    const { body } = await this.call('security/authenticate', { method: 'POST', headers: { user: this.options.user, password: this.options.password } });
    const token = body.status === 'success' ? body.data?.token : undefined;
    if (typeof token !== 'string') {
      const code = rejectionCode(body.message);
      throw new PacError(`El PAC rechazó el usuario o la contraseña${code ? ` (código ${code})` : ''}.`, false, 'auth');
    }
    this.token = token;
    return token;
  }

  private async authorized(path: string, init: RequestInit): Promise<SwBody> {
    const token = await this.authenticate();
    const first = await this.call(path, { ...init, headers: { ...(init.headers as Record<string, string>), Authorization: `bearer ${token}` } });
    if (first.status !== 401) return first.body;
    this.token = null;
    const again = await this.authenticate();
    return (await this.call(path, { ...init, headers: { ...(init.headers as Record<string, string>), Authorization: `bearer ${again}` } })).body;
  }

  async stamp(xml: string): Promise<StampResult> {
    const form = new FormData();
    form.append('xml', new Blob([xml], { type: 'text/xml' }), 'cfdi.xml');
    const body = await this.authorized('cfdi33/stamp/v4', { method: 'POST', body: form });
    const data = body.data ?? null;
    const code = (body.message ?? '').match(/^(\d{3})/)?.[1] ?? '';
    const alreadyStamped = code === '307' || /timbre previo/i.test(body.message ?? '');
    if ((body.status === 'success' || alreadyStamped) && data && typeof data.cfdi === 'string') {
      const tfd = readTfd(parseCfdi(data.cfdi));
      const uuid = typeof data.uuid === 'string' ? data.uuid : tfd?.uuid;
      if (!uuid) throw new PacError('El PAC no devolvió el folio fiscal.', true);
      return { uuid: uuid.toUpperCase(), xml: data.cfdi, stampedAt: String(data.fechaTimbrado ?? tfd?.stampedAt ?? ''), recovered: alreadyStamped };
    }
    if (alreadyStamped) throw new PacError('El PAC indica que el CFDI ya fue timbrado pero no devolvió el timbre.', true, '307');
    const rejected = rejectionCode(body.message);
    throw new PacError(`El PAC rechazó el CFDI${rejected ? ` (código ${rejected})` : ''}.`, false, code);
  }

  async cancel(request: CancelRequest): Promise<CancelResult> {
    const body = await this.authorized('cfdi33/cancel/csd', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        rfc: request.issuerRfc,
        uuid: request.uuid,
        motivo: request.motive,
        folioSustitucion: request.substituteUuid ?? '',
        b64Cer: request.cerDer.toString('base64'),
        b64Key: request.keyDer.toString('base64'),
        password: request.password,
      }),
    });
    if (body.status !== 'success' || !body.data) {
      const rejected = rejectionCode(body.message);
      throw new PacError(`El PAC rechazó la cancelación${rejected ? ` (código ${rejected})` : ''}.`, false, rejected);
    }
    const states = (body.data.uuid ?? {}) as Record<string, string>;
    const state = states[request.uuid] ?? states[request.uuid.toLowerCase()] ?? states[request.uuid.toUpperCase()] ?? '';
    return { status: state === '201' || state === '202' ? 'cancelada' : 'en_proceso', receipt: String(body.data.acuse ?? '') };
  }

  async status(uuid: string): Promise<StatusResult> {
    const body = await this.authorized(`cfdi/${encodeURIComponent(uuid)}`, { method: 'GET' });
    if (body.status !== 'success' || !body.data) return { state: 'no_encontrado' };
    return { state: String(body.data.status ?? '').toLowerCase().includes('cancel') ? 'cancelada' : 'vigente' };
  }
}
