"""The 150 cards of Nights of Blood, as plain data a person can read and edit.

Our own design (the rulebook gives no card list; see ``docs/games/nights-of-blood.md``).
Each entry: ``id`` (the catalogue id, stable: saves name it), ``deck``, ``type``, ``copies``,
``name`` and ``text`` in Spanish and English, and ``effect``: the ``kind`` the engine runs
with its parameters (``attr`` rolled, ``n``, ``aggravated``, ``mods`` for lasting changes).
Every number an effect uses must be written in both texts (a test checks it).
:mod:`.cards` turns this into typed records and checks it when the module loads.
"""

from __future__ import annotations

from typing import Any


def _c(cid, deck, ctype, copies, es, en, text_es, text_en, **effect) -> dict[str, Any]:
    return {
        "id": cid,
        "deck": deck,
        "type": ctype,
        "copies": copies,
        "name": {"es": es, "en": en},
        "text": {"es": text_es, "en": text_en},
        "effect": effect or {"kind": "none"},
    }


def _disc(cid, es, en, clans, text_es, text_en, **effect) -> dict[str, Any]:
    card = _c(cid, "discipline", "disciplina", 2, es, en, text_es, text_en, **effect)
    card["clans"] = clans
    return card


def _atk(cid, copies, es, en, attr_es, attr_en, attr, aggravated=False) -> dict[str, Any]:
    kind_es = "Herida Agravada" if aggravated else "Herida Leve"
    kind_en = "aggravated wound" if aggravated else "light wound"
    return _c(
        cid,
        "main",
        "habilidad",
        copies,
        es,
        en,
        f"Ataque. Lanza {attr_es} contra otro vampiro: si aciertas, recibe 1 {kind_es}.",
        f"Attack. Roll {attr_en} against another vampire: on a hit it takes 1 {kind_en}.",
        kind="attack",
        attr=attr,
        n=1,
        aggravated=aggravated,
    )


