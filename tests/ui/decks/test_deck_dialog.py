"""The deck dialog: what it shows for a pasted, opened, dropped or built-in deck, the deck
check under either rules, export/copy in every format the module writes, and a window that
stays responsive while a long text is read."""

import threading
import time

from PySide6.QtCore import QMimeData, QPoint, QTimer, QUrl
from PySide6.QtGui import QGuiApplication

from vtt.ui.dialogs.deck_dialog import DeckDialog, read_text_file

from .drops import drop_file


def read(qtbot, dialog: DeckDialog) -> DeckDialog:
    """Wait until the worker thread's reading is shown."""
    qtbot.waitUntil(lambda: not dialog.parsing, timeout=20000)
    return dialog


def make_dialog(qtbot, module, **kwargs) -> DeckDialog:
    dialog = DeckDialog(module, "en", **kwargs)
    qtbot.addWidget(dialog)
    return read(qtbot, dialog)


def tree(dialog) -> dict[str, tuple[int, dict[str, int]]]:
    """The cards the dialog shows: section label -> (total, {card name: copies})."""
    out = {}
    for i in range(dialog.cards.topLevelItemCount()):
        branch = dialog.cards.topLevelItem(i)
        cards = {
            branch.child(j).text(0): int(branch.child(j).text(1))
            for j in range(branch.childCount())
        }
        out[branch.text(0)] = (int(branch.text(1)), cards)
    return out


def list_texts(widget) -> list[str]:
    return [widget.item(i).text() for i in range(widget.count())]


def test_pasted_twda_decks_are_read_whole(qtbot, vtes, twda_decks):
    dialog = make_dialog(qtbot, vtes)
    for deck_id, text, expected in twda_decks:
        dialog.text.setPlainText(text)
        assert dialog.timer.isActive()  # parsed once the typing rests
        dialog.timer.timeout.emit()
        report = read(qtbot, dialog).report
        assert {e.catalog: e.count for e in report.entries} == expected, deck_id
        assert report.unmatched == [] and dialog.unmatched.count() == 0
        shown = tree(dialog)
        in_crypt = {e.catalog for e in report.entries if e.section == "crypt"}
        crypt = sum(n for c, n in expected.items() if c in in_crypt)
        assert shown["Crypt"][0] == crypt == sum(shown["Crypt"][1].values())
        assert shown["Library"][0] == sum(expected.values()) - crypt
        assert report.name and report.name in dialog.title.text()


def test_every_bad_line_is_listed_with_its_number(qtbot, vtes):
    text = (
        "Crypt (2 cards)\n2x Anson\nLibrary (5 cards)\n3x Govern the Unaligned\n"
        "2x Frobnicate the Widget\n2x Deflection\n1x Nobody Knows This Card\n"
    )
    dialog = make_dialog(qtbot, vtes, text=text)
    lines = list_texts(dialog.unmatched)
    assert len(lines) == 2
    assert (
        lines[0].startswith("Line 5: 2x Frobnicate the Widget")
        and "No card has this name" in lines[0]
    )
    assert lines[1].startswith("Line 7: 1x Nobody Knows This Card")
    assert "2" in dialog.unmatched_label.text()
    assert tree(dialog)["Library"][0] == 5
    dialog.unmatched.itemClicked.emit(dialog.unmatched.item(1))
    assert dialog.text.textCursor().selectedText() == "1x Nobody Knows This Card"
    assert any("crypt has 2 cards" in w for w in list_texts(dialog.warnings))


def test_a_starter_deck_fills_the_dialog(qtbot, vtes):
    dialog = make_dialog(qtbot, vtes)
    assert dialog.presets.count() == len(vtes.deck_presets("en")) + 1
    dialog.presets.activated.emit(1)  # the first starter: Fifth Edition Malkavian
    read(qtbot, dialog)
    assert dialog.presets.currentIndex() == 0
    assert "Malkavian" in dialog.deck_text()
    shown = tree(dialog)
    assert (shown["Crypt"][0], shown["Library"][0]) == (12, 77)
    assert dialog.unmatched.count() == 0
    assert list_texts(dialog.warnings) == ["No problem found."]


def test_the_2018_rules_depend_on_the_players(qtbot, vtes):
    dialog = make_dialog(qtbot, vtes, players=4)
    dialog.load_preset(vtes.deck_presets("en")[0][0])
    assert not dialog.players.isEnabled()
    dialog.rules.setCurrentIndex(dialog.rules.findData("2018"))
    assert dialog.players.isEnabled()
    read(qtbot, dialog)
    assert list_texts(dialog.warnings) == ["No problem found."]  # 77 <= 40 + 10 x 4
    dialog.players.setValue(3)
    read(qtbot, dialog)
    assert list_texts(dialog.warnings) == ["Warning: The library has 77 cards; it needs 40 to 70."]


def test_export_in_every_format_reads_back_the_same_deck(qtbot, vtes, twda_decks, tmp_path):
    _, text, expected = twda_decks[0]
    dialog = make_dialog(qtbot, vtes, text=text)
    assert vtes.deck_formats()
    for fmt in vtes.deck_formats():
        path = tmp_path / f"deck-{fmt}.txt"
        assert dialog.export_to(path, fmt)
        again = vtes.parse_deck(path.read_text(encoding="utf-8"))
        assert {e.catalog: e.count for e in again.entries} == expected, fmt
        assert again.unmatched == [], fmt
    dialog.format.setCurrentIndex(dialog.format.findData("lackey"))
    assert dialog.copy()
    assert QGuiApplication.clipboard().text() == vtes.export_deck(dialog.report, "lackey")


