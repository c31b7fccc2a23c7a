<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Cards</name>
    <message>
        <location filename="../vtt/games/free/demo_deck.py" line="+15"/>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Rey</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <location filename="../vtt/ui/console/shorthand.py" line="+34"/>
        <source>draw [N] [zone] - draw N cards (default 1, from your deck)</source>
        <extracomment>every command word, for completion and help one line of help per form, shown by ``help``</extracomment>
        <translation>draw [N] [zona] - roba N cartas (1 si no se indica, de tu mazo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lock CARD / unlock CARD / flip CARD - turn a card</source>
        <translation>lock CARTA / unlock CARTA / flip CARTA - gira, endereza o voltea una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlockall - unlock all your cards</source>
        <translation>unlockall - endereza todas tus cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move CARD ZONE [top|bottom|N] - move a card</source>
        <translation>move CARTA ZONA [top|bottom|N] - mueve una carta (arriba, abajo o a la posición N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>COUNTER +N / -N / N - change a seat counter (pool -1, vp +1)</source>
        <translation>CONTADOR +N / -N / N - cambia un contador del asiento (pool -1, vp +1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>COUNTER CARD +N - change a card counter (blood 3 +1)</source>
        <translation>CONTADOR CARTA +N - cambia las fichas de una carta (blood 3 +1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter CARD [KIND] +N - any counter on a card</source>
        <translation>counter CARTA [TIPO] +N - cualquier tipo de ficha sobre una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>label CARD TEXT / attach CARD to CARD / detach CARD</source>
        <translation>label CARTA TEXTO / attach CARTA to CARTA / detach CARTA - anota, adjunta o separa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shuffle [zone] / cut [zone] [N] / random ZONE</source>
        <translation>shuffle [zona] / cut [zona] [N] / random ZONA - baraja, corta o elige al azar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>look ZONE [N] / look ZONE:POS / reveal ZONE [N] / reveal CARD</source>
        <translation>look ZONA [N] / look ZONA:POS / reveal ZONA [N] / reveal CARTA - mira o muestra cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll [NdS] / coin / say TEXT / phase TEXT</source>
        <translation>roll [NdS] / coin / say TEXTO / phase TEXTO - dados, moneda, chat y fase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TOKEN / token TOKEN [to SEAT|middle] - take or give a token</source>
        <translation>MARCADOR / token MARCADOR [to ASIENTO|middle] - toma o cede un marcador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end / undo / redo</source>
        <translation>end / undo / redo - termina el turno, deshace, rehace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CARD is the number on the card, or ZONE:POS (hand:2).</source>
        <translation>CARTA es el número que aparece en la carta, o ZONA:POS (hand:2).</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>There is no zone called &apos;{zone}&apos; for you. Zones: {zones}.</source>
        <translation>No tienes ninguna zona llamada «{zone}». Zonas: {zones}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+51"/>
        <source>&apos;{text}&apos; is not a number.</source>
        <translation>«{text}» no es un número.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Give a number of at least 1, not {n}.</source>
        <translation>Indica un número mayor o igual que 1, no {n}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;{ref}&apos; is not a card: give its number (12) or a zone and a position (hand:2).</source>
        <translation>«{ref}» no es una carta: indica su número (12) o una zona y una posición (hand:2).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{zone} has no card at position {pos}.</source>
        <translation>{zone} no tiene ninguna carta en la posición {pos}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cannot see the card at {ref}.</source>
        <translation>No puedes ver la carta de {ref}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no seat &apos;{seat}&apos;: give its number (1 to {n}) or its player&apos;s name.</source>
        <translation>No hay ningún asiento «{seat}»: indica su número (de 1 a {n}) o el nombre de su jugador.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Type a command, or help for the list.</source>
        <translation>Escribe una orden, o help para ver la lista.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{word} needs some text.</source>
        <translation>{word} necesita un texto.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Unknown command &apos;{word}&apos;. Type help for the list.</source>
        <translation>Orden desconocida: «{word}». Escribe help para ver la lista.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wrong number of words after &apos;{word}&apos;. Type help for the forms.</source>
        <translation>Número de palabras incorrecto después de «{word}». Escribe help para ver las formas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>help is answered by the console, not sent.</source>
        <translation>La consola responde a help; no se envía a la mesa.</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Write dice like d6 or 2d6, not &apos;{text}&apos;.</source>
        <translation>Escribe los dados como d6 o 2d6, no «{text}».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no token called &apos;{token}&apos;. Tokens: {tokens}.</source>
        <translation>No hay ningún marcador llamado «{token}». Marcadores: {tokens}.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../vtt/games/free/module.py" line="+31"/>
        <source>Free table</source>
        <translation>Mesa libre</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../vtt/core/saves.py" line="+116"/>
        <source>This save file is damaged or is not a save ({detail}).</source>
        <extracomment>format_version -&gt; function upgrading a decoded save (a dict) to format_version + 1</extracomment>
        <translation>Este archivo de partida está dañado o no es una partida guardada ({detail}).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>This save was made by a newer version of the program (save format {v}); please update to open it.</source>
        <translation>Esta partida se guardó con una versión más reciente del programa (formato {v}); actualízalo para abrirla.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The file cannot be read: {error}</source>
        <translation>No se puede leer el archivo: {error}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../vtt/core/session.py" line="+94"/>
        <source>The table changed before your command arrived; try again.</source>
        <extracomment>a save keeps a snapshot every this many commands, so loading replays at most that many how the game was created: with ``commands`` it recreates the game every accepted command in order, undo and redo included: this replays the game encoded states after that many commands, for the snapshots of a save</extracomment>
        <translation>La mesa cambió antes de que llegara tu orden; inténtalo de nuevo.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>A batch acts for one seat only.</source>
        <translation>Un lote de órdenes actúa por un solo asiento.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>There is nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the player who gave the last command can undo it.</source>
        <translation>Solo el jugador que dio la última orden puede deshacerla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That command showed cards or used chance; it cannot be undone. The table can agree to a rollback instead.</source>
        <translation>Esa orden mostró cartas o usó el azar; no se puede deshacer. En su lugar, la mesa puede acordar volver atrás.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is nothing for you to redo.</source>
        <translation>No tienes nada que rehacer.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../vtt/ui/shortcuts.py" line="+32"/>
        <source>Lock the card</source>
        <translation>Girar la carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unlock the card</source>
        <translation>Enderezar la carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lock or unlock (double-click)</source>
        <translation>Girar o enderezar (doble clic)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unlock all my cards</source>
        <translation>Enderezar todas mis cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the card over</source>
        <translation>Voltear la carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a counter</source>
        <translation>Añadir una ficha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a counter</source>
        <translation>Quitar una ficha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw a card</source>
        <translation>Robar una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw several cards</source>
        <translation>Robar varias cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle my deck</source>
        <translation>Barajar mi mazo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look at the top cards of my deck</source>
        <translation>Mirar las primeras cartas de mi mazo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search my deck</source>
        <translation>Buscar en mi mazo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the card into my hand</source>
        <translation>Poner la carta en mi mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the card</source>
        <translation>Descartar la carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magnifier (hold)</source>
        <translation>Lupa (mantener pulsado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the table to the window</source>
        <translation>Ajustar la mesa a la ventana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll a die</source>
        <translation>Tirar un dado</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../vtt/core/table.py" line="+45"/>
        <source>There is no zone called &apos;{zone}&apos;.</source>
        <extracomment>Where a card lands in a region when the command gives no position (table units: a card is 63 x 88, like a real card in millimetres).</extracomment>
        <translation>No hay ninguna zona llamada «{zone}».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is no card #{card} on the table.</source>
        <translation>No hay ninguna carta n.º {card} en la mesa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Say which card: its number, or a zone and a position.</source>
        <translation>Indica qué carta: su número, o una zona y una posición.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+326"/>
        <source>{zone} has no card at position {pos}.</source>
        <translation>{zone} no tiene ninguna carta en la posición {pos}.</translation>
    </message>
    <message>
        <location line="-319"/>
        <source>There is no seat {seat} at this table.</source>
        <translation>No hay ningún asiento {seat} en esta mesa.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That card is not yours to handle.</source>
        <translation>No puedes manejar esa carta: no es tuya.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{zone} belongs to another player.</source>
        <translation>{zone} pertenece a otro jugador.</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>This seat has no deck or hand to draw with.</source>
        <translation>Este asiento no tiene mazo ni mano con los que robar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw at least one card.</source>
        <translation>Roba al menos una carta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{zone} has only {n} cards left.</source>
        <translation>A {zone} solo le quedan {n} cartas.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Only cards on the table can be locked, counted or attached.</source>
        <translation>Solo las cartas en la mesa se pueden girar, llevar fichas o adjuntarse.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That card is already locked.</source>
        <translation>Esa carta ya está girada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card is already unlocked.</source>
        <translation>Esa carta ya está enderezada.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You can only unlock your own cards.</source>
        <translation>Solo puedes enderezar tus propias cartas.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Only cards on the table can be turned over.</source>
        <translation>Solo las cartas en la mesa se pueden voltear.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A counter needs a short name.</source>
        <translation>Una ficha necesita un nombre corto.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You can only change your own counters.</source>
        <translation>Solo puedes cambiar tus propias fichas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough {kind}: there are only {n}.</source>
        <translation>No hay suficientes {kind}: solo hay {n}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is far too many counters.</source>
        <translation>Son demasiadas fichas.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A card cannot be attached to itself.</source>
        <translation>Una carta no se puede adjuntar a sí misma.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attach it to the card underneath instead.</source>
        <translation>Adjúntala a la carta de debajo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card carries other cards; it cannot be attached.</source>
        <translation>Esa carta lleva otras cartas adjuntas; no se puede adjuntar.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>That card is not attached to anything.</source>
        <translation>Esa carta no está adjunta a nada.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A note can have at most 200 characters.</source>
        <translation>Una nota puede tener como máximo 200 caracteres.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Only piles and hands can be shuffled.</source>
        <translation>Solo se pueden barajar los montones y las manos.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only piles can be cut.</source>
        <translation>Solo se pueden cortar los montones.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is nothing to cut in {zone}.</source>
        <translation>No hay nada que cortar en {zone}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cut between 1 and {n} cards.</source>
        <translation>Corta entre 1 y {n} cartas.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{zone} has only {n} cards.</source>
        <translation>{zone} solo tiene {n} cartas.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You cannot reveal a card you do not know.</source>
        <translation>No puedes mostrar una carta que no conoces.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{zone} is empty.</source>
        <translation>{zone} está vacío.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Roll 1 to {count} dice of 2 to {sides} sides.</source>
        <translation>Tira de 1 a {count} dados de 2 a {sides} caras.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no token called &apos;{token}&apos;.</source>
        <translation>No hay ningún marcador llamado «{token}».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only its holder can give that token away.</source>
        <translation>Solo quien tiene ese marcador puede cederlo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Say something.</source>
        <translation>Escribe algo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A message can have at most {n} characters.</source>
        <translation>Un mensaje puede tener como máximo {n} caracteres.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+15"/>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A phase name can have at most 40 characters.</source>
        <translation>El nombre de una fase puede tener como máximo 40 caracteres.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>This table does not know the command &apos;{type}&apos;.</source>
        <translation>Esta mesa no conoce la orden «{type}».</translation>
    </message>
</context>
<context>
    <name>Zones</name>
    <message>
        <location filename="../vtt/games/free/module.py" line="-13"/>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play area</source>
        <translation>Zona de juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Middle of the table</source>
        <translation>Centro de la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start player</source>
        <translation>Jugador inicial</translation>
    </message>
</context>
</TS>