MAIN = [
    _atk("puñetazo", 7, "Puñetazo", "Punch", "Fuerza", "Strength", "fuerza"),
    _atk("disparo", 7, "Disparo", "Gunshot", "Destreza", "Dexterity", "destreza"),
    _atk("emboscada", 4, "Emboscada", "Ambush", "Inteligencia", "Intelligence", "inteligencia"),
    _atk("antorcha", 1, "Antorcha", "Torch", "Destreza", "Dexterity", "destreza", True),
    _atk("estaca", 1, "Estaca", "Stake", "Fuerza", "Strength", "fuerza", True),
    _c(
        "esquiva",
        "main",
        "habilidad",
        10,
        "Esquiva",
        "Dodge",
        "Defensa. Anula un Ataque que te ha acertado.",
        "Defence. Cancel an Attack that hit you.",
        kind="defend",
    ),
    _c(
        "bloqueo",
        "main",
        "habilidad",
        6,
        "Bloqueo",
        "Parry",
        "Defensa. Detienes el golpe: anula un Ataque que te ha acertado.",
        "Defence. You stop the blow: cancel an Attack that hit you.",
        kind="defend",
    ),
    _c(
        "mordisco",
        "main",
        "habilidad",
        6,
        "Mordisco",
        "Bite",
        "Muerdes a otro vampiro: duelo de Ataques empezando por la víctima. "
        "Si ganas, le quitas 1 punto de Sangre y lo ganas tú; si pierdes, recibes 1 Herida Leve.",
        "Bite another vampire: a duel of Attacks, the victim first. "
        "If you win you drain 1 blood from it; if you lose you take 1 light wound.",
        kind="bite",
        n=1,
    ),
    _c(
        "bolsa",
        "main",
        "habilidad",
        4,
        "Bolsa de sangre",
        "Blood bag",
        "Ganas 1 punto de Sangre.",
        "Gain 1 blood.",
        kind="blood",
        n=1,
    ),
    _c(
        "descanso",
        "main",
        "habilidad",
        2,
        "Descanso diurno",
        "Day's rest",
        "Descarta hasta 2 Heridas Leves.",
        "Discard up to 2 light wounds.",
        kind="heal",
        n=2,
    ),
    _c(
        "favor",
        "main",
        "habilidad",
        2,
        "Favor debido",
        "Owed favour",
        "Roba 2 cartas.",
        "Draw 2 cards.",
        kind="draw",
        n=2,
    ),
    _c(
        "botin",
        "main",
        "habilidad",
        1,
        "Botín",
        "Loot",
        "Roba 3 cartas.",
        "Draw 3 cards.",
        kind="draw",
        n=3,
    ),
    _c(
        "carroñero",
        "main",
        "habilidad",
        1,
        "Carroñero",
        "Scavenger",
        "Coge la carta de arriba del mazo de descartes y 1 del mazo principal.",
        "Take the top card of the discard pile and 1 from the main deck.",
        kind="scavenge",
        n=1,
    ),
    _c(
        "hurto",
        "main",
        "habilidad",
        4,
        "Hurto",
        "Pickpocket",
        "Lanza Destreza: si aciertas, te quedas una carta al azar de la mano de otro vampiro "
        "o un Trasfondo o Contacto suyo.",
        "Roll Dexterity: on a success take a random card from another vampire's hand, "
        "or one of its Backgrounds or Contacts.",
        kind="steal",
        attr="destreza",
    ),
    _c(
        "intimidacion",
        "main",
        "habilidad",
        3,
        "Intimidación",
        "Intimidation",
        "Lanza Inteligencia: si aciertas, otro vampiro descarta una carta al azar de su mano "
        "o el Trasfondo o Contacto que elijas.",
        "Roll Intelligence: on a success another vampire discards a random card from its hand, "
        "or the Background or Contact you choose.",
        kind="discard",
        attr="inteligencia",
    ),
    _c(
        "tiroteo",
        "main",
        "habilidad",
        1,
        "Tiroteo",
        "Shootout",
        "Cada otro vampiro juega una Defensa o recibe 1 Herida Leve. No es tu Ataque del turno.",
        "Every other vampire plays a Defence or takes 1 light wound. Not your turn's Attack.",
        kind="area",
        n=1,
    ),
    _c(
        "caceria",
        "main",
        "habilidad",
        1,
        "Cacería",
        "Manhunt",
        "Cada otro vampiro descarta un Ataque o recibe 1 Herida Leve. No es tu Ataque del turno.",
        "Every other vampire discards an Attack or takes 1 light wound. Not your turn's Attack.",
        kind="hunt",
        n=1,
    ),
    _c(
        "eliseo",
        "main",
        "habilidad",
        1,
        "Elíseo",
        "Elysium",
        "Cada vampiro descarta 1 Herida Leve.",
        "Every vampire discards 1 light wound.",
        kind="heal_all",
        n=1,
    ),
    # -- Trasfondos: face up, lasting while in play ----------------------------------------------
    _c(
        "navaja",
        "main",
        "trasfondo",
        2,
        "Navaja",
        "Switchblade",
        "Arma. +1 a tus tiradas de Ataque. Solo un arma a la vez.",
        "Weapon. +1 to your Attack rolls. One weapon at a time.",
        kind="mods",
        mods={"attack_bonus": 1},
    ),
    _c(
        "escopeta",
        "main",
        "trasfondo",
        1,
        "Escopeta recortada",
        "Sawn-off shotgun",
        "Arma. +1 a tus tiradas de Ataque. Solo un arma a la vez.",
        "Weapon. +1 to your Attack rolls. One weapon at a time.",
        kind="mods",
        mods={"attack_bonus": 1},
    ),
    _c(
        "automatica",
        "main",
        "trasfondo",
        1,
        "Pistola automática",
        "Machine pistol",
        "Puedes jugar 1 Ataque más por turno.",
        "You may play 1 more Attack each turn.",
        kind="mods",
        mods={"attack_limit": 1},
    ),
    _c(
        "chaleco",
        "main",
        "trasfondo",
        2,
        "Chaleco antibalas",
        "Body armour",
        "Cuando un Ataque te acierta sin crítico, lanza Suerte: si aciertas, lo anulas. "
        "Cuenta 1 vez por Ataque.",
        "When an Attack hits you without a critical, roll Luck: on a success cancel it. "
        "Counts 1 time per Attack.",
        kind="mods",
        mods={"armor": 1},
    ),
    _c(
        "refugio",
        "main",
        "trasfondo",
        2,
        "Refugio",
        "Haven",
        "Te protege de la luz del sol: 1 refugio basta para toda la partida.",
        "Shelters you from sunlight: 1 haven is enough for the whole game.",
        kind="mods",
        mods={"haven": 1},
    ),
    _c(
        "sirvientes",
        "main",
        "trasfondo",
        1,
        "Sirvientes",
        "Retainers",
        "Puedes conservar 1 carta más al final de tu turno.",
        "You may keep 1 more card at the end of your turn.",
        kind="mods",
        mods={"hand_limit": 1},
    ),
    _c(
        "dominio",
        "main",
        "trasfondo",
        1,
        "Dominio",
        "Domain",
        "Robas 1 carta más al principio de tu turno.",
        "Draw 1 more card at the start of your turn.",
        kind="mods",
        mods={"draw": 1},
    ),
    # -- Contactos: face down, active from your next turn ---------------------------------------
    _c(
        "rebaño",
        "main",
        "contacto",
        3,
        "Rebaño",
        "Herd",
        "Al principio de cada uno de tus turnos ganas 1 punto de Sangre.",
        "At the start of each of your turns gain 1 blood.",
        kind="mods",
        mods={"turn_blood": 1},
    ),
    _c(
        "informante",
        "main",
        "contacto",
        2,
        "Informante",
        "Informant",
        "Robas 1 carta más al principio de tu turno.",
        "Draw 1 more card at the start of your turn.",
        kind="mods",
        mods={"draw": 1},
    ),
    _c(
        "medico",
        "main",
        "contacto",
        2,
        "Médico de guardia",
        "Night doctor",
        "Al principio de cada uno de tus turnos descarta 1 Herida Leve.",
        "At the start of each of your turns discard 1 light wound.",
        kind="mods",
        mods={"regen": 1},
    ),
    _c(
        "asesino",
        "main",
        "contacto",
        3,
        "Asesino a sueldo",
        "Hired killer",
        "Una vez boca arriba, úsalo en tu turno: otro vampiro juega una Defensa o recibe "
        "1 Herida Leve; luego descártalo. No es tu Ataque del turno.",
        "Once face up, use it on your turn: another vampire plays a Defence or takes "
        "1 light wound; then discard it. Not your turn's Attack.",
        kind="hitman",
        n=1,
    ),
]

