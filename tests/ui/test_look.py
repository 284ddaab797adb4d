"""Themes, high-contrast card faces, animations off, and crisp drawing at 200% scale."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPalette

from shikitable.games import get_game
from shikitable.session.host import Seat
from shikitable.ui.layouts import layout_for
from shikitable.ui.table.art import CardArt, set_high_contrast
from shikitable.ui.windows.dialogs import GameSpec, SettingsDialog
from shikitable.ui.windows.settings import Settings, load_settings, save_settings
from shikitable.ui.windows.theme import DARK, LIGHT, apply_theme
from shikitable.ui.windows.window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def bots_window(qtbot, settings: Settings, game_id: str = "taxot") -> MainWindow:
    window = MainWindow(settings, persist=False)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    game = get_game(game_id)
    seats = [Seat(f"Bot {s}", "random") for s in range(game.default_players)]
    window.start(GameSpec(game_id, game.default_players, seats, {}), seed=5)
    return window


def cloth_at_centre(window: MainWindow) -> QColor:
    scene = window.table.scene
    assert scene is not None
    w, h = scene.size
    image = QImage(int(w), int(h), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.drawBackground(painter, QRectF(0, 0, w, h))
    painter.end()
    return image.pixelColor(int(w / 2), int(h / 2))


def test_theme_and_look_settings_round_trip_and_reject_nonsense(config_dir):
    settings = Settings(theme="dark", high_contrast_cards=True, reduced_motion=True, show_announcements=True)
    save_settings(settings)
    assert load_settings()[0] == settings
    (config_dir / "settings.json").write_text(json.dumps({"theme": "purple", "reduced_motion": "yes"}))
    loaded, problem = load_settings()
    assert loaded.theme == "light" and loaded.reduced_motion is False
    assert problem and "theme" in problem and "reduced_motion" in problem


def test_dark_theme_darkens_the_cloth_and_the_windows(qtbot):
    light = bots_window(qtbot, Settings(language="en", theme="light", bot_delay_ms=0, animation_speed="instant"))
    light_cloth = cloth_at_centre(light)
    assert light_cloth.name() == QColor(LIGHT.cloth_centre).name()
    light.close()
    dark = bots_window(qtbot, Settings(language="en", theme="dark", bot_delay_ms=0, animation_speed="instant"))
    dark_cloth = cloth_at_centre(dark)
    assert dark_cloth.name() == QColor(DARK.cloth_centre).name()
    assert dark_cloth.lightness() < light_cloth.lightness()
    palette = QGuiApplication.palette()
    assert palette.color(QPalette.ColorRole.Window).lightness() < 60  # dialogs and panels are dark
    assert palette.color(QPalette.ColorRole.WindowText).lightness() > 200  # with light text
    dark.close()
    apply_theme("light")
    assert QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() > 200


def test_settings_dialog_switches_the_theme(qtbot):
    settings = Settings(language="en", theme="light")
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    theme, contrast, motion, _spoken, _listed = dialog.look_widgets
    theme.setCurrentIndex(theme.findData("dark"))
    motion.setChecked(True)
    contrast.setChecked(True)
    dialog.apply_to(settings)
    assert (settings.theme, settings.reduced_motion, settings.high_contrast_cards) == ("dark", True, True)
    assert settings.animation_factor == 0.0
    theme.setCurrentIndex(theme.findData("high_contrast"))  # the high-contrast interface theme is offered
    dialog.apply_to(settings)
    assert settings.theme == "high_contrast"


def spread(image: QImage) -> float:
    """The standard deviation of the lightness over the card's opaque pixels: its contrast."""
    values = [
        image.pixelColor(x, y).lightness()
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
        if image.pixelColor(x, y).alpha() == 255
    ]
    mean = sum(values) / len(values)
    return (sum((v - mean) ** 2 for v in values) / len(values)) ** 0.5


