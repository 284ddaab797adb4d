"""The words the table shows a player: refusal reasons and hint reasons in the player's
language, mahjong's own vocabulary, and the game log's sentences."""
