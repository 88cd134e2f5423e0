// Every error leaves the API as JSON {statusCode, message, error} (contracts ApiErrorBody).
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody, FieldError } from '@mikro/contracts';
import { RECORD_DAY_PATTERN, RECORD_YEAR_MESSAGE } from '@mikro/domain';

export const MESSAGES = {
  unauthorized: 'Sesión no válida o expirada',
  forbidden: 'No tiene permiso para realizar esta acción',
  notFound: 'Recurso no encontrado',
  invalidData: 'Los datos enviados no son válidos',
  internal: 'Ocurrió un error interno; intente de nuevo más tarde',
  required: 'Este campo es requerido',
  /** A selection (an id chosen from a list) that was left empty: sent as 0 or below. */
  requiredSelection: 'Este campo es requerido.',
  databaseUnavailable: 'La base de datos no está disponible en este momento; intente de nuevo en unos segundos',
  nulCharacter: 'El texto contiene un carácter nulo (\\0), que no está permitido',
} as const;

// PostgreSQL SQLSTATEs of a lost or refused connection: class 08 (connection exception) and the shutdown codes.
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_LOST_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
const CONNECTION_LOST_MESSAGE =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended unexpectedly|not queryable/i;

/** The error and its causes (drizzle wraps the driver's error in DrizzleQueryError.cause). */
function chainOf(error: unknown): { code?: unknown; message?: unknown; severity?: unknown; cause?: unknown }[] {
  const chain: { code?: unknown; message?: unknown; severity?: unknown; cause?: unknown }[] = [];
  let current = error as { code?: unknown; message?: unknown; severity?: unknown; cause?: unknown } | undefined;
  while (current && typeof current === 'object' && chain.length < 5) {
    chain.push(current);
    current = current.cause as typeof current;
  }
  return chain;
}

/**
 * Whether a failure means the database connection was lost or refused (the request may succeed later). A FATAL
 * error from PostgreSQL ends the session itself — it is how the server refuses a new connection (a database not
 * accepting connections, no slot left, authentication refused, the database gone): never the request's fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return chainOf(error).some((link) => {
    if (link.severity === 'FATAL' || link.severity === 'PANIC') return true;
    const code = typeof link.code === 'string' ? link.code : '';
    if (CONNECTION_LOST_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || CONNECTION_LOST_ERRNOS.has(code)) return true;
    return typeof link.message === 'string' && CONNECTION_LOST_MESSAGE.test(link.message);
  });
}

/**
 * What an error log may carry: type, code and message of each link of the chain — never the bound parameters
 * of a failed query (drizzle puts them in its message: a password hash, a client's data) nor PostgreSQL's
 * `detail` (which repeats the offending values).
 */
export function redactError(error: unknown): Record<string, unknown> {
  const links = chainOf(error).map((link) => {
    const record = link as { name?: unknown; code?: unknown; message?: unknown; query?: unknown; stack?: unknown };
    let message = typeof record.message === 'string' ? record.message : String(record.message ?? '');
    // "Failed query: <sql>\nparams: <values>" → keep the SQL text (placeholders only), drop the values.
    message = message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
    const stack = typeof record.stack === 'string' ? record.stack.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 12).join('\n') : undefined;
    return { type: typeof record.name === 'string' ? record.name : 'Error', code: typeof record.code === 'string' ? record.code : undefined, message, stack };
  });
  const [first, ...causes] = links;
  return { ...first, causes };
}

/** An expected failure with the status and Spanish message the client sees; `extra` is merged into the body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers of the failure (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, MESSAGES.unauthorized);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const badRequest = (message: string, fields?: FieldError[]) =>
  new HttpError(400, message, fields ? { fields } : {});

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A field holding the id of a chosen record ('roleId', 'lines.0.productId'). */
export function isSelectionField(field: string): boolean {
  return /(^|\.)(id|[A-Za-z0-9]+Id)$/.test(field);
}

/** An id below 1 means nothing was chosen: answer "required", not "out of range". */
export function isEmptySelection(keyword: string, params: Record<string, unknown>, field: string): boolean {
  const limit = Number(params.limit);
  return isSelectionField(field) && ((keyword === 'minimum' && (limit === 0 || limit === 1)) || (keyword === 'exclusiveMinimum' && limit === 0));
}

/**
 * The Spanish reason of one schema failure (Fastify's request schemas and the CRUD engine's body validator);
 * `value`, when known, is what was sent (a negative amount is told apart from text).
 */
export function reasonOf(error: Pick<AjvError, 'keyword' | 'params'>, field = '', value?: unknown): string {
  if (isEmptySelection(error.keyword, error.params, field)) return MESSAGES.requiredSelection;
  switch (error.keyword) {
    case 'required':
      return MESSAGES.required;
    case 'format':
      return FORMAT_MESSAGES[String(error.params.format)] ?? 'Formato no válido';
    case 'maxLength':
      return `Máximo ${String(error.params.limit)} caracteres`;
    case 'minLength':
      return Number(error.params.limit) <= 1 ? MESSAGES.required : `Debe tener al menos ${String(error.params.limit)} caracteres`;
    case 'exclusiveMinimum':
      return Number(error.params.limit) === 0 ? 'Debe ser mayor que cero' : `Debe ser mayor que ${String(error.params.limit)}`;
    case 'minimum':
      return Number(error.params.limit) === 0 ? 'No puede ser negativo' : `Debe ser al menos ${String(error.params.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Debe ser como máximo ${String(error.params.limit)}`;
    case 'type':
      return 'Tipo de dato no válido';
    case 'pattern':
      return patternReason(error.params.pattern, value);
    case 'minItems':
      return Number(error.params.limit) === 1 ? 'Debe tener al menos un elemento' : `Debe tener al menos ${String(error.params.limit)} elementos`;
    case 'maxItems':
      return `Admite como máximo ${String(error.params.limit)} elementos`;
    case 'additionalProperties':
    // TypeBox's compiler reports a property its object does not allow against the `false` schema.
    case 'boolean':
      return 'Campo no permitido';
    default:
      return 'Valor no permitido';
  }
}

