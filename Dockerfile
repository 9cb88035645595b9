# The GM Claim images, one target a program (docker-compose.yml's `build.target`):
#   chain          the local chain for the compose stack (contracts/README.md)
#   api            the API (apps/api/README.md)
#   indexer        the event indexer (apps/indexer/README.md)
#   relayer        the sponsoring relayer (apps/relayer/README.md)
#   status-writer  the public status page's writer (apps/status-writer/README.md)
#   web            the web app behind Debian's nginx (apps/web/README.md, "Serving in production")
# e.g. `docker build --target api -t gm-claim/api .`. The Node targets share the `deps` and `workspace`
# stages (the dependencies, then the sources): built once. Configuration comes from the environment only;
# no image holds a secret. The Node images run as `node` (uid 1000), the web's nginx as `www-data`.
#
# NODE_IMAGE, DEBIAN_IMAGE: a registry's node:24-bookworm-slim and debian:bookworm-slim, or the local
# ones tools/compose/build-images.sh makes without a registry.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG DEBIAN_IMAGE=debian:bookworm-slim

# The dependencies first (the manifests and the postinstall script): a change of the sources alone
# reuses this stage. `npm install`, as CI does: npm 11 leaves other platforms' optional binaries out
# of the lockfile.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN mkdir -p /app/.dev && chown -R node:node /app
USER node
COPY --chown=node:node package.json package-lock.json ./
COPY --chown=node:node libs/shared/package.json libs/shared/
COPY --chown=node:node libs/server/package.json libs/server/
COPY --chown=node:node contracts/package.json contracts/
COPY --chown=node:node apps/api/package.json apps/api/
COPY --chown=node:node apps/indexer/package.json apps/indexer/
COPY --chown=node:node apps/relayer/package.json apps/relayer/
COPY --chown=node:node apps/status-writer/package.json apps/status-writer/
COPY --chown=node:node apps/web/package.json apps/web/
COPY --chown=node:node tools/package.json tools/
COPY --chown=node:node tools/scripts/ensure-toolchain.mjs tools/scripts/
RUN npm install --no-audit --no-fund --cache /tmp/npm-cache && rm -rf /tmp/npm-cache

# The sources on the dependencies.
FROM deps AS workspace
COPY --chown=node:node . .

# Local chain for the compose stack: a Hardhat node with the contracts deployed and the VRF fulfiller
# running. Writes the deployment file to /app/.dev (a shared volume); the contracts are compiled in the
# image, so a start only deploys.
FROM workspace AS chain
RUN npm run build -w @gm-claim/contracts
ENV CHAIN_HOST=0.0.0.0 CHAIN_PORT=8545
EXPOSE 8545
HEALTHCHECK --interval=5s --timeout=5s --retries=60 \
  CMD test -f /app/.dev/deployment.local.json && node -e "fetch('http://127.0.0.1:' + (process.env.CHAIN_PORT || 8545), {method: 'POST', headers: {'content-type': 'application/json'}, body: '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"eth_chainId\"}'}).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["npm", "run", "chain", "-w", "@gm-claim/contracts"]

# The API (apps/api/.env.example lists its configuration).
FROM workspace AS api
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
HEALTHCHECK --interval=5s --timeout=3s --retries=30 --start-period=20s \
  CMD node libs/server/scripts/http-ok.mjs "http://127.0.0.1:${PORT:-3000}/readyz"
CMD ["npm", "run", "start", "-w", "@gm-claim/api"]

# The event indexer: the one process that writes the event index into the API's database.
FROM workspace AS indexer
ENV NODE_ENV=production INDEXER_METRICS_PORT=9464
EXPOSE 9464
HEALTHCHECK --interval=10s --timeout=5s --retries=6 --start-period=20s \
  CMD node libs/server/scripts/http-ok.mjs "http://127.0.0.1:${INDEXER_METRICS_PORT:-9464}/healthz"
CMD ["npm", "run", "start", "-w", "@gm-claim/indexer"]

# The sponsoring relayer: pays the gas of signed claims from its own key (RELAYER_PRIVATE_KEY in production).
FROM workspace AS relayer
ENV NODE_ENV=production RELAYER_PORT=3100
EXPOSE 3100
HEALTHCHECK --interval=5s --timeout=3s --retries=30 --start-period=20s \
  CMD node libs/server/scripts/http-ok.mjs "http://127.0.0.1:${RELAYER_PORT:-3100}/healthz"
CMD ["npm", "run", "start", "-w", "@gm-claim/relayer"]

# The status writer: probes the stack every STATUS_INTERVAL_MS and writes STATUS_FILE, in a volume the web
# container's nginx serves as /status.json.
FROM workspace AS status-writer
USER root
RUN mkdir -p /var/lib/gm-claim-status && chown node:node /var/lib/gm-claim-status
USER node
ENV NODE_ENV=production STATUS_FILE=/var/lib/gm-claim-status/status.json
# Healthy while the document it writes is fresh (the page calls it stale past 30 s).
HEALTHCHECK --interval=10s --timeout=5s --retries=3 --start-period=30s \
  CMD node -e "const s=require('fs').statSync(process.env.STATUS_FILE);process.exit(Date.now()-s.mtimeMs<30000?0:1)"
CMD ["npm", "run", "start", "-w", "@gm-claim/status-writer"]

# The web app, built with Vite ...
FROM workspace AS web-build
RUN NX_DAEMON=false NX_NO_CLOUD=true npx nx run web:build

# ... served by Debian's nginx (gzip + brotli, immutable /assets, /api proxied to the API, /config.json
# written from the environment at start). The configuration is apps/web/nginx/; apps/web/README.md
# ("Serving in production") lists the variables.
FROM ${DEBIAN_IMAGE} AS web
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static jq curl \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && mkdir -p /var/lib/gm-claim-web /usr/share/nginx/allocations /var/lib/gm-claim-status \
  && chown www-data:www-data /var/lib/gm-claim-web
COPY apps/web/nginx/ /etc/nginx/gm-claim/
COPY --from=web-build /app/apps/web/dist /usr/share/nginx/html
# nginx runs unprivileged: its pid, temporary files, rendered configuration and /config.json live in
# /var/lib/gm-claim-web (mount a tmpfs there for a read-only root file system).
USER www-data
ENV NGINX_PORT=8080 \
  API_UPSTREAM=http://api:3000 \
  NGINX_TEMPLATE_DIR=/etc/nginx/gm-claim \
  NGINX_STATE_DIR=/var/lib/gm-claim-web \
  WEB_ROOT=/usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD curl -fsS -o /dev/null "http://127.0.0.1:${NGINX_PORT}/config.json" || exit 1
ENTRYPOINT ["/bin/sh", "/etc/nginx/gm-claim/docker-entrypoint.sh"]
