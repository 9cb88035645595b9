/**
 * Splits a stream of text chunks into lines (LF or CRLF) without buffering the whole input.
 * Yields [lineNumber (1-based), text].
 */
export async function* csvLines(chunks: AsyncIterable<string | Buffer>): AsyncGenerator<[number, string]> {
  let rest = '';
  let lineNumber = 0;
  for await (const chunk of chunks) {
    const text = rest + (typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
    let start = 0;
    for (let end = text.indexOf('\n', start); end !== -1; end = text.indexOf('\n', start)) {
      lineNumber++;
      const line = text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
      yield [lineNumber, line];
      start = end + 1;
    }
    rest = text.slice(start);
  }
  if (rest.length > 0) {
    lineNumber++;
    yield [lineNumber, rest.endsWith('\r') ? rest.slice(0, -1) : rest];
  }
}

/** Splits one simple CSV line (no embedded commas) into trimmed fields, dropping surrounding quotes. */
export function splitFields(line: string): string[] {
  return line.split(',').map((field) => {
    const trimmed = field.trim();
    return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1).trim() : trimmed;
  });
}

export interface RowError {
  line: number;
  message: string;
}

/** Thrown when an import finds bad rows: nothing was written. */
export class ImportValidationError extends Error {
  override readonly name = 'ImportValidationError';

  constructor(
    readonly errors: RowError[],
    readonly totalErrors: number,
  ) {
    super(`${totalErrors} bad row(s); nothing was imported`);
  }
}

/** Reports at most this many errors in detail (the count is always exact). */
export const MAX_REPORTED_ERRORS = 100;

export class ErrorCollector {
  readonly errors: RowError[] = [];
  count = 0;

  add(line: number, message: string): void {
    this.count++;
    if (this.errors.length < MAX_REPORTED_ERRORS) this.errors.push({ line, message });
  }
}

/** Renders an import error for the operator: one line per bad row. */
export function formatImportErrors(error: ImportValidationError): string {
  const lines = error.errors.map((row) => `  line ${row.line}: ${row.message}`);
  if (error.totalErrors > error.errors.length) lines.push(`  … and ${error.totalErrors - error.errors.length} more`);
  return `${error.message}\n${lines.join('\n')}`;
}
