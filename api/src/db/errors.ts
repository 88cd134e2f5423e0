// What a PostgreSQL error says about its cause (same on PGlite and node-postgres; drizzle wraps the driver's
// error in `cause`, so both look a few levels down).

/** The SQLSTATE of a database error. */
export function pgCode(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** The constraint a unique/check violation names, when the driver reports it. */
export function pgConstraint(error: unknown): string | undefined {
  let current = error as { constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.constraint === 'string') return current.constraint;
    current = current.cause as typeof current;
  }
  return undefined;
}
