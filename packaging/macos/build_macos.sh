#!/usr/bin/env bash
# Build VTT.app and a compressed disk image on macOS (run on a Mac or a macos-latest runner).
#
#     bash packaging/macos/build_macos.sh
#
# Needs Python >= 3.12 (python3 on PATH or $PYTHON) and the Xcode command line tools
# (hdiutil, codesign are part of macOS).  Produces dist/VTT.app and dist/vtt-<version>.dmg,
# then smoke-tests the app inside the bundle offscreen.
#
# The bundle is signed ad hoc ("-"), enough to run on the building Mac and on Apple silicon;
# a release for other people needs a Developer ID signature and notarisation:
#     codesign --deep --force --options runtime --sign "Developer ID Application: ..." dist/VTT.app
#     xcrun notarytool submit dist/vtt-<version>.dmg --keychain-profile ... --wait
#     xcrun stapler staple dist/vtt-<version>.dmg
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PYTHON:-python3}
"$PY" -c 'import sys; assert sys.version_info >= (3, 12), sys.version'
"$PY" -m pip install -q -e ".[package]"
VERSION=$("$PY" -c 'import vtt; print(vtt.__version__)')

rm -rf dist/VTT.app dist/vtt build/pyinstaller
# The spec adds a BUNDLE step on macOS: Info.plist keys and resources/icons/vtt.icns.
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/vtt.spec
codesign --force --deep --sign - dist/VTT.app

EXE=dist/VTT.app/Contents/MacOS/vtt
"$EXE" --version | grep -qx "vtt $VERSION"
QT_QPA_PLATFORM=offscreen "$EXE" --smoke-test
/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" dist/VTT.app/Contents/Info.plist

# The disk image: the app and a link to /Applications to drag it onto.
STAGE=build/dmg
rm -rf "$STAGE" "dist/vtt-$VERSION.dmg"
mkdir -p "$STAGE"
cp -R dist/VTT.app "$STAGE/"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname "VTT $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO \
  -ov "dist/vtt-$VERSION.dmg"
hdiutil verify "dist/vtt-$VERSION.dmg"
echo "== dist/VTT.app $(du -sh dist/VTT.app | cut -f1), dist/vtt-$VERSION.dmg $(du -h "dist/vtt-$VERSION.dmg" | cut -f1)"
