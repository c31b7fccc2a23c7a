"""Dropping a file on a window as the window system does: a drag entering the native
window, then the drop, both routed by Qt to the widget under the point."""

import warnings
from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget


def drop_file(window: QWidget, path: Path, where: QPoint | None = None) -> bool:
    """Drop ``path`` at ``where`` (window coordinates) on a shown top-level ``window``;
    whether the drag was accepted."""
    where = where or QPoint(window.width() // 2, window.height() // 2)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # the QPoint constructor
        enter = QDragEnterEvent(where, Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(window.windowHandle(), enter)
    drop = QDropEvent(QPointF(where), Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(window.windowHandle(), drop)
    return enter.isAccepted()
