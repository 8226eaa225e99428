"""Guild rules as pure data: buildings, their limits and prices (rulebook 5.1, 6.2)."""
