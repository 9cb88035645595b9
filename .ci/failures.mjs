// Prints what failed in a failed `npm test`, from its saved output: Jest's failing tests ("●" blocks,
// "✕" lines, "FAIL" files), Mocha's numbered failures and Nx's failed-task list, each with a few lines
// of context. .ci/run calls it at the very end, so a CI log that keeps only its tail still says what failed.
// Usage: node .ci/failures.mjs <npm-test.log>
import { readFileSync } from 'node:fs';

const MAX_LINES = 250;
const CONTEXT = 14;
const ansi = /\x1b\[[0-9;]*[A-Za-z]/g;

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node .ci/failures.mjs <npm-test.log>');
  process.exit(2);
}
const lines = readFileSync(file, 'utf8').replace(ansi, '').split('\n');

// A failing file or test, named once in the list printed first; its error follows it in the output.
const FAILED_FILE = /^\S+:\s+FAIL\s/; // a Jest test file (Nx prefixes each line with "project:")
const JEST_FAILURE = /^\S+:\s+●\s(?!Console)/; // a Jest failure block
const MOCHA_FAILURE = /^\S+:\s+\d+\)\s/; // a Mocha failure ("1) suite test")
const titlePatterns = [FAILED_FILE, JEST_FAILURE, MOCHA_FAILURE];
// Lines that start a part worth printing: the titles, Jest's verbose ✕ lines, Mocha's count, Nx's summary.
const starts = [...titlePatterns, /^\S+:\s+✕\s/, /^\S+:\s+\d+ failing/, /Failed tasks:/];
// Those followed by their error (the rest are printed alone).
const withContext = [JEST_FAILURE, MOCHA_FAILURE, /Failed tasks:/];

const titles = [...new Set(lines.filter((line) => titlePatterns.some((pattern) => pattern.test(line))))];
console.log(titles.length > 0 ? `${titles.slice(0, 60).join('\n')}\n` : '');

const out = [];
let until = -1;
for (let i = 0; i < lines.length && out.length < MAX_LINES; i++) {
  const line = lines[i] ?? '';
  if (starts.some((pattern) => pattern.test(line))) {
    if (i > until + 1 && out.length > 0) out.push('…');
    until = Math.max(until, i + (withContext.some((pattern) => pattern.test(line)) ? CONTEXT : 0));
  }
  if (i <= until) out.push(line);
}
if (out.length === 0) console.log('(no failing test found in the output: see the task output above)');
else console.log(out.join('\n'));
if (out.length >= MAX_LINES) console.log(`… (first ${MAX_LINES} lines; the whole output is in ${file})`);