def test_nothing_to_export_or_accept_without_cards(qtbot, vtes, tmp_path):
    dialog = make_dialog(qtbot, vtes, text="just some words\n")
    assert not dialog.export_button.isEnabled()
    assert not dialog.export_to(tmp_path / "x.txt", "twd") and not (tmp_path / "x.txt").exists()
    dialog._accept()
    assert dialog.result() == 0 and "No card" in dialog.status.text()


def test_files_utf8_latin1_missing_and_binary(qtbot, vtes, tmp_path):
    dialog = make_dialog(qtbot, vtes)
    old = tmp_path / "old.txt"
    old.write_bytes("Crypt\n2x Anson\nLibrary\n4x Pentex\u2122 Subversion\n".encode("utf-8"))
    assert dialog.load_file(old) and read(qtbot, dialog).report.count("library") == 4
    latin = tmp_path / "latin.txt"
    latin.write_bytes(
        "Deck Name: Caf\u00e9\nCrypt\n2x Anson\nLibrary\n3x Deflection\n".encode("latin-1")
    )
    assert read_text_file(latin).startswith("Deck Name: Caf\u00e9")
    assert dialog.load_file(latin) and read(qtbot, dialog).report.count("crypt") == 2
    before = dialog.deck_text()
    assert not dialog.load_file(tmp_path / "missing.txt")
    assert "missing.txt" in dialog.status.text() and dialog.deck_text() == before
    binary = tmp_path / "picture.png"
    binary.write_bytes(b"\x89PNG\0\0\0")
    assert not dialog.load_file(binary) and dialog.deck_text() == before


def test_a_file_dropped_on_the_dialog_is_read(qtbot, vtes, tmp_path):
    dialog = make_dialog(qtbot, vtes)
    dialog.show()
    deck = tmp_path / "deck.txt"
    deck.write_text("Crypt\n3x Anson\nLibrary\n5x Deflection\n", encoding="utf-8")
    assert drop_file(dialog, deck, dialog.cards.mapTo(dialog, QPoint(20, 20)))
    read(qtbot, dialog)
    assert dialog.report.count("crypt") == 3 and dialog.report.count("library") == 5
    deck.write_text("Crypt\n2x Anson\n", encoding="utf-8")
    assert drop_file(dialog, deck, dialog.text.mapTo(dialog, QPoint(40, 40)))
    assert dialog.deck_text() == "Crypt\n2x Anson\n"
    deck.write_text("Crypt\n1x Anson\n", encoding="utf-8")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(deck))])
    dialog.text.insertFromMimeData(mime)  # dropped on the editor: the file, not its address
    assert dialog.deck_text() == "Crypt\n1x Anson\n"


def test_a_guessed_name_is_shown_as_read_as(qtbot, vtes):
    dialog = make_dialog(qtbot, vtes, text="Crypt\n2x Anson\nLibrary\n3x Deflecton\n")
    assert list_texts(dialog.unmatched) == [
        "Line 4: 3x Deflecton \u2014 Read as Deflection: check the name."
    ]
    assert "Every line was understood" not in dialog.unmatched_label.text()
    assert tree(dialog)["Library"] == (3, {"Deflection": 3})


def test_the_dialog_stays_responsive_while_a_long_text_is_read(qtbot, vtes, monkeypatch):
    """The reading runs on another thread, the busy bar shows meanwhile, the window keeps
    painting (a timer on the UI thread keeps ticking) and the result arrives."""
    dialog = make_dialog(qtbot, vtes)
    real = vtes.parse_deck
    threads = []

    def slow_parse(text, language="en"):
        threads.append(threading.current_thread())
        time.sleep(1.0)  # a reading as slow as before the parser was bounded
        return real(text, language)

    monkeypatch.setattr(vtes, "parse_deck", slow_parse)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(10)
    text = "3x Deflection\n" + "\n".join(f"lorem {i}" for i in range(10_000))
    dialog.text.setPlainText(text)
    dialog.timer.timeout.emit()
    assert dialog.parsing and dialog.progress.isVisibleTo(dialog)
    read(qtbot, dialog)
    timer.stop()
    assert threads and threads[0] is not threading.main_thread()
    assert not dialog.progress.isVisibleTo(dialog)
    assert dialog.report is not None and dialog.report.count("library") == 3
    assert "reading stopped here" in list_texts(dialog.unmatched)[-1]
    gaps = [b - a for a, b in zip(ticks, ticks[1:], strict=False)]
    assert len(ticks) > 20 and max(gaps) < 0.5  # the UI thread never froze


def test_an_edit_during_a_reading_is_read_after_it(qtbot, vtes, monkeypatch):
    dialog = make_dialog(qtbot, vtes)
    real = vtes.parse_deck

    def slow_parse(text, language="en"):
        time.sleep(0.3)
        return real(text, language)

    monkeypatch.setattr(vtes, "parse_deck", slow_parse)
    dialog.text.setPlainText("3x Deflection\n")
    dialog.timer.timeout.emit()
    dialog.text.setPlainText("4x Deflection\n")
    dialog.timer.timeout.emit()
    read(qtbot, dialog)
    assert dialog.report.count("library") == 4
