import { createServer, type Server } from 'node:net';
import { ephemeralPortRange, freePort } from './ports';

const listen = (port: number): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const close = (server: Server): Promise<void> => new Promise((resolve) => server.close(() => resolve()));

describe('freePort', () => {
  it('a port below the ephemeral range that a server can then listen on; never the same one twice in a process', async () => {
    const [low] = ephemeralPortRange();
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThan(10_080); // browsers refuse some ports up to 10080
      expect(port).toBeLessThan(low);
    }
    const server = await listen(ports[0] as number);
    await close(server);
  });

  it('the kernel hands out listen(0) ports from the ephemeral range, which freePort stays out of', async () => {
    const [low, high] = ephemeralPortRange();
    const server = await listen(0);
    const address = server.address();
    await close(server);
    const port = typeof address === 'object' && address ? address.port : 0;
    expect(port).toBeGreaterThanOrEqual(low);
    expect(port).toBeLessThanOrEqual(high);
  });
});
