"""The effect files: ``vtt/resources/vtes/effects/*.json``, one per family of cards.

Each file maps a catalogue id to an entry::

    "vtes:100518": {
      "name": "Deflection",
      "inferior": {"play": [{"do": "redirect"}]},
      "checked": true
    }

``any`` applies at every level (a card without a discipline), ``inferior`` and
``superior`` at theirs; each is a :class:`Script`.  ``manual`` lists what the text says
that the engine does not run (the card is then not fully automated); ``checked`` marks an
entry a person read against the card, which a re-derivation keeps as it is.  The files are
part of the program, but they are read with the same care as any input: a size limit,
UTF-8, the schema, and every step decoded into its typed kind (an unknown kind or
parameter is an error naming the card).
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any, Union

import msgspec

from .conditions import check_name
from .selectors import check_name as check_among
from .steps import Step, known_kinds

#: where the effect files live
EFFECTS_DIR = Path(__file__).resolve().parents[4] / "resources" / "vtes" / "effects"
#: a file larger than this is not an effect file
MAX_BYTES = 4 * 1024 * 1024
MOMENTS = ("play", "success", "passed", "in_play", "use")


class Script(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What a card does at one level: ``play`` when played, one of ``choose`` (its player
    picks), ``success`` when its action succeeds, ``passed`` when its referendum passes,
    ``in_play`` while it is in play, ``use`` when its player uses it in play."""

    #: conditions for playing the card at all (:mod:`.conditions`)
    only: tuple[str, ...] = ()
    play: tuple[Step, ...] = ()
    choose: tuple[tuple[Step, ...], ...] = ()
    success: tuple[Step, ...] = ()
    passed: tuple[Step, ...] = ()
    in_play: tuple[Step, ...] = ()
    #: an ability of the card in play, used with ``vtes_use`` (:mod:`..abilities`): its
    #: conditions, its steps, and how often (``"turn"``, ``"action"``, ``"round"``,
    #: ``"combat"``: each of its ways once per combat; empty: as often as its steps allow,
    #: a lock or a cost usually); ``use_choose``: its abilities when it has several (the
    #: player picks one, after the ``use`` steps)
    use_only: tuple[str, ...] = ()
    use: tuple[Step, ...] = ()
    use_once: str = ""
    use_choose: tuple[tuple[Step, ...], ...] = ()


class CardEffects(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    name: str
    any: Script | None = None
    inferior: Script | None = None
    superior: Script | None = None
    #: clauses of the text the engine leaves to the players (empty: fully automated)
    manual: tuple[str, ...] = ()
    checked: bool = False
    note: str = ""

    @property
    def automated(self) -> bool:
        return not self.manual

    def script(self, superior: bool) -> Script:
        """The steps at a level: ``any``'s, then the level's own."""
        level = self.superior if superior else self.inferior
        parts = [s for s in (self.any, level) if s is not None]
        if not parts:  # a card whose text the engine reads elsewhere (a note says where)
            return Script()
        if len(parts) == 1:
            return parts[0]
        return Script(
            **{
                moment: tuple(step for part in parts for step in getattr(part, moment))
                for moment in (*MOMENTS, "choose", "only", "use_only", "use_choose")
            },
            use_once=parts[-1].use_once,
        )


class EffectsError(ValueError):
    """An effect file that cannot be read (the message names the file and the card)."""


class _RawScript(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    only: list[str] = []
    play: list[dict[str, Any]] = []
    choose: list[list[dict[str, Any]]] = []
    success: list[dict[str, Any]] = []
    passed: list[dict[str, Any]] = []
    in_play: list[dict[str, Any]] = []
    use_only: list[str] = []
    use: list[dict[str, Any]] = []
    use_once: str = ""
    use_choose: list[list[dict[str, Any]]] = []


class _RawEntry(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    name: str
    any: _RawScript | None = None
    inferior: _RawScript | None = None
    superior: _RawScript | None = None
    manual: list[str] = []
    checked: bool = False
    note: str = ""


def _steps(raw: list[dict[str, Any]], step_type: Any) -> tuple[Step, ...]:
    return tuple(msgspec.convert(s, type=step_type) for s in raw)


def _script(raw: _RawScript | None, step_type: Any) -> Script | None:
    if raw is None:
        return None
    steps = [*raw.play, *(s for o in raw.choose for s in o), *raw.success, *raw.passed, *raw.use]
    steps += [s for o in raw.use_choose for s in o]
    if raw.use_once not in ("", "turn", "action", "round", "combat"):
        raise ValueError(f"use_once is turn, action, round or combat, not {raw.use_once!r}")
    conditions = [*raw.only, *raw.use_only]
    for condition in [*conditions, *(str(s.get("when", "")) for s in steps + raw.in_play)]:
        if condition:
            check_name(condition)
    for step in steps + raw.in_play:
        if "among" in step:
            check_among(str(step["among"]))
    return Script(
        only=tuple(raw.only),
        play=_steps(raw.play, step_type),
        choose=tuple(_steps(option, step_type) for option in raw.choose),
        success=_steps(raw.success, step_type),
        passed=_steps(raw.passed, step_type),
        in_play=_steps(raw.in_play, step_type),
        use_only=tuple(raw.use_only),
        use=_steps(raw.use, step_type),
        use_once=raw.use_once,
        use_choose=tuple(_steps(option, step_type) for option in raw.use_choose),
    )


def read_file(path: Path) -> dict[str, CardEffects]:
    """One effect file, typed; :class:`EffectsError` for anything wrong with it."""
    from . import kinds  # noqa: F401 - registers every step kind

    step_type: Any = Union[known_kinds()]  # noqa: UP007 - built at run time
    try:
        if path.stat().st_size > MAX_BYTES:
            raise EffectsError(f"{path.name}: larger than {MAX_BYTES} bytes")
        raw = msgspec.json.decode(path.read_bytes(), type=dict[str, _RawEntry])
    except (OSError, msgspec.DecodeError, UnicodeDecodeError) as exc:
        raise EffectsError(f"{path.name}: {exc}") from None
    out: dict[str, CardEffects] = {}
    for catalog, entry in raw.items():
        try:
            out[catalog] = CardEffects(
                name=entry.name,
                any=_script(entry.any, step_type),
                inferior=_script(entry.inferior, step_type),
                superior=_script(entry.superior, step_type),
                manual=tuple(entry.manual),
                checked=entry.checked,
                note=entry.note,
            )
        except (msgspec.ValidationError, ValueError) as exc:
            raise EffectsError(f"{path.name}: {entry.name} ({catalog}): {exc}") from None
    return out


_lock = threading.Lock()
_loaded: dict[str, CardEffects] | None = None


def load(folder: Path = EFFECTS_DIR) -> dict[str, CardEffects]:
    """Every effect file's entries by catalogue id (read once; a card in two files is an
    error)."""
    global _loaded
    if _loaded is not None and (folder is EFFECTS_DIR or folder == EFFECTS_DIR):
        return _loaded  # read once: no lock needed to read it again (and no Path compare)
    with _lock:
        if _loaded is not None and folder == EFFECTS_DIR:
            return _loaded
        out: dict[str, CardEffects] = {}
        for path in sorted(folder.glob("*.json")):
            for catalog, entry in read_file(path).items():
                if catalog in out:
                    raise EffectsError(f"{path.name}: {entry.name} ({catalog}) is in two files")
                out[catalog] = entry
        if folder == EFFECTS_DIR:
            _loaded = out
        return out


def effects_of(catalog: str) -> CardEffects | None:
    return (_loaded if _loaded is not None else load()).get(catalog)
