"""The host override dialog in a VTES rules game: fix a count out of turn, take steps back,
a refusal shown in the dialog, all written in the log."""

from vtt.games.vtes.rules import commands as K
from vtt.ui.dialogs.host_override import HostOverrideDialog

from .conftest import start, vtes_spec


def _row(dialog, prefix: str) -> int:
    return next(
        i
        for i in range(dialog.count_combo.count())
        if dialog.count_combo.itemText(i).startswith(prefix)
    )


def test_the_host_fixes_a_pool_and_takes_it_back(window, qtbot, tmp_path):
    session = start(window, vtes_spec())
    assert window.actions_by_id["host_override"].isEnabled()
    session.submit(K.NextPhase(seat=0))
    dialog = HostOverrideDialog(window.controller, window)
    qtbot.addWidget(dialog)
    dialog.count_combo.setCurrentIndex(_row(dialog, "Bruno: pool (30)"))
    dialog.value_spin.setValue(26)
    assert dialog.fix_count()
    assert session.state.seats[1].counters["pool"] == 26
    assert session.log[-1].host and session.log[-1].kind == "counter"
    # the newest step is first in the list; choosing the second takes back two steps
    assert dialog.steps_list.item(0).text() == "Ana changes Bruno's pool: 26 (-4)."
    dialog.steps_list.setCurrentRow(1)
    assert dialog.take_back_button.text() == "Take back 2 step(s)"
    assert dialog.take_back()
    assert session.state.seats[1].counters["pool"] == 30
    assert session.state.data["rules"]["phase"] == "unlock"
    lines = window.log_panel.lines()
    assert any("The host gives the command a counter change" in line for line in lines)
    assert lines[-1].endswith("The host (Ana) takes back 2 step(s), as the table agreed.")
    dialog.grab().save(str(tmp_path / "host-override.png"))


def test_a_vp_correction_is_booked_apart(window, qtbot):
    session = start(window, vtes_spec())
    dialog = HostOverrideDialog(window.controller, window)
    qtbot.addWidget(dialog)
    dialog.count_combo.setCurrentIndex(_row(dialog, "Carla: vp (0)"))
    dialog.value_spin.setValue(1)
    assert dialog.fix_count() and dialog.error_label.text() == ""
    assert session.state.seats[2].counters["vp"] == 1
    assert session.state.data["rules"]["vp_fixes"][2] == 2
    assert dialog.count_combo.itemText(_row(dialog, "Carla: vp")) == "Carla: vp (1)"
