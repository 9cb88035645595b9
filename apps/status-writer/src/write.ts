import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StatusDocument } from '@gm-claim/shared/status/document';

/**
 * Writes the document atomically: a temporary file beside it, renamed over it, so nginx never serves half a
 * document. Readable by all (0644): nginx's workers run as another user.
 */
export function writeStatusFile(file: string, document: StatusDocument): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(document)}\n`, { mode: 0o644 });
  renameSync(temporary, file);
}
