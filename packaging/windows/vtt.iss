; Inno Setup script for the Windows installer of VTT.
;
; Build the PyInstaller bundle first (dist\vtt\), then, from the repository root:
;     iscc /DAppVersion=0.1.0 packaging\windows\vtt.iss
; The installer is written to dist\vtt-<version>-setup.exe.
; Installs per user by default (no administrator rights needed); the user may choose a
; machine-wide install in the first page.  Offers a desktop icon, adds a Start menu entry
; and registers an uninstaller.  The installer speaks English and Spanish.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "VTT"
#define AppExe "vtt.exe"
#define Root "..\.."

[Setup]
AppId={{6F0C7A52-3D0B-4C5E-9B2E-7A1D5E3C9B41}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=VTT developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Root}\dist
OutputBaseFilename=vtt-{#AppVersion}-setup
SetupIconFile={#Root}\resources\icons\vtt.ico
UninstallDisplayIcon={app}\{#AppExe}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"

[CustomMessages]
en.LaunchApp=Start VTT now
es.LaunchApp=Abrir VTT ahora

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}\dist\vtt\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchApp}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; files the app writes next to itself: none; user data lives in the user's profile and is kept
Type: dirifempty; Name: "{app}"
