"""The player set-up screen every game uses: mode, players, balls, computer strength, courses, options.

A game describes what it offers in a :class:`SetupSpec`; the screen hands a
:class:`SetupResult` to the game's start function. The last set-up is kept in
the settings, so the next game starts with the same table by pressing Enter.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.render import drawing
from game.scenes.base import Scene

# the set-up's values and controls live in their own modules; importing them from here keeps working
from game.scenes.setup_saved import (
    saved_choices,
    saved_courses,
    saved_mode,
    saved_options,
    saved_players,
)
from game.scenes.setup_spec import (  # noqa: F401
    DEFAULT_NAMES,
    ChoiceSpec,
    CourseChoice,
    OptionSpec,
    PlayerSpec,
    SetupResult,
    SetupSpec,
    with_shared_options,
)
from game.scenes.setup_widgets import BallSwatch, CourseCard, NameInput
from game.ui import text
from game.ui.controls import hint, keyed, last_device
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.widgets import (
    Button,
    Choice,
    FocusGroup,
    TextInput,
    Toggle,
    Widget,
    focus_ring,
)

if TYPE_CHECKING:
    from game.app import App


COURSE_ROW_MIN = 80
"""Unscaled pixels below which a row of course cards is too short for their pictures."""


class SetupScene(Scene):
    """Choose the table: mode, players, courses, options; Start (Enter) plays."""

    group: FocusGroup[Widget]
    """Built by ``_regroup`` (again whenever the player count changes the rows)."""

    def __init__(self, app: App, spec: SetupSpec, on_start: Callable[[SetupResult], object]) -> None:
        super().__init__(app)
        spec = with_shared_options(spec)
        self.spec = spec
        self.on_start = on_start  # its result (did the game start?) is not needed: a failure has told the player
        saved = app.settings.extra.get(f"{spec.game_id}_setup", {})
        saved = saved if isinstance(saved, dict) else {}
        self.players: list[PlayerSpec] = saved_players(saved.get("players"), spec)
        self.mode_index = saved_mode(saved.get("mode"), spec)
        self.options = saved_options(saved.get("options"), spec)
        self.choices: dict[str, str] = saved_choices(saved.get("choices"), spec)
        self.course_choices: list[CourseChoice] = spec.courses() if spec.courses else []
        paths = [str(c.path) for c in self.course_choices]
        self.selected: list[int] = []
        for p in saved_courses(saved.get("courses")):
            if p in paths and not self.course_choices[paths.index(p)].error and paths.index(p) not in self.selected:
                self.selected.append(paths.index(p))
        self.selected.sort()
        if not self.selected:
            first = next((i for i, c in enumerate(self.course_choices) if not c.error), None)
            self.selected = [first] if first is not None else []
        self.player_top = 0
        self.course_top = 0
        self.visible_rows = 1
        self.visible_course_rows = 1
        self.course_cols = 3
        self._build_widgets()
        self.group.focus(self.start_button)
        self.resize(app.size)

    # widgets ---------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        spec = self.spec
        counts = [str(n) for n in range(spec.min_players, spec.max_players + 1)]
        self.count = Choice("Players", counts, len(self.players) - spec.min_players, self._set_count)
        self.mode = Choice("Mode", [m[1] for m in spec.modes], self.mode_index, self._set_mode) if spec.modes else None
        self.swatches = [BallSwatch(self, i) for i in range(spec.max_players)]
        self.names = [NameInput(f"name {i + 1}", "", partial(self._set_name, i)) for i in range(spec.max_players)]
        for i, t in enumerate(self.names):
            t.label = ""
            if i < len(self.players):
                t.value = self.players[i].name
        self.kinds = [Choice("", self._kind_labels(), 0, partial(self._set_kind, i)) for i in range(spec.max_players)]
        for i, c in enumerate(self.kinds):
            if i < len(self.players):
                c.index = self._kind_index(self.players[i])
        self.cards = [CourseCard(self, i) for i in range(len(self.course_choices))]
        self.folder_button = Button("Open my courses folder", self.open_folder, size_role="small") if self.spec.user_folder else None
        self.choice_widgets = [
            Choice(c.label, [v[1] for v in c.values], [v[0] for v in c.values].index(self.choices[c.key]) if self.choices[c.key] in [v[0] for v in c.values] else 0, partial(self._set_choice, c))
            for c in spec.choices
        ]
        self.option_toggles = [Toggle(o.label, self.options[o.key], partial(self._set_option, o.key)) for o in spec.options]
        self.back_button = Button("Back", self.app.stack.pop)
        self.start_button = Button("Start", self.start)
        self._grey_modes()
        self._regroup()

    def _regroup(self) -> None:
        focused = getattr(self, "group", None) and self.group.focused
        # reading order inside each column: the left one (players) top to bottom, then the right one from
        # its top (mode), so Down from the right column's first control stays in that column
        widgets: list[Widget] = [self.count]
        for i in range(len(self.players)):
            widgets += [self.swatches[i], self.names[i], self.kinds[i]]
        if self.mode is not None:
            widgets.append(self.mode)
        widgets += self.choice_widgets
        widgets += self.cards
        if self.folder_button is not None:
            widgets.append(self.folder_button)
        widgets += self.option_toggles
        widgets += [self.back_button, self.start_button]
        self.group = FocusGroup(widgets)
        self.group.set_scale(self.app.scale)
        if focused in widgets:
            self.group.focus(focused)

    def _kind_labels(self) -> list[str]:
        levels = list(self.spec.levels)
        if len(levels) <= 1:
            return ["Human", "Computer"]
        return ["Human"] + [f"Computer · {lv}" for lv in levels]

    def _kind_index(self, p: PlayerSpec) -> int:
        if not p.computer:
            return 0
        levels = list(self.spec.levels)
        return 1 + (levels.index(p.level) if p.level in levels else 0) if len(levels) > 1 else 1

    # changes -----------------------------------------------------------------------------
    def _set_count(self, index: int) -> None:
        self.count.index = index
        n = self.spec.min_players + index
        while len(self.players) < n:
            seat = len(self.players)
            taken = {p.style for p in self.players}
            style = next(s for s in range(self.spec.looks) if s not in taken)
            self.players.append(PlayerSpec(DEFAULT_NAMES[seat % len(DEFAULT_NAMES)], style, computer=False, level=self._default_level()))
            self.names[seat].value = self.players[seat].name
            self.kinds[seat].index = 0
        del self.players[n:]
        self._grey_modes()
        self.player_top = min(self.player_top, max(0, n - self.visible_rows))
        self._regroup()
        self.group.focus(self.count)
        self.resize(self.app.size)

    def _default_level(self) -> str:
        levels = list(self.spec.levels)
        return "normal" if "normal" in levels else levels[0]

    def _set_mode(self, index: int) -> None:
        self.mode_index = index
        self._grey_modes()

    def mode_problem(self) -> str:
        """Why the way to play chosen does not fit the players chosen ('' when it does)."""
        spec = self.spec
        if not spec.modes or spec.mode_problem is None:
            return ""
        return spec.mode_problem(spec.modes[self.mode_index][0], len(self.players))

    def _grey_modes(self) -> None:
        """Grey the ways to play that do not fit the player count (and Start while one of them is chosen)."""
        spec = self.spec
        if self.mode is not None and spec.mode_problem is not None:
            n = len(self.players)
            self.mode.greyed_values = frozenset(i for i, m in enumerate(spec.modes) if spec.mode_problem(m[0], n))
        self.start_button.greyed = bool(self.mode_problem())

    def _set_name(self, seat: int, value: str) -> None:
        self.players[seat] = replace(self.players[seat], name=value)

    def _set_kind(self, seat: int, index: int) -> None:
        p = replace(self.players[seat], computer=index > 0)
        levels = list(self.spec.levels)
        if index > 0:
            p = replace(p, level=levels[index - 1] if len(levels) > 1 else levels[0])
        self.players[seat] = p

    def _set_choice(self, spec: ChoiceSpec, index: int) -> None:
        self.choices[spec.key] = spec.values[index][0]

    def _set_option(self, key: str, value: bool) -> None:
        self.options[key] = value

    def next_style(self, seat: int, delta: int) -> None:
        """Give a player the next ball look no one else uses."""
        taken = {p.style for i, p in enumerate(self.players) if i != seat}
        s = self.players[seat].style
        for _ in range(self.spec.looks):
            s = (s + delta) % self.spec.looks
            if s not in taken:
                self.players[seat] = replace(self.players[seat], style=s)
                return

    def toggle_course(self, index: int) -> None:
        """Add a course to the round, or take it out (at least one stays)."""
        choice = self.course_choices[index]
        if choice.error:
            self.app.notify(choice.error)
            return
        if index in self.selected:
            if len(self.selected) > 1:
                self.selected.remove(index)
            else:
                self.app.notify("At least one course is played.")
        else:
            self.selected.append(index)
            self.selected.sort()  # courses are played in list order (I, II, III, ... then your own)

    def course_order(self, index: int) -> int | None:
        """The place of a course in the round (0-based), or None if it is not played."""
        return self.selected.index(index) if index in self.selected else None

    def open_folder(self) -> None:
        """Open the player's courses folder in the system file manager."""
        folder = self.spec.user_folder
        if folder is None:
            return
        self.app.notify(f"Put .tmx courses in {folder}")
        if not self.app.headless:
            from game import desktop

            desktop.open_folder(folder)  # a failure comes back as a second line saying where the folder is

    def result(self) -> SetupResult:
        """The table as chosen."""
        players = [PlayerSpec(p.name.strip() or f"Player {i + 1}", p.style, p.computer, p.level) for i, p in enumerate(self.players)]
        mode = self.spec.modes[self.mode_index][0] if self.spec.modes else ""
        return SetupResult(players, mode, [self.course_choices[i] for i in self.selected], dict(self.options), dict(self.choices))

    def start(self) -> None:
        """Remember this set-up and start the game."""
        if self.spec.courses is not None and not self.selected:
            self.app.notify("No course can be played: put a .tmx course in your courses folder.")
            return
        problem = self.mode_problem()
        if problem:  # said beside the way to play already; Start says it again rather than doing nothing
            self.app.notify(problem)
            return
        res = self.result()
        self.app.settings.extra[f"{self.spec.game_id}_setup"] = {
            "players": [p.to_json() for p in res.players],
            "mode": res.mode,
            "courses": [str(c.path) for c in res.courses],
            "options": res.options,
            "choices": res.choices,
        }
        self.app.save_settings()
        self.on_start(res)

    # layout -------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self._layout(size, follow_focus=True)

    def _layout(self, size: tuple[int, int], follow_focus: bool) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        w, h = size
        margin = px(28, s)
        gap = px(10, s)
        self.header = pygame.Rect(margin, px(14, s), w - 2 * margin, px(54, s))
        from game.scenes import common

        hint_h = max(px(34, s), common.hint_room(s))
        top = self.header.bottom + px(8, s)
        bottom = h - hint_h - px(6, s)
        left_w = int((w - 2 * margin - px(24, s)) * 0.5)
        self.left = pygame.Rect(margin, top, left_w, bottom - top)
        self.right = pygame.Rect(self.left.right + px(24, s), top, w - margin - self.left.right - px(24, s), bottom - top)
        row_h = px(48, s)
        # left: count, mode explanation lives on the right; player rows scroll
        inner = self.left.inflate(-px(20, s), -px(20, s))
        self.count.rect = pygame.Rect(inner.x, inner.y, inner.w, row_h)
        list_top = self.count.rect.bottom + px(12, s)
        message_h = px(64, s)  # a strip for messages (two lines), clear of the buttons and the key hints
        self.message_strip = pygame.Rect(inner.x, inner.bottom - message_h, inner.w, message_h)
        self.players_area = pygame.Rect(inner.x, list_top, inner.w, self.message_strip.y - list_top)
        self.visible_rows = max(1, (self.players_area.h + gap) // (row_h + gap))
        self._scroll_players_to_focus(follow_focus)
        for i in range(self.spec.max_players):
            for wdg in (self.swatches[i], self.names[i], self.kinds[i]):
                wdg.rect = pygame.Rect(0, 0, 0, 0)
        shown = min(self.visible_rows, len(self.players))
        note_top = self.players_area.y + shown * (row_h + gap) + px(6, s)
        self.players_note = pygame.Rect(inner.x, note_top, inner.w, max(0, self.players_area.bottom - note_top))
        for k in range(self.visible_rows):
            i = self.player_top + k
            if i >= len(self.players):
                break
            y = self.players_area.y + k * (row_h + gap)
            self.swatches[i].rect = pygame.Rect(inner.x, y, row_h, row_h)
            name_w = int((inner.w - row_h - 2 * gap) * 0.42)
            self.names[i].rect = pygame.Rect(inner.x + row_h + gap, y, name_w, row_h)
            kx = self.names[i].rect.right + gap
            self.kinds[i].rect = pygame.Rect(kx, y, inner.right - kx, row_h)
        # right: mode, courses, folder, options, buttons
        inner = self.right.inflate(-px(20, s), -px(20, s))
        y = inner.y
        if self.mode is not None:
            self.mode.rect = pygame.Rect(inner.x, y, inner.w, row_h)
            y += row_h + px(4, s)
            self.mode_note = pygame.Rect(inner.x, y, inner.w, px(24, s))
            y += self.mode_note.h + px(8, s)
        else:
            self.mode_note = pygame.Rect(inner.x, y, 0, 0)
        note_h = px(24, s)
        self.choice_notes: list[pygame.Rect] = []
        for wdg in self.choice_widgets:
            wdg.rect = pygame.Rect(inner.x, y, inner.w, row_h)
            y += row_h + px(4, s)
            self.choice_notes.append(pygame.Rect(inner.x, y, inner.w, note_h))
            y += note_h + px(8, s)
        button_h = px(54, s)
        opt_h = px(44, s)
        below = len(self.option_toggles) * (opt_h + gap) + button_h + gap
        option_notes = sum(note_h for o in self.spec.options if o.note)
        if self.folder_button is not None:
            below += px(38, s) + gap
        self.courses_label = pygame.Rect(inner.x, y, inner.w, px(24, s) if self.spec.courses is not None else 0)
        y += self.courses_label.h + (px(4, s) if self.courses_label.h else 0)
        grid_h = inner.bottom - below - option_notes - y
        # a crowded column (Roll in One's) gives its options' notes up before its courses shrink to slivers
        self.option_notes_shown = not (self.cards and grid_h < px(COURSE_ROW_MIN, s) and option_notes)
        if not self.option_notes_shown:
            grid_h += option_notes
        # still crowded (a small window): the options two to a row, so the courses and the buttons keep their room
        n_opts = len(self.option_toggles)
        self.options_two_up = bool(self.cards and grid_h < px(COURSE_ROW_MIN, s) and n_opts > 1)
        if self.options_two_up:
            grid_h += (n_opts - (n_opts + 1) // 2) * (opt_h + gap)
        self.course_cols = 3
        card_w = (inner.w - (self.course_cols - 1) * gap) // self.course_cols
        total_rows = max(1, -(-len(self.cards) // self.course_cols))
        rows = max(1, min(total_rows, (grid_h + gap) // (px(96, s) + gap)))
        card_h = max(px(18, s), min(int(card_w * 0.72), (grid_h - (rows - 1) * gap) // rows))  # a strip of a card at least, never none
        self.visible_course_rows = rows
        self._scroll_courses_to_focus(follow_focus)
        self.courses_area = pygame.Rect(inner.x, y, inner.w, self.visible_course_rows * (card_h + gap) - gap if self.cards else 0)
        for card in self.cards:
            card.rect = pygame.Rect(0, 0, 0, 0)
        for k, card in enumerate(self.cards):
            row, col = divmod(k, self.course_cols)
            vis = row - self.course_top
            if 0 <= vis < self.visible_course_rows:
                card.rect = pygame.Rect(inner.x + col * (card_w + gap), y + vis * (card_h + gap), card_w, card_h)
        y = self.courses_area.bottom + gap
        if self.folder_button is not None:
            self.folder_button.rect = pygame.Rect(inner.x, y, inner.w, px(38, s))
            y += px(38, s) + gap
        self.option_notes: list[pygame.Rect] = []
        if self.options_two_up:
            half = (inner.w - gap) // 2
            for k, t in enumerate(self.option_toggles):
                t.rect = pygame.Rect(inner.x + (k % 2) * (half + gap), y + (k // 2) * (opt_h + gap), half, opt_h)
                self.option_notes.append(pygame.Rect(inner.x, y, 0, 0))
            y += (n_opts + 1) // 2 * (opt_h + gap)
        for t, o in zip(self.option_toggles if not self.options_two_up else [], self.spec.options):
            t.rect = pygame.Rect(inner.x, y, inner.w, opt_h)
            noted = bool(o.note) and self.option_notes_shown
            y += opt_h + (px(2, s) if noted else gap)
            self.option_notes.append(pygame.Rect(inner.x, y, inner.w, note_h if noted else 0))
            if noted:
                y += note_h + gap
        bw = (inner.w - gap) // 2
        self.back_button.rect = pygame.Rect(inner.x, inner.bottom - button_h, bw - px(40, s), button_h)
        self.start_button.rect = pygame.Rect(self.back_button.rect.right + gap, inner.bottom - button_h, inner.right - self.back_button.rect.right - gap, button_h)

    def _scroll_players_to_focus(self, follow: bool) -> None:
        f = self.group.focused if follow else None
        for i in range(len(self.players)):
            if f in (self.swatches[i], self.names[i], self.kinds[i]):
                if i < self.player_top:
                    self.player_top = i
                elif i >= self.player_top + self.visible_rows:
                    self.player_top = i - self.visible_rows + 1
        self.player_top = max(0, min(self.player_top, len(self.players) - self.visible_rows))

    def _scroll_courses_to_focus(self, follow: bool) -> None:
        f = self.group.focused if follow else None
        if f in self.cards:
            row = self.cards.index(f) // self.course_cols
            if row < self.course_top:
                self.course_top = row
            elif row >= self.course_top + self.visible_course_rows:
                self.course_top = row - self.visible_course_rows + 1
        total_rows = max(1, -(-len(self.cards) // self.course_cols))
        self.course_top = max(0, min(self.course_top, total_rows - self.visible_course_rows))

    # events -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.stack.pop()
                return True
            focused = self.group.focused
            if isinstance(focused, TextInput) and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.group.move(1)  # Enter finishes a name
                self.resize(self.app.size)
                return True
            if isinstance(focused, TextInput) and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.group.move(1 if event.key == pygame.K_RIGHT else -1)
                return True
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.players_area.collidepoint(pos):
                self.player_top = max(0, min(self.player_top - event.y, len(self.players) - self.visible_rows))
                self._layout(self.app.size, follow_focus=False)
                return True
            if self.courses_area.collidepoint(pos):
                total_rows = max(1, -(-len(self.cards) // self.course_cols))
                self.course_top = max(0, min(self.course_top - event.y, total_rows - self.visible_course_rows))
                self._layout(self.app.size, follow_focus=False)
                return True
        used = self.group.handle_event(event)
        if used and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.resize(self.app.size)
        return used

    # drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        drawing.table(surface, s)
        title = f"{self.spec.title}: set the table"
        size = text.fit_size(title, "title", px(46, s), self.header.w)
        img = text.render(title, "title", size, PALETTE.cream_text)
        shadow = text.render(title, "title", size, (30, 16, 8))
        shadow.set_alpha(140)
        r = img.get_rect(midleft=self.header.midleft)
        surface.blit(shadow, r.move(px(3, s), px(3, s)))
        surface.blit(img, r)
        drawing.card(surface, self.left, radius=px(14, s), lift=px(6, s))
        drawing.card(surface, self.right, radius=px(14, s), lift=px(6, s))
        if self.mode is not None and self.mode_note.h:
            problem = self.mode_problem()  # a way to play that does not fit says why right under it
            note = f"Not now: {problem}" if problem else self.spec.modes[self.mode_index][2]
            nsize = text.fit_size(note, "body", px(BASE_SIZES["small"], s), self.mode_note.w)
            nimg = text.render(note, "bold" if problem else "body", nsize, PALETTE.accent if problem else PALETTE.ink_soft)
            surface.blit(nimg, nimg.get_rect(midleft=self.mode_note.midleft))
        self._draw_players_note(surface, s)
        if self.courses_label.h:
            label = "Courses, played in order: click to add or take out"
            lsize = text.fit_size(label, "ui", px(BASE_SIZES["small"], s), self.courses_label.w * 0.58)
            surface.blit(text.render(label, "ui", lsize, PALETTE.ink), self.courses_label.topleft)
        for o, note_rect in zip(self.spec.options, self.option_notes):
            if o.note and note_rect.h:
                nsize = text.fit_size(o.note, "body", px(BASE_SIZES["small"], s), note_rect.w)
                surface.blit(text.render(o.note, "body", nsize, PALETTE.ink_soft), text.render(o.note, "body", nsize, PALETTE.ink_soft).get_rect(midleft=note_rect.midleft))
        for c, note_rect in zip(self.spec.choices, self.choice_notes):
            note = next((v[2] for v in c.values if v[0] == self.choices[c.key]), "")
            nsize = text.fit_size(note, "body", px(BASE_SIZES["small"], s), note_rect.w)
            nimg = text.render(note, "body", nsize, PALETTE.ink_soft)
            surface.blit(nimg, nimg.get_rect(midleft=note_rect.midleft))
        self._draw_scroll_marks(surface, s)
        self.group.draw(surface)
        if self.group.focused is not None:
            focus_ring(surface, self.group.focused.rect, s)
        from game.scenes import common

        move = hint("up", "down") + (" Tab" if last_device() == "keys" else "")
        common.hint(surface, f"{move} move   {hint('left', 'right')} change   type a name   {hint('confirm')} start   {hint('back')} back", s)

    def _draw_players_note(self, surface: pygame.Surface, s: float) -> None:
        """Help for newcomers in the room the player list leaves free."""
        note = keyed(
            self.spec.players_note
            or (
                "Click a ball (or press ←→ on it) to change its colour or band; every ball also shows its player's number. "
                "Click a name to type over it. Computer players take their turns by themselves."
            )
        )
        size = px(BASE_SIZES["small"], s)
        lines = text.wrap(note, "body", size, self.players_note.w)
        line_h = text.font("body", size).get_linesize()
        if self.players_note.h < line_h * len(lines):
            return
        for k, line in enumerate(lines):
            surface.blit(text.render(line, "body", size, PALETTE.ink_soft), (self.players_note.x, self.players_note.y + k * line_h))

    def _draw_scroll_marks(self, surface: pygame.Surface, s: float) -> None:
        more = []
        if self.player_top > 0:
            more.append((self.players_area.midtop, "▲"))
        if self.player_top + self.visible_rows < len(self.players):
            more.append((self.players_area.midbottom, "▼"))
        total_rows = max(1, -(-len(self.cards) // self.course_cols))
        if self.course_top + self.visible_course_rows < total_rows or self.course_top > 0:
            tip = "more: scroll or use the arrow keys"
            size = text.fit_size(tip, "body", px(15, s), int(self.courses_label.w * 0.4))  # the label has 0.58
            img = text.render(tip, "body", size, PALETTE.ink_soft)
            surface.blit(img, img.get_rect(bottomright=self.courses_label.bottomright))
        for (x, y), mark in more:
            img = text.render(mark, "heading", px(16, s), PALETTE.ink_soft)
            surface.blit(img, img.get_rect(center=(x, y + (px(6, s) if mark == "▼" else -px(6, s)))))

    def message_area(self) -> pygame.Rect:
        return self.message_strip

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        out: list[tuple[str, pygame.Rect]] = [("header", self.header)]
        for wdg in self.group.widgets:
            if wdg.rect.w and wdg.rect.h:
                out.append((getattr(wdg, "label", "") or type(wdg).__name__ + str(id(wdg)), wdg.rect))
        if self.mode_note.h:
            out.append(("mode note", self.mode_note))
        if self.courses_label.h:
            out.append(("courses label", self.courses_label))
        for c, note_rect in zip(self.spec.choices, self.choice_notes):
            out.append((f"{c.key} note", note_rect))
        return out
