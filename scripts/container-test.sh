#!/usr/bin/env bash
# `npm run test:container`: builds the image (Dockerfile), starts compose.yaml (two servers over
# PostgreSQL behind nginx), waits for the proxy, signs up the first administrator through it,
# checks the servers share the database and the secret, and stops everything cleanly; then runs
# the image alone on the embedded database with /data on a volume, through a restart
# (docs/operations.md#running-in-containers). It takes minutes and needs podman (as root, or
# rootless with its user namespaces) and podman-compose; it is not part of `npm test`.
#
# Images: the public node:24-bookworm-slim, postgres:17 and nginx:1.28 when the engine can pull
# them; otherwise stand-ins made here from Debian's packages (debootstrap, as root) and Node.js 24
# from the npm registry (deploy/container-test/), passed to the same Dockerfile and compose.yaml
# through NODE_IMAGE, POSTGRES_IMAGE and PROXY_IMAGE.
#
# Without a container engine that can run it prints why and exits 0 ("skipped"); with
# CONTAINER_TEST_REQUIRED=1 it exits 1 instead.
# Settings: CONTAINER_TEST_PORT (18080), CONTAINER_TEST_WORK (/var/tmp/hostel-container-test:
# logs and the npm packages for the Node.js image), CONTAINER_TEST_KEEP=1 leaves the compose
# stack running when a check fails, for a look, DEBIAN_MIRROR (the first of the machine's apt
# sources). Images and build layers are kept between runs, so a second run is quicker; list them
# with `podman images` (the stand-ins are localhost/hostel-test-*).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
port="${CONTAINER_TEST_PORT:-18080}"
work="${CONTAINER_TEST_WORK:-/var/tmp/hostel-container-test}"
project="hostelct$$"
app_image="localhost/hostel:container-test"
base="http://127.0.0.1:$port"
started_at=$SECONDS

say() { printf '== %s (%ss)\n' "$*" "$((SECONDS - started_at))"; }
skip() {
  echo "SKIPPED: container test: $*"
  echo "0 passed, 0 failed, 1 skipped"
  [ "${CONTAINER_TEST_REQUIRED:-0}" = 1 ] && exit 1
  exit 0
}
fail() {
  echo "FAILED: container test: $*" >&2
  echo "0 passed, 1 failed"
  exit 1
}

# --- the engine --------------------------------------------------------------------------------
command -v podman >/dev/null ||
  skip "podman is not installed (apt-get install -y podman podman-compose uidmap slirp4netns fuse-overlayfs runc); a docker CLI without a Docker engine cannot run containers"
if command -v podman-compose >/dev/null; then
  compose=(podman-compose)
elif podman compose version >/dev/null 2>&1; then
  compose=(podman compose)
else
  skip "neither podman-compose nor 'podman compose' is installed (apt-get install -y podman-compose)"
fi
mkdir -p "$work"

debian_image="localhost/hostel-test-debian:bookworm"
# The engine's own settings are tried first; where they cannot run a container (crun under
# cgroups v1 "hybrid", limits above the sandbox's hard ones without CAP_SYS_RESOURCE) a
# containers.conf with runc and limits within the machine's is tried next.
probe() { podman run --rm --network=none "$1" true 2>&1; }
fallback_conf() {
  local nofile nproc
  nofile="$(ulimit -Hn)"; [ "$nofile" = unlimited ] && nofile=1048576
  nproc="$(ulimit -Hu)"; [ "$nproc" = unlimited ] && nproc=65536
  [ "$nofile" -gt 65536 ] && nofile=65536
  [ "$nproc" -gt 4096 ] && nproc=4096
  {
    echo '[containers]'
    echo "default_ulimits = [\"nofile=$nofile:$nofile\", \"nproc=$nproc:$nproc\"]"
    if command -v runc >/dev/null; then
      echo '[engine]'
      echo 'runtime = "runc"'
    fi
  } >"$work/containers.conf"
}

