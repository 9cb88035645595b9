import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Linux's default ephemeral range, when /proc does not say. */
const DEFAULT_EPHEMERAL: readonly [number, number] = [32768, 60999];
/**
 * The lowest port handed out: above the well-known services' ports and above every port browsers refuse
 * to connect to (Chromium's and Firefox's restricted lists end at 10080): the journeys' web server may get one.
 */
const LOWEST = 11_000;

/** The kernel's ephemeral port range: what listen(0) and every outgoing connection get their port from. */
export function ephemeralPortRange(): readonly [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high && low <= high) return [low, high];
  } catch {
    // Not Linux, or /proc not mounted.
  }
  return DEFAULT_EPHEMERAL;
}

/** Binds and releases `port` on 127.0.0.1: resolves the port when that worked, else 0 (an OS-picked one when `port` is 0). */
function tryBind(port: number): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(0));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(bound));
    });
  });
}

/** Ports this process handed out already: two callers of one process never get the same one. */
const handedOut = new Set<number>();

/**
 * A TCP port nobody listens on right now, on 127.0.0.1, for a server a test or a tool starts next.
 * It is taken below the kernel's ephemeral range: a port listen(0) had picked could be handed by the
 * kernel to any other process's listen(0) or outgoing connection (test suites running beside each
 * other start servers by the hundred) before its user binds it, and a health check would then reach
 * that other server. Falls back to an OS-picked port when no such range is left.
 */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralPortRange();
  const span = ephemeralLow - LOWEST;
  if (span > 1_000) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const candidate = LOWEST + Math.floor(Math.random() * span);
      if (handedOut.has(candidate)) continue;
      if ((await tryBind(candidate)) === candidate) {
        handedOut.add(candidate);
        return candidate;
      }
    }
  }
  const picked = await tryBind(0);
  if (!picked) throw new Error('no free port');
  handedOut.add(picked);
  return picked;
}
