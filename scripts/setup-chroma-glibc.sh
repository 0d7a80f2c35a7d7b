#!/usr/bin/env bash
# Makes the Chroma server's native addon runnable on this machine.
#
# chromadb 3.5.0 ships its server as a native addon that needs glibc >= 2.39; Debian 12 has 2.36.
# Prints `native` when the addon loads with the system glibc. Otherwise fetches Debian 13 (trixie)
# `libc6` once into .cache/glibc-trixie/ (private apt state, no system file touched), unpacks it,
# checks that the addon loads through that glibc's own loader, and prints the library folder.
# Safe to run at every start: a warm run only compares a stamp file.
# See docs/decisions/0001-embedded-chroma.md.
set -euo pipefail

suite="trixie"
project_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cache_dir="$project_root/.cache/glibc-$suite"
stamp_file="$cache_dir/verified"

fail() {
  echo "setup-chroma-glibc: $*" >&2
  exit 1
}

command -v node >/dev/null || fail "node is not on PATH"
node_binary="$(node -p 'process.execPath')"

# The addon package is an optional dependency of chromadb; resolve it the way chromadb's CLI does.
binding_path="$(cd "$project_root" && node -e '
  const { createRequire } = require("node:module");
  const name = `chromadb-js-bindings-linux-${process.arch}-gnu`;
  const fromRoot = createRequire(process.cwd() + "/package.json");
  const candidates = [fromRoot];
  try { candidates.push(createRequire(fromRoot.resolve("chromadb"))); } catch { /* chromadb missing: reported below */ }
  for (const require of candidates) {
    try { console.log(require.resolve(name)); process.exit(0); } catch { /* try the next location */ }
  }
  console.error(`${name} is not installed (run npm install; only linux x64/arm64 with glibc are supported)`);
  process.exit(1);
')" || fail "cannot find the Chroma native addon"

system_glibc="$(getconf GNU_LIBC_VERSION 2>/dev/null || echo unknown)"
binding_identity="$(stat -c '%n %s %Y' "$binding_path") $system_glibc"

# Warm path: the same addon file was already checked on this glibc.
if [[ -f "$stamp_file" ]]; then
  IFS= read -r stamped_identity <"$stamp_file" || true
  stamped_result="$(sed -n 2p "$stamp_file")"
  if [[ "$stamped_identity" == "$binding_identity" && -n "$stamped_result" ]]; then
    if [[ "$stamped_result" == "native" || -d "$stamped_result" ]]; then
      echo "$stamped_result"
      exit 0
    fi
  fi
fi

write_stamp() {
  mkdir -p "$cache_dir"
  printf '%s\n%s\n' "$binding_identity" "$1" >"$stamp_file.tmp"
  mv -f "$stamp_file.tmp" "$stamp_file"
}

load_check='require(process.argv[1])'

native_error="$("$node_binary" -e "$load_check" "$binding_path" 2>&1 >/dev/null)" && {
  write_stamp native
  echo native
  exit 0
}

debian_arch="$(dpkg --print-architecture 2>/dev/null)" || fail "the addon does not load with the system glibc ($system_glibc), and this is not a Debian-based system, so a newer glibc cannot be fetched. Use a system with glibc >= 2.39, or set CHROMA_URL to an external Chroma server. Load error: $native_error"
case "$debian_arch" in
  amd64) triplet="x86_64-linux-gnu" ;;
  arm64) triplet="aarch64-linux-gnu" ;;
  *) fail "unsupported architecture $debian_arch; set CHROMA_URL to an external Chroma server" ;;
esac
command -v apt-get >/dev/null || fail "apt-get is missing; cannot fetch Debian $suite's glibc. Set CHROMA_URL to an external Chroma server."

mkdir -p "$cache_dir"
# One setup at a time (npm install's postinstall and a start may overlap).
exec 9>"$cache_dir/lock"
flock 9

library_dir="$cache_dir/root/usr/lib/$triplet"

find_loader() {
  find "$library_dir" -maxdepth 1 -name 'ld-linux*.so.*' -print -quit 2>/dev/null
}

verify_trixie() {
  local loader
  loader="$(find_loader)"
  [[ -n "$loader" ]] || return 1
  "$loader" --library-path "$library_dir:/usr/lib/$triplet" "$node_binary" -e "$load_check" "$binding_path"
}