# --- the images --------------------------------------------------------------------------------
public_node="docker.io/library/node:24-bookworm-slim"
public_postgres="docker.io/library/postgres:17"
public_nginx="docker.io/library/nginx:1.28"
have_or_pull() { podman image exists "$1" || podman pull -q "$1" >/dev/null 2>&1; }

debian_base() {
  podman image exists "$debian_image" && return 0
  command -v debootstrap >/dev/null ||
    skip "no image registry answers and debootstrap is missing to make a Debian image (apt-get install -y debootstrap)"
  [ "$(id -u)" = 0 ] || skip "no image registry answers, and making a Debian image with debootstrap needs root"
  local mirror="${DEBIAN_MIRROR:-}"
  if [ -z "$mirror" ]; then
    mirror="$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null |
      grep -oE '^(URIs:|deb) +https?://[^ ]+' | grep -v security | head -1 | awk '{print $2}' || true)"
  fi
  mirror="${mirror:-http://deb.debian.org/debian}"
  say "debootstrap bookworm from $mirror"
  rm -rf "$work/rootfs"
  debootstrap --variant=minbase bookworm "$work/rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log"; fail "debootstrap failed"; }
  tar -C "$work/rootfs" -c . | podman import -q - "$debian_image" >/dev/null
  rm -rf "$work/rootfs"
}

stand_ins() {
  local ctx="$root/deploy/container-test" arch npm_dir
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64) arch=arm64 ;;
    *) skip "no Node.js package for $(uname -m)" ;;
  esac
  if ! podman image exists localhost/hostel-test-node:24; then
    say "Node.js 24 image from Debian and the npm registry"
    npm_dir="$work/node-context"
    rm -rf "$npm_dir" && mkdir -p "$npm_dir/extra"
    (cd "$npm_dir" && npm pack -q "node-linux-$arch@24" "npm@11" >/dev/null)
    mv "$npm_dir"/node-linux-"$arch"-*.tgz "$npm_dir/node-linux.tgz"
    mv "$npm_dir"/npm-*.tgz "$npm_dir/npm.tgz"
    # A machine whose traffic passes its own CA (npm's cafile) needs it in the build too.
    local cafile
    cafile="$(npm config get cafile 2>/dev/null || true)"
    if [ -n "$cafile" ] && [ "$cafile" != null ] && [ -f "$cafile" ]; then
      cp "$cafile" "$npm_dir/extra/ca-certificates.crt"
    fi
    podman build -q --format docker --build-arg "DEBIAN_IMAGE=$debian_image" \
      -f "$ctx/node.Containerfile" -t localhost/hostel-test-node:24 "$npm_dir" >/dev/null
  fi
  if ! podman image exists localhost/hostel-test-postgres:15; then
    say "PostgreSQL image from Debian's postgresql-15"
    podman build -q --format docker --build-arg "DEBIAN_IMAGE=$debian_image" \
      -f "$ctx/postgres.Containerfile" -t localhost/hostel-test-postgres:15 "$ctx" >/dev/null
  fi
  if ! podman image exists localhost/hostel-test-nginx:1.22; then
    say "nginx image from Debian's nginx"
    podman build -q --format docker --build-arg "DEBIAN_IMAGE=$debian_image" \
      -f "$ctx/nginx.Containerfile" -t localhost/hostel-test-nginx:1.22 "$ctx" >/dev/null
  fi
  NODE_IMAGE=localhost/hostel-test-node:24
  POSTGRES_IMAGE=localhost/hostel-test-postgres:15
  PROXY_IMAGE=localhost/hostel-test-nginx:1.22
}

say "images"
if have_or_pull "$public_node" && have_or_pull "$public_postgres" && have_or_pull "$public_nginx"; then
  NODE_IMAGE="$public_node" POSTGRES_IMAGE="$public_postgres" PROXY_IMAGE="$public_nginx"
  probe_image="$public_node"
