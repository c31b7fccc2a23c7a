"""Draws a card face from its data (:class:`~vtt.core.faces.CardFace`), for any game.

The face is laid out in a fixed design space of 630 x 880 (ten times a card's table size)
that the painter scales to the target, so the proportions are the same at every size and
the glyphs are rasterised at the final device size (sharp at any zoom).  Text that does not
fit shrinks; a title may take two lines.

Cards on the table are small (50 to 130 pixels wide), so they get a compact layout that
puts first what a player looks for at that size: the name, the capacity or strength in the
corner, the type marks and the cost on a coloured strip, the discipline or class badges
large; the card's text follows in whatever room is left (the preview shows it whole).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTextOption

from ...core.faces import Badge, CardFace
from .fonts import font

W, H = 630.0, 880.0
_MARGIN = 22.0


def _font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    return font(int(px), bold, italic, unhinted=True)


def fit_font(
    text: str,
    rect: QRectF,
    largest: float,
    smallest: float,
    *,
    bold: bool = False,
    italic: bool = False,
    wrap: bool = True,
) -> QFont:
    """The largest font (by steps) in which ``text`` fits ``rect``, word-wrapped."""
    flags = int(Qt.TextFlag.TextWordWrap) if wrap else 0
    px = largest
    while px > smallest:
        font = _font(px, bold, italic)
        used = QFontMetricsF(font).boundingRect(rect, flags, text)
        if used.width() <= rect.width() + 0.5 and used.height() <= rect.height() + 0.5:
            return font
        px *= 0.92
    return _font(smallest, bold, italic)


def _lighter(colour: QColor, amount: float) -> QColor:
    """Mix ``colour`` with white (amount 0..1)."""
    return QColor(
        int(colour.red() + (255 - colour.red()) * amount),
        int(colour.green() + (255 - colour.green()) * amount),
        int(colour.blue() + (255 - colour.blue()) * amount),
    )


def paint_face(painter: QPainter, face: CardFace, compact: bool = False) -> None:
    """Paint ``face`` in the 630 x 880 design space (the caller scales the painter).

    ``compact`` is for cards shown small on the table: the title gets most of the room and
    the rules text (unreadable at that size anyway; the preview shows it) is left out."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    frame = QColor(face.colour)
    outline = QPainterPath()
    outline.addRoundedRect(QRectF(0, 0, W, H), 34, 34)
    painter.fillPath(outline, frame.darker(115))
    inner = QRectF(_MARGIN, _MARGIN, W - 2 * _MARGIN, H - 2 * _MARGIN)
    panel = QPainterPath()
    panel.addRoundedRect(inner, 20, 20)
    painter.fillPath(panel, QColor("#f7f1e3"))

    left = inner.left() + 14
    right = inner.right() - 14
    top = inner.top() + 8
    title_left = left
    if face.corner:
        box = QRectF(left - 4, top + 4, 150, 140)
        painter.setPen(frame)
        painter.setFont(fit_font(face.corner, box, 120, 40, bold=True, wrap=False))
        painter.drawText(
            box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, face.corner
        )
        title_left = box.right() + 10
    if compact:
        _paint_compact(painter, face, frame, QRectF(title_left, top, right - title_left, 250))
        return
    title_h = 150
    title_rect = QRectF(title_left, top, right - title_left, title_h)
    painter.setPen(QColor("#1a1a1a"))
    painter.setFont(fit_font(face.title, title_rect, 84, 30, bold=True))
    painter.drawText(
        title_rect, Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, face.title
    )

    line_y = top + title_h + 8
    painter.setPen(QPen(frame, 5))
    painter.drawLine(int(left), int(line_y), int(right), int(line_y))
    kind_rect = QRectF(left, line_y + 8, right - left, 64)
    if face.cost:
        cost_font = fit_font(face.cost, QRectF(0, 0, 260, 64), 52, 24, bold=True, wrap=False)
        cost_w = QFontMetricsF(cost_font).horizontalAdvance(face.cost) + 8
        painter.setFont(cost_font)
        painter.setPen(QColor("#7a1010"))
        painter.drawText(
            QRectF(right - cost_w, kind_rect.top(), cost_w, 64),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            face.cost,
        )
        kind_rect.setRight(right - cost_w - 12)
    if face.icons:
        kind_rect.setLeft(_paint_icons(painter, kind_rect, face.icons) + 10)
    if face.kind:
        painter.setPen(QColor("#333333"))
        painter.setFont(fit_font(face.kind, kind_rect, 48, 22, italic=True, wrap=False))
        painter.drawText(
            kind_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, face.kind
        )

    show_text = bool(face.text)
    # the picture box is decoration (a symbol, or the initial): with text to show, it keeps
    # to what the badges need unless the face has a symbol of its own
    art_h = (300 if face.big else 190) if show_text else inner.bottom() - 10 - (line_y + 82)
    art = QRectF(left, line_y + 82, right - left, art_h)
    _paint_art(painter, art, face, frame)
    if face.badges:
        _paint_badges(painter, QRectF(art.left(), art.bottom() - 92, art.width(), 84), face.badges)

    footer_h = 46 if face.footer else 0
    text_rect = QRectF(
        left, art.bottom() + 14, right - left, inner.bottom() - 10 - footer_h - (art.bottom() + 14)
    )
    if show_text and text_rect.height() > 20:
        painter.setPen(QColor("#1a1a1a"))
        painter.setFont(fit_font(face.text, text_rect, 46, 14))
        option = QTextOption(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        painter.drawText(text_rect, face.text, option)
    if footer_h:
        foot = QRectF(left, inner.bottom() - footer_h - 6, right - left, footer_h)
        painter.setPen(QColor("#555555"))
        painter.setFont(fit_font(face.footer, foot, 34, 16, wrap=False))
        painter.drawText(
            foot, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, face.footer
        )


def _paint_compact(painter: QPainter, face: CardFace, frame: QColor, title_rect: QRectF) -> None:
    """The table-size face below the corner: the title large, a strip in the frame's
    colour with the type marks, the type and the cost, the badges large, then the text (or
    the face's own big symbol, when it has one)."""
    inner = QRectF(_MARGIN, _MARGIN, W - 2 * _MARGIN, H - 2 * _MARGIN)
    left, right = inner.left() + 14, inner.right() - 14
    painter.setPen(QColor("#1a1a1a"))
    painter.setFont(fit_font(face.title, title_rect, 140, 40, bold=True))
    painter.drawText(
        title_rect, Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, face.title
    )
    strip = QRectF(inner.left(), title_rect.bottom() + 8, inner.width(), 124)
    painter.fillRect(strip, frame)
    row = strip.adjusted(14, 12, -14, -12)
    if face.cost:
        cost_font = fit_font(face.cost, QRectF(0, 0, 330, row.height()), 84, 30, bold=True)
        cost_w = QFontMetricsF(cost_font).horizontalAdvance(face.cost) + 28
        pill = QRectF(row.right() - cost_w, row.top(), cost_w, row.height())
        painter.setBrush(QColor("#f7f1e3"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(pill, 30, 30)
        painter.setFont(cost_font)
        painter.setPen(QColor("#7a1010"))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, face.cost)
        row.setRight(pill.left() - 12)
    if face.icons:
        row.setLeft(_paint_icons(painter, row, face.icons, light=True) + 12)
    kind_font = fit_font(face.kind, row, 64, 30, bold=True, wrap=False)
    kind = QFontMetricsF(kind_font).elidedText(face.kind, Qt.TextElideMode.ElideRight, row.width())
    if kind and (kind == face.kind or not face.icons):  # the marks say it when cut short
        painter.setPen(QColor("white"))
        painter.setFont(kind_font)
        painter.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, kind)
    rest = QRectF(
        left, strip.bottom() + 14, right - left, inner.bottom() - 12 - strip.bottom() - 14
    )
    if face.badges:
        size = min(170.0, (rest.width() - 8 * (len(face.badges) - 1)) / len(face.badges))
        _paint_badges(painter, QRectF(rest.left(), rest.top(), rest.width(), size), face.badges)
        rest.setTop(rest.top() + size + 14)
    if face.big:
        _paint_art(painter, rest, face, frame)
    elif face.text and rest.height() > 60:
        painter.setPen(QColor("#1a1a1a"))
        painter.setFont(fit_font(face.text, rest, 44, 26))
        option = QTextOption(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        painter.save()
        painter.setClipRect(rest)
        painter.drawText(rest, face.text, option)
        painter.restore()


def _paint_icons(
    painter: QPainter, row: QRectF, icons: tuple[Badge, ...], light: bool = False
) -> float:
    """The type marks, left to right in ``row``: a white symbol on a chip of the type's
    colour, or (``light``, on a strip of that colour) the symbol in the colour on a light
    chip; returns where they end."""
    size = row.height()
    x = row.left()
    for icon in icons:
        chip = QRectF(x, row.top(), size * 1.1, size)
        path = QPainterPath()
        path.addRoundedRect(chip, size * 0.22, size * 0.22)
        painter.fillPath(path, QColor("#f7f1e3") if light else QColor(icon.colour))
        painter.setPen(QColor(icon.colour) if light else QColor("white"))
        painter.setFont(
            fit_font(icon.text, chip.adjusted(6, 4, -6, -4), size * 0.8, 10, bold=True, wrap=False)
        )
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, icon.text)
        x = chip.right() + 8
    return x - 8


def _paint_art(painter: QPainter, art: QRectF, face: CardFace, frame: QColor) -> None:
    """The picture box: the face's big symbol, or a soft panel in the frame colour."""
    box = QPainterPath()
    box.addRoundedRect(art, 14, 14)
    painter.fillPath(box, _lighter(frame, 0.82))
    painter.setPen(QPen(_lighter(frame, 0.4), 3))
    painter.drawPath(box)
    symbol = face.big or (face.title[:1].upper() if face.title else "")
    if symbol:
        painter.setPen(frame if face.big else _lighter(frame, 0.55))
        painter.setFont(
            fit_font(
                symbol,
                art.adjusted(10, 10, -10, -10),
                art.height() * 0.8,
                30,
                bold=True,
                wrap=False,
            )
        )
        painter.drawText(art, Qt.AlignmentFlag.AlignCenter, symbol)


def _paint_badges(painter: QPainter, row: QRectF, badges: tuple[Badge, ...]) -> None:
    """Discipline or class marks, left to right; superior ones are larger, filled squares."""
    size = min(row.height(), (row.width() - 8 * (len(badges) - 1)) / max(1, len(badges)))
    x = row.left()
    for badge in badges:
        colour = QColor(badge.colour)
        if badge.superior:
            rect = QRectF(x, row.bottom() - size, size, size)
            path = QPainterPath()
            path.addRoundedRect(rect, size * 0.18, size * 0.18)
            painter.fillPath(path, colour)
            painter.setPen(QPen(QColor("#111111"), 4))
            painter.drawPath(path)
            painter.setPen(QColor("white"))
        else:
            inset = size * 0.12
            rect = QRectF(
                x + inset, row.bottom() - size + inset, size - 2 * inset, size - 2 * inset
            )
            painter.setBrush(QColor("white"))
            painter.setPen(QPen(colour, 5))
            painter.drawEllipse(rect)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(colour)
        painter.setFont(
            fit_font(
                badge.text,
                rect.adjusted(4, 4, -4, -4),
                rect.height() * 0.55,
                10,
                bold=badge.superior,
                wrap=False,
            )
        )
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, badge.text)
        x += size + 8
