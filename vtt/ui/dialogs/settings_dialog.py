"""Edit > Settings: language, card images, animations, keys, player, autosave, recent files.

Works on a copy of :class:`vtt.settings.Settings`; the caller saves and applies the copy
when the dialog is accepted.  Table keys are edited per action of :mod:`vtt.ui.shortcuts`.
"""

from __future__ import annotations

import msgspec
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QKeySequenceEdit,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...settings import Settings
from .colour_button import ColourButton


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.original = settings
        self.result_settings = msgspec.structs.replace(
            settings, shortcuts=dict(settings.shortcuts), recent_files=list(settings.recent_files)
        )
        tabs = QTabWidget()
        tabs.addTab(self._general(settings), self.tr("General"))
        tabs.addTab(self._keys(settings), self.tr("Keyboard"))
        box = QVBoxLayout(self)
        box.addWidget(tabs)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.resize(560, 480)

    def _general(self, s: Settings) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.language = QComboBox()
        for code, label in (
            ("system", self.tr("Follow the system")),
            ("en", "English"),
            ("es", "Espa\u00f1ol"),
        ):
            self.language.addItem(label, code)
        self.language.setCurrentIndex(max(0, self.language.findData(s.language)))
        form.addRow(self.tr("Language:"), self.language)
        self.player_name = QLineEdit(s.player_name)
        self.player_name.setPlaceholderText(s.default_name())
        form.addRow(self.tr("Your name:"), self.player_name)
        self.player_colour = ColourButton(s.player_colour)
        form.addRow(self.tr("Your colour:"), self.player_colour)
        folder_row = QWidget()
        row = QHBoxLayout(folder_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.image_folder = QLineEdit(s.image_folder)
        self.image_folder.setPlaceholderText(self.tr("None: cards are drawn from their text"))
        browse = QPushButton(self.tr("Browse\u2026"))
        browse.clicked.connect(self._browse)
        row.addWidget(self.image_folder, 1)
        row.addWidget(browse)
        form.addRow(self.tr("Card image folder:"), folder_row)
        self.image_download = QCheckBox(self.tr("Download missing card images"))
        self.image_download.setChecked(s.image_download)
        form.addRow("", self.image_download)
        self.animations = QCheckBox(self.tr("Animate cards"))
        self.animations.setChecked(s.animations)
        form.addRow("", self.animations)
        self.autosave = QSpinBox()
        self.autosave.setRange(0, 120)
        self.autosave.setSuffix(self.tr(" min"))
        self.autosave.setSpecialValueText(self.tr("Off"))
        self.autosave.setValue(s.autosave_minutes)
        form.addRow(self.tr("Autosave every:"), self.autosave)
        clear = QPushButton(self.tr("Forget recent files ({n})").format(n=len(s.recent_files)))
        clear.clicked.connect(
            lambda: (self.result_settings.recent_files.clear(), clear.setEnabled(False))
        )
        clear.setEnabled(bool(s.recent_files))
        form.addRow(self.tr("Recent files:"), clear)
        return page

    def _keys(self, s: Settings) -> QWidget:
        from ..shortcuts import all_actions

        self.actions = list(all_actions())
        self.keys = QTableWidget(len(self.actions), 2)
        self.keys.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Key")])
        self.keys.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.keys.verticalHeader().hide()
        self.key_edits: dict[str, QKeySequenceEdit] = {}
        for row, action in enumerate(self.actions):
            item = QTableWidgetItem(action.text())
            self.keys.setItem(row, 0, item)
            edit = QKeySequenceEdit(QKeySequence(s.shortcuts.get(action.id, action.default)))
            self.keys.setCellWidget(row, 1, edit)
            self.key_edits[action.id] = edit
        page = QWidget()
        box = QVBoxLayout(page)
        box.addWidget(self.keys)
        reset = QPushButton(self.tr("Restore the default keys"))
        reset.clicked.connect(self._reset_keys)
        box.addWidget(reset)
        return page

    def _reset_keys(self) -> None:
        for action in self.actions:
            self.key_edits[action.id].setKeySequence(QKeySequence(action.default))

    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Card image folder"), self.image_folder.text()
        )
        if folder:
            self.image_folder.setText(folder)

    def _accept(self) -> None:
        s = self.result_settings
        s.language = self.language.currentData()
        s.player_name = self.player_name.text().strip()
        s.player_colour = self.player_colour.colour()
        s.image_folder = self.image_folder.text().strip()
        s.image_download = self.image_download.isChecked()
        s.animations = self.animations.isChecked()
        s.autosave_minutes = self.autosave.value()
        s.shortcuts = {}
        for action in self.actions:
            key = (
                self.key_edits[action.id]
                .keySequence()
                .toString(QKeySequence.SequenceFormat.PortableText)
            )
            if key and key != action.default:
                s.shortcuts[action.id] = key
        self.accept()
