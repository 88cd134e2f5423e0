// What the request log may contain: method, path and the NAMES of the query parameters (their values can be
// search terms, reset keys or personal data), never a body, an Authorization header or a password.
import type { FastifyServerOptions } from 'fastify';

/** Shell paths whose last segment is a secret: a self-invoicing code, a password-reset key. */
const SECRET_PATHS = /^\/(autofactura|reset-password)\/[^/?#]+/;

/**
 * `/api/x?search=ana&page=2` → `/api/x?search=[redacted]&page=[redacted]`; the secret of a self-invoicing page
 * (`/autofactura/<code>`) or of a password-reset page (`/reset-password/<key>`) is redacted too.
 */
export function redactUrl(fullUrl: string): string {
  const url = fullUrl.replace(SECRET_PATHS, '/$1/[redacted]');
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  id?: string;
}

export function loggerOptions(level: string): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    serializers: {
      req: (request: LoggedRequest) => ({ id: request.id, method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
    },
    redact: {
      paths: ['body', 'req.body', 'req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash', '*.token'],
      censor: '[redacted]',
    },
  };
}