if [[ -z "$(find_loader)" ]]; then
  # The mirror comes from the machine's own apt configuration, so no host name is written here.
  # Prefer a base suite entry (bookworm) over -security/-updates ones. awk reads to the end so
  # apt-get never gets SIGPIPE (pipefail would turn that into "no mirror").
  mirror="$(apt-get indextargets --no-release-info --format '$(TARGET_OF) $(RELEASE) $(REPO_URI)' 2>/dev/null |
    awk '!found && $1 == "deb" && $2 !~ /-/ { print $3; found = 1 }')" || mirror=""
  if [[ -z "$mirror" ]]; then
    mirror="$(apt-get indextargets --no-release-info --format '$(TARGET_OF) $(REPO_URI)' 2>/dev/null |
      awk '!found && $1 == "deb" && $2 !~ /security/ { print $2; found = 1 }')" || mirror=""
  fi
  [[ -n "$mirror" ]] || fail "no Debian mirror found in this machine's apt sources; cannot fetch Debian $suite's glibc"

  keyring="/usr/share/keyrings/debian-archive-keyring.gpg"
  [[ -r "$keyring" ]] || fail "$keyring is missing (install debian-archive-keyring)"

  apt_dir="$cache_dir/apt"
  rm -rf "$apt_dir"
  mkdir -p "$apt_dir/sources.list.d" "$apt_dir/preferences.d" "$apt_dir/state/lists/partial" \
    "$apt_dir/cache/archives/partial" "$apt_dir/download"
  : >"$apt_dir/state/status"
  echo "deb [arch=$debian_arch signed-by=$keyring] $mirror $suite main" >"$apt_dir/sources.list"
  # The system's update hooks (PackageKit, AppStream) must not run for this private index.
  cat >"$apt_dir/apt.conf" <<'EOF'
#clear APT::Update::Pre-Invoke;
#clear APT::Update::Post-Invoke;
#clear APT::Update::Post-Invoke-Success;
#clear DPkg::Pre-Invoke;
#clear DPkg::Post-Invoke;
EOF
  apt_options=(
    -c "$apt_dir/apt.conf"
    -o "Dir::Etc::SourceList=$apt_dir/sources.list"
    -o "Dir::Etc::SourceParts=$apt_dir/sources.list.d"
    -o "Dir::Etc::Preferences=$apt_dir/preferences"
    -o "Dir::Etc::PreferencesParts=$apt_dir/preferences.d"
    -o "Dir::State=$apt_dir/state"
    -o "Dir::State::status=$apt_dir/state/status"
    -o "Dir::Cache=$apt_dir/cache"
    -o "Acquire::Languages=none"
  )
  # Non-root users cannot drop to _apt; root keeps apt's download sandbox where the folder allows it.
  if [[ "$(id -u)" != "0" ]]; then
    apt_options+=(-o "APT::Sandbox::User=$(id -un)")
  fi
  apt_log="$cache_dir/apt.log"
  if ! apt-get "${apt_options[@]}" -q update >"$apt_log" 2>&1; then
    tail -n 20 "$apt_log" >&2
    fail "apt-get update for Debian $suite failed (mirror $mirror); check access to that mirror, or set CHROMA_URL to an external Chroma server. Details: $apt_log"
  fi
  if ! (cd "$apt_dir/download" && apt-get "${apt_options[@]}" -q download "libc6:$debian_arch") >>"$apt_log" 2>&1; then
    tail -n 20 "$apt_log" >&2
    fail "apt-get download libc6 from Debian $suite failed; see $apt_log"
  fi
  deb_file="$(find "$apt_dir/download" -maxdepth 1 -name 'libc6_*.deb' -print -quit)"
  [[ -n "$deb_file" ]] || fail "apt-get download did not produce a libc6 package; see $apt_log"

  # Unpack beside the final folder, then swap it in, so a half-unpacked tree is never used.
  staging="$cache_dir/root.partial"
  rm -rf "$staging"
  dpkg -x "$deb_file" "$staging" || fail "dpkg -x $deb_file failed"
  rm -rf "$cache_dir/root"
  mv "$staging" "$cache_dir/root"
  # The package index (10 MB) and the .deb are only needed for this one unpack.
  rm -rf "$apt_dir/state/lists" "$apt_dir/cache" "$apt_dir/download"
fi

if ! trixie_error="$(verify_trixie 2>&1 >/dev/null)"; then
  fail "the Chroma addon loads neither with the system glibc ($system_glibc) nor with Debian $suite's glibc in $library_dir.
  system: $native_error
  $suite: $trixie_error
Delete $cache_dir to fetch it again, use a system with a newer glibc, or set CHROMA_URL to an external Chroma server."
fi

write_stamp "$library_dir"
echo "$library_dir"
