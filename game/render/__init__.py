"""Drawing: hex layout, board views, dice, textures. Only this layer and the scenes use pygame."""
