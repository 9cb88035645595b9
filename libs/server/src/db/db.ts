/** The one database interface the repositories see; PGlite and node-postgres implement it. */

export type SqlParam = string | number | boolean | null | Date | bigint | readonly (string | null)[];

export interface Queryable {
  /** Runs one parameterised statement and returns its rows as plain objects. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Streams CSV text (no header) into `table (columns)` with COPY … FROM STDIN (PostgreSQL) or
   * COPY … FROM '/dev/blob' (PGlite), inside `tx` when given. Returns the rows copied.
   */
  copyCsv(table: string, columns: readonly string[], chunks: AsyncIterable<string>, tx?: Queryable): Promise<number>;
  close(): Promise<void>;
}

/** Unique-violation SQLSTATE. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Guards identifiers that are interpolated into COPY statements (never user input). */
export function assertIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a safe SQL identifier: ${name}`);
  return name;
}
