# Prometheus from Debian's package on the local Debian base (build-images.sh), a stand-in for the
# registry's prom/prometheus image in docker-compose.yml: the same entrypoint (the prometheus binary),
# configuration /etc/prometheus/prometheus.yml, data in /prometheus (a volume), run as `prometheus`.
ARG DEBIAN_IMAGE=debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends prometheus wget \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /prometheus \
  && chown prometheus:prometheus /prometheus
USER prometheus
WORKDIR /prometheus
VOLUME /prometheus
EXPOSE 9090
HEALTHCHECK --interval=10s --timeout=3s --retries=12 CMD wget -qO- http://127.0.0.1:9090/-/ready > /dev/null || exit 1
ENTRYPOINT ["/usr/bin/prometheus"]
CMD ["--config.file=/etc/prometheus/prometheus.yml", "--storage.tsdb.path=/prometheus"]