function fieldOf(error: AjvError, context: string | undefined): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const child =
    (error.params.missingProperty as string | undefined) ?? (error.params.additionalProperty as string | undefined);
  const field = [path, child].filter(Boolean).join('.');
  return field || context || 'body';
}

/** What a refused value of a declared format should look like, named so the person can correct it. */
export const FORMAT_MESSAGES: Partial<Record<string, string>> = {
  email: 'Introduce un correo electrónico valido.',
  date: 'Fecha no válida: use el formato AAAA-MM-DD (por ejemplo 2026-01-31)',
  'date-time': 'Fecha y hora no válidas: use el formato ISO 8601 (por ejemplo 2026-01-31T09:30:00-06:00)',
  time: 'Hora no válida: use el formato HH:MM',
  'iso-date-time': 'Fecha y hora no válidas: use el formato AAAA-MM-DDTHH:MM:SS (por ejemplo 2026-01-31T09:30:00)',
};

/** A signed decimal as text ("-5", "-5.00", " -0.5"): what a pattern without a sign refuses for its sign alone. */
const NEGATIVE_NUMBER = /^\s*-\s*\d+(\.\d+)?\s*$/;

/**
 * A failed pattern in words: a decimal number (amounts, quantities: `^-?\d{1,N}…`), a code of N digits, else the
 * format. A number pattern without a sign (an amount or quantity that cannot be negative) says so: a negative
 * number sent is told it cannot be negative, and any other text is told the number must not be below zero.
 */
function patternReason(pattern: unknown, value?: unknown): string {
  if (typeof pattern !== 'string') return 'Formato no válido';
  if (pattern === RECORD_DAY_PATTERN) return RECORD_YEAR_MESSAGE;
  if (/^\^-\??\\d\{1,\d+\}/.test(pattern)) return 'Debe ser un número (sin letras ni separadores de miles)';
  if (/^\^\\d\{1,\d+\}/.test(pattern)) {
    const negative = (typeof value === 'string' && NEGATIVE_NUMBER.test(value)) || (typeof value === 'number' && value < 0);
    return negative ? 'No puede ser negativo' : 'Debe ser un número mayor o igual a cero (sin letras ni separadores de miles)';
  }
  const digits = /^\^\\d\{(\d+)\}\$$/.exec(pattern);
  return digits ? `Debe tener ${digits[1]} dígitos` : 'Formato no válido';
}

/** The value at a JSON pointer of the validated data ('/payments/0/amount'), or undefined. */
export function valueAt(data: unknown, pointer: string): unknown {
  let current = data;
  for (const raw of pointer.split('/').slice(1)) {
    if (current === null || typeof current !== 'object') return undefined;
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

// A value that may be text or number (a union) fails every branch. A number out of range says most
// (-1 is a number, just not an allowed one), then a text format; "wrong type" and "matches no branch"
// only speak when nothing else does.
const RANGE_KEYWORDS = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);
const VAGUE_KEYWORDS = new Set(['type', 'anyOf', 'oneOf']);
const specificity = (keyword: string) => (RANGE_KEYWORDS.has(keyword) ? 2 : VAGUE_KEYWORDS.has(keyword) ? 0 : 1);

/** Field errors of a failed schema; `data` is what was validated (the body, the query…), to read refused values. */
export function toFieldErrors(errors: AjvError[], context?: string, data?: unknown): FieldError[] {
  const byField = new Map<string, AjvError>();
  for (const error of errors) {
    const field = fieldOf(error, context);
    const chosen = byField.get(field);
    if (!chosen || specificity(error.keyword) > specificity(chosen.keyword)) byField.set(field, error);
  }
  return [...byField].map(([field, error]) => ({ field, message: reasonOf(error, field, valueAt(data, error.instancePath)) }));
}

/** The part of the request a schema failure is about (Fastify's validation context), to read what was sent. */
function validatedData(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

function body(statusCode: number, message: string, extra: Record<string, unknown> = {}): ApiErrorBody {
  return { ...extra, statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      // Every 503 is a moment's unavailability (the database, every worker thread busy): say when to try again.
      if (error.statusCode === 503) reply.header('retry-after', '5');
      reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.statusCode, error.message, error.extra));
    }
    if (error.validation) {
      const fields = toFieldErrors(error.validation as AjvError[], error.validationContext, validatedData(request, error.validationContext));
      return reply.status(400).send(body(400, MESSAGES.invalidData, { fields }));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: redactError(error) }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(body(503, MESSAGES.databaseUnavailable));
    }
    // Class 22 (data exception: an id past int4, a total past numeric(14,2), a malformed number) is the
    // client's input, whatever route let it reach the database.
    if (chainOf(error).some((link) => typeof link.code === 'string' && /^22[0-9A-Z]{3}$/.test(link.code))) {
      return reply.status(400).send(body(400, MESSAGES.invalidData));
    }
    const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: redactError(error) }, 'unhandled error');
      return reply.status(500).send(body(500, MESSAGES.internal));
    }
    // Fastify's own client errors (malformed JSON, body too large, rate limit…): keep the status.
    const message = statusCode === 429 ? error.message : statusCode === 404 ? MESSAGES.notFound : MESSAGES.invalidData;
    return reply.status(statusCode).send(body(statusCode, message));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(body(404, MESSAGES.notFound)));
});
