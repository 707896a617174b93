"""The Outspeed drawers on hand-made TV observations (tests/host/screen/games/outspeed/views.py): the track,
the Bonus strip and the tile at 1280×720, 1920×1080 and 3840×2160 with the table layer's layout check
(nothing leaves the screen, nothing is cut or overlaps, readable sizes), and what each drawer shows: every
Ship with its letter on its zone, the start zone, Forcefield counts, the spare board when attached, the
declaration order front to back with the answers as given, tokens only after the joint reveal, the tile's
lit routes with their wheel symbols, capacity, the lone route, cost and benefit terms, the Finish Line."""
from __future__ import annotations

import copy

import pygame
import pytest

from host.screen import draw, theme
from host.screen.games.outspeed.board import draw_board
from host.screen.games.outspeed.bonus import answer
from host.screen.games.outspeed.scene import route_faces, words
from host.screen.games.outspeed.tile import draw_tile, terms
from host.screen.games.outspeed.timeline import model_from_view
from host.screen.games.outspeed.track import TrackView, draw_track
from host.screen.table.layer import Layout
from tests.host.screen.games.outspeed import views
from tests.host.screen.test_layout import problems

BOARD = Layout().board


def drawn(app, model) -> list[str]:
    """Draw ``model``'s board alone on a cleared frame; the text drawn."""
    app.window.fill(theme.BG)
    draw.clear_log()
    draw_board(app.window, BOARD, model, words(), route_faces())
    return list(draw.text_log)


def variants():
    """Every hand-made view, and the animation's extras over some: a forfeit, a banner, dice."""
    for name, v in views.ALL.items():
        yield name, model_from_view(v)
    m = model_from_view(views.RESOLVE)
    m.update(forfeit=["red"], flash=["red", "blue"])
    yield "forfeit", m
    m = model_from_view(views.START)
    m.update(banner=words()["headlines"]["finish_banner"])
    yield "banner", m
    m = model_from_view(views.REVEALED)
    m.update(current=9)
    yield "applying zone 9", m


# OS-09 OS-10 OS-28 OS-36 OS-42 OS-56: every drawer at the three sizes, no clipping or overlap
def test_every_hand_made_view_at_every_size(sized):
    app, size = sized
    found: list[str] = []
    for name, model in variants():
        drawn(app, model)
        found += problems(name, size)
    assert not found, "\n".join(found[:30])


# OS-09 OS-10: two boards of 7 zones (14), the start zone; OS-56: the spare board once attached
def test_os09_track_zones_rows_and_the_extension(sized):
    app, _ = sized
    text = drawn(app, model_from_view(views.BONUS))
    assert {str(z) for z in range(1, 15)} <= set(text) and "15" not in text
    view = TrackView(pygame.Rect(BOARD.left, BOARD.top, BOARD.width, 250), views.RESOLVE["track"])
    assert len(view.boards) == 3 and view.zone_rect(21) is not None and view.zone_rect(22) is None
    assert view.zone_rect(8).top > view.zone_rect(7).top            # the next board is the next row
    assert "21" in drawn(app, model_from_view(views.RESOLVE))


# OS-09: any number of Ships on one zone, each with its letter, none drawn over another
def test_os09_six_ships_on_one_zone_stay_readable(sized):
    app, size = sized
    drawn(app, model_from_view(views.START))
    letters = [b for b in draw.text_boxes if b.role == "label" and b.text in "RBGYPO"]
    ships = [b for b in letters if b.rect.top < draw.box(BOARD).top + draw.px(190)]
    assert sorted(b.text for b in ships) == sorted("RBGYPO")
    for i, a in enumerate(ships):
        assert not any(a.rect.colliderect(b.rect) for b in ships[i + 1:])
    assert not problems("six on zone 3", size)


# OS-28: Forcefield markers with their counts
def test_os28_forcefield_markers_show_their_counts(app):
    surface = pygame.Surface((1280, 720))
    draw.set_view((1280, 720))
    draw.clear_log()
    draw_track(surface, pygame.Rect(16, 86, 590, 188), views.BONUS["track"], {"red": 6}, ["red"])
    assert "2" in draw.text_log and "1" in draw.text_log         # zone 6 holds 2, zone 12 holds 1


# OS-14 OS-15: the declaration order front to back, each answer as given; OS-13: no token, a public pass
def test_os14_declaration_order_and_answers_as_given(sized):
    app, _ = sized
    said = words()["declared"]
    assert answer("red", {"red": "yes"}, {}, 2, words())[0] == said["yes"]
    assert answer("red", {"red": "no"}, {}, 2, words())[0] == said["no"]
    assert answer("red", {}, {}, 2, words())[0] == said["waiting"]
    assert answer("red", {}, {}, 0, words())[0] == said["none"]
    assert answer("red", {"red": "no"}, {}, 0, words())[0] == said["none"]         # never asked: holds none
    assert answer("red", {"red": "yes"}, {}, 0, words())[0] == said["yes"]         # played its last token
    drawn(app, model_from_view(views.BONUS))
    zones = [b for b in draw.text_boxes if b.text.startswith("Zone ")]
    assert [b.text for b in sorted(zones, key=lambda b: b.rect.left)] == ["Zone 9", "Zone 6", "Zone 3"]


