// PAC adapters: who certifies (stamps) and cancels CFDI before SAT.

export interface StampResult {
  uuid: string;
  /** The stamped document (with its TimbreFiscalDigital). */
  xml: string;
  stampedAt: string;
  /** True when the PAC answered that this document was already stamped and returned the earlier stamp. */
  recovered: boolean;
}

export interface CancelRequest {
  issuerRfc: string;
  uuid: string;
  motive: string;
  substituteUuid?: string;
  cerDer: Buffer;
  keyDer: Buffer;
  password: string;
}

export interface CancelResult {
  /** 'cancelada' once accepted; 'en_proceso' when the receiver has to accept it. */
  status: 'cancelada' | 'en_proceso';
  receipt: string;
}

export interface StatusResult {
  /** 'vigente', 'cancelada' or 'no_encontrado'. */
  state: 'vigente' | 'cancelada' | 'no_encontrado';
}

/**
 * A PAC failure. `retryable` marks timeouts, network errors and 5xx answers: the invoice stays
 * pending and the retry job tries again. Others are rejections of the document itself.
 */
export class PacError extends Error {
  override readonly name = 'PacError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code = '',
  ) {
    super(message);
  }
}

export interface PacAdapter {
  readonly name: 'sandbox' | 'sw';
  /** True when the stamps it returns have no fiscal validity (shown as "Sandbox"). */
  readonly sandbox: boolean;
  stamp(xml: string): Promise<StampResult>;
  cancel(request: CancelRequest): Promise<CancelResult>;
  status(uuid: string): Promise<StatusResult>;
}
