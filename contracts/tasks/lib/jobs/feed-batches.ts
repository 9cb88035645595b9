import type { BatchSink } from './batch-sink.js';
import { type JobRow } from './job-types.js';
import { type JobRun } from './job-run.js';
import { windows } from './windows.js';

/**
 * Pass 2: streams the input again and hands the pending rows to the sink in batches of `batchSize`. The chain is
 * asked again per window, right before the window's batches go out. With `stoppable`, Ctrl-C stops after the
 * current batch (twice: at once). Returns whether the run stopped before the end.
 */
export async function feedBatches<Row extends JobRow>(
  run: JobRun<Row>,
  sink: BatchSink<Row>,
  pass: {
    input: string;
    windowSize: number;
    batchSize: number;
    /** Lines earlier Safe files hold: left out. */
    exported: Map<number, string>;
    pendingRows: number;
    stoppable: boolean;
  },
): Promise<boolean> {
  const { def, memory, progress } = run;
  let stopRequested = false;
  const onSigint = (): void => {
    if (stopRequested) process.exit(130);
    stopRequested = true;
    progress.log('stopping after the current batch (Ctrl-C again to stop at once; a re-run resumes either way)');
  };
  if (pass.stoppable) process.on('SIGINT', onSigint);
  progress.start(pass.pendingRows);
  try {
    let buffer: Row[] = [];
    for await (const window of windows(pass.input, def.newParser, def.newClassifier(memory), pass.windowSize)) {
      window.rows.forEach((row, i) => {
        if (!window.done[i] && !pass.exported.has(row.line)) buffer.push(row);
      });
      while (buffer.length >= pass.batchSize && !stopRequested) {
        await sink.process(buffer.slice(0, pass.batchSize));
        buffer = buffer.slice(pass.batchSize);
      }
      if (stopRequested || sink.aborted) break;
    }
    if (buffer.length > 0 && !stopRequested && !sink.aborted) await sink.process(buffer);
    await sink.finish();
  } finally {
    progress.stop();
    if (pass.stoppable) process.off('SIGINT', onSigint);
  }
  return stopRequested || sink.aborted;
}
