"""Rollecate's part of the shared table: the railway, the hands, the piles and the dice.

Thin on purpose: the stage draws (:mod:`.stage`), the animation shows events
(:mod:`.animate`), the controls take a person's choices (:mod:`.choices`).
Hidden hands: everything drawn comes from ``state.view(table.viewer)``, or
from a view with the hand emptied while nobody may look, and from events
filtered for that seat (:func:`game.rules.rollecate.events.for_seat`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.match.hint import Hint
from game.rules.protocol import CHANCE, TERMINAL, Action
from game.rules.rollecate import actions, railway
from game.rules.rollecate.actions import RollecateAction
from game.rules.rollecate.events import RollecateEvent, RoundScored, for_seat
from game.rules.rollecate.state import RollecateState
from game.rules.rollecate.view import RollecateView
from game.scenes.rollecate import hint_ghost, scores
from game.scenes.rollecate import layout as layout_mod
from game.scenes.rollecate.choices import Controls
from game.scenes.rollecate.figures import seat_figures
from game.scenes.rollecate.railway_view import Ghost
from game.scenes.rollecate.round_end import RoundOver
from game.scenes.rollecate.stage import Stage
from game.scenes.table import outcome_note
from game.scenes.table.game import TableGame, skip_hint
from game.ui.controls import hint, last_device
from game.ui.words import possessive, subject

if TYPE_CHECKING:
    from game.scenes.ranking import RankEntry
    from game.scenes.scorecard import ScoreTable
    from game.scenes.table.scene import TableScene

NOBODY = -1
"""The seat used to filter events while nobody may look: every hidden card is blanked."""


def seen_view(state: RollecateState, viewer: int | None) -> RollecateView:
    """The view the screen may draw: the viewer's own, or (nobody looking) one whose hand is emptied."""
    if viewer is not None:
        return state.view(viewer)
    return dataclasses.replace(state.view(0), viewer=NOBODY, hand=(), unseen=())


