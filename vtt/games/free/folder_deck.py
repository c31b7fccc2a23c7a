"""A deck of a user's own card images: a folder with one picture per card, an optional list
with counts, and a picture for the back.

The new-game dialog reads the folder once (:func:`read_folder`) and keeps what it found as
the seat's deck text (:func:`deck_text`): the folder's path, the back's file name and one
``count name`` line per card.  The set-up reads only that text (:func:`parse_deck_text`), never
the disk, so a save replays the same game on a computer without the folder; its cards are
then drawn with their names.

In the folder:

* every picture (``.png``, ``.jpg``, ``.jpeg``, ``.webp``) is a card named after its file,
  except the back: ``back.png``, ``cardback.jpg``, ``card-back.webp``...;
* a plain-text list (``deck.txt``, ``list.txt``, ``cards.txt``, or the folder's only
  ``.txt`` file), when there is one, says which cards and how many: ``3 Fireball`` or
  ``3x Fireball`` per line, a line with a name alone is one card, empty lines and lines
  starting with ``#`` are skipped.  A line that is none of these gets a one-line message
  and is left out; a list that cannot be read (not UTF-8, too large) gets one too, and the
  folder's pictures are the deck.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from ...core.intake import InputError, read_text
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.pictures import normalise_name, picture_files

#: normalised names of a back picture
BACK_NAMES = ("back", "cardback", "backs", "reverso", "dorso")
#: list files looked for first
LIST_NAMES = ("deck.txt", "list.txt", "cards.txt")
#: the largest list read (a list of thousands of cards is well below this)
MAX_LIST_BYTES = 256 << 10
#: the most copies of one card a line may ask for
MAX_COPIES = 999
#: the most cards a folder deck may hold (the table stays playable)
MAX_CARDS = 2000

FOLDER_PREFIX = "folder:"
BACK_PREFIX = "back:"
_LINE = re.compile(r"^\s*(\d+)\s*[xX]?\s+(\S.*?)\s*$")

NO_FOLDER = QT_TRANSLATE_NOOP("FreeTable", "The folder {folder} does not exist.")
NO_PICTURES = QT_TRANSLATE_NOOP("FreeTable", "The folder {folder} has no card pictures.")
BAD_LIST = QT_TRANSLATE_NOOP("FreeTable", "The list {file} cannot be read: {why}")
BAD_LINE = QT_TRANSLATE_NOOP(
    "FreeTable", "Line {line} of {file} is not a count and a card name: {text}"
)
TOO_MANY = QT_TRANSLATE_NOOP(
    "FreeTable", "The deck has more than {most} cards; the rest is left out."
)
NO_PICTURE = QT_TRANSLATE_NOOP(
    "FreeTable", "{name} has no picture in the folder; its name is drawn instead."
)


class FolderError(Exception):
    """A folder that cannot be a deck; ``message`` says why in one line."""

    def __init__(self, message: Message):
        super().__init__(message.english())
        self.message = message


@dataclass
class FolderDeck:
    """What a folder holds: its path, ``(count, name)`` per card, the back's file name ("":
    none) and the one-line messages about what was left out."""

    folder: str
    cards: list[tuple[int, str]] = field(default_factory=list)
    back: str = ""
    problems: list[Message] = field(default_factory=list)

    def size(self) -> int:
        return sum(count for count, _ in self.cards)


def read_folder(path: str | Path) -> FolderDeck:
    """The deck in the folder ``path``; :class:`FolderError` when there is none."""
    folder = str(path)
    if not Path(folder).is_dir():
        raise FolderError(NO_FOLDER.with_args(folder=folder))
    pictures = picture_files(folder)
    back_key = next((key for key in BACK_NAMES if key in pictures), "")
    deck = FolderDeck(folder=folder, back=pictures.get(back_key, ""))
    listing = _list_file(folder)
    if listing is None or not _read_list(deck, Path(folder) / listing, pictures):
        stems = (os.path.splitext(name)[0] for key, name in pictures.items() if key != back_key)
        deck.cards = [(1, stem) for stem in sorted(stems, key=str.casefold)]
    if not deck.cards:
        raise FolderError(NO_PICTURES.with_args(folder=folder))
    _bound(deck)
    return deck


def _list_file(folder: str) -> str | None:
    try:
        texts = sorted(n for n in os.listdir(folder) if n.lower().endswith(".txt"))
    except OSError:
        return None
    for name in texts:
        if name.lower() in LIST_NAMES:
            return name
    return texts[0] if len(texts) == 1 else None


def _read_list(deck: FolderDeck, path: Path, pictures: dict[str, str]) -> bool:
    """Add the list's cards to ``deck``; False when the list cannot be read (the folder's
    pictures are the deck then)."""
    try:
        text = read_text(path, MAX_LIST_BYTES)
    except (OSError, InputError) as exc:
        deck.problems.append(BAD_LIST.with_args(file=path.name, why=str(exc)))
        return False
    for number, line in enumerate(text.splitlines(), start=1):
        parsed = parse_line(line)
        if parsed is None:
            deck.problems.append(
                BAD_LINE.with_args(line=number, file=path.name, text=line.strip()[:60])
            )
        elif parsed[0]:
            deck.cards.append(parsed)
            if normalise_name(parsed[1]) not in pictures:
                deck.problems.append(NO_PICTURE.with_args(name=parsed[1]))
    return True


def parse_line(line: str) -> tuple[int, str] | None:
    """``(count, name)`` of a list line, ``(0, "")`` for a line to skip (empty, a comment),
    None for a line that is not a card."""
    text = line.strip()
    if not text or text.startswith("#"):
        return 0, ""
    match = _LINE.match(text)
    if match is None:
        if text[0].isdigit() or not normalise_name(text):
            return None
        return 1, text
    count = int(match.group(1))
    if not 1 <= count <= MAX_COPIES:
        return None
    return count, match.group(2)


def _bound(deck: FolderDeck) -> None:
    total, kept = 0, []
    for count, name in deck.cards:
        if total + count > MAX_CARDS:
            deck.problems.append(TOO_MANY.with_args(most=MAX_CARDS))
            break
        kept.append((count, name))
        total += count
    deck.cards = kept


def deck_text(deck: FolderDeck) -> str:
    """The seat's deck as the set-up reads it (:func:`parse_deck_text`)."""
    lines = [FOLDER_PREFIX + " " + deck.folder]
    if deck.back:
        lines.append(BACK_PREFIX + " " + deck.back)
    lines.extend(f"{count} {name}" for count, name in deck.cards)
    return "\n".join(lines)


def parse_deck_text(text: str) -> FolderDeck | None:
    """The folder deck a seat's deck text describes; None for any other deck (the demo)."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith(FOLDER_PREFIX):
        return None
    deck = FolderDeck(folder=lines[0][len(FOLDER_PREFIX) :].strip())
    for line in lines[1:]:
        if line.startswith(BACK_PREFIX):
            deck.back = line[len(BACK_PREFIX) :].strip()
            continue
        parsed = parse_line(line)
        if parsed is not None and parsed[0]:
            deck.cards.append(parsed)
    _bound(deck)
    return deck
