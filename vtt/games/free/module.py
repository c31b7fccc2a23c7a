"""The free table module: a deck, a hand, a play area and a discard pile per seat, a shared
middle, a start-player token and a score counter.  No rules: everything is moved by hand.

Decks: ``"demo"`` (or nothing) gives each seat its own shuffled demo deck (see
:mod:`.demo_deck`), each seat's backs in its own colour.  A folder deck (:mod:`.folder_deck`)
gives the seat the cards of a user's image folder: their catalogue ids and backs are picture
keys (:mod:`vtt.core.pictures`) into the game's option ``picture_folders``, which the set-up
fills from the seats' decks, so a save remembers the folders.
"""

from __future__ import annotations

from ...core.faces import CardFace
from ...core.messages import QT_TRANSLATE_NOOP, Message, Rejected
from ...core.model import HAND, NOBODY, OWNER, PILE, PUBLIC, REGION, Card, State
from ...core.module import CounterSpec, GameModule, GameSpec, Layout, TokenSpec, ZoneSpec
from ...core.pictures import PICTURE_FOLDERS, picture_key, split_key
from ...core.rng import Rng
from .demo_deck import demo_catalog, demo_face
from .folder_deck import FolderError, deck_text, parse_deck_text, read_folder

_L = {
    "deck": QT_TRANSLATE_NOOP("Zones", "Deck").text,
    "hand": QT_TRANSLATE_NOOP("Zones", "Hand").text,
    "play": QT_TRANSLATE_NOOP("Zones", "Play area").text,
    "discard": QT_TRANSLATE_NOOP("Zones", "Discard").text,
    "middle": QT_TRANSLATE_NOOP("Zones", "Middle of the table").text,
    "first": QT_TRANSLATE_NOOP("Zones", "Start player").text,
}
HAND_SIZE = 5


#: Help > Rules reference for a table without rules: how to play on it
HOW_TO_PLAY = (
    QT_TRANSLATE_NOOP("FreeTable", "The free table"),
    QT_TRANSLATE_NOOP(
        "FreeTable",
        "The free table has no rules: it is a table with cards on it, and you move them as you would real cards.",  # noqa: E501
    ),
    QT_TRANSLATE_NOOP(
        "FreeTable",
        "Drag cards between your deck, hand, play area and discard pile. Double-click a card to lock it (turn it sideways); right-click a card or a pile for everything else you can do with it.",  # noqa: E501
    ),
    QT_TRANSLATE_NOOP(
        "FreeTable",
        "The console understands short commands: draw 2, lock 3, move 3 discard, score +1, roll 2d6, say hello, end. Type help in the console for the full list.",  # noqa: E501
    ),
    QT_TRANSLATE_NOOP(
        "FreeTable",
        "Play your own cards: in Game > New, choose Folder… in a seat's Deck column and pick a folder with one picture per card (back.png is the back). A deck.txt in it may list how many of each: 3 Fireball per line.",  # noqa: E501
    ),
    QT_TRANSLATE_NOOP(
        "FreeTable",
        "Give the start player token to the next player with 'token first to 2'. Undo takes back your last command unless it showed cards or used chance.",  # noqa: E501
    ),
)


