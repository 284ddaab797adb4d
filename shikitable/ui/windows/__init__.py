"""The main window and everything it opens: menus, the new-game and settings dialogs, themes,
result sheets, History, Statistics, replay, the match keeper and the app's start."""
