#!/bin/sh
# GM Claim web container start (the root Dockerfile's target `web`): writes /config.json from the environment,
# renders the nginx configuration (port, web root, API upstream, brotli when the module is installed)
# and starts nginx in the foreground. tools/test/web-nginx.test.ts starts nginx through this same
# script, with the folders below pointed at a temporary one. A bad or missing setting stops the
# container with a message naming the variable; nothing starts half-configured.
#
# The app's settings (apps/web/README.md, "Serving in production"): the build-time VITE_* names, read
# at start. DEPLOYMENT_FILE (a deployment written by `npm run chain`) supplies the chain id, RPC URL
# and contract addresses; a VITE_* variable overrides the file's value.
set -eu

TEMPLATE_DIR=${NGINX_TEMPLATE_DIR:-/etc/nginx/gm-claim}
STATE_DIR=${NGINX_STATE_DIR:-/var/lib/gm-claim-web}
WEB_ROOT=${WEB_ROOT:-/usr/share/nginx/html}
# The published allocation lists served under /allocations/ (tools/allocations/build.ts --out writes them).
ALLOCATIONS_DIR=${ALLOCATIONS_DIR:-/usr/share/nginx/allocations}
# The status writer's folder (apps/status-writer writes status.json there), served as /status.json.
STATUS_DIR=${STATUS_DIR:-/var/lib/gm-claim-status}
PORT=${NGINX_PORT:-8080}
WORKER_PROCESSES=${NGINX_WORKER_PROCESSES:-auto}
API_UPSTREAM=${API_UPSTREAM:-http://api:3000}
# The sponsoring relayer (apps/relayer): /relay/ is proxied to it, path unchanged; unset: /relay/ is a 404.
RELAYER_UPSTREAM=${RELAYER_UPSTREAM:-}
MODULES_DIR=${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}
BROTLI=${NGINX_BROTLI:-auto}
NGINX_BIN=${NGINX_BIN:-nginx}
BSC_MAINNET_CHAIN_ID=56

fail() {
  printf 'gm-claim-web: %s\n' "$*" >&2
  exit 1
}
note() { printf 'gm-claim-web: %s\n' "$*" >&2; }

# matches VALUE REGEX: the whole single-line value matches the extended regular expression.
matches() {
  case "$1" in *'
'*) return 1 ;; esac
  printf '%s\n' "$1" | grep -Eq "$2"
}

# check NAME REGEX WHAT: the variable NAME, when set and not empty, matches REGEX.
check() {
  eval "value=\${$1:-}"
  [ -z "$value" ] || matches "$value" "$2" || fail "$1=$value is not $3"
}

command -v jq >/dev/null 2>&1 || fail 'jq is needed to write /config.json (apt-get install jq)'

PATH_RE='^/[A-Za-z0-9._/-]*$'
ADDRESS_RE='^0x[0-9a-fA-F]{40}$'
for name in NGINX_TEMPLATE_DIR NGINX_STATE_DIR WEB_ROOT NGINX_MODULES_DIR ALLOCATIONS_DIR STATUS_DIR; do
  check "$name" "$PATH_RE" 'an absolute path (letters, digits, . _ - /)'
done
check NGINX_PORT '^[0-9]{1,5}$' 'a port number'
[ "$PORT" -ge 1 ] && [ "$PORT" -le 65535 ] || fail "NGINX_PORT=$PORT is not a port number"
check NGINX_WORKER_PROCESSES '^(auto|[1-9][0-9]{0,2})$' 'auto or a number'
# API_UPSTREAM: one API URL, or several separated by commas (instances of one API: same scheme and
# path), proxied in turn. A name that resolves to several addresses (docker compose --scale api=N)
# adds each address when nginx starts.
UPSTREAM_URL_RE='https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?'
check API_UPSTREAM "^$UPSTREAM_URL_RE(,$UPSTREAM_URL_RE)*\$" \
  'an http(s) URL of the API (e.g. http://api:3000), or several separated by commas'
API_SCHEME=
API_PATH=
API_SERVERS=
old_ifs=$IFS
IFS=,
for url in $API_UPSTREAM; do
  url=${url%/}
  scheme=${url%%://*}
  rest=${url#*://}
  hostport=${rest%%/*}
  path=
  [ "$hostport" = "$rest" ] || path=/${rest#*/}
  if [ -z "$API_SCHEME" ]; then
    API_SCHEME=$scheme
    API_PATH=$path
  elif [ "$scheme" != "$API_SCHEME" ] || [ "$path" != "$API_PATH" ]; then
    fail "API_UPSTREAM=$API_UPSTREAM mixes schemes or paths: every instance must be $API_SCHEME://host:port$API_PATH"
  fi
  case "$hostport" in *:[0-9]*) ;; *) [ "$scheme" = https ] && hostport=$hostport:443 || hostport=$hostport:80 ;; esac
  API_SERVERS="${API_SERVERS}        server $hostport max_fails=1 fail_timeout=5s;@NL@"
done
IFS=$old_ifs
API_UPSTREAM=${API_UPSTREAM%/}
check RELAYER_UPSTREAM '^https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?/?$' \
  'an http(s) URL of the relayer without a path (e.g. http://relayer:3100)'
RELAYER_UPSTREAM=${RELAYER_UPSTREAM%/}
case "$BROTLI" in auto | on | off) ;; *) fail "NGINX_BROTLI=$BROTLI is not auto, on or off" ;; esac

