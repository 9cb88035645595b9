import { type CsvRow, streamCsv } from '../csv.js';
import { type JobRow } from './job-types.js';

export interface Window<Row> {
  rows: Row[];
  /** Per row: the chain already has it. */
  done: boolean[];
}

/** Reads the input in windows of `size` rows and classifies each window against the chain. */
export async function* windows<Row extends JobRow>(
  input: string,
  parse: (header: string[], source: string) => (row: CsvRow) => Row,
  classify: (rows: Row[]) => Promise<boolean[]>,
  size: number,
): AsyncGenerator<Window<Row>> {
  const csv = await streamCsv(input);
  const parseRow = parse(csv.header, input);
  let rows: Row[] = [];
  for await (const raw of csv.rows) {
    rows.push(parseRow(raw));
    if (rows.length >= size) {
      yield { rows, done: await classify(rows) };
      rows = [];
    }
  }
  if (rows.length > 0) yield { rows, done: await classify(rows) };
}
