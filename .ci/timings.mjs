// Prints the phases of .ci/run and the per-target timing table of each Nx run (`run.json`, which Nx writes
// into its cache folder: NX_CACHE_DIRECTORY), so a slow CI run says where its time went.
// Usage: node .ci/timings.mjs <run.json>... [phase=seconds[=percent of the cores busy] ...]
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const runFiles = args.filter((arg) => arg.endsWith('.json'));
const phaseArgs = args.filter((arg) => !arg.endsWith('.json'));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pad = (text, width, right = false) => (right ? String(text).padStart(width) : String(text).padEnd(width));

function printPhases() {
  if (phaseArgs.length === 0) return;
  console.log('\n| phase | wall | cores busy |\n| --- | ---: | ---: |');
  for (const arg of phaseArgs) {
    const [name, value, busy] = arg.split('=');
    console.log(`| ${name} | ${value} s | ${busy === undefined ? '' : `${busy}%`} |`);
  }
}

function printTasks(runFile) {
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
      // A cache hit can only be this run's own build phase (.ci/run starts from an empty cache folder).
      status: task.status !== 0 ? `FAILED (${task.status})` : String(task.cacheStatus ?? '').includes('hit') ? 'ok (built above)' : 'ok',
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
for (const runFile of runFiles.length ? runFiles : [undefined]) printTasks(runFile);
