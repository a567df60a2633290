"""The roll-off's Putter tumbles showing only its own faces, each printed the way it reads (never turned on its side,
where a "3" looked like the curve of another club's die)."""

from __future__ import annotations

from game.render.dice import THROW_TIME
from game.rules.rollinone import data
from game.scenes.rollinone.tray import ClubTray


def test_the_putter_of_the_roll_off_tumbles_on_its_own_faces_never_on_its_side():
    putter = set(data.CLUB_BY_ID[data.FIRST_PLAYER_DIE].faces)
    for seed in range(6):
        tray = ClubTray(seed=seed)
        tray.throw(data.FIRST_PLAYER_DIE, "3", 0, by="Ada", note="The lowest roll holds the first-player token.")
        die = tray.dice.dice[0]
        turns = []
        for _ in range(int(THROW_TIME * 60) + 2):
            tray.update(1 / 60)
            assert die.face in putter, f"the Putter showed {die.face!r}"
            turns.append(die.pose()[1])
        assert all(-45 <= a <= 45 for a in turns), f"seed {seed}: drawn turned by {max(turns, key=abs):.0f} degrees"
        assert max(turns) - min(turns) > 20, "it still spins as it tumbles"
        assert die.face == "3"
