<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../vtt/ui/dialogs/about.py" line="+28"/>
        <source>About VTT</source>
        <translation>Acerca de VTT</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>GNU LGPL version 3</source>
        <translation>GNU LGPL versión 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>MIT licence</source>
        <translation>Licencia MIT</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>BSD licence</source>
        <translation>Licencia BSD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GNU LGPL</source>
        <translation>GNU LGPL</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Versions</source>
        <translation>Versiones</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Licences of bundled software and data</source>
        <translation>Licencias del software y los datos incluidos</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../vtt/app.py" line="+70"/>
        <location line="+21"/>
        <source>Player {n}</source>
        <extracomment>the demo game: the free table with four seats</extracomment>
        <translation>Jugador {n}</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <location filename="../vtt/core/module.py" line="+194"/>
        <source>Computer (random moves)</source>
        <extracomment>how a zone is drawn (:attr:`ZoneSpec.draw`): its cards laid out as cards (the default), or as a game&apos;s components: a board of numbered tracks, numbered spaces beside the zone&apos;s card, pieces side by side, a stack of pieces with its count, or one token with the pieces&apos; total the shapes of a piece (:attr:`PieceSpec.shape`): a round wooden disc, a flat token :attr:`PieceSpec.colour` for a piece in the colour of the seat that owns it the spec names every key that starts with ``key`` (a family of counters kept apart by a suffix: one Methuselah&apos;s corruption counters, &quot;corruption.2&quot;) what :meth:`GameModule.table_text` answers for an event the log need not tell (bookkeeping another line of the log already says) the names of the usual bot levels (a module names its own in :meth:`GameModule.bot_level_label`)</extracomment>
        <translation>Ordenador (jugadas al azar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer (plays to win)</source>
        <translation>Ordenador (juega para ganar)</translation>
    </message>
</context>
<context>
    <name>CardPreviewPanel</name>
    <message>
        <location filename="../vtt/ui/panels/preview_panel.py" line="+62"/>
        <source>Card</source>
        <extracomment>the smallest the preview&apos;s card gets, in device-independent pixels (a card is 63 x 88) the card&apos;s height over its width</extracomment>
        <translation>Carta</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Point at a card to see it here.</source>
        <translation>Señala una carta para verla aquí.</translation>
    </message>
</context>
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
        <location line="+1"/>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Joker</source>
        <extracomment>the names in Spanish, for faces built with ``language=&quot;es&quot;`` (the faces are drawn before any Qt translator could be asked, as the 1347 faces are; the &quot;Cards&quot; strings above carry the same words in vtt_es.ts)</extracomment>
        <translation>Comodín</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
</context>
<context>
    <name>ColourButton</name>
    <message>
        <location filename="../vtt/ui/dialogs/colour_button.py" line="+25"/>
        <source>Choose a colour</source>
        <translation>Elige un color</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../vtt/ui/log_text.py" line="+22"/>
        <source>a move</source>
        <extracomment>what a command type is called in undo, redo and host-override lines</extracomment>
        <translation>un movimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a lock</source>
        <translation>un giro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unlock</source>
        <translation>un enderezamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlocking everything</source>
        <translation>enderezar todo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turning a card over</source>
        <translation>voltear una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a counter change</source>
        <translation>un cambio de fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attaching a card</source>
        <translation>adjuntar una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>detaching a card</source>
        <translation>separar una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a note</source>
        <translation>una nota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passing a token</source>
        <translation>pasar un marcador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the end of the turn</source>
        <translation>el final del turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a phase change</source>
        <translation>un cambio de fase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>several moves</source>
        <translation>varios movimientos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a change of computer player</source>
        <translation>un cambio de jugador del ordenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a new seat name</source>
        <translation>un nuevo nombre de asiento</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <location filename="../vtt/ui/console/shorthand.py" line="+58"/>
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
        <source>COUNTER +N / -N / N - change a seat counter (score -1)</source>
        <translation>CONTADOR +N / -N / N - cambia un contador del asiento (score -1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>COUNTER CARD +N - change a card counter (counter 3 +1)</source>
        <translation>CONTADOR CARTA +N - cambia las fichas de una carta (counter 3 +1)</translation>
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
        <source>CARD is the number on the card (hover it to see it), ZONE:POS (hand:2), or the card&apos;s name as one word (fireball, red-dragon).</source>
        <translation>CARTA es el número de la carta (pasa el ratón por encima para verlo), ZONA:POS (hand:2) o el nombre de la carta en una palabra (bola-de-fuego, dragon-rojo).</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>There is no zone called &apos;{zone}&apos; for you. Zones: {zones}.</source>
        <translation>No tienes ninguna zona llamada «{zone}». Zonas: {zones}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+88"/>
        <source>&apos;{text}&apos; is not a number.</source>
        <translation>«{text}» no es un número.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Give a number of at least 1, not {n}.</source>
        <translation>Indica un número mayor o igual que 1, no {n}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&apos;{ref}&apos; is not a card: give its number (12) or a zone and a position (hand:2).</source>
        <translation>«{ref}» no es una carta: indica su número (12) o una zona y una posición (hand:2).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&apos;{ref}&apos; names several cards: {numbers}.</source>
        <translation>&apos;{ref}&apos; nombra varias cartas: {numbers}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{zone} has no card at position {pos}.</source>
        <translation>{zone} no tiene ninguna carta en la posición {pos}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You cannot see the card at {ref}.</source>
        <translation>No puedes ver la carta de {ref}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>There is no seat &apos;{seat}&apos;: give its number (1 to {n}) or its player&apos;s name.</source>
        <translation>No hay ningún asiento «{seat}»: indica su número (de 1 a {n}) o el nombre de su jugador.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Type a command, or help for the list.</source>
        <translation>Escribe una orden, o help para ver la lista.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{word} needs some text.</source>
        <translation>{word} necesita un texto.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Unknown command &apos;{word}&apos;. Type help for the list.</source>
        <translation>Orden desconocida: «{word}». Escribe help para ver la lista.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wrong number of words after &apos;{word}&apos;. Type help for the forms.</source>
        <translation>Número de palabras incorrecto después de «{word}». Escribe help para ver las formas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>help is answered by the console, not sent.</source>
        <translation>La consola responde a help; no se envía a la mesa.</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Write dice like d6 or 2d6, not &apos;{text}&apos;.</source>
        <translation>Escribe los dados como d6 o 2d6, no «{text}».</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no token called &apos;{token}&apos;. Tokens: {tokens}.</source>
        <translation>No hay ningún marcador llamado «{token}». Marcadores: {tokens}.</translation>
    </message>
</context>
<context>
    <name>ConsolePanel</name>
    <message>
        <location filename="../vtt/ui/console/console_widget.py" line="+118"/>
        <source>Console</source>
        <translation>Consola</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Type a command (draw 2, lock 3, help) and press Enter</source>
        <translation>Escribe una orden (draw 2, lock 3, help) y pulsa Intro</translation>
    </message>
</context>
<context>
    <name>Counters</name>
    <message>
        <location filename="../vtt/games/vtes/layout.py" line="+83"/>
        <source>pool</source>
        <translation>reserva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vp</source>
        <translation>PV</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>nightmare</source>
        <translation>pesadilla</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>corruption</source>
        <translation>corrupción</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>became a vampire</source>
        <translation>convertida en vampiro</translation>
    </message>
    <message>
        <location filename="../vtt/games/nob/table.py" line="+25"/>
        <location filename="../vtt/games/vtes/layout.py" line="-19"/>
        <source>blood</source>
        <extracomment>the blood cap, shown beside the blood (4, the Sovereign 5: the tracker&apos;s visible marks) how the seat counters are named and coloured on the table</extracomment>
        <translation>sangre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blood cap</source>
        <translation>sangre máx.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strength</source>
        <translation>Fuerza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dexterity</source>
        <translation>Destreza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Intelligence</source>
        <translation>Inteligencia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Luck</source>
        <translation>Suerte</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/layout.py" line="+2"/>
        <source>life</source>
        <translation>vida</translation>
    </message>
    <message>
        <location filename="../vtt/games/g1347/table.py" line="+262"/>
        <source>peasantry</source>
        <translation>Campesinado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bourgeoisie</source>
        <translation>Burguesía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>church</source>
        <translation>Iglesia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knighthood</source>
        <translation>Caballería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sorcery</source>
        <translation>Hechicería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>royalty</source>
        <translation>Realeza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>influence</source>
        <translation>de influencia</translation>
    </message>
    <message>
        <location filename="../vtt/games/free/module.py" line="+119"/>
        <source>score</source>
        <translation>puntos</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../vtt/games/vtes/layout.py" line="+2"/>
        <source>counter</source>
        <translation>contador</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../vtt/ui/panels/decision_panel.py" line="+174"/>
        <source>Decisions</source>
        <extracomment>the filter box appears when the list has more entries than this rows of choices the list shows at least an entry grouping choices aimed at different players: ``[(player, command index)]`` what the filter box searches in an entry besides its text (the players of a group) marks a heading row of the list what a row stands for while the decision lasts (its command, or its group of commands) stands for the player in the words of an entry that groups several the argument a module names for what distinguishes the choices of one entry</extracomment>
        <translation>Decisiones</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Answer here for the other seats I play (hot-seat)</source>
        <extracomment>the seat whose choices are listed (the viewer, or a hot-seat seat that decides) the view the panel shows (the controller&apos;s, once its change was delivered) the menu of players a grouped entry opened last (kept for tests)</extracomment>
        <translation>Responder aquí por los otros asientos que juego (mismo equipo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When another seat you play must decide, list its choices here at once; off: take that seat first to see them.</source>
        <translation>Cuando otro asiento que juegas debe decidir, muestra aquí sus opciones al momento; desactivado: primero ocupa ese asiento para verlas.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Filter the choices (a card, a minion, a word)</source>
        <translation>Filtrar las opciones (una carta, un siervo, una palabra)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Nothing is waiting for a decision: with the game&apos;s rules off, play on the table by hand.</source>
        <extracomment>the decision the choices were placed for (see :meth:`_decision_key`) button words -&gt; index in :attr:`commands`</extracomment>
        <translation>Nada espera una decisión: con las reglas del juego desactivadas, juega a mano sobre la mesa.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No decision is pending.</source>
        <translation>No hay ninguna decisión pendiente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your decision: {text}</source>
        <translation>Tu decisión: {text}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} decides: {text}</source>
        <translation>Decide {name}: {text}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} (computer)</source>
        <translation>{name} (ordenador)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Waiting for {seat}: {text}</source>
        <translation>Esperando a {seat}: {text}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play as {name} (hot-seat)</source>
        <translation>Jugar como {name} (mismo ordenador)</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>Choose one: {names}</source>
        <translation>Elige una: {names}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not possible now.</source>
        <translation>Ya no es posible.</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Refused: {reason}</source>
        <translation>Rechazado: {reason}</translation>
    </message>
</context>
<context>
    <name>Decisions</name>
    <message>
        <location filename="../vtt/ui/words.py" line="+46"/>
        <source>Waiting for {seat}: {text}</source>
        <translation>Esperando a {seat}: {text}</translation>
    </message>
</context>
<context>
    <name>DeckDialog</name>
    <message>
        <location filename="../vtt/core/module.py" line="+4"/>
        <source>Deck</source>
        <extracomment>headings of the deck sections most games have; a game names its own others</extracomment>
        <translation>Mazo</translation>
    </message>
    <message>
        <location filename="../vtt/ui/dialogs/deck_dialog.py" line="+78"/>
        <source>The file is too large to be a decklist.</source>
        <extracomment>a decklist file larger than this is refused (the parsers refuse far less anyway) how long the text must rest before it is parsed again</extracomment>
        <translation>El archivo es demasiado grande para ser una lista de mazo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is not a text file.</source>
        <translation>El archivo no es un archivo de texto.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Decks</source>
        <translation>Mazos</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Open file…</source>
        <extracomment>a worker thread is reading; ``_again``: the text changed meanwhile</extracomment>
        <translation>Abrir archivo…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Starter decks…</source>
        <translation>Mazos de inicio…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Paste a decklist here, open a file or drop one on this window (TWD, JOL, Lackey, VDB, Amaranth…).</source>
        <translation>Pega aquí una lista de mazo, abre un archivo o suéltalo en esta ventana (TWD, JOL, Lackey, VDB, Amaranth…).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copies</source>
        <translation>Copias</translation>
    </message>
    <message>
        <location line="+21"/>
        <source> players</source>
        <translation> jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck check:</source>
        <translation>Comprobación del mazo:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the deck in this format to the clipboard</source>
        <translation>Copiar el mazo en este formato al portapapeles</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Open a decklist</source>
        <translation>Abrir una lista de mazo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decklists (*.txt *.dek *.md *.lck);;All files (*)</source>
        <translation>Listas de mazo (*.txt *.dek *.md *.lck);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+7"/>
        <source>{file} cannot be read: {error}</source>
        <translation>No se puede leer {file}: {error}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This built-in deck cannot be found.</source>
        <translation>No se encuentra este mazo incluido.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>This decklist cannot be read: {error}</source>
        <translation>No se puede leer esta lista de mazo: {error}</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+4"/>
        <source>Unnamed deck</source>
        <translation>Mazo sin nombre</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>{deck} by {author}</source>
        <translation>{deck}, de {author}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card recognised yet.</source>
        <translation>Todavía no se ha reconocido ninguna carta.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No deck yet.</source>
        <translation>Todavía no hay mazo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line {n}: {text} — {reason}</source>
        <translation>Línea {n}: {text} — {reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Lines not understood: %n</source>
        <translation>
            <numerusform>Líneas no entendidas: %n</numerusform>
            <numerusform>Líneas no entendidas: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every line was understood.</source>
        <translation>Se han entendido todas las líneas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: {text}</source>
        <translation>Aviso: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No problem found.</source>
        <translation>No se ha encontrado ningún problema.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>{file} cannot be written: {error}</source>
        <translation>No se puede escribir {file}: {error}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{format} decklist (*.txt)</source>
        <translation>Lista de mazo {format} (*.txt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the deck</source>
        <translation>Exportar el mazo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>deck</source>
        <translation>mazo</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No card was recognised in this decklist.</source>
        <translation>No se ha reconocido ninguna carta en esta lista de mazo.</translation>
    </message>
</context>
<context>
    <name>FolderDeckPicker</name>
    <message>
        <location filename="../vtt/ui/dialogs/folder_deck_picker.py" line="+40"/>
        <source>Choose a folder of card images</source>
        <extracomment>the data of the &quot;Folder…&quot; entry (never a deck text: deck texts start with a word) the folder chooser (tests replace it)</extracomment>
        <translation>Elige una carpeta de imágenes de cartas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Folder…</source>
        <translation>Carpeta…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Folder: {name} ({n} cards)</source>
        <translation>Carpeta: {name} ({n} cartas)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>(and {n} more: see the deck&apos;s tooltip)</source>
        <translation>(y {n} más: mira la descripción emergente del mazo)</translation>
    </message>
</context>
<context>
    <name>FreeTable</name>
    <message>
        <location filename="../vtt/games/free/module.py" line="-86"/>
        <source>The free table</source>
        <extracomment>Help &gt; Rules reference for a table without rules: how to play on it</extracomment>
        <translation>La mesa libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The free table has no rules: it is a table with cards on it, and you move them as you would real cards.</source>
        <translation>La mesa libre no tiene reglas: es una mesa con cartas, y las mueves como moverías cartas reales.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag cards between your deck, hand, play area and discard pile. Double-click a card to lock it (turn it sideways); right-click a card or a pile for everything else you can do with it.</source>
        <translation>Arrastra cartas entre tu mazo, tu mano, tu zona de juego y tu pila de descartes. Haz doble clic en una carta para girarla (ponerla de lado); haz clic con el botón derecho en una carta o en un montón para todo lo demás que puedes hacer con ellos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The console understands short commands: draw 2, lock 3, move 3 discard, score +1, roll 2d6, say hello, end. Type help in the console for the full list.</source>
        <translation>La consola entiende órdenes cortas: draw 2, lock 3, move 3 discard, score +1, roll 2d6, say hola, end. Escribe help en la consola para ver la lista completa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play your own cards: in Game &gt; New, choose Folder… in a seat&apos;s Deck column and pick a folder with one picture per card (back.png is the back). A deck.txt in it may list how many of each: 3 Fireball per line.</source>
        <translation>Juega con tus propias cartas: en Partida &gt; Nueva, elige Carpeta… en la columna Mazo de un asiento y escoge una carpeta con una imagen por carta (back.png es el reverso). Un deck.txt en ella puede indicar cuántas de cada una: 3 Bola de fuego por línea.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the start player token to the next player with &apos;token first to 2&apos;. Undo takes back your last command unless it showed cards or used chance.</source>
        <translation>Pasa el marcador de jugador inicial al siguiente jugador con «token first to 2». Deshacer anula tu última orden, salvo que mostrara cartas o usara el azar.</translation>
    </message>
    <message>
        <location filename="../vtt/games/free/folder_deck.py" line="+48"/>
        <source>The folder {folder} does not exist.</source>
        <extracomment>normalised names of a back picture list files looked for first the largest list read (a list of thousands of cards is well below this) the most copies of one card a line may ask for the most cards a folder deck may hold (the table stays playable)</extracomment>
        <translation>La carpeta {folder} no existe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder {folder} has no card pictures.</source>
        <translation>La carpeta {folder} no tiene imágenes de cartas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The list {file} cannot be read: {why}</source>
        <translation>No se puede leer la lista {file}: {why}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line {line} of {file} is not a count and a card name: {text}</source>
        <translation>La línea {line} de {file} no es una cantidad y un nombre de carta: {text}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deck has more than {most} cards; the rest is left out.</source>
        <translation>El mazo tiene más de {most} cartas; el resto se deja fuera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has no picture in the folder; its name is drawn instead.</source>
        <translation>{name} no tiene imagen en la carpeta; se dibuja su nombre.</translation>
    </message>
</context>
<context>
    <name>G1347</name>
    <message>
        <location filename="../vtt/games/g1347/engine.py" line="+35"/>
        <source>{name}: choose the supply action of one building.</source>
        <translation>{name}: elige la acción de suministro de un edificio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: look at a card of the Nun row ({n} left).</source>
        <translation>{name}: mira una carta de la fila de Religiosas (quedan {n}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: enter a building, or play a Safe-conduct.</source>
        <translation>{name}: entra en un edificio o juega un Salvoconducto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: play cards face down, then say you are done.</source>
        <translation>{name}: juega cartas boca abajo y luego indica que has terminado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: choose who gives you half their hand (Sword).</source>
        <translation>{name}: elige quién te da la mitad de su mano (Espada).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: choose who receives your rat (Flute).</source>
        <translation>{name}: elige quién recibe tu rata (Flauta).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: give {n} more card(s) of your hand to {to}.</source>
        <translation>{name}: da {n} carta(s) más de tu mano a {to}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: discard up to {n} hand card(s) to discard as many rats, or say you are done.</source>
        <translation>{name}: descarta hasta {n} carta(s) de tu mano para descartar otras tantas ratas, o indica que has terminado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round {round} of {rounds} begins.</source>
        <translation>Empieza la ronda {round} de {rounds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All drawn buildings were the same: the last one was replaced from the reserve.</source>
        <translation>Todos los edificios robados eran iguales: el último se ha sustituido por uno del mazo de Reserva.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} gains {n} influence in {cls}.</source>
        <translation>{name} gana {n} de influencia en {cls}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} takes {n} rat(s).</source>
        <translation>{name} coge {n} rata(s).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {played_cards} at the {building_card}: +{n} {cls}.</source>
        <translation>{played_cards} de {name} en {building_card}: +{n} {cls}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s {played_cards} at the {building_card}: +{n} {cls}, {rats} rat(s).</source>
        <translation>{played_cards} de {name} en {building_card}: +{n} {cls}, {rats} rata(s).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} played no cards at the {building_card}.</source>
        <translation>{name} no jugó cartas en {building_card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has the most cards at the {building_card}, preferred action: {action}</source>
        <translation>{name} tiene más cartas en {building_card}, acción preferente: {action}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} at the {building_card}, normal action: {action}</source>
        <translation>{name} en {building_card}, acción normal: {action}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has the most Swords at the {building_card}: Sword majority.</source>
        <translation>{name} tiene más Espadas en {building_card}: mayoría de Espadas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has the most Flutes at the {building_card}: Flute majority.</source>
        <translation>{name} tiene más Flautas en {building_card}: mayoría de Flautas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} scores {points}: {why}.</source>
        <translation>{name} suma {points}: {why}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} scores {points} for influence in {cls}.</source>
        <translation>{name} suma {points} por la influencia en {cls}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{names} wins with {points} points.</source>
        <translation>{names} gana con {points} puntos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody wins.</source>
        <translation>Nadie gana.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Final round: {name} gains 1 extra influence in {cls} instead of the action.</source>
        <translation>Última ronda: {name} gana 1 de influencia adicional en {cls} en lugar de la acción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flute: {to} receives a rat from {name}.</source>
        <translation>Flauta: {to} recibe una rata de {name}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over: the Nun row and the rats are revealed.</source>
        <translation>La partida ha terminado: se revelan la fila de Religiosas y las ratas.</translation>
    </message>
    <message>
        <location filename="../vtt/games/g1347/faces.py" line="+32"/>
        <source>Peasantry</source>
        <extracomment>a disc&apos;s colour is its seat&apos;s default colour (disc.&lt;n&gt; belongs to seat n), so a disc is told from the others at a glance and matches its player&apos;s area the texts below are marked for translation; the faces are built in English (or in the rulebook&apos;s Spanish for ``language=&quot;es&quot;``) and the UI may translate with the same context</extracomment>
        <translation>Campesinado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bourgeoisie</source>
        <translation>Burguesía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Church</source>
        <translation>Iglesia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knighthood</source>
        <translation>Caballería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sorcery</source>
        <translation>Hechicería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royalty</source>
        <translation>Realeza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Peasant</source>
        <translation>Campesino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Merchant</source>
        <translation>Mercader</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monk</source>
        <translation>Monje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight</source>
        <translation>Caballero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Witch</source>
        <translation>Bruja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Farm</source>
        <translation>Granja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brewery</source>
        <translation>Cervecería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market</source>
        <translation>Mercado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Office</source>
        <translation>Oficina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monastery</source>
        <translation>Monasterio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hospital</source>
        <translation>Hospital</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castle</source>
        <translation>Castillo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watchtower</source>
        <translation>Torre Vigía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortune-teller&apos;s shop</source>
        <translation>Tienda del Adivino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piper&apos;s hut</source>
        <translation>Cabaña del Flautista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Palace</source>
        <translation>Palacio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <translation>Tesoro Público</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw 4 population cards.</source>
        <translation>Roba 4 cartas de población.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw 2 population cards.</source>
        <translation>Roba 2 cartas de población.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw 1 population card per influence point gained here.</source>
        <translation>Roba 1 carta de población por cada punto de influencia ganado aquí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw 1 population card per 2 influence points gained here.</source>
        <translation>Roba 1 carta de población por cada 2 puntos de influencia ganados aquí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take 2 jokers.</source>
        <translation>Coge 2 comodines.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 1 joker.</source>
        <translation>Coge 1 comodín.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take 2 Safe-conducts.</source>
        <translation>Coge 2 Salvoconductos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 1 Safe-conduct.</source>
        <translation>Coge 1 Salvoconducto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard 2 rats.</source>
        <translation>Descarta 2 ratas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard 1 rat.</source>
        <translation>Descarta 1 rata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard 1 rat, then up to 3 hand cards to discard as many rats.</source>
        <translation>Descarta 1 rata y después hasta 3 cartas de tu mano para descartar otras tantas ratas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard up to 2 hand cards to discard as many rats.</source>
        <translation>Descarta hasta 2 cartas de tu mano para descartar otras tantas ratas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take 2 Swords.</source>
        <translation>Coge 2 Espadas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 1 Sword.</source>
        <translation>Coge 1 Espada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every player outside all Watchtowers with at least as many cards as you gives you 3 hand cards.</source>
        <translation>Cada jugador que no esté en ninguna Torre Vigía y tenga al menos tantas cartas como tú te da 3 cartas de su mano.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No action; protection from every Watchtower this round.</source>
        <translation>Sin acción; protección contra todas las Torres Vigía en esta ronda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at 2 cards of the Nun row.</source>
        <translation>Mira 2 cartas de la fila de Religiosas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look at 1 card of the Nun row.</source>
        <translation>Mira 1 carta de la fila de Religiosas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take 2 Flutes.</source>
        <translation>Coge 2 Flautas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 1 Flute.</source>
        <translation>Coge 1 Flauta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take 2 victory-point tokens.</source>
        <translation>Coge 2 fichas de puntos de victoria.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 1 victory-point token.</source>
        <translation>Coge 1 ficha de puntos de victoria.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take 2 Gold.</source>
        <translation>Coge 2 de Oro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 1 Gold.</source>
        <translation>Coge 1 de Oro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sword</source>
        <translation>Espada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flute</source>
        <translation>Flauta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Safe-conduct</source>
        <translation>Salvoconducto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+1 influence in the class of the building; never a rat.</source>
        <translation>+1 de influencia en la clase del edificio; nunca da ratas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest Swords in the building gives half their hand to the most Swords.</source>
        <translation>Quien tenga menos Espadas en el edificio da la mitad de su mano a quien tenga más.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fewest Flutes in the building receives a rat from the most Flutes.</source>
        <translation>Quien tenga menos Flautas en el edificio recibe una rata de quien tenga más.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play at the start of your turn in phase C instead of entering: act later.</source>
        <translation>Se juega al inicio de tu turno en la fase C en lugar de entrar: actúas más tarde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Never played. Most Gold scores 6, second 3, if the Treasury is in the game.</source>
        <translation>Nunca se juega. Si el Tesoro Público está en la partida, quien tenga más Oro suma 6 y el segundo 3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rat</source>
        <translation>Rata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <translation>Puntos de victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disc</source>
        <translation>Disco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special card</source>
        <translation>Carta especial</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{n} nun(s)</source>
        <translation>{n} religiosa(s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw {n}</source>
        <translation>robar {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-{n} rat(s)</source>
        <translation>-{n} rata(s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>look {n}</source>
        <translation>mirar {n}</translation>
    </message>
    <message>
        <location filename="../vtt/games/g1347/module.py" line="+91"/>
        <source>With the rules on, the game moves the cards: use the 1347 actions.</source>
        <translation>Con las reglas activadas, el juego mueve las cartas: usa las acciones de 1347.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>It is {name}&apos;s decision now: {text}</source>
        <translation>Ahora decide {name}: {text}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>That is not the decision asked for: {text}</source>
        <translation>Esa no es la decisión que se pide: {text}</translation>
    </message>
    <message>
        <location filename="../vtt/games/g1347/answers.py" line="+40"/>
        <source>There is no building {n} this round.</source>
        <translation>No hay ningún edificio {n} en esta ronda.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Look at one of the five Nun-row cards you have not seen yet.</source>
        <translation>Mira una de las cinco cartas de la fila de Religiosas que aún no has visto.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Playing a Safe-conduct needs one in your hand and another player still to enter.</source>
        <translation>Para jugar un Salvoconducto necesitas tener uno en la mano y que otro jugador aún tenga que entrar.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Only population cards, jokers, Swords and Flutes from your hand can be played in a building; Gold never.</source>
        <translation>En un edificio solo se pueden jugar cartas de población, comodines, Espadas y Flautas de tu mano; el Oro nunca.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Choose one of the players tied for fewest.</source>
        <translation>Elige a uno de los jugadores empatados con menos.</translation>
    </message>
    <message>
        <location line="-241"/>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <location line="+309"/>
        <source>Rat tokens are exchanged 3 for a 3 or 5 for a 5.</source>
        <translation>Las fichas de rata se cambian 3 por una de 3 o 5 por una de 5.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You need {n} rat tokens of value 1 for that.</source>
        <translation>Para eso necesitas {n} fichas de rata de valor 1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The supply has no rat token of value {n} left.</source>
        <translation>En la reserva no quedan fichas de rata de valor {n}.</translation>
    </message>
    <message>
        <location filename="../vtt/games/g1347/module.py" line="+10"/>
        <source>The 1347 actions need the rules on; move the components by hand.</source>
        <translation>Las acciones de 1347 necesitan las reglas activadas; mueve los componentes a mano.</translation>
    </message>
    <message>
        <location filename="../vtt/games/g1347/scoring.py" line="+90"/>
        <source>Most population cards and jokers in hand</source>
        <translation>Más cartas de población y comodines en la mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most Swords</source>
        <translation>Más Espadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most Flutes</source>
        <translation>Más Flautas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most Safe-conducts</source>
        <translation>Más Salvoconductos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold (6 / 3)</source>
        <translation>Oro (6 / 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory-point tokens</source>
        <translation>Fichas de puntos de victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rats (the plague kills above {nuns})</source>
        <translation>Ratas (la peste mata por encima de {nuns})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Influence in {cls}: 10 / 5 / 2</source>
        <translation>Influencia en {cls}: 10 / 5 / 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Influence in {cls}: 10 / 5</source>
        <translation>Influencia en {cls}: 10 / 5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Equal influence: the disc lower in the stack (there first) ranks higher.</source>
        <translation>Empate de influencia: gana el disco que está más abajo en la pila (el que llegó antes).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Treasury in this game: Gold does not score.</source>
        <translation>No hay Tesoro Público en esta partida: el Oro no puntúa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Nun row shows {nuns} nuns.</source>
        <translation>La fila de Religiosas muestra {nuns} religiosas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has more rats than nuns and dies of the plague.</source>
        <translation>{name} tiene más ratas que religiosas y muere de peste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plague killed everybody: nobody wins.</source>
        <translation>La peste ha matado a todos: nadie gana.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plague killed everybody; by the optional rule the fewest rats win.</source>
        <translation>La peste ha matado a todos; por la regla opcional gana quien tenga menos ratas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Equal points: the fewest rats win.</source>
        <translation>Empate a puntos: gana quien tenga menos ratas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Still equal: the victory is shared.</source>
        <translation>Sigue el empate: la victoria se comparte.</translation>
    </message>
    <message>
        <location filename="../vtt/games/g1347/describe.py" line="+24"/>
        <source>Supply: {building} (building {n}): draw {draw}</source>
        <extracomment>supply symbols in words, by which of (draw, rats, look) the building copy has</extracomment>
        <translation>Suministro: {building} (edificio {n}): roba {draw}</translation>
    </message>
    <message>
        <location filename="../vtt/games/g1347/answers.py" line="-275"/>
        <source>Supply actions</source>
        <translation>Acciones de suministro</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Nun row</source>
        <translation>Fila de Religiosas</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+38"/>
        <source>Enter a building</source>
        <translation>Entrar en un edificio</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Play a card face down</source>
        <translation>Jugar una carta boca abajo</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choose a player</source>
        <translation>Elegir un jugador</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Give a card</source>
        <translation>Dar una carta</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Discard a card for a rat</source>
        <translation>Descartar una carta por una rata</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Rats</source>
        <translation>Ratas</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>Look at card {n} of the Nun row</source>
        <translation>Mirar la carta {n} de la fila de Religiosas</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Enter the {building} (building {n})</source>
        <translation>Entrar en {building} (edificio {n})</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Play a Safe-conduct and enter later</source>
        <translation>Jugar un Salvoconducto y entrar más tarde</translation>
    </message>
    <message>
        <location line="-188"/>
        <source>Play {card} in the {building}</source>
        <translation>Jugar {card} en {building}</translation>
    </message>
    <message>
        <location line="+243"/>
        <source>Done discarding</source>
        <translation>He terminado de descartar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done playing cards</source>
        <translation>He terminado de jugar cartas</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>Give {card} to {name}</source>
        <translation>Dar {card} a {name}</translation>
    </message>
    <message>
        <location filename="../vtt/games/g1347/describe.py" line="+3"/>
        <source>Supply: {building} (building {n}): discard {rats} rat(s)</source>
        <translation>Suministro: {building} (edificio {n}): descarta {rats} rata(s)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Supply: {building} (building {n}): look at {look} Nun-row card(s)</source>
        <translation>Suministro: {building} (edificio {n}): mira {look} carta(s) de la fila de Religiosas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Supply: {building} (building {n}): draw {draw}, discard {rats} rat(s)</source>
        <translation>Suministro: {building} (edificio {n}): roba {draw}, descarta {rats} rata(s)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Supply: {building} (building {n}): draw {draw}, look at {look} Nun-row card(s)</source>
        <translation>Suministro: {building} (edificio {n}): roba {draw}, mira {look} carta(s) de la fila de Religiosas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Supply: {building} (building {n}): discard {rats} rat(s), look at {look} Nun-row card(s)</source>
        <translation>Suministro: {building} (edificio {n}): descarta {rats} rata(s), mira {look} carta(s) de la fila de Religiosas</translation>
    </message>
    <message>
        <location filename="../vtt/games/g1347/answers.py" line="-5"/>
        <source>Play {card} (nuns: {nuns}) in the {building}</source>
        <translation>Jugar {card} (religiosas: {nuns}) en {building}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give {card} (nuns: {nuns}) to {name}</source>
        <translation>Dar {card} (religiosas: {nuns}) a {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard {card} (nuns: {nuns}) to discard a rat</source>
        <translation>Descartar {card} (religiosas: {nuns}) para descartar una rata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard {card} to discard a rat</source>
        <translation>Descartar {card} para descartar una rata</translation>
    </message>
    <message>
        <location line="+333"/>
        <source>Exchange {n} rat tokens of value 1 for one of value {n}</source>
        <translation>Cambiar {n} fichas de rata de valor 1 por una de valor {n}</translation>
    </message>
    <message>
        <location filename="../vtt/games/g1347/describe.py" line="+73"/>
        <source>Supply action of building {n}</source>
        <translation>Acción de suministro del edificio {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Supply: {building} (building {n})</source>
        <translation>Suministro: {building} (edificio {n})</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} receives your rat</source>
        <translation>{name} recibe tu rata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} gives you half their hand</source>
        <translation>{name} te da la mitad de su mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose {name}</source>
        <translation>Elegir a {name}</translation>
    </message>
    <message>
        <location filename="../vtt/games/g1347/words.py" line="+25"/>
        <source>Phase A: new buildings</source>
        <translation>Fase A: nuevos edificios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase B: supplies</source>
        <translation>Fase B: suministros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase C: enter the buildings</source>
        <translation>Fase C: entrar en los edificios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase D: the buildings resolve</source>
        <translation>Fase D: se resuelven los edificios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase E: end of the round</source>
        <translation>Fase E: fin de la ronda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round} of {rounds} - {phase} - {seat}</source>
        <translation>Ronda {round} de {rounds} - {phase} - {seat}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setting up</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{src_owner} enters the {building_card} (space {space}).</source>
        <translation>{src_owner} entra en {building_card} (espacio {space}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{src_owner} plays {card} face down.</source>
        <translation>{src_owner} juega {card} boca abajo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{src_owner} gives {card} to {dst_owner}.</source>
        <translation>{src_owner} da {card} a {dst_owner}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{src_owner} discards {card}.</source>
        <translation>{src_owner} descarta {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{dst_owner} draws {card}.</source>
        <translation>{dst_owner} roba {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{dst_owner} takes {card}.</source>
        <translation>{dst_owner} toma {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building {slot} of the round: {card}.</source>
        <translation>Edificio {slot} de la ronda: {card}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is the start player.</source>
        <translation>{name} es el jugador inicial.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../vtt/ui/game_files.py" line="+72"/>
        <source>Opening {file}…</source>
        <extracomment>writes not finished yet (the window waits for them before it closes)</extracomment>
        <translation>Abriendo {file}…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This save is of a game this program does not know ({game}).</source>
        <translation>Esta partida guardada es de un juego que este programa no conoce ({game}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game in it cannot be replayed ({error}).</source>
        <translation>La partida que contiene no se puede reproducir ({error}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} cannot be opened.

{reason}</source>
        <translation>No se puede abrir {file}.

{reason}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../vtt/games/free/module.py" line="+10"/>
        <source>Free table</source>
        <translation>Mesa libre</translation>
    </message>
    <message>
        <location filename="../vtt/games/g1347/module.py" line="-73"/>
        <source>1347</source>
        <extracomment>state.data keys a seat may see (all public; the queue of steps stays on the host)</extracomment>
        <translation>1347</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/module.py" line="+48"/>
        <source>Vampire: The Eternal Struggle</source>
        <translation>Vampire: The Eternal Struggle</translation>
    </message>
    <message>
        <location filename="../vtt/games/nob/module.py" line="+83"/>
        <source>Nights of Blood</source>
        <translation>Nights of Blood</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../vtt/ui/net/dialogs.py" line="+93"/>
        <source>Host a LAN game</source>
        <translation>Crear una partida en red local</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spectators may see everything (judges)</source>
        <translation>Los espectadores pueden verlo todo (jueces)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name:</source>
        <translation>Tu nombre:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port:</source>
        <translation>Puerto:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Contraseña:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats:</source>
        <translation>Asientos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat:</source>
        <translation>Tu asiento:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With another number of seats a new game is dealt.</source>
        <translation>Con otro número de asientos se reparte una partida nueva.</translation>
    </message>
</context>
<context>
    <name>HostOverrideDialog</name>
    <message>
        <location filename="../vtt/ui/dialogs/host_override.py" line="+50"/>
        <source>Host override</source>
        <extracomment>how many steps the list offers to take back the largest count the spin box accepts (a game&apos;s counters rarely pass 60)</extracomment>
        <translation>Intervención del anfitrión</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use these only when everybody at the table agrees. Every override is written in the game log.</source>
        <translation>Úsalo solo cuando toda la mesa esté de acuerdo. Cada intervención queda escrita en el registro de la partida.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Take back steps</source>
        <translation>Deshacer pasos</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Fix a count</source>
        <translation>Corregir una cuenta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Count</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New value</source>
        <translation>Nuevo valor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the count</source>
        <translation>Fijar la cuenta</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{seat}: {kind} ({value})</source>
        <translation>{seat}: {kind} ({value})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a hidden card in {zone}</source>
        <translation>una carta oculta en {zone}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card}: {kind} ({value})</source>
        <translation>{card}: {kind} ({value})</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{seat}: {what}</source>
        <translation>{seat}: {what}</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Take back %n step(s)</source>
        <translation>
            <numerusform>Deshacer %n paso</numerusform>
            <numerusform>Deshacer %n pasos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../vtt/ui/net/dialogs.py" line="+240"/>
        <source>Join a LAN game</source>
        <translation>Unirse a una partida en red local</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games on this network:</source>
        <translation>Partidas en esta red:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your name:</source>
        <translation>Tu nombre:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>Dirección:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port:</source>
        <translation>Puerto:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Contraseña:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(searching is not possible here; type the address)</source>
        <translation>(aquí no se puede buscar; escribe la dirección)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} - {game}, {seats} seats ({address}:{port})</source>
        <translation>{name} - {game}, {seats} asientos ({address}:{port})</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location line="-253"/>
        <source>LAN table</source>
        <translation>Mesa en red local</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connection</source>
        <translation>Conexión</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+55"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Remove player</source>
        <translation>Expulsar al jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to seat…</source>
        <translation>Mover a otro asiento…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give to computer…</source>
        <translation>Dar al ordenador…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only games with computer players, with their rules on.</source>
        <translation>Solo en juegos con jugadores del ordenador y con sus reglas activadas.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computer</source>
        <translation>ordenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>connected</source>
        <translation>conectado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lagging</source>
        <translation>con retraso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disconnected</source>
        <translation>desconectado</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing</source>
        <translation>En juego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for players</source>
        <translation>Esperando jugadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> - port {port}</source>
        <translation> - puerto {port}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watching: {names}</source>
        <translation>Miran: {names}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Every seat needs a player before the game starts.</source>
        <translation>Cada asiento necesita un jugador antes de empezar la partida.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Move to seat:</source>
        <translation>Mover al asiento:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only a connected player can move, to a free seat.</source>
        <translation>Solo un jugador conectado puede moverse, y solo a un asiento libre.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select a free seat first.</source>
        <translation>Primero selecciona un asiento libre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody: a player may take the seat</source>
        <translation>Nadie: un jugador puede ocupar el asiento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who plays seat {n}?</source>
        <translation>¿Quién juega en el asiento {n}?</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../vtt/ui/log_text.py" line="+28"/>
        <source>Someone</source>
        <extracomment>arguments of a module&apos;s log event that hold a seat number (shown as the seat&apos;s name) arguments of a module&apos;s log event that hold a public card&apos;s catalogue id (shown as the card&apos;s name in the viewer&apos;s language; a plain name stays as it is) the ends of the names of arguments that hold a catalogue id, or a list of them (shown as card names) the game&apos;s table, for the names of its counters</extracomment>
        <translation>Alguien</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{owner}&apos;s {zone}</source>
        <translation>{zone} de {owner}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{first} and {last}</source>
        <translation>{first} y {last}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The game</source>
        <translation>La partida</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+229"/>
        <source>{seat} changes the table.</source>
        <translation>{seat} cambia la mesa.</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>{seat} moves {card} from {src} to {dst}.</source>
        <translation>{seat} mueve {card} de {src} a {dst}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{seat} locks {card}.</source>
        <translation>{seat} gira {card}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{seat} unlocks {card}.</source>
        <translation>{seat} endereza {card}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{seat} turns {card} face up.</source>
        <translation>{seat} pone {card} boca arriba.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{seat} turns {card} face down.</source>
        <translation>{seat} pone {card} boca abajo.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{seat}&apos;s {kind}: {value} ({delta:+d}).</source>
        <translation>{kind} de {seat}: {value} ({delta:+d}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seat} changes {owner}&apos;s {kind}: {value} ({delta:+d}).</source>
        <translation>{seat} cambia {kind} de {owner}: {value} ({delta:+d}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat} sets {kind} on {card} to {value} ({delta:+d}).</source>
        <translation>{seat} deja {kind} en {card} a {value} ({delta:+d}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat} attaches {card} to another card.</source>
        <translation>{seat} asocia {card} a otra carta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat} detaches {card}.</source>
        <translation>{seat} separa {card}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{seat} removes the note on {card}.</source>
        <translation>{seat} quita la nota de {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} writes “{text}” on {card}.</source>
        <translation>{seat} escribe «{text}» en {card}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+3"/>
        <source>{seat} looks at {cards} in {zone}.</source>
        <translation>{seat} mira {cards} en {zone}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat} reveals {cards} from {zone}.</source>
        <translation>{seat} revela {cards} de {zone}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat} draws {cards}.</source>
        <translation>{seat} roba {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat} shuffles {zone}.</source>
        <translation>{seat} baraja {zone}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat} cuts {zone}.</source>
        <translation>{seat} corta {zone}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat} picks at random {card}, position {pos} of {zone}.</source>
        <translation>{seat} elige al azar {card}, posición {pos} de {zone}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{seat} rolls a d{sides}: {results}.</source>
        <translation>{seat} tira un d{sides}: {results}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} rolls {count}d{sides}: {results} (total {total}).</source>
        <translation>{seat} tira {count}d{sides}: {results} (total {total}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{seat} flips a coin: heads.</source>
        <translation>{seat} lanza una moneda: cara.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{seat} flips a coin: tails.</source>
        <translation>{seat} lanza una moneda: cruz.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{seat} puts {token} in the middle of the table.</source>
        <translation>{seat} deja {token} en el centro de la mesa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seat} takes {token}.</source>
        <translation>{seat} toma {token}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} gives {token} to {to}.</source>
        <translation>{seat} da {token} a {to}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat}: {text}</source>
        <translation>{seat}: {text}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Unlock phase: %n of {target}&apos;s cards unlock.</source>
        <translation>
            <numerusform>Fase de enderezamiento: se endereza %n carta de {target}.</numerusform>
            <numerusform>Fase de enderezamiento: se enderezan %n cartas de {target}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{seat} unlocks all of {target}&apos;s cards (%n).</source>
        <translation>
            <numerusform>{seat} endereza todas las cartas de {target} (%n).</numerusform>
            <numerusform>{seat} endereza todas las cartas de {target} (%n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turn {number}: {next}.</source>
        <translation>Turno {number}: {next}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} ends the turn. Turn {number}: {next}.</source>
        <translation>{seat} termina el turno. Turno {number}: {next}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{phase} phase begins.</source>
        <translation>Empieza la fase: {phase}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} enters the phase: {phase}.</source>
        <translation>{seat} pasa a la fase: {phase}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat} takes back {what}.</source>
        <translation>{seat} deshace {what}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat} does {what} again.</source>
        <translation>{seat} rehace {what}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host gives the command {what} for {seat}.</source>
        <translation>El anfitrión da la orden {what} por {seat}.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The host ({seat}) takes back %n step(s), as the table agreed.</source>
        <translation>
            <numerusform>El anfitrión ({seat}) deshace %n paso, con el acuerdo de la mesa.</numerusform>
            <numerusform>El anfitrión ({seat}) deshace %n pasos, con el acuerdo de la mesa.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A person plays {seat} again.</source>
        <translation>Una persona vuelve a jugar como {seat}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer plays {seat}: {level}.</source>
        <translation>El ordenador juega como {seat}: {level}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat} was called {old} before.</source>
        <translation>{seat} se llamaba antes {old}.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{seat} handles {card}.</source>
        <translation>{seat} manipula {card}.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../vtt/ui/panels/log_panel.py" line="+24"/>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Say something to the table and press Enter</source>
        <translation>Di algo a la mesa y pulsa Intro</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../vtt/ui/main_window.py" line="+152"/>
        <source>&amp;Game</source>
        <extracomment>the panels&apos; column: its width, and the share of its height each panel starts with (card preview, seats, decisions, game log, console); at 1080p the preview shows a whole card and its text without scrolling the file the game was opened from or last saved to changes since the last save (asked about before the game is dropped) paces the bots of a local game (None for a LAN client) the LAN game this window hosts, and its lobby (vtt/ui/net/dialogs.py) the session whose game-over score sheet was already shown (shown once per game)</extracomment>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New…</source>
        <translation>&amp;Nueva…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Recent</source>
        <translation>&amp;Recientes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A&amp;utosaves</source>
        <translation>Guardados a&amp;utomáticos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;play…</source>
        <translation>Re&amp;producir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Decks…</source>
        <translation>&amp;Mazos…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show scor&amp;es</source>
        <translation>Mostrar &amp;puntuaciones</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Host on LAN…</source>
        <translation>&amp;Crear partida en red local…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Join a LAN game…</source>
        <translation>&amp;Unirse a una partida en red local…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Close</source>
        <translation>C&amp;errar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Host override…</source>
        <translation>&amp;Intervención del anfitrión…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Fit table</source>
        <translation>Ajustar la &amp;mesa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Actual size</source>
        <translation>&amp;Tamaño real</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>View as &amp;seat</source>
        <translation>Ver como &amp;asiento</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>F&amp;ull screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Panels</source>
        <translation>&amp;Paneles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules reference</source>
        <translation>&amp;Resumen de reglas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;User guide</source>
        <translation>&amp;Guía de usuario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>The card images folder {folder} is not on this computer: the cards show their names.</source>
        <translation>La carpeta de imágenes de cartas {folder} no está en este ordenador: las cartas muestran sus nombres.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game has changes that are not saved. Save them first?</source>
        <translation>La partida tiene cambios sin guardar. ¿Quieres guardarlos antes?</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot be created: {error}</source>
        <translation>No se puede crear la partida: {error}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open a game</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games (*{ext});;All files (*)</source>
        <translation>Partidas guardadas (*{ext});;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Decks</source>
        <translation>Mazos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No game here reads decklists.</source>
        <translation>Ningún juego de aquí lee listas de mazo.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games (*{ext})</source>
        <translation>Partidas guardadas (*{ext})</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Only the host saves a LAN game.</source>
        <translation>En una partida en red local solo guarda el anfitrión.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cannot save the game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be saved to {file}: {error}</source>
        <translation>No se ha podido guardar la partida en {file}: {error}</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Saved to {file}.</source>
        <translation>Guardada en {file}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+24"/>
        <source>Autosave failed: {error}</source>
        <translation>Falló el guardado automático: {error}</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+10"/>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>LAN games</source>
        <translation>Partidas en red local</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LAN games are not available: {error}</source>
        <translation>Las partidas en red local no están disponibles: {error}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Only the host can override.</source>
        <translation>Solo el anfitrión puede intervenir.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Take back your last command.</source>
        <translation>Deshaz tu última orden.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language is used from the next start. Restart now?</source>
        <translation>El nuevo idioma se usará a partir del próximo inicio. ¿Reiniciar ahora?</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{n}. {name}</source>
        <translation>{n}. {name}</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Turn {n} - {seat}</source>
        <translation>Turno {n} - {seat}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>as {name}</source>
        <translation>como {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LAN game</source>
        <translation>partida en red</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unsaved</source>
        <translation>sin guardar</translation>
    </message>
    <message>
        <location filename="../vtt/ui/net/dialogs.py" line="+19"/>
        <source>Host a LAN game</source>
        <translation>Crear una partida en red local</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start or open a game first; that game is the one you host.</source>
        <translation>Empieza o abre antes una partida; esa es la partida que ofrecerás en la red.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Host</source>
        <translation>Anfitrión</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot listen on port {port}: {error}</source>
        <translation>No se puede escuchar en el puerto {port}: {error}</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <location filename="../vtt/net/client.py" line="+57"/>
        <source>the host refused the connection (no game is hosted at that address and port)</source>
        <extracomment>refusals after which trying again cannot help log lines the client keeps, for a log panel made after they arrived (a rejoined window) how long connecting may take, until the host&apos;s welcome, before the client gives up (a host that drops the packets, a port where something else listens) why a connection failed, for people, by the socket&apos;s error</extracomment>
        <translation>el anfitrión rechazó la conexión (no hay ninguna partida en esa dirección y puerto)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no computer answers to that address</source>
        <translation>ningún ordenador responde en esa dirección</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the host did not answer in time</source>
        <translation>el anfitrión no respondió a tiempo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the host closed the connection</source>
        <translation>el anfitrión cerró la conexión</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the network cannot reach the host</source>
        <translation>la red no llega al anfitrión</translation>
    </message>
    <message>
        <location line="+420"/>
        <location line="+3"/>
        <source>Not connected: {reason}</source>
        <extracomment>card pictures that arrived or were found in the cache: {picture key: file} where seat tokens are remembered between runs (None: in memory only) this seat&apos;s legal commands for the decision the game waits for (from the host; always those of the state of :attr:`view`; empty when it has nothing to decide) why this seat cannot undo now, as the host said with its last update (None: it can) this seat&apos;s log lines so far (the host&apos;s last lines at joining, then every update) why the last connection failed or ended, for people (&quot;&quot; when unknown): the socket&apos;s error (:data:`_SOCKET_REASONS`, English), or the host&apos;s refusal the same as a translatable message (None when unknown) the host said why it ends this connection (the socket&apos;s closing says less) card pictures by hash (:mod:`.pictures`), and the key -&gt; hash the host announced pictures received over the wire (tests count them)</extracomment>
        <translation>Sin conexión: {reason}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected</source>
        <translation>Conectado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection lost; reconnecting…</source>
        <translation>Se perdió la conexión; reconectando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected</source>
        <translation>Sin conexión</translation>
    </message>
    <message>
        <location filename="../vtt/net/host.py" line="+95"/>
        <source>You did not choose a seat in time and the host closed the connection; join again.</source>
        <extracomment>how many log lines a joining client gets (the rest of the history stays on the host) bytes that may wait (in the host, past what the system&apos;s socket buffer took) to be sent to one connection; past it the client is dropped. The largest frame plus a quarter MiB: any single message fits behind a short queue, and 50 silent spectators cost at most about 60 MiB before they are dropped messages received from one connection and not yet handled before it is read no further how long the host handles queued messages before it lets the event loop run (seconds) card pictures are sent to a connection while less than this waits to be sent to it (a picture is at most a frame, so the backlog stays under :data:`MAX_BACKLOG`) how soon the host looks again whether a connection took its pictures (ms)</extracomment>
        <translation>No elegiste asiento a tiempo y el anfitrión cerró la conexión; vuelve a unirte.</translation>
    </message>
    <message>
        <location line="+190"/>
        <source>The host closed the game.</source>
        <extracomment>autosaves and seat reservations go here (None: neither) start the game by itself as soon as every seat is taken (headless hosts) the game is already under way (a loaded save) the seat the host&apos;s own window plays, if any; it is never offered to clients answer DumpRequest (tests only: it reveals every seat&apos;s view) a connection that has not said hello by then is closed (a program, not a person) a person welcomed by the host has this long to type a password and choose a seat (pinged meanwhile, so neither side takes the wait for a dead connection) pause before each move of a bot seat after a wrong password, the next check from that address waits this long, doubling with every further failure up to ``password_backoff_max_ms`` the list of its own legal commands this peer got last frames received and not yet handled (handled round-robin with the others&apos;) its transport is held (the inbox is full); ``waiting``: a join waits for its password check (the password back-off), nothing else of it is handled meanwhile it asked for a resync: one snapshot answers every resync of a handling round card pictures: key -&gt; hash announced to it, hashes it asked for and not yet got, hashes sent (each crosses the wire once per connection, and only when asked) host CPU seconds spent broadcasting accepted commands (the benchmark reads it)</extracomment>
        <translation>El anfitrión ha cerrado la partida.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>The host failed to handle a message from you and closed the connection; its log says why.</source>
        <translation>El anfitrión no pudo tratar un mensaje tuyo y cerró la conexión; su registro dice por qué.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The host received a message it does not understand and closed the connection.</source>
        <translation>El anfitrión recibió un mensaje que no entiende y ha cerrado la conexión.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The host runs version {host_app} (protocol {host_protocol}); you run {app} (protocol {protocol}). Use the same version of the program.</source>
        <translation>El anfitrión usa la versión {host_app} (protocolo {host_protocol}) y tú la {app} (protocolo {protocol}). Usad la misma versión del programa.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Wrong password.</source>
        <translation>Contraseña incorrecta.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The host does not allow the all-seeing view.</source>
        <translation>El anfitrión no permite la vista omnisciente.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+159"/>
        <source>There is no seat {seat} at this table.</source>
        <translation>No hay ningún asiento {seat} en esta mesa.</translation>
    </message>
    <message>
        <location line="-149"/>
        <source>That seat is no longer reserved for you.</source>
        <translation>Ese asiento ya no está reservado para ti.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You joined this seat from another connection.</source>
        <translation>Te has unido a este asiento desde otra conexión.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seat {seat} is already taken.</source>
        <translation>El asiento {seat} ya está ocupado.</translation>
    </message>
    <message>
        <location line="+49"/>
        <location filename="../vtt/ui/net/remote_controller.py" line="+93"/>
        <source>Spectators cannot act on the table.</source>
        <translation>Los espectadores no pueden actuar sobre la mesa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game has not started yet.</source>
        <translation>La partida aún no ha empezado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host paused the game.</source>
        <translation>El anfitrión ha pausado la partida.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Only a free seat can be given to the computer.</source>
        <translation>Solo se puede dar al ordenador un asiento libre.</translation>
    </message>
    <message>
        <location line="+252"/>
        <source>The host removed you from the table.</source>
        <translation>El anfitrión te ha expulsado de la mesa.</translation>
    </message>
    <message>
        <location filename="../vtt/ui/net/remote_controller.py" line="-6"/>
        <source>Not connected to the host; your action was not sent.</source>
        <translation>No hay conexión con el anfitrión; tu acción no se ha enviado.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../vtt/ui/dialogs/seat_deck.py" line="+45"/>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Loading the decks…</source>
        <translation>Cargando las barajas…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>{player}: {reason}</source>
        <translation>{player}: {reason}</translation>
    </message>
    <message>
        <location filename="../vtt/ui/dialogs/new_game.py" line="+75"/>
        <source>A person at this computer, or a computer player (games with their rules on)</source>
        <extracomment>&quot;Folder…&quot;: a deck of the user&apos;s own card images</extracomment>
        <translation>Una persona en este ordenador, o un jugador controlado por el ordenador (en juegos con las reglas activadas)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>As listed</source>
        <extracomment>decks of card-image folders chosen so far: (label, deck text, tooltip)</extracomment>
        <translation>En el orden de la lista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seating:</source>
        <translation>Disposición:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same seed and the same moves give the same game.</source>
        <translation>La misma semilla y las mismas jugadas dan la misma partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enforce the rules</source>
        <translation>Aplicar las reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual game: allow any deck</source>
        <translation>Partida informal: se admite cualquier baraja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With the rules on, decks must follow the game&apos;s deck-building rules.</source>
        <translation>Con las reglas activadas, las barajas deben cumplir las reglas de construcción del juego.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Person</source>
        <extracomment>games whose data is loaded (their built-in decks can be listed)</extracomment>
        <translation>Persona</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Demo deck</source>
        <translation>Mazo de demostración</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Decks not allowed</source>
        <translation>Barajas no permitidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These decks break the game&apos;s deck-building rules:

{reasons}

Choose other decks, or tick &quot;Casual game&quot; to play them anyway.</source>
        <translation>Estas barajas no cumplen las reglas de construcción del juego:

{reasons}

Elige otras barajas o marca «Partida informal» para jugarlas de todos modos.</translation>
    </message>
    <message>
        <location line="-103"/>
        <location filename="../vtt/ui/dialogs/seat_deck.py" line="-40"/>
        <source>Default deck</source>
        <translation>Mazo predeterminado</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+38"/>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Imported: {name} ({n} cards)</source>
        <translation>Importado: {name} ({n} cartas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck</source>
        <translation>mazo</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The seed must be a whole number from 0 to {max}.</source>
        <translation>La semilla debe ser un número entero entre 0 y {max}.</translation>
    </message>
</context>
<context>
    <name>NightsOfBlood</name>
    <message>
        <location filename="../vtt/games/nob/engine.py" line="+27"/>
        <source>Night {n} begins; tonight&apos;s Event: {card}.</source>
        <extracomment>the log&apos;s sentences (ModuleEvent keys); {seat} and {target} become names</extracomment>
        <translation>Empieza la noche {n}; el Evento de esta noche: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat}&apos;s turn.</source>
        <translation>Turno de {seat}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} rolls {die} against {attr} {value}: a critical success.</source>
        <translation>{seat} saca {die} contra {attr} {value}: éxito crítico.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} rolls {die} against {attr} {value}: a success.</source>
        <translation>{seat} saca {die} contra {attr} {value}: éxito.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} rolls {die} against {attr} {value}: a failure.</source>
        <translation>{seat} saca {die} contra {attr} {value}: fallo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} rolls {die} against {attr}: a fumble.</source>
        <translation>{seat} saca {die} contra {attr}: pifia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} rolls {die} against the Beast.</source>
        <translation>{seat} saca {die} contra la Bestia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} rolls {die} for the city.</source>
        <translation>{seat} saca {die} por la ciudad.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} plays {card}.</source>
        <translation>{seat} juega {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} plays {card} against {target}.</source>
        <translation>{seat} juega {card} contra {target}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} uses {card}.</source>
        <translation>{seat} usa {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} plays a Contact face down.</source>
        <translation>{seat} juega un Contacto boca abajo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light wounds taken by {seat}: {n}.</source>
        <translation>Heridas Leves que recibe {seat}: {n}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aggravated wounds taken by {seat}: {n}.</source>
        <translation>Heridas Agravadas que recibe {seat}: {n}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} cancels the attack.</source>
        <translation>{seat} anula el ataque.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attack misses.</source>
        <translation>El ataque falla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} has {n} blood.</source>
        <translation>{seat} tiene {n} de Sangre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wounds healed by {seat}: {n}.</source>
        <translation>Heridas que cura {seat}: {n}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} moves a counter from {src} to {dst}.</source>
        <translation>{seat} mueve un contador de {src} a {dst}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} falls into frenzy and shows their hand.</source>
        <translation>{seat} cae en Frenesí y muestra su mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} masters the Beast.</source>
        <translation>{seat} domina a la Bestia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} wins the bite duel.</source>
        <translation>{seat} gana el duelo del Mordisco.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} commits diablerie on {target}.</source>
        <translation>{seat} comete diablerie sobre {target}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} meets Final Death; their sect was {sect}.</source>
        <translation>{seat} sufre la Muerte Definitiva; su Secta era {sect}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} draws 3 cards for the kill.</source>
        <translation>{seat} roba 3 cartas por la muerte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} killed their own sect and discards everything.</source>
        <translation>{seat} ha matado a su propia Secta y descarta todas sus cartas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} takes a card from {target}.</source>
        <translation>{seat} se queda una carta de {target}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} discards {card}.</source>
        <translation>{target} descarta {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over; the winners: {names}.</source>
        <translation>La partida ha terminado; ganan: {names}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} is the Sovereign ({sect}).</source>
        <translation>{seat} es el Soberano ({sect}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your decision now.</source>
        <translation>Ahora no te toca decidir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose another living vampire as the target.</source>
        <translation>Elige como objetivo a otro vampiro vivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card takes no target.</source>
        <translation>Esa carta no lleva objetivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Defence is played only when an attack hits you.</source>
        <translation>Una Defensa solo se juega cuando un ataque te acierta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your Attacks this turn are used up (limit: {n}; one unless a card says more).</source>
        <translation>Ya has hecho tus Ataques de este turno (límite: {n}; uno salvo que una carta diga más).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tonight&apos;s Event forbids Bites.</source>
        <translation>El Evento de esta noche prohíbe el Mordisco.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a Background or Contact of the target, or nothing.</source>
        <translation>Elige un Trasfondo o Contacto del objetivo, o nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already have a Background that does the same (one weapon at a time).</source>
        <translation>Ya tienes un Trasfondo que hace lo mismo (un arma a la vez).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only a vampire in frenzy may play any card as a Bite or an Attack.</source>
        <translation>Solo un vampiro en Frenesí puede jugar cualquier carta como Mordisco o Ataque.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not one of your Disciplines.</source>
        <translation>Esa no es una de tus Disciplinas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each Discipline is used once per turn.</source>
        <translation>Cada Disciplina se usa una vez por turno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A vampire in frenzy cannot use Disciplines.</source>
        <translation>Un vampiro en Frenesí no puede usar Disciplinas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tonight&apos;s Event forbids Disciplines.</source>
        <translation>El Evento de esta noche prohíbe las Disciplinas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That costs 1 blood and you have none.</source>
        <translation>Eso cuesta 1 de Sangre y no te queda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not one of your face-up Contacts with a use.</source>
        <translation>Ese no es uno de tus Contactos boca arriba que se pueda usar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have no light wound to heal.</source>
        <translation>No tienes Heridas Leves que curar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no aggravated wound to heal.</source>
        <translation>No tienes Heridas Agravadas que curar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One kind of wound per turn: only one aggravated wound, and never with light wounds.</source>
        <translation>Un tipo de Herida por turno: una sola Agravada, y nunca junto con Leves.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may move one attribute counter per turn.</source>
        <translation>Solo puedes mover un contador de atributo por turno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name two different attributes: fuerza, destreza, inteligencia, suerte.</source>
        <translation>Nombra dos atributos distintos: fuerza, destreza, inteligencia, suerte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attributes stay between 1 and 5.</source>
        <translation>Los atributos quedan entre 1 y 5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer with a Defence card from your hand.</source>
        <translation>Responde con una carta de Defensa de tu mano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Answer with an Attack card from your hand.</source>
        <translation>Responde con una carta de Ataque de tu mano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not the decision asked for now.</source>
        <translation>Esa no es la decisión que toca ahora.</translation>
    </message>
    <message>
        <location filename="../vtt/games/nob/module.py" line="-48"/>
        <source>{name}: play cards, spend blood, then end the turn.</source>
        <translation>{name}: juega cartas, gasta Sangre y termina el turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: an attack hits you; play a Defence or take it.</source>
        <translation>{name}: un ataque te acierta; juega una Defensa o encájalo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: play a Defence or take the wound.</source>
        <translation>{name}: juega una Defensa o recibe la Herida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: discard an Attack or take the wound.</source>
        <translation>{name}: descarta un Ataque o recibe la Herida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: discard an Attack in the bite duel, or give up.</source>
        <translation>{name}: descarta un Ataque en el duelo del Mordisco, o ríndete.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: discard down to your blood.</source>
        <translation>{name}: descarta hasta tener tantas cartas como Sangre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play {card}</source>
        <translation>Jugar {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play {card} on {target}</source>
        <translation>Jugar {card} contra {target}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play {card} on {target}, naming {pick}</source>
        <translation>Jugar {card} contra {target}, eligiendo {pick}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use {card} on {target}, naming {pick}</source>
        <translation>Usar {card} contra {target}, eligiendo {pick}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use {card}</source>
        <translation>Usar {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heal a light wound (1 blood)</source>
        <translation>Curar una Herida Leve (1 de Sangre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heal an aggravated wound (1 blood)</source>
        <translation>Curar una Herida Agravada (1 de Sangre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move a counter from {src} to {dst} (1 blood)</source>
        <translation>Mover un contador de {src} a {dst} (1 de Sangre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the turn</source>
        <translation>Terminar el turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer with {card}</source>
        <translation>Responder con {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not answer</source>
        <translation>No responder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards in your hand</source>
        <translation>Cartas de tu mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disciplines and Contacts</source>
        <translation>Disciplinas y Contactos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spend blood</source>
        <translation>Gastar Sangre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>With the rules on, the game moves the cards: use the game&apos;s actions.</source>
        <translation>Con las reglas activadas, el juego mueve las cartas: usa las acciones del juego.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The game&apos;s actions need the rules on; move cards by hand.</source>
        <translation>Las acciones del juego necesitan las reglas activadas; mueve las cartas a mano.</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Alive at the end</source>
        <translation>Vivo al final</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Won</source>
        <translation>Gana</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The Camarilla wins: every enemy of the Sovereign {name} is dead.</source>
        <extracomment>which sect won and why, by how the game ended (the sect cards are shown at the end)</extracomment>
        <translation>Gana la Camarilla: todos los enemigos del Soberano {name} han muerto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Sabbat wins: every enemy of the Sovereign {name} is dead.</source>
        <translation>Gana el Sabbat: todos los enemigos del Soberano {name} han muerto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Anarchs win: every enemy of the Sovereign {name} is dead.</source>
        <translation>Ganan los Anarquistas: todos los enemigos del Soberano {name} han muerto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Camarilla wins: it dealt the Sovereign {name} the last wound.</source>
        <translation>Gana la Camarilla: infligió al Soberano {name} la última herida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Sabbat wins: it dealt the Sovereign {name} the last wound.</source>
        <translation>Gana el Sabbat: infligió al Soberano {name} la última herida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Anarchs win: they dealt the Sovereign {name} the last wound.</source>
        <translation>Ganan los Anarquistas: infligieron al Soberano {name} la última herida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Sovereign {name} fell to its own side or to the night: its enemies win together.</source>
        <translation>El Soberano {name} cayó a manos de su propio bando o de la noche: sus enemigos ganan juntos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is the last vampire standing.</source>
        <translation>{name} es el último vampiro en pie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No vampire survived the night.</source>
        <translation>Ningún vampiro sobrevivió a la noche.</translation>
    </message>
</context>
<context>
    <name>PileBrowser</name>
    <message>
        <location filename="../vtt/ui/table/pile_browser.py" line="+57"/>
        <source>Filter by name or text</source>
        <translation>Filtrar por nombre o texto</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Look at the whole pile (the log records it)</source>
        <translation>Mirar todo el montón (queda anotado en el registro)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>To my hand</source>
        <translation>A mi mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the table</source>
        <translation>A la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the bottom</source>
        <translation>Al fondo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle the pile</source>
        <translation>Barajar el montón</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Browse {zone}</source>
        <translation>Examinar {zone}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{pos}. {name}</source>
        <translation>{pos}. {name}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{zone}: {n} cards, {seen} of them visible to you.</source>
        <translation>{zone}: {n} cartas, {seen} de ellas visibles para ti.</translation>
    </message>
</context>
<context>
    <name>Preparing</name>
    <message>
        <location filename="../vtt/ui/preparing.py" line="+40"/>
        <source>Loading the cards of the game…</source>
        <translation>Cargando las cartas del juego…</translation>
    </message>
</context>
<context>
    <name>Product</name>
    <message>
        <location filename="../vtt/product.py" line="+13"/>
        <source>A virtual tabletop for Vampire: The Eternal Struggle, 1347, Nights of Blood and any deck of cards.</source>
        <translation>Una mesa virtual para Vampire: The Eternal Struggle, 1347, Nights of Blood y cualquier baraja de cartas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>VTES card data</source>
        <extracomment>the game data bundled with the program: (what, its licence)</extracomment>
        <translation>Datos de las cartas de VTES</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>© Paradox Interactive, distributed by krcg under its terms</source>
        <translation>© Paradox Interactive, distribuidos por krcg según sus condiciones</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Vampire: The Eternal Struggle is a trademark of Paradox Interactive AB. This program is not affiliated with or endorsed by Paradox Interactive.</source>
        <extracomment>trademark notices shown under the licences</extracomment>
        <translation>Vampire: The Eternal Struggle es una marca registrada de Paradox Interactive AB. Este programa no está afiliado a Paradox Interactive ni cuenta con su respaldo.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../vtt/core/replay.py" line="+226"/>
        <source>Turn {n}</source>
        <extracomment>steps between two snapshots: seeking applies at most this many commands minus one mark kinds on the timeline commands that rebuild from the session&apos;s undo history (a snapshot is kept after each) the whole log (every seat&apos;s secrets): handed out only through :func:`log_for`</extracomment>
        <translation>Turno {n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {n}</source>
        <translation>Ronda {n}</translation>
    </message>
    <message>
        <location filename="../vtt/ui/replay/controller.py" line="+15"/>
        <source>This is a replay: nothing can be changed. Continue from here to play on.</source>
        <translation>Esto es una repetición: no se puede cambiar nada. Usa «Continuar desde aquí» para seguir jugando.</translation>
    </message>
    <message>
        <location filename="../vtt/ui/replay/opening.py" line="+27"/>
        <source>Whose replay?</source>
        <translation>¿Repetición de quién?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is not over: it can be watched only as one player saw it.
Player:</source>
        <translation>Esta partida no ha terminado: solo se puede ver como la vio un jugador.
Jugador:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Watch a saved game</source>
        <translation>Ver una partida guardada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games (*{ext})</source>
        <translation>Partidas guardadas (*{ext})</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot watch the game</source>
        <translation>No se puede ver la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} cannot be watched.

{reason}</source>
        <translation>No se puede ver {file}.

{reason}</translation>
    </message>
</context>
<context>
    <name>ReplayLog</name>
    <message>
        <location filename="../vtt/ui/replay/log_list.py" line="+25"/>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../vtt/ui/replay/window.py" line="+81"/>
        <source>everything shown</source>
        <extracomment>play speeds, in steps a second the docks&apos; column on the right: its width, and the statistics&apos; and the log&apos;s heights</extracomment>
        <translation>todo a la vista</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as {name} saw it</source>
        <translation>como la vio {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>as the spectators saw it</source>
        <translation>como la vieron los espectadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay of {file} ({eyes})</source>
        <translation>Repetición de {file} ({eyes})</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Play or pause (Space)</source>
        <translation>Reproducir o pausar (Espacio)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the start (Home)</source>
        <translation>Al principio (Inicio)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Previous turn (Page Up)</source>
        <translation>Turno anterior (Re Pág)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One step back (Left)</source>
        <translation>Un paso atrás (Izquierda)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One step forward (Right)</source>
        <translation>Un paso adelante (Derecha)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next turn (Page Down)</source>
        <translation>Turno siguiente (Av Pág)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the end (End)</source>
        <translation>Al final (Fin)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play speed</source>
        <translation>Velocidad de reproducción</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} steps/s</source>
        <translation>{n} pasos/s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Continue from here</source>
        <translation>Continuar desde aquí</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new game with the same seats from this step (the save is not changed)</source>
        <translation>Empezar una partida nueva con los mismos jugadores desde este paso (la partida guardada no cambia)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Step {n} of {total}</source>
        <translation>Paso {n} de {total}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../vtt/ui/dialogs/rules_reference.py" line="+45"/>
        <source>Rules reference</source>
        <translation>Resumen de reglas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>There is no rules reference for this game yet.</source>
        <translation>Todavía no hay resumen de reglas para este juego.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../vtt/core/saves.py" line="+233"/>
        <source>This save is damaged: {detail}.</source>
        <extracomment>format_version -&gt; function upgrading a decoded save (a dict) to format_version + 1</extracomment>
        <translation>Esta partida guardada está dañada: {detail}.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>This save was made by a newer version of the program (save format {v}); please update to open it.</source>
        <translation>Esta partida se guardó con una versión más reciente del programa (formato {v}); actualízalo para abrirla.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The file cannot be read: {error}</source>
        <translation>No se puede leer el archivo: {error}</translation>
    </message>
    <message>
        <location filename="../vtt/core/replay.py" line="+5"/>
        <source>This save file is damaged or is not a save ({detail}).</source>
        <translation>Este archivo de partida está dañado o no es una partida guardada ({detail}).</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../vtt/ui/dialogs/score_sheet.py" line="+49"/>
        <source>Final scores</source>
        <extracomment>the winners&apos; column: a light gold, readable with the default (dark) text the width of a seat&apos;s column: a long name or a three-digit score still fits &quot;How the game went&quot;: the window shows the game&apos;s plots</extracomment>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat {n}</source>
        <translation>Asiento {n}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>How the game went</source>
        <translation>Cómo fue la partida</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Nobody wins.</source>
        <translation>Nadie gana.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} wins.</source>
        <translation>Gana {name}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared victory: {names}.</source>
        <translation>Victoria compartida: {names}.</translation>
    </message>
</context>
<context>
    <name>SeatDialog</name>
    <message>
        <location filename="../vtt/ui/net/dialogs.py" line="+91"/>
        <source>Choose a seat</source>
        <translation>Elige un asiento</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take this seat</source>
        <translation>Ocupar este asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch</source>
        <translation>Mirar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch as judge (sees everything)</source>
        <translation>Mirar como juez (lo ve todo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The host asks for a password:</source>
        <extracomment>asks the person for the host&apos;s password: (text, ok) (tests replace it)</extracomment>
        <translation>El anfitrión pide una contraseña:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Seat {n}: {name} - free</source>
        <translation>Asiento {n}: {name} - libre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {n}: {name} - {player}</source>
        <translation>Asiento {n}: {name} - {player}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Rejoin as {name} (seat {n})</source>
        <translation>Volver como {name} (asiento {n})</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../vtt/ui/panels/seats_panel.py" line="+28"/>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counters</source>
        <translation>Contadores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{name} (you)</source>
        <translation>{name} (tú)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} (out)</source>
        <translation>{name} (eliminado)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name}: it is their turn</source>
        <translation>{name}: es su turno</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../vtt/core/session.py" line="+125"/>
        <source>This game has no computer player called &apos;{level}&apos;.</source>
        <extracomment>the state id its log entry carries (to show a step in words) events that show a card to someone or use chance whatever code made them</extracomment>
        <translation>Este juego no tiene ningún jugador del ordenador llamado «{level}».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer players play only with the game&apos;s rules on.</source>
        <translation>Los jugadores del ordenador solo juegan con las reglas del juego activadas.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The table changed before your command arrived; try again.</source>
        <extracomment>how the game was created: with ``commands`` it recreates the game every accepted command in order, undo and redo included: this replays the game encoded states after that many commands, for the snapshots of a save</extracomment>
        <translation>La mesa cambió antes de que llegara tu orden; inténtalo de nuevo.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>A batch acts for one seat only.</source>
        <translation>Un lote de órdenes actúa por un solo asiento.</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>The game could not carry out this command ({error}); nothing changed.</source>
        <extracomment>how far back the Undo&apos;s reason looks for the seat&apos;s own last command a save keeps a snapshot every this many commands, so loading replays at most that many the exception&apos;s name when the game&apos;s code failed (a flaw, not a rule): a loader trying a save&apos;s state takes it for damage</extracomment>
        <translation>El juego no pudo ejecutar esta orden ({error}); no ha cambiado nada.</translation>
    </message>
    <message>
        <location line="+225"/>
        <source>There is nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another player has answered since your last command; it can no longer be undone.</source>
        <translation>Otro jugador ha respondido después de tu última orden; ya no se puede deshacer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the player who gave the last command can undo it.</source>
        <translation>Solo el jugador que dio la última orden puede deshacerla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That command showed cards or used chance; it cannot be undone. The table can agree to a rollback instead.</source>
        <translation>Esa orden mostró cartas o usó el azar; no se puede deshacer. En su lugar, la mesa puede acordar volver atrás.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>There is nothing for you to redo.</source>
        <translation>No tienes nada que rehacer.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Only the host takes back steps, when the table agrees.</source>
        <translation>Solo el anfitrión deshace pasos, cuando la mesa está de acuerdo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take back one step or more, not {n}.</source>
        <translation>Deshaz un paso o más, no {n}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There are only {n} steps to take back.</source>
        <translation>Solo hay {n} pasos que deshacer.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../vtt/ui/dialogs/settings_dialog.py" line="+38"/>
        <source>Settings</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Follow the system</source>
        <translation>El del sistema</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name:</source>
        <translation>Tu nombre:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your colour:</source>
        <translation>Tu color:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None: cards are drawn from their text</source>
        <translation>Ninguna: las cartas se dibujan a partir de su texto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card image folder:</source>
        <translation>Carpeta de imágenes de cartas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download missing card images</source>
        <translation>Descargar las imágenes de cartas que falten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Animate cards</source>
        <translation>Animar las cartas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Autosave every:</source>
        <translation>Guardar automáticamente cada:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget recent files ({n})</source>
        <translation>Olvidar los archivos recientes ({n})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recent files:</source>
        <translation>Archivos recientes:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Restore the default keys</source>
        <translation>Restaurar las teclas predeterminadas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Card image folder</source>
        <translation>Carpeta de imágenes de cartas</translation>
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
        <location line="+2"/>
        <source>Lock or unlock (double-click)</source>
        <translation>Girar o enderezar (doble clic)</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+2"/>
        <source>Look at the top cards of my deck</source>
        <translation>Mirar las primeras cartas de mi mazo</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+2"/>
        <source>Fit the table to the window</source>
        <translation>Ajustar la mesa a la ventana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll a die</source>
        <translation>Tirar un dado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Zoom to seat 1 (again: the whole table)</source>
        <translation>Acercar el asiento 1 (otra vez: toda la mesa)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom to seat 2 (again: the whole table)</source>
        <translation>Acercar el asiento 2 (otra vez: toda la mesa)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom to seat 3 (again: the whole table)</source>
        <translation>Acercar el asiento 3 (otra vez: toda la mesa)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom to seat 4 (again: the whole table)</source>
        <translation>Acercar el asiento 4 (otra vez: toda la mesa)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom to seat 5 (again: the whole table)</source>
        <translation>Acercar el asiento 5 (otra vez: toda la mesa)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom to seat 6 (again: the whole table)</source>
        <translation>Acercar el asiento 6 (otra vez: toda la mesa)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../vtt/ui/dialogs/shortcuts_help.py" line="+33"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../vtt/system_libraries.py" line="+36"/>
        <source>The table cannot open its window: these system packages are missing: {packages}. On Debian or Ubuntu install them with: sudo apt install {packages}</source>
        <translation>La mesa no puede abrir su ventana: faltan estos paquetes del sistema: {packages}. En Debian o Ubuntu, instálalos con: sudo apt install {packages}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../vtt/core/statistics.py" line="+55"/>
        <source>Turn</source>
        <extracomment>what the horizontal axis counts (turns, rounds)</extracomment>
        <translation>todo a la vista</translation>
    </message>
    <message>
        <location filename="../vtt/games/free/statistics.py" line="+27"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards in hand</source>
        <translation>Cartas en la mano</translation>
    </message>
    <message>
        <location filename="../vtt/games/g1347/statistics.py" line="+24"/>
        <source>Influence: peasantry</source>
        <extracomment>the class names as the board and the seat counters show them</extracomment>
        <translation>Influencia: Campesinado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Influence: bourgeoisie</source>
        <translation>Influencia: Burguesía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Influence: church</source>
        <translation>Influencia: Iglesia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Influence: knighthood</source>
        <translation>Influencia: Caballería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Influence: sorcery</source>
        <translation>Influencia: Hechicería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Influence: royalty</source>
        <translation>Influencia: Realeza</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rats</source>
        <translation>Ratas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Population cards played</source>
        <translation>Cartas de población jugadas</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/statistics.py" line="+22"/>
        <source>Master</source>
        <extracomment>the zones whose vampires&apos; blood is &quot;on the table&quot; the zones where a library card lies once it was played (or discarded) card types counted, each with its line label; a card counts under its first type</extracomment>
        <translation>Heril</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action modifier</source>
        <translation>Modificador de acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Political action</source>
        <translation>Acción política</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reaction</source>
        <translation>Reacción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ally</source>
        <translation>Aliado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equipment</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retainer</source>
        <translation>Criado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Other</source>
        <translation>Otras</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pool</source>
        <translation>Reserva sanguínea</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Victory points</source>
        <translation>Puntos de victoria</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Blood on the table</source>
        <translation>Sangre en la mesa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards played by type</source>
        <translation>Cartas jugadas por tipo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Edge</source>
        <translation>La Ventaja</translation>
    </message>
    <message>
        <location filename="../vtt/games/nob/statistics.py" line="+19"/>
        <source>Ones</source>
        <extracomment>one line per face of the die, in order</extracomment>
        <translation>Unos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Twos</source>
        <translation>Doses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threes</source>
        <translation>Treses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours</source>
        <translation>Cuatros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fives</source>
        <translation>Cincos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sixes</source>
        <translation>Seises</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each face on a fair die</source>
        <translation>Cada cara con un dado justo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Blood</source>
        <translation>Sangre</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wounds (aggravated count 2; 4 kills)</source>
        <translation>Heridas (las Agravadas cuentan 2; 4 matan)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dice rolled, by face</source>
        <translation>Dados tirados, por cara</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../vtt/ui/dialogs/statistics_dialog.py" line="+32"/>
        <source>How the game went</source>
        <translation>Cómo fue la partida</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Save the numbers as CSV…</source>
        <translation>Guardar los números como CSV…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save the numbers</source>
        <translation>Guardar los números</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <location filename="../vtt/ui/panels/statistics_panel.py" line="+84"/>
        <source>Statistics</source>
        <extracomment>the colour of titles and legends (pyqtgraph&apos;s default grey is faint on white) colours of the lines that are not a seat&apos;s (card types)</extracomment>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Save the chart as PNG…</source>
        <extracomment>the chart, made the first time there is one to draw (pyqtgraph, and NumPy under it, load then rather than with the window)</extracomment>
        <translation>Guardar el gráfico como PNG…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the numbers as CSV…</source>
        <translation>Guardar los números como CSV…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This game keeps no statistics.</source>
        <translation>Este juego no lleva estadísticas.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Save the chart</source>
        <translation>Guardar el gráfico</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the numbers</source>
        <translation>Guardar los números</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../vtt/core/table.py" line="+46"/>
        <source>There is no zone called &apos;{zone}&apos;.</source>
        <extracomment>Where a card lands in a region when the command gives no position (table units: a card is 63 x 88, like a real card in millimetres).</extracomment>
        <translation>No hay ninguna zona llamada «{zone}».</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no card #{card} on the table.</source>
        <translation>No hay ninguna carta n.º {card} en la mesa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say which card: its number, or a zone and a position.</source>
        <translation>Indica qué carta: su número, o una zona y una posición.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+420"/>
        <source>{zone} has no card at position {pos}.</source>
        <translation>{zone} no tiene ninguna carta en la posición {pos}.</translation>
    </message>
    <message>
        <location line="-410"/>
        <source>There is no seat {seat} at this table.</source>
        <translation>No hay ningún asiento {seat} en esta mesa.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That card is not yours to handle.</source>
        <translation>No puedes manejar esa carta: no es tuya.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{zone} belongs to another player.</source>
        <translation>{zone} pertenece a otro jugador.</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>This seat has no deck or hand to draw with.</source>
        <translation>Este asiento no tiene mazo ni mano con los que robar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw at least one card.</source>
        <translation>Roba al menos una carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{zone} has only {n} cards left.</source>
        <translation>A {zone} solo le quedan {n} cartas.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Only cards on the table can be locked, counted or attached.</source>
        <translation>Solo las cartas en la mesa se pueden girar, llevar fichas o adjuntarse.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>That card is already locked.</source>
        <translation>Esa carta ya está girada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is already unlocked.</source>
        <translation>Esa carta ya está enderezada.</translation>
    </message>
    <message>
        <location line="+10"/>
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
        <location line="+6"/>
        <source>Not enough {kind}: there are only {n}.</source>
        <translation>No hay suficientes {kind}: solo hay {n}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is far too many counters.</source>
        <translation>Son demasiadas fichas.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A card cannot be attached to itself.</source>
        <translation>Una carta no se puede adjuntar a sí misma.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attach it to the card underneath instead.</source>
        <translation>Adjúntala a la carta de debajo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That card carries other cards; it cannot be attached.</source>
        <translation>Esa carta lleva otras cartas adjuntas; no se puede adjuntar.</translation>
    </message>
    <message>
        <location line="+23"/>
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
        <location line="+4"/>
        <source>There is nothing to cut in {zone}.</source>
        <translation>No hay nada que cortar en {zone}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cut between 1 and {n} cards.</source>
        <translation>Corta entre 1 y {n} cartas.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ask for one card or more, not {n}.</source>
        <translation>Pide una carta o más, no {n}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{zone} has only {n} cards.</source>
        <translation>{zone} solo tiene {n} cartas.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>You cannot reveal a card you do not know.</source>
        <translation>No puedes mostrar una carta que no conoces.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{zone} is empty.</source>
        <translation>No hay ninguna carta en {zone}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Roll 1 to {count} dice of 2 to {sides} sides.</source>
        <translation>Tira de 1 a {count} dados de 2 a {sides} caras.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>There is no token called &apos;{token}&apos;.</source>
        <translation>No hay ningún marcador llamado «{token}».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only its holder can give that token away.</source>
        <translation>Solo quien tiene ese marcador puede cederlo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Say something.</source>
        <translation>Escribe algo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A message can have at most {n} characters.</source>
        <translation>Un mensaje puede tener como máximo {n} caracteres.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+16"/>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A phase name can have at most 40 characters.</source>
        <translation>El nombre de una fase puede tener como máximo 40 caracteres.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Only the host can give a seat to the computer.</source>
        <translation>Solo el anfitrión puede dar un asiento al ordenador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no computer player called &apos;{level}&apos;.</source>
        <translation>No hay ningún jugador del ordenador llamado «{level}».</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the host can rename a seat.</source>
        <translation>Solo el anfitrión puede cambiar el nombre de un asiento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A seat&apos;s name has 1 to {n} characters.</source>
        <translation>El nombre de un asiento tiene de 1 a {n} caracteres.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>This table does not know the command &apos;{type}&apos;.</source>
        <translation>Esta mesa no conoce la orden «{type}».</translation>
    </message>
    <message>
        <location filename="../vtt/ui/table/seat_item.py" line="+78"/>
        <source>{name} (out)</source>
        <extracomment>where the counters end in the band; the turn marker goes after them room for the name at the start of the band (less when the counters need it)</extracomment>
        <translation>{name} (eliminado)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>▶ playing</source>
        <translation>▶ juega</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>{counter}: {value}
Click − or +, turn the wheel, or double-click to type a value.</source>
        <extracomment>the narrowest a counter gets when a game has many of them in one band the counter in the user&apos;s language (the layout&apos;s name for ``kind``)</extracomment>
        <translation>{counter}: {value}
Haz clic en − o +, gira la rueda o haz doble clic para escribir un valor.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>{counter}: {value}</source>
        <translation>{counter}: {value}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Set a counter</source>
        <translation>Fijar un contador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New value of {counter}:</source>
        <translation>Nuevo valor de {counter}:</translation>
    </message>
    <message>
        <location filename="../vtt/ui/table/zone_items.py" line="+144"/>
        <source>{zone} ({n})</source>
        <extracomment>caption sizes tried in turn until the text fits its zone (pixels in table units) height kept free for a pile&apos;s caption above its top card the item that draws this zone&apos;s caption (set by it) the table&apos;s background paints this zone&apos;s cloth (a zone lying on the felt)</extracomment>
        <translation>{zone} ({n})</translation>
    </message>
    <message>
        <location filename="../vtt/ui/table/board_items.py" line="+247"/>
        <source>{seat}: {track} {value}</source>
        <extracomment>room for the name of each lane of a track board, left of its spaces how far each further piece of a stack on one space is raised the colour of a piece whose seat is unknown the face&apos;s value when the viewer sees the face, else &quot;&quot; the name of the seat that owns it (&quot;&quot; for none) the card&apos;s place in its zone the cards drawn as pieces, by their place in the zone where each piece was last drawn (centre, radius), what hovering it tells, its card the card of the piece under the mouse, which a drag takes (as a pile&apos;s top card)</extracomment>
        <translation>{seat}: {track} {value}</translation>
    </message>
    <message>
        <location filename="../vtt/ui/table/card_item.py" line="+241"/>
        <source>{name} (#{number})</source>
        <extracomment>what a card item covers (its selection outline included); Qt asks for it several times per card and frame, so it is made once how long the lock/unlock quarter turn takes, in milliseconds (0: no animation) the game&apos;s table: the colours of the counter badges</extracomment>
        <translation>{name} (n.º {number})</translation>
    </message>
</context>
<context>
    <name>TableMenu</name>
    <message>
        <location filename="../vtt/ui/table/menus.py" line="+47"/>
        <source>Unlock</source>
        <translation>Enderezar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lock</source>
        <translation>Girar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn face down</source>
        <translation>Poner boca abajo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn face up</source>
        <translation>Poner boca arriba</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Counters</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add {counter}</source>
        <translation>Añadir {counter}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove {counter}</source>
        <translation>Quitar {counter}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Detach</source>
        <translation>Separar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Attach to...</source>
        <translation>Adjuntar a...</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Write a note...</source>
        <translation>Escribir una nota...</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>To my hand</source>
        <translation>A mi mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put on the table</source>
        <translation>Poner en la mesa</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>To the top of my deck</source>
        <translation>Encima de mi mazo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To the bottom of my deck</source>
        <translation>Debajo de mi mazo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show to everybody</source>
        <translation>Mostrar a todos</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw several...</source>
        <translation>Robar varias...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shuffle</source>
        <translation>Barajar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Look at the top cards...</source>
        <translation>Mirar las primeras cartas...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search...</source>
        <translation>Buscar...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal the top card</source>
        <translation>Mostrar la primera carta</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+31"/>
        <source>Browse...</source>
        <translation>Examinar...</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Cut</source>
        <translation>Cortar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pick a random card</source>
        <translation>Elegir una carta al azar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Discard the top card</source>
        <translation>Descartar la primera carta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Move the top card to the bottom</source>
        <translation>Poner la primera carta al fondo</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+29"/>
        <source>Unlock all my cards</source>
        <translation>Enderezar todas mis cartas</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Shuffle my hand</source>
        <translation>Barajar mi mano</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard a card at random</source>
        <translation>Descartar una carta al azar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Roll a die</source>
        <translation>Tirar un dado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip a coin</source>
        <translation>Lanzar una moneda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the table to the window</source>
        <translation>Ajustar la mesa a la ventana</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Turn all cards to me</source>
        <translation>Orientar todas las cartas hacia mí</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show every card upright for you; off: each card faces its player</source>
        <translation>Mostrar todas las cartas derechas para ti; desactivado: cada carta mira a su jugador</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../vtt/ui/table/view.py" line="+179"/>
        <source>You rolled {results}</source>
        <extracomment>room for Qt&apos;s cache of painted items (cards, zones), in KiB; Qt&apos;s default of 10 MiB holds only a few dozen cards at a close zoom, after which every frame would repaint them all the seat :meth:`zoom_to_seat` shows, None when the table was zoomed otherwise</extracomment>
        <translation>Has sacado {results}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Heads</source>
        <translation>Cara</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tails</source>
        <translation>Cruz</translation>
    </message>
    <message>
        <location line="+312"/>
        <source>Face-down card</source>
        <translation>Carta boca abajo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draw cards</source>
        <translation>Robar cartas</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>How many cards?</source>
        <translation>¿Cuántas cartas?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look at the top cards</source>
        <translation>Mirar las primeras cartas</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Note on the card</source>
        <translation>Nota en la carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text (empty removes the note):</source>
        <translation>Texto (vacío quita la nota):</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <location filename="../vtt/ui/replay/timeline.py" line="+34"/>
        <source>Click anywhere to go to that step</source>
        <extracomment>tick height as a share of the bar, and colour, per mark kind</extracomment>
        <translation>Influencia: Campesinado</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Step {n}</source>
        <translation>Paso {n}</translation>
    </message>
</context>
<context>
    <name>UserGuideDialog</name>
    <message>
        <location filename="../vtt/ui/dialogs/user_guide.py" line="+40"/>
        <source>User guide</source>
        <translation>Guía de usuario</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The user guide is missing from this installation.</source>
        <translation>La guía de usuario no está en esta instalación.</translation>
    </message>
</context>
<context>
    <name>Vtes</name>
    <message>
        <location filename="../vtt/games/vtes/manual.py" line="+130"/>
        <source>That card is not in an uncontrolled region.</source>
        <translation>Esa carta no está en una zona incontrolada.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Transfer between 1 and {max} counters.</source>
        <translation>Transfiere entre 1 y {max} fichas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your pool has only {n} counters.</source>
        <translation>Tu reserva sanguínea solo tiene {n} fichas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That vampire has only {n} blood.</source>
        <translation>Ese vampiro solo tiene {n} de sangre.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That vampire needs {capacity} blood to be brought into play; it has {blood}.</source>
        <translation>Ese vampiro necesita {capacity} de sangre para ponerlo en juego; tiene {blood}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>That Methuselah is already ousted.</source>
        <translation>Ese Matusalén ya está eliminado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A Methuselah is ousted only when their pool is 0; this one has {n}.</source>
        <translation>Un Matusalén solo queda eliminado cuando su reserva sanguínea llega a 0; este tiene {n}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>That card belongs to nobody; it cannot be burned.</source>
        <translation>Esa carta no pertenece a nadie; no se puede quemar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is already in the ash heap.</source>
        <translation>Esa carta ya está en el montón de ceniza.</translation>
    </message>
</context>
<context>
    <name>VtesActions</name>
    <message>
        <location filename="../vtt/games/vtes/card_actions.py" line="+24"/>
        <source>To torpor</source>
        <translation>Al letargo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of torpor (to the ready region)</source>
        <translation>Salir del letargo (a la zona preparada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the ash heap</source>
        <translation>Al montón de ceniza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burn (to the ash heap, counters to the bank)</source>
        <translation>Quemar (al montón de ceniza, los contadores al banco)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this master card</source>
        <translation>Jugar esta carta heril</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this master card on {minion}</source>
        <translation>Jugar esta carta heril sobre {minion}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with {minion}</source>
        <translation>Jugar con {minion}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play at superior with {minion}</source>
        <translation>Jugar en nivel superior con {minion}</translation>
    </message>
</context>
<context>
    <name>VtesDeck</name>
    <message>
        <location filename="../vtt/games/vtes/deck_check.py" line="+66"/>
        <source>The crypt has {n} cards; it needs at least {min}.</source>
        <translation>La cripta tiene {n} cartas; necesita al menos {min}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The library has {n} cards; it needs {min} to {max}.</source>
        <translation>La biblioteca tiene {n} cartas; necesita entre {min} y {max}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The crypt mixes groups {groups}; use one group or two consecutive ones.</source>
        <translation>La cripta mezcla los grupos {groups}; usa un grupo o dos consecutivos.</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>{card} is banned in tournaments.</source>
        <translation>{card} está prohibida en torneos.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/decklists.py" line="+206"/>
        <source>This text is far too long to be a decklist.</source>
        <extracomment>a line longer than this that does not start with a count is prose, not a card line after this many reported lines the text is not a decklist: stop after this many names not found as written (each costs a similarity search over every card name), the text is not a decklist: stop the largest count a line may give (a deck of the free table may be huge, not that huge) krcg&apos;s own similarity rule: names this long or longer, at least this similar</extracomment>
        <translation>Este texto es demasiado largo para ser una lista de mazo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Too many lines are not cards; reading stopped here.</source>
        <translation>Demasiadas líneas no son cartas; la lectura se detuvo aquí.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No deck holds {count} copies of a card.</source>
        <translation>Ningún mazo lleva {count} copias de una carta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Read as {name}: check the name.</source>
        <translation>Leída como {name}: comprueba el nombre.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>This line is too long to be a card.</source>
        <translation>Esta línea es demasiado larga para ser una carta.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No card was found in this text.</source>
        <translation>No se encontró ninguna carta en este texto.</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>No card has this name.</source>
        <translation>Ninguna carta tiene este nombre.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/module.py" line="+59"/>
        <source>Fifth Edition rules</source>
        <translation>Reglas de la Quinta Edición</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2018 rules</source>
        <translation>Reglas de 2018</translation>
    </message>
</context>
<context>
    <name>VtesFace</name>
    <message>
        <location filename="../vtt/games/vtes/faces.py" line="+58"/>
        <source>Vampire</source>
        <extracomment>frame tint per card type (the first type of a multi-type card wins) a language-free mark per library card type, drawn on the type&apos;s colour (crypt cards show their capacity instead)</extracomment>
        <translation>Vampiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imbued</source>
        <translation>Imbuido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Heril</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Political Action</source>
        <translation>Acción política</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ally</source>
        <translation>Aliado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retainer</source>
        <translation>Criado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equipment</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action Modifier</source>
        <translation>Modificador de acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reaction</source>
        <translation>Reacción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>Poder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conviction</source>
        <translation>Convicción</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Abomination</source>
        <extracomment>clans and Imbued creeds whose Spanish name differs from the English one are translated; the rest are proper names, the same in both languages</extracomment>
        <translation>Abominación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blood Brother</source>
        <translation>Hermano de Sangre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daughter of Cacophony</source>
        <translation>Hija de la Cacofonía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gargoyle</source>
        <translation>Gárgola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harbinger of Skulls</source>
        <translation>Heraldo de las Calaveras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ministry</source>
        <translation>Ministerio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True Brujah</source>
        <translation>Verdadero Brujah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avenger</source>
        <translation>Vengador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Innocent</source>
        <translation>Inocente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge</source>
        <translation>Juez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Martyr</source>
        <translation>Mártir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redeemer</source>
        <translation>Redentor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Visionary</source>
        <translation>Visionario</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Anarch</source>
        <translation>Anarquista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Camarilla</source>
        <translation>Camarilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Independent</source>
        <translation>Independiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laibon</source>
        <translation>Laibon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sabbat</source>
        <translation>Sabbat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 Vote</source>
        <translation>1 voto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 Votes</source>
        <translation>2 votos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archbishop</source>
        <translation>Arzobispo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baron</source>
        <translation>Barón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bishop</source>
        <translation>Obispo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cardinal</source>
        <translation>Cardenal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inner Circle</source>
        <translation>Círculo Interior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Justicar</source>
        <translation>Justicar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magaji</source>
        <translation>Magaji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primogen</source>
        <translation>Primogénito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prince</source>
        <translation>Príncipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Priscus</source>
        <translation>Priscus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regent</source>
        <translation>Regente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Path of Caine</source>
        <translation>Senda de Caín</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path of Cathari</source>
        <translation>Senda de los Cátaros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path of Death and the Soul</source>
        <translation>Senda de la Muerte y el Alma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path of Power and the Inner Voice</source>
        <translation>Senda del Poder y la Voz Interior</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{n} pool</source>
        <translation>{n} de reserva sanguínea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} blood</source>
        <translation>{n} de sangre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} conviction</source>
        <translation>{n} de convicción</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Group {n}</source>
        <translation>Grupo {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Group ANY</source>
        <translation>Grupo TODOS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trifle</source>
        <translation>Nimiedad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burn option</source>
        <translation>Opción de quema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unique</source>
        <translation>Único</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banned</source>
        <translation>Prohibida</translation>
    </message>
</context>
<context>
    <name>VtesLog</name>
    <message>
        <location filename="../vtt/games/vtes/manual.py" line="-177"/>
        <source>{seat} now draws a replacement for each card played.</source>
        <extracomment>texts of the table helpers&apos; own log events (ModuleEvent.key -&gt; template); ousting by hand logs the same &quot;ousted&quot;, &quot;oust_reward&quot; and &quot;last_standing&quot; as the rules engine, whose texts (:data:`.rules.engine.EVENT_TEXTS`) say it for both</extracomment>
        <translation>{seat} ahora roba una carta por cada carta jugada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} now draws replacements by hand.</source>
        <translation>{seat} ahora roba a mano las cartas de reemplazo.</translation>
    </message>
</context>
<context>
    <name>Zones</name>
    <message>
        <location filename="../vtt/games/free/module.py" line="-39"/>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../vtt/games/g1347/table.py" line="-164"/>
        <location filename="../vtt/games/nob/table.py" line="+5"/>
        <location filename="../vtt/games/vtes/layout.py" line="-60"/>
        <source>Hand</source>
        <extracomment>a disc card&apos;s width and the room between two discs side by side the influence board: lanes of BOARD_LANE_W x BOARD_ROW below the board&apos;s caption (BOARD_TOP), BOARD_COL units per influence point the building and the discs on its spaces (space 1 at SPACE_X, side by side) lie ROW_Y below the top of their region, under its caption the building regions of a round (wide enough for five discs on their spaces) the last numbered space of an influence track (a disc beyond it shows its number) the pieces: discs in their seat&apos;s colour, rat and victory-point tokens the influence board: a track per class</extracomment>
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
        <location filename="../vtt/games/g1347/table.py" line="+21"/>
        <source>Start player</source>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <location filename="../vtt/games/g1347/table.py" line="-20"/>
        <source>Cards played this round</source>
        <translation>Cartas jugadas en esta ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spare discs</source>
        <translation>Discos sobrantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rats</source>
        <translation>Ratas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>Victory-point tokens</source>
        <translation>Fichas de puntos de victoria</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Building and its spaces</source>
        <translation>Edificio y sus espacios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nun row</source>
        <translation>Fila de Religiosas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Population deck</source>
        <translation>Mazo de población</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Population discards</source>
        <translation>Descartes de población</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building deck</source>
        <translation>Mazo de edificios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve deck</source>
        <translation>Mazo de Reserva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used buildings</source>
        <translation>Edificios usados</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../vtt/games/nob/table.py" line="+16"/>
        <source>Box (not in this game)</source>
        <translation>Caja (fuera de esta partida)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jokers</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swords</source>
        <translation>Espadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flutes</source>
        <translation>Flautas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Safe-conducts</source>
        <translation>Salvoconductos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rat supply</source>
        <translation>Reserva de ratas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Influence board</source>
        <translation>Tablero de influencia</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/layout.py" line="-2"/>
        <source>Crypt</source>
        <extracomment>zone roles; &quot;deck&quot;, &quot;hand&quot;, &quot;discard&quot; and &quot;play&quot; are the ones generic tools know the most Methuselahs a table seats</extracomment>
        <translation>Cripta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uncontrolled region</source>
        <translation>Zona incontrolada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready region</source>
        <translation>Zona preparada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Torpor</source>
        <translation>Letargo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ash heap</source>
        <translation>Montón de ceniza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed from game</source>
        <translation>Retiradas de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Research area</source>
        <translation>Zona de investigación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edge</source>
        <translation>Ventaja</translation>
    </message>
    <message>
        <location filename="../vtt/games/nob/table.py" line="-15"/>
        <source>Clan and Disciplines</source>
        <translation>Clan y Disciplinas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret sect</source>
        <translation>Secta secreta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backgrounds</source>
        <translation>Trasfondos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contacts</source>
        <translation>Contactos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wounds</source>
        <translation>Heridas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main deck</source>
        <translation>Mazo principal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile</source>
        <translation>Mazo de descartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wound deck</source>
        <translation>Mazo de Heridas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clan deck</source>
        <translation>Mazo de Clan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discipline deck</source>
        <translation>Mazo de Disciplinas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discarded Disciplines</source>
        <translation>Disciplinas descartadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sect deck</source>
        <translation>Mazo de Secta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event deck</source>
        <translation>Mazo de Eventos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tonight&apos;s Event</source>
        <translation>Evento de esta noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Past Events</source>
        <translation>Eventos pasados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sovereign</source>
        <translation>Soberano</translation>
    </message>
</context>
<context>
    <name>vtes</name>
    <message>
        <location filename="../vtt/games/vtes/rules/actions.py" line="+164"/>
        <source>Minions act only in their controller&apos;s minion phase.</source>
        <translation>Los siervos solo actúan en la fase servil de su controlador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another action is still being resolved.</source>
        <translation>Todavía se está resolviendo otra acción.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is no action called &apos;{kind}&apos;.</source>
        <translation>No hay ninguna acción llamada «{kind}».</translation>
    </message>
    <message>
        <location line="+79"/>
        <location line="+4"/>
        <location filename="../vtt/games/vtes/rules/legality.py" line="+258"/>
        <source>{minion} is not a minion you control.</source>
        <translation>{minion} no es un siervo que controles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/retainers.py" line="+237"/>
        <source>{minion} is locked.</source>
        <translation>{minion} está girado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} was recruited this turn and cannot act yet.</source>
        <translation>{minion} se ha reclutado este turno y aún no puede actuar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{minion} is in torpor: it can only leave torpor.</source>
        <translation>{minion} está en letargo: solo puede salir del letargo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{minion} is not in torpor.</source>
        <translation>{minion} no está en letargo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{minion} has no blood and must hunt before any other action.</source>
        <translation>{minion} no tiene sangre y debe cazar antes de cualquier otra acción.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../vtt/games/vtes/rules/legality.py" line="+249"/>
        <source>Only a vampire can take that action; {minion} is an ally.</source>
        <translation>Solo un vampiro puede realizar esa acción; {minion} es un aliado.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_actions.py" line="+261"/>
        <source>{minion} has already bled this turn.</source>
        <translation>{minion} ya ha sangrado este turno.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{minion} cannot take that action again this turn.</source>
        <translation>{minion} no puede volver a efectuar esa acción este turno.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{minion} has already taken a political action this turn.</source>
        <translation>{minion} ya ha realizado una acción política este turno.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>That action needs a card from your hand.</source>
        <translation>Esa acción necesita una carta de tu mano.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The engine gives {card} its stealth: declare the action without any.</source>
        <translation>El motor da a {card} su sigilo: declara la acción sin ninguno.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{card} is played for a bleed.</source>
        <translation>{card} se juega para sangrar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} is not played for a bleed.</source>
        <translation>{card} no se juega para sangrar.</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../vtt/games/vtes/rules/effects/run.py" line="+95"/>
        <source>The card shares out no points.</source>
        <translation>La carta no reparte puntos.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{card} cannot be played for that action.</source>
        <translation>{card} no se puede jugar para esa acción.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>{minion} cannot be the target of {card}.</source>
        <translation>{minion} no puede ser el objetivo de {card}.</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>No referendum can be called against that card.</source>
        <translation>No se puede convocar un referéndum contra esa carta.</translation>
    </message>
    <message>
        <location line="+559"/>
        <source>{minion} enters combat with {victim} (directed action)</source>
        <extracomment>an ally&apos;s own action to enter combat (:func:`_combat_action_target`)</extracomment>
        <translation>{minion} entra en combate con {victim} (acción dirigida)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{minion} calls a referendum to burn {card} (stealth {stealth})</source>
        <extracomment>a referendum called against a card in play (:func:`_referendum_in_play`)</extracomment>
        <translation>{minion} convoca un referéndum para quemar {card} (sigilo {stealth})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{minion} calls a referendum to {terms} (stealth {stealth})</source>
        <extracomment>the same, when the referendum does something else (:func:`_referendum_words`)</extracomment>
        <translation>{minion} convoca un referéndum: {terms} (sigilo {stealth})</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{minion} plays {card}: {effect}</source>
        <translation>{minion} juega {card}: {effect}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion} plays {card} at superior: {effect}</source>
        <translation>{minion} juega {card} en nivel superior: {effect}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{minion} plays {card} (stealth {stealth}): {effect}</source>
        <extracomment>the same, for an action whose kind gives +1 stealth (equip, employ, recruit, political)</extracomment>
        <translation>{minion} juega {card} (sigilo {stealth}): {effect}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} plays {card} at superior (stealth {stealth}): {effect}</source>
        <translation>{minion} juega {card} en nivel superior (sigilo {stealth}): {effect}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} plays {card} against {target}: {effect}</source>
        <translation>{minion} juega {card} contra {target}: {effect}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} plays {card} at superior against {target}: {effect}</source>
        <translation>{minion} juega {card} en nivel superior contra {target}: {effect}</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>{minion} acts against {card}: {effect}</source>
        <translation>{minion} actúa contra {card}: {effect}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/legality.py" line="+38"/>
        <source>{minion} has already played {card} this turn.</source>
        <translation>{minion} ya ha jugado {card} este turno.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/actions.py" line="-949"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_actions.py" line="+52"/>
        <source>Only a card played for the action gives it stealth.</source>
        <translation>Solo una carta jugada para la acción le da sigilo.</translation>
    </message>
    <message>
        <location line="+104"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_actions.py" line="-43"/>
        <source>A bleed targets your prey.</source>
        <translation>Un sangrado va dirigido contra tu presa.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{card} is a directed action: say which Methuselah it targets.</source>
        <translation>{card} es una acción dirigida: indica contra qué Matusalén va.</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>{minion} is not a vampire in torpor.</source>
        <translation>{minion} no es un vampiro en letargo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rescuing a vampire costs {n} blood; they have {have} between them.</source>
        <translation>Rescatar a un vampiro cuesta {n} de sangre; entre los dos tienen {have}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Leaving torpor costs {n} blood; {minion} has {have}.</source>
        <translation>Salir del letargo cuesta {n} de sangre; {minion} tiene {have}.</translation>
    </message>
    <message>
        <location line="-459"/>
        <location filename="../vtt/games/vtes/rules/redirect.py" line="+56"/>
        <source>There is no Methuselah {seat} at this table.</source>
        <translation>No hay ningún Matusalén {seat} en esta mesa.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>{minion} does not hunt as normal: it takes the hunt a card gives.</source>
        <translation>{minion} no caza de la forma normal: realiza la caza que le da una carta.</translation>
    </message>
    <message>
        <location line="+56"/>
        <location filename="../vtt/games/vtes/rules/cardplay.py" line="+96"/>
        <location filename="../vtt/games/vtes/rules/redirect.py" line="+3"/>
        <source>That Methuselah is out of the game.</source>
        <translation>Ese Matusalén está fuera de la partida.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/block.py" line="+55"/>
        <source>There is no action to block now.</source>
        <translation>Ahora no hay ninguna acción que bloquear.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not attempt to block now.</source>
        <translation>Ahora no puedes intentar bloquear.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{minion} cannot block: only your ready, unlocked minions can.</source>
        <translation>{minion} no puede bloquear: solo pueden hacerlo tus siervos preparados y enderezados.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{minion} already blocked this action.</source>
        <translation>{minion} ya bloqueó esta acción.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Blocking this minion burns the top card of your library, and it has too few.</source>
        <translation>Bloquear a este siervo quema la carta superior de tu biblioteca, y no tiene suficientes.</translation>
    </message>
    <message>
        <location line="+193"/>
        <source>Only the vampire that blocked an action to leave torpor may diablerize the acting vampire, right after the block.</source>
        <translation>Solo el vampiro que bloqueó una acción de salir del letargo puede cometer diablerie sobre el vampiro activo, justo después del bloqueo.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{blocker} diablerizes {victim}</source>
        <translation>{blocker} comete diablerie sobre {victim}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Blocked leaving torpor</source>
        <translation>Salida del letargo bloqueada</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/action_modifiers.py" line="+38"/>
        <source>As {cause} says: +{n} bleed ({value}).</source>
        <translation>Como dice {cause}: +{n} de sangrado ({value}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: {minion} takes {n} unpreventable aggravated damage.</source>
        <translation>Como dice {cause}: {minion} recibe {n} de daño agravado que no se puede prevenir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} gets {n} intercept ({value}).</source>
        <translation>Como dice {cause}: {minion} recibe {n} de intercepción ({value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion}&apos;s block attempt fails.</source>
        <translation>Como dice {cause}: el intento de bloqueo de {minion} fracasa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {who} cannot block this action.</source>
        <translation>Como dice {cause}: {who} no pueden bloquear esta acción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says, during this action: {what}.</source>
        <translation>Como dice {cause}, durante esta acción: {what}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: {minion} unlocks and the action ends unsuccessfully.</source>
        <translation>Como dice {cause}: {minion} se endereza y la acción termina sin éxito.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says, in this combat of the action: {minion} gets {what}.</source>
        <translation>Como dice {cause}, en este combate de la acción: {minion} obtiene {what}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} stopped the action, so it locks and the action ends before the block resolves.</source>
        <translation>Como dice {cause}: {minion} detuvo la acción, así que se gira y la acción termina antes de que el intento se resuelva.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/action_numbers.py" line="+19"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_a.py" line="+66"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/modifiers.py" line="+83"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_reactive.py" line="+235"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/reactions.py" line="+52"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/vampire_abilities.py" line="+557"/>
        <location filename="../vtt/games/vtes/rules/modify.py" line="+35"/>
        <source>There is no action to modify now.</source>
        <translation>Ahora no hay ninguna acción que modificar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card is played only while a block is attempted.</source>
        <translation>La carta solo se juega mientras hay un intento de bloqueo.</translation>
    </message>
    <message>
        <location line="+193"/>
        <source>{n} intercept to the blocking minion</source>
        <translation>{n} de intercepción al siervo que bloquea</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the block attempt fails; that minion cannot block this action again</source>
        <translation>el intento de bloqueo fracasa; ese siervo no puede volver a bloquear esta acción</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>vampires cannot block this action</source>
        <translation>los vampiros no pueden bloquear esta acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allies cannot block this action</source>
        <translation>los aliados no pueden bloquear esta acción</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vampires</source>
        <translation>los vampiros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allies</source>
        <translation>los aliados</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{minion} cannot block this action</source>
        <translation>{minion} no puede bloquear esta acción</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>allies get {n} intercept</source>
        <translation>los aliados reciben {n} de intercepción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allies and younger vampires get {n} intercept</source>
        <translation>los aliados y los vampiros más jóvenes reciben {n} de intercepción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minions without Oblivion burn {n} blood to attempt to block (allies cannot block)</source>
        <translation>los siervos sin Olvido queman {n} de sangre para intentar bloquear (los aliados no pueden bloquear)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>minions that try and fail to stop this action lock before it resolves</source>
        <translation>los siervos que intenten detener esta acción y fracasen se giran antes de que se resuelva</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a minion that stops this action locks and the action ends at once</source>
        <translation>un esbirro que detenga esta acción se gira y la acción termina en el acto</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>end the action (unsuccessful)</source>
        <translation>terminar la acción (sin éxito)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlock the acting minion and end the action (unsuccessful)</source>
        <translation>enderezar al siervo que actúa y terminar la acción (sin éxito)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>+{n} strength this action</source>
        <extracomment>what an action modifier gives the acting minion &quot;this action&quot; that counts only in combat</extracomment>
        <translation>+{n} de fuerza en esta acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand strikes deal aggravated damage this action</source>
        <translation>los golpes con la mano infligen daño agravado en esta acción</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>{minion} cannot block this action.</source>
        <translation>{minion} no puede bloquear esta acción.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>As {card} says, vampires cannot block this action.</source>
        <translation>Como dice {card}, los vampiros no pueden bloquear esta acción.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As {card} says, allies cannot block this action.</source>
        <translation>Como dice {card}, los aliados no pueden bloquear esta acción.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{minion} would have to burn {n} blood to attempt to block.</source>
        <translation>{minion} tendría que quemar {n} de sangre para intentar bloquear.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>+{n} votes, cast for</source>
        <translation>+{n} votos, a favor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{n} votes, cast against</source>
        <translation>+{n} votos, en contra</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_b.py" line="+671"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_masters.py" line="+884"/>
        <source>Votes are cast in the polling of a referendum.</source>
        <translation>Los votos se emiten en la votación de un referéndum.</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+136"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/passed_margin.py" line="+84"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_reactive.py" line="+510"/>
        <source>X must be one of {xs}.</source>
        <translation>X debe ser uno de estos valores: {xs}.</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>X = {x}: +{x} bleed</source>
        <translation>X = {x}: +{x} de sangrado</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>after the action, {n} unpreventable aggravated damage to {minion}</source>
        <translation>tras la acción, {n} de daño agravado que no se puede prevenir a {minion}</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The vampire does not have {n} blood to burn.</source>
        <translation>El vampiro no tiene {n} de sangre que quemar.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>burn {x} blood: +1 stealth to each of your next {x} actions this turn</source>
        <translation>quemar {x} de sangre: +1 de sigilo a cada una de tus próximas {x} acciones este turno</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>{minion} cannot play reaction cards this action; the next reaction card played this action costs +{n} blood or life</source>
        <translation>{minion} no puede jugar cartas de reacción en esta acción; la próxima carta de reacción que se juegue en esta acción cuesta +{n} de sangre o vida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{minion} cannot play reaction cards this action</source>
        <translation>{minion} no puede jugar cartas de reacción en esta acción</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{minion} cannot play reaction cards this action.</source>
        <translation>{minion} no puede jugar cartas de reacción en esta acción.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>reaction cards cost +{n} blood or life and are not replaced until the end of the action</source>
        <translation>las cartas de reacción cuestan +{n} de sangre o vida y no se reponen hasta el final de la acción</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>reaction cards cost +{n} blood or life</source>
        <translation>las cartas de reacción cuestan +{n} de sangre o vida</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/action_numbers.py" line="+1"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_a.py" line="+1"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_masters.py" line="-394"/>
        <source>Stealth and intercept are played only when they are needed.</source>
        <extracomment>the question asked of the chosen vampire&apos;s controller stealth and intercept are given only when needed (V-STL-03)</extracomment>
        <translation>El sigilo y la intercepción solo se juegan cuando hacen falta.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/action_modifiers.py" line="-772"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/action_numbers.py" line="+22"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_a.py" line="+284"/>
        <location filename="../vtt/games/vtes/rules/effects/standing.py" line="+59"/>
        <source>+{n} stealth</source>
        <translation>+{n} de sigilo</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/action_numbers.py" line="+25"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/reactions.py" line="+307"/>
        <location filename="../vtt/games/vtes/rules/effects/standing.py" line="+1"/>
        <source>+{n} intercept</source>
        <translation>+{n} de intercepción</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../vtt/games/vtes/rules/effects/standing.py" line="+3"/>
        <source>+{n} blood from the hunt</source>
        <extracomment>``plus`` more when the condition ``plus_when`` holds (&quot;+1 more if Toreador&quot;)</extracomment>
        <translation>+{n} de sangre de la caza</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_effects.py" line="+231"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/vampire_abilities.py" line="+166"/>
        <location filename="../vtt/games/vtes/rules/effects/standing.py" line="-5"/>
        <source>+{n} bleed</source>
        <extracomment>stealth a card in play gives only to its bearer&apos;s bleed actions (read when a bleed is declared: Codex of the Edenic Groundskeepers&apos; -2) the words of each number a card in play adds to</extracomment>
        <translation>+{n} de sangrado</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Only a bleed against you can be reduced.</source>
        <translation>Solo se puede reducir un sangrado contra ti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>-{n} to the bleed against you</source>
        <translation>-{n} al sangrado contra ti</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Only the bled Methuselah redirects a bleed.</source>
        <translation>Solo el Matusalén sangrado redirige un sangrado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bleed cannot go to that Methuselah.</source>
        <translation>El sangrado no puede ir a ese Matusalén.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>redirect the bleed to {target}</source>
        <translation>redirigir el sangrado a {target}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/cardplay.py" line="-50"/>
        <source>Cards to play</source>
        <extracomment>where a card may be played from hand (by the seat the game waits for)</extracomment>
        <translation>Cartas para jugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As the cards played say</source>
        <translation>Como dicen las cartas jugadas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seat}&apos;s {minion} plays {card}.</source>
        <extracomment>the log sentences of this module (merged into the engine&apos;s)</extracomment>
        <translation>{minion}, de {seat}, juega {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat}&apos;s {minion} plays {card} (superior).</source>
        <translation>{minion}, de {seat}, juega {card} (superior).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {card} says: {seat} makes {step} by hand.</source>
        <translation>Como dice {card}: {seat} hace a mano {step}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a move</source>
        <extracomment>the table command a ``vtes_as_card`` step is, for its log line</extracomment>
        <translation>un movimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a lock</source>
        <translation>un giro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unlock</source>
        <translation>un enderezamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a card turned over</source>
        <translation>un giro de carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a counter change</source>
        <translation>un cambio de fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a card attached</source>
        <translation>una carta adjunta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a card detached</source>
        <translation>una carta separada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw</source>
        <translation>un robo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a shuffle</source>
        <translation>un barajado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a table step</source>
        <translation>un paso en la mesa</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>X is 0 to 30.</source>
        <extracomment>commands that are no step of a card: the engine&apos;s own, and the session&apos;s</extracomment>
        <translation>X va de 0 a 30.</translation>
    </message>
    <message>
        <location line="+169"/>
        <source>Cards are played this way during an action, a combat or a referendum; actions and master cards have their own commands.</source>
        <translation>Así se juegan cartas durante una acción, un combate o un referéndum; las acciones y las cartas heriles tienen sus propias órdenes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../vtt/games/vtes/rules/combat.py" line="+158"/>
        <location filename="../vtt/games/vtes/rules/modify.py" line="+2"/>
        <source>Wait for the impulse: it is another Methuselah&apos;s turn to play effects.</source>
        <translation>Espera el impulso: ahora le toca a otro Matusalén jugar efectos.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Play {card} (superior)</source>
        <translation>Jugar {card} (superior)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play {card}</source>
        <translation>Jugar {card}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play {card} (superior) with {minion}</source>
        <translation>Jugar {card} (superior) con {minion}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play {card} with {minion}</source>
        <translation>Jugar {card} con {minion}</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../vtt/games/vtes/rules/phases.py" line="+351"/>
        <source>Play {card} with {minion}: {choice}</source>
        <extracomment>a played card the engine runs: its effect is the choice (the dock groups the levels, aims and alternatives of one card with one minion into one entry)</extracomment>
        <translation>Jugar {card} con {minion}: {choice}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>superior: {effect}</source>
        <translation>superior: {effect}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card played in the action, combat round, referendum or turn under way is applied by hand.</source>
        <translation>Solo se aplica a mano una carta jugada en la acción, la ronda de combate, el referéndum o el turno en curso.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../vtt/games/vtes/rules/sources.py" line="+339"/>
        <source>Only the Methuselah who played {card} applies its effect.</source>
        <translation>Solo el Matusalén que jugó {card} aplica su efecto.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../vtt/games/vtes/rules/sources.py" line="+5"/>
        <source>The effect of {card} is over: its player has passed.</source>
        <translation>El efecto de {card} ha terminado: quien la jugó ha pasado.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>That step is not a table command: {why}</source>
        <translation>Ese paso no es una orden de la mesa: {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card&apos;s step by hand is a table command: a move, a counter, a lock...</source>
        <translation>Un paso a mano de una carta es una orden de la mesa: un movimiento, un contador, un giro...</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>As {card} says, by hand</source>
        <translation>Como dice {card}, a mano</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/modify.py" line="+32"/>
        <source>Only the acting Methuselah adds stealth.</source>
        <translation>Solo el Matusalén activo añade sigilo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stealth can be added only when it is needed: a block is attempted and intercept {i} reaches stealth {s}.</source>
        <translation>Solo se puede añadir sigilo cuando hace falta: hay un intento de bloqueo y la intercepción {i} alcanza el sigilo {s}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Intercept counts only while a block is attempted.</source>
        <translation>La intercepción solo cuenta mientras se intenta un bloqueo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the blocking Methuselah adds intercept.</source>
        <translation>Solo el Matusalén que bloquea añade intercepción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Intercept can be added only when it is needed: stealth {s} is not above intercept {i}.</source>
        <translation>Solo se puede añadir intercepción cuando hace falta: el sigilo {s} no supera la intercepción {i}.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/action_modifiers.py" line="+491"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/action_numbers.py" line="-127"/>
        <location filename="../vtt/games/vtes/rules/modify.py" line="+13"/>
        <source>Only a bleed or a hunt has an amount to change.</source>
        <translation>Solo un sangrado o una caza tienen una cantidad que cambiar.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/modify.py" line="-53"/>
        <source>Change a number by 1 to 99.</source>
        <translation>Cambia un número entre 1 y 99.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Damage is prevented in combat, not during an action.</source>
        <translation>El daño se previene en combate, no durante una acción.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>{delta} stealth, as {card} says</source>
        <translation>{delta} de sigilo, como dice {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{delta} intercept, as {card} says</source>
        <translation>{delta} de intercepción, como dice {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{delta} to the bleed amount, as {card} says</source>
        <translation>{delta} a la cantidad de sangrado, como dice {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{delta} to the blood the hunt gains, as {card} says</source>
        <translation>{delta} a la sangre que obtiene la caza, como dice {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prevent {n} damage to {minion}, as {card} says</source>
        <translation>Prevenir {n} de daño a {minion}, como dice {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} additional strikes for {minion} this round, as {card} says</source>
        <translation>{n} ataques adicionales para {minion} en esta ronda, como dice {card}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{delta}, as {card} says</source>
        <translation>{delta}, como dice {card}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/redirect.py" line="-25"/>
        <source>Only a bleed in progress can be redirected.</source>
        <translation>Solo se puede redirigir un sangrado en curso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bled Methuselah redirects a bleed after declining to block, once the acting Methuselah has had a last chance to increase it.</source>
        <translation>El Matusalén sangrado redirige un sangrado tras renunciar a bloquear, cuando el Matusalén que actúa ha tenido su última ocasión de aumentarlo.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A bleed never targets the acting Methuselah.</source>
        <translation>Un sangrado nunca tiene como objetivo al Matusalén que actúa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bleed already targets that Methuselah.</source>
        <translation>El sangrado ya tiene como objetivo a ese Matusalén.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Redirect the bleed to {target}, as {card} says</source>
        <translation>Redirigir el sangrado a {target}, como dice {card}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/cardinfo.py" line="+381"/>
        <location filename="../vtt/games/vtes/rules/phases.py" line="-203"/>
        <source>{card} costs {n} pool; you have {have}.</source>
        <extracomment>an ally&apos;s printed numbers (&quot;Unique mummy with 3 life. 3 strength, 1 bleed.&quot;) a crypt card&apos;s unconditional bonus sentence (&quot;Gangrel Justicar: +1 strength.&quot;) the trait sentence &quot;Infernal.&quot; of a minion&apos;s text (not &quot;requires an infernal vampire&quot;) a city title in a crypt card&apos;s text: &quot;Camarilla Prince of Seattle:&quot;, &quot;Anarch Baron of ...&quot; &quot;Put this card on a vampire you control...&quot;: a card that goes on another card in play titles unique per city (one ruler per city, whatever the title), per clan, or alone the counter a library card in play carries once its text made it a vampire (Childe of the Revolution): ``became_vampire.&lt;clan&gt;``, its value the capacity. :func:`record` reads it first, so every rule sees that vampire; the table drops a card&apos;s counters when it goes to a pile or a hand, so out of play it is its library card again. With the rules on only the engine sets counters (and the host, overriding). an action a card in play gives (&quot;Vampires can burn this card as a (D) action&quot;): not the card&apos;s own action, so not what makes it directed a line of a card text for one level: &quot;[aus] ...&quot; (inferior), &quot;[AUS] ...&quot; (superior)</extracomment>
        <translation>{card} cuesta {n} de reserva sanguínea; tienes {have}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{card} costs blood: only a vampire can pay it.</source>
        <translation>{card} cuesta sangre: solo un vampiro puede pagarla.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{card} costs {n} blood; {minion} has {have}.</source>
        <translation>{card} cuesta {n} de sangre; {minion} tiene {have}.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/legality.py" line="-454"/>
        <source>{card} has no superior level to play.</source>
        <translation>{card} no tiene nivel superior que jugar.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/combat.py" line="-41"/>
        <source>That minion is not in this combat.</source>
        <extracomment>most additional strikes one card or effect gives (a sanity bound on the declared number)</extracomment>
        <translation>Ese siervo no está en este combate.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>That minion is not yours.</source>
        <translation>Ese siervo no es tuyo.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+37"/>
        <source>Maneuvers are played while the range is determined.</source>
        <translation>Las maniobras se juegan mientras se determina la distancia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A minion cannot play two maneuvers in a row.</source>
        <translation>Un siervo no puede jugar dos maniobras seguidas.</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+90"/>
        <source>Strikes are chosen after the range is determined.</source>
        <translation>Los ataques se eligen después de determinar la distancia.</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>{minion} has no additional strike left this round.</source>
        <translation>A {minion} no le quedan ataques adicionales en esta ronda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The acting minion chooses its strike first.</source>
        <translation>El siervo activo elige su ataque primero.</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>There is no strike called &apos;{kind}&apos;.</source>
        <translation>No hay ningún ataque llamado «{kind}».</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>{minion} cannot strike: combat ends in this combat.</source>
        <extracomment>the log sentence of a strike by its kind (a dodge or &quot;combat ends&quot; deals no damage)</extracomment>
        <translation>{minion} no puede usar golpe: el combate termina en este combate.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{minion} cannot strike: combat ends this round.</source>
        <translation>{minion} no puede usar golpe: el combate termina esta ronda.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A strike deals 0 to 20 damage.</source>
        <translation>Un ataque inflige de 0 a 20 de daño.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/combat_steps.py" line="+158"/>
        <source>Only hand strikes can be used this round.</source>
        <translation>Este asalto solo se pueden usar golpes con la mano.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a strike that hits can be a first strike; a dodge or &apos;combat ends&apos; needs no speed.</source>
        <translation>Solo un ataque que golpea puede ser primer golpe; una esquiva o un «fin del combate» no necesitan rapidez.</translation>
    </message>
    <message>
        <location line="+551"/>
        <source>This damage cannot be prevented by cards requiring Fortitude.</source>
        <extracomment>the effects used later in the round or combat, by the command that uses them</extracomment>
        <translation>Este daño no lo pueden prevenir las cartas que requieren Fortaleza.</translation>
    </message>
    <message>
        <location line="-354"/>
        <source>Damage is prevented after strikes, on the damaged minion.</source>
        <translation>El daño se previene después de los ataques, en el siervo dañado.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Additional strikes are declared after the first strike pair of a round, for a minion in the combat.</source>
        <translation>Los ataques adicionales se declaran tras el primer par de ataques de una ronda, para un siervo del combate.</translation>
    </message>
    <message>
        <location line="+489"/>
        <source>{minion} used the maneuver of {card}: its strike is owed.</source>
        <translation>{minion} usó la maniobra de {card}: debe usar su golpe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{minion}&apos;s additional strike is the one {card} gives.</source>
        <translation>El golpe adicional de {minion} es el que da {card}.</translation>
    </message>
    <message>
        <location line="+171"/>
        <source>Maneuver with {minion} (change the range), as {card} says</source>
        <translation>Maniobrar con {minion} (cambiar la distancia), como dice {card}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Strike: dodge, as {card} says</source>
        <extracomment>every strike but the plain hand strike comes from a card, which its words name</extracomment>
        <translation>Ataque: esquivar, como dice {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strike: combat ends, as {card} says</source>
        <translation>Ataque: fin del combate, como dice {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strike: {n} damage, as {card} says</source>
        <translation>Ataque: {n} de daño, como dice {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strike: {n} damage, ranged, as {card} says</source>
        <translation>Ataque: {n} de daño, a distancia, como dice {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strike: {n} aggravated damage, as {card} says</source>
        <translation>Ataque: {n} de daño agravado, como dice {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strike: {n} aggravated damage, ranged, as {card} says</source>
        <translation>Ataque: {n} de daño agravado, a distancia, como dice {card}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Strike: {n} damage, first strike, as {card} says</source>
        <translation>Ataque: {n} de daño, primer golpe, como dice {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strike: {n} damage, ranged, first strike, as {card} says</source>
        <translation>Ataque: {n} de daño, a distancia, primer golpe, como dice {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strike: {n} aggravated damage, first strike, as {card} says</source>
        <translation>Ataque: {n} de daño agravado, primer golpe, como dice {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strike: {n} aggravated damage, ranged, first strike, as {card} says</source>
        <translation>Ataque: {n} de daño agravado, a distancia, primer golpe, como dice {card}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strike: hand strike ({n} damage), first strike, as {card} says</source>
        <translation>Ataque: ataque básico con la mano ({n} de daño), primer golpe, como dice {card}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Strike with {card}: {n} damage</source>
        <extracomment>a weapon&apos;s strike, named for the weapon (&quot;Strike with .44 Magnum: 2R damage&quot;)</extracomment>
        <translation>Golpe con {card}: {n} de daño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strike with {card}: {n}R damage</source>
        <translation>Golpe con {card}: {n}R de daño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strike with {card}: {n} aggravated damage</source>
        <translation>Golpe con {card}: {n} de daño agravado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strike with {card}: {n}R aggravated damage</source>
        <translation>Golpe con {card}: {n}R de daño agravado</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Strike: burn {target}, as {card} says</source>
        <translation>Golpe: quemar {target}, como dice {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strike, ranged: burn {target}, as {card} says</source>
        <translation>Golpe, a distancia: quemar {target}, como dice {card}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Press with {minion}, as {card} says</source>
        <translation>Acosar con {minion}, como dice {card}</translation>
    </message>
    <message>
        <location line="-782"/>
        <source>A card gives 1 to 10 additional strikes.</source>
        <translation>Una carta da de 1 a 10 ataques adicionales.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} already has additional strikes this round: only one card or effect a round may give them (limited).</source>
        <translation>{minion} ya tiene ataques adicionales en esta ronda: solo una carta o efecto por ronda puede darlos (limitado).</translation>
    </message>
    <message>
        <location line="+33"/>
        <location filename="../vtt/games/vtes/rules/passing.py" line="+44"/>
        <source>Choose a strike: a hand strike if nothing else.</source>
        <translation>Elige un ataque: un ataque básico con la mano si no tienes otro.</translation>
    </message>
    <message>
        <location line="-350"/>
        <location line="+381"/>
        <source>Presses are played at the end of a round.</source>
        <translation>Los acosos se juegan al final de un asalto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A minion cannot play two presses in a row.</source>
        <translation>Un siervo no puede jugar dos acosos seguidos.</translation>
    </message>
    <message>
        <location line="+510"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/combat_steps.py" line="-127"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/vampire_abilities.py" line="+26"/>
        <source>There is no combat now.</source>
        <translation>Ahora no hay ningún combate.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/engine.py" line="+73"/>
        <source>Unlock phase: take the Edge&apos;s pool, or go on to the master phase.</source>
        <extracomment>what each decision asks, for the status bar (translated by the UI in context &quot;vtes&quot;)</extracomment>
        <translation>Fase de enderezamiento: toma la reserva sanguínea de la Ventaja o pasa a la fase heril.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Master phase: play master cards, or go on to the minion phase.</source>
        <translation>Fase heril: juega cartas heriles o pasa a la fase servil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minion phase: declare an action, or go on to the influence phase.</source>
        <translation>Fase servil: declara una acción o pasa a la fase de influencia.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unlock phase: pay for or yield each contested card and title.</source>
        <translation>Fase de enderezamiento: paga o cede cada carta y título disputados.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Influence phase: transfer pool, bring vampires into play, or go on.</source>
        <translation>Fase de influencia: transfiere reserva sanguínea, pon vampiros en juego o continúa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard phase: discard and draw, or end the turn.</source>
        <translation>Fase de descarte: descarta y roba, o termina el turno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempt to block the action, or decline.</source>
        <translation>Intenta bloquear la acción o renuncia a hacerlo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A block is attempted: add stealth or intercept, or pass.</source>
        <translation>Hay un intento de bloqueo: añade sigilo o intercepción, o pasa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play effects on the action before it resolves, or pass.</source>
        <translation>Juega efectos sobre la acción antes de que se resuelva, o pasa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat: maneuver, or pass to choose strikes.</source>
        <translation>Combate: maniobra, o pasa para elegir ataques.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat: choose a strike.</source>
        <translation>Combate: elige un ataque.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat: prevent damage, or pass.</source>
        <translation>Combate: previene daño, o pasa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat: declare additional strikes, or pass.</source>
        <translation>Combate: declara ataques adicionales, o pasa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat: press, or pass to end the round.</source>
        <translation>Combate: juega un acoso, o pasa para terminar el asalto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+76"/>
        <location filename="../vtt/games/vtes/rules/flow.py" line="+201"/>
        <source>The game is over.</source>
        <extracomment>VP are kept in halves in state.data so that the time limit&apos;s 0.5 VP stays an integer</extracomment>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Manual effect by seat {seat}: {what}.</source>
        <extracomment>texts of the engine&apos;s log events (ModuleEvent.key, or CounterChanged.why -&gt; template). Each names who acted (``{seat}``: the seat, or &quot;The game&quot; for the rules&apos; own steps), the minion and the card, and why. A counter change also gets ``{card}`` (the card whose counter changed, &quot;a card&quot; for a viewer who may not know it), ``{owner}`` (the seat whose pool changed), ``{kind}``, ``{value}``, ``{delta}`` (signed) and ``{n}`` (its size).</extracomment>
        <translation>Efecto manual del asiento {seat}: {what}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manual effect: {delta} tokens from the blood bank.</source>
        <translation>Efecto manual: {delta} fichas del banco de sangre.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{seat} declines to block.</source>
        <translation>{seat} renuncia a bloquear.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{seat} casts {votes} votes ({side}).</source>
        <translation>{seat} emite {votes} votos ({side}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{seat} is ousted.</source>
        <translation>{seat} queda eliminado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{predator} gains 1 victory point for ousting their prey.</source>
        <translation>{predator} gana 1 punto de victoria por eliminar a su presa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} is the last Methuselah standing and gains 1 victory point.</source>
        <translation>{seat} es el último Matusalén en pie y gana 1 punto de victoria.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Combat: round {round}.</source>
        <translation>Combate: asalto {round}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The combat ends.</source>
        <translation>El combate termina.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The referendum passes, {for} to {against}.</source>
        <translation>El referéndum se aprueba, {for} a {against}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The referendum fails, {for} to {against}.</source>
        <translation>El referéndum fracasa, {for} a {against}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Time limit after round {round}: each Methuselah still in the game gains 0.5 victory points.</source>
        <translation>Límite de tiempo tras la ronda {round}: cada Matusalén que sigue en la partida gana 0,5 puntos de victoria.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is contested: every copy turns face down.</source>
        <translation>{name} está disputada: todas sus copias se ponen boca abajo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A second copy of {name} under the same Methuselah is burned.</source>
        <translation>Se quema una segunda copia de {name} del mismo Matusalén.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A contest is won: the card returns at its controller&apos;s next unlock phase.</source>
        <translation>Se gana una disputa: la carta vuelve en la próxima fase de enderezamiento de quien la controla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is yielded and burned.</source>
        <translation>Se cede {name} y se quema.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The title of {name} is contested.</source>
        <translation>El título de {name} está disputado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A contested title is yielded.</source>
        <translation>Se cede un título disputado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A contested title is won.</source>
        <translation>Se gana un título disputado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} announces a withdrawal.</source>
        <translation>{seat} anuncia que se retira de la partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} fails to withdraw.</source>
        <translation>{seat} no logra retirarse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} withdraws from the game and gains 1 victory point.</source>
        <translation>{seat} se retira de la partida y gana 1 punto de victoria.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} discards {card} with the burn option.</source>
        <translation>{seat} descarta {card} con la opción de quema.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} merges with its other version.</source>
        <translation>{name} se fusiona con su otra versión.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>{seat}&apos;s {minion} takes an action: {kind} (stealth {stealth}).</source>
        <translation>{minion}, de {seat}, realiza una acción: {kind} (sigilo {stealth}).</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>A vampire must hunt first (it has no blood) or bleed first (its text says so).</source>
        <translation>Un vampiro debe cazar primero (no tiene sangre) o sangrar primero (lo dice su texto).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose the cards your hand size or a card&apos;s text asks you for.</source>
        <translation>Elige las cartas que te piden tu tamaño de mano o el texto de una carta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play action modifiers first, or pass to let the others decide whether to block.</source>
        <translation>Juega primero los modificadores de acción, o pasa para que los demás decidan si bloquean.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No block is attempted: play effects on the action, or pass.</source>
        <translation>Nadie intenta bloquear: juega efectos sobre la acción, o pasa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The blocking vampire may diablerize the vampire that tried to leave torpor.</source>
        <translation>El vampiro que bloquea puede cometer diablerie sobre el vampiro que intentó salir del letargo.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Referendum: cast your votes in any order, then say you are done.</source>
        <translation>Referéndum: emite tus votos en cualquier orden y luego di que has terminado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card asks you to choose: answer it.</source>
        <translation>Una carta te pide que elijas: responde.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{seat}&apos;s {minion} takes an action against {target}: {kind} (stealth {stealth}).</source>
        <translation>{minion}, de {seat}, realiza una acción contra {target}: {kind} (sigilo {stealth}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat}&apos;s {minion} plays {card}: {kind} (stealth {stealth}).</source>
        <translation>{minion}, de {seat}, juega {card}: {kind} (sigilo {stealth}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat}&apos;s {minion} plays {card} against {target}: {kind} (stealth {stealth}).</source>
        <translation>{minion}, de {seat}, juega {card} contra {target}: {kind} (sigilo {stealth}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat}&apos;s {minion} attempts to block.</source>
        <translation>{minion}, de {seat}, intenta bloquear.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion} is no longer ready: its block attempt ends.</source>
        <translation>{minion} ya no está preparado: su intento de bloqueo termina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion} fails to block: intercept {intercept} against stealth {stealth}.</source>
        <translation>{minion} no consigue bloquear: intercepción {intercept} contra sigilo {stealth}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} blocks the action: intercept {intercept} against stealth {stealth}.</source>
        <translation>{minion} bloquea la acción: intercepción {intercept} contra sigilo {stealth}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seat} does not diablerize the blocked vampire.</source>
        <translation>{seat} no comete diablerie sobre el vampiro bloqueado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The action of {seat}&apos;s {minion} succeeds ({kind}).</source>
        <translation>La acción de {minion}, de {seat}, tiene éxito ({kind}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} changes the action&apos;s {what} by {delta}.</source>
        <translation>{seat} cambia {what} de la acción en {delta}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat begins: {minion} against {other}.</source>
        <translation>Empieza el combate: {minion} contra {other}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat}&apos;s {minion} maneuvers: the range is now {range}.</source>
        <translation>{minion}, de {seat}, maniobra: ahora la distancia es {range}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat}&apos;s {minion} strikes: {kind}.</source>
        <translation>{minion}, de {seat}, ataca: {kind}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat}&apos;s {minion} strikes: {kind}, {n} damage.</source>
        <translation>{minion}, de {seat}, ataca: {kind}, {n} de daño.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat}&apos;s {minion} strikes for {n} damage.</source>
        <translation>{minion}, de {seat}, ataca con {n} de daño.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat}&apos;s {minion} prevents {n} damage.</source>
        <translation>{minion}, de {seat}, previene {n} de daño.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat}&apos;s {minion} presses.</source>
        <translation>{minion}, de {seat}, acosa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion} goes to torpor ({damage} damage, no blood to heal it).</source>
        <translation>{minion} entra en letargo ({damage} de daño, sin sangre para curarlo).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} is burned: {n} aggravated damage it cannot heal in torpor.</source>
        <translation>{minion} se quema: {n} de daño agravado que no puede curar en letargo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat}&apos;s {minion} diablerizes {other}, who burns.</source>
        <translation>{minion}, de {seat}, diabloriza a {other}, que se quema.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat}&apos;s {minion} calls a referendum.</source>
        <translation>{minion}, de {seat}, convoca un referéndum.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A blood hunt referendum is called against {seat}&apos;s {minion}, the diablerist.</source>
        <translation>Se convoca un referéndum de caza de sangre contra {minion}, de {seat}, el diabolista.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seat} is done voting.</source>
        <translation>{seat} ha terminado de votar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} plays the master card {card}.</source>
        <translation>{seat} juega la carta de maestro {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} plays {card} and keeps it in play.</source>
        <translation>{seat} juega {card} y la deja en juego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} plays {card} on {other}.</source>
        <translation>{seat} juega {card} sobre {other}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{seat}&apos;s {minion} gets {n} additional strikes this round.</source>
        <translation>{minion}, de {seat}, obtiene {n} ataques adicionales este asalto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Combat: additional strikes, pair {pair}.</source>
        <translation>Combate: ataques adicionales, par {pair}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} redirects the bleed to {target}.</source>
        <translation>{seat} redirige el sangrado a {target}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} marks a Red List minion for this turn.</source>
        <translation>{seat} marca un siervo de la Lista Roja para este turno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A vampire of {seat} burned a Red List minion: {seat} may search library, ash heap or hand for a trophy and put it on that vampire (by hand).</source>
        <translation>Un vampiro de {seat} quemó un siervo de la Lista Roja: {seat} puede buscar un trofeo en su biblioteca, montón de ceniza o mano y ponerlo sobre ese vampiro (a mano).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat} pays {n} {kind} from {card} for {cause}.</source>
        <translation>{seat} paga {n} de {kind} de {card} por {cause}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} pays {n} pool for {cause} (pool {value}).</source>
        <translation>{seat} paga {n} de reserva sanguínea por {cause} (reserva {value}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} pays {n} {kind} from {card} to {reason}.</source>
        <translation>{seat} paga {n} de {kind} de {card} para {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat}&apos;s {minion} bleeds {owner} for {n} ({owner}&apos;s pool: {value}).</source>
        <translation>{minion}, de {seat}, sangra a {owner} por {n} (reserva de {owner}: {value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} hunts: {n} blood from the bank ({value}).</source>
        <translation>{card} caza: {n} de sangre del banco ({value}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} comes into play with {value} life.</source>
        <translation>{card} entra en juego con {value} de vida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} holds no more than its capacity: {n} blood goes to the bank ({value}).</source>
        <translation>{card} no puede tener más que su capacidad: {n} de sangre vuelve al banco ({value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} takes {damage} damage: {kind} {value} ({delta}).</source>
        <translation>{card} recibe {damage} de daño: {kind} {value} ({delta}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} is drained of its {n} blood.</source>
        <translation>{card} pierde sus {n} de sangre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} drinks {n} blood from {other} ({value}).</source>
        <translation>{card} bebe {n} de sangre de {other} ({value}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{owner} gains {n} pool for ousting their prey ({value}).</source>
        <translation>{owner} gana {n} de reserva sanguínea por eliminar a su presa ({value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} gains {n} pool for holding the Edge ({value}).</source>
        <translation>{seat} gana {n} de reserva sanguínea por tener la Ventaja ({value}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} pays {n} pool to unlock {cause} (infernal).</source>
        <translation>{seat} paga {n} de reserva sanguínea para enderezar a {cause} (infernal).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} pays {n} pool to move a crypt card to the uncontrolled region.</source>
        <translation>{seat} paga {n} de reserva sanguínea para pasar una carta de la cripta a la zona incontrolada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} pays {n} pool to keep contesting {cause} (pool {value}).</source>
        <translation>{seat} paga {n} de reserva sanguínea para seguir disputando {cause} (reserva {value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} pays {n} blood from {card} to keep contesting its title.</source>
        <translation>{seat} paga {n} de sangre de {card} para seguir disputando su título.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} pays {n} pool to merge a vampire.</source>
        <translation>{seat} paga {n} de reserva sanguínea para fusionar un vampiro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{owner}&apos;s victory points: {value}.</source>
        <translation>Puntos de victoria de {owner}: {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} transfers {n} pool onto {card} (blood {value}).</source>
        <translation>{seat} transfiere {n} de reserva sanguínea a {card} (sangre {value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} takes {n} blood back from {card} to the pool (blood {value}).</source>
        <translation>{seat} devuelve {n} de sangre de {card} a su reserva sanguínea (sangre {value}).</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/action_results.py" line="+33"/>
        <source>As {cause} says: the action has +{n} stealth ({value}).</source>
        <translation>Como dice {cause}: la acción tiene +{n} de sigilo ({value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: the bleed is for {value}.</source>
        <translation>Como dice {cause}: el sangrado es de {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/combat_cards.py" line="+57"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/retainers.py" line="-179"/>
        <source>As {cause} says: it is put on {minion}.</source>
        <translation>Como dice {cause}: se pone sobre {minion}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/asks.py" line="+58"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_actions.py" line="+46"/>
        <location line="+904"/>
        <source>As {cause} says: {owner} burns {n} pool.</source>
        <translation>Como dice {cause}: {owner} quema {n} de reserva.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_actions.py" line="-903"/>
        <source>As {cause} says: {seat} takes control of {minion}.</source>
        <translation>Como dice {cause}: {seat} toma el control de {minion}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>+{n} stealth action</source>
        <translation>acción con +{n} de sigilo</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>bleed with +{n} bleed</source>
        <translation>sangrar con +{n} de sangrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_actions.py" line="+142"/>
        <location filename="../vtt/games/vtes/rules/engine.py" line="+12"/>
        <source>bleed</source>
        <extracomment>words that fill the log sentences above (an action&apos;s kind, a vote&apos;s side, a range, a strike), so that the sentence reads whole in the player&apos;s language</extracomment>
        <translation>sangrar</translation>
    </message>
    <message>
        <location line="+23"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/combat_cards.py" line="+295"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_reactive.py" line="-183"/>
        <source>{minion} can have only one {card}.</source>
        <translation>{minion} solo puede tener una carta {card}.</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/combat_cards.py" line="+20"/>
        <source>put this card on {minion}</source>
        <translation>poner esta carta sobre {minion}</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>take control of {minion}</source>
        <translation>tomar el control de {minion}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>enter combat with {minion}, as the acting minion</source>
        <translation>entrar en combate con {minion}, como el siervo que actúa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>enter combat with {minion}</source>
        <translation>entrar en combate con {minion}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>cannot play {card}</source>
        <translation>no puede jugar {card}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{minion} cannot play cards named {card}.</source>
        <translation>{minion} no puede jugar cartas llamadas {card}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>As {cause} says: {minion} gets 1 corruption counter.</source>
        <translation>Como dice {cause}: {minion} recibe 1 contador de corrupción.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>if the bleed succeeds, 1 corruption counter on {minion}</source>
        <translation>si el sangrado tiene éxito, 1 contador de corrupción en {minion}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>As {cause} says: {minion} burns {n} blood to be immune to the damage.</source>
        <translation>Como dice {cause}: {minion} quema {n} de sangre para ser inmune al daño.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>after the action, {minion} burns {n} blood to be immune to the damage</source>
        <translation>tras la acción, {minion} quema {n} de sangre para ser inmune al daño</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_actions.py" line="+1"/>
        <location filename="../vtt/games/vtes/rules/engine.py" line="+1"/>
        <source>hunt</source>
        <translation>cazar</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/engine.py" line="+1"/>
        <source>equip</source>
        <translation>equipar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>employ a retainer</source>
        <translation>emplear un servidor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recruit an ally</source>
        <translation>reclutar un aliado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action card</source>
        <translation>carta de acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>political action</source>
        <translation>acción política</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leave torpor</source>
        <translation>salir del letargo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rescue</source>
        <translation>rescatar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diablerie</source>
        <translation>diablerie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hunt a Red List minion</source>
        <translation>cazar a un siervo de la Lista Roja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stealth</source>
        <translation>el sigilo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intercept</source>
        <translation>la intercepción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bleed or hunt amount</source>
        <translation>la cantidad de sangrado o caza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for</source>
        <translation>a favor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>against</source>
        <translation>en contra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>abstain</source>
        <translation>abstención</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>close</source>
        <translation>corta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>long</source>
        <translation>larga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand strike</source>
        <translation>ataque básico con la mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>damage</source>
        <translation>daño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dodge</source>
        <translation>esquiva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>combat ends</source>
        <translation>fin del combate</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>With the rules on, cards move only by the rules or as a played card says; the host may override.</source>
        <translation>Con las reglas activas, las cartas solo se mueven por las reglas o como dice una carta jugada; el anfitrión puede intervenir.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/flow.py" line="+246"/>
        <source>With the rules on, a Methuselah is ousted automatically when their pool reaches 0.</source>
        <translation>Con las reglas activadas, un Matusalén queda eliminado automáticamente cuando su reserva sanguínea llega a 0.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/engine.py" line="-13"/>
        <source>With the rules on, phases change with &apos;next phase&apos;.</source>
        <extracomment>table commands any seat sends at any time with the rules on: talk, chance, the refill</extracomment>
        <translation>Con las reglas activadas, las fases cambian con «next phase».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With the rules on, the Edge goes to whoever makes a successful bleed.</source>
        <translation>Con las reglas activadas, la Ventaja pasa a quien logra sangrar con éxito.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/cardplay.py" line="-16"/>
        <location filename="../vtt/games/vtes/rules/engine.py" line="+6"/>
        <source>With the rules on, victory points are counted by the rules.</source>
        <translation>Con las reglas activadas, los puntos de victoria los cuentan las reglas.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/flow.py" line="-244"/>
        <location filename="../vtt/games/vtes/rules/phases.py" line="-86"/>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../vtt/games/vtes/rules/phases.py" line="+8"/>
        <location filename="../vtt/games/vtes/rules/unlock.py" line="+111"/>
        <source>Finish the action in progress first.</source>
        <translation>Termina antes la acción en curso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{minion} has no blood and must hunt before the phase ends.</source>
        <translation>{minion} no tiene sangre y debe cazar antes de que termine la fase.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/passing.py" line="-2"/>
        <source>There is nothing for you to pass now.</source>
        <translation>Ahora no tienes nada que pasar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing to pass: go on with &apos;next phase&apos;.</source>
        <translation>No hay nada que pasar: continúa con «next phase».</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/flow.py" line="-166"/>
        <source>Unlock</source>
        <extracomment>phase names shown in the turn bar (state.turn.phase; the UI translates them in &quot;vtes&quot;)</extracomment>
        <translation>Fase de enderezamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Fase heril</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minion</source>
        <translation>Fase servil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Influence</source>
        <translation>Fase de influencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Fase de descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>{minion} must bleed before the phase ends.</source>
        <translation>{minion} debe sangrar antes de que termine la fase.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/hand.py" line="+23"/>
        <location filename="../vtt/games/vtes/rules/legality.py" line="+123"/>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/phases.py" line="-33"/>
        <source>unlock</source>
        <extracomment>the phase as the word inside &quot;That is done in the {phase} phase.&quot;; a string of &quot;vtes&quot; so that the UI translates the argument too (in Spanish &quot;de influencia&quot;, &quot;heril&quot;...)</extracomment>
        <translation>de enderezamiento</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_a.py" line="+51"/>
        <location filename="../vtt/games/vtes/rules/phases.py" line="+1"/>
        <source>master</source>
        <translation>heril</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/phases.py" line="+1"/>
        <source>minion</source>
        <translation>servil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>influence</source>
        <translation>de influencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discard</source>
        <translation>de descarte</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_a.py" line="-1"/>
        <location filename="../vtt/games/vtes/rules/phases.py" line="+25"/>
        <source>That is done in the {phase} phase.</source>
        <translation>Eso se hace en la fase {phase}.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/phases.py" line="+210"/>
        <source>Say which ready minion of yours plays {card}.</source>
        <translation>Di qué siervo preparado tuyo juega {card}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{card} is not put on a card.</source>
        <translation>{card} no se pone sobre ninguna carta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{card} is put on a card in play that its text allows: choose one.</source>
        <translation>{card} se pone sobre una carta en juego que su texto permita: elige una.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Play {card} on {target}: {effect}</source>
        <translation>Jugar {card} sobre {target}: {effect}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play {card}: keep it in play (location). {effect}</source>
        <translation>Jugar {card}: dejarla en juego (localización). {effect}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play {card}: keep it in play. {effect}</source>
        <translation>Jugar {card}: dejarla en juego. {effect}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play {card}: {effect}</source>
        <translation>Jugar {card}: {effect}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/unlock.py" line="-79"/>
        <source>Only the Methuselah with the Edge gains 1 pool from it.</source>
        <translation>Solo el Matusalén que tiene la Ventaja gana 1 de reserva sanguínea con ella.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Edge gives its 1 pool once per unlock phase.</source>
        <translation>La Ventaja da su 1 de reserva sanguínea una vez por fase de enderezamiento.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{card} is not infernal: it unlocks by itself.</source>
        <translation>{card} no es infernal: se endereza sola.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} is not locked.</source>
        <translation>{card} no está girada.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Burn-option cards are discarded during an unlock phase.</source>
        <translation>Las cartas con opción de quema se descartan durante una fase de enderezamiento.</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>{card} has no burn option.</source>
        <translation>{card} no tiene opción de quema.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one burn-option discard per unlock phase.</source>
        <translation>Solo un descarte con opción de quema por fase de enderezamiento.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{minion} can play {card}: it cannot be discarded with the burn option.</source>
        <translation>{minion} puede jugar {card}: no se puede descartar con la opción de quema.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/phases.py" line="-271"/>
        <source>{card} is not a master card.</source>
        <translation>{card} no es una carta heril.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/legality.py" line="+37"/>
        <source>Out-of-turn master cards are played only during another Methuselah&apos;s turn.</source>
        <translation>Las cartas heriles fuera de turno solo se juegan durante el turno de otro Matusalén.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one out-of-turn master card between two of your master phases.</source>
        <translation>Solo una carta heril fuera de turno entre dos de tus fases heriles.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/politics.py" line="+40"/>
        <source>As {cause} says: {owner} burns {n} pool, the points allocated to them.</source>
        <translation>Como dice {cause}: {owner} quema {n} de reserva, los puntos que le tocaron.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {owner} gains {n} pool, as the chosen Methuselah.</source>
        <translation>Como dice {cause}: {owner} gana {n} de reserva, como el Matusalén elegido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {owner} gets {n} pool as it was allocated.</source>
        <translation>Como dice {cause}: {owner} recibe {n} de reserva, según el reparto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {owner} gives {n} pool as it was allocated.</source>
        <translation>Como dice {cause}: {owner} entrega {n} de reserva, según el reparto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_actions.py" line="+82"/>
        <source>Allocate {n} points among {least} or more Methuselahs in the game.</source>
        <translation>Reparte {n} puntos entre {least} o más Matusalenes en la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allocate {n} points among {least} or more Methuselahs other than the chosen one.</source>
        <translation>Reparte {n} puntos entre {least} o más Matusalenes distintos del elegido.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An allocation names each Methuselah or card once.</source>
        <extracomment>the refusal of an allocation naming one Methuselah or card twice</extracomment>
        <translation>Un reparto nombra cada Matusalén o carta una sola vez.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>if it passes, each burns 1 pool for each point allocated ({shares})</source>
        <extracomment>most entries one allocation may have (a sanity bound on the command)</extracomment>
        <translation>si se aprueba, cada uno quema 1 de reserva por cada punto que le toque ({shares})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>if it passes, each burns 1 pool for each point allocated ({shares}) and {chosen} gains {n} pool</source>
        <translation>si se aprueba, cada uno quema 1 de reserva por cada punto que le toque ({shares}) y {chosen} gana {n} de reserva</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Allocate {n} of the chosen Methuselah&apos;s pool among other Methuselahs.</source>
        <translation>Reparte {n} de la reserva del Matusalén elegido entre otros Matusalenes.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>if it passes, {n} of {giver}&apos;s pool goes to {shares}</source>
        <translation>si se aprueba, {n} de la reserva de {giver} va a {shares}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>if the bleed succeeds, lock {minion}</source>
        <translation>si el sangrado tiene éxito, girar a {minion}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Pick the vampire of your uncontrolled region that gains the blood.</source>
        <translation>Elige el vampiro de tu zona incontrolada que gana la sangre.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>if the bleed succeeds, {minion} gains 1 blood</source>
        <translation>si el sangrado tiene éxito, {minion} gana 1 de sangre</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Choose one or two ready minions (1 point each).</source>
        <extracomment>``rules`` key of this turn&apos;s expelled minions: ``{&quot;turn&quot;: n, &quot;minions&quot;: [ids]}`` most minions one Expulsion names</extracomment>
        <translation>Elige uno o dos siervos preparados (1 punto cada uno).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>if it passes, {minions} cannot play reaction cards, block or cast votes this turn</source>
        <translation>si se aprueba, {minions} no pueden jugar cartas de reacción, bloquear ni emitir votos este turno</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>As {cause} says: {minion} cannot play reaction cards, block or cast votes or ballots this turn.</source>
        <translation>Como dice {cause}: {minion} no puede jugar cartas de reacción, bloquear ni emitir votos ni papeletas este turno.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{minion} cannot play reaction cards, block or cast votes this turn.</source>
        <translation>{minion} no puede jugar cartas de reacción, bloquear ni emitir votos este turno.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>As {cause} says: {owner} controls no ready Anarch and burns {n} pool.</source>
        <translation>Como dice {cause}: {owner} no controla ningún anarquista preparado y quema {n} de reserva.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a Methuselah without a ready Anarch burns {n} pool in their unlock phase</source>
        <translation>un Matusalén sin un anarquista preparado quema {n} de reserva en su fase de enderezamiento</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>As {cause} says: {owner} burns {n} pool; {minion} was burned or sent to torpor.</source>
        <translation>Como dice {cause}: {owner} quema {n} de reserva; {minion} fue quemado o enviado a letargo.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>after a ready minion is burned or sent to torpor, its controller burns {n} pool</source>
        <translation>después de que un siervo preparado sea quemado o enviado a letargo, su controlador quema {n} de reserva</translation>
    </message>
    <message>
        <location line="+48"/>
        <location filename="../vtt/games/vtes/rules/legality.py" line="-4"/>
        <location filename="../vtt/games/vtes/rules/redlist.py" line="+82"/>
        <source>No master phase action left this turn.</source>
        <extracomment>``use_only`` marker: any Methuselah may use the card&apos;s ability, not only its controller (read by :mod:`...abilities`)
----------
the keyword standing alone in a card&apos;s text, not &quot;non-Red List&quot; nor &quot;a Red List minion&quot; A13 costs 1 blood, paid on success (V-RES-01)</extracomment>
        <translation>No te quedan acciones de fase heril este turno.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>spend a master phase action</source>
        <translation>gastar una acción de fase heril</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Pick {n} master cards of your hand to discard (1 point each).</source>
        <translation>Elige {n} cartas heriles de tu mano para descartar (1 punto cada una).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>discard {cards}</source>
        <translation>descartar {cards}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the title {title}, worth {n} votes</source>
        <translation>el título {title}, que vale {n} votos</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>As {cause} says: it is put on {minion}, who now holds its title.</source>
        <translation>Como dice {cause}: se pone sobre {minion}, que ahora ostenta su título.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>if it passes, it is put on {minion} as a title; each ready {clan} gets +{n} vote in this referendum</source>
        <translation>si se aprueba, se pone sobre {minion} como título; cada {clan} preparado obtiene +{n} voto en este referéndum</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>As {cause} says: {minion} abstains in this referendum.</source>
        <extracomment>``rules`` key of the cards used this turn to end a combat: ``{&quot;turn&quot;: n, &quot;cards&quot;: [ids]}``</extracomment>
        <translation>Como dice {cause}: {minion} se abstiene en este referéndum.</translation>
    </message>
    <message>
        <location line="+27"/>
        <location filename="../vtt/games/vtes/rules/politics.py" line="+199"/>
        <source>{minion} abstains in this referendum.</source>
        <translation>{minion} se abstiene en este referéndum.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>{minion} abstains in this referendum</source>
        <translation>{minion} se abstiene en este referéndum</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Only in a combat involving another minion you control.</source>
        <translation>Solo en un combate en el que participe otro siervo que controles.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{card} has ended a combat this turn.</source>
        <translation>{card} ya ha terminado un combate este turno.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/legality.py" line="-162"/>
        <source>X cannot be negative.</source>
        <translation>X no puede ser negativo.</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>{card} costs {n} more blood or life this action; {minion} has {have}.</source>
        <translation>{card} cuesta {n} más de sangre o vida en esta acción; {minion} tiene {have}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{card} costs {n} more blood this combat; {minion} has {have}.</source>
        <translation>{card} cuesta {n} más de sangre en este combate; {minion} tiene {have}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>That card is not a VTES card.</source>
        <translation>Esa carta no es una carta de VTES.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} is a crypt card: it is not played from the hand.</source>
        <translation>{card} es una carta de cripta: no se juega desde la mano.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{card} is an action modifier: only the acting minion plays it, during its action.</source>
        <translation>{card} es un modificador de acción: solo lo juega el siervo activo, durante su acción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is a reaction: a ready unlocked minion plays it during another Methuselah&apos;s action.</source>
        <translation>{card} es una reacción: la juega un siervo preparado enderezado durante la acción de otro Matusalén.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} is a combat card: only a combatant plays it.</source>
        <translation>{card} es una carta de combate: solo la juega un combatiente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} is an event: it is put in play in your discard phase.</source>
        <translation>{card} es un evento: se pone en juego en tu fase de descarte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is a conviction: it is played in your unlock phase.</source>
        <translation>{card} es una convicción: se juega en tu fase de enderezamiento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is a power: only an imbued plays it.</source>
        <translation>{card} es un poder: solo lo juega un imbuido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} is played as an action by a ready unlocked minion of yours, in your minion phase.</source>
        <translation>{card} se juega como acción de un siervo tuyo preparado y enderezado, en tu fase servil.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} is a master card: it is played in your master phase.</source>
        <translation>{card} es una carta heril: se juega en tu fase heril.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{card} is played by a minion: say which one.</source>
        <translation>{card} la juega un siervo: di cuál.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is played only during a bleed.</source>
        <translation>{card} solo se juega durante un sangrado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} cannot be played during a bleed.</source>
        <translation>{card} no se puede jugar durante un sangrado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} is played only during a referendum.</source>
        <translation>{card} solo se juega durante un referéndum.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} is played only during a hunt.</source>
        <translation>{card} solo se juega durante una caza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} is played only by a blocking minion.</source>
        <translation>{card} solo la juega un siervo que bloquea.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} is played only during an action directed at you.</source>
        <translation>{card} solo se juega durante una acción dirigida contra ti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is played only during combat.</source>
        <translation>{card} solo se juega durante un combate.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} is played by a vampire that has just blocked, once the block resolved and before the combat goes on.</source>
        <translation>{card} lo juega un vampiro que acaba de bloquear, una vez resuelto el bloqueo y antes de que siga el combate.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} cannot be played during combat.</source>
        <translation>{card} no se puede jugar durante un combate.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} is played only after its minion&apos;s action resolves.</source>
        <translation>{card} solo se juega después de que se resuelva la acción de su siervo.</translation>
    </message>
    <message>
        <location line="+243"/>
        <source>{card} needs a ready minion of yours that meets its requirements.</source>
        <translation>{card} necesita un siervo preparado tuyo que cumpla sus requisitos.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{minion} has already played {card} during this action.</source>
        <translation>{minion} ya ha jugado {card} durante esta acción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion} has already played {card} this round.</source>
        <translation>{minion} ya ha jugado {card} en este asalto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} is limited: {minion} has already increased this bleed with a limited card.</source>
        <extracomment>&quot;(limited)&quot; effects: one limited bleed modifier an action, one source of additional strikes a round (003 &apos;Limitada&apos;)</extracomment>
        <translation>{card} es limitada: {minion} ya ha aumentado este sangrado con una carta limitada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is limited: {minion} already has additional strikes from another card this round.</source>
        <translation>{card} es limitada: {minion} ya tiene ataques adicionales de otra carta en este asalto.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{minion} has already played {card} in this combat: once each combat.</source>
        <translation>{minion} ya ha jugado {card} en este combate: una vez por combate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one {card} may be played in a game, and it was.</source>
        <translation>Solo se puede jugar una {card} por partida, y ya se jugó.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each Methuselah may play {card} once a game, and you have.</source>
        <translation>Cada Matusalén puede jugar {card} una vez por partida, y tú ya lo hiciste.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>{card} is unique and you already have it in play.</source>
        <translation>{card} es única y ya la tienes en juego.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/phases.py" line="+9"/>
        <source>A card can be played only on a card in play.</source>
        <translation>Una carta solo se puede jugar sobre una carta en juego.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Only one trifle per turn (2018 rules).</source>
        <translation>Solo una nimiedad por turno (reglas de 2018).</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/influence.py" line="+57"/>
        <source>Transfers go only to vampires in your uncontrolled region.</source>
        <extracomment>the turn whose influence phase has had its cards&apos; extra transfers added (in state.data)</extracomment>
        <translation>Las transferencias solo van a vampiros de tu zona incontrolada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only 1 transfer left this turn.</source>
        <translation>Solo te queda 1 transferencia este turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only {n} transfers left this turn; that needs {cost}.</source>
        <translation>Solo te quedan {n} transferencias este turno; eso necesita {cost}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>That vampire is not yours.</source>
        <translation>Ese vampiro no es tuyo.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_a.py" line="+41"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_b.py" line="-224"/>
        <location filename="../vtt/games/vtes/rules/influence.py" line="+12"/>
        <source>Your crypt is empty.</source>
        <translation>Tu cripta está vacía.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/influence.py" line="+3"/>
        <source>Moving a crypt card to your uncontrolled region takes 4 transfers; you have {n} left.</source>
        <translation>Pasar una carta de la cripta a tu zona incontrolada cuesta 4 transferencias; te quedan {n}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Moving a crypt card also costs 1 pool.</source>
        <translation>Pasar una carta de la cripta también cuesta 1 de reserva sanguínea.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/phases.py" line="+66"/>
        <source>No discard phase action left this turn.</source>
        <translation>No te quedan acciones de fase de descarte este turno.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/legality.py" line="-303"/>
        <location filename="../vtt/games/vtes/rules/phases.py" line="+3"/>
        <source>Only one event per discard phase.</source>
        <translation>Solo un evento por fase de descarte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../vtt/games/vtes/rules/phases.py" line="+2"/>
        <source>Each event card is played once per game.</source>
        <translation>Cada carta de evento se juega una vez por partida.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/modifiers.py" line="-39"/>
        <source>As {cause} says: no minion can unlock during this action.</source>
        <translation>Como dice {cause}: ningún siervo puede enderezarse durante esta acción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {n} corruption counters of {seat} are burned from {minion}.</source>
        <translation>Como dice {cause}: se queman {n} contadores de corrupción de {seat} de {minion}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} locks, as it did not stop this action.</source>
        <translation>Como dice {cause}: {minion} se gira, pues no detuvo esta acción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: it is put on {minion}, against {seat}&apos;s minions.</source>
        <translation>Como dice {cause}: se pone sobre {minion}, contra los siervos de {seat}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: it is burned for +1 stealth ({value}).</source>
        <translation>Como dice {cause}: se quema para +1 de sigilo ({value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: it is put on {minion}; minions without Auspex cannot take actions directed at {minion}.</source>
        <translation>Como dice {cause}: se pone sobre {minion}; los siervos sin Auspex no pueden efectuar acciones dirigidas contra {minion}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As {cause} says: it is burned in its controller&apos;s unlock phase.</source>
        <translation>Como dice {cause}: se quema en la fase de enderezamiento de quien la controla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: the bleed burns no pool and is unsuccessful; the card goes on {minion}.</source>
        <translation>Como dice {cause}: el sangrado no quema reserva y no tiene éxito; la carta va sobre {minion}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As {cause} says: it is burned for +2 bleed ({value}).</source>
        <translation>Como dice {cause}: se quema para +2 de sangrado ({value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} locks and abstains; its votes and ballots are cancelled ({yes} for, {no} against).</source>
        <translation>Como dice {cause}: {minion} se gira y se abstiene; se anulan sus votos y papeletas ({yes} a favor, {no} en contra).</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>minions cannot unlock during this action</source>
        <translation>los siervos no pueden enderezarse durante esta acción</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>That minion does not carry {n} of your corruption counters.</source>
        <translation>Ese siervo no tiene {n} de tus contadores de corrupción.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>burn {n} of your corruption counters from {minion}</source>
        <translation>quemar {n} de tus contadores de corrupción de {minion}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{minion} locks after the action unless it stops it</source>
        <translation>{minion} se gira tras la acción salvo que la detenga</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>if this vampire blocks: burn 1 blood to unlock after the block resolves</source>
        <translation>si este vampiro bloquea: quemar 1 de sangre para enderezarse cuando se resuelva el bloqueo</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The card is played right after a successful directed action.</source>
        <extracomment>the ``rules`` key: per Shadow Cast put on a vampire (card id as text), the Methuselah the action before was directed at</extracomment>
        <translation>La carta se juega justo después de una acción dirigida con éxito.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>put this card on {minion}: burn it for +1 stealth in an action directed at {seat}</source>
        <translation>poner esta carta sobre {minion}: quemarla para +1 de sigilo en una acción dirigida a {seat}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>burn {card}: +1 stealth</source>
        <translation>quemar {card}: +1 de sigilo</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>put this card on {minion}: minions without Auspex cannot take actions directed at it; burned in your next unlock phase</source>
        <translation>poner esta carta sobre {minion}: los siervos sin Auspex no pueden efectuar acciones dirigidas contra él; se quema en tu próxima fase de enderezamiento</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Minions without Auspex cannot take actions directed at {minion}.</source>
        <translation>Los siervos sin Auspex no pueden efectuar acciones dirigidas contra {minion}.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>if the bleed is successful: burn 2 of your corruption counters from a minion of the target Methuselah to unlock</source>
        <translation>si el sangrado tiene éxito: quemar 2 de tus contadores de corrupción de un siervo del Matusalén objetivo para enderezarse</translation>
    </message>
    <message>
        <location line="+38"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/politics.py" line="-43"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_reactive.py" line="+252"/>
        <location line="+253"/>
        <location filename="../vtt/games/vtes/rules/politics.py" line="-26"/>
        <location line="+215"/>
        <source>There is no referendum now.</source>
        <extracomment>vtes_vote sources: a titled vampire (``minion``), the Edge, a political action card burned from hand (``card``), the card that called the referendum, a card that gives ``votes`` (``card``) most votes one card gives (a sanity bound on the declared number)</extracomment>
        <translation>Ahora no hay ningún referéndum.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{minion} locks and abstains: its votes and ballots are cancelled</source>
        <translation>{minion} se gira y se abstiene: se anulan sus votos y papeletas</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Choose one of the ways to share out the blood.</source>
        <extracomment>the most ways of spreading the margin offered (X is the way&apos;s number: &quot;X is 0 to 30&quot;)</extracomment>
        <translation>Elige una de las formas de repartir la sangre.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>share out 1 blood for each vote of the margin</source>
        <translation>repartir 1 de sangre por cada voto de diferencia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 blood each to {minions}; {n} pool to you</source>
        <translation>1 de sangre a cada uno: {minions}; {n} de reserva para ti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 blood each to {minions}</source>
        <translation>1 de sangre a cada uno: {minions}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} pool to you</source>
        <translation>{n} de reserva para ti</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the bleed burns no pool and fails; this card goes on {minion}: +2 bleed the next time it is about to bleed {seat} successfully</source>
        <extracomment>the term of a bleed that does not succeed but puts the card on its vampire, and the ``rules`` key: per Spying Mission on a vampire (card id as text), the Methuselah bled</extracomment>
        <translation>el sangrado no quema reserva y fracasa; esta carta va sobre {minion}: +2 de sangrado la próxima vez que vaya a sangrar a {seat} con éxito</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/politics.py" line="-209"/>
        <source>Vote &apos;for&apos; or &apos;against&apos; (pass when you are done casting votes).</source>
        <translation>Vota «a favor» o «en contra» (pasa cuando hayas terminado de votar).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Votes come from a titled vampire, the Edge, a political action card or a card that gives votes.</source>
        <translation>Los votos vienen de un vampiro con título, la Ventaja, una carta de acción política o una carta que dé votos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Those votes are cast already; a vote cannot be changed.</source>
        <translation>Esos votos ya están emitidos; un voto no se puede cambiar.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Say which of your titled vampires votes.</source>
        <translation>Indica cuál de tus vampiros con título vota.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{minion} is not a ready titled vampire of yours.</source>
        <translation>{minion} no es un vampiro preparado con título que controles.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/vampire_abilities.py" line="-717"/>
        <source>As {cause} says: {seat} removes {n} cards of the ash heap from the game.</source>
        <translation>Como dice {cause}: {seat} retira de la partida {n} cartas del montón de ceniza.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {seat} puts {card} at the bottom of the library.</source>
        <translation>Como dice {cause}: {seat} pone {card} al fondo de la biblioteca.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {seat} reveals {card}, the top card of the library.</source>
        <translation>Como dice {cause}: {seat} revela {card}, la carta superior de la biblioteca.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: the action gets +{n} stealth ({value}).</source>
        <translation>Como dice {cause}: la acción obtiene +{n} de sigilo ({value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: the bleed gets +{n} ({value}).</source>
        <translation>Como dice {cause}: el sangrado obtiene +{n} ({value}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: {seat} burns the Edge.</source>
        <translation>Como dice {cause}: {seat} quema la Ventaja.</translation>
    </message>
    <message>
        <location line="+256"/>
        <source>Your ash heap has fewer than {n} cards.</source>
        <translation>Tu montón de ceniza tiene menos de {n} cartas.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>remove {n} cards of your ash heap from the game</source>
        <translation>retirar de la partida {n} cartas de tu montón de ceniza</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>move {card} to the bottom of your library</source>
        <translation>poner {card} al fondo de tu biblioteca</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/combat_more.py" line="+31"/>
        <source>{minion} prevents {n} damage, as a combat card played earlier says.</source>
        <translation>{minion} previene {n} de daño, como dice una carta de combate jugada antes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} steals {n} blood or life from {other}.</source>
        <translation>{minion} roba {n} de sangre o vida a {other}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion} strikes to steal {n} blood or life.</source>
        <translation>{minion} golpea para robar {n} de sangre o vida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {minion} gets {n} additional strikes beyond the limit.</source>
        <translation>Como dice {card}: {minion} obtiene {n} golpes adicionales fuera del límite.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>As {card} says: {minion} gets +{n} strength this round.</source>
        <extracomment>the log sentence of each effect given (key ``cb_&lt;what&gt;_&lt;round|combat&gt;``)</extracomment>
        <translation>Como dice {card}: {minion} obtiene +{n} de fuerza este asalto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {minion} gets +{n} strength this combat.</source>
        <translation>Como dice {card}: {minion} obtiene +{n} de fuerza este combate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {minion} gets a strength of {n} this combat.</source>
        <translation>Como dice {card}: {minion} tiene una fuerza de {n} este combate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {minion} can prevent {n} damage this round.</source>
        <translation>Como dice {card}: {minion} puede prevenir {n} de daño este asalto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {minion} can prevent {n} damage each round this combat.</source>
        <translation>Como dice {card}: {minion} puede prevenir {n} de daño cada asalto de este combate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {minion} prevents all damage from the opposing minion&apos;s strikes this round.</source>
        <translation>Como dice {card}: {minion} previene todo el daño de los golpes del siervo rival este asalto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As {card} says: {minion}&apos;s hand strikes deal aggravated damage this round.</source>
        <translation>Como dice {card}: los golpes con la mano de {minion} infligen daño agravado este asalto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {minion}&apos;s strikes with weapons inflict no damage this round.</source>
        <translation>Como dice {card}: los golpes con armas de {minion} no infligen daño este asalto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: only hand strikes can be used this round.</source>
        <translation>Como dice {card}: este asalto solo se pueden usar golpes con la mano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {minion} takes {n}R environmental damage each round this combat.</source>
        <translation>Como dice {card}: {minion} recibe {n}R de daño ambiental cada asalto de este combate.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As {card} says: {minion} has 1 optional maneuver this round.</source>
        <translation>Como dice {card}: {minion} tiene 1 maniobra opcional este asalto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {minion} has 1 optional press this round.</source>
        <translation>Como dice {card}: {minion} tiene 1 presión opcional este asalto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {minion} has 1 optional press this combat.</source>
        <translation>Como dice {card}: {minion} tiene 1 presión opcional este combate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {minion} has 1 additional strike after the first strikes.</source>
        <translation>Como dice {card}: {minion} tiene 1 golpe adicional tras los primeros golpes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>+{n} strength this round</source>
        <extracomment>what each effect says, for the dock and the log</extracomment>
        <translation>+{n} de fuerza este asalto</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/vampire_abilities.py" line="+16"/>
        <source>+{n} strength this combat</source>
        <translation>+{n} de fuerza este combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a strength of {n} this combat</source>
        <translation>una fuerza de {n} este combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prevent {n} damage this round</source>
        <translation>prevenir {n} de daño este asalto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prevent {n} damage each round this combat</source>
        <translation>prevenir {n} de daño cada asalto de este combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prevent all damage from the opposing minion&apos;s strikes this round</source>
        <translation>prevenir todo el daño de los golpes del siervo rival este asalto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hand strikes deal aggravated damage this round</source>
        <translation>los golpes con la mano infligen daño agravado este asalto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the opposing minion&apos;s weapon strikes inflict no damage this round</source>
        <translation>los golpes con armas del siervo rival no infligen daño este asalto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only hand strikes this round</source>
        <translation>solo golpes con la mano este asalto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the opposing minion takes {n}R environmental damage each round</source>
        <translation>el siervo rival recibe {n}R de daño ambiental cada asalto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 optional maneuver this round</source>
        <translation>1 maniobra opcional este asalto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 optional press this round</source>
        <translation>1 presión opcional este asalto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 optional press this combat</source>
        <translation>1 presión opcional este combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 additional strike after the first strikes</source>
        <translation>1 golpe adicional tras los primeros golpes</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/action_results.py" line="-25"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/combat_more.py" line="+31"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_actions.py" line="+209"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_reactive.py" line="-315"/>
        <source>The vampire has not enough blood to burn.</source>
        <translation>El vampiro no tiene sangre suficiente que quemar.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/combat_more.py" line="+56"/>
        <source>Additional strikes are played after the first strike pair.</source>
        <translation>Los golpes adicionales se juegan tras el primer par de golpes.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{n} additional strikes that do not count against the limit</source>
        <translation>{n} golpes adicionales que no cuentan para el límite</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>another round of this combat is at close range</source>
        <translation>otro asalto de este combate es a corta distancia</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>with Animalism</source>
        <extracomment>the disciplines an alternative of a combat card may need, by their krcg code</extracomment>
        <translation>con Animalismo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_reactive.py" line="-561"/>
        <source>with Celerity</source>
        <translation>con Celeridad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with Dominate</source>
        <translation>con Dominación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with Obfuscate</source>
        <translation>con Ofuscación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with Potence</source>
        <translation>con Potencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with Presence</source>
        <translation>con Presencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with Protean</source>
        <translation>con Protean</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_reactive.py" line="+22"/>
        <source>The minion does not have that discipline.</source>
        <translation>El siervo no tiene esa disciplina.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>this round, a strike, ranged: steal {n} blood or life (becoming blood)</source>
        <translation>este asalto, un golpe, a distancia: robar {n} de sangre o vida (que se convierte en sangre)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>then strike: hand strike at +{n} damage</source>
        <translation>después golpe: golpe con la mano a +{n} de daño</translation>
    </message>
    <message>
        <location line="+43"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_reactive.py" line="+347"/>
        <location line="+402"/>
        <source>Only usable at the end of a round of combat.</source>
        <translation>Solo se puede usar al final de un asalto de combate.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>gain {n} blood, what the opposing vampire lost to damage this round</source>
        <translation>ganar {n} de sangre, lo que el vampiro rival perdió por daño este asalto</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>burn this card</source>
        <translation>quemar esta carta</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/vampire_abilities.py" line="+7"/>
        <location filename="../vtt/games/vtes/rules/politics.py" line="+54"/>
        <source>You do not have the Edge to burn.</source>
        <translation>No tienes la Ventaja para quemarla.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>burn the Edge</source>
        <translation>quemar la Ventaja</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is no locked minion to unlock.</source>
        <translation>No hay ningún siervo girado que enderezar.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>+{n} bleed for each unique equipment</source>
        <translation>+{n} de sangrado por cada equipo único</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>+{n} vote in this referendum</source>
        <translation>+{n} voto en este referéndum</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/library.py" line="+42"/>
        <source>As {cause} says: counters on it: {value}.</source>
        <translation>Como dice {cause}: contadores sobre ella: {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: it is burned (counters on it: {value}).</source>
        <translation>Como dice {cause}: se quema (contadores sobre ella: {value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: a counter is burned instead of the replacement.</source>
        <translation>Como dice {cause}: se quema un contador en lugar de robar la carta de reemplazo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {seat} gets +{n} hand size until the end of the turn.</source>
        <translation>Como dice {cause}: {seat} tiene +{n} al tamaño de mano hasta el final del turno.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>+{n} hand size</source>
        <translation>+{n} al tamaño de mano</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>+1 hand size for each counter on {card}</source>
        <translation>+1 al tamaño de mano por cada contador sobre {card}</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>+{n} hand size until the end of the turn</source>
        <translation>+{n} al tamaño de mano hasta el final del turno</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>a counter on {card}, which is then burned</source>
        <translation>un contador sobre {card}, que después se quema</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a counter on {card} ({n} of {limit})</source>
        <translation>un contador sobre {card} ({n} de {limit})</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>each replacement burns a counter instead</source>
        <translation>cada reemplazo quema un contador en su lugar</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Your library has too few cards.</source>
        <translation>Tu biblioteca tiene demasiado pocas cartas.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>draw 1 card, then put 1 card of your hand on the bottom of your library</source>
        <translation>roba 1 carta y después pon 1 carta de tu mano en el fondo de tu biblioteca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>draw {n} cards, then put {n} cards of your hand on the bottom of your library</source>
        <translation>roba {n} cartas y después pon {n} cartas de tu mano en el fondo de tu biblioteca</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Your hand has no card to exchange.</source>
        <translation>Tu mano no tiene ninguna carta que intercambiar.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>take {card} from your ash heap into your hand, then discard a card</source>
        <translation>toma {card} de tu montón de ceniza a tu mano y después descarta una carta</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>+1 discard phase action</source>
        <translation>+1 acción de fase de descarte</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>no ready vampire to choose</source>
        <translation>ningún vampiro preparado que elegir</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The chosen vampire is not ready.</source>
        <translation>El vampiro elegido no está preparado.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>search your library for an equipment card to equip {minion} with</source>
        <translation>busca en tu biblioteca una carta de equipo para equipar a {minion}</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/vampire_abilities.py" line="+63"/>
        <source>Your library is empty.</source>
        <translation>Tu biblioteca está vacía.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>put the top card of your library face down on {card}</source>
        <translation>pon boca abajo sobre {card} la primera carta de tu biblioteca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>put the top {n} cards of your library face down on {card}</source>
        <translation>pon boca abajo sobre {card} las {n} primeras cartas de tu biblioteca</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>you may draw one of the cards on {card} instead</source>
        <translation>puedes robar en su lugar una de las cartas que hay sobre {card}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/vampire_abilities.py" line="+44"/>
        <source>reveal the top card of your library: a master card burns {blood} blood, another card gives +{stealth} stealth</source>
        <translation>revelar la carta superior de tu biblioteca: si es una carta heril, quema {blood} de sangre; si no, +{stealth} de sigilo</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Your hand is empty.</source>
        <translation>Tu mano está vacía.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>discard a card at random</source>
        <translation>descartar una carta al azar</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>None of your vampires has non-aggravated damage to take now.</source>
        <translation>Ninguno de tus vampiros tiene ahora daño no agravado que recibir.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>prevent up to {n} non-aggravated damage to {minion}</source>
        <translation>prevenir hasta {n} de daño no agravado a {minion}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Only during this vampire&apos;s own bleed.</source>
        <translation>Solo durante el propio sangrado de este vampiro.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/politics.py" line="-15"/>
        <source>{minion} must burn {n} blood to vote against {caller}&apos;s referendum.</source>
        <translation>{minion} debe quemar {n} de sangre para votar en contra del referéndum de {caller}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You called this referendum with a card: you cannot burn another for a vote.</source>
        <translation>Has convocado este referéndum con una carta: no puedes quemar otra para obtener un voto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have already burned a political action card for a vote.</source>
        <translation>Ya has quemado una carta de acción política para conseguir un voto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Say which political action card you burn.</source>
        <translation>Indica qué carta de acción política quemas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a political action card can be burned for a vote.</source>
        <translation>Solo se puede quemar una carta de acción política para obtener un voto.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only the Methuselah who called this referendum with a card has its vote.</source>
        <translation>Solo el Matusalén que propuso este referéndum con una carta tiene su voto.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Say which card gives the votes, and how many (1 to 10).</source>
        <translation>Indica qué carta da los votos, y cuántos (de 1 a 10).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{card} is not a card of yours.</source>
        <translation>{card} no es una carta tuya.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You are done voting in this referendum; a vote cannot be changed.</source>
        <translation>Ya has terminado de votar en este referéndum; un voto no se puede cambiar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are done voting in this referendum already.</source>
        <translation>Ya has terminado de votar en este referéndum.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>{minion}&apos;s votes for</source>
        <translation>Votos de {minion} a favor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion}&apos;s votes against</source>
        <translation>Votos de {minion} en contra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The political action card&apos;s vote for</source>
        <translation>El voto de la carta de acción política a favor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The political action card&apos;s vote against</source>
        <translation>El voto de la carta de acción política en contra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burn the Edge for 1 vote for</source>
        <translation>Quemar la Ventaja por 1 voto a favor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burn the Edge for 1 vote against</source>
        <translation>Quemar la Ventaja por 1 voto en contra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burn {card} for 1 vote for</source>
        <translation>Quemar {card} por 1 voto a favor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burn {card} for 1 vote against</source>
        <translation>Quemar {card} por 1 voto en contra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} votes for from {card}</source>
        <translation>{n} votos a favor de {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} votes against from {card}</source>
        <translation>{n} votos en contra de {card}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/scoring.py" line="+35"/>
        <source>Prey ousted (1 VP each)</source>
        <translation>Presas eliminadas (1 PV cada una)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last Methuselah standing</source>
        <translation>Último Matusalén en pie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit (0.5 VP each)</source>
        <translation>Límite de tiempo (0,5 PV cada uno)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Withdrawal (1 VP)</source>
        <translation>Retirada (1 PV)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Corrections by the host</source>
        <translation>Correcciones del anfitrión</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A tie for the most victory points: nobody wins.</source>
        <translation>Empate en puntos de victoria: nadie gana.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tie for the most victory points: the result is shared.</source>
        <translation>Empate en puntos de victoria: el resultado se comparte.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/flow.py" line="+269"/>
        <source>Go on to the master phase</source>
        <translation>Pasar a la fase heril</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the minion phase</source>
        <translation>Pasar a la fase servil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the influence phase</source>
        <translation>Pasar a la fase de influencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the discard phase</source>
        <translation>Pasar a la fase de descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish the discard phase (end of turn)</source>
        <translation>Terminar la fase de descarte (fin del turno)</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/passing.py" line="+12"/>
        <source>Do not block</source>
        <extracomment>what passing means at each stage</extracomment>
        <translation>No bloquear</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass (no more stealth or intercept)</source>
        <translation>Pasar (sin más sigilo ni intercepción)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass (no more effects on the action)</source>
        <translation>Pasar (sin más efectos sobre la acción)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No maneuver: go on to the strikes</source>
        <translation>Sin maniobra: pasar a los ataques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prevent no more damage</source>
        <translation>No prevenir más daño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No additional strikes</source>
        <translation>Sin ataques adicionales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not press</source>
        <translation>No acosar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not diablerize</source>
        <translation>No cometer diablerie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done voting</source>
        <translation>He terminado de votar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pass (let the others decide whether to block)</source>
        <translation>Pasar (que los demás decidan si bloquean)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass (no effect on the action now)</source>
        <translation>Pasar (ningún efecto sobre la acción ahora)</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/actions.py" line="+954"/>
        <source>Bleed {target} with {minion}</source>
        <translation>Sangrar a {target} con {minion}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hunt with {minion} (stealth {stealth})</source>
        <translation>Cazar con {minion} (sigilo {stealth})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion} leaves torpor (2 blood, stealth {stealth})</source>
        <translation>{minion} sale del letargo (2 de sangre, sigilo {stealth})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} rescues {victim} from torpor</source>
        <translation>{minion} rescata a {victim} del letargo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion} commits diablerie on {victim}</source>
        <translation>{minion} comete diablerie sobre {victim}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion} enters combat with {victim}, marked on the Red List (1 blood, stealth {stealth})</source>
        <translation>{minion} entra en combate con {victim}, marcado en la Lista Roja (1 de sangre, sigilo {stealth})</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{minion} plays {card} (stealth {stealth})</source>
        <translation>{minion} juega {card} (sigilo {stealth})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion} plays {card} at superior (stealth {stealth})</source>
        <translation>{minion} juega {card} en nivel superior (sigilo {stealth})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} plays {card} against {target}</source>
        <translation>{minion} juega {card} contra {target}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion} plays {card} at superior against {target}</source>
        <translation>{minion} juega {card} en nivel superior contra {target}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/combat.py" line="+113"/>
        <source>Strike: hand strike ({n} damage)</source>
        <translation>Ataque: ataque básico con la mano ({n} de daño)</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/wording.py" line="+19"/>
        <source>Turn</source>
        <extracomment>the dock&apos;s headings shared by the commands of several families</extracomment>
        <translation>Turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master cards</source>
        <translation>Cartas heriles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effects of the cards played</source>
        <translation>Efectos de las cartas jugadas</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/block.py" line="-9"/>
        <source>Block the action</source>
        <translation>Bloquear la acción</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/politics.py" line="+16"/>
        <source>Votes</source>
        <translation>Votos</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/wording.py" line="+1"/>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/phases.py" line="+236"/>
        <source>Discard a card</source>
        <translation>Descartar una carta</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/wording.py" line="+1"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/contests.py" line="+384"/>
        <source>Contests</source>
        <translation>Disputas</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/wording.py" line="-4"/>
        <source>Unlock phase</source>
        <translation>Fase de enderezamiento</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/actions.py" line="+130"/>
        <source>Actions of {minion}</source>
        <translation>Acciones de {minion}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/combat.py" line="+85"/>
        <source>Strike of {minion}</source>
        <translation>Ataque de {minion}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/wording.py" line="+104"/>
        <source>Influence ({n} transfers left)</source>
        <extracomment>a card text&apos;s first line is its keywords (&quot;Trifle.&quot;, &quot;Unique location.&quot;) up to this many words an effect sentence of up to this many words (&quot;Put this card on a vampire you control.&quot;) says how the card is played rather than what it does: the next sentence joins it</extracomment>
        <translation>Influencia (quedan {n} transferencias)</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/flow.py" line="+5"/>
        <source>Next phase</source>
        <translation>Siguiente fase</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End the turn</source>
        <translation>Terminar el turno</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/passing.py" line="+9"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/unlock.py" line="+70"/>
        <source>Take 1 pool for holding the Edge</source>
        <translation>Tomar 1 de reserva sanguínea por tener la Ventaja</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/block.py" line="-21"/>
        <source>Block with {minion}</source>
        <translation>Bloquear con {minion}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/influence.py" line="+61"/>
        <source>Draw a crypt card (4 transfers and 1 pool)</source>
        <translation>Pasar una carta de la cripta (4 transferencias y 1 de reserva sanguínea)</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/redlist.py" line="+95"/>
        <source>Mark {minion} on the Red List for this turn</source>
        <translation>Marcar a {minion} de la Lista Roja para este turno</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/unlock.py" line="+4"/>
        <source>Burn 1 pool to unlock {card} (infernal)</source>
        <translation>Quemar 1 de reserva sanguínea para enderezar {card} (infernal)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard {card} (burn option)</source>
        <translation>Descartar {card} (opción de quema)</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/withdrawal.py" line="+127"/>
        <source>Withdraw from the game (1 VP if you lose no pool or blood until your next turn)</source>
        <translation>Retirarse de la partida (1 PV si no pierdes reserva sanguínea ni sangre hasta tu próximo turno)</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/advanced.py" line="+144"/>
        <source>Merge {card} with its other version (4 transfers and 1 pool)</source>
        <translation>Fusionar {card} con su otra versión (4 transferencias y 1 de reserva sanguínea)</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/contests.py" line="-22"/>
        <source>Pay 1 pool to keep contesting {card}</source>
        <translation>Pagar 1 de reserva sanguínea para seguir disputando {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yield {card} (it is burned)</source>
        <translation>Ceder {card} (se quema)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} pays blood to keep contesting its title</source>
        <translation>{card} paga sangre para seguir disputando su título</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} yields its title</source>
        <translation>{card} cede su título</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/actions.py" line="-37"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_actions.py" line="-2"/>
        <source>{minion} takes an action</source>
        <translation>{minion} realiza una acción</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/politics.py" line="-11"/>
        <source>Vote</source>
        <translation>Votar</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/phases.py" line="-24"/>
        <source>Put the event {card} in play</source>
        <translation>Poner en juego el evento {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard {card} and draw a card</source>
        <translation>Descartar {card} y robar una carta</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/influence.py" line="-13"/>
        <source>Transfer {n} pool to {card} (blood {blood} of {capacity})</source>
        <translation>Transferir {n} de reserva sanguínea a {card} (sangre {blood} de {capacity})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {n} blood from {card} back to your pool (2 transfers per blood)</source>
        <translation>Devolver {n} de sangre de {card} a tu reserva sanguínea (2 transferencias por cada una)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bring {card} into play</source>
        <translation>Poner en juego a {card}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/flow.py" line="+5"/>
        <source>Oust {seat}</source>
        <translation>Eliminar a {seat}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/describe.py" line="+49"/>
        <source>Burn {card}</source>
        <translation>Quemar {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw a replacement for each card played</source>
        <translation>Robar automáticamente una carta por cada carta jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw replacements by hand</source>
        <translation>Robar a mano las cartas de reemplazo</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/advanced.py" line="-77"/>
        <source>Merging takes a vampire from your uncontrolled region.</source>
        <translation>La fusión toma un vampiro de tu zona incontrolada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You control no other version of {card} in play to merge with.</source>
        <translation>No controlas en juego otra versión de {card} con la que fusionarlo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Merging takes 4 transfers; you have {n} left.</source>
        <translation>Fusionar cuesta 4 transferencias; te quedan {n}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Merging also costs 1 pool.</source>
        <translation>Fusionar también cuesta 1 de reserva sanguínea.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/contests.py" line="-128"/>
        <source>Pay for or yield the contest over {card} first.</source>
        <translation>Primero paga o cede la disputa por {card}.</translation>
    </message>
    <message>
        <location line="+29"/>
        <location filename="../vtt/games/vtes/rules/unlock.py" line="-119"/>
        <source>That card is not yours.</source>
        <translation>Esa carta no es tuya.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The contest over {card} is already paid this turn.</source>
        <translation>La disputa por {card} ya está pagada este turno.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{card} is not contested.</source>
        <translation>{card} no está disputada.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{card} is in torpor: it must yield the title.</source>
        <translation>{card} está en letargo: debe ceder el título.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} cannot pay {n} blood for the title: it must yield.</source>
        <translation>{card} no puede pagar {n} de sangre por el título: debe cederlo.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/redlist.py" line="-91"/>
        <source>{minion} is already marked this turn.</source>
        <translation>{minion} ya está marcado este turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only a Red List minion in play can be marked.</source>
        <translation>Solo se puede marcar un siervo en juego de la Lista Roja.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} is not a Red List minion.</source>
        <translation>{minion} no es un siervo de la Lista Roja.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Say which marked Red List minion to enter combat with.</source>
        <translation>Indica con qué siervo marcado de la Lista Roja entrar en combate.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your minions never fight each other.</source>
        <translation>Tus siervos nunca combaten entre sí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} is not ready: only ready minions enter combat.</source>
        <translation>{minion} no está preparado: solo los siervos preparados entran en combate.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{minion} is not marked this turn: mark a Red List minion with a master phase action first.</source>
        <translation>{minion} no está marcado este turno: primero marca un siervo de la Lista Roja con una acción de fase heril.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{minion} has already entered combat with a Red List minion this turn.</source>
        <translation>{minion} ya entró en combate con un siervo de la Lista Roja este turno.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Entering combat with a Red List minion costs {n} blood; {minion} has {have}.</source>
        <translation>Entrar en combate con un siervo de la Lista Roja cuesta {n} de sangre; {minion} tiene {have}.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/withdrawal.py" line="-62"/>
        <source>You are already withdrawing.</source>
        <translation>Ya te estás retirando.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a Methuselah whose library is exhausted and who began the turn with fewer than 7 cards in hand may withdraw.</source>
        <translation>Solo puede retirarse un Matusalén con la biblioteca agotada que empezó el turno con menos de 7 cartas en la mano.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/refuse.py" line="+12"/>
        <source>That cannot be done now.</source>
        <translation>Eso no se puede hacer ahora.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/module.py" line="-69"/>
        <source>Crypt</source>
        <extracomment>the headings of a VTES deck&apos;s two sections in the deck dialog</extracomment>
        <translation>Cripta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/cardrules.py" line="+92"/>
        <source>{card} requires a minion of clan {need}; {minion} is not.</source>
        <translation>{card} requiere un siervo del clan {need}; {minion} no lo es.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} requires a vampire of the Path of {need}.</source>
        <translation>{card} requiere un vampiro de la Senda de {need}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion} lacks the discipline {card} requires.</source>
        <translation>A {minion} le falta la disciplina que requiere {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion} does not have the discipline of {card} at superior level.</source>
        <translation>{minion} no tiene la disciplina de {card} a nivel superior.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} requires a minion of the {need} sect; {minion} is not.</source>
        <translation>{card} requiere un siervo de la secta {need}; {minion} no lo es.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} cannot be played by a minion of the {need} sect.</source>
        <translation>{card} no la puede jugar un siervo de la secta {need}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} requires a {need}; {minion} is not.</source>
        <translation>{card} requiere un {need}; {minion} no lo es.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} requires a titled vampire; {minion} has no title.</source>
        <translation>{card} requiere un vampiro con título; {minion} no tiene título.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} requires an untitled vampire; {minion} has a title.</source>
        <translation>{card} requiere un vampiro sin título; {minion} tiene un título.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} requires a capacity of {need} or more; {minion} has {have}.</source>
        <translation>{card} requiere una capacidad de {need} o más; {minion} tiene {have}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} requires a capacity of {need} or less; {minion} has {have}.</source>
        <translation>{card} requiere una capacidad de {need} o menos; {minion} tiene {have}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} requires a ready minion; {minion} is not ready.</source>
        <translation>{card} requiere un siervo preparado; {minion} no lo está.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} requires an unlocked minion; {minion} is locked.</source>
        <translation>{card} requiere un siervo enderezado; {minion} está girado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} is played only by a locked minion.</source>
        <translation>{card} solo la juega un siervo girado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} is played only by a vampire in torpor.</source>
        <translation>{card} solo la juega un vampiro en letargo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} requires a vampire; {minion} is not one.</source>
        <translation>{card} requiere un vampiro; {minion} no lo es.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} requires an imbued; {minion} is not one.</source>
        <translation>{card} requiere un imbuido; {minion} no lo es.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} requires an infernal vampire.</source>
        <translation>{card} requiere un vampiro infernal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} requires a vampire that is not sterile.</source>
        <translation>{card} requiere un vampiro que no sea estéril.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} cannot be played by a Red List minion.</source>
        <translation>{card} no la puede jugar un siervo de la Lista Roja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} requires a minion with the trait {need}.</source>
        <translation>{card} requiere un siervo con el rasgo {need}.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/sources.py" line="-304"/>
        <source>Stealth comes from a card: play an action modifier that gives it first.</source>
        <extracomment>an effect a command asks for and how much of it the rule, in words, when an effect is asked for with no card</extracomment>
        <translation>El sigilo viene de una carta: juega antes un modificador de acción que lo dé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Intercept comes from a card: play a reaction that gives it first.</source>
        <translation>La intercepción viene de una carta: juega antes una reacción que la dé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A bleed or a hunt changes only as a card says: play the card that changes it first.</source>
        <translation>Un sangrado o una caza solo cambian como dice una carta: juega antes la carta que los cambia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Damage is prevented only as a card says: play the card that prevents it first.</source>
        <translation>El daño solo se previene como dice una carta: juega antes la carta que lo previene.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Additional strikes come from a card: play the combat card that gives them first.</source>
        <translation>Los ataques adicionales vienen de una carta: juega antes la carta de combate que los dé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A maneuver comes from a card or a weapon: play it first.</source>
        <translation>Una maniobra viene de una carta o de un arma: juégala antes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A press comes from a card: play it first.</source>
        <translation>Un acoso viene de una carta: juégala antes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the hand strike needs no card: any other strike comes from a card or a weapon, played first.</source>
        <translation>Solo el ataque básico con la mano no necesita carta: cualquier otro ataque viene de una carta o de un arma, jugada antes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a card redirects a bleed: play a reaction such as Deflection first.</source>
        <translation>Solo una carta redirige un sangrado: juega antes una reacción como Deflection.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Extra votes come from a card: play the card that gives them first.</source>
        <translation>Los votos adicionales vienen de una carta: juega antes la carta que los dé.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>As {card} says: {seat} gives the action {delta} stealth.</source>
        <extracomment>the engine&apos;s log lines an effect writes, reworded when a card gives it (&quot;as_&quot; + key)</extracomment>
        <translation>Como dice {card}: {seat} da {delta} de sigilo a la acción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {seat} gets {delta} intercept.</source>
        <translation>Como dice {card}: {seat} obtiene {delta} de intercepción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {card} says: {seat} changes the amount of the action by {delta}.</source>
        <translation>Como dice {card}: {seat} cambia la cantidad de la acción en {delta}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {seat}&apos;s {minion} prevents {n} damage.</source>
        <translation>Como dice {card}: {minion}, de {seat}, previene {n} de daño.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {seat} gets {n} additional strikes this round.</source>
        <translation>Como dice {card}: {seat} obtiene {n} ataques adicionales en esta ronda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {seat} redirects the bleed to {target}.</source>
        <translation>Como dice {card}: {seat} redirige el sangrado a {target}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {seat}&apos;s {minion} maneuvers: the range is now {range}.</source>
        <translation>Como dice {card}: {minion}, de {seat}, maniobra: ahora la distancia es {range}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {seat}&apos;s {minion} presses.</source>
        <translation>Como dice {card}: {minion}, de {seat}, acosa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {card} says: {seat}&apos;s {minion} strikes: {kind}.</source>
        <translation>Como dice {card}: {minion}, de {seat}, ataca: {kind}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {card} says: {seat}&apos;s {minion} strikes: {kind}, {n} damage.</source>
        <translation>Como dice {card}: {minion}, de {seat}, ataca: {kind}, {n} de daño.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {seat}&apos;s {minion} strikes for {n} damage.</source>
        <translation>Como dice {card}: {minion}, de {seat}, ataca con {n} de daño.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {seat} casts {votes} votes ({side}).</source>
        <translation>Como dice {card}: {seat} emite {votes} votos ({side}).</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>There is no such card.</source>
        <extracomment>the step kinds whose tag is not the name of the effect they give</extracomment>
        <translation>No existe esa carta.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{card} was played by another minion.</source>
        <translation>{card} la jugó otro siervo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{card} was not played now and is not yours in play on that minion: it gives nothing here.</source>
        <translation>{card} no se ha jugado ahora ni está en juego en ese siervo como tuya: aquí no da nada.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{card} has already given that effect here.</source>
        <translation>{card} ya ha dado ese efecto aquí.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/combat.py" line="-295"/>
        <location filename="../vtt/games/vtes/rules/sources.py" line="+49"/>
        <source>{card} does not say that: it cannot give this effect.</source>
        <translation>{card} no dice eso: no puede dar este efecto.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/sources.py" line="+5"/>
        <source>{card} gives at most {n} here.</source>
        <translation>{card} da como mucho {n} aquí.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/combat_cards.py" line="-318"/>
        <source>{minion} strikes to do what its card says when it hits.</source>
        <translation>{minion} golpea para hacer lo que dice su carta cuando impacta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As {cause} says: it is put on {minion} with {n} counters.</source>
        <translation>Como dice {cause}: se pone sobre {minion} con {n} fichas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As {cause} says: {card} gains {delta} blood or life ({value}).</source>
        <translation>Como dice {cause}: {card} gana {delta} de sangre o de vida ({value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {n} counters are burned from it ({value} left).</source>
        <translation>Como dice {cause}: se queman {n} fichas de ella (quedan {value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} burns a counter from it instead of unlocking.</source>
        <translation>Como dice {cause}: {minion} quema una ficha de ella en lugar de enderezarse.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} burns 1 blood or life in its unlock phase.</source>
        <translation>Como dice {cause}: {minion} quema 1 de sangre o de vida en su fase de enderezamiento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Neither combatant can strike this round: the round goes on to the presses.</source>
        <translation>Ningún combatiente puede golpear este asalto: el asalto pasa a las presiones.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} has 1 optional maneuver during this combat.</source>
        <translation>Como dice {cause}: {minion} tiene 1 maniobra opcional durante este combate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} can prevent 1 damage during this combat.</source>
        <translation>Como dice {cause}: {minion} puede prevenir 1 de daño durante este combate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} has 1 optional press during this combat.</source>
        <translation>Como dice {cause}: {minion} tiene 1 presión opcional durante este combate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} cannot use equipment during this combat.</source>
        <translation>Como dice {cause}: {minion} no puede usar equipo durante este combate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: neither combatant can strike during the first round.</source>
        <translation>Como dice {cause}: ningún combatiente puede golpear durante el primer asalto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} carries its corruption counters and cannot strike: combat ends in this combat.</source>
        <translation>Como dice {cause}: {minion} lleva sus contadores de corrupción y no puede usar golpe: el combate termina en este combate.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>strike: put this card on the opposing minion</source>
        <extracomment>what a strike does when it hits, beyond its damage, by its code (its index; 0: nothing)</extracomment>
        <translation>golpe: poner esta carta sobre el siervo rival</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strike: put this card on the opposing minion with {n} counters</source>
        <translation>golpe: poner esta carta sobre el siervo rival con {n} fichas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>strike: hand strike for {n} damage and put this card on the opposing minion</source>
        <translation>golpe: golpe con la mano de {n} de daño y poner esta carta sobre el siervo rival</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>strike: send the opposing vampire to torpor or burn the opposing ally</source>
        <translation>golpe: mandar al letargo al vampiro rival o quemar al aliado rival</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>strike: burn {target}</source>
        <translation>golpe: quemar {target}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strike: {n} damage (1 counter burned from it per damage inflicted)</source>
        <translation>golpe: {n} de daño (se quema 1 ficha de ella por cada daño infligido)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>a ranged strike this round: burn a weapon</source>
        <translation>un golpe a distancia este asalto: quemar un arma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a strike this round: burn a weapon</source>
        <translation>un golpe este asalto: quemar un arma</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>put this card on {minion} with {n} counters</source>
        <translation>poner esta carta sobre {minion} con {n} fichas</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>it becomes a melee weapon equipment</source>
        <translation>se convierte en un equipo arma cuerpo a cuerpo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the minion burns a counter from it instead of unlocking; burned with none</source>
        <translation>el siervo quema una ficha de ella en lugar de enderezarse; se quema sin fichas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the minion burns 1 blood or life in its unlock phase</source>
        <translation>el siervo quema 1 de sangre o de vida en su fase de enderezamiento</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>burned if this vampire goes to torpor</source>
        <translation>se quema si este vampiro entra en letargo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a minion with your corruption counters cannot strike: combat ends against it</source>
        <translation>un siervo con tus contadores de corrupción no puede usar golpe: el combate termina contra él</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>1 optional maneuver in the resulting combat</source>
        <translation>1 maniobra opcional en el combate resultante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 optional press in the resulting combat</source>
        <translation>1 presión opcional en el combate resultante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>can prevent 1 damage during the resulting combat</source>
        <translation>puede prevenir 1 de daño durante el combate resultante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no equipment can be used in the resulting combat</source>
        <translation>no se puede usar equipo en el combate resultante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither combatant can strike in the first round of the resulting combat</source>
        <translation>ningún combatiente puede golpear en el primer asalto del combate resultante</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Only a ready vampire not in the combat, whose Methuselah controls a combatant, plays it.</source>
        <translation>Solo la juega un vampiro preparado que no está en el combate, cuyo Matusalén controla a un combatiente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/combat_steps.py" line="+1"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/permanents.py" line="+217"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_reactive.py" line="-516"/>
        <location line="+112"/>
        <location line="+83"/>
        <location line="+97"/>
        <location line="+123"/>
        <location line="+59"/>
        <location line="+40"/>
        <location line="+38"/>
        <source>Only a minion in the combat plays combat cards.</source>
        <extracomment>the combat effects: no maneuver to close range nor press to continue (with no equipment, the combat&apos;s own &quot;no_equipment&quot;); combat cards costing ``n`` more blood; the vampire that played the card at superior (once each combat)</extracomment>
        <translation>Solo un esbirro en el combate juega cartas de combate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no damage from the opposing minion&apos;s strike to prevent.</source>
        <translation>No hay daño del golpe del siervo rival que prevenir.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>prevent all damage to {minion} from the opposing minion&apos;s strike</source>
        <translation>prevenir todo el daño a {minion} del golpe del siervo rival</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>prevent all damage from the opposing minion&apos;s strike</source>
        <translation>prevenir todo el daño del golpe del siervo rival</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>add {n} blood or life to {minion}, not beyond their starting life</source>
        <translation>añadir {n} de sangre o de vida a {minion}, sin superar su vida inicial</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/combat_steps.py" line="+77"/>
        <source>strike: steal {n} blood or life (becoming blood)</source>
        <translation>golpe: robar {n} de sangre o vida (que se convierte en sangre)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>strike, ranged: steal {n} blood or life (becoming blood)</source>
        <translation>golpe, a distancia: robar {n} de sangre o vida (que se convierte en sangre)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>strike: {n}R damage, not preventable by Fortitude cards</source>
        <translation>golpe: {n}R de daño, que no pueden prevenir las cartas de Fortaleza</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>strike: {n}R aggravated damage</source>
        <translation>golpe: {n}R de daño agravado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>strike: {n} aggravated damage</source>
        <translation>golpe: {n} de daño agravado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>strike: {n}R damage</source>
        <translation>golpe: {n}R de daño</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first strike: {n} damage</source>
        <translation>primer golpe: {n} de daño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strike: {n} damage</source>
        <translation>golpe: {n} de daño</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>strike: hand strike for {n} damage that cannot be dodged</source>
        <translation>golpe: golpe con la mano de {n} de daño que no se puede esquivar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>strike: hand strike for {n} damage, not preventable by Fortitude cards</source>
        <translation>golpe: golpe con la mano de {n} de daño, que no pueden prevenir las cartas de Fortaleza</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>strike: hand strike for {n} aggravated damage</source>
        <translation>golpe: golpe con la mano de {n} de daño agravado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>strike: hand strike for {n} damage</source>
        <translation>golpe: golpe con la mano de {n} de daño</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A strike card is played when its minion chooses a strike.</source>
        <translation>Una carta de golpe se juega cuando su esbirro elige golpe.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>strike: dodge</source>
        <translation>golpe: esquivar</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>strike: combat ends</source>
        <translation>golpe: el combate termina</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Damage is prevented when the minion has damage to take.</source>
        <translation>El daño se previene cuando el esbirro tiene daño que recibir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>prevent {n} damage</source>
        <translation>prevenir {n} de daño</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>A maneuver is played while the range is determined.</source>
        <translation>Una maniobra se juega mientras se determina la distancia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This maneuver is only usable to get to close range.</source>
        <translation>Esta maniobra solo se puede usar para pasar a corta distancia.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>maneuver to close range</source>
        <translation>maniobra para pasar a corta distancia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>maneuver</source>
        <translation>maniobra</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A press is played at the end of a round.</source>
        <translation>Una presión se juega al final de un asalto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This press is only usable to continue combat.</source>
        <translation>Esta presión solo se puede usar para continuar el combate.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>press to continue combat</source>
        <translation>presión para continuar el combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>press</source>
        <translation>presión</translation>
    </message>
    <message>
        <location line="+23"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_reactive.py" line="-258"/>
        <location line="+123"/>
        <source>Additional strikes are played after the first strike pair, one card a round.</source>
        <translation>Los golpes adicionales se juegan tras el primer par de golpes, una carta por asalto.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{n} additional strikes</source>
        <translation>{n} golpes adicionales</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/engine_step.py" line="+17"/>
        <source>Not at this moment of the game.</source>
        <translation>No en este momento de la partida.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/run.py" line="-13"/>
        <source>Choose one of the card&apos;s effects.</source>
        <extracomment>joins the words of a card&apos;s steps (&quot;+1 stealth; +1 bleed&quot;) a step sets ``ctx.notes[WAITS]`` when the steps after it wait for another Methuselah&apos;s answer (:mod:`..asks`): :func:`play` stops there, the answer runs them how a card acts: played from hand, used in play (``vtes_use``), or played for an action (``vtes_act``: its ``play`` steps run when the action is declared, and its ``success`` and ``passed`` steps are aimed, checked and described then too, with what it gives in play once it is put there)</extracomment>
        <translation>Elige uno de los efectos de la carta.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/reactions.py" line="-322"/>
        <source>As {cause} says: {minion} wakes and may block and react this action.</source>
        <translation>Como dice {cause}: {minion} despierta y puede bloquear y reaccionar en esta acción.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As {cause} says: {minion} gets +{n} intercept.</source>
        <translation>Como dice {cause}: {minion} obtiene +{n} de intercepción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: the acting minion&apos;s stealth is reduced to 0.</source>
        <translation>Como dice {cause}: el sigilo del siervo que actúa se reduce a 0.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} keeps its effect for the combat.</source>
        <translation>Como dice {cause}: {minion} conserva su efecto para el combate.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_b.py" line="+381"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_actions.py" line="-138"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/reactions.py" line="+6"/>
        <location filename="../vtt/games/vtes/rules/effects/run.py" line="+3"/>
        <location line="+3"/>
        <source>The card&apos;s own condition is not met now.</source>
        <translation>La condición de la propia carta no se cumple ahora.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/reactions.py" line="+161"/>
        <source>Only a locked minion wakes.</source>
        <translation>Solo despierta un siervo girado.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{minion} wakes</source>
        <translation>{minion} despierta</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A block is attempted while none is under way.</source>
        <translation>Se intenta bloquear cuando no hay ningún intento de bloqueo en curso.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may not attempt to block this action.</source>
        <translation>No puedes intentar bloquear esta acción.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+50"/>
        <source>Only a locked minion does that.</source>
        <translation>Solo un siervo girado puede hacer eso.</translation>
    </message>
    <message>
        <location line="-45"/>
        <location line="+47"/>
        <source>{minion} has not enough blood.</source>
        <translation>{minion} no tiene sangre suficiente.</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>{minion} unlocks and attempts to block with +{n} intercept</source>
        <translation>{minion} se endereza e intenta bloquear con +{n} de intercepción</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{minion} attempts to block, whoever the action is aimed at</source>
        <translation>{minion} intenta bloquear, sea quien sea el objetivo de la acción</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} unlocks and attempts to block</source>
        <translation>{minion} se endereza e intenta bloquear</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{minion} burns {n} blood to unlock</source>
        <translation>{minion} quema {n} de sangre para enderezarse</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The bleed is already 0: there is nothing to reduce.</source>
        <translation>El sangrado ya es 0: no hay nada que reducir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the bleed against you drops to 0</source>
        <translation>el sangrado contra ti baja a 0</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Stealth counts only until the action is blocked.</source>
        <translation>El sigilo solo cuenta hasta que la acción es bloqueada.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the acting minion&apos;s stealth drops to 0</source>
        <translation>el sigilo del siervo que actúa baja a 0</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Votes are cast in the polling step of a referendum.</source>
        <translation>Los votos se emiten en el paso de votación de un referéndum.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{n} votes for the referendum</source>
        <translation>{n} votos a favor del referéndum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} votes against the referendum</source>
        <translation>{n} votos en contra del referéndum</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>if this vampire blocks: 1 optional maneuver</source>
        <translation>si este vampiro bloquea: 1 maniobra opcional</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>if this vampire blocks: prevent 1 damage in the first round</source>
        <translation>si este vampiro bloquea: prevenir 1 de daño en el primer asalto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>if this vampire blocks: strike: combat ends in the first round</source>
        <translation>si este vampiro bloquea: golpe: el combate termina en el primer asalto</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/run.py" line="+16"/>
        <source>Say which Methuselah the card is aimed at.</source>
        <translation>Di a qué Matusalén apunta la carta.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/actions.py" line="-703"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/nightmares.py" line="+151"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_actions.py" line="+2"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_effects.py" line="-117"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/permanents.py" line="+204"/>
        <location filename="../vtt/games/vtes/rules/effects/run.py" line="+2"/>
        <source>Say which card the card is aimed at.</source>
        <translation>Di a qué carta apunta la carta.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_actions.py" line="-221"/>
        <source>{minion} takes the action {cause} gives.</source>
        <translation>{minion} efectúa la acción que da {cause}.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_effects.py" line="-84"/>
        <source>As {cause} says: {card}&apos;s life {delta} ({value}).</source>
        <translation>Como dice {cause}: vida de {card} {delta} ({value}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} gains blood as it is rescued: {delta} ({value}).</source>
        <translation>{card} gana sangre al ser rescatado: {delta} ({value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} goes to its owner&apos;s uncontrolled region.</source>
        <translation>Como dice {cause}: {minion} va a la zona incontrolada de su propietario.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_choices.py" line="+33"/>
        <source>As {cause} says: {seat} reveals {card} from their library.</source>
        <translation>Como dice {cause}: {seat} muestra {card} de su biblioteca.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {seat} takes {card} from their ash heap into their hand.</source>
        <translation>Como dice {cause}: {seat} toma {card} de su montón de ceniza a su mano.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_effects.py" line="+3"/>
        <source>As {cause} says: it has {value} counters.</source>
        <translation>Como dice {cause}: tiene {value} fichas.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_actions.py" line="+80"/>
        <source>can take an action (stealth {stealth})</source>
        <extracomment>who may take the action of a card: the card itself (a minion&apos;s own text), the minion it is on, a vampire its controller controls, or any vampire the kinds of action a card may give (a hunt by a card&apos;s text does what the text says, not A2&apos;s blood from the bank: Week of Nightmares&apos; steal) the clan the acting vampire must be of (&quot;Hecata you control&quot;; empty: any) the cards it is aimed at (:mod:`..selectors`; empty: none) conditions for taking it (:mod:`..conditions`)</extracomment>
        <translation>puede efectuar una acción (sigilo {stealth})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>can take an action costing {n} blood (stealth {stealth})</source>
        <translation>puede efectuar una acción que cuesta {n} de sangre (sigilo {stealth})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>can take a (D) action (stealth {stealth})</source>
        <translation>puede efectuar una acción (D) (sigilo {stealth})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>can take a (D) action costing {n} blood (stealth {stealth})</source>
        <translation>puede efectuar una acción (D) que cuesta {n} de sangre (sigilo {stealth})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>can bleed as a (D) action (stealth {stealth})</source>
        <translation>puede sangrar como acción (D) (sigilo {stealth})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>can take a hunt action (stealth {stealth})</source>
        <translation>puede realizar una acción de caza (sigilo {stealth})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>can bleed as a (D) action costing {n} blood (stealth {stealth})</source>
        <translation>puede sangrar como acción (D) que cuesta {n} de sangre (sigilo {stealth})</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>{minion} has already taken that action this turn.</source>
        <translation>{minion} ya ha efectuado esa acción este turno.</translation>
    </message>
    <message>
        <location line="+20"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/permanents.py" line="+2"/>
        <location filename="../vtt/games/vtes/rules/effects/run.py" line="+3"/>
        <source>The card cannot be aimed there.</source>
        <translation>La carta no puede apuntar ahí.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{minion} has no such action.</source>
        <translation>{minion} no tiene esa acción.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>{minion} acts (stealth {stealth}): {effect}</source>
        <translation>{minion} actúa (sigilo {stealth}): {effect}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion} acts against {target} (stealth {stealth}): {effect}</source>
        <translation>{minion} actúa contra {target} (sigilo {stealth}): {effect}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} acts with {card} (stealth {stealth}): {effect}</source>
        <translation>{minion} actúa con {card} (sigilo {stealth}): {effect}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minion} acts with {card} against {target} (stealth {stealth}): {effect}</source>
        <translation>{minion} actúa con {card} contra {target} (sigilo {stealth}): {effect}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>costs {n} blood</source>
        <translation>cuesta {n} de sangre</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_effects.py" line="+97"/>
        <source>add {n} blood or life to {minion}, not above its starting life</source>
        <translation>añade {n} de sangre o vida a {minion}, sin superar su vida inicial</translation>
    </message>
    <message>
        <location line="+32"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_masters.py" line="+367"/>
        <source>add 1 counter to {card}</source>
        <translation>añade 1 ficha a {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>add {n} counters to {card}</source>
        <translation>añade {n} fichas a {card}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>put this card in play with 1 counter</source>
        <translation>pon esta carta en juego con 1 ficha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>put this card in play with {n} counters</source>
        <translation>pon esta carta en juego con {n} fichas</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>That minion has no corruption counter.</source>
        <translation>Ese siervo no tiene ninguna ficha de corrupción.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>burn 1 corruption counter from {minion}</source>
        <translation>quema 1 ficha de corrupción de {minion}</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>move {minion} to its owner&apos;s uncontrolled region</source>
        <translation>mueve a {minion} a la zona incontrolada de su propietario</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_choices.py" line="+120"/>
        <source>search your library for a master archetype card, reveal it and move it to your hand</source>
        <extracomment>the ``rules`` key of the choice left open: seat, turn, minion, source, what and the ash heap card of an exchange</extracomment>
        <translation>busca en tu biblioteca una carta heril de arquetipo, muéstrala y llévala a tu mano</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>search your library for an equipment card, reveal it and move it to your hand</source>
        <translation>busca en tu biblioteca una carta de equipo, muéstrala y llévala a tu mano</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/childe.py" line="+36"/>
        <source>{card} becomes a capacity {value} Anarch vampire of the {clan} clan.</source>
        <translation>{card} se convierte en un vampiro anarquista de capacidad {value} del clan {clan}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {seat} puts {card} on it.</source>
        <translation>Como dice {cause}: {seat} pone {card} sobre él.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>put this card in play: a capacity {n} Anarch vampire of the {clan} clan, with no blood (it must hunt)</source>
        <translation>pon esta carta en juego: un vampiro anarquista de capacidad {n} del clan {clan}, sin sangre (debe cazar)</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_choices.py" line="+51"/>
        <source>Nothing is being searched for now.</source>
        <translation>Ahora no se está buscando nada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} is not a ready vampire.</source>
        <translation>{card} no es un vampiro preparado.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>put {card} on {minion}; shuffle your library</source>
        <translation>pon {card} sobre {minion}; baraja tu biblioteca</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_choices.py" line="-48"/>
        <source>you may search your library (shuffle afterward), hand and ash heap for a Discipline master card to put on the new vampire</source>
        <translation>puedes buscar en tu biblioteca (barájala después), tu mano y tu montón de ceniza una carta heril de Disciplina para ponerla sobre el nuevo vampiro</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>reveal {card} from your library</source>
        <translation>muestra {card} de tu biblioteca</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>discard {card} and move {found} to your hand; shuffle your library</source>
        <translation>descarta {card} y lleva {found} a tu mano; baraja tu biblioteca</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>move {found} to your hand; shuffle your library</source>
        <translation>lleva {found} a tu mano; baraja tu biblioteca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>discard {found} at once (your hand is full); shuffle your library</source>
        <translation>descarta {found} en el acto (tu mano está llena); baraja tu biblioteca</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>find nothing; shuffle your library</source>
        <translation>no encuentras nada; baraja tu biblioteca</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You have no card in hand to exchange.</source>
        <translation>No tienes ninguna carta en la mano para intercambiar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>exchange a card from your hand for {card}</source>
        <translation>intercambia una carta de tu mano por {card}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>put {card} in your ash heap and take {taken} into your hand</source>
        <translation>pon {card} en tu montón de ceniza y toma {taken} a tu mano</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/standing.py" line="-10"/>
        <source>+{n}</source>
        <translation>+{n}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>+{n} strength</source>
        <translation>+{n} de fuerza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{n} votes</source>
        <translation>+{n} votos</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/basics.py" line="+28"/>
        <source>As {cause} says: {owner}&apos;s pool {delta} ({value}).</source>
        <translation>Como dice {cause}: reserva de {owner} {delta} ({value}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/nightmares.py" line="-120"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_actions.py" line="-359"/>
        <source>As {cause} says: {card}&apos;s blood {delta} ({value}).</source>
        <translation>Como dice {cause}: sangre de {card} {delta} ({value}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: {minion} locks.</source>
        <translation>Como dice {cause}: {minion} se gira.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/reactions.py" line="-451"/>
        <source>As {cause} says: {minion} unlocks.</source>
        <translation>Como dice {cause}: {minion} se endereza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/combat_cards.py" line="-710"/>
        <source>As {cause} says: {minion} goes to torpor.</source>
        <translation>Como dice {cause}: {minion} entra en letargo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: {minion} is burned.</source>
        <translation>Como dice {cause}: {minion} es quemado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: {seat} draws {n} cards.</source>
        <translation>Como dice {cause}: {seat} roba {n} cartas.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/action_results.py" line="-351"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/basics.py" line="+51"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/combat_cards.py" line="+286"/>
        <source>There is no minion for the card to act on.</source>
        <translation>No hay esbirro sobre el que actúe la carta.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/basics.py" line="+43"/>
        <source>your prey</source>
        <translation>tu presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your predator</source>
        <translation>tu depredador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each Methuselah</source>
        <translation>cada Matusalén</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{who} gains {n} pool</source>
        <translation>{who} gana {n} de reserva</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>gain {n} pool</source>
        <translation>ganas {n} de reserva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>burn {n} pool</source>
        <translation>quemas {n} de reserva</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/action_results.py" line="+89"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/basics.py" line="+7"/>
        <source>{who} burns {n} pool</source>
        <translation>{who} quema {n} de reserva</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/basics.py" line="+35"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/control.py" line="+670"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/library.py" line="-80"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_a.py" line="-180"/>
        <location line="+41"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_b.py" line="-617"/>
        <location line="+174"/>
        <location line="+459"/>
        <source>{minion} gains {n} blood</source>
        <extracomment>the first line of a hunting ground&apos;s text says so (&quot;Unique location. Hunting ground.&quot;)</extracomment>
        <translation>{minion} gana {n} de sangre</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/permanents.py" line="-278"/>
        <source>{minion} burns {n} blood</source>
        <translation>{minion} quema {n} de sangre</translation>
    </message>
    <message>
        <location line="+60"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/delaying.py" line="+142"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/library.py" line="-80"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/permanents.py" line="+27"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/vampire_abilities.py" line="-288"/>
        <source>unlock {minion}</source>
        <translation>enderezar a {minion}</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/control.py" line="+348"/>
        <location line="+24"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/retainers.py" line="+196"/>
        <source>lock {minion}</source>
        <translation>girar a {minion}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Only a ready vampire goes to torpor.</source>
        <translation>Solo un vampiro preparado entra en letargo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>send {minion} to torpor</source>
        <translation>enviar a {minion} al letargo</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/control.py" line="+29"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_b.py" line="-547"/>
        <location line="+131"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_effects.py" line="-48"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/permanents.py" line="-53"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/retainers.py" line="+46"/>
        <source>burn {card}</source>
        <translation>quemar {card}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>draw {n} cards</source>
        <translation>robar {n} cartas</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/abilities.py" line="+43"/>
        <source>Cards in play to use</source>
        <translation>Cartas en juego que usar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{seat} uses {card}.</source>
        <translation>{seat} usa {card}.</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Only a card of yours in play can be used.</source>
        <extracomment>the cards whose text may give their minion an ability once played (not in play) the played-record scopes an ability used once per ``turn``/``action``/``round`` lives in (once each combat: booked in the combat itself, :func:`_combat_uses`)</extracomment>
        <translation>Solo se puede usar una carta tuya en juego.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} has nothing to use in play.</source>
        <translation>{card} no tiene nada que usar en juego.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_a.py" line="-59"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_b.py" line="+318"/>
        <source>{card} has been used as often as it may be now.</source>
        <translation>{card} ya se ha usado todas las veces que puede ahora.</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>Use {card}: {choice}</source>
        <extracomment>where a Methuselah the game does not wait for may use a card (``_open_use``)</extracomment>
        <translation>Usar {card}: {choice}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/combat_cards.py" line="-285"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/permanents.py" line="-76"/>
        <source>As {cause} says: {card} is burned.</source>
        <translation>Como dice {cause}: {card} se quema.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/permanents.py" line="+8"/>
        <source>As {cause} says: {card} locks.</source>
        <translation>Como dice {cause}: {card} se gira.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>As {cause} says: {card} has {value} life.</source>
        <translation>Como dice {cause}: {card} tiene {value} de vida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As {cause} says: {card} is discarded.</source>
        <translation>Como dice {cause}: {card} se descarta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: the action has -{n} stealth ({value}).</source>
        <translation>Como dice {cause}: la acción tiene -{n} de sigilo ({value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: the action of {minion} fails.</source>
        <translation>Como dice {cause}: la acción de {minion} fracasa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As {cause} says: {card} burns {n} blood.</source>
        <translation>Como dice {cause}: {card} quema {n} de sangre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/politics.py" line="-55"/>
        <source>As {cause} says: the combat ends.</source>
        <translation>Como dice {cause}: el combate termina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: {n} damage to {minion} this round.</source>
        <translation>Como dice {cause}: {n} de daño a {minion} en este asalto.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{n} stealth during bleed actions</source>
        <translation>{n} de sigilo en las acciones de sangrado</translation>
    </message>
    <message>
        <location line="+17"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/retainers.py" line="+31"/>
        <source>{card} has {n} life</source>
        <translation>{card} tiene {n} de vida</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{card} gains {n} life</source>
        <translation>{card} gana {n} vida</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/basics.py" line="-116"/>
        <source>{minion} is acting: it stays locked until its action is over.</source>
        <translation>{minion} está actuando: sigue girado hasta que termine su acción.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/permanents.py" line="+84"/>
        <source>unlock {minion} during the next discard phase</source>
        <translation>enderezar a {minion} durante la siguiente fase de descarte</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>can enter combat with a vampire as a directed action</source>
        <translation>puede entrar en combate con un vampiro como acción dirigida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>can enter combat with a minion as a directed action</source>
        <translation>puede entrar en combate con un siervo como acción dirigida</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>its strikes cannot be dodged</source>
        <translation>sus golpes no se pueden esquivar</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot be the target of directed actions requiring {disciplines}</source>
        <translation>no puede ser el objetivo de acciones dirigidas que requieran {disciplines}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Only during a block attempt.</source>
        <translation>Solo durante un intento de bloqueo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The block attempt does not need it.</source>
        <translation>El intento de bloqueo no lo necesita.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>-{n} stealth to the acting minion</source>
        <translation>-{n} de sigilo al siervo que actúa</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the action fails</source>
        <translation>la acción fracasa</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>as it enters play, burn {card}</source>
        <translation>al entrar en juego, quemar {card}</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>discard {card}: {ally} gains {n} life</source>
        <translation>descartar {card}: {ally} gana {n} vida</translation>
    </message>
    <message>
        <location line="+250"/>
        <source>{minion} cannot enter combat with {victim}.</source>
        <translation>{minion} no puede entrar en combate con {victim}.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_a.py" line="-210"/>
        <source>{seat} locks {card}.</source>
        <translation>{seat} gira {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: a {trait} in {seat}&apos;s uncontrolled region gains 1 blood.</source>
        <translation>Como dice {cause}: un {trait} de la zona incontrolada de {seat} gana 1 de sangre.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/action_modifiers.py" line="-683"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_a.py" line="+3"/>
        <source>As {cause} says: +{n} stealth ({value}).</source>
        <translation>Como dice {cause}: +{n} de sigilo ({value}).</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_a.py" line="+1"/>
        <source>As {cause} says: +{n} intercept ({value}).</source>
        <translation>Como dice {cause}: +{n} de intercepción ({value}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: {seat} reveals {card} and moves it to the uncontrolled region.</source>
        <translation>Como dice {cause}: {seat} revela {card} y lo pasa a la zona incontrolada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As {cause} says: {seat} reveals {card} and moves it to the bottom of the crypt.</source>
        <translation>Como dice {cause}: {seat} revela {card} y lo pone al fondo de la cripta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As {cause} says: {minion} is burned; the bleed does not succeed.</source>
        <translation>Como dice {cause}: {minion} se quema; el sangrado no tiene éxito.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/asks.py" line="-14"/>
        <source>As {cause} says: {seat} has nothing left to choose.</source>
        <translation>Como dice {cause}: {seat} no tiene nada más que elegir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_a.py" line="+3"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/vampire_abilities.py" line="-387"/>
        <source>As {cause} says: {seat} discards {card}.</source>
        <translation>Como dice {cause}: {seat} descarta {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: {card} is removed from the game.</source>
        <translation>Como dice {cause}: {card} queda retirada de la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} burns 1 pool to cancel {cause} as it is played.</source>
        <translation>{seat} quema 1 de reserva para cancelar {cause} al jugarse.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_masters.py" line="-811"/>
        <source>{seat} lets {cause} be played.</source>
        <translation>{seat} deja que {cause} se juegue.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: it is put in play.</source>
        <translation>Como dice {cause}: se pone en juego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} does not use {cause}.</source>
        <translation>{seat} no usa {cause}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {card} burns 1 blood.</source>
        <translation>Como dice {cause}: {card} quema 1 de sangre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{owner} burns 1 pool to cancel {cause}.</source>
        <translation>{owner} quema 1 de reserva para cancelar {cause}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: {owner} moves 1 pool to it.</source>
        <translation>Como dice {cause}: {owner} le pasa 1 de reserva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} now has {value} counters.</source>
        <translation>{card} tiene ahora {value} fichas.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Discard {card} ({n} to discard)</source>
        <translation>Descartar {card} (quedan {n} por descartar)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Discard {card} from {seat}&apos;s hand</source>
        <translation>Descartar {card} de la mano de {seat}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Remove {card} from the game ({n} to remove)</source>
        <translation>Retirar {card} de la partida (quedan {n} por retirar)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{minion} takes 1 unpreventable damage</source>
        <translation>{minion} sufre 1 de daño que no se puede evitar</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>{minion} burns 1 blood ({n} left to burn)</source>
        <translation>{minion} quema 1 de sangre (quedan {n} por quemar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burn a card at random from your hand ({n} left to burn)</source>
        <translation>Quemar una carta al azar de tu mano (quedan {n} por quemar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a library card at random of your ash heap from the game ({n} left)</source>
        <translation>Retirar de la partida una carta de biblioteca al azar de tu montón de ceniza (quedan {n})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Burn 1 pool ({n} left to burn)</source>
        <translation>Quemar 1 de reserva (quedan {n} por quemar)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Burn 1 pool to cancel {card}</source>
        <extracomment>the pool True Love&apos;s Face&apos;s cancel costs</extracomment>
        <translation>Quemar 1 de reserva para cancelar {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_masters.py" line="+203"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/reversal.py" line="+251"/>
        <location line="+276"/>
        <location filename="../vtt/games/vtes/rules/master_window.py" line="+231"/>
        <source>Let {card} be played</source>
        <translation>Dejar que {card} se juegue</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Do not look</source>
        <translation>No mirar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look at {seat}&apos;s hand</source>
        <translation>Mirar la mano de {seat}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Do not discard</source>
        <translation>No descartar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard 1 card at random from {seat}&apos;s hand</source>
        <translation>Descartar 1 carta al azar de la mano de {seat}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>if the bleed succeeds for 1 or more, its target discards {n} cards</source>
        <translation>si el sangrado tiene éxito por 1 o más, su objetivo descarta {n} cartas</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your prey&apos;s ash heap has fewer than {n} cards.</source>
        <translation>El montón de ceniza de tu presa tiene menos de {n} cartas.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>remove {n} cards of your prey&apos;s ash heap from the game to burn {pool} pool</source>
        <translation>retirar de la partida {n} cartas del montón de ceniza de tu presa para quemarle {pool} de reserva</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>look at your prey&apos;s hand and discard a card of your choice</source>
        <translation>mirar la mano de tu presa y descartar una carta a tu elección</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>X is the copies of {card} you control: {n}.</source>
        <translation>X es el número de copias de {card} que controlas: {n}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>X = {n} (copies you control)</source>
        <translation>X = {n} (copias que controlas)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>put it in play: your prey plays with an open hand</source>
        <translation>ponerla en juego: tu presa juega con la mano abierta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>put it in play with 1 counter</source>
        <translation>ponerla en juego con 1 ficha</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/library.py" line="-277"/>
        <source>put it in play with {n} counters</source>
        <translation>ponerla en juego con {n} fichas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>put it in play</source>
        <translation>ponerla en juego</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>move 1 pool to it in each of your unlock phases</source>
        <translation>pasarle 1 de reserva en cada una de tus fases de enderezamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 more counter in each of your unlock phases</source>
        <translation>1 ficha más en cada una de tus fases de enderezamiento</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>in the others&apos; unlock phases, 1 pool or 1 blood each per counter</source>
        <translation>en las fases de enderezamiento de los demás, 1 de reserva o 1 de sangre por ficha</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in the others&apos; unlock phases, 1 pool or 1 card at random each per counter</source>
        <translation>en las fases de enderezamiento de los demás, 1 de reserva o 1 carta al azar por ficha</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in your prey&apos;s unlock phase, 1 pool or 1 ash heap card each per counter</source>
        <translation>en la fase de enderezamiento de tu presa, 1 de reserva o 1 carta del montón de ceniza por ficha</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>your prey burns {n} pool in each of your unlock phases</source>
        <translation>tu presa quema {n} de reserva en cada una de tus fases de enderezamiento</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>in your unlock phase, your prey damages a ready minion of theirs</source>
        <translation>en tu fase de enderezamiento, tu presa daña a uno de sus siervos preparados</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>after a successful bleed against you, look and discard</source>
        <translation>tras un sangrado con éxito contra ti, mirar y descartar</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>the blocker&apos;s controller may burn 1 pool to cancel it</source>
        <translation>el controlador del siervo que bloquea puede quemar 1 de reserva para cancelarla</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_a.py" line="+1"/>
        <source>As {cause} says: {minion} went to torpor; {owner} burns 3 pool ({value}).</source>
        <translation>Como dice {cause}: {minion} ha pasado a letargo; {owner} quema 3 de reserva ({value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} is in torpor; {owner} burns 1 pool ({value}).</source>
        <translation>Como dice {cause}: {minion} está en letargo; {owner} quema 1 de reserva ({value}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is burned: {minion} is in torpor.</source>
        <translation>{card} se quema: {minion} está en letargo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>+{n} transfers in the influence phase</source>
        <translation>+{n} transferencias en la fase de influencia</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/basics.py" line="+40"/>
        <source>{card} is locked.</source>
        <translation>{card} está girada.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>lock {card}</source>
        <translation>girar {card}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_a.py" line="+177"/>
        <source>A hunting ground feeds during your unlock phase.</source>
        <translation>Un coto de caza alimenta durante tu fase de enderezamiento.</translation>
    </message>
    <message>
        <location line="+101"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/permanents.py" line="-373"/>
        <source>Only as the action is announced.</source>
        <translation>Solo al anunciar la acción.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>+{n} intercept to {minion}</source>
        <translation>+{n} de intercepción para {minion}</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>move 1 pool to {minion}</source>
        <translation>pasar 1 de reserva a {minion}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_b.py" line="-417"/>
        <source>move 1 blood from {minion} to your pool</source>
        <translation>pasar 1 de sangre de {minion} a tu reserva</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>reveal the top card of your crypt: a {trait} goes to your uncontrolled region with 1 blood, anything else to the bottom</source>
        <translation>revelar la carta superior de tu cripta: un {trait} pasa a tu zona incontrolada con 1 de sangre; cualquier otra, al fondo</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>burn {minion}; the bleed does not succeed</source>
        <translation>quemar a {minion}; el sangrado no tiene éxito</translation>
    </message>
    <message>
        <location line="+36"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/vampire_abilities.py" line="+257"/>
        <source>discard {card}</source>
        <translation>descartar {card}</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>+1 vote to each titled Camarilla vampire you control</source>
        <translation>+1 voto para cada vampiro de la Camarilla con título que controlas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} has cast its votes already: lock it before your titled vampires vote.</source>
        <translation>{minion} ya ha emitido sus votos: gírala antes de que voten tus vampiros con título.</translation>
    </message>
    <message>
        <location line="+59"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_b.py" line="+723"/>
        <source>move {minion} from torpor to the ready region</source>
        <translation>mover a {minion} del letargo a la zona preparada</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Name a ready Tremere of yours to burn the blood.</source>
        <translation>Indica un Tremere preparado tuyo para quemar la sangre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{minion} has no blood.</source>
        <translation>{minion} no tiene sangre.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{minion} burns 1 blood</source>
        <translation>{minion} quema 1 de sangre</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/control.py" line="-1024"/>
        <source>As {cause} says: {seat} gains 1 pool ({minion} left the ready region).</source>
        <translation>Como dice {cause}: {seat} gana 1 de reserva ({minion} salió de la zona preparada).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: it is burned and {seat} burns {n} pool.</source>
        <translation>Como dice {cause}: se quema y {seat} quema {n} de reserva.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} is chosen.</source>
        <translation>Como dice {cause}: se elige a {minion}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: {minion} gets a hostage counter.</source>
        <translation>Como dice {cause}: {minion} recibe un contador de rehén.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} goes back to {seat}&apos;s control.</source>
        <translation>{minion} vuelve al control de {seat}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: the bleed is {n} more ({value}).</source>
        <translation>Como dice {cause}: el sangrado aumenta en {n} ({value}).</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>can enter combat with {minion} as a +{n} stealth directed action</source>
        <extracomment>where the minion chosen as a card was played is kept (card id -&gt; minion id)</extracomment>
        <translation>puede entrar en combate con {minion} como acción dirigida con +{n} de sigilo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>can enter combat with {minion} as a directed action</source>
        <translation>puede entrar en combate con {minion} como acción dirigida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>can enter combat with a non-Salubri vampire as a directed action (+{n} stealth against a {clan})</source>
        <translation>puede entrar en combate con un vampiro que no sea Salubri como acción dirigida (+{n} de sigilo contra un {clan})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>can enter combat with a minion of your prey as a directed action</source>
        <translation>puede entrar en combate con un siervo de tu presa como acción dirigida</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Only on a minion controlled by your prey.</source>
        <extracomment>the action key of an action to enter combat a card in play allows</extracomment>
        <translation>Solo sobre un siervo controlado por tu presa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>on your prey&apos;s minion</source>
        <translation>sobre un siervo de tu presa</translation>
    </message>
    <message>
        <location line="+35"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/library.py" line="+331"/>
        <source>choose {minion}</source>
        <translation>elegir a {minion}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{minion} cannot block</source>
        <translation>{minion} no puede bloquear</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>As {card} says, this action cannot be blocked.</source>
        <translation>Como dice {card}, esta acción no se puede bloquear.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As {card} says, {minion} cannot block.</source>
        <translation>Como dice {card}, {minion} no puede bloquear.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Only the vampire this card is on can take it.</source>
        <translation>Solo puede realizarla el vampiro que lleva esta carta.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>gain 1 pool after a ready minion of your prey is burned or sent to torpor</source>
        <translation>ganar 1 de reserva cuando un siervo preparado de tu presa se quema o va a letargo</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>in your influence phase, burn this card and 1 pool for each ready minion of your prey</source>
        <translation>en tu fase de influencia, quemar esta carta y 1 de reserva por cada siervo preparado de tu presa</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>burn it to gain {n} pool when {minion} is about to leave the ready region</source>
        <translation>quemarla para ganar {n} de reserva cuando {minion} vaya a salir de la zona preparada</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Only as an Anarch of yours announces a bleed.</source>
        <translation>Solo cuando un Anarquista tuyo anuncia un sangrado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+159"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/own_actions.py" line="+211"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/permanents.py" line="-196"/>
        <source>It costs {n} blood; {minion} has {have}.</source>
        <translation>Cuesta {n} de sangre; {minion} tiene {have}.</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>{minion} burns {n} blood: +{n} bleed</source>
        <translation>{minion} quema {n} de sangre: +{n} de sangrado</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a vampire of capacity {n} or less going to torpor gets a hostage counter</source>
        <extracomment>the counter a hostage vampire carries</extracomment>
        <translation>un vampiro de capacidad {n} o menos que va a letargo recibe un contador de rehén</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{minion} is held hostage: it cannot be moved to the ready region nor diablerized.</source>
        <translation>{minion} está retenido como rehén: no puede pasar a la zona preparada ni sufrir diablerie.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Only during an unlock phase.</source>
        <translation>Solo durante una fase de enderezamiento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name a ready vampire of yours to pay for it.</source>
        <translation>Nombra a un vampiro preparado tuyo para pagarlo.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{minion} burns {n} blood: burn the hostage counters of {victim}</source>
        <translation>{minion} quema {n} de sangre: quemar los contadores de rehén de {victim}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>must bleed with +{n} bleed while you control a locked minion</source>
        <translation>debe sangrar con +{n} de sangrado mientras controles un siervo girado</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>{minion} must bleed before any other action.</source>
        <translation>{minion} debe sangrar antes de cualquier otra acción.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>lock {minion}; it does not unlock as normal</source>
        <translation>girar a {minion}; no se endereza de forma normal</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose two ready Toreador you control.</source>
        <translation>Elige dos Toreador preparados que controles.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{minion}&apos;s non-bleed actions cannot be blocked</source>
        <translation>las acciones de {minion} que no sean sangrados no se pueden bloquear</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a (D) action with {n} stealth</source>
        <translation>una acción (D) con {n} de sigilo</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>This is done in your unlock phase.</source>
        <translation>Esto se hace en tu fase de enderezamiento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have no prey.</source>
        <translation>No tienes presa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your prey already controls {card}.</source>
        <translation>Tu presa ya controla {card}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>give your prey control of {card}</source>
        <translation>dar a tu presa el control de {card}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>There is no other vampire of your prey to lock.</source>
        <translation>Tu presa no tiene otro vampiro que girar.</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>put this card on {minion} and lock them; you keep control of this card</source>
        <translation>poner esta carta sobre {minion} y girarlo; sigues controlando esta carta</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{minion} does not unlock as normal; in your next minion phase, burn this card to unlock them and take control of them until the end of your turn</source>
        <translation>{minion} no se endereza de forma normal; en tu siguiente fase servil, quema esta carta para enderezarlo y tomar su control hasta el final de tu turno</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/permanents.py" line="+26"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/retainers.py" line="+79"/>
        <source>{minion} is not locked.</source>
        <translation>{minion} no está girado.</translation>
    </message>
    <message>
        <location line="+61"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/politics.py" line="+95"/>
        <source>Only before the range is determined.</source>
        <translation>Solo antes de determinar la distancia.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/library.py" line="-141"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/permanents.py" line="+10"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/politics.py" line="+24"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/vampire_abilities.py" line="+470"/>
        <source>end the combat</source>
        <translation>terminar el combate</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/permanents.py" line="+14"/>
        <source>{n}R damage to the opposing minion each round of combat</source>
        <translation>{n}R de daño al siervo oponente en cada asalto del combate</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/referendum_terms.py" line="+19"/>
        <source>As {cause} says: {owner} burns {n} pool, 1 for each minion controlled.</source>
        <translation>Como dice {cause}: {owner} quema {n} de reserva, 1 por cada siervo que controla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {owner} gains {n} pool, 1 for each {clan} vampire controlled.</source>
        <translation>Como dice {cause}: {owner} gana {n} de reserva, 1 por cada vampiro {clan} que controla.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>if it passes, each Methuselah burns {n} pool for each minion they control</source>
        <translation>si se aprueba, cada Matusalén quema {n} de reserva por cada siervo que controle</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>clan {clan}: if it passes, each Methuselah gains {n} pool for each {clan} vampire they control</source>
        <translation>clan {clan}: si se aprueba, cada Matusalén gana {n} de reserva por cada vampiro {clan} que controle</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_b.py" line="-1018"/>
        <source>As {cause} says: {seat} discards {card} and draws a card.</source>
        <translation>Como dice {cause}: {seat} descarta {card} y roba una carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {seat} spends 1 transfer to draw a crypt card.</source>
        <translation>Como dice {cause}: {seat} gasta 1 transferencia para robar una carta de la cripta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {seat} removes a crypt card from the game.</source>
        <translation>Como dice {cause}: {seat} retira de la partida una carta de la cripta.</translation>
    </message>
    <message>
        <location line="+184"/>
        <location line="+527"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_masters.py" line="-97"/>
        <source>The vampire does not have that much blood.</source>
        <translation>El vampiro no tiene tanta sangre.</translation>
    </message>
    <message>
        <location line="-519"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_masters.py" line="+12"/>
        <source>move {n} blood from {minion} to your pool</source>
        <translation>mover {n} de sangre de {minion} a tu reserva</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Not enough pool for this card on that vampire.</source>
        <translation>No tienes reserva suficiente para esta carta sobre ese vampiro.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>pay {n} more pool</source>
        <translation>pagar {n} más de reserva</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>move 1 blood from your pool to {minion}</source>
        <translation>mover 1 de sangre de tu reserva a {minion}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>discard {card} and draw a card</source>
        <translation>descartar {card} y robar una carta</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>add {n} blood to an uncontrolled vampire</source>
        <translation>añadir {n} de sangre a un vampiro de tu zona incontrolada</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Transfers are spent in your influence phase.</source>
        <translation>Las transferencias se gastan en tu fase de influencia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not enough transfers left this turn.</source>
        <translation>No te quedan transferencias suficientes este turno.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>spend {n} transfers</source>
        <translation>gastar {n} transferencias</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>spend 1 transfer to draw a crypt card and remove it from the game</source>
        <translation>gastar 1 transferencia para robar una carta de la cripta y retirarla de la partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spend 1 transfer to draw a crypt card and remove an uncontrolled crypt card from the game</source>
        <translation>gastar 1 transferencia para robar una carta de la cripta y retirar de la partida una carta de la zona incontrolada</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{card} costs you {n} more pool</source>
        <translation>{card} te cuesta {n} más de reserva</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>As {cause} says: {seat} takes control of it.</source>
        <translation>Como dice {cause}: {seat} toma el control de la carta.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+7"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_masters.py" line="+473"/>
        <location line="+80"/>
        <source>That minion cannot take this action.</source>
        <translation>Ese esbirro no puede realizar esta acción.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only another Methuselah&apos;s minion can take it.</source>
        <translation>Solo el esbirro de otro Matusalén puede realizarla.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a (D) action with {n} more stealth</source>
        <translation>una acción (D) con {n} de sigilo más</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a (D) action</source>
        <translation>una acción (D)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>take control of {card}</source>
        <translation>tomar el control de {card}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No action can be taken against that card.</source>
        <translation>No se puede realizar ninguna acción contra esa carta.</translation>
    </message>
    <message>
        <location line="+70"/>
        <location line="+22"/>
        <source>That card&apos;s votes are cast already.</source>
        <translation>Los votos de esa carta ya se han emitido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You control no ready vampire of that clan.</source>
        <translation>No controlas ningún vampiro preparado de ese clan.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/control.py" line="-500"/>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_b.py" line="+47"/>
        <source>This is done in your master phase.</source>
        <translation>Esto se hace en tu fase heril.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/masters_b.py" line="+23"/>
        <source>move 1 blood from {minion} to {card}</source>
        <translation>mover 1 de sangre de {minion} a {card}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This is done in your influence phase.</source>
        <translation>Esto se hace en tu fase de influencia.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>move the {n} blood on {card} to an uncontrolled vampire</source>
        <translation>mover los {n} de sangre de {card} a un vampiro incontrolado</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{minion} is full of blood.</source>
        <translation>{minion} está lleno de sangre.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>your predator takes control of {card} in your discard phase</source>
        <translation>tu depredador toma el control de {card} en tu fase de descarte</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>{minion} gains 1 blood when blocking a titled vampire or a political action</source>
        <translation>{minion} gana 1 de sangre al bloquear a un vampiro titulado o una acción política</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Only as a Nosferatu announces an undirected action.</source>
        <extracomment>the action key marking an action Warsaw Station was locked for</extracomment>
        <translation>Solo cuando un Nosferatu anuncia una acción no dirigida.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{minion} unlocks after the action if it succeeds</source>
        <translation>{minion} se endereza tras la acción si tiene éxito</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/action_combat.py" line="+36"/>
        <source>As {card} says: {minion} has 1 optional maneuver during this combat.</source>
        <translation>Como dice {card}: {minion} tiene 1 maniobra opcional durante este combate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {minion} has 1 optional press during this combat.</source>
        <translation>Como dice {card}: {minion} tiene 1 presión opcional durante este combate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {minion} cannot strike: combat ends this round.</source>
        <translation>Como dice {card}: {minion} no puede usar golpe: el combate termina esta ronda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {seat} steals {n} pool from {target}.</source>
        <translation>Como dice {cause}: {seat} roba {n} de reserva a {target}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 optional maneuver during that combat</source>
        <translation>1 maniobra opcional durante ese combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 optional press during that combat</source>
        <translation>1 presión opcional durante ese combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the opposing minion cannot strike: combat ends during the first round</source>
        <translation>el siervo contrario no puede usar golpe: el combate termina durante la primera ronda</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>steal {n} pool from {who}</source>
        <extracomment>``rules`` key: the alternative (``mode``) each action card was declared with, by card id, for its ``success`` steps (condition ``act_mode``) ``ctx.notes`` key: the alternative of the declaration being checked or described</extracomment>
        <translation>robar {n} de reserva a {who}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>+{n} strength in the combat if blocked</source>
        <translation>+{n} de fuerza en el combate si es bloqueado</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/between_unlocks.py" line="+30"/>
        <source>As {cause} says: it is replaced at its player&apos;s next unlock phase.</source>
        <translation>Como dice {cause}: se repone en la siguiente fase de enderezamiento de su jugador.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: it is replaced at its player&apos;s next discard phase.</source>
        <translation>Como dice {cause}: se repone en la siguiente fase de descarte de su jugador.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} does not unlock during its next unlock phase.</source>
        <translation>Como dice {cause}: {minion} no se endereza en su siguiente fase de enderezamiento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card not replaced until this phase is replaced now.</source>
        <translation>Una carta que no se reponía hasta esta fase se repone ahora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minion} does not unlock this time.</source>
        <translation>{minion} no se endereza esta vez.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{minion} already played {card} since its last unlock phase.</source>
        <translation>{minion} ya jugó {card} desde su última fase de enderezamiento.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>once until {minion}&apos;s next unlock phase</source>
        <translation>una vez hasta la siguiente fase de enderezamiento de {minion}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not replaced until your next discard phase</source>
        <translation>no se repone hasta tu siguiente fase de descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not replaced until your next unlock phase</source>
        <translation>no se repone hasta tu siguiente fase de enderezamiento</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{minion} does not unlock during its next unlock phase</source>
        <translation>{minion} no se endereza en su siguiente fase de enderezamiento</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/mandatory_press.py" line="+28"/>
        <source>the press is mandatory</source>
        <translation>la presión es obligatoria</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/vampire_phases.py" line="+22"/>
        <source>As {cause} says: {cause} is locked in the discard phase.</source>
        <translation>Como dice {cause}: {cause} se gira en la fase de descarte.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>locked in your discard phase</source>
        <translation>se gira en tu fase de descarte</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/passed_margin.py" line="-61"/>
        <source>As {cause} says: {minion} gains {n} blood, for the referendum&apos;s margin.</source>
        <translation>Según {cause}: {minion} gana {n} de sangre, por la diferencia de la votación.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {owner} gains {n} pool, for the referendum&apos;s margin.</source>
        <translation>Según {cause}: {owner} gana {n} de reserva, por la diferencia de la votación.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The referendum did not pass by enough votes to move {n} to the pool.</source>
        <translation>La votación no se aprobó por suficientes votos para pasar {n} a la reserva.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>gain 1 blood for each vote of the margin, {x} of them to your pool</source>
        <translation>ganar 1 de sangre por cada voto de diferencia, {x} de ellas a tu reserva</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gain 1 blood for each vote of the margin</source>
        <translation>ganar 1 de sangre por cada voto de diferencia</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/retainers.py" line="-360"/>
        <source>As {cause} says: {minion} brings {card} into play.</source>
        <translation>Como dice {cause}: {minion} pone {card} en juego.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: it gains no life; {n} life stays in the blood bank.</source>
        <translation>Como dice {cause}: no gana vida; {n} de vida se queda en el banco de sangre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {card} moves to {minion}.</source>
        <translation>Como dice {cause}: {card} pasa a {minion}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: {card} burns {n} life.</source>
        <translation>Como dice {cause}: {card} quema {n} de vida.</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>{minion} recruits {card}</source>
        <extracomment>the card types a card brought from the hand may be, and the action it stands for</extracomment>
        <translation>{minion} recluta a {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{minion} employs {card}</source>
        <translation>{minion} emplea a {card}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a ready minion you control.</source>
        <translation>Elige un siervo preparado que controles.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{minion} is not {sect}.</source>
        <translation>{minion} no es {sect}.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>{card} is in play at superior</source>
        <translation>{card} está en juego en nivel superior</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>It costs {n} life; {minion} has {have}.</source>
        <translation>Cuesta {n} de vida; {minion} tiene {have}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{minion} would burn its last life in its own combat.</source>
        <translation>{minion} quemaría su última vida en su propio combate.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{card} burns {n} life</source>
        <translation>{card} quema {n} de vida</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Only during an action directed at you.</source>
        <translation>Solo durante una acción dirigida contra ti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} is blocking.</source>
        <translation>{card} está bloqueando.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>burn {card} to unlock {minion}</source>
        <translation>quemar {card} para enderezar a {minion}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>move {card} to {minion}</source>
        <translation>pasar {card} a {minion}</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>cannot gain life</source>
        <extracomment>the cards whose use names a minion other than their own user, and which minions</extracomment>
        <translation>no puede ganar vida</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>{minion} employs an animal retainer from your hand, ignoring requirements</source>
        <extracomment>the reasons a card&apos;s life is set as it comes into play (not a gain) what a successful action&apos;s card owes its player: a card of the hand brought into play by the acting minion, chosen with ``vtes_bring_owed`` right after the action</extracomment>
        <translation>{minion} emplea a un criado animal de tu mano, sin tener en cuenta los requisitos</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+17"/>
        <source>No card&apos;s effect owes you that now.</source>
        <translation>Ahora ningún efecto de carta te permite eso.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>That card cannot be brought into play so.</source>
        <translation>Esa carta no puede ponerse en juego así.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Employ {card}, as the action that succeeded allows</source>
        <translation>Emplear a {card}, como permite la acción que ha tenido éxito</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After the action</source>
        <translation>Tras la acción</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>put it on {minion}</source>
        <translation>ponerla sobre {minion}</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>{card} can act this turn</source>
        <extracomment>the successful recruit actions of each minion this turn (booked by :func:`note_recruit`) the allies burned at the end of their controller&apos;s unlock phase unless 1 pool is burned</extracomment>
        <translation>{card} puede actuar este turno</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>unlock {minion} if it is its first successful recruit this turn</source>
        <translation>enderezar a {minion} si es su primer reclutamiento con éxito este turno</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>plays cards requiring basic {discipline} that are not actions as a vampire</source>
        <translation>juega como un vampiro las cartas que no son acciones y requieren {discipline} básica</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>burned during your unlock phase unless you burn 1 pool instead</source>
        <extracomment>the card types played other than as an action</extracomment>
        <translation>se quema durante tu fase de enderezamiento salvo que quemes 1 de reserva en su lugar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>burned during your unlock phase</source>
        <translation>se quema durante tu fase de enderezamiento</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>It costs 1 pool.</source>
        <translation>Cuesta 1 de reserva.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>burn 1 pool instead of burning {card}</source>
        <translation>quemar 1 de reserva en lugar de quemar {card}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/asks.py" line="+37"/>
        <source>A card asks you</source>
        <extracomment>the dock&apos;s heading of the answers</extracomment>
        <translation>Una carta te pregunta</translation>
    </message>
    <message>
        <location line="+112"/>
        <location line="+22"/>
        <source>No card asks you anything now.</source>
        <translation>Ahora ninguna carta te pregunta nada.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>That is not one of the answers you may give.</source>
        <translation>Esa no es una de las respuestas que puedes dar.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Answer</source>
        <translation>Responder</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{card} asks you</source>
        <translation>{card} te pregunta</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/hand_sight.py" line="+32"/>
        <source>As {cause} says: {seat} looks at {target}&apos;s hand.</source>
        <translation>Como dice {cause}: {seat} mira la mano de {target}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} plays with an open hand.</source>
        <translation>{seat} juega con la mano abierta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat}&apos;s hand is hidden again.</source>
        <translation>La mano de {seat} vuelve a estar oculta.</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/draw_choice.py" line="+28"/>
        <source>Draw a card</source>
        <translation>Robar una carta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} draws one of the cards on {cause} instead of from their library.</source>
        <translation>{seat} roba una de las cartas que hay sobre {cause} en lugar de robar de su biblioteca.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+17"/>
        <source>You owe no draw now.</source>
        <translation>Ahora no debes robar ninguna carta.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>That card is not one you may draw instead.</source>
        <translation>Esa carta no es una que puedas robar en su lugar.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Draw the top card of your library</source>
        <translation>Robar la primera carta de tu biblioteca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw {card} from {source} instead</source>
        <translation>Robar {card} de {source} en su lugar</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/hand_size.py" line="+42"/>
        <source>Hand size</source>
        <extracomment>what a seat owes: hand cards to the ash heap (discarded) or to the bottom of the library, a search of its library for an equipment card to put on a minion (:mod:`.library_search`), or draws it may take from elsewhere than its library (:mod:`.draw_choice`)</extracomment>
        <translation>Tamaño de mano</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat}&apos;s hand size is now {n}.</source>
        <translation>El tamaño de mano de {seat} es ahora {n}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} discards {card} from their hand.</source>
        <translation>{seat} descarta {card} de su mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} puts a card from their hand on the bottom of their library.</source>
        <translation>{seat} pone una carta de su mano en el fondo de su biblioteca.</translation>
    </message>
    <message>
        <location line="+163"/>
        <location line="+20"/>
        <source>You owe no cards from your hand.</source>
        <translation>No debes ninguna carta de tu mano.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>That card is played for the action under way.</source>
        <translation>Esa carta se juega para la acción en curso.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Put {card} on the bottom of your library</source>
        <translation>Poner {card} en el fondo de tu biblioteca</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put {card} from your hand in your ash heap</source>
        <translation>Poner {card} de tu mano en tu montón de ceniza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard {card} down to your hand size</source>
        <translation>Descartar {card} hasta tu tamaño de mano</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/library_search.py" line="+33"/>
        <source>Search your library</source>
        <translation>Buscar en tu biblioteca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} finds {card} in their library and equips {minion} with it.</source>
        <translation>{seat} encuentra {card} en su biblioteca y equipa con ella a {minion}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} finds no equipment in their library.</source>
        <translation>{seat} no encuentra ningún equipo en su biblioteca.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{minion} cannot pay for {card}.</source>
        <translation>{minion} no puede pagar {card}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+41"/>
        <source>You have no library to search now.</source>
        <translation>Ahora no tienes que buscar en tu biblioteca.</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Your library holds no such equipment.</source>
        <translation>Tu biblioteca no tiene ese equipo.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Find no equipment (the library is shuffled)</source>
        <translation>No encontrar ningún equipo (se baraja la biblioteca)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Equip {minion} with {card} from your library</source>
        <translation>Equipar a {minion} con {card} de tu biblioteca</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/delaying.py" line="-103"/>
        <source>As {cause} says: the referendum is cancelled.</source>
        <translation>Como dice {cause}: se cancela el referéndum.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {cause} says: {card} returns to {seat}&apos;s hand.</source>
        <translation>Como dice {cause}: {card} vuelve a la mano de {seat}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} discards {card} down to their hand size.</source>
        <translation>{seat} descarta {card} hasta su tamaño de mano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {seat}&apos;s minions cannot take the same political action again this turn.</source>
        <translation>Como dice {cause}: los siervos de {seat} no pueden volver a realizar la misma acción política este turno.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Only usable during the polling step of a political action.</source>
        <extracomment>the play&apos;s notes: the referendum cancelled, kept for the steps after the cancel the play&apos;s notes: what &quot;the same political action&quot; is (:func:`_action_of`) ``rules`` key of the bars: [{&quot;turn&quot;, &quot;seat&quot;, &quot;what&quot;}] the question put to the owner of the card returned, over their hand size</extracomment>
        <translation>Sólo utilizable durante la fase de votación de una acción política.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cancel the referendum</source>
        <translation>cancelar el referéndum</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>{card} back to its owner&apos;s hand (who discards down afterward)</source>
        <translation>{card} vuelve a la mano de su propietario (que se descarta después hasta su tamaño de mano)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the acting Methuselah&apos;s minions cannot take it again this turn</source>
        <translation>los siervos del Matusalén activo no pueden volver a realizarla este turno</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Your minions cannot take that political action again this turn.</source>
        <translation>Tus siervos no pueden volver a realizar esa acción política este turno.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Discard {card} (down to your hand size)</source>
        <translation>Descartar {card} (hasta tu tamaño de mano)</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/mist.py" line="+37"/>
        <source>As {cause} says: {minion} burns 1 blood and continues the action with +1 stealth ({stealth}).</source>
        <extracomment>Form of Mist&apos;s catalogue id (the card whose text this is) the question put to the acting Methuselah when the combat ends the answers: go on (burning 1 blood) or let the action end</extracomment>
        <translation>Como dice {cause}: {minion} quema 1 de sangre y continúa la acción con +1 de sigilo ({stealth}).</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>{minion} burns 1 blood and continues the action with +1 stealth</source>
        <translation>{minion} quema 1 de sangre y continúa la acción con +1 de sigilo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the blocked action end</source>
        <translation>Dejar que termine la acción bloqueada</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{minion} can play only one {card} at superior each action.</source>
        <translation>{minion} solo puede jugar una {card} en nivel superior en cada acción.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>if blocked, after combat: may burn 1 blood to continue the action with +1 stealth</source>
        <translation>si es bloqueado, tras el combate: puede quemar 1 de sangre para continuar la acción con +1 de sigilo</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/reversal.py" line="-485"/>
        <source>{seat} plays {card}; {target} may cancel it with {cause}.</source>
        <translation>{seat} juega {card}; {target} puede cancelarla con {cause}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../vtt/games/vtes/rules/master_window.py" line="-176"/>
        <source>As {cause} says: {card} is cancelled as it is played; its cost is not paid.</source>
        <translation>Según {cause}: {card} se cancela al jugarse; su coste no se paga.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../vtt/games/vtes/rules/master_window.py" line="-4"/>
        <source>{seat} does not cancel {card}.</source>
        <translation>{seat} no cancela {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../vtt/games/vtes/rules/master_window.py" line="+7"/>
        <source>{card} can no longer be played.</source>
        <translation>{card} ya no puede jugarse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} burns 1 blood to cancel a card with {cause}.</source>
        <translation>{card} quema 1 de sangre para cancelar una carta con {cause}.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>once each combat, may burn 1 blood to cancel a grapple or aim card as played</source>
        <translation>una vez por combate, puede quemar 1 de sangre para cancelar una carta de agarre o de apuntar al jugarse</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>Burn 1 blood to cancel {card} with {cause}</source>
        <translation>Quemar 1 de sangre para cancelar {card} con {cause}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>As {cause} says: {minion} unlocks at the end of the combat.</source>
        <translation>Como dice {cause}: {minion} se endereza al final del combate.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>once each turn, when its strike burns the opposing vampire: the bearer may unlock at the end of the combat</source>
        <extracomment>the question put to the bearer&apos;s Methuselah at the end of such a combat, and its answers</extracomment>
        <translation>una vez por turno, cuando su golpe quema al vampiro oponente: el portador puede enderezarse al final del combate</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Unlock the bearer of {card}</source>
        <translation>Endereza al portador de {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the bearer of {card} locked</source>
        <translation>Deja girado al portador de {card}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>As {cause} says: {card} is cancelled as it is played; its cost is paid.</source>
        <translation>Como dice {cause}: {card} queda cancelada al jugarse; su coste se paga.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>may lock to cancel a frenzy card as it is played on your {clan}</source>
        <translation>puede girarse para cancelar una carta de frenesí al jugarse sobre tu {clan}</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>Lock {cause} to cancel {card}</source>
        <translation>Gira {cause} para cancelar {card}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/nightmares.py" line="-3"/>
        <source>As {cause} says: {card} has {value} nightmare counters.</source>
        <translation>Como dice {cause}: {card} tiene {value} contadores de pesadilla.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>As {cause} says: {card} burns {n} blood, 1 for each nightmare counter.</source>
        <translation>Como dice {cause}: {card} quema {n} de sangre, 1 por cada contador de pesadilla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} cannot pay for its nightmare counters and is burned.</source>
        <translation>Como dice {cause}: {minion} no puede pagar por sus contadores de pesadilla y es quemado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{cause} has no counters left: it is burned with the nightmare counters.</source>
        <translation>{cause} no tiene contadores: se quema junto con los contadores de pesadilla.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>put it in play with {n} nightmare counters</source>
        <extracomment>the key of a nightmare counter (on the card and on a Ravnos; no blood, the bank does not count it)</extracomment>
        <translation>ponerla en juego con {n} contadores de pesadilla</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{clan} do not hunt as normal</source>
        <translation>los {clan} no cazan de la forma normal</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>steal {n} blood from {minion}</source>
        <translation>robar {n} de sangre a {minion}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{card} has no nightmare counter left.</source>
        <translation>A {card} no le quedan contadores de pesadilla.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>move 1 nightmare counter to {minion}</source>
        <translation>mover 1 contador de pesadilla a {minion}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/master_cancel.py" line="+33"/>
        <source>Master cards are not cancelled in this game.</source>
        <translation>En esta partida no se cancelan cartas heriles.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cancel the master card as it is played</source>
        <translation>cancelar la carta heril al ser jugada</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/master_window.py" line="-10"/>
        <source>{seat} plays {card}; the other Methuselahs may cancel it as it is played.</source>
        <translation>{seat} juega {card}; los demás Matusalenes pueden cancelarla al ser jugada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seat} will not be asked again this game to cancel a master card.</source>
        <translation>A {seat} no se le volverá a preguntar en esta partida si cancela una carta heril.</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Cancel {card} with {cause}</source>
        <extracomment>the question&apos;s name and its answers the fields of ``vtes_master`` a held play keeps</extracomment>
        <translation>Cancelar {card} con {cause}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Let {card} be played, and do not ask me again this game</source>
        <translation>Dejar que {card} se juegue, y no volver a preguntarme en esta partida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{seat} plays {card}</source>
        <translation>{seat} juega {card}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_actions.py" line="-295"/>
        <source>As {cause} says: {owner} burns {n} pool, 1 for each locked minion controlled.</source>
        <translation>Como dice {cause}: {owner} quema {n} de reserva, 1 por cada siervo girado que controla.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>As {cause} says: {seat} takes control of {minion}, in torpor.</source>
        <translation>Como dice {cause}: {seat} toma el control de {minion}, en letargo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} burns {n} blood to move {other} to the ready region.</source>
        <translation>Como dice {cause}: {minion} quema {n} de sangre para mover a {other} a la región preparada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {retainer} now works for {minion}.</source>
        <translation>Como dice {cause}: {retainer} ahora sirve a {minion}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} is locked and does not unlock during its next unlock phase.</source>
        <translation>Como dice {cause}: {minion} se gira y no se endereza en su siguiente fase de enderezamiento.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Allocate {n} points among {least} or more other Methuselahs.</source>
        <translation>Reparte {n} puntos entre {least} o más Matusalenes distintos de ti.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>if it passes, each Methuselah burns {n} pool for each locked minion they control</source>
        <translation>si se aprueba, cada Matusalén quema {n} de reserva por cada siervo girado que controle</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Choose one or more Methuselahs in the game (1 point each).</source>
        <translation>Elige uno o más Matusalenes en la partida (1 punto cada uno).</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>if it passes, {names}: each burns {n} pool, {more} more with a ready vampire of capacity {capacity} or less</source>
        <translation>si se aprueba, {names}: cada uno quema {n} de reserva, {more} más si controla un vampiro preparado de capacidad {capacity} o menos</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{who} is chosen</source>
        <translation>se elige a {who}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>if it passes, {who} takes control of {card}</source>
        <translation>si se aprueba, {who} toma el control de {card}</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>take control of {minion} and burn {n} blood to move it to your ready region</source>
        <translation>tomar el control de {minion} y quemar {n} de sangre para moverlo a tu región preparada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>take control of {minion} in torpor</source>
        <translation>tomar el control de {minion} en letargo</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>take control of {retainer}</source>
        <translation>tomar el control de {retainer}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>lock {minion}; it does not unlock during its next unlock phase</source>
        <translation>girar a {minion}; no se endereza en su siguiente fase de enderezamiento</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>As {cause} says: {owner} burns {n} pool for controlling a non-Camarilla vampire.</source>
        <translation>Como dice {cause}: {owner} quema {n} de reserva por controlar un vampiro no Camarilla.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>each Methuselah controlling a non-Camarilla vampire burns {n} pool in their unlock phase</source>
        <translation>cada Matusalén que controle un vampiro no Camarilla quema {n} de reserva en su fase de enderezamiento</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>As {cause} says: 1 counter is burned from it ({n} left).</source>
        <translation>Como dice {cause}: se quema 1 ficha de ella (quedan {n}).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The card has no counter left to burn.</source>
        <translation>A la carta no le quedan fichas que quemar.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>burn 1 counter from this card</source>
        <translation>quemar 1 ficha de esta carta</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>As {card} says: {minion} gets +{n} strength during this combat.</source>
        <translation>Como dice {card}: {minion} tiene +{n} de fuerza durante este combate.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>+{n} strength during that combat</source>
        <translation>+{n} de fuerza durante ese combate</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>As {cause} says: titled vampires cannot block this action.</source>
        <translation>Como dice {cause}: los vampiros con título no pueden bloquear esta acción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {seat} locks {minion}.</source>
        <translation>Como dice {cause}: {seat} gira a {minion}.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>titled vampires cannot block this action</source>
        <extracomment>``action[&quot;lasting&quot;]`` entry of &quot;titled vampires cannot block this action&quot;</extracomment>
        <translation>los vampiros con título no pueden bloquear esta acción</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Titled vampires cannot block this action.</source>
        <translation>Los vampiros con título no pueden bloquear esta acción.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Lock {minion}</source>
        <translation>Girar a {minion}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the target Methuselah locks a ready unlocked minion they control</source>
        <translation>el Matusalén objetivo gira un siervo listo y enderezado que controle</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>if it passes, it is put on {minion} as a title; only Sabbat vampires cast votes or ballots in this referendum</source>
        <translation>si se aprueba, se pone sobre {minion} como título; en este referéndum solo votan los vampiros del Sabbat</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Only Sabbat vampires cast votes or ballots in this referendum.</source>
        <translation>En este referéndum solo los vampiros del Sabbat emiten votos o papeletas.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>As {cause} says: 1 blood is stolen from {minion}.</source>
        <translation>Como dice {cause}: se roba 1 de sangre a {minion}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: 1 life is stolen from {minion}.</source>
        <translation>Como dice {cause}: se roba 1 de vida a {minion}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} gains 1 blood.</source>
        <translation>Como dice {cause}: {minion} gana 1 de sangre.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>steal 1 blood or life from {minion}</source>
        <translation>robar 1 de sangre o de vida a {minion}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>if it passes, {who} burns {n} pool</source>
        <translation>si se aprueba, {who} quema {n} de reserva</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Only a {titles} can choose that.</source>
        <translation>Solo un {titles} puede elegir eso.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>as a {titles}</source>
        <translation>como {titles}</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_masters.py" line="-677"/>
        <source>As {cause} says: {minion} is removed from the game; {seat} gains {n} pool.</source>
        <translation>Como dice {cause}: {minion} queda retirado de la partida; {seat} gana {n} de reserva.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} burns {n} pool to cancel {cause} as it is played.</source>
        <translation>{seat} quema {n} de reserva para cancelar {cause} al jugarse.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>{minion} gains {n} blood, up to its capacity</source>
        <translation>{minion} gana {n} de sangre, hasta su capacidad</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>remove {minion} from the game, its controller gains {n} pool (they may burn 2 pool to cancel it)</source>
        <extracomment>the pool Golconda&apos;s cancel costs its target&apos;s controller the question asked of the controller of Golconda&apos;s vampire</extracomment>
        <translation>retirar de la partida a {minion}, su controlador gana {n} de reserva (puede quemar 2 de reserva para cancelarla)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Burn {n} pool to cancel {card}</source>
        <translation>Quemar {n} de reserva para cancelar {card}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>draw {n} cards, then discard down to your hand size</source>
        <translation>robar {n} cartas y luego descartar hasta tu tamaño de mano</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the minion cannot be the target of other Methuselahs&apos; actions; master cards targeting it cost 1 more pool</source>
        <extracomment>the first line of a haven&apos;s text says so (&quot;Unique location. Haven.&quot;, &quot;Equipment. Haven.&quot;)</extracomment>
        <translation>el siervo no puede ser el objetivo de acciones de otros Matusalenes; las cartas heriles que lo tengan como objetivo cuestan 1 de reserva más</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{minion} cannot be the target of other Methuselahs&apos; actions.</source>
        <translation>{minion} no puede ser el objetivo de acciones de otros Matusalenes.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>As {cause} says: {minion} did not block; {seat} burns 1 pool.</source>
        <extracomment>what a haven adds to the cost of a master card targeting its minion the action&apos;s lasting term (``action[&quot;lasting&quot;]``): the minion given intercept, and in ``n`` the id of the card whose controller burns 1 pool unless that minion blocks</extracomment>
        <translation>Como dice {cause}: {minion} no bloqueó; {seat} quema 1 de reserva.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No minion is attempting to block.</source>
        <translation>Ningún siervo está intentando bloquear.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>if that minion does not block, burn 1 pool after the action resolves</source>
        <translation>si ese siervo no bloquea, quemar 1 de reserva cuando se resuelva la acción</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>recruit ally actions cost this vampire {n} blood or pool less</source>
        <translation>las acciones de reclutar aliados le cuestan a este vampiro {n} de sangre o de reserva menos</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>{minion} gets a press to continue combat</source>
        <translation>{minion} obtiene una presión para continuar el combate</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>{minion} may burn 1 blood for +1 intercept</source>
        <translation>{minion} puede quemar 1 de sangre para +1 de intercepción</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Burn 1 blood from {minion} for +1 intercept</source>
        <translation>Quemar 1 de sangre de {minion} para +1 de intercepción</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Burn no blood</source>
        <translation>No quemar sangre</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>once each turn, a {sect} vampire can call its referendum</source>
        <extracomment>the ``rules`` key: per card in play (id as text), the turn a referendum was last called against it</extracomment>
        <translation>una vez cada turno, un vampiro {sect} puede convocar su referéndum</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Only a {sect} vampire can call that referendum.</source>
        <translation>Solo un vampiro {sect} puede convocar ese referéndum.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That referendum is called once each turn.</source>
        <translation>Ese referéndum se convoca una vez cada turno.</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>-{n} votes</source>
        <translation>-{n} votos</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>this vampire cannot recruit allies or employ retainers</source>
        <translation>este vampiro no puede reclutar aliados ni emplear criados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this minion cannot take some actions</source>
        <translation>este esbirro no puede realizar algunas acciones</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{card} says {minion} cannot take that action.</source>
        <translation>{card} dice que {minion} no puede realizar esa acción.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>As {cause} says: the referendum {minion} calls passes without polling.</source>
        <translation>Como dice {cause}: el referéndum que convoca {minion} se aprueba sin votación.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the first referendum a Sabbat vampire you control calls this turn passes without polling</source>
        <translation>el primer referéndum que convoque este turno un vampiro del Sabbat que controles se aprueba sin votación</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>That is done in your unlock phase.</source>
        <translation>Eso se hace en tu fase de enderezamiento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The card has more than {n} counters.</source>
        <translation>La carta tiene más de {n} fichas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A counter was added to it in this unlock phase.</source>
        <translation>Ya se le añadió una ficha en esta fase de enderezamiento.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>That vampire&apos;s votes are cast already.</source>
        <translation>Los votos de ese vampiro ya se han emitido.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{minion} gets +{n} votes in this referendum</source>
        <translation>{minion} obtiene +{n} votos en este referéndum</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>burn every counter on {card}</source>
        <translation>quemar todas las fichas de {card}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>As {cause} says: {n} counters on it for the pool {minion}&apos;s bleed took.</source>
        <translation>Como dice {cause}: {n} fichas sobre ella por la reserva que quitó el sangrado de {minion}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the pool a {clan} of yours bleeds goes on this card</source>
        <translation>la reserva que sangra un {clan} tuyo va a esta carta</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>That is done in the polling of a political action&apos;s referendum.</source>
        <translation>Eso se hace en la votación del referéndum de una acción política.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The card does not have that many counters.</source>
        <translation>La carta no tiene tantas fichas.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>burn {n} counters for +{n} votes to {minion} in this referendum</source>
        <translation>quemar {n} fichas para dar +{n} votos a {minion} en este referéndum</translation>
    </message>
    <message>
        <location filename="../vtt/games/vtes/rules/effects/kinds/precon_reactive.py" line="-805"/>
        <source>As {card} says: {minion} prevents {n} non-aggravated damage.</source>
        <translation>Como dice {card}: {minion} previene {n} de daño no agravado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: once {minion} takes a damage in a round, the rest that round is prevented, this combat.</source>
        <translation>Como dice {card}: este combate, una vez que {minion} recibe un daño en un asalto, el resto de ese asalto se previene.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As {card} says: {n} more damage to {minion} this round is prevented.</source>
        <translation>Como dice {card}: se previenen {n} de daño más a {minion} este asalto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: it is put on {minion}, who goes to torpor.</source>
        <translation>Como dice {cause}: se pone en {minion}, que pasa a letargo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: this combat, {minion} cannot maneuver to close range, press to continue combat or use equipment.</source>
        <translation>Como dice {card}: este combate, {minion} no puede maniobrar a corta distancia, presionar para continuar el combate ni usar equipo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As {card} says: this combat, combat cards cost {minion} 1 more blood.</source>
        <translation>Como dice {card}: este combate, las cartas de combate cuestan 1 de sangre más a {minion}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} gains 1 life.</source>
        <translation>Como dice {cause}: {minion} gana 1 de vida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {card} says: {minion} abstains; the referendum stands at {yes} for, {no} against.</source>
        <translation>Como dice {card}: {minion} se abstiene; el referéndum queda en {yes} a favor, {no} en contra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As {card} says: {minion} has 1 additional strike this round, a dodge.</source>
        <translation>Como dice {card}: {minion} tiene 1 golpe adicional este asalto, que es esquivar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: {minion} has 1 optional maneuver if another round occurs.</source>
        <translation>Como dice {card}: {minion} tiene 1 maniobra opcional si hay otro asalto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: instead of ending, the combat goes on to a new round.</source>
        <translation>Como dice {card}: en lugar de terminar, el combate sigue con un nuevo asalto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {card} says: the combat ended at close range; {minion} takes 1 unpreventable damage.</source>
        <translation>Como dice {card}: el combate terminó a corta distancia; {minion} recibe 1 de daño que no se puede prevenir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As {card} says: only {sect} vampires cast votes or ballots in this referendum.</source>
        <translation>Como dice {card}: en este referéndum solo votan o emiten papeletas los vampiros {sect}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As {cause} says: {minion} did not block and burns 1 blood.</source>
        <translation>Como dice {cause}: {minion} no bloqueó y quema 1 de sangre.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>There is no non-aggravated damage to prevent.</source>
        <translation>No hay daño no agravado que prevenir.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>prevent {n} non-aggravated damage</source>
        <translation>prevenir {n} de daño no agravado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>with Fortitude</source>
        <translation>con Fortaleza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with Blood Sorcery</source>
        <translation>con Hechicería de Sangre</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>unless {minion} blocks this action, it burns 1 blood before the action resolves</source>
        <translation>salvo que {minion} bloquee esta acción, quema 1 de sangre antes de que la acción se resuelva</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>while its employer is in combat, the opposing minion&apos;s controller plays with an open hand</source>
        <translation>mientras su patrón está en combate, el controlador del siervo rival juega con la mano abierta</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Only an ally of yours with fewer life than its starting life.</source>
        <translation>Solo un aliado tuyo con menos vida que su vida inicial.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No ally of yours has fewer life than its starting life.</source>
        <translation>Ningún aliado tuyo tiene menos vida que su vida inicial.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>add 1 life to {minion}</source>
        <translation>añadir 1 de vida a {minion}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>it cannot block vampires</source>
        <translation>no puede bloquear a vampiros</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{minion} cannot block vampires.</source>
        <translation>{minion} no puede bloquear a vampiros.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>this combat, once a damage is inflicted on this vampire in a round, the rest that round is prevented, aggravated damage too</source>
        <translation>este combate, una vez que este vampiro recibe un daño en un asalto, el resto de ese asalto se previene, también el daño agravado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this combat, once a damage is inflicted on this vampire in a round, the rest that round is prevented (not aggravated damage)</source>
        <translation>este combate, una vez que este vampiro recibe un daño en un asalto, el resto de ese asalto se previene (no el daño agravado)</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>put this card on {minion} and send them to torpor</source>
        <translation>poner esta carta en {minion} y enviarlo al letargo</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>A vampire can play only one {card} at superior each combat.</source>
        <translation>Un vampiro solo puede jugar una {card} a nivel superior en cada combate.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>this combat, combat cards cost the opposing vampire 1 more blood</source>
        <translation>este combate, las cartas de combate cuestan 1 de sangre más al vampiro rival</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this combat, the opposing minion cannot maneuver to close range, press to continue combat or use equipment</source>
        <translation>este combate, el siervo rival no puede maniobrar a corta distancia, presionar para continuar el combate ni usar equipo</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>As {card} says, this minion cannot maneuver to close range this combat.</source>
        <translation>Como dice {card}, este siervo no puede maniobrar a corta distancia en este combate.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As {card} says, this minion cannot press to continue combat.</source>
        <translation>Como dice {card}, este siervo no puede presionar para continuar el combate.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>X = {x}: burn {x} blood for {x} additional strikes</source>
        <translation>X = {x}: quemar {x} de sangre para {x} golpes adicionales</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Only a ready vampire that has not abstained in this referendum.</source>
        <translation>Solo un vampiro preparado que no se haya abstenido en este referéndum.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{minion} abstains: any votes and ballots it cast are cancelled</source>
        <translation>{minion} se abstiene: se anulan los votos y papeletas que haya emitido</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>1 additional strike: dodge</source>
        <translation>1 golpe adicional: esquivar</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>if another round occurs, 1 optional maneuver in it</source>
        <translation>si hay otro asalto, 1 maniobra opcional en él</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Only usable while both combatants are ready.</source>
        <translation>Solo se puede usar mientras ambos combatientes estén preparados.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only usable when the combat would end: a press continues it already.</source>
        <translation>Solo se puede usar cuando el combate fuera a terminar: ya lo continúa una presión.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>instead of the combat ending, start a new round</source>
        <translation>en lugar de terminar el combate, empezar un nuevo asalto</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>after combat ends, if the range is close, 1 unpreventable damage to the opposing minion</source>
        <translation>tras terminar el combate, si la distancia es corta, 1 de daño que no se puede prevenir al siervo rival</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>non-Camarilla vampires cannot cast votes or ballots in this referendum</source>
        <translation>los vampiros que no son de la Camarilla no pueden emitir votos ni papeletas en este referéndum</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>non-Sabbat vampires cannot cast votes or ballots in this referendum</source>
        <translation>los vampiros que no son del Sabbat no pueden emitir votos ni papeletas en este referéndum</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Only usable before votes and ballots are cast in this referendum.</source>
        <translation>Solo se puede usar antes de que se emitan votos y papeletas en este referéndum.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>not replaced until after this action</source>
        <translation>no se repone hasta después de esta acción</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>{minion} cannot play both {card} and {other} in the same action.</source>
        <translation>{minion} no puede jugar a la vez {card} y {other} en la misma acción.</translation>
    </message>
</context>
</TS>
