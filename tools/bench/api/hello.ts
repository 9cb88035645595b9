import cluster from 'node:cluster';
import express from 'express';

// The baseline: an Express 5 hello-world on the same machine, started by the bench.
const port = Number(process.env['PORT'] ?? 3001);
const workers = Number(process.env['WEB_CONCURRENCY'] ?? 1);

if (workers > 1 && cluster.isPrimary) {
  for (let i = 0; i < workers; i++) cluster.fork();
  process.once('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const app = express();
  app.get('/', (_req, res) => {
    res.json({ hello: 'world' });
  });
  const server = app.listen(port, '127.0.0.1');
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}
