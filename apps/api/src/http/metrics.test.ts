import { Histogram, Registry } from 'prom-client';
import { REQUEST_DURATION_BUCKETS, RequestDurationHistogram } from './metrics';

describe('RequestDurationHistogram', () => {
  it('render – the same observations – prints exactly what prom-client prints', async () => {
    const registry = new Registry();
    const reference = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [...REQUEST_DURATION_BUCKETS],
      registers: [registry],
    });
    const ours = new RequestDurationHistogram();
    const observations: Array<[string, string, number, number]> = [
      ['GET', '/user/tokenByInputAddress', 200, 0.001],
      ['GET', '/user/tokenByInputAddress', 200, 0.002],
      ['GET', '/user/tokenByInputAddress', 200, 0.0031],
      ['GET', '/user/tokenByInputAddress', 400, 0.3],
      ['POST', '/auth/login', 200, 2.5],
      ['POST', '/auth/login', 200, 7],
      ['GET', 'un"matched\\', 404, 0.05],
    ];
    for (const [method, route, status, seconds] of observations) {
      reference.observe({ method, route, status: String(status) }, seconds);
      ours.observe(method, route, status, seconds);
    }
    expect(ours.render()).toBe(await registry.metrics());
  });
});
