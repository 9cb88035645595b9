import { Writable } from 'node:stream';
import { createLogger } from '@gm-claim/server/logger';
import { createFaultLog } from './fault-log';

function sink() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

describe('createFaultLog', () => {
  it('report – 1,000 failures of one kind within the interval – one line with the error, then one line counting the rest', async () => {
    const { lines, logger } = sink();
    const faults = createFaultLog(logger, 10_000);
    for (let i = 0; i < 1_000; i++) faults.report('db_unreachable', new Error(`connect ECONNREFUSED #${i}`));
    faults.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ kind: 'db_unreachable', msg: 'request failed: db_unreachable', err: { message: 'connect ECONNREFUSED #0' } });
    expect(lines[1]).toMatchObject({ kind: 'db_unreachable', count: 999 });
  });

  it('report – two kinds, and the same kind after the interval – each kind gets its own first line', async () => {
    const { lines, logger } = sink();
    let now = 0;
    const faults = createFaultLog(logger, 1_000, () => now);
    faults.report('db_timeout', new Error('a'));
    faults.report('chain_timeout', new Error('b'));
    now = 5_000;
    faults.report('db_timeout', new Error('c'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => line['kind'])).toEqual(['db_timeout', 'chain_timeout', 'db_timeout']);
    faults.flush();
  });
});
