"""Rollecate on screen: set-up, the railway, hands, piles, dice and their animations."""
