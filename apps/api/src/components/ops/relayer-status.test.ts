import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRelayerStatus } from './relayer-status';

let server: Server;
let answer: { status: number; type: string; body: string; delayMs?: number };

beforeAll(async () => {
  server = createServer((_req, res) => {
    setTimeout(() => {
      res.writeHead(answer.status, { 'content-type': answer.type });
      res.end(answer.body);
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const url = (): string => `http://127.0.0.1:${(server.address() as AddressInfo).port}/relay/status`;

describe('the relayer status of the risk panel', () => {
  it('no RELAYER_STATUS_URL – none', async () => {
    await expect(createRelayerStatus(undefined)()).resolves.toEqual({ state: 'none' });
  });

  it('a JSON status – its scalar fields, lists of records named by their first text field', async () => {
    answer = {
      status: 200,
      type: 'application/json',
      body: JSON.stringify({
        accepting: true,
        balance: '750000000000000000',
        campaigns: [{ campaign: 'PUBLIC', left: '5' }],
        sponsored: ['PUBLIC'],
      }),
    };
    await expect(createRelayerStatus(url())()).resolves.toEqual({
      state: 'ok',
      figures: [
        { name: 'accepting', value: 'true' },
        { name: 'balance', value: '750000000000000000' },
        { name: 'campaigns.PUBLIC.campaign', value: 'PUBLIC' },
        { name: 'campaigns.PUBLIC.left', value: '5' },
        { name: 'sponsored.0', value: 'PUBLIC' },
      ],
    });
  });

  it("Prometheus text – the relayer's own samples only", async () => {
    answer = {
      status: 200,
      type: 'text/plain',
      body: '# HELP x\ngm_relayer_budget_left_bnb{campaign="PUBLIC"} 0.5\nprocess_cpu_seconds_total 1\n',
    };
    await expect(createRelayerStatus(url())()).resolves.toEqual({
      state: 'ok',
      figures: [{ name: 'gm_relayer_budget_left_bnb{campaign="PUBLIC"}', value: '0.5' }],
    });
  });

  it('a relayer answering 500, or too slowly – unavailable with why, and never a figure', async () => {
    answer = { status: 500, type: 'text/plain', body: 'boom' };
    await expect(createRelayerStatus(url())()).resolves.toEqual({
      state: 'unavailable',
      message: expect.stringContaining('answered HTTP 500'),
    });
    answer = { status: 200, type: 'application/json', body: '{}', delayMs: 300 };
    await expect(createRelayerStatus(url(), 100)()).resolves.toEqual({
      state: 'unavailable',
      message: expect.stringContaining('did not answer in 100 ms'),
    });
  });
});
