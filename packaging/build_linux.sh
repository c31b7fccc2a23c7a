#!/usr/bin/env bash
# Build the Linux bundle (dist/vtt/) and a Debian package (dist/vtt_<version>_<arch>.deb),
# then smoke-test both: the bundled app must start offscreen and exit 0.  xz level 2 packs
# almost as tight as the default level 6 (59 MB against 54 MB) in a third of the time.
#
#     bash packaging/build_linux.sh            # from the repository root or anywhere
#
# Needs: Python >= 3.12 with pip (PYENV_VERSION=3.12.1 is picked when pyenv has it), dpkg-deb.
# Installs into that interpreter what it lacks: the project with its dependencies and
# PyInstaller (the "package" extra).  As root on Debian it also installs the system
# libraries Qt needs offscreen and desktop-file-utils for validating the desktop entry.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
start=$(date +%s)

if [ -z "${PYENV_VERSION:-}" ] && command -v pyenv >/dev/null 2>&1 \
    && pyenv versions --bare 2>/dev/null | grep -qx '3.12.1'; then
  export PYENV_VERSION=3.12.1
fi
PY=${PYTHON:-python3}
"$PY" -c 'import sys; assert sys.version_info >= (3, 12), sys.version' || {
  echo "build_linux: Python >= 3.12 is required" >&2; exit 1; }
command -v dpkg-deb >/dev/null || { echo "build_linux: dpkg-deb is required" >&2; exit 1; }

if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  missing=""
  for pkg in libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 fonts-dejavu-core \
             desktop-file-utils; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing="$missing $pkg"
  done
  if [ -n "$missing" ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  fi
fi

export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore
"$PY" -m pip install -q -e ".[package]"

VERSION=$("$PY" -c 'import vtt; print(vtt.__version__)')
ARCH=$(dpkg --print-architecture)
echo "== building vtt $VERSION for $ARCH"

# 1. the folder bundle
rm -rf dist/vtt build/pyinstaller
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/vtt.spec
bundled=$(date +%s)

# 2. smoke test of the bundle: offscreen, no display, no user settings touched
smoke() {  # smoke EXECUTABLE: --version names the version; the demo and a VTES table render
  local exe=$1 home
  home=$(mktemp -d)
  (
    export HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data \
      XDG_CACHE_HOME=$home/cache VTT_CONFIG_DIR=$home/vtt-config VTT_DATA_DIR=$home/vtt-data \
      VTT_CACHE_DIR=$home/vtt-cache VTT_LOG_DIR=$home/vtt-log QT_QPA_PLATFORM=offscreen
    local out
    out=$("$exe" --version)
    echo "$out"
    [ "$out" = "vtt $VERSION" ]
    timeout 300 "$exe" --smoke-test
    # VTES reads krcg's packaged card lists: proves they are in the bundle
    timeout 300 "$exe" --game vtes --smoke-test
  )
  rm -rf "$home"
}
smoke dist/vtt/vtt
echo "== bundle smoke test passed"

# 3. the Debian package: /opt/vtt, /usr/bin/vtt, desktop entry, hicolor icons
STAGE=build/deb/vtt_${VERSION}_${ARCH}
rm -rf "$STAGE"
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications"
cp -a dist/vtt "$STAGE/opt/vtt"
ln -s /opt/vtt/vtt "$STAGE/usr/bin/vtt"
install -m 644 packaging/linux/vtt.desktop "$STAGE/usr/share/applications/vtt.desktop"
for png in vtt/resources/icons/vtt-*.png; do
  size=$(basename "$png" .png); size=${size#vtt-}
  install -D -m 644 "$png" "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/vtt.png"
done
install -D -m 644 resources/icons/vtt.svg "$STAGE/usr/share/icons/hicolor/scalable/apps/vtt.svg"
if command -v desktop-file-validate >/dev/null 2>&1; then
  desktop-file-validate "$STAGE/usr/share/applications/vtt.desktop"
fi
INSTALLED_KB=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@SIZE@/$INSTALLED_KB/" \
  packaging/linux/control.in > "$STAGE/DEBIAN/control"
DEB=dist/vtt_${VERSION}_${ARCH}.deb
dpkg-deb --root-owner-group -Zxz -z2 --build "$STAGE" "$DEB" >/dev/null

# 4. smoke test of the package's contents, unpacked without installing it
UNPACKED=$(mktemp -d)
dpkg-deb -x "$DEB" "$UNPACKED"
test -L "$UNPACKED/usr/bin/vtt"
test -f "$UNPACKED/usr/share/icons/hicolor/48x48/apps/vtt.png"
smoke "$UNPACKED/opt/vtt/vtt"
rm -rf "$UNPACKED"
echo "== .deb smoke test passed"

end=$(date +%s)
echo "== bundle dist/vtt: $(du -sh dist/vtt | cut -f1), package $DEB: $(du -h "$DEB" | cut -f1)"
echo "== PyInstaller $((bundled - start)) s, total $((end - start)) s"