else
  echo "(no registry gave $public_node, $public_postgres and $public_nginx: making stand-ins)"
  debian_base
  probe_image="$debian_image"
fi

say "can this machine run a container?"
if ! first="$(probe "$probe_image")"; then
  echo "podman run --rm --network=none $probe_image true: $first"
  fallback_conf
  export CONTAINERS_CONF="$work/containers.conf"
  echo "trying again with CONTAINERS_CONF=$CONTAINERS_CONF:" && sed 's/^/  /' "$CONTAINERS_CONF"
  second="$(probe "$probe_image")" ||
    skip "podman cannot run a container here. With its own settings: $first. With runc and lower limits: $second"
fi
[ "$probe_image" = "$debian_image" ] && stand_ins
export NODE_IMAGE POSTGRES_IMAGE PROXY_IMAGE

# --- build and start ---------------------------------------------------------------------------
say "podman build (NODE_IMAGE=$NODE_IMAGE)"
# --format docker keeps HEALTHCHECK, which the OCI format has no field for.
podman build --format docker --build-arg "NODE_IMAGE=$NODE_IMAGE" -t "$app_image" . \
  >"$work/build.log" 2>&1 || { tail -40 "$work/build.log"; fail "the image did not build (log: $work/build.log)"; }
podman image inspect --format '{{.Config.User}} {{json .Config.Cmd}} {{.Config.StopSignal}}' "$app_image"

export HOSTEL_IMAGE="$app_image"
export HTTP_PORT="127.0.0.1:$port"
export APP_URL="$base"
JWT_SECRET="$(node -e 'console.log(require("node:crypto").randomBytes(36).toString("base64url"))')"
POSTGRES_PASSWORD="$(node -e 'console.log(require("node:crypto").randomBytes(18).toString("hex"))')"
export JWT_SECRET POSTGRES_PASSWORD
dc() { "${compose[@]}" -p "$project" -f "$root/compose.yaml" "$@"; }
# A service's container, by the labels every compose implementation sets.
container() {
  podman ps -a -q --filter "label=com.docker.compose.project=$project" \
    --filter "label=com.docker.compose.service=$1" | head -1
}

cleanup() {
  local status=$?
  if [ "${CONTAINER_TEST_KEEP:-0}" = 1 ]; then
    echo "left running: ${compose[*]} -p $project -f compose.yaml down -v -t 20"
    return
  fi
  dc down -v -t 20 >"$work/down.log" 2>&1 || true
  podman network rm -f "${project}_default" >/dev/null 2>&1 || true
  exit "$status"
}
trap cleanup EXIT

say "${compose[*]} up"
dc up -d >"$work/up.log" 2>&1 || { cat "$work/up.log"; fail "compose up failed"; }

say "waiting for the proxy and both servers"
ready=""
for _ in $(seq 1 180); do
  if [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/api/health/ready" || true)" = 200 ] &&
    podman healthcheck run "$(container app1)" >/dev/null 2>&1 &&
    podman healthcheck run "$(container app2)" >/dev/null 2>&1; then
    ready=yes
    break
  fi
  sleep 1
done
if [ -z "$ready" ]; then
  for s in postgres app1 app2 proxy; do echo "--- $s" && podman logs --tail 30 "$(container "$s")" 2>&1; done
  fail "the stack was not ready within 3 minutes"
fi
say "ready: $(curl -s "$base/api/health/ready")"

passed=0
check() { # name, expected, actual
  if [ "$2" = "$3" ]; then
    passed=$((passed + 1)) && echo "ok - $1"
  else
    fail "$1: expected $2, got $3"
  fi
}
post() { curl -s -o "$work/body.json" -w '%{http_code}' -H 'content-type: application/json' -X POST --data "$2" "$base$1"; }
field() { node -e 'const b = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); console.log(process.argv[2].split(".").reduce((v, k) => v?.[k], b))' "$work/body.json" "$1"; }