# OS-18: committed tokens appear together, and only in a view that reveals them
def test_os18_tokens_appear_only_after_the_joint_reveal(sized):
    app, _ = sized
    names = {w for t in words()["tokens"].values() for w in t.values()}
    before = drawn(app, model_from_view(views.BONUS))
    assert not names & set(before)
    after = drawn(app, model_from_view(views.REVEALED))
    assert {"Field", "Flame"} <= set(after)


# OS-36 OS-38: the lit routes, each with its right-wheel symbol (colour-blind safe), nothing for an unlit one
def test_os36_lit_routes_with_their_wheel_symbols(app, monkeypatch):
    drawn_symbols: list[str] = []
    real = draw.symbol
    monkeypatch.setattr(draw, "symbol", lambda t, name, c, s: (drawn_symbols.append(name), real(t, name, c, s)))
    draw.set_view((1280, 720))
    surface = pygame.Surface((1280, 720))
    faces = route_faces()
    assert faces == {"red": "red_light", "yellow": "yellow_triangle", "green": "green_circle"}
    draw.clear_log()
    draw_tile(surface, pygame.Rect(16, 300, 590, 316), views.TILE_11, 4, faces, words())
    assert drawn_symbols[:2] == ["red_light", "green_circle"]       # two lit routes: no yellow
    assert "Red" in draw.text_log and "Green" in draw.text_log and "Yellow" not in draw.text_log


# OS-42 OS-46 OS-47 OS-48 OS-51 OS-52 OS-54 OS-55 OS-75: cost and benefit lines as terms of icons and numbers
def test_os42_cost_and_benefit_terms():
    red14, yellow14, _ = views.TILE_14["routes"]
    assert terms(red14) == ([("fuel", [("die", "yellow"), ("die", "yellow")])], [("move", [("n", 5)])])   # OS-54
    assert terms(yellow14) == ([("fuel", [("n", 2), ("die", "yellow")])],
                               [("move", [("n", 3), ("die", "blue")])])                          # OS-52, OS-75
    red3, yellow3, green3 = views.TILE_3["routes"]
    assert terms(red3)[1] == [("move", [("n", 4)]), ("star", [("n", 1)])]                        # OS-48
    assert terms(yellow3)[1][1] == ("fuel", [("count", "green")])                                # OS-51
    assert terms(green3)[0] == []                                                               # no cost
    x_route = views.TILE_16["routes"][0]
    assert terms(x_route) == ([("fuel", [("n", 1), ("x", None)])], [("move", [("x", None)])])   # OS-55


# OS-43 OS-67: capacity as silhouettes, no limit in words, the lone-chooser condition
def test_os43_capacity_and_the_lone_route(app):
    draw.set_view((1280, 720))
    surface = pygame.Surface((1280, 720))
    said = words()["tile"]
    draw.clear_log()
    draw_tile(surface, pygame.Rect(16, 300, 590, 316), views.TILE_3, 8, route_faces(), words())
    assert said["no_limit"] in draw.text_log
    draw.clear_log()
    draw_tile(surface, pygame.Rect(16, 300, 590, 316), views.TILE_11, 4, route_faces(), words())
    assert said["alone"] in draw.text_log
    draw.clear_log()
    draw_tile(surface, pygame.Rect(16, 300, 590, 316), views.TILE_11, 4, route_faces(), words(),
              {"red": ["red", "blue"], "green": ["green"]}, ["red"])
    assert said["not_alone"] in draw.text_log and said["alone"] not in draw.text_log
    draw.clear_log()
    draw_tile(surface, pygame.Rect(16, 300, 590, 316), views.TILE_3, 8, route_faces(), words(),
              {"red": ["red", "blue"]}, ["red"])
    assert said["over"] in draw.text_log


# OS-12 OS-66: the Finish Line tile is marked; tiles left are shown
def test_os66_finish_line_marked_and_tiles_left(app):
    draw.set_view((1280, 720))
    surface = pygame.Surface((1280, 720))
    draw.clear_log()
    draw_tile(surface, pygame.Rect(16, 300, 590, 316), views.TILE_14, 0, route_faces(), words())
    assert words()["tile"]["finish"] in draw.text_log and words()["tile"]["last"] in draw.text_log
    draw.clear_log()
    draw_tile(surface, pygame.Rect(16, 300, 590, 316), views.TILE_3, 7, route_faces(), words())
    assert "7 tiles left" in draw.text_log and words()["tile"]["finish"] not in draw.text_log


