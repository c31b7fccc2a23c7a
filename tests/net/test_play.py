"""Several clients in one event loop play through a host; every mirror stays exact."""

from vtt.core import commands as C


def test_four_players_and_a_spectator_mirror_their_views(table):
    t = table()
    players = [t.client(f"p{i}", seat=i) for i in range(4)]
    watcher = t.client("w", spectate=True)
    assert t.host.started
    assert [p.seat for p in players] == [0, 1, 2, 3] and watcher.seat == -1
    t.assert_mirrors()
    for i, p in enumerate(players):
        t.act(p, C.Draw(seat=i, n=2))
    hand = players[1].view.zones["s1.hand"].cards
    t.act(players[1], C.Move(seat=1, card=hand[0].id, to="s1.play", x=50, y=20))
    t.act(players[2], C.Say(seat=2, text="hola"))
    assert watcher.view.zones["s1.play"].cards[0].catalog == hand[0].catalog
