"""What to do about each kind of course problem, in words: the ``fix`` that ``rollinone check`` prints.

A problem may carry its own fix (when the words depend on the case); otherwise
the fix for its ``code`` comes from :data:`FIXES`. Codes that name a property
(``prop.missing:par``) look up their family (``prop.missing``) and fill the name in.
"""

from __future__ import annotations

from dataclasses import replace

from game.rules.course import Problem

FIXES: dict[str, str] = {
    # reading the file
    "file.unreadable": "open the map in Tiled and save it again (File > Save)",
    "file.xml": "the XML is damaged; open the map in Tiled (or undo the hand edit) and save it again",
    "file.doctype": "delete the <!DOCTYPE …> line's [ … ] part (Tiled never needs it) and save again",
    "not-a-course": "start from a starter map in levels/templates/ (new-*.tmx), or add the map property 'game' in Map > Map Properties",
    "map.orientation": "courses are hexagonal maps: Map > Map Properties > Orientation: Hexagonal (or start from a starter map)",
    "map.tile-size": "set Map > Map Properties > Tile Width, Tile Height and Tile Side Length to the terrain tileset's (62, 72, 36 pointy or 72, 62, 36 flat)",
    "tile.unknown": "erase that tile, or add the tileset it comes from (Map > Add External Tileset…)",
    "terrain.unknown": "paint the cell with a tile of levels/tilesets/terrain-*.tsx, whose terrain property the game knows",
    "game.unknown": "set the map property 'game' (Map > Map Properties) to carom, eagles_creek or rollinone",
    "game.other": "open the course from the game it is for, or change its map property 'game'",
    # objects
    "object.type": "set the object's Type (Tiled 1.8) or Class (1.9+) to one of the game's types, or place it from levels/templates/",
    "object.outside-map": "move the object onto the map (or make the map bigger: Map > Resize Map…)",
    "object.no-cell": "make the shape bigger or move it so that it covers the centre of a cell",
    "object.off-course": "move the object onto painted cells, or paint terrain under it",
    "object.size": "a one-cell piece: make it a point or a tile object on one hex (insert it from its template)",
    "object.shared-cell": "move one of the two pieces to another cell",
    "object.unused": "delete it, or ignore this: the game leaves it out",
    "object.untyped": "give it a Type (Class in Tiled 1.9+), or ignore this: the game leaves it out",
    "object.hidden": "make it visible (the eye in the Layers or Objects panel) if the game should use it",
    "object.in-water": "move the piece onto a cell a ball can lie on, or paint that cell with another terrain",
    "object.on-tee": "move the piece off the tee's six cells",
    "layer.hidden": "make the layer visible (the eye in the Layers panel) if the game should use it",
    "image.missing": "put the image beside the tileset, or ignore this: the game does not need it",
    # terrain
    "cells.none": "paint the course with the terrain tileset (levels/tilesets/terrain-*.tsx) on a tile layer",
    "terrain.refused": "repaint those cells with a terrain this game plays (see docs/course-format.md, Terrain)",
    "terrain.unused": "repaint those cells, or leave them: the game's rules decide how they play",
    "terrain.looks": "nothing to do if it is meant as looks; it plays as fairway",
    # properties
    "prop.missing": "add the int property {name} in the Properties panel (Map > Map Properties for a map property)",
    "prop.type": "make {name} an int property with a whole number (delete it and add it again with type int)",
    "prop.range": "change {name} to a value in the range the message gives",
    # Carom Golf
    "tee.missing": "place a tee from its template (levels/templates/)",
    "tee.extra": "delete all tees but one",
    "tee.size": "move the tee's corner onto a cell's corner: X = column × 62 (+ 31 on odd rows), Y = row × 54 (or turn on View > Snapping > Snap to Grid)",
    "tee.unexpected": "delete the tee: only the tee board (board = tee) and ready-made holes have one",
    "tee.point": "an Eagle's Creek tee is a point (template eagles-creek-tee.tx) or a tee picture centred on a hex side",
    "tee.off-course": "move the tee onto a hex side next to dry, painted land",
    "tee.duplicate": "give one of the two tees another 'hole' number, or delete it",
    "tee.water": "move the tee, or paint its cells with a terrain a ball can lie on",
    "hole.missing": "place a hole from levels/templates/hole.tx",
    "hole.extra": "delete all holes but one",
    "hole.unreachable": "open a way from the tee (repaint water or dense grass, or move obstacles)",
    "hole.tee-missing": "place a tee (template eagles-creek-tee.tx) with the same 'hole' number",
    "hole.flag-missing": "place a flag (template flag.tx) with the same 'hole' number",
    "hole.too-close": "move the tee or the flag so that the tee's side is not on the flag's cell",
    "flat.size": "make the flat obstacle cover 1 to 4 cells: a polyline through the centres of its cells",
    "flat.shape": "set 'shape' to bar, round or arc (the drop-down in the Properties panel)",
    "flat.shape-missing": "set 'shape' (bar, round or arc) so the next person editing it sees what is meant",
    "flat.chain": "draw the obstacle as one polyline through the centres of neighbouring cells",
    "flat.bend": "make the arc bend by 60° at each cell (neighbouring cells, turning one step at a time)",
    "flat.mismatch": "set 'shape' to what the cells make, or move the points",
    # Eagle's Creek
    "flag.missing": "place a flag (template flag.tx) with 'hole' and 'dice', and its tee",
    "flag.dice": "set the string property 'dice' to one die value like \"3\" or two like \"1,2\"",
    "flag.duplicate": "give one of the two flags another 'hole' number, or delete it",
    "flag.not-green": "paint the flag's cell green, or ignore this",
    "sheet.variant": "label some holes with two dice (for the 3-hole game) or one (for the 6-hole game), or ignore this",
    "sheet.table": "correct the map property as the message says (see docs/rules/eagles-creek.md)",
    "sheet.unlock": "give one one-die hole a die value of this hole's label, or ignore this",
    # Roll in One
    "board.kind": "add the map property 'board' (type Board): tee, course or hole",
    "board.shape": "paint exactly the 19-space hexagon (rows of 3-4-5-4-3): start from levels/templates/new-rollinone-board.tmx",
    "green.missing": "place the green from levels/templates/green.tx",
    "green.extra": "delete all greens but one",
    "green.unexpected": "delete the green: only a ready-made hole (board = hole) has one",
    "green.place": "move the green onto a dry space of the hole, away from the tee",
    "green.unreachable": "join the boards so that the green can be reached from the tee",
    "tee.place": "move the tee onto a dry space of the board",
    # the game itself
    "game.refused": "this is the game's own refusal; correct what it names",
}


def fix_for(code: str) -> str:
    """The usual fix for a problem code ('' when there is none)."""
    family, _, name = code.partition(":")
    text = FIXES.get(code) or FIXES.get(family, "")
    return text.replace("{name}", repr(name) if name else "it")


def with_fix(problem: Problem) -> Problem:
    """The problem with its fix filled in from its code when it has none of its own."""
    if problem.fix:
        return problem
    fix = fix_for(problem.code)
    return replace(problem, fix=fix) if fix else problem
