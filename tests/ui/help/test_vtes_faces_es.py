"""VTES card faces in Spanish, and user pictures found whatever the app's language."""

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage

from vtt.games import get_game
from vtt.games.vtes.cards import load_cards
from vtt.ui.render.card_renderer import CardRenderer
from vtt.ui.render.image_names import normalise_name


def first(test):
    return next(card for card in load_cards().cards.values() if test(card))


def combat_card():
    return first(lambda c: c.types == ("Combat",) and c.blood_cost == "1" and "es" in c.i18n)


def test_a_spanish_face_has_no_english_word_in_its_lines(qtbot, spanish):
    module = get_game("vtes")
    card = combat_card()
    face = module.face(card.catalog, "es")
    assert face.title == card.display_name("es")
    assert (face.kind, face.cost) == ("Combate", "1 de sangre")
    vampire = first(lambda c: c.is_crypt and c.sect == "Camarilla" and c.title == "Prince")
    crypt = module.face(vampire.catalog, "es")
    assert crypt.kind.startswith("Vampiro")
    assert crypt.footer.startswith("Grupo ") and "Príncipe" in crypt.footer
    trifle = module.face(first(lambda c: c.trifle and c.pool_cost == "1").catalog, "es")
    assert trifle.kind == "Heril" and trifle.cost == "1 de reserva sanguínea"
    assert "Nimiedad" in trifle.footer
    pixmap = CardRenderer().render(face, QSize(300, 419))
    assert not pixmap.isNull() and pixmap.width() == 300
    english = module.face(card.catalog, "en")
    assert (english.kind, english.cost) == ("Combat", "1 blood")


def test_pictures_match_by_english_name_or_id_in_every_language(qtbot, tmp_path):
    module = get_game("vtes")
    card = combat_card()
    spanish = module.face(card.catalog, "es")
    assert spanish.title != card.name  # the title is translated; the picture keeps its name
    renderer = CardRenderer()
    drawn = renderer.render(spanish, QSize(63, 88)).toImage()
    for file_name, colour in ((card.name, "#00ff00"), (str(card.id), "#ff00ff")):
        folder = tmp_path / colour[1:]
        folder.mkdir()
        picture = QImage(50, 70, QImage.Format.Format_RGB32)
        picture.fill(QColor(colour))
        picture.save(str(folder / f"{normalise_name(file_name)}.png"))
        try:
            renderer.set_image_folder(folder)
            for face in (spanish, module.face(card.catalog, "en")):
                shown = renderer.render(face, QSize(63, 88)).toImage()
                assert shown != drawn
                assert QColor(shown.pixel(31, 44)) == QColor(colour)
        finally:
            renderer.set_image_folder(None)
