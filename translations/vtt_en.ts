<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>DeckDialog</name>
    <message numerus="yes">
        <location filename="../vtt/ui/dialogs/deck_dialog.py" line="+326"/>
        <source>Lines not understood: %n</source>
        <translation>
            <numerusform>Lines not understood: %n</numerusform>
            <numerusform>Lines not understood: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckImportDialog</name>
    <message numerus="yes">
        <location filename="../vtt/ui/dialogs/deck_import.py" line="+87"/>
        <source>{name} - {counts}; %n line(s) not understood.</source>
        <translation>
            <numerusform>{name} - {counts}; %n line not understood.</numerusform>
            <numerusform>{name} - {counts}; %n lines not understood.</numerusform>
        </translation>
    </message>
</context>
</TS>
