import { readFile } from 'node:fs/promises';
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