class FreeTable(GameModule):
    id = "free"
    version = "1"
    title = QT_TRANSLATE_NOOP("Games", "Free table").text
    min_seats = 1
    max_seats = 6
    plays_picture_folders = True

    def layout(self, seats: int) -> Layout:
        return Layout(
            seat_size=(900.0, 250.0),
            centre_size=(900.0, 230.0),
            zones=(
                ZoneSpec(
                    key="deck",
                    label=_L["deck"],
                    kind=PILE,
                    visibility=NOBODY,
                    rect=(10, 10, 80, 110),
                    face_up=False,
                    role="deck",
                ),
                ZoneSpec(
                    key="discard",
                    label=_L["discard"],
                    kind=PILE,
                    visibility=PUBLIC,
                    rect=(10, 130, 80, 110),
                    role="discard",
                ),
                ZoneSpec(
                    key="play",
                    label=_L["play"],
                    kind=REGION,
                    visibility=PUBLIC,
                    rect=(100, 10, 790, 120),
                    role="play",
                ),
                ZoneSpec(
                    key="hand",
                    label=_L["hand"],
                    kind=HAND,
                    visibility=OWNER,
                    rect=(100, 140, 790, 100),
                    role="hand",
                ),
                ZoneSpec(
                    key="middle",
                    label=_L["middle"],
                    kind=REGION,
                    visibility=PUBLIC,
                    rect=(0, 0, 900, 230),
                    per_seat=False,
                    role="shared",
                ),
            ),
            tokens=(TokenSpec(id="first", label=_L["first"], colour="#d4ac0d"),),
            seat_counters=("score",),
            card_counters=("counter",),
            counters=(
                CounterSpec(key="score", label=QT_TRANSLATE_NOOP("Counters", "score")),
                CounterSpec(
                    key="counter", label=QT_TRANSLATE_NOOP("Counters", "counter"), colour="#2e4053"
                ),
            ),
        )

    def picture_deck(self, folder: str) -> tuple[str, int, list[Message]]:
        """A deck of the card images in ``folder`` (:mod:`.folder_deck`)."""
        try:
            deck = read_folder(folder)
        except FolderError as exc:
            raise Rejected(exc.message) from None
        return deck_text(deck), deck.size(), deck.problems

    def how_to_play(self) -> tuple[Message, ...]:
        return HOW_TO_PLAY

    def face(self, catalog: str, language: str = "en") -> CardFace:
        picture = split_key(catalog)
        if picture is not None:  # a card of a user's folder: its name, and its picture
            name = picture[1]
            return CardFace(title=name, big=name[:1].upper(), picture=catalog, images=(name,))
        return demo_face(catalog, language=language)

    def setup(self, state: State, spec: GameSpec) -> None:
        rng = Rng(state.rng)
        folders: list[str] = []
        for seat in state.seats:
            deck = state.zones[f"s{seat.index}.deck"]
            catalogs, back = self._deck(spec, seat.index, folders)
            rng.shuffle(catalogs)  # ids are minted after the shuffle: they tell nothing
            for catalog in catalogs:
                card = Card(
                    id=state.mint_id(),
                    catalog=catalog,
                    zone=deck.id,
                    owner=seat.index,
                    controller=seat.index,
                    face_up=False,
                    back=back,
                )
                state.cards[card.id] = card
                deck.cards.append(card.id)
            seat.counters["score"] = 0
            hand = state.zones[f"s{seat.index}.hand"]
            for _ in range(min(HAND_SIZE, len(deck.cards))):
                cid = deck.cards.pop(0)
                hand.cards.append(cid)
                state.cards[cid].zone = hand.id
                state.cards[cid].face_up = True
        if folders:
            state.options[PICTURE_FOLDERS] = folders
        state.tokens["first"].holder = rng.below(len(state.seats))
        state.turn.active = state.tokens["first"].holder

    @staticmethod
    def _deck(spec: GameSpec, seat: int, folders: list[str]) -> tuple[list[str], str]:
        """The catalogue ids of ``seat``'s deck and its back; a folder deck's folder joins
        ``folders`` (once, however many seats share it)."""
        text = spec.seats[seat].deck if seat < len(spec.seats) else ""
        folder_deck = parse_deck_text(text)
        if folder_deck is None:
            return demo_catalog(), f"demo-{seat}"
        if folder_deck.folder not in folders:
            folders.append(folder_deck.folder)
        index = folders.index(folder_deck.folder)
        catalogs = [
            picture_key(index, name) for count, name in folder_deck.cards for _ in range(count)
        ]
        back = picture_key(index, folder_deck.back) if folder_deck.back else f"demo-{seat}"
        return catalogs, back

    def statistics(self):  # the series of the Statistics dock and of replays
        from .statistics import FreeStatistics

        return FreeStatistics()
