#!/usr/bin/env bash
# Exhale — one deploy on the documented layout (README.md, "Running at scale"):
#
#   /srv/exhale/releases/<time>-<commit>/   one directory per release (source, node_modules, .next)
#   /srv/exhale/current -> releases/…       what the exhale@<port> units run (WorkingDirectory)
#   /srv/exhale/shared/                     DATA_DIR and the npm cache; kept across releases
#   /etc/exhale/exhale.env                  the instances' settings (also used for the build)
#   /etc/nginx/exhale-generation.conf       `$exhale_cache_generation`, part of every cache key
#
# Steps: build the new release once (npm ci, npm run build) with the instances' settings; copy the
# previous release's hashed assets (.next/static) into it, because pages nginx cached from the old
# build still name the old chunks; run the migrations once; point `current` at the release;
# restart the instances one at a time, each until its /readyz answers (nginx sends the traffic to
# the others meanwhile); then write the build id into exhale-generation.conf, `nginx -t` and
# `systemctl reload nginx`: only pages of the new build fill the new cache generation.
#
# Migrations run before the restarts, so the old build runs on the new schema for a minute:
# migrations must be backwards compatible (add first, drop in a later release).
#
# Usage (as root, on the server): deploy/deploy.sh [git ref, default HEAD]
#   The source is `git archive <ref>` of the repository this script lives in (REPO to override).
# Settings (environment): INSTANCES ("3001 3002": the ports of the exhale@ units), BASE_DIR
#   (/srv/exhale), ENV_FILE (/etc/exhale/exhale.env), GENERATION_FILE
#   (/etc/nginx/exhale-generation.conf), APP_USER (exhale), READY_TIMEOUT (120 s per instance),
#   KEEP_RELEASES (5), DRY_RUN=1 (print every command that would change something, change nothing).
set -euo pipefail