def test_high_contrast_faces_have_darker_ink_on_whiter_paper(qtbot):
    layout = layout_for("taxot")
    name = layout.art.file_of(5)
    try:
        plain = CardArt(layout.art.folder).pixmap(name, 160, layout.art.aspect).toImage()
        set_high_contrast(True)
        strong = CardArt(layout.art.folder).pixmap(name, 160, layout.art.aspect).toImage()
    finally:
        set_high_contrast(False)
    assert spread(strong) > spread(plain) * 1.1


def test_animations_off_moves_every_card_at_once(qtbot):
    def moving_seen(settings: Settings) -> bool:
        window = bots_window(qtbot, settings)
        adapter, scene = window.adapter, window.table.scene
        assert adapter is not None and scene is not None
        seen: list[bool] = []
        adapter.observation_ready.connect(lambda *_: seen.append(scene.animating()))
        qtbot.waitUntil(lambda: len(seen) >= 12, timeout=20000)
        window.close()
        return any(seen)

    base = {"language": "en", "bot_delay_ms": 0, "animation_speed": "slow"}
    assert moving_seen(Settings(**base))  # the usual table: cards fly
    assert not moving_seen(Settings(**base, reduced_motion=True))


SCALED_PROBE = """
import json, sys
from PySide6.QtCore import QTimer
from shikitable.ui.windows.demo import demo_window
from shikitable.ui.table.cards import CARD_HEIGHT
window = demo_window("taxot", size=(1024, 700), bot_delay_ms=0, speed="instant", language="en", moves=20,
                     theme="dark")
from PySide6.QtWidgets import QApplication
app = QApplication.instance()
deadline = [200]
def shoot():
    scene = window.table.scene
    if (scene is None or len(scene.face_up_cards()) < 8) and deadline[0] > 0:
        deadline[0] -= 1
        QTimer.singleShot(20, shoot)
        return
    window.adapter.pause()
    window.grab()  # one paint: a face at a size not rendered yet shows a near one and asks for its own
    settle()
def settle():
    # the exact sizes are rendered on later passes of the event loop (art.pixmap_soon)
    if window.table.scene.art._wanted and deadline[0] > 0:
        deadline[0] -= 1
        QTimer.singleShot(20, settle)
        return
    scene = window.table.scene
    hand = [item for item in scene.all_card_items() if item.target_zone == "hand" and item.showing_face]
    heights = sorted({round(CARD_HEIGHT * item.scale()) for item in hand})
    rendered = sorted({h for (name, h) in scene.art._pixmaps})
    window.grab().save(sys.argv[1], "PNG")
    print(json.dumps({"ratio": window.devicePixelRatioF(), "hand_heights": heights, "rendered": rendered}))
    app.quit()
QTimer.singleShot(50, shoot)
app.exec()
"""


def unique_blocks(image: QImage, top: int) -> float:
    """The share of 2×2 pixel blocks below `top` that are not one colour: detail finer than a
    logical pixel, which a table drawn at 100% and blown up to 200% cannot have."""
    mixed = total = 0
    for y in range(top, image.height() - 1, 6):
        for x in range(0, image.width() - 1, 6):
            block = {image.pixel(x + dx, y + dy) for dx in (0, 1) for dy in (0, 1)}
            total += 1
            mixed += len(block) > 1
    return mixed / total


def test_the_table_at_200_percent_is_drawn_at_full_resolution(tmp_path):
    shot = tmp_path / "scaled.png"
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen",
           "SHIKITABLE_CONFIG_DIR": str(tmp_path / "config")}
    done = subprocess.run([sys.executable, "-c", SCALED_PROBE, str(shot)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    facts = json.loads(done.stdout.strip().splitlines()[-1])
    assert facts["ratio"] == 2.0
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (2048, 1400)
    # the hand's faces come from pictures rendered at twice their logical height (not scaled up)
    assert facts["hand_heights"] and all(2 * h in facts["rendered"] for h in facts["hand_heights"])
    assert unique_blocks(image, top=image.height() * 3 // 4) > 0.05
