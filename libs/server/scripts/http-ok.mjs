#!/usr/bin/env node
// A container's health check (Dockerfile, docker-compose.yml): exits 0 when GET <url> answers 2xx within
// the check's timeout, 1 otherwise (no answer, an error status, a refused connection).
// Usage: node libs/server/scripts/http-ok.mjs http://127.0.0.1:3000/readyz
const url = process.argv[2];
if (!url) {
  console.error('usage: http-ok.mjs <url>');
  process.exit(2);
}
fetch(url).then(
  (response) => process.exit(response.ok ? 0 : 1),
  () => process.exit(1),
);