WOUNDS = [
    _c(
        "herida",
        "wound",
        "herida",
        20,
        "Herida Leve",
        "Light wound",
        "Vale 1 de salud. Boca abajo es una Herida Agravada y vale 2. Con 4 mueres.",
        "Worth 1 health. Face down it is an aggravated wound worth 2. At 4 you die.",
    )
]


def _clan(cid, es, en, text_es, text_en, **mods) -> dict[str, Any]:
    return _c(cid, "clan", "clan", 1, es, en, text_es, text_en, kind="mods", mods=mods)


CLANS = [
    _clan(
        "brujah",
        "Brujah",
        "Brujah",
        "Puedes jugar 1 Ataque más por turno.",
        "You may play 1 more Attack each turn.",
        attack_limit=1,
    ),
    _clan(
        "gangrel",
        "Gangrel",
        "Gangrel",
        "Al principio de tu turno descarta 1 Herida Leve.",
        "At the start of your turn discard 1 light wound.",
        regen=1,
    ),
    _clan(
        "malkavian",
        "Malkavian",
        "Malkavian",
        "Un 1 o un 2 en tus tiradas es un éxito crítico (+1 al margen de crítico).",
        "A 1 or a 2 on your rolls is a critical success (+1 to the critical range).",
        crit_range=1,
    ),
    _clan(
        "nosferatu",
        "Nosferatu",
        "Nosferatu",
        "Cuando un Ataque te acierta sin crítico, lanza Suerte: si aciertas, lo anulas "
        "(1 vez por Ataque).",
        "When an Attack hits you without a critical, roll Luck: on a success cancel it "
        "(1 time per Attack).",
        armor=1,
    ),
    _clan(
        "toreador",
        "Toreador",
        "Toreador",
        "Puedes conservar 1 carta más al final de tu turno.",
        "You may keep 1 more card at the end of your turn.",
        hand_limit=1,
    ),
    _clan(
        "tremere",
        "Tremere",
        "Tremere",
        "Tu primera Disciplina de cada turno no cuesta Sangre (1 por turno).",
        "Your first Discipline each turn costs no blood (1 per turn).",
        discipline_free=1,
    ),
    _clan(
        "ventrue",
        "Ventrue",
        "Ventrue",
        "Robas 1 carta más al principio de tu turno.",
        "Draw 1 more card at the start of your turn.",
        draw=1,
    ),
    _clan(
        "lasombra",
        "Lasombra",
        "Lasombra",
        "+1 a tus tiradas de Ataque.",
        "+1 to your Attack rolls.",
        attack_bonus=1,
    ),
]