check VITE_CHAIN_ID '^[1-9][0-9]{0,9}$' 'a chain id'
check VITE_API_URL '^(/[^[:space:]"\\]*|https?://[^[:space:]"\\]+)$' 'a path (/api) or an http(s) URL'
check VITE_RELAYER_URL '^(/[^[:space:]"\\]*|https?://[^[:space:]"\\]+)$' 'a path (/relay) or an http(s) URL'
check VITE_GM_CHALLENGE_ADDRESS "$ADDRESS_RE" 'a 0x-prefixed 20-byte address'
check VITE_MULTICALL3_ADDRESS "$ADDRESS_RE" 'a 0x-prefixed 20-byte address'
check VITE_SUPPORT_EMAIL '^[^[:space:]@"\\]+@[^[:space:]@"\\]+$' 'an email address'
check VITE_WALLETCONNECT_PROJECT_ID '^[A-Za-z0-9_-]+$' 'a WalletConnect project id'
check VITE_LOGS_FROM_BLOCK '^[0-9]{1,15}$' 'a block number'

# jq_check NAME FILTER WHAT: the JSON value of variable NAME (when set) satisfies FILTER.
jq_check() {
  eval "value=\${$1:-}"
  [ -z "$value" ] && return 0
  printf '%s' "$value" | jq -e "$2" >/dev/null 2>&1 || fail "$1=$value is not $3"
}
if [ -n "${VITE_RPC_URLS:-}" ]; then
  jq -ne --arg urls "$VITE_RPC_URLS" \
    '$urls | split(",") | map(gsub("^\\s+|\\s+$"; "")) | map(select(length > 0)) | length > 0 and all(test("^https?://[^\\s\"\\\\]+$"))' \
    >/dev/null || fail "VITE_RPC_URLS=$VITE_RPC_URLS is not a comma-separated list of http(s) URLs"
fi
jq_check VITE_GM_VESTING_ADDRESSES \
  'type == "object" and (keys - ["PUBLIC", "BACKER", "ECOSYSTEM", "TEAM", "MARKETING"] | length == 0) and all(.[]; type == "string" and test("^0x[0-9a-fA-F]{40}$"))' \
  'a JSON object {"PUBLIC":"0x…","BACKER":"0x…",…} of addresses'
jq_check VITE_TYPE_PATHS \
  'type == "object" and (keys - ["BACKER", "ECOSYSTEM", "TEAM", "MARKETING"] | length == 0) and all(.[]; type == "string" and test("^/[A-Za-z0-9/_-]*$"))' \
  'a JSON object {"BACKER":"/backer",…} of paths'

