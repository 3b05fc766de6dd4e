/** Drizzle wraps driver errors; PostgreSQL and PGlite both carry the SQLSTATE in `code`. */
function sqlErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const withCode = error as { code?: unknown; cause?: unknown };
  if (typeof withCode.code === 'string') return error as { code: string; constraint?: string };
  return sqlErrorOf(withCode.cause);
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const sqlError = sqlErrorOf(error);
  if (sqlError?.code !== '23505') return false;
  return sqlError.constraint === undefined || sqlError.constraint === constraint;
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** The database cannot be reached (down, restarting, network cut): answer 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
        message,
      )
    ) {
      return true;
    }
  }
  return false;
}

/**
 * What of a failure may be logged. Drizzle's own message repeats the query's parameters (names, e-mails,
 * phone numbers), so only the driver's message and code are kept, never the parameters or the stack.
 */
export function loggableError(error: unknown): { type: string; code?: string; message: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' };
  const cause = (error as { cause?: unknown }).cause;
  const isQueryFailure = 'params' in error || error.message.startsWith('Failed query');
  if (isQueryFailure) {
    const driver = cause instanceof Error ? cause : undefined;
    return {
      type: 'QueryError',
      code: (driver as { code?: string } | undefined)?.code,
      message: driver?.message ?? 'database query failed',
    };
  }
  return { type: error.name, code: (error as { code?: string }).code, message: error.message };
}

/**
 * An error on one line for an operator: the deepest cause's message (drizzle's own quotes the whole
 * statement), or its code when it has no message (a refused connection to every address of a host).
 */
export function oneLineMessage(error: unknown): string {
  let deepest = error;
  while (deepest instanceof Error && deepest.cause instanceof Error) deepest = deepest.cause;
  if (deepest instanceof AggregateError && deepest.errors[0] instanceof Error) deepest = deepest.errors[0];
  const code = (deepest as { code?: unknown } | undefined)?.code;
  const message = deepest instanceof Error ? deepest.message : String(deepest);
  return (message || (typeof code === 'string' ? code : 'unknown error')).replace(/\s+/g, ' ').trim();
}
