"""Learn to play: every game's guided hand is played to its end by following its steps, in
both languages, and every move a step does not want is refused with the lesson's words."""

from __future__ import annotations

import copy
import json

import pytest

from shikitable.core.errors import IllegalAction
from shikitable.games import GAMES
from shikitable.session.tutorial import HUMAN, LANGS, TutorialError, available, load, parse, tutorial_path
from shikitable.session.tutorial_run import TutorialRun, play_through
from tests.tutorial_helpers import learner_decisions


def test_every_game_has_a_tutorial() -> None:
    assert available() == list(GAMES)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", available())
def test_following_the_boxes_finishes_the_hand(game_id: str, lang: str) -> None:
    scenario = load(game_id)
    run = play_through(scenario, lang)
    assert run.finished and run.record is not None
    assert run.index == len(scenario.steps), "every step was reached and done"
    assert len(run.record["points"]) == scenario.players  # the deal was scored, for the end's breakdown
    assert run.text() == scenario.ending[lang]


@pytest.mark.parametrize("game_id", available())
def test_every_step_teaches_something_in_every_language(game_id: str) -> None:
    scenario = load(game_id)
    assert scenario.steps[0].tells, "a lesson starts by showing the cards before asking for a move"
    assert any(step.asks for step in scenario.steps), "a lesson asks for moves"
    for step in scenario.steps:
        assert len({step.say[lang] for lang in LANGS}) == len(LANGS)
        assert not step.asks or len({step.wrong[lang] for lang in LANGS}) == len(LANGS)


@pytest.mark.parametrize("game_id", available())
def test_the_lesson_names_cards_as_the_table_does(game_id: str) -> None:
    """A 紙机戦 card the lesson names is written as the table names it in that language (the log,
    the hand's reading): "red Rook 2" in English, 赤弓 in Japanese, 红弓 in Chinese — never the
    kanji of another language in the text, which the table would show half-translated."""
    import re

    from shikitable.games.nincetkaik import deck as D

    scenario = load(game_id)
    ja_colours, zh_colours = "".join(D.COLOUR_KANJI), "".join(D.COLOUR_ZH)
    ja_only, zh_only = "".join(D.KANJI_ZH), "".join(D.KANJI_ZH.values())  # 無 and 无, ...
    kinds = "".join(kind.kanji for kind in D.KINDS) + zh_only
    foreign = {  # a colour and a kind as another language writes them
        "en": re.compile(f"[{ja_colours}{zh_colours}][{kinds}]"),
        "ja": re.compile(f"[{zh_colours}][{kinds}]|[{ja_colours}][{zh_only}]"),
        "zh": re.compile(f"[{ja_colours}][{kinds}]|[{zh_colours}][{ja_only}]"),
    }
    texts = [step.say for step in scenario.steps] + [step.wrong for step in scenario.steps if step.wrong]
    for lang in LANGS:
        found = [m.group(0) for text in [*texts, scenario.ending] for m in foreign[lang].finditer(text[lang])]
        assert not found, f"{game_id} ({lang}) names cards as another language does: {found}"


def nothing_happens_while_reading(run: TutorialRun) -> None:
    for action in run.host.legal_actions(HUMAN) if HUMAN in run.host.to_act() else []:
        with pytest.raises(IllegalAction):
            run.submit(HUMAN, action)


@pytest.mark.parametrize("game_id", available())
def test_every_wrong_move_at_every_step_is_refused_with_the_lesson(game_id: str) -> None:
    """Walk the lesson as play_through does; at each asked move, first try every other legal
    move: each is refused with the step's own words and changes nothing."""
    scenario = load(game_id)
    for lang in LANGS:
        run = TutorialRun(scenario, lang)
        tried = 0
        for legal in learner_decisions(run, nothing_happens_while_reading):
            wanted = run.wanted(legal)
            step = run.step
            if step is not None and step.asks:
                before = (len(run.host.log), run.index, json.dumps(run.game.state_to_json(run.host.state)))
                for action in legal:
                    if action in wanted:
                        continue
                    with pytest.raises(IllegalAction) as refused:
                        run.submit(HUMAN, action)
                    assert refused.value.reason == step.wrong[lang]
                    tried += 1
                after = (len(run.host.log), run.index, json.dumps(run.game.state_to_json(run.host.state)))
                assert after == before
            run.submit(HUMAN, wanted[0])
        assert tried > 0, "some step offered a wrong move to refuse"