REPO=${REPO:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
REF=${1:-HEAD}
INSTANCES=${INSTANCES:-3001 3002}
BASE_DIR=${BASE_DIR:-/srv/exhale}
ENV_FILE=${ENV_FILE:-/etc/exhale/exhale.env}
GENERATION_FILE=${GENERATION_FILE:-/etc/nginx/exhale-generation.conf}
APP_USER=${APP_USER:-exhale}
READY_TIMEOUT=${READY_TIMEOUT:-120}
KEEP_RELEASES=${KEEP_RELEASES:-5}
DRY_RUN=${DRY_RUN:-0}

log() { printf '[deploy] %s\n' "$*" >&2; }
die() {
  log "error: $*"
  exit 1
}

# Every command that changes something goes through `run`: printed, and only run for real
# without DRY_RUN.
run() {
  if [[ $DRY_RUN == 1 ]]; then
    printf '+ %s\n' "$(printf '%q ' "$@")" >&2
  else
    "$@"
  fi
}

# The build, npm and the migrations run as the app's user, so the release (Next writes its
# cache into .next at run time) belongs to the user that serves it.
as_app() {
  if [[ $(id -u) == 0 && $APP_USER != root ]]; then
    run runuser -u "$APP_USER" -- "$@"
  else
    run "$@"
  fi
}

# The instances' settings for the build too: a build made with another PUBLIC_URL or content
# source would be seen as stale by `npm start`, which would then build again in every instance.
# The file is read by systemd and by bash alike: plain KEY=value lines, no spaces around "=".
load_env() {
  [[ -r $ENV_FILE ]] || die "$ENV_FILE is missing or unreadable (see deploy/systemd/exhale.env.example)"
  set -a
  # shellcheck source=/dev/null
  . "$ENV_FILE"
  set +a
  export NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
  export npm_config_cache="$BASE_DIR/shared/npm-cache"
}

wait_ready() {
  local port=$1 deadline=$((SECONDS + READY_TIMEOUT))
  if [[ $DRY_RUN == 1 ]]; then
    log "(dry run) would wait up to ${READY_TIMEOUT} s for http://127.0.0.1:$port/readyz"
    return 0
  fi
  until curl --silent --fail --max-time 5 --output /dev/null "http://127.0.0.1:$port/readyz"; do
    if ((SECONDS >= deadline)); then
      log "exhale@$port did not answer /readyz within ${READY_TIMEOUT} s: journalctl -u exhale@$port"
      return 1
    fi
    sleep 1
  done
}

write_generation() {
  local build_id=$1 temporary
  [[ $build_id =~ ^[A-Za-z0-9_-]+$ ]] || die "unexpected build id '$build_id'"
  if [[ $DRY_RUN == 1 ]]; then
    log "(dry run) would write $GENERATION_FILE with generation \"$build_id\""
    return 0
  fi
  temporary=$(mktemp "$GENERATION_FILE.XXXXXX")
  cat >"$temporary" <<EOF
# Written by deploy/deploy.sh on $(date -u +%Y-%m-%dT%H:%M:%SZ): the build id of the release
# in $release. Included by sites-available/exhale.conf; every cache key starts with it.
map "" \$exhale_cache_generation {
    default "$build_id";
}
EOF
  chmod 644 "$temporary"
  mv -f "$temporary" "$GENERATION_FILE"
}

main() {
  command -v git >/dev/null || die 'git is needed'
  command -v curl >/dev/null || die 'curl is needed'
  [[ $DRY_RUN == 1 || $(id -u) == 0 ]] || die 'run as root (systemctl, nginx, runuser), or with DRY_RUN=1'
  local commit stamp release previous build_id port
  commit=$(git -C "$REPO" rev-parse --short=12 "$REF^{commit}") || die "unknown git ref '$REF' in $REPO"
  stamp=$(date -u +%Y%m%dT%H%M%SZ)
  release="$BASE_DIR/releases/$stamp-$commit"
  previous=$(readlink -f "$BASE_DIR/current" 2>/dev/null || true)
  load_env

  # One deploy at a time.
  if [[ $DRY_RUN != 1 ]]; then
    mkdir -p "$BASE_DIR/releases" "$BASE_DIR/shared"
    exec 9>"$BASE_DIR/deploy.lock"
    flock --nonblock 9 || die "another deploy holds $BASE_DIR/deploy.lock"
  fi

  log "release $release from $REF ($commit); previous: ${previous:-none}"
  run mkdir -p "$release" "$npm_config_cache"
  if [[ $DRY_RUN == 1 ]]; then
    log "(dry run) would unpack: git -C $REPO archive $commit | tar -x -C $release"
  else
    git -C "$REPO" archive --format=tar "$commit" | tar -x -C "$release"
  fi
  if [[ $(id -u) == 0 && $APP_USER != root ]]; then
    run chown -R "$APP_USER:" "$release" "$npm_config_cache"
  fi

  log 'installing and building (a few minutes) …'
  # Dev dependencies too: the build needs them (NODE_ENV=production would leave them out).
  as_app npm --prefix "$release" ci --include=dev --no-audit --no-fund
  as_app npm --prefix "$release" run build
  if [[ $DRY_RUN == 1 ]]; then
    build_id='dry-run-build-id'
  else
    build_id=$(<"$release/.next/BUILD_ID")
  fi
  log "built $build_id"

  # Old chunk names stay served: pages cached from the previous build, and browsers that loaded
  # it, still ask for them. No overwriting (-n): equal names are equal files.
  if [[ -n $previous && -d $previous/.next/static ]]; then
    log "keeping the previous build's assets from $previous/.next/static"
    as_app cp -a -n "$previous/.next/static/." "$release/.next/static/"
  fi

  log 'migrating the database (once, before any instance restarts)'
  as_app npm --prefix "$release" run db:migrate

  # Atomic switch: a symlink renamed over the old one.
  run ln -sfn "$release" "$BASE_DIR/current.new"
  run mv -T "$BASE_DIR/current.new" "$BASE_DIR/current"

  for port in $INSTANCES; do
    log "restarting exhale@$port"
    run systemctl restart "exhale@$port.service"
    wait_ready "$port" ||
      die "stopped with exhale@$port not ready; the other instances still run. To go back: ln -sfn ${previous:-<previous release>} $BASE_DIR/current and restart exhale@$port"
  done

  log "new cache generation $build_id"
  local backup=''
  if [[ $DRY_RUN != 1 && -f $GENERATION_FILE ]]; then
    backup=$(mktemp)
    cp -p "$GENERATION_FILE" "$backup"
  fi
  write_generation "$build_id"
  if ! run nginx -t; then
    if [[ -n $backup ]]; then
      cp -p "$backup" "$GENERATION_FILE"
      rm -f "$backup"
    fi
    die "nginx -t failed: $GENERATION_FILE restored, nginx not reloaded (it serves the old generation)"
  fi
  if [[ -n $backup ]]; then rm -f "$backup"; fi
  run systemctl reload nginx

  # Old releases go, except the current and the previous one (for a quick way back).
  local kept=0 old
  while IFS= read -r old; do
    kept=$((kept + 1))
    if ((kept > KEEP_RELEASES)) && [[ $old != "$release" && $old != "$previous" ]]; then
      run rm -rf "$old"
    fi
  done < <(find "$BASE_DIR/releases" -mindepth 1 -maxdepth 1 -type d 2>/dev/null | sort -r)

  log "done: $commit ($build_id) on ${INSTANCES// /, }"
}

main "$@"
