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

const starts = [
  /^\S+:\s+FAIL\s/, // a Jest test file that failed (Nx prefixes each line with "project:")
  /^\S+:\s+●\s(?!Console)/, // a Jest failure block
  /^\S+:\s+✕\s/, // a failing Jest test in the verbose list
  /^\S+:\s+\d+\)\s/, // a Mocha failure ("1) suite test")
  /^\S+:\s+\d+ failing/, // Mocha's count
  /Failed tasks:/, // Nx's summary
];

// First the list: each failing file and test once.
const titles = [
  ...new Set(
    lines.filter(
      (line) =>
        starts.slice(0, 2).some((pattern) => pattern.test(line)) || (/\d+\)\s/.test(line) && starts[3].test(line)),
    ),
  ),
];
console.log(titles.length > 0 ? `${titles.slice(0, 60).join('\n')}\n` : '');

const out = [];
let until = -1;
for (let i = 0; i < lines.length && out.length < MAX_LINES; i++) {
  const line = lines[i] ?? '';
  if (starts.some((pattern) => pattern.test(line))) {
    if (i > until + 1 && out.length > 0) out.push('…');
    until = Math.max(until, i + (/●|\d+\)\s|Failed tasks/.test(line) ? CONTEXT : 0));
  }
  if (i <= until) out.push(line);
}
if (out.length === 0) console.log('(no failing test found in the output: see the task output above)');
else console.log(out.join('\n'));
if (out.length >= MAX_LINES) console.log(`… (first ${MAX_LINES} lines; the whole output is in ${file})`);
