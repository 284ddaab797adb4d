<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Curtain</name>
    <message>
        <location filename="../shikitable/ui/table.py" line="101"/>
        <source>Pass the screen to {0}. Everyone else, please look away.</source>
        <translation>画面を{0}さんに渡してください。ほかの方は見ないでください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="102"/>
        <source>I am {0}</source>
        <translation>私は{0}です</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="94"/>
        <source>Match history</source>
        <translation>対戦履歴</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="96"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="96"/>
        <source>Started</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="96"/>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="96"/>
        <source>Players and result</source>
        <translation>参加者と結果</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="96"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="97"/>
        <source>Notes</source>
        <translation>備考</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="99"/>
        <source>&amp;Watch replay</source>
        <translation>再生(&amp;W)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="100"/>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="101"/>
        <source>&amp;Export…</source>
        <translation>書き出し(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="102"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="111"/>
        <source>undo used</source>
        <translation>待ったあり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="113"/>
        <source>AI only</source>
        <translation>AIのみ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="119"/>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="119"/>
        <source>Unfinished</source>
        <translation>未完了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="129"/>
        <source>{0} matches, {1} finished</source>
        <translation>{0}対戦（終了 {1}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="156"/>
        <source>Watch replay</source>
        <translation>再生</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/history_window.py" line="173"/>
        <location filename="../shikitable/ui/history_window.py" line="180"/>
        <source>Export match</source>
        <translation>対戦の書き出し</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../shikitable/ui/window.py" line="130"/>
        <location filename="../shikitable/ui/window.py" line="171"/>
        <source>shikitable</source>
        <translation>shikitable</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="179"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="181"/>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="182"/>
        <source>&amp;Restart</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="183"/>
        <source>&amp;Open match…</source>
        <translation>対戦を開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="184"/>
        <source>Sa&amp;ve match…</source>
        <translation>対戦を保存(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="185"/>
        <location filename="../shikitable/ui/window.py" line="192"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="186"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="196"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="197"/>
        <source>&amp;Rules</source>
        <translation>遊び方(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="220"/>
        <location filename="../shikitable/ui/window.py" line="259"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="273"/>
        <location filename="../shikitable/ui/window.py" line="280"/>
        <source>Save match</source>
        <translation>対戦を保存</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="282"/>
        <source>Saved to {0}</source>
        <translation>{0} に保存しました</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="288"/>
        <location filename="../shikitable/ui/window.py" line="295"/>
        <source>Open match</source>
        <translation>対戦を開く</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="295"/>
        <source>Cannot open {0}: </source>
        <translation>{0} を開けません：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="336"/>
        <source>{0}&apos;s AI failed ({1}); it played a random legal move.</source>
        <translation>{0}のAIが失敗しました（{1}）。代わりに合法手を無作為に指しました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="414"/>
        <source>Rules</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="414"/>
        <source>The rule viewer is not available: </source>
        <translation>遊び方の表示を開けません：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="303"/>
        <source>Restart</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="428"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
</context>
<context>
    <name>MatchKeeper</name>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="36"/>
        <source>Matches cannot be autosaved: the history file cannot be opened ({0}).</source>
        <translation>対戦を自動保存できません。履歴ファイルを開けません（{0}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="66"/>
        <source>Autosave is off for this match ({0}).</source>
        <translation>この対戦は自動保存されません（{0}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="69"/>
        <source>Autosave stopped ({0}); use Save match… to keep this match.</source>
        <translation>自動保存が止まりました（{0}）。この対戦を残すには「対戦を保存…」を使ってください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="73"/>
        <source>Autosave</source>
        <translation>自動保存</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="79"/>
        <source>The match history file could not be used ({0}); it was kept as {1} and a new one started.</source>
        <translation>対戦履歴ファイルが使えませんでした（{0}）。{1} として残し、新しいファイルを作りました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="110"/>
        <source>The match in progress is kept: you can resume it from Game → History… or when you next start.</source>
        <translation>進行中の対戦は保存されています。「ゲーム → 対戦履歴…」から、または次回の起動時に再開できます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="112"/>
        <source>The match in progress is not autosaved and will be lost.</source>
        <translation>進行中の対戦は自動保存されていないため、失われます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="117"/>
        <source>{0} now?</source>
        <translation>{0}してよろしいですか？</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="135"/>
        <source>Unfinished match</source>
        <translation>未完了の対戦</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="138"/>
        <source>Resume it, or start a new match? It stays in the history either way.</source>
        <translation>再開しますか、それとも新しい対戦を始めますか？ どちらを選んでも履歴には残ります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="139"/>
        <location filename="../shikitable/ui/keeper.py" line="164"/>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="140"/>
        <source>Start new</source>
        <translation>新しく始める</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="151"/>
        <source>An unfinished match of {0} (started {1}, {2} moves) is kept.</source>
        <translation>{0}の未完了の対戦（{1}開始、{2}手）が保存されています。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="174"/>
        <source>&amp;Undo move</source>
        <translation>待った(&amp;U)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="179"/>
        <source>Allow undo against AI</source>
        <translation>AI戦で待ったを許す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="184"/>
        <source>&amp;History…</source>
        <translation>対戦履歴(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="188"/>
        <source>S&amp;tatistics…</source>
        <translation>成績(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="211"/>
        <source>Undo is only for a single player against AI.</source>
        <translation>待ったは、一人でAIと対戦しているときだけ使えます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="215"/>
        <source>There is no move of yours to take back.</source>
        <translation>取り消せるあなたの手がありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="220"/>
        <source>Undo</source>
        <translation>待った</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="223"/>
        <source>Move taken back.</source>
        <translation>手を取り消しました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="232"/>
        <source>History</source>
        <translation>対戦履歴</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="242"/>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="86"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="95"/>
        <source>{0}–{1} players</source>
        <translation>{0}〜{1}人</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="105"/>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="107"/>
        <source>Rules</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="115"/>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="121"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="155"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="155"/>
        <source>AI (heuristic)</source>
        <translation>AI（定石）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="155"/>
        <source>AI (random)</source>
        <translation>AI（無作為）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="172"/>
        <source>Seat {0}</source>
        <translation>席{0}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="125"/>
        <source>Replay: {0}</source>
        <translation>再生: {0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="126"/>
        <source>First move</source>
        <translation>最初へ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="127"/>
        <source>Previous move</source>
        <translation>一手戻る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="128"/>
        <source>Play / pause</source>
        <translation>再生／一時停止</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="129"/>
        <source>Next move</source>
        <translation>一手進む</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="130"/>
        <source>Last move</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="131"/>
        <source>Speed</source>
        <translation>速さ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="132"/>
        <source>Season</source>
        <translation>季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="133"/>
        <source>View as</source>
        <translation>視点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="136"/>
        <source>Season {0} (move {1})</source>
        <translation>第{0}季（{1}手目から）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="141"/>
        <source>Every hand open</source>
        <translation>全員の手札を公開</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="150"/>
        <source>Start of the match</source>
        <translation>対戦開始</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="268"/>
        <source>Move {0} of {1}</source>
        <translation>{0}／{1}手</translation>
    </message>
</context>
<context>
    <name>RuleViewer</name>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="35"/>
        <location filename="../shikitable/ui/rule_viewer.py" line="80"/>
        <source>Rules</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="81"/>
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="82"/>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="83"/>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="85"/>
        <source>Find next</source>
        <translation>次を検索</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="86"/>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="87"/>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="88"/>
        <source>Print preview</source>
        <translation>印刷プレビュー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="89"/>
        <source>Print</source>
        <translation>印刷</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="90"/>
        <location filename="../shikitable/ui/rule_viewer.py" line="173"/>
        <location filename="../shikitable/ui/rule_viewer.py" line="180"/>
        <source>Export PDF</source>
        <translation>PDFに書き出す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="117"/>
        <source>Whole book</source>
        <translation>全体（一冊）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="149"/>
        <source>Not found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="182"/>
        <source>Saved {0} pages</source>
        <translation>{0}ページを保存しました</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="302"/>
        <source>Match over</source>
        <translation>対戦終了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="302"/>
        <source>Season over</source>
        <translation>季の終わり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="316"/>
        <source>New match</source>
        <translation>新しい対戦</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="318"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="324"/>
        <source>Next season</source>
        <translation>次の季へ</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="245"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="247"/>
        <source>日本語 (Japanese)</source>
        <translation>日本語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="247"/>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="253"/>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="254"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="255"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="256"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="267"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="268"/>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="269"/>
        <source>Bot delay</source>
        <translation>AIの待ち時間</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="274"/>
        <source>AI time limit</source>
        <translation>AIの持ち時間</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../shikitable/ui/window.py" line="72"/>
        <source>Player</source>
        <translation>プレーヤー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="72"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="72"/>
        <source>Season</source>
        <translation>今季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="73"/>
        <source>Game log</source>
        <translation>記録</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../shikitable/ui/stats_window.py" line="85"/>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/stats_window.py" line="86"/>
        <location filename="../shikitable/ui/stats_window.py" line="89"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/stats_window.py" line="87"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/stats_window.py" line="89"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/stats_window.py" line="89"/>
        <source>Matches</source>
        <translation>対戦数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/stats_window.py" line="89"/>
        <source>Wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/stats_window.py" line="89"/>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/stats_window.py" line="90"/>
        <source>Mean points</source>
        <translation>平均点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/stats_window.py" line="90"/>
        <source>Best points</source>
        <translation>最高点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/stats_window.py" line="90"/>
        <source>Current streak</source>
        <translation>現在の連勝</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/stats_window.py" line="90"/>
        <source>Longest streak</source>
        <translation>最長連勝</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/stats_window.py" line="95"/>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/stats_window.py" line="127"/>
        <source>No finished matches yet.</source>
        <translation>終了した対戦はまだありません。</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../shikitable/ui/table.py" line="176"/>
        <source>The match is over.</source>
        <translation>対戦は終わりました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="180"/>
        <source>Your move, {0}.</source>
        <translation>{0}さんの番です。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="182"/>
        <source>Waiting for {0}…</source>
        <translation>{0}を待っています…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="308"/>
        <source>Select cards, then choose: {0}.</source>
        <translation>札を選んでから選択：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="311"/>
        <source>Choose: {0}.</source>
        <translation>選択：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="314"/>
        <source>Enter or double-click: {0}.</source>
        <translation>Enter またはダブルクリック：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="320"/>
        <location filename="../shikitable/ui/table.py" line="336"/>
        <source>These cards form no legal move.</source>
        <translation>この札では出せる手がありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="178"/>
        <source>Your move.</source>
        <translation>あなたの番です。</translation>
    </message>
</context>
<context>
    <name>shikitable</name>
    <message>
        <location filename="../shikitable/ui/layouts/__init__.py" line="51"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="23"/>
        <source>Stock</source>
        <translation>山札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="24"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="69"/>
        <source>光</source>
        <translation>光</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="27"/>
        <source>Declare 終季</source>
        <translation>終季を宣言</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="89"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="29"/>
        <source>Tiles left</source>
        <translation>残り牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="32"/>
        <source>和 Tsumo (T)</source>
        <translation>ツモ和 (T)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="33"/>
        <source>和 Ron (R)</source>
        <translation>ロン和 (R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="19"/>
        <source>Menzen tsumo</source>
        <translation>門前清自摸和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="20"/>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="21"/>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="22"/>
        <source>Chankan (robbing a kan)</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="23"/>
        <source>Rinshan kaihou (after a kan)</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="24"/>
        <source>Haitei (last tile, tsumo)</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="25"/>
        <source>Houtei (last discard, ron)</source>
        <translation>河底撈魚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="26"/>
        <source>Double riichi</source>
        <translation>ダブル立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="27"/>
        <source>Pinfu</source>
        <translation>平和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="28"/>
        <source>Tanyao (all simples)</source>
        <translation>断幺九</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="29"/>
        <source>Iipeikou</source>
        <translation>一盃口</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="30"/>
        <source>Yakuhai: white dragon</source>
        <translation>役牌 白</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="31"/>
        <source>Yakuhai: green dragon</source>
        <translation>役牌 發</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="32"/>
        <source>Yakuhai: red dragon</source>
        <translation>役牌 中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="33"/>
        <source>Yakuhai: seat wind East</source>
        <translation>自風 東</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="34"/>
        <source>Yakuhai: seat wind South</source>
        <translation>自風 南</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="35"/>
        <source>Yakuhai: seat wind West</source>
        <translation>自風 西</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="36"/>
        <source>Yakuhai: seat wind North</source>
        <translation>自風 北</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="37"/>
        <source>Yakuhai: round wind East</source>
        <translation>場風 東</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="38"/>
        <source>Yakuhai: round wind South</source>
        <translation>場風 南</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="39"/>
        <source>Yakuhai: round wind West</source>
        <translation>場風 西</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="40"/>
        <source>Yakuhai: round wind North</source>
        <translation>場風 北</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="41"/>
        <source>Sanshoku (three-colour run)</source>
        <translation>三色同順</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="42"/>
        <source>Ittsu (straight)</source>
        <translation>一気通貫</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="43"/>
        <source>Chanta</source>
        <translation>混全帯幺九</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="44"/>
        <source>Honroutou</source>
        <translation>混老頭</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="45"/>
        <source>Toitoi (all triplets)</source>
        <translation>対々和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="46"/>
        <source>San ankou (three concealed triplets)</source>
        <translation>三暗刻</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="47"/>
        <source>San kantsu (three kans)</source>
        <translation>三槓子</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="48"/>
        <source>Sanshoku doukou (three-colour triplets)</source>
        <translation>三色同刻</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="49"/>
        <source>Chiitoitsu (seven pairs)</source>
        <translation>七対子</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="50"/>
        <source>Shousangen (little three dragons)</source>
        <translation>小三元</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="51"/>
        <source>Honitsu (half flush)</source>
        <translation>混一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="52"/>
        <source>Junchan</source>
        <translation>純全帯幺九</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="53"/>
        <source>Ryanpeikou</source>
        <translation>二盃口</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="54"/>
        <source>Chinitsu (full flush)</source>
        <translation>清一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="55"/>
        <source>Kokushi musou (thirteen orphans)</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="56"/>
        <source>Chuuren poutou (nine gates)</source>
        <translation>九蓮宝燈</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="57"/>
        <source>Suu ankou (four concealed triplets)</source>
        <translation>四暗刻</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="58"/>
        <source>Daisangen (big three dragons)</source>
        <translation>大三元</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="59"/>
        <source>Shousuushii (little four winds)</source>
        <translation>小四喜</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="60"/>
        <source>Ryuuiisou (all green)</source>
        <translation>緑一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="61"/>
        <source>Suu kantsu (four kans)</source>
        <translation>四槓子</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="62"/>
        <source>Tsuu iisou (all honours)</source>
        <translation>字一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="63"/>
        <source>Chinroutou (all terminals)</source>
        <translation>清老頭</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="64"/>
        <source>Dai suushii (big four winds)</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="65"/>
        <source>Kokushi musou, thirteen-sided wait</source>
        <translation>国士無双十三面待ち</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="66"/>
        <source>Suu ankou, single wait</source>
        <translation>四暗刻単騎</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="67"/>
        <source>Pure nine gates</source>
        <translation>純正九蓮宝燈</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="68"/>
        <source>Tenhou (dealer&apos;s first draw)</source>
        <translation>天和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="69"/>
        <source>Chiihou (first draw)</source>
        <translation>地和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="70"/>
        <source>Dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="71"/>
        <source>Red fives</source>
        <translation>赤ドラ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="72"/>
        <source>Ura dora</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="73"/>
        <source>Counters (本場)</source>
        <translation>本場</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="74"/>
        <source>Riichi sticks</source>
        <translation>供託</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="87"/>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="93"/>
        <source>ツモ Tsumo (T)</source>
        <translation>ツモ (T)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="94"/>
        <source>ロン Ron (R)</source>
        <translation>ロン (R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="95"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="34"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="28"/>
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="96"/>
        <source>リーチ Riichi (Q)</source>
        <translation>リーチ (Q)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="97"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="35"/>
        <source>ポン Pon (P)</source>
        <translation>ポン (P)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="98"/>
        <source>チー Chi (C)</source>
        <translation>チー (C)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="99"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="36"/>
        <source>カン Kan (K)</source>
        <translation>カン (K)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="100"/>
        <source>暗槓 Closed kan (K)</source>
        <translation>暗槓 (K)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="101"/>
        <source>加槓 Added kan (Shift+K)</source>
        <translation>加槓 (Shift+K)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="103"/>
        <source>九種九牌 (9)</source>
        <translation>九種九牌 (9)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="104"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="37"/>
        <source>Pass (X)</source>
        <translation>パス (X)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="110"/>
        <source>リーチ (riichi)</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="111"/>
        <source>ダブルリーチ (double riichi)</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="115"/>
        <source>A new hand: {dealer} deals.</source>
        <translation>新しい局：親は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="117"/>
        <source>{seat} declares riichi (リーチ).</source>
        <translation>{seat}がリーチ。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="118"/>
        <source>{seat} calls {kind}: {cards}.</source>
        <translation>{seat}が{kind}：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="119"/>
        <source>A new dora indicator: {card}.</source>
        <translation>新ドラ表示牌：{card}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="120"/>
        <source>{seat} wins: {han} han {fu} fu.</source>
        <translation>{seat}の和了：{han}飜{fu}符。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="121"/>
        <source>The hand is drawn ({reason}).</source>
        <translation>流局（{reason}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="125"/>
        <location filename="../shikitable/ui/layouts/riichi.py" line="126"/>
        <source>{han} han {fu} fu</source>
        <translation>{han}飜 {fu}符</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="130"/>
        <source>ロン (on a discard)</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="131"/>
        <source>ツモ (own draw)</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="132"/>
        <source>流局: the wall is used up</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="133"/>
        <source>流局: 流し満貫</source>
        <translation>流局：流し満貫</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="134"/>
        <source>途中流局: 九種九牌</source>
        <translation>途中流局：九種九牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="135"/>
        <source>途中流局: 四風連打</source>
        <translation>途中流局：四風連打</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="136"/>
        <source>途中流局: 四槓散了</source>
        <translation>途中流局：四槓散了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="137"/>
        <source>途中流局: 四家立直</source>
        <translation>途中流局：四家立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="138"/>
        <source>途中流局: 三家和</source>
        <translation>途中流局：三家和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="139"/>
        <source>聴牌 (ready)</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="140"/>
        <source>九種九牌 shown</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="141"/>
        <source>流し満貫</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="142"/>
        <source>Pays</source>
        <translation>支払い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="38"/>
        <source>Void 萬 characters (M)</source>
        <translation>萬子を缺く (M)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="40"/>
        <source>Void 筒 dots (D)</source>
        <translation>筒子を缺く (D)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="41"/>
        <source>Void 索 bamboo (B)</source>
        <translation>索子を缺く (B)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="43"/>
        <source>Lay face down (定打)</source>
        <translation>伏せて出す (定打)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="49"/>
        <source>缺 萬</source>
        <translation>缺 萬</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="50"/>
        <source>缺 筒</source>
        <translation>缺 筒</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="51"/>
        <source>缺 索</source>
        <translation>缺 索</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="52"/>
        <source>缺 ?</source>
        <translation>缺 ?</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="60"/>
        <source>Hand {season} begins; {dealer} deals.</source>
        <translation>第{season}局開始。親は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="61"/>
        <source>Every void suit (定缺) is shown.</source>
        <translation>全員の定缺が公開された。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="62"/>
        <source>{seat} turns up the first discard: void suit {void}.</source>
        <translation>{seat}が伏せた第1打を表にした。缺門は{void}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="64"/>
        <source>{seat} calls ポン on {card} from {from}.</source>
        <translation>{seat}が{from}の{card}をポン。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="65"/>
        <source>{seat} declares カン.</source>
        <translation>{seat}がカン。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="66"/>
        <source>{seat} adds {card} to a ポン (カン).</source>
        <translation>{seat}が{card}を加槓。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="67"/>
        <source>{seat}&apos;s kong is robbed (槍槓)!</source>
        <translation>{seat}の加槓が槍槓された！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="68"/>
        <source>{seat} wins ({by}) for {points} and leaves the hand.</source>
        <translation>{seat}が和了 ({by}) {points}点。局から抜ける。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="69"/>
        <source>The wall is used up: the players still in settle.</source>
        <translation>牌山が尽きた。残った者で流局の精算をする。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="73"/>
        <source>和 on a discard (ロン)</source>
        <translation>ロン和了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="74"/>
        <source>和 by own draw (ツモ)</source>
        <translation>ツモ和了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="75"/>
        <source>Ron: the discarder pays</source>
        <translation>ロン：放銃者が支払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="76"/>
        <source>Tsumo: each player still in pays, +1</source>
        <translation>ツモ：残っている全員が1点を加えて支払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="77"/>
        <source>Concealed kong: 2 from each player still in</source>
        <translation>暗槓：残っている全員から2点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="78"/>
        <source>Added kong: 1 from each player still in</source>
        <translation>加槓：残っている全員から1点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="79"/>
        <source>Kong on a discard: 2 from the discarder</source>
        <translation>大明槓：打牌者から2点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="80"/>
        <source>Kong payment given back</source>
        <translation>開槓点の返還</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="81"/>
        <source>Kong payment passed to the winner</source>
        <translation>開槓点を和了者へ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="82"/>
        <source>花猪 pays the limit</source>
        <translation>花猪：満貫を支払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="83"/>
        <source>Not ready: pays the ready player&apos;s best value</source>
        <translation>ノーテン：テンパイ者に最高アガリ点を支払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="84"/>
        <source>At the draw: 花猪 (holds the void suit)</source>
        <translation>流局時：花猪 (缺門の牌が残る)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="85"/>
        <source>At the draw: not ready</source>
        <translation>流局時：ノーテン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="86"/>
        <source>At the draw: ready (best value)</source>
        <translation>流局時：テンパイ (最高アガリ点)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="88"/>
        <source>根 (four of a kind)</source>
        <translation>根 (4枚使い)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="89"/>
        <source>対々和</source>
        <translation>対々和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="90"/>
        <source>裸単騎</source>
        <translation>裸単騎</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="91"/>
        <source>槓上</source>
        <translation>槓上</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="92"/>
        <source>槍槓</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="93"/>
        <source>海底</source>
        <translation>海底</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="94"/>
        <source>清一色</source>
        <translation>清一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="95"/>
        <source>七対</source>
        <translation>七対</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="96"/>
        <source>全帯幺</source>
        <translation>全帯幺</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="97"/>
        <source>将対</source>
        <translation>将対</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="29"/>
        <source>Claim 開</source>
        <translation>開で取る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="30"/>
        <source>Pass</source>
        <translation>見送る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="36"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="35"/>
        <source>Season {season} begins; {dealer} deals (×{multiplier}).</source>
        <translation>第{season}季開始。親は{dealer}（×{multiplier}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="116"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="63"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="36"/>
        <source>{seat} discards {card}.</source>
        <translation>{seat}が{card}を捨てる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="37"/>
        <source>{seat} claims {card} from {from} with 開: {meld}.</source>
        <translation>{seat}が{from}の{card}を開で取る：{meld}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="38"/>
        <source>{seat} shows 四友: {cards}.</source>
        <translation>{seat}が四友を見せる：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="39"/>
        <source>{seat} declares 終季 with {hand}!</source>
        <translation>{seat}が終季！ 手：{hand}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="40"/>
        <source>The stock is empty: nobody wins this season.</source>
        <translation>山札が尽きました。この季は勝者なし。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="40"/>
        <location filename="../shikitable/ui/layouts/riichi.py" line="122"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="70"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="41"/>
        <source>The match is over.</source>
        <translation>対戦は終わりました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="61"/>
        <source>開 paid by the discarder</source>
        <translation>開（捨てた人に支払い）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="62"/>
        <source>四友 paid by everyone</source>
        <translation>四友（全員から）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="63"/>
        <source>終季</source>
        <translation>終季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="64"/>
        <source>終季 base</source>
        <translation>終季（基本点）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="65"/>
        <source>one colour</source>
        <translation>同色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="66"/>
        <source>six in a row (六連)</source>
        <translation>六連</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="67"/>
        <source>first round (一周)</source>
        <translation>一周</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="68"/>
        <source>皇 and 王</source>
        <translation>皇王</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="27"/>
        <source>Unseen</source>
        <translation>未使用</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="32"/>
        <source>Play</source>
        <translation>出す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="33"/>
        <source>Play face down</source>
        <translation>伏せて出す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="37"/>
        <source>{seat} plays {cards}.</source>
        <translation>{seat}が{cards}を出す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="38"/>
        <source>{seat} lays {count} face down.</source>
        <translation>{seat}が{count}枚伏せる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="39"/>
        <source>{seat} wins trick {trick}.</source>
        <translation>{seat}が第{trick}勝負に勝つ。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="48"/>
        <source>last trick</source>
        <translation>最後の勝負</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="71"/>
        <source>Player {0}</source>
        <translation>プレーヤー{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="72"/>
        <location filename="../shikitable/ui/dialogs.py" line="77"/>
        <source> (bot)</source>
        <translation>（AI）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="54"/>
        <source>Season {0} ends with no winner.</source>
        <translation>第{0}季は勝者なしで終わりました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="58"/>
        <source>Season {0} ends: {1} wins.</source>
        <translation>第{0}季終了：{1}の勝ち。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="102"/>
        <source>Season {0}</source>
        <translation>第{0}季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="110"/>
        <source>Dealer (親): {0}, multiplier ×{1}</source>
        <translation>親：{0}、親の加点 ×{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="120"/>
        <source>What</source>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="121"/>
        <source>Who</source>
        <translation>誰</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="122"/>
        <source>Details</source>
        <translation>内訳</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="123"/>
        <source>Points</source>
        <translation>点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="143"/>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="139"/>
        <location filename="../shikitable/ui/results.py" line="271"/>
        <source>Player</source>
        <translation>プレーヤー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="140"/>
        <source>This season</source>
        <translation>今季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="141"/>
        <location filename="../shikitable/ui/results.py" line="272"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="196"/>
        <source>from {0}</source>
        <translation>{0}から</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="201"/>
        <source>on a discard</source>
        <translation>捨札で</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="203"/>
        <source>on a draw</source>
        <translation>自摸で</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="215"/>
        <source>× {0} when the dealer is involved</source>
        <translation>親が関わる支払いは ×{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="222"/>
        <source>bonus: </source>
        <translation>ボーナス：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="228"/>
        <source>paid by: </source>
        <translation>支払い：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="321"/>
        <source>{0} pts</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="328"/>
        <source>{0} cards</source>
        <translation>{0}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="332"/>
        <source>親 (dealer)</source>
        <translation>親</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="335"/>
        <source>親 ×{0}</source>
        <translation>親 ×{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="55"/>
        <source>Out: won by ron</source>
        <translation>ロン和了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="56"/>
        <source>Out: won by tsumo</source>
        <translation>ツモ和了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="87"/>
        <source>no fan</source>
        <translation>役なし</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/hints.py" line="44"/>
        <source>{0} points</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="44"/>
        <source>You discard {card}.</source>
        <translation>あなたが{card}を捨てる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="45"/>
        <source>You claim {card} from {from} with 開: {meld}.</source>
        <translation>あなたが{from}の{card}を開で取る：{meld}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="46"/>
        <source>You show 四友: {cards}.</source>
        <translation>あなたが四友を見せる：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="47"/>
        <source>You declare 終季 with {hand}!</source>
        <translation>あなたが終季！ 手：{hand}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="50"/>
        <source>Claiming a discard with 開: the discarder pays 1 point.</source>
        <translation>開で捨て札を取ると、捨てた人が1点払います。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="51"/>
        <source>Four of a kind shown (四友): every other player pays.</source>
        <translation>四友を見せると、ほかの全員が払います。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="52"/>
        <source>The hand that ended the season, and who paid for it.</source>
        <translation>季を終わらせた手と、その支払い。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="53"/>
        <source>The base points for completing the hand.</source>
        <translation>手を完成させた基本点。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="54"/>
        <source>Every card of the hand in one colour.</source>
        <translation>手の札がすべて同じ色。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="55"/>
        <source>Six cards in one run.</source>
        <translation>六枚が一続きの連。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="56"/>
        <source>Won within the first round of turns.</source>
        <translation>最初の一周のうちに上がった。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="57"/>
        <source>One point for each 皇 or 王 among the six cards.</source>
        <translation>六枚のうち皇か王1枚につき1点。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="58"/>
        <source>One point for each of the six cards of the same kind as a 光 card.</source>
        <translation>六枚のうち光の札と同じ種類の札1枚につき1点。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="20"/>
        <source>Out</source>
        <translation>場外</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="22"/>
        <source>Down</source>
        <translation>伏せ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="23"/>
        <source>Won</source>
        <translation>取り札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="43"/>
        <source>You play {cards}.</source>
        <translation>あなたが{cards}を出す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="44"/>
        <source>You lay {count} face down.</source>
        <translation>あなたが{count}枚伏せる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="45"/>
        <source>You win trick {trick}.</source>
        <translation>あなたが第{trick}勝負に勝つ。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="49"/>
        <source>Payment</source>
        <translation>支払い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="52"/>
        <source>{payer} pays {winner}: 6 − {won_cards} won cards</source>
        <translation>{payer}から{winner}へ：6 − 取り札{won_cards}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="54"/>
        <source>× the dealer multiplier</source>
        <translation>× 親の加点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="56"/>
        <source>Each other player pays the winner of the last trick 6 minus their won cards (a negative amount is paid back), times the dealer multiplier when the rules say so.</source>
        <translation>最後の勝負の勝者に、ほかの各人が「6 − 自分の取り札の枚数」を払います（負なら逆に受け取ります）。規則により親の加点を掛けます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="319"/>
        <source>{0} pt</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="326"/>
        <source>{0} card</source>
        <translation>{0}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="56"/>
        <source>Season {0} ends: you win.</source>
        <translation>第{0}季終了：あなたの勝ち。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="104"/>
        <source>No winner this season.</source>
        <translation>この季は勝者なし。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="106"/>
        <source>{0} wins the season.</source>
        <translation>この季は{0}の勝ち。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="155"/>
        <source>{0}&apos;s hand</source>
        <translation>{0}の手</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="258"/>
        <source>{0} wins the match!</source>
        <translation>{0}の優勝！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="259"/>
        <source>{0} share the win.</source>
        <translation>{0}が同点で優勝。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="260"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="268"/>
        <source>Final ranking</source>
        <translation>最終順位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="270"/>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="282"/>
        <source>Points by season</source>
        <translation>季ごとの得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="284"/>
        <source>Season</source>
        <translation>季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="285"/>
        <source>Dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="286"/>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="42"/>
        <source>札 Declare card (D)</source>
        <translation>札を宣言 (D)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="43"/>
        <source>Keep cards</source>
        <translation>手札を残す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="44"/>
        <source>Reset cards</source>
        <translation>リセット</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="52"/>
        <source>{seat} declares a card: {name}.</source>
        <translation>{seat}がカードを宣言：{name}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="53"/>
        <source>{seat}&apos;s {name} goes back to hand (declared too late).</source>
        <translation>{seat}の{name}は手札に戻る（宣言が遅れた）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="54"/>
        <source>{seat} lays a talisman on the table: {name}.</source>
        <translation>{seat}が護符を卓に置く：{name}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="55"/>
        <source>A talisman is used up: {name}.</source>
        <translation>護符を破棄：{name}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="56"/>
        <source>{seat} resets their cards.</source>
        <translation>{seat}がリセット（手札を引き直す）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="57"/>
        <source>Card effect: {op}.</source>
        <translation>カードの効果：{op}。</translation>
    </message>
</context>
</TS>
