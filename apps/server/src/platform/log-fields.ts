/**
 * An error as a log field: its code and message only. pg errors can reference the client object, which
 * carries the connection's secret key; a whole-object dump must never reach the logs.
 */
export function errorFields(err: unknown): { code?: string; message: string } | undefined {
  if (err === undefined) return undefined;
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return typeof code === 'string' ? { code, message: err.message } : { message: err.message };
  }
  return { message: typeof err === 'string' ? err : JSON.stringify(err) };
}
