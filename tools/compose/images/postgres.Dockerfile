# PostgreSQL from Debian's packages on the local Debian base (build-images.sh), a stand-in for the
# registry's postgres image in docker-compose.yml: the same variables (POSTGRES_USER,
# POSTGRES_PASSWORD or POSTGRES_PASSWORD_FILE, POSTGRES_DB), the same data directory
# (/var/lib/postgresql/data, a volume), run as the `postgres` user.
ARG DEBIAN_IMAGE=debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
# ssl-cert (a dependency) makes a key pair at install: removed, no key lives in the image (TLS off).
RUN mkdir -p /etc/postgresql-common \
  && echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.conf \
  && apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql-15 \
  && rm -rf /var/lib/apt/lists/* \
  && rm -f /etc/ssl/private/ssl-cert-snakeoil.key /etc/ssl/certs/ssl-cert-snakeoil.pem \
  && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
  && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql \
  && chmod 700 /var/lib/postgresql/data
COPY tools/compose/images/postgres-entrypoint.sh /usr/local/bin/gm-postgres
ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  PGDATA=/var/lib/postgresql/data
USER postgres
VOLUME /var/lib/postgresql/data
EXPOSE 5432
HEALTHCHECK --interval=5s --timeout=3s --retries=20 CMD pg_isready -h 127.0.0.1 -U "${POSTGRES_USER:-postgres}" -d "${POSTGRES_DB:-${POSTGRES_USER:-postgres}}" || exit 1
ENTRYPOINT ["/bin/sh", "/usr/local/bin/gm-postgres"]
