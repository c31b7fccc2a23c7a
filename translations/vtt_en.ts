<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>DeckDialog</name>
    <message numerus="yes">
        <location filename="../vtt/ui/dialogs/deck_dialog.py" line="+438"/>
        <source>Lines not understood: %n</source>
        <translation>
            <numerusform>Lines not understood: %n</numerusform>
            <numerusform>Lines not understood: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostOverrideDialog</name>
    <message numerus="yes">
        <location filename="../vtt/ui/dialogs/host_override.py" line="+155"/>
        <source>Take back %n step(s)</source>
        <translation>
            <numerusform>Take back %n step</numerusform>
            <numerusform>Take back %n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message numerus="yes">
        <location filename="../vtt/ui/log_text.py" line="+80"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+224"/>
        <source>Unlock phase: %n of {target}&apos;s cards unlock.</source>
        <translation>
            <numerusform>Unlock phase: %n of {target}&apos;s cards unlocks.</numerusform>
            <numerusform>Unlock phase: %n of {target}&apos;s cards unlock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{seat} unlocks all of {target}&apos;s cards (%n).</source>
        <translation>
            <numerusform>{seat} unlocks all of {target}&apos;s cards (%n).</numerusform>
            <numerusform>{seat} unlocks all of {target}&apos;s cards (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>The host ({seat}) takes back %n step(s), as the table agreed.</source>
        <translation>
            <numerusform>The host ({seat}) takes back %n step, as the table agreed.</numerusform>
            <numerusform>The host ({seat}) takes back %n steps, as the table agreed.</numerusform>
        </translation>
    </message>
</context>
</TS>