password="Container-test-$(node -e 'console.log(require("node:crypto").randomBytes(6).toString("hex"))')"
admin='{"name":"Container Admin","email":"admin@college.example","password":"'"$password"'"}'
check "the first administrator signs up through the proxy" 201 "$(post /api/admin/register "$admin")"
check "the answer says success" true "$(field success)"
check "the answer names an administrator" admin "$(field user.role)"
token="$(field token)"
for i in 1 2 3 4; do
  code="$(curl -s -o /dev/null -w '%{http_code}' -H "authorization: Bearer $token" "$base/api/auth/me")"
  check "the token is accepted ($i of 4, either server)" 200 "$code"
done
second='{"name":"Second Admin","email":"second@college.example","password":"'"$password"'"}'
check "a second sign-up is refused: both servers see the first" 403 "$(post /api/admin/register "$second")"
check "the web app is served" 200 "$(curl -s -o /dev/null -w '%{http_code}' "$base/")"
for s in app1 app2; do
  served="$(podman logs "$(container "$s")" 2>&1 | grep -c '"url":"/api/auth/me"' || true)"
  echo "   $s answered $served of the /api/auth/me calls"
done
check "the servers run as the image's user" hostel "$(podman exec "$(container app1)" id -un)"

say "stopping"
dc stop -t 20 >"$work/stop.log" 2>&1 || true
for s in app1 app2; do
  check "$s exits 0 on SIGTERM" 0 "$(podman inspect --format '{{.State.ExitCode}}' "$(container "$s")")"
done
check "app1 logged its shutdown" 1 "$(podman logs "$(container app1)" 2>&1 | grep -c '"msg":"shutting down"' || true)"
trap - EXIT
dc down -v -t 20 >"$work/down.log" 2>&1 || { cat "$work/down.log"; fail "compose down failed"; }
# podman-compose 1.0 leaves the project's network behind.
podman network rm -f "${project}_default" >/dev/null 2>&1 || true
left="$(podman volume ls -q --filter "label=io.podman.compose.project=$project" | wc -l)"
check "compose down -v leaves no volume" 0 "$left"

# --- one container on the embedded database --------------------------------------------------
say "one container on the embedded database, /data on a volume"
single="${project}-embedded"
single_port=$((port + 1))
single_base="http://127.0.0.1:$single_port"
cleanup_single() {
  podman rm -f -t 15 "$single" >/dev/null 2>&1 || true
  podman volume rm -f "$single-data" >/dev/null 2>&1 || true
}
trap 'status=$?; cleanup_single; exit $status' EXIT
wait_ready() { # base url
  for _ in $(seq 1 180); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$1/api/health/ready" || true)" = 200 ] && return 0
    sleep 1
  done
  podman logs --tail 30 "$single" 2>&1
  fail "the embedded-database container was not ready within 3 minutes"
}
podman run -d --name "$single" -v "$single-data:/data" -p "127.0.0.1:$single_port:3000" \
  "$app_image" >/dev/null 2>"$work/single.log" || { cat "$work/single.log"; fail "podman run failed"; }
wait_ready "$single_base"
check "the image's health check passes on the embedded database" 0 \
  "$(podman healthcheck run "$single" >/dev/null 2>&1; echo $?)"
check "an administrator signs up on the embedded database" 201 \
  "$(base="$single_base" post /api/admin/register "$admin")"
podman stop -t 15 "$single" >/dev/null 2>&1
check "the embedded-database server exits 0 on SIGTERM" 0 \
  "$(podman inspect --format '{{.State.ExitCode}}' "$single")"
podman start "$single" >/dev/null 2>&1
wait_ready "$single_base"
login='{"email":"admin@college.example","password":"'"$password"'"}'
check "after a restart on the same volume the administrator signs in" 200 \
  "$(base="$single_base" post /api/admin/login "$login")"
cleanup_single
trap - EXIT

say "done"
echo "$passed passed, 0 failed"
