import { isAxiosError } from 'axios';
import type { FieldError } from '@mikro/contracts';

export const CONNECTION_ERROR_MESSAGE = 'No se pudo conectar con el servidor';
const DEFAULT_STATUS_CODE = 500;

/** The one error shape every call rejects with: message, status (500 without a response), body and field errors. */
export class ApiError extends Error {
  /** HTTP status; 500 when there was no response (the server could not be reached). */
  readonly statusCode: number;
  /** The server's response body, as received (undefined when there was no response). */
  readonly body: unknown;
  /** Field-level validation failures, when the server reported them. */
  readonly fields?: FieldError[];

  constructor(init: { message: string; statusCode: number; body?: unknown; fields?: FieldError[]; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.body = init.body;
    if (init.fields) this.fields = init.fields;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() === '' ? null : body;
  if (!isRecord(body)) return null;
  // NestJS-style validators send message as a list; the legacy password endpoint sends `msg`.
  for (const key of ['message', 'msg'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (Array.isArray(value) && value.length > 0) return value.map(String).join('. ');
  }
  return null;
}

function dump(body: unknown): string {
  if (body === undefined) return 'Error';
  try {
    return JSON.stringify(body) ?? String(body);
  } catch {
    return String(body);
  }
}

function fieldsOf(body: unknown): FieldError[] | undefined {
  if (!isRecord(body) || !Array.isArray(body.fields)) return undefined;
  return body.fields.filter(
    (f): f is FieldError => isRecord(f) && typeof f.field === 'string' && typeof f.message === 'string',
  );
}

function statusOf(body: unknown, responseStatus: number | undefined): number {
  if (isRecord(body) && typeof body.statusCode === 'number' && body.statusCode > 0) return body.statusCode;
  if (typeof responseStatus === 'number' && responseStatus > 0) return responseStatus;
  return DEFAULT_STATUS_CODE;
}

/** Builds an ApiError from whatever was thrown: an axios error, a response body, an Error or a string. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;

  if (isAxiosError(error)) {
    if (!error.response) {
      return new ApiError({ message: CONNECTION_ERROR_MESSAGE, statusCode: DEFAULT_STATUS_CODE, cause: error });
    }
    const body: unknown = error.response.data;
    return new ApiError({
      message: messageOf(body) ?? dump(body),
      statusCode: statusOf(body, error.response.status),
      body,
      fields: fieldsOf(body),
      cause: error,
    });
  }

  if (error instanceof Error) {
    return new ApiError({ message: error.message, statusCode: DEFAULT_STATUS_CODE, cause: error });
  }

  return new ApiError({
    message: messageOf(error) ?? dump(error),
    statusCode: statusOf(error, undefined),
    body: error,
    fields: fieldsOf(error),
  });
}