DISCIPLINES = [
    _disc(
        "potencia",
        "Potencia",
        "Potence",
        ("brujah", "nosferatu", "lasombra"),
        "Ataque. Gasta 1 de Sangre y lanza Fuerza: si aciertas, 2 Heridas Leves.",
        "Attack. Spend 1 blood and roll Strength: on a hit, 2 light wounds.",
        kind="attack",
        attr="fuerza",
        n=2,
    ),
    _disc(
        "celeridad",
        "Celeridad",
        "Celerity",
        ("brujah", "toreador", "gangrel"),
        "Gasta 1 de Sangre: roba 2 cartas.",
        "Spend 1 blood: draw 2 cards.",
        kind="draw",
        n=2,
    ),
    _disc(
        "fortaleza",
        "Fortaleza",
        "Fortitude",
        ("gangrel", "ventrue", "nosferatu"),
        "Gasta 1 de Sangre: descarta hasta 2 Heridas Leves.",
        "Spend 1 blood: discard up to 2 light wounds.",
        kind="heal",
        n=2,
    ),
    _disc(
        "auspex",
        "Auspex",
        "Auspex",
        ("malkavian", "toreador", "tremere"),
        "Gasta 1 de Sangre y lanza Inteligencia: si aciertas, te quedas una carta de otro vampiro.",
        "Spend 1 blood and roll Intelligence: on a success take a card of another vampire.",
        kind="steal",
        attr="inteligencia",
    ),
    _disc(
        "dominacion",
        "Dominación",
        "Dominate",
        ("ventrue", "tremere", "lasombra"),
        "Gasta 1 de Sangre y lanza Inteligencia: si aciertas, otro vampiro descarta una carta.",
        "Spend 1 blood and roll Intelligence: on a success another vampire discards a card.",
        kind="discard",
        attr="inteligencia",
    ),
    _disc(
        "presencia",
        "Presencia",
        "Presence",
        ("brujah", "toreador", "ventrue"),
        "Gasta 1 de Sangre y lanza Suerte: si aciertas, otro vampiro descarta una carta.",
        "Spend 1 blood and roll Luck: on a success another vampire discards a card.",
        kind="discard",
        attr="suerte",
    ),
    _disc(
        "ofuscacion",
        "Ofuscación",
        "Obfuscate",
        ("nosferatu", "malkavian", "lasombra"),
        "Gasta 1 de Sangre y lanza Destreza: si aciertas, te quedas una carta de otro vampiro.",
        "Spend 1 blood and roll Dexterity: on a success take a card of another vampire.",
        kind="steal",
        attr="destreza",
    ),
    _disc(
        "taumaturgia",
        "Taumaturgia",
        "Thaumaturgy",
        ("tremere", "gangrel", "malkavian"),
        "Ataque. Gasta 1 de Sangre y lanza Inteligencia: si aciertas, 1 Herida Agravada.",
        "Attack. Spend 1 blood and roll Intelligence: on a hit, 1 aggravated wound.",
        kind="attack",
        attr="inteligencia",
        n=1,
        aggravated=True,
    ),
]