def test_the_model_never_holds_the_private_view():
    v = copy.deepcopy(views.BONUS)
    v["private"] = views.SECRETS["red"]
    assert "private" not in model_from_view(v)


@pytest.mark.parametrize("name", sorted(views.ALL))
def test_hand_made_views_have_the_observation_shape(name):
    """The fixtures keep the shared design's keys, so the drawers are tested on what the game gives."""
    keys = {"game", "seats", "players", "turn", "turns", "phase", "ships", "track", "tile", "tiles_left", "side",
            "flipped", "finish_turn", "order", "declared", "revealed", "routes", "talk", "over", "winners", "scores"}
    assert keys <= set(views.ALL[name])


# OS-25 OS-32: Ion Cannon's losses and Fuel Tank's gain (bonus.py's public fuel events, after the group's effects)
# show as each seat's Fuel change
def test_os25_os32_bonus_fuel_changes_are_animated():
    from host.screen.games.outspeed.timeline import apply_patch, beats
    model = model_from_view(views.REVEALED)
    red, blue, green = (model["ships"][c]["fuel"] for c in ("red", "blue", "green"))
    events = [{"type": "bonus_effect", "by": "yellow", "token": "ion_cannon", "zone": 3, "targets": ["red", "blue"],
               "loss": {"red": 2, "blue": 2}},
              {"type": "bonus_effect", "by": "green", "token": "fuel_tank", "zone": 6, "targets": ["green"], "gain": 2},
              {"type": "fuel", "seat": "red", "before": red, "fuel": red - 2, "change": -2, "why": "bonus"},
              {"type": "fuel", "seat": "blue", "before": blue, "fuel": 0, "change": -blue, "why": "bonus"},
              {"type": "fuel", "seat": "green", "before": green, "fuel": green + 2, "change": 2, "why": "bonus"}]
    shown = beats(events, model, views.REVEALED, words())
    assert [b.kind for b in shown] == ["bonus_effect", "bonus_effect", "bonus_fuel", "bonus_fuel", "bonus_fuel"]
    for b in shown[:2]:
        apply_patch(model, b.patch)
    assert model["deltas"] == {} and model["ships"]["red"]["fuel"] == red       # an effect itself changes no Fuel
    for b in shown[2:]:
        apply_patch(model, b.patch)
    assert model["deltas"] == {"red": "\u22122", "blue": f"\u2212{blue}", "green": "+2"}
    assert [model["ships"][c]["fuel"] for c in ("red", "blue", "green")] == [red - 2, 0, green + 2]


# OS-18: a token revealed leaves its hand — the seat rows count one fewer from the reveal on
def test_os18_a_revealed_token_leaves_the_count_at_the_reveal():
    from host.screen.games.outspeed.timeline import apply_patch, beats
    model = model_from_view(views.BONUS)
    held = {c: model["ships"][c]["tokens"] for c in model["seats"]}
    player = next(c for c in model["seats"] if held[c] > 0)
    shown = beats([{"type": "reveal_tokens", "tokens": {player: "nitro"}}], model, views.BONUS, words())
    apply_patch(model, shown[0].patch)
    assert model["ships"][player]["tokens"] == held[player] - 1
    assert all(model["ships"][c]["tokens"] == held[c] for c in model["seats"] if c != player)


# OS-14 OS-35 OS-48 OS-55: each of Outspeed's headlines is said whole for any seat (never "Waiting for …" instead)
def test_every_headline_fits_for_every_seat(app):
    from games.core.faces import COLOURS
    from host.screen.table import TableLayer
    draw.set_view((1280, 720))
    surface = pygame.Surface((1280, 720))
    layer = TableLayer(None)
    for action in words()["actions"].values():
        for seat in COLOURS[:6]:
            text = f"{seat.capitalize()}: {action}"
            draw.clear_log()
            layer.draw_headline(surface, text, seat, "Turn 13 of 13")
            assert text in draw.text_log, text


# OS-14: the declaration groups name their zones one way — all "Zone 27" or, when one box is too narrow, all "27"
def test_os14_every_group_names_its_zone_the_same_way(app):
    from host.screen.games.outspeed.bonus import draw_strip
    draw.set_view((1280, 720))
    surface = pygame.Surface((1280, 720))
    for order in ([[27, ["blue"]], [25, ["green"]], [24, ["orange"]], [23, ["yellow", "purple"]]],
                  [[11, ["blue", "green"]], [9, ["purple", "orange"]], [7, ["yellow"]], [6, ["red"]]],
                  [[9, ["red"]], [6, ["green"]]]):
        draw.clear_log()
        draw_strip(surface, pygame.Rect(16, 300, 590, 92), order, {}, {}, {}, words())
        zones = [str(z) for z, _ in order]
        labels = [t for t in draw.text_log if t.removeprefix("Zone ") in zones]
        assert len(labels) == len(order)
        assert all(t.startswith("Zone ") for t in labels) or labels == zones, labels
