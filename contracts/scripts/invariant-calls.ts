import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Prints how often each invariant handler function was called and went through over a whole invariant campaign, from
 * the lines test/invariant/Invariants.t.sol's afterInvariant appends after every run, then removes the log.
 * `--reset` only removes it (run before the tests, so that a campaign's summary holds only its own runs).
 */
const log = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../cache/invariant-calls.log');

if (process.argv.includes('--reset')) {
  await rm(log, { force: true });
} else {
  const text = await readFile(log, 'utf8').catch(() => '');
  // Parallel invariant tests append concurrently, so two runs can share a line (one glued to the end of another): split before every "run N/M ".
  const lines = text
    .split(/\n|(?=run \d+\/\d+ )/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('run '));
  const totals = new Map<string, { through: number; called: number }>();
  for (const line of lines) {
    for (const entry of line.split(' ').slice(2)) {
      const [name, counts] = entry.split('=');
      const [through, called] = counts.split('/').map(Number);
      const total = totals.get(name) ?? { through: 0, called: 0 };
      totals.set(name, { through: total.through + through, called: total.called + called });
    }
  }
  if (lines.length === 0) {
    console.log('No invariant runs logged (cache/invariant-calls.log is empty).');
  } else {
    console.log(`Invariant handler calls over ${lines.length} runs (went through / called):`);
    console.table(
      [...totals.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, { through, called }]) => ({ function: name, 'went through': through, called })),
    );
  }
  await rm(log, { force: true });
}
