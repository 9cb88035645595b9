import type { ChildProcess } from 'node:child_process';

/**
 * Stops a child started with `detached: true` and everything it started (its process group): SIGTERM, then
 * SIGKILL if it has not exited after `graceMs`. Resolves at once when it has already exited.
 */
export async function stopProcessGroup(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
  if (child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
}