# The deployment file, when named, must be there and hold a deployment.
deployment='{}'
if [ -n "${DEPLOYMENT_FILE:-}" ]; then
  [ -f "$DEPLOYMENT_FILE" ] || fail "DEPLOYMENT_FILE=$DEPLOYMENT_FILE does not exist"
  deployment=$(jq -ce '
    select((.chainId | type == "number") and (.rpcUrl | type == "string")
      and (.contracts.GMChallenge | type == "string") and (.contracts.GMVesting | type == "object")
      and (.contracts.Multicall3 | type == "string"))
    | {chainId, rpcUrls: [.rpcUrl],
       contracts: {GMChallenge: .contracts.GMChallenge, GMVesting: .contracts.GMVesting, Multicall3: .contracts.Multicall3}}' \
    "$DEPLOYMENT_FILE" 2>/dev/null) || fail "DEPLOYMENT_FILE=$DEPLOYMENT_FILE is not a deployment (chainId, rpcUrl, contracts)"
fi

# The run-time configuration: the keys of the web's AppConfig that are set, the environment over the
# deployment file. Keys left out keep the build's values.
mkdir -p "$STATE_DIR/tmp"
config=$(jq -n --argjson deployment "$deployment" \
  --arg chainId "${VITE_CHAIN_ID:-}" \
  --arg rpcUrls "${VITE_RPC_URLS:-}" \
  --arg apiUrl "${VITE_API_URL:-}" \
  --arg relayerUrl "${VITE_RELAYER_URL:-}" \
  --arg challenge "${VITE_GM_CHALLENGE_ADDRESS:-}" \
  --arg vesting "${VITE_GM_VESTING_ADDRESSES:-}" \
  --arg multicall "${VITE_MULTICALL3_ADDRESS:-}" \
  --arg supportEmail "${VITE_SUPPORT_EMAIL:-}" \
  --arg typePaths "${VITE_TYPE_PATHS:-}" \
  --arg walletConnectProjectId "${VITE_WALLETCONNECT_PROJECT_ID:-}" \
  --arg logsFromBlock "${VITE_LOGS_FROM_BLOCK:-}" '
  def set($key; $value): if $value == null or $value == "" then . else . + {($key): $value} end;
  $deployment
  | set("chainId"; if $chainId == "" then null else ($chainId | tonumber) end)
  | set("rpcUrls"; if $rpcUrls == "" then null
      else $rpcUrls | split(",") | map(gsub("^\\s+|\\s+$"; "")) | map(select(length > 0)) end)
  | set("apiUrl"; $apiUrl)
  | set("relayerUrl"; $relayerUrl)
  | .contracts = ((.contracts // {})
      | set("GMChallenge"; $challenge)
      | set("Multicall3"; $multicall)
      | if $vesting == "" then . else .GMVesting = ((.GMVesting // {}) + ($vesting | fromjson)) end)
  | if .contracts == {} then del(.contracts) else . end
  | set("supportEmail"; $supportEmail)
  | set("typePaths"; if $typePaths == "" then null else $typePaths | fromjson end)
  | set("walletConnectProjectId"; $walletConnectProjectId)
  | set("logsFromBlock"; if $logsFromBlock == "" then null else ($logsFromBlock | tonumber) end)')

# Without these the app would come up on the build's chain with zero addresses: refuse instead.
require() {
  printf '%s' "$config" | jq -e "$1" >/dev/null || fail "$2"
}
require '.chainId != null' 'no chain id: set VITE_CHAIN_ID (56 for BNB Smart Chain) or DEPLOYMENT_FILE'
require '.contracts.GMChallenge != null' 'no GMChallenge address: set VITE_GM_CHALLENGE_ADDRESS or DEPLOYMENT_FILE'
require '.contracts.GMVesting.PUBLIC != null' 'no PUBLIC GMVesting address: set VITE_GM_VESTING_ADDRESSES or DEPLOYMENT_FILE'
require ".chainId == $BSC_MAINNET_CHAIN_ID or .rpcUrls != null" \
  'no RPC nodes for this chain: set VITE_RPC_URLS (only chain 56 has built-in public nodes)'
printf '%s\n' "$config" >"$STATE_DIR/config.json.tmp"
mv "$STATE_DIR/config.json.tmp" "$STATE_DIR/config.json"

# Brotli when the module is installed (NGINX_BROTLI=auto), or as told.
brotli_module="$MODULES_DIR/ngx_http_brotli_filter_module.so"
if [ "$BROTLI" = auto ]; then
  if [ -f "$brotli_module" ]; then BROTLI=on; else BROTLI=off; fi
fi
if [ "$BROTLI" = on ]; then
  [ -f "$brotli_module" ] || fail "NGINX_BROTLI=on but $brotli_module is not installed"
  printf 'load_module %s;\n' "$brotli_module" >"$STATE_DIR/modules.conf"
  cp "$TEMPLATE_DIR/brotli.conf" "$STATE_DIR/brotli.conf"
else
  printf '# brotli: off (no module at %s or NGINX_BROTLI=off)\n' "$brotli_module" >"$STATE_DIR/modules.conf"
  printf '# brotli: off\n' >"$STATE_DIR/brotli.conf"
fi
# Precompressed .br allocation files need the brotli static module (Debian: libnginx-mod-http-brotli-static);
# without it nginx sends their .gz siblings (gzip_static), which every browser accepts.
brotli_static_module="$MODULES_DIR/ngx_http_brotli_static_module.so"
if [ "$BROTLI" = on ] && [ -f "$brotli_static_module" ]; then
  printf 'load_module %s;\n' "$brotli_static_module" >>"$STATE_DIR/modules.conf"
  printf 'brotli_static on;\n' >"$STATE_DIR/allocations-brotli.conf"
else
  printf '# brotli_static: off (no module at %s)\n' "$brotli_static_module" >"$STATE_DIR/allocations-brotli.conf"
fi

# Every substituted value was checked above: paths, a port, a number and a URL without | & or \.
render() {
  sed -e "s|@STATE_DIR@|$STATE_DIR|g" -e "s|@TEMPLATE_DIR@|$TEMPLATE_DIR|g" -e "s|@WEB_ROOT@|$WEB_ROOT|g" -e "s|@ALLOCATIONS_DIR@|${ALLOCATIONS_DIR%/}|g" -e "s|@STATUS_DIR@|${STATUS_DIR%/}|g" \
    -e "s|@PORT@|$PORT|g" -e "s|@WORKER_PROCESSES@|$WORKER_PROCESSES|g" -e "s|@API_SCHEME@|$API_SCHEME|g" \
    -e "s|@API_PATH@|$API_PATH|g" -e "s|@API_SERVERS@|$API_SERVERS|g" \
    "$TEMPLATE_DIR/$1" | awk '{ gsub(/@NL@/, "\n"); printf "%s\n", $0 }' >"$STATE_DIR/$2"
}
render nginx.conf.template nginx.conf
render gm-claim.conf.template gm-claim.conf
if [ -n "$RELAYER_UPSTREAM" ]; then
  sed -e "s|@RELAYER_UPSTREAM@|$RELAYER_UPSTREAM|g" "$TEMPLATE_DIR/relay.conf.template" >"$STATE_DIR/relay.conf"
else
  cp "$TEMPLATE_DIR/relay-off.conf" "$STATE_DIR/relay.conf"
fi

note "serving $WEB_ROOT on port $PORT, /api/ -> $API_UPSTREAM/, /relay/ -> ${RELAYER_UPSTREAM:-none}, brotli $BROTLI"
note "config.json: $(printf '%s' "$config" | jq -c '{chainId, rpcUrls, apiUrl, GMChallenge: .contracts.GMChallenge} | with_entries(select(.value != null))')"

# Arguments run instead of the server (e.g. `true`: write and render only).
if [ $# -gt 0 ]; then exec "$@"; fi
exec "$NGINX_BIN" -p "$STATE_DIR/" -c "$STATE_DIR/nginx.conf" -e stderr -g 'daemon off;'
