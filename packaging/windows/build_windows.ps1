# Build the Windows bundle (dist\vtt\) and installer (dist\vtt-<version>-setup.exe), then
# smoke-test the bundle, install silently for the current user, smoke-test the installed
# app and uninstall it.  Run from any folder on Windows with Python >= 3.12 on PATH:
#     powershell -ExecutionPolicy Bypass -File packaging\windows\build_windows.ps1
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")
$py = if ($env:PYTHON) { $env:PYTHON } else { "python" }

function Invoke-Checked([string]$exe, [string[]]$arguments) {
    & $exe @arguments
    if ($LASTEXITCODE -ne 0) { throw "$exe $arguments exited with $LASTEXITCODE" }
}

# The app is a windowed (GUI) executable: it has no console, so check its exit code.
function Test-Smoke([string]$exe) {
    $env:QT_QPA_PLATFORM = "offscreen"
    $p = Start-Process -FilePath $exe -ArgumentList "--smoke-test" -Wait -PassThru -NoNewWindow
    Remove-Item Env:QT_QPA_PLATFORM
    if ($p.ExitCode -ne 0) { throw "$exe --smoke-test exited with $($p.ExitCode)" }
    Write-Host "== smoke test passed: $exe"
}

Invoke-Checked $py @("-m", "pip", "install", "-q", "-e", ".[package]")
$version = (& $py -c "import vtt; print(vtt.__version__)").Trim()

if (Test-Path dist\vtt) { Remove-Item -Recurse -Force dist\vtt }
Invoke-Checked $py @("-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", "dist", "--workpath", "build\pyinstaller", "packaging\vtt.spec")
Test-Smoke (Resolve-Path dist\vtt\vtt.exe)

$iscc = Get-Command iscc -ErrorAction SilentlyContinue
$isccPath = if ($iscc) { $iscc.Source } else { "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe" }
if (-not (Test-Path $isccPath)) {
    Invoke-Checked choco @("install", "innosetup", "-y", "--no-progress")
}
Invoke-Checked $isccPath @("/Q", "/DAppVersion=$version", "packaging\windows\vtt.iss")
$setup = Resolve-Path "dist\vtt-$version-setup.exe"

$target = Join-Path $env:RUNNER_TEMP "vtt-install-test"
if (-not $env:RUNNER_TEMP) { $target = Join-Path $env:TEMP "vtt-install-test" }
$p = Start-Process -FilePath $setup -Wait -PassThru -ArgumentList @(
    "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/CURRENTUSER", "/DIR=`"$target`"")
if ($p.ExitCode -ne 0) { throw "the installer exited with $($p.ExitCode)" }
Test-Smoke (Join-Path $target "vtt.exe")
$p = Start-Process -FilePath (Join-Path $target "unins000.exe") -Wait -PassThru `
    -ArgumentList @("/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART")
if ($p.ExitCode -ne 0) { throw "the uninstaller exited with $($p.ExitCode)" }
Write-Host "== installer $setup works: installed, smoke-tested, uninstalled"
