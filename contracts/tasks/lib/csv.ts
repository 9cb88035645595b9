import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { OwnerTaskError } from './errors.js';

export interface CsvRow {
  /** 1-based line number in the file, for error messages. */
  line: number;
  values: Record<string, string>;
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

function splitLine(line: string): string[] {
  return line.split(',').map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

/**
 * Parses a comma-separated file with a header line. Blank lines and lines starting with `#` are
 * skipped; header names are matched case-insensitively (stored lower-case). Cells hold no commas
 * (addresses and decimal amounts never need them).
 */
export function parseCsv(text: string, source = 'CSV'): CsvTable {
  const lines = text.split(/\r?\n/);
  let header: string[] | undefined;
  const rows: CsvRow[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const cells = splitLine(line);
    if (!header) {
      header = cells.map((cell) => cell.toLowerCase());
      const duplicate = header.find((name, i) => header?.indexOf(name) !== i);
      if (duplicate) throw new OwnerTaskError(`${source}: column "${duplicate}" appears twice in the header`);
      return;
    }
    if (cells.length > header.length) {
      throw new OwnerTaskError(
        `${source} line ${index + 1}: ${cells.length} cells but the header has ${header.length}`,
      );
    }
    const values: Record<string, string> = {};
    header.forEach((name, i) => (values[name] = cells[i] ?? ''));
    rows.push({ line: index + 1, values });
  });
  if (!header) throw new OwnerTaskError(`${source} is empty: a header line is required`);
  if (rows.length === 0) throw new OwnerTaskError(`${source} has a header but no rows`);
  return { header, rows };
}

/** A CSV file read line by line: the header now, the rows as they are consumed (memory stays flat). */
export interface CsvStream {
  header: string[];
  rows: AsyncGenerator<CsvRow>;
}

function headerOf(cells: string[], source: string): string[] {
  const header = cells.map((cell) => cell.toLowerCase());
  const duplicate = header.find((name, i) => header.indexOf(name) !== i);
  if (duplicate) throw new OwnerTaskError(`${source}: column "${duplicate}" appears twice in the header`);
  return header;
}

/**
 * Opens a CSV file as a stream (same rules as {@link parseCsv}): reads up to the header line and returns it with
 * a generator of the rows, which fails at the end when the file has no row.
 */
export async function streamCsv(file: string): Promise<CsvStream> {
  const input = createReadStream(file, { encoding: 'utf8' });
  const opened = new Promise<void>((resolve, reject) => {
    input.once('open', () => resolve());
    input.once('error', (error) => reject(new OwnerTaskError(`cannot read ${file}: ${error.message}`)));
  });
  await opened;
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  let lineNumber = 0;
  let header: string[] | undefined;
  while (!header) {
    const next = await lines.next();
    if (next.done) throw new OwnerTaskError(`${file} is empty: a header line is required`);
    lineNumber++;
    const line = next.value.trim();
    if (line === '' || line.startsWith('#')) continue;
    header = headerOf(splitLine(line), file);
  }
  const columns = header;
  async function* rows(): AsyncGenerator<CsvRow> {
    let count = 0;
    try {
      for (let next = await lines.next(); !next.done; next = await lines.next()) {
        lineNumber++;
        const line = next.value.trim();
        if (line === '' || line.startsWith('#')) continue;
        const cells = splitLine(line);
        if (cells.length > columns.length) {
          throw new OwnerTaskError(
            `${file} line ${lineNumber}: ${cells.length} cells but the header has ${columns.length}`,
          );
        }
        const values: Record<string, string> = {};
        columns.forEach((name, i) => (values[name] = cells[i] ?? ''));
        count++;
        yield { line: lineNumber, values };
      }
    } finally {
      input.destroy();
    }
    if (count === 0) throw new OwnerTaskError(`${file} has a header but no rows`);
  }
  return { header: columns, rows: rows() };
}

/** SHA-256 of a file, read as a stream. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function readCsv(file: string): Promise<CsvTable> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new OwnerTaskError(`cannot read ${file}: ${(error as Error).message}`);
  }
  return parseCsv(text, file);
}

/** Splits `items` into consecutive batches of at most `size`. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new OwnerTaskError(`batch size must be a positive integer, got ${size}`);
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}
