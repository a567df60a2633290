"""Eagle's Creek on screen: the printed sheet, the shared dice, shots drawn side to side."""
