/**
 * A TCP proxy in front of the local chain that the test can take down and bring back: down, the port
 * refuses connections and open ones are cut, exactly as an RPC node that went away. Hung, it accepts
 * connections and never answers (nor closes them): a node that froze, the hardest failure to see.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './ports';

export interface SwitchableProxy {
  /** http://127.0.0.1:<port>: what the app is pointed at instead of the node. */
  readonly url: string;
  /** Stops listening and cuts every open connection. */
  down(): Promise<void>;
  /** Listens again on the same port (and stops hanging). */
  up(): Promise<void>;
  /** Accepts every new connection and never answers it; open connections are cut (so the next request connects anew). */
  hang(): Promise<void>;
  close(): Promise<void>;
}

export async function startSwitchableProxy(target: { host: string; port: number }): Promise<SwitchableProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let hung = false;

  const up = (): Promise<void> =>
    new Promise((resolve, reject) => {
      if (server) return resolve();
      const next = createServer((client) => {
        if (hung) {
          // Accepted, then nothing: no byte is read or written until the test ends the hang.
          sockets.add(client);
          client.on('error', () => sockets.delete(client)).on('close', () => sockets.delete(client));
          return;
        }
        const upstream = createConnection(target);
        sockets.add(client).add(upstream);
        const drop = (): void => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve();
      });
    });

  const cutAll = (): void => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  const hang = async (): Promise<void> => {
    await up();
    hung = true;
    cutAll();
  };

  const resume = async (): Promise<void> => {
    if (hung) {
      hung = false;
      cutAll();
    }
    await up();
  };

  const down = (): Promise<void> =>
    new Promise((resolve) => {
      const current = server;
      server = undefined;
      hung = false;
      cutAll();
      if (!current) return resolve();
      current.close(() => resolve());
    });

  await up();
  return { url: `http://127.0.0.1:${port}`, up: resume, down, hang, close: down };
}