def _sect(cid, es, en) -> dict[str, Any]:
    return _c(
        cid,
        "sect",
        "secta",
        4,
        es,
        en,
        "Tu bando, secreto. El dorso muestra 5 indicadores de Sangre.",
        "Your side, secret. The back shows 5 blood marks.",
    )


SECTS = [
    _sect("camarilla", "Camarilla", "Camarilla"),
    _sect("sabbat", "Sabbat", "Sabbat"),
    _sect("anarquistas", "Anarquistas", "Anarchs"),
]


def _event(cid, es, en, text_es, text_en, **mods) -> dict[str, Any]:
    return _c(cid, "event", "evento", 1, es, en, text_es, text_en, kind="mods", mods=mods)


EVENTS = [
    _event(
        "luna_llena",
        "Luna llena",
        "Full moon",
        "Esta noche todos tienen +1 en sus tiradas de Ataque.",
        "Tonight everyone has +1 on Attack rolls.",
        attack_bonus=1,
    ),
    _event(
        "niebla",
        "Niebla",
        "Fog",
        "Esta noche todos tienen -1 en sus tiradas de Ataque.",
        "Tonight everyone has -1 on Attack rolls.",
        attack_bonus=-1,
    ),
    _event(
        "caza",
        "Caza de sangre",
        "Blood hunt",
        "Esta noche cada vampiro puede jugar 1 Ataque más por turno.",
        "Tonight every vampire may play 1 more Attack each turn.",
        attack_limit=1,
    ),
    _event(
        "conclave",
        "Cónclave",
        "Conclave",
        "Esta noche cada vampiro roba 1 carta más.",
        "Tonight every vampire draws 1 more card.",
        draw=1,
    ),
    _event(
        "tregua",
        "Tregua del Elíseo",
        "Elysium truce",
        "Esta noche no se puede jugar Mordisco (1 noche de paz).",
        "Tonight no Bite may be played (1 night of peace).",
        no_bite=1,
    ),
    _event(
        "amanecer",
        "Amanecer temprano",
        "Early dawn",
        "Esta noche, al empezar su turno, cada vampiro sin Refugio lanza Suerte: "
        "si falla, recibe 1 Herida Agravada.",
        "Tonight, at the start of its turn, every vampire without a Haven rolls Luck: "
        "on a failure it takes 1 aggravated wound.",
        sunlight=1,
    ),
    _event(
        "festin",
        "Festín",
        "Feast",
        "Esta noche cada vampiro gana 1 punto de Sangre al empezar su turno.",
        "Tonight every vampire gains 1 blood at the start of its turn.",
        turn_blood=1,
    ),
    _event(
        "inquisicion",
        "Ojos de la Inquisición",
        "Eyes of the Inquisition",
        "Esta noche cada vampiro conserva 1 carta menos al final de su turno (-1).",
        "Tonight every vampire keeps 1 card fewer at the end of its turn (-1).",
        hand_limit=-1,
    ),
    _event(
        "tormenta",
        "Tormenta",
        "Storm",
        "Esta noche nadie puede usar Disciplinas (1 noche).",
        "Tonight nobody may use Disciplines (1 night).",
        no_discipline=1,
    ),
    _event(
        "luna_sangre",
        "Luna de sangre",
        "Blood moon",
        "Esta noche un 1 o un 2 es un éxito crítico (+1 al margen de crítico).",
        "Tonight a 1 or a 2 is a critical success (+1 to the critical range).",
        crit_range=1,
    ),
    _event(
        "redada",
        "Redada",
        "Police raid",
        "Esta noche cada vampiro roba 1 carta menos (-1).",
        "Tonight every vampire draws 1 card fewer (-1).",
        draw=-1,
    ),
    _c(
        "calma",
        "event",
        "evento",
        1,
        "Noche en calma",
        "Quiet night",
        "Nada fuera de lo normal ocurre esta noche.",
        "Nothing out of the ordinary happens tonight.",
    ),
]

#: every card of the game, deck by deck
CARDS = MAIN + WOUNDS + CLANS + DISCIPLINES + SECTS + EVENTS
