# Redis from Debian's package on the local Debian base (build-images.sh), a stand-in for the
# registry's redis image in docker-compose.yml: run as the `redis` user; the command is
# `redis-server [options]` as with that image, whose protected mode is off (the container's network
# is the boundary), as here.
ARG DEBIAN_IMAGE=debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server \
  && rm -rf /var/lib/apt/lists/*
COPY tools/compose/images/redis-entrypoint.sh /usr/local/bin/gm-redis
USER redis
WORKDIR /var/lib/redis
EXPOSE 6379
HEALTHCHECK --interval=5s --timeout=3s --retries=20 CMD redis-cli ping | grep -q PONG
ENTRYPOINT ["/bin/sh", "/usr/local/bin/gm-redis"]
CMD ["redis-server"]
