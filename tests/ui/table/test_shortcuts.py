"""The table's key registry: ids, labels, defaults, and rebinding."""

from vtt.ui import shortcuts


def test_every_action_has_a_label_and_a_distinct_key():
    actions = shortcuts.all_actions()
    ids = [a.id for a in actions]
    assert len(ids) == len(set(ids))
    keys = [a.default for a in actions]
    assert len(keys) == len(set(keys))
    assert {
        "lock",
        "unlock",
        "draw",
        "flip",
        "counter_add",
        "counter_remove",
        "magnifier",
        "unlock_all",
        "shuffle",
        "draw_n",
        "look_top",
        "search",
    } <= set(ids)
    # the shell's standard keys stay free
    assert not {"Ctrl+S", "Ctrl+N", "Ctrl+O", "Ctrl+Z", "Ctrl+Y"} & set(keys)


def test_rebinding_and_reset(qapp):
    try:
        shortcuts.set_bindings({"draw": "Ctrl+D", "nonsense": "X"})
        assert shortcuts.bindings()["draw"] == "Ctrl+D"
        assert "nonsense" not in shortcuts.bindings()
        shortcuts.set_bindings({"draw": ""})
        assert shortcuts.bindings()["draw"] == "D"
    finally:
        shortcuts.reset_bindings()


def test_rebinding_reaches_a_live_view(table):
    session, controller, view = table
    try:
        shortcuts.set_bindings({"draw": "Ctrl+D"})
        assert view._key_actions["draw"].shortcut().toString() == "Ctrl+D"
    finally:
        shortcuts.reset_bindings()