def _data(game_id: str = "taxot") -> dict:
    return copy.deepcopy(json.loads(tutorial_path(game_id).read_text(encoding="utf-8")))


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(game="chess"), "unknown game"),
        (lambda d: d["steps"][0]["say"].pop("ja"), "needs a text in each of ja, en, zh"),
        (lambda d: d["deal"]["hands"][0].append("赤王"), "seat 0 is dealt 6 cards, not 7"),
        (lambda d: d["deal"]["stock"].append("blue dragon"), "no card 'blue dragon'"),
        (lambda d: d["steps"][3].pop("wrong"), "says why another is wrong"),
        (lambda d: d["steps"][3]["expect"].update(kind="castle"), "a move this game lacks"),
        (lambda d: d.update(players=9), "not played by 9"),
        (lambda d: d.update(seed="one"), "seed must be a whole number"),
    ],
)
def test_a_broken_scenario_is_refused_with_the_reason(change, words: str) -> None:  # type: ignore[no-untyped-def]
    data = _data()
    change(data)
    with pytest.raises(TutorialError, match=words.replace("(", r"\(").replace(")", r"\)")):
        parse(data, "taxot.json")


def test_a_game_without_a_tutorial_is_named() -> None:
    with pytest.raises(TutorialError, match="no tutorial for 'nosuchgame'"):
        load("nosuchgame")


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(options="fast"),
        lambda d: d.update(options={"match_length": "eleventy"}),
        lambda d: d.update(script={"one": []}),
        lambda d: d.update(script=[1, 2]),
        lambda d: d.update(deal=[]),
        lambda d: d["deal"].update(hands=[[1], [2], [3]]),
        lambda d: d.update(steps=[{"say": "hello"}]),
        lambda d: d["steps"].append(7),
        lambda d: d["steps"][3].update(expect={"kind": "discard", "count": "one"}),
        lambda d: d["steps"][3].update(expect=[{"kind": 5}]),
        lambda d: d.update(names={"en": "Hana", "ja": []}),
        lambda d: d.clear(),
    ],
)
def test_any_malformed_scenario_is_a_clear_refusal_never_a_traceback(change) -> None:  # type: ignore[no-untyped-def]
    data = _data()
    change(data)
    with pytest.raises(TutorialError) as refused:
        parse(data, "taxot.json")
    assert str(refused.value).startswith("taxot.json")


def test_an_unreadable_file_is_named(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import shikitable.session.tutorial as tutorial

    (tmp_path / "taxot.json").write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(tutorial, "TUTORIAL_DIR", tmp_path)
    with pytest.raises(TutorialError, match="taxot.json: cannot be read"):
        load("taxot")


def test_a_named_stock_comes_up_first_in_the_order_written() -> None:
    """The lessons that turn up stock cards at the start show the ones the scenario names, in
    its order: にっぱち's first top card, 値木's two roads (their decks deal the stock from the
    front, unlike 小猫's and 終季's)."""
    turned_up = {
        "nippachi": lambda seen: [seen["up"]],
        "makhup": lambda seen: [card for road in seen["roads"] for card in road["cards"]],
    }
    for game_id, shown in turned_up.items():
        scenario = load(game_id)
        run = TutorialRun(scenario, "en")
        cards = shown(run.host.observation(HUMAN))
        names = [run.game.card_name(c, lang) for c in cards for lang in LANGS]
        assert all(name in names for name in scenario.stock[: len(cards)]), (game_id, names)