class RollecateGame(TableGame[RollecateState, RollecateAction, RollecateEvent]):
    """Rollecate on the shared table."""

    title = "Rollecate"
    rules_id = "rollecate"
    score_label = "points"
    rematch_detail = "same players and rounds"

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self._viewer: int | None = None  # the table sets its viewer after building us; sync() picks it up
        self.stage = Stage(table.seats, seen_view(table.state, None), None, seed=table.record.seed)
        self.stage.sound = lambda name, volume=1.0: table.app.sounds.play(name, volume)
        self.stage.on_round_over = self._round_over
        self.stage.outcome = table.outcome
        self.stage.banner_rect = lambda: pygame.Rect(table.banner_rect) if table.banner is not None else None
        self.controls = Controls(self.stage)
        self.controls.send = self._send
        self._decision: tuple[int, int] | None = None
        self._computer_until = 0.0
        self.scale = 1.0

    # ------------------------------------------------------------------ helpers
    @property
    def state(self) -> RollecateState:
        """The engine's state."""
        return self.table.state

    def _send(self, action: Action) -> None:
        if self.table.may_act():
            self.table.play(action)

    def viewer(self) -> int | None:
        """Whose hand may be drawn: the table's viewer, but nobody's while a round is set up with several
        people at the screen (cards are dealt to everyone then, and no hand-over comes between them)."""
        viewer = self.table.viewer
        if viewer is not None and self.state.is_setup and len(self.table.human_seats()) > 1:
            return None
        return viewer

    def _check_viewer(self) -> None:
        """The person at the screen changed (hand-over confirmed, or nobody now): show their view only."""
        viewer = self.viewer()
        if viewer != self._viewer:
            self._viewer = viewer
            self.controls.stop()
            self._decision = None
            self.stage.resync(seen_view(self.state, viewer), viewer)

    def _open_decision(self) -> None:
        """Start the controls once per decision of the person at the screen."""
        state = self.state
        seat = state.current_player
        if not self.table.may_act() or seat < 0 or seat != self.table.viewer or self.stage.animation.busy:
            if self.controls.active and not self.table.may_act():
                self.controls.stop()
                self._decision = None
            return
        key = (self.table.ply, seat)
        if key == self._decision and self.controls.active:
            return
        view = state.view(seat)
        shown_view = seen_view(state, self._viewer)
        if not self.stage.shown.same_as(type(self.stage.shown).from_view(shown_view, self._viewer)):
            self.stage.resync(shown_view, self._viewer)  # a safety net: what is drawn must be what the view holds
        self._decision = key
        self.controls.start(view)

    # ------------------------------------------------------------------ layout and drawing
    def layout(self, board: pygame.Rect, strip: pygame.Rect, scale: float) -> None:
        self.scale = scale
        self.stage.set_layout(board, scale)

    def panel_extra_height(self, scale: float) -> int:
        return layout_mod.extra_height(len(self.table.seats), scale)

    def draw_panel_extra(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.stage.draw_extra(surface, rect)

    def draw_hint(self, surface: pygame.Surface, hint: Hint) -> list[pygame.Rect]:
        """The hint's ghost on the railway (scenes/rollecate/hint_ghost.py)."""
        return [r for r in (hint_ghost.draw(self, surface, hint), self.stage.lay.hand) if r is not None]  # (the card keeps off the hand)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        docked = self._docked()
        self.stage.draw_overlay(surface, captions=docked is None)
        if docked is not None:
            outcome_note.draw(surface, docked, [(line, "") for line in self.stage.animation.lasting()], self.scale)

    def _docked(self) -> list[pygame.Rect] | None:
        """Where the last action's captions go while a person decides: the side panel, clear of the railway (None: over it)."""
        a = self.stage.animation
        if not self.table.may_act() or any(c.time is not None for c in a.captions) or not a.lasting():
            return None
        return outcome_note.place(self.table, [(line, "") for line in a.lasting()])

    def draw_board(self, surface: pygame.Surface) -> None:
        self._check_viewer()
        shown = self.stage.shown
        top = None
        if shown.pending_seat is not None and shown.piles[shown.pending_seat]:
            top = shown.piles[shown.pending_seat][-1]
        self.stage.on_turn = self.table.shown_seat()  # the table's owner: it moves on only after the animations
        self.stage.draw(surface, self.controls.active, top)

    def draw_strip(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.controls.active:
            self.controls.draw(surface, rect, self.scale)

    def instruction(self) -> str:
        state = self.state
        seat = state.current_player
        if seat == TERMINAL:
            return "The game is over."
        if seat < 0:
            return "The cards and dice decide…"
        name = self.stage.name(seat)
        if self.table.is_computer(seat):
            return f"{subject(scores.seat_words(self.table.seats[seat]), 'be')} thinking…"
        if seat != self.table.viewer:
            return f"{possessive(name)} turn."
        phase = state.phase
        last = " Last turn of the round." if state.last_turn else ""
        return self._instruction_for(name, phase) + last

    def _instruction_for(self, name: str, phase: str) -> str:
        state = self.state
        if phase == actions.SETUP_LAY:
            return f"{name}: lay the turned-up card at the railway's end — ←→ pick a ghost, Enter lays it (or click)."
        if phase == actions.PENALTY:
            return f"{name}: lay your penalty cards one by one — ←→ Enter, click, or drag onto your pile; a pair cancels."
        if phase == actions.LAY and not self.controls.placing:  # a card laid stands: there is nothing to go back to
            return f"{name}: lay another {state.play_number} or roll — ←→ Enter, {hint('roll')} roll."
        if self.controls.placing:
            if last_device() == "pad":  # the digits are keys: a controller walks the places, and its shoulders change the card
                return f"{name}: choose where the card goes — ←→, Enter lays it, {hint('previous', 'next')} another card."
            return f"{name}: choose where the card goes — ←→ or {hint('place')}, Enter lays it, Backspace back; wheel/drag the railway."
        return f"{name}: pick a card to lay, a chaos card to discard, or pass — ←→ Enter, {hint('pass')} pass."

    def panel_heading(self) -> tuple[str, str]:
        state = self.state
        shown = self.stage.shown.round  # the round on the table (its results may still be up while the engine set up the next)
        line = f"Round {min(shown, state.rounds - 1) + 1} of {state.rounds}" if state.rounds > 1 else "One round"
        if state.derail_limit is not None:
            line += f" · derail limit {state.derail_limit}"
        return (line, self.title)

    def seat_line(self, seat: int) -> tuple[str, str]:
        """Points so far and cards in hand, as the table shows them now (the mats and the scorecard say the same)."""
        fig = seat_figures(self.stage.shown, seat)
        note = f"{fig.hand} in hand"
        if self.stage.derail_limit is not None:
            note += f" · derailed {fig.derailments} of {self.stage.derail_limit}"
        return (str(fig.total), note)

    def turn_line(self, seat: int) -> str:
        if self.state.phase in (actions.SETUP_DRAW, actions.SETUP_LAY):  # the turn is announced at the draw before the lay
            return "lay a card of the first railway"
        return "draw, then pass, lay track or discard chaos"

    # ------------------------------------------------------------------ flow
    def turn_owner(self) -> int | None:
        """The player on turn, named at the draw that starts the turn (the hand-over comes first);
        nobody while cards are dealt or boxed."""
        state = self.state
        if state.current_player == TERMINAL or state.phase in (actions.DEAL, actions.REMOVE):
            return None
        if state.phase == actions.SETUP_DRAW:
            return (state.first + state.count) % state.players
        return int(state.seat)

    def decision_on_screen(self) -> object:
        """The card picked to be laid (its ghosts shown): a hint asked before answered which card."""
        return self.controls.placing

    def busy(self) -> bool:
        return self.stage.animation.busy or self.stage.dice.rolling

    def update(self, dt: float) -> None:
        self._check_viewer()
        self.stage.update(dt)
        self._open_decision()

    def skip(self) -> None:
        self.stage.animation.skip()

    def showing(self) -> str:
        """While the dice roll and an outcome is read: who rolls, then what came of it."""
        stage = self.stage
        if stage.dice.rolling:
            seat = self.table.last_owner
            who = stage.name(seat) if seat is not None else "Everyone"
            return f"{subject(who, 'roll')} the dice… {skip_hint()}"
        lasting = stage.animation.lasting()
        return f"{lasting[-1].rstrip('.')}. {skip_hint()}" if lasting else skip_hint()

    def wake_in(self) -> float | None:
        """Still only once the person's choices are open and nothing moves (the app may then rest)."""
        stage = self.stage
        if not self.controls.active or stage.animation.busy or stage.animation.moving or stage.dice.rolling or stage.rail_view.camera.gliding:
            return 0.0
        return None

    def present(self, before: RollecateState, action: RollecateAction, events: Sequence[RollecateEvent]) -> None:
        viewer = self.viewer()
        if viewer != self._viewer:
            # this very action changed who looks (a computer's turn comes, a new round is set up): show the table as
            # it was before the action, then play the action's events on it — never on the table after it, which
            # would count them twice (a pile showing 8 for a chaos 4, a round's piles shown empty)
            self._viewer = viewer
            self.stage.resync(seen_view(before, viewer), viewer)
        self.controls.stop()
        self._decision = None
        self.stage.rail_view.ghosts = []
        if before.current_player != CHANCE:  # someone acted: the last outcome (captions, the dice) has been read
            self.stage.animation.clear_outcomes()
            self.stage.dice.hide()
        seat = self._viewer if self._viewer is not None else NOBODY
        self.stage.animation.add(for_seat(events, seat))

    def sync(self) -> None:
        self._viewer = self.viewer()
        self.controls.stop()
        self._decision = None
        self.stage.resync(seen_view(self.state, self._viewer), self._viewer)

    def show_computer_choice(self, seat: int, action: RollecateAction) -> float:
        """Show the computer's move before it happens: the ghost of a card it lays, or a caption."""
        kind, args = actions.parse(action)
        name = self.stage.name(seat)
        if kind == "track":
            card, turn = str(args[0]), str(args[1])
            laid = railway.fits(self.stage.shown.rail, card, turn)
            if laid is not None:  # the card becomes public as it is laid: showing its ghost first hides nothing
                self.stage.rail_view.ghosts = [Ghost(("track", card, turn), laid)]
                self.stage.rail_view.focus = 0
                self.stage.refollow()  # the computer's ghost in view, like a person's
            return 0.8
        if kind == "roll":
            self.stage.animation.say(f"{subject(name, 'roll')} the dice", time=1.0)
            return 0.5
        if kind == "chaos":
            return 0.5
        if kind == "penalty":
            return 0.35
        return 0.6

    def prepare_human(self, seat: int) -> None:
        self._open_decision()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.table.may_act() and self.controls.active and self.controls.handle_event(event):
            return True
        used = self.stage.rail_view.camera.handle_event(event)
        clicked = self.stage.rail_view.camera.clicked
        if clicked is not None and self.controls.active and event.type == pygame.MOUSEBUTTONUP:
            return self.controls.handle_event(event)
        return used

    def handover_needed(self, previous: int | None, seat: int) -> bool:
        """Before every human turn when two or more people play (set-up lays show no hand: none then)."""
        humans = self.table.human_seats()
        if seat not in humans or len(humans) < 2:
            return False
        if self.state.is_setup:
            return False  # laying the first railway shows no hand
        return previous != seat

    def handover_detail(self, seat: int) -> str:
        return "Your hand is shown once you are ready; the others look away."

    # ------------------------------------------------------------------ end of a round
    def _round_over(self, event: RoundScored) -> None:
        seats = self.table.seats
        overlay = RoundOver(self.table.app, seats, event, self.state.rounds, self.state.lost, self._after_round, on_menu=self.table.open_pause)
        self.table.hold(overlay, everyone=True)

    def _after_round(self) -> None:
        self.table.release()
        self.sync()

    # ------------------------------------------------------------------ scores and the end
    def score_table(self) -> ScoreTable:
        return scores.score_table(self.state, self.table.seats, self.stage.shown)

    def ranking(self) -> tuple[str, list[RankEntry]]:
        return scores.ranking_title(self.state, self.table.seats), scores.rank_entries(self.state, self.table.seats)

    def winners(self, first: Sequence[int]) -> list[int]:
        return [] if self.state.lost else list(first)  # a solo game lost to the derailment limit has no winner

    def picture_area(self, board: pygame.Rect) -> pygame.Rect:
        """The railway only: the hand below it stays off the saved-games picture."""
        return pygame.Rect(self.stage.lay.railway)

    def describe(self) -> dict[str, Any]:
        state = self.state
        return {"round": f"{min(state.round, state.rounds - 1) + 1} of {state.rounds}", "points": ", ".join(f"{p:g}" for p in state.scores())}

