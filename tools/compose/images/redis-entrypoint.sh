#!/bin/sh
# redis-server with protected mode off and every address bound (as the registry's image runs it); a
# config file given first stays first. Any other command runs as given.
set -eu
if [ "${1:-}" = "redis-server" ]; then
  shift
  if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then
    conf="$1"
    shift
    exec redis-server "$conf" --bind '* -::*' --protected-mode no "$@"
  fi
  exec redis-server --bind '* -::*' --protected-mode no "$@"
fi
exec "$@"
