import net, { type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 that injects the faults a database connection meets in production, so
 * tests can break the API's PostgreSQL connection without touching the PostgreSQL server process:
 *
 * - `cut()`: the server is gone — every open connection is reset and new ones are reset on accept
 *   (the client sees ECONNRESET / "Connection terminated unexpectedly").
 * - `freeze()`: the server hangs (as under SIGSTOP) — connections stay open and new ones are
 *   accepted, but not one byte is forwarded in either direction; bytes already sent wait.
 * - `heal()`: back to normal — frozen connections resume where they stopped, new ones pass.
 */
export type ProxyMode = 'pass' | 'cut' | 'freeze';

interface Pair {
  client: Socket;
  upstream: Socket | undefined;
  /** Client bytes received while frozen before the upstream connection exists. */
  held: Buffer[];
}

export class FaultProxy {
  private server: net.Server | undefined;
  private readonly pairs = new Set<Pair>();
  private current: ProxyMode = 'pass';
  /** Connections accepted since the proxy started (tests check the pool reconnected). */
  accepted = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  get mode(): ProxyMode {
    return this.current;
  }

  async listen(): Promise<number> {
    this.server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  cut(): void {
    this.current = 'cut';
    for (const pair of [...this.pairs]) this.destroy(pair);
  }

  freeze(): void {
    this.current = 'freeze';
    for (const pair of this.pairs) {
      pair.client.pause();
      pair.upstream?.pause();
    }
  }

  heal(): void {
    this.current = 'pass';
    for (const pair of this.pairs) {
      if (pair.upstream === undefined) this.connectUpstream(pair);
      pair.client.resume();
      pair.upstream?.resume();
    }
  }

  async close(): Promise<void> {
    for (const pair of [...this.pairs]) this.destroy(pair);
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private accept(client: Socket): void {
    this.accepted++;
    if (this.current === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: undefined, held: [] };
    this.pairs.add(pair);
    client.on('error', () => this.destroy(pair));
    client.on('close', () => this.destroy(pair));
    if (this.current === 'freeze') {
      // Accepted by the kernel, never answered: hold what the client sends until heal().
      client.on('data', (chunk: Buffer) => {
        if (pair.upstream === undefined) pair.held.push(chunk);
      });
      client.pause();
      return;
    }
    this.connectUpstream(pair);
  }

  private connectUpstream(pair: Pair): void {
    const upstream = net.connect(this.targetPort, this.targetHost);
    pair.upstream = upstream;
    upstream.on('error', () => this.destroy(pair));
    upstream.on('close', () => this.destroy(pair));
    pair.client.removeAllListeners('data');
    for (const chunk of pair.held) upstream.write(chunk);
    pair.held = [];
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
  }

  private destroy(pair: Pair): void {
    if (!this.pairs.delete(pair)) return;
    if (!pair.client.destroyed) pair.client.resetAndDestroy();
    if (pair.upstream && !pair.upstream.destroyed) pair.upstream.destroy();
  }
}
