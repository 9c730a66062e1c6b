#!/bin/sh
# Installs the JavaScript tools the web package's tests build real apps with — Debian's
# webpack, rollup with @rollup/plugin-node-resolve, React 18 and ReactDOM with React's types,
# Vue 2 — into DIR (default out/js-tools), and writes DIR/node, a Node.js wrapper that finds
# them. SUDO, if set, runs apt-get update where the package lists are missing.
#
# Why not `apt-get install`: these packages depend on Debian's own Node.js build (webpack on
# node-types-node, which only Debian's nodejs provides), and a machine with NodeSource's
# Node.js cannot install that beside it. So each package and its Debian dependencies are
# downloaded (`apt-get download`, no root) and unpacked (`dpkg-deb -x`) into DIR, and run
# with the machine's Node.js: NODE_PATH points at their /usr/share/nodejs, and a preload
# (node-config.cjs) gives webpack the two settings of Debian's Node build it reads
# (process.config.variables.node_relative_path and node_prefix).
#
# Costs nothing when DIR is complete. Exit status: 0 ready; 2 apt-get, dpkg-deb or node is
# missing, or a package did not download.
set -eu
cd "$(dirname "$0")/.."
dir=${1:-out/js-tools}
packages="webpack rollup node-rollup-plugin-node-resolve node-react node-react-dom node-vue node-csstype node-prop-types"

if [ -x "$dir/node" ] && [ -f "$dir/ready" ] && [ "$(cat "$dir/ready")" = "$packages" ]; then
  exit 0
fi
for tool in apt-get apt-cache dpkg-deb node; do
  command -v "$tool" >/dev/null || { echo "js-tools: $tool is missing" >&2; exit 2; }
done
rm -rf "$dir"
mkdir -p "$dir/debs" "$dir/root"
# The packages and everything they depend on that is JavaScript (node-*, libjs-*), or the
# tools themselves; the rest (libc, Node.js) is the machine's.
# shellcheck disable=SC2086
needed=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
  --no-replaces --no-enhances $packages 2>/dev/null | grep -v '^ ' | grep -v '^<' | sort -u |
  grep -E '^(node-|libjs-|webpack$|rollup$|eslint$)' || true)
if [ -z "$needed" ]; then
  # A machine whose package lists were never fetched knows no package yet.
  echo "js-tools: apt-get update"
  ${SUDO:-} apt-get update -qq
  # shellcheck disable=SC2086
  needed=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances $packages 2>/dev/null | grep -v '^ ' | grep -v '^<' | sort -u |
    grep -E '^(node-|libjs-|webpack$|rollup$|eslint$)' || true)
fi
[ -n "$needed" ] || { echo "js-tools: apt-cache knows none of: $packages" >&2; exit 2; }
# shellcheck disable=SC2086
(cd "$dir/debs" && apt-get download $needed >/dev/null 2>"../download.log") || {
  echo "js-tools: apt-get download failed (see $dir/download.log)" >&2; exit 2; }
for deb in "$dir"/debs/*.deb; do dpkg-deb -x "$deb" "$dir/root"; done
rm -rf "$dir/debs"
root=$(cd "$dir/root" && pwd)
cat > "$dir/node-config.cjs" <<EOF
// Debian's webpack reads two settings of Debian's Node.js build; this Node.js has neither.
const config = JSON.parse(JSON.stringify(process.config));
config.variables.node_relative_path = 'share/nodejs';
config.variables.node_prefix = '$root/usr';
Object.defineProperty(process, 'config', { value: Object.freeze(config), configurable: true });
EOF
cat > "$dir/node" <<EOF
#!/bin/sh
# Node.js with Debian's JavaScript packages unpacked by scripts/js-tools.sh.
NODE_PATH="$root/usr/share/nodejs\${NODE_PATH:+:\$NODE_PATH}" exec node -r "$(cd "$dir" && pwd)/node-config.cjs" "\$@"
EOF
chmod +x "$dir/node"
echo "$packages" > "$dir/ready"
echo "js-tools: $(echo "$needed" | wc -l) packages in $dir"
