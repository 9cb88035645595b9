/**
 * A long-running dev process (`npm run chain`, the API tests' chain host) ends with `shutdown(0)` on SIGINT,
 * on SIGTERM, and when the process that started it is gone: a parent killed without a signal to us (SIGKILL
 * of a test runner) would otherwise leave it and its chains running forever.
 */
export function shutdownWithParent(shutdown: (code: number) => Promise<unknown>, log?: (line: string) => void): void {
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  const parentPid = process.ppid;
  setInterval(() => {
    if (process.ppid !== parentPid) {
      log?.(`parent process ${parentPid} is gone`);
      void shutdown(0);
    }
  }, 1_000).unref();
}
