"""The replay's timeline: a bar with every step, ticks at turns, phases and rounds, and the
cursor.  A click or a drag anywhere on it asks for that step."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ...core.replay import PHASE, ROUND, TURN, Mark
from ..log_text import message_text

MARGIN = 8
#: tick height as a share of the bar, and colour, per mark kind
TICKS = {
    ROUND: (1.0, QColor("#b03a2e")),
    TURN: (0.7, QColor("#303030")),
    PHASE: (0.3, QColor("#808080")),
}


class Timeline(QWidget):
    step_requested = Signal(int)

    def __init__(self, length: int, marks: list[Mark], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("replay_timeline")
        self.length = max(1, length)
        self.marks = marks
        self.position = 0
        self.setMouseTracking(True)
        self.setMinimumHeight(36)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setToolTip(self.tr("Click anywhere to go to that step"))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(600, 40)

    def set_position(self, step: int) -> None:
        self.position = step
        self.update()

    def x_of(self, step: int) -> float:
        width = self.width() - 2 * MARGIN
        return MARGIN + width * step / self.length

    def step_at(self, x: float) -> int:
        width = max(1, self.width() - 2 * MARGIN)
        return max(0, min(self.length, round((x - MARGIN) * self.length / width)))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.height()
        bar = QRectF(MARGIN, 4, self.width() - 2 * MARGIN, h - 8)
        p.fillRect(bar, QColor("#e8e4d8"))
        done = QRectF(bar.left(), bar.top(), self.x_of(self.position) - MARGIN, bar.height())
        p.fillRect(done, QColor("#c9bfa0"))
        for mark in self.marks:
            share, colour = TICKS.get(mark.kind, TICKS[PHASE])
            x = self.x_of(mark.step)
            p.setPen(QPen(colour, 1))
            p.drawLine(QPointF(x, bar.bottom()), QPointF(x, bar.bottom() - share * bar.height()))
        x = self.x_of(self.position)
        p.setPen(QPen(QColor("#1a5276"), 3))
        p.drawLine(QPointF(x, 0), QPointF(x, h))
        p.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton:
            self.step_requested.emit(self.step_at(event.position().x()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        step = self.step_at(event.position().x())
        if event.buttons() & Qt.MouseButton.LeftButton:
            self.step_requested.emit(step)
        QToolTip.showText(event.globalPosition().toPoint(), self.describe(step), self)

    def describe(self, step: int) -> str:
        """``step`` in words: its number and the turn, phase or round it is in."""
        words = [self.tr("Step {n}").format(n=step)]
        seen: set[str] = set()
        for mark in reversed(self.marks):
            if mark.step <= step and mark.kind not in seen:
                seen.add(mark.kind)
                if mark.kind != PHASE or TURN not in seen:
                    words.append(message_text(mark.label))
        return " \u2014 ".join(words)
