// Prints the per-target timing table of the last Nx run (`run.json`, which Nx writes into its cache
// folder: NX_CACHE_DIRECTORY) and the phases of .ci/run, so a slow CI run says where its time went.
// Usage: node .ci/timings.mjs <run.json> [phase=seconds ...]
import { existsSync, readFileSync } from 'node:fs';

const [runFile, ...phaseArgs] = process.argv.slice(2);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pad = (text, width, right = false) => (right ? String(text).padStart(width) : String(text).padEnd(width));

function printPhases() {
  if (phaseArgs.length === 0) return;
  console.log('\n| phase | wall |\n| --- | ---: |');
  for (const arg of phaseArgs) {
    const [name, value] = arg.split('=');
    console.log(`| ${name} | ${value} s |`);
  }
}

function printTasks() {
  if (!runFile || !existsSync(runFile)) {
    console.log(`\n(no Nx run record at ${runFile ?? '?'}: no per-target table)`);
    return;
  }
  const { run, tasks } = JSON.parse(readFileSync(runFile, 'utf8'));
  const origin = Date.parse(run.startTime);
  const rows = tasks
    .map((task) => ({
      id: task.taskId,
      start: Date.parse(task.startTime) - origin,
      duration: Date.parse(task.endTime) - Date.parse(task.startTime),
      status: task.status === 0 ? 'ok' : `FAILED (${task.status})`,
    }))
    .sort((a, b) => a.start - b.start);
  const width = Math.max(...rows.map((row) => row.id.length), 6);
  const wall = Date.parse(run.endTime) - origin;
  console.log(`\nNx: ${run.command} — ${rows.length} tasks, ${seconds(wall)} wall`);
  console.log(`| ${pad('target', width)} | started at | duration | status | timeline (${seconds(wall)}) |`);
  console.log(`| ${'-'.repeat(width)} | ---: | ---: | --- | --- |`);
  const columns = 40;
  for (const row of rows) {
    const from = Math.floor((row.start / wall) * columns);
    const length = Math.max(1, Math.round((row.duration / wall) * columns));
    const bar = `${' '.repeat(from)}${'█'.repeat(Math.min(length, columns - from))}`.padEnd(columns);
    console.log(`| ${pad(row.id, width)} | ${pad(seconds(row.start), 10, true)} | ${pad(seconds(row.duration), 8, true)} | ${row.status} | ${bar} |`);
  }
  const busy = rows.reduce((sum, row) => sum + row.duration, 0);
  console.log(`Sum of task durations ${seconds(busy)} over ${seconds(wall)} wall (${(busy / wall).toFixed(2)} tasks running on average).`);
}

printPhases();
printTasks();
