<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Curtain</name>
    <message>
        <location filename="../shikitable/ui/table.py" line="98"/>
        <source>Pass the screen to {0}. Everyone else, please look away.</source>
        <translation>画面を{0}さんに渡してください。ほかの方は見ないでください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="99"/>
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
        <location filename="../shikitable/ui/window.py" line="109"/>
        <location filename="../shikitable/ui/window.py" line="147"/>
        <source>shikitable</source>
        <translation>shikitable</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="155"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="157"/>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="158"/>
        <source>&amp;Restart</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="159"/>
        <source>&amp;Open match…</source>
        <translation>対戦を開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="160"/>
        <source>Sa&amp;ve match…</source>
        <translation>対戦を保存(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="161"/>
        <location filename="../shikitable/ui/window.py" line="168"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="162"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="172"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="173"/>
        <source>&amp;Rules</source>
        <translation>遊び方(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="196"/>
        <location filename="../shikitable/ui/window.py" line="234"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="248"/>
        <location filename="../shikitable/ui/window.py" line="255"/>
        <source>Save match</source>
        <translation>対戦を保存</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="257"/>
        <source>Saved to {0}</source>
        <translation>{0} に保存しました</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="263"/>
        <location filename="../shikitable/ui/window.py" line="270"/>
        <source>Open match</source>
        <translation>対戦を開く</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="270"/>
        <source>Cannot open {0}: </source>
        <translation>{0} を開けません：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="293"/>
        <source>{0}&apos;s AI failed ({1}); it played a random legal move.</source>
        <translation>{0}のAIが失敗しました（{1}）。代わりに合法手を無作為に指しました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="354"/>
        <source>Rules</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="354"/>
        <source>The rule viewer is not available: </source>
        <translation>遊び方の表示を開けません：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="278"/>
        <source>Restart</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="368"/>
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
        <location filename="../shikitable/ui/dialogs.py" line="78"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="87"/>
        <source>{0}–{1} players</source>
        <translation>{0}〜{1}人</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="97"/>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="99"/>
        <source>Rules</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="107"/>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="113"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="147"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="147"/>
        <source>AI (heuristic)</source>
        <translation>AI（定石）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="147"/>
        <source>AI (random)</source>
        <translation>AI（無作為）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="161"/>
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
        <location filename="../shikitable/ui/dialogs.py" line="281"/>
        <source>Match over</source>
        <translation>対戦終了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="281"/>
        <source>Season over</source>
        <translation>季の終わり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="288"/>
        <source>The match is over</source>
        <translation>対戦終了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="295"/>
        <source>New match</source>
        <translation>新しい対戦</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="297"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="303"/>
        <source>Next season</source>
        <translation>次の季へ</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="228"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="230"/>
        <source>日本語 (Japanese)</source>
        <translation>日本語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="230"/>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="236"/>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="237"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="238"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="239"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="250"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="251"/>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="252"/>
        <source>Bot delay</source>
        <translation>AIの待ち時間</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="253"/>
        <source>Four-colour playing cards (from the next match)</source>
        <translation>トランプを4色で表示(次の対戦から)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="260"/>
        <source>AI time limit</source>
        <translation>AIの持ち時間</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../shikitable/ui/window.py" line="69"/>
        <source>Player</source>
        <translation>プレーヤー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="69"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="69"/>
        <source>Season</source>
        <translation>今季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="70"/>
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
        <location filename="../shikitable/ui/table.py" line="173"/>
        <source>The match is over.</source>
        <translation>対戦は終わりました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="175"/>
        <source>Your move, {0}.</source>
        <translation>{0}さんの番です。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="177"/>
        <source>Waiting for {0}…</source>
        <translation>{0}を待っています…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="303"/>
        <source>Select cards, then choose: {0}.</source>
        <translation>札を選んでから選択：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="306"/>
        <source>Choose: {0}.</source>
        <translation>選択：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="309"/>
        <source>Enter or double-click: {0}.</source>
        <translation>Enter またはダブルクリック：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="315"/>
        <location filename="../shikitable/ui/table.py" line="328"/>
        <source>These cards form no legal move.</source>
        <translation>この札では出せる手がありません。</translation>
    </message>
</context>
<context>
    <name>shikitable</name>
    <message>
        <location filename="../shikitable/ui/layouts/__init__.py" line="52"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="41"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="23"/>
        <source>Stock</source>
        <translation>山札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="24"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="52"/>
        <source>光</source>
        <translation>光</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="27"/>
        <source>Declare 終季</source>
        <translation>終季を宣言</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="28"/>
        <source>Discard</source>
        <translation>捨てる</translation>
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
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="34"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="35"/>
        <source>Season {season} begins; {dealer} deals (×{multiplier}).</source>
        <translation>第{season}季開始。親は{dealer}（×{multiplier}）。</translation>
    </message>
    <message>
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
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="38"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="87"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="41"/>
        <source>The match is over.</source>
        <translation>対戦は終わりました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="44"/>
        <source>開 paid by the discarder</source>
        <translation>開（捨てた人に支払い）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="45"/>
        <source>四友 paid by everyone</source>
        <translation>四友（全員から）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="46"/>
        <source>終季</source>
        <translation>終季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="47"/>
        <source>終季 base</source>
        <translation>終季（基本点）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="48"/>
        <source>one colour</source>
        <translation>同色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="49"/>
        <source>six in a row (六連)</source>
        <translation>六連</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="50"/>
        <source>first round (一周)</source>
        <translation>一周</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="51"/>
        <source>皇 and 王</source>
        <translation>皇王</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="25"/>
        <source>Unseen</source>
        <translation>未使用</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="30"/>
        <source>Play</source>
        <translation>出す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="31"/>
        <source>Play face down</source>
        <translation>伏せて出す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="35"/>
        <source>{seat} plays {cards}.</source>
        <translation>{seat}が{cards}を出す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="36"/>
        <source>{seat} lays {count} face down.</source>
        <translation>{seat}が{count}枚伏せる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="37"/>
        <source>{seat} wins trick {trick}.</source>
        <translation>{seat}が第{trick}勝負に勝つ。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="40"/>
        <source>last trick</source>
        <translation>最後の勝負</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="68"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="70"/>
        <source>Player {0}</source>
        <translation>プレーヤー{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="72"/>
        <source> (bot)</source>
        <translation>（AI）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="46"/>
        <source>Season {0} ends with no winner.</source>
        <translation>第{0}季は勝者なしで終わりました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="50"/>
        <source>Season {0} ends: {1} wins.</source>
        <translation>第{0}季終了：{1}の勝ち。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="82"/>
        <source>Season {0}</source>
        <translation>第{0}季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="84"/>
        <source>No winner: the stock ran out.</source>
        <translation>勝者なし：山札が尽きました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="86"/>
        <source>{0} wins.</source>
        <translation>{0}の勝ち。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="92"/>
        <source>Dealer (親): {0}, multiplier ×{1}</source>
        <translation>親：{0}、親の加点 ×{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="103"/>
        <source>What</source>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="104"/>
        <source>Who</source>
        <translation>誰</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="105"/>
        <source>Details</source>
        <translation>内訳</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="106"/>
        <source>Points</source>
        <translation>点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="121"/>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="123"/>
        <source>Player</source>
        <translation>プレーヤー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="124"/>
        <source>This season</source>
        <translation>今季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="125"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="149"/>
        <source>{0} [{1}]: {2} hand points, ×{3} = {4}</source>
        <translation>{0} [{1}]:手札点 {2}、×{3} = {4}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="164"/>
        <source>from {0}</source>
        <translation>{0}から</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="168"/>
        <source>on a discard</source>
        <translation>捨札で</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="170"/>
        <source>on a draw</source>
        <translation>自摸で</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="183"/>
        <source>× {0} when the dealer is involved</source>
        <translation>親が関わる支払いは ×{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="189"/>
        <source>bonus: </source>
        <translation>ボーナス：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="196"/>
        <source>hit by {0}</source>
        <translation>{0} があてた</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="200"/>
        <source>on {0}</source>
        <translation>{0} で</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="210"/>
        <source>paid by: </source>
        <translation>支払い：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="271"/>
        <source>{0} pts</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="273"/>
        <source>{0} cards</source>
        <translation>{0}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="276"/>
        <source>親 ×{0}</source>
        <translation>親 ×{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="278"/>
        <source>親</source>
        <translation>親</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="26"/>
        <source>♠ Spades</source>
        <translation>♠ スペード</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="27"/>
        <source>♥ Hearts</source>
        <translation>♥ ハート</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="28"/>
        <source>♦ Diamonds</source>
        <translation>♦ ダイヤ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="29"/>
        <source>♣ Clubs</source>
        <translation>♣ クラブ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="44"/>
        <source>Follow: {0}</source>
        <translation>台札:{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="51"/>
        <source>J named {0}</source>
        <translation>Jの指定:{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="55"/>
        <source>あてる (A)</source>
        <translation>あてる (A)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="57"/>
        <source>カン (K)</source>
        <translation>カン (K)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="60"/>
        <source>ポン (P)</source>
        <translation>ポン (P)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="63"/>
        <source>Play (Enter)</source>
        <translation>出す (Enter)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="65"/>
        <source>Draw (D)</source>
        <translation>引く (D)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="66"/>
        <source>Pass (S)</source>
        <translation>パス (S)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="72"/>
        <source>あたりあり</source>
        <translation>あたりあり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="75"/>
        <source>リーチ</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="75"/>
        <source>つぶれ</source>
        <translation>つぶれ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="79"/>
        <source>Hand {number} begins; {dealer} deals.</source>
        <translation>第{number}局、親は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="80"/>
        <source>{seat} declares 流れ with {cards}: the hands are dealt again.</source>
        <translation>{seat}が流れを宣言({cards}):配り直し。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="81"/>
        <source>{seat} turns up {card}.</source>
        <translation>{seat}が台札{card}をめくる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="82"/>
        <source>{seat} plays {card} ({left} left).</source>
        <translation>{seat}が{card}を出す(残り{left}枚)。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="83"/>
        <source>{seat} calls ポン: {cards}.</source>
        <translation>{seat}がポン:{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="84"/>
        <source>{seat} calls カン: {cards}.</source>
        <translation>{seat}がカン:{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="85"/>
        <source>{seat} hits {card}!</source>
        <translation>{seat}が{card}であたり!</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="86"/>
        <source>{seat} can neither play nor draw: つぶれ.</source>
        <translation>{seat}は出せず引けず:つぶれ。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="90"/>
        <source>あがり (went out): everyone pays their hand points</source>
        <translation>あがり:全員が自分の手札点を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="91"/>
        <source>勝ち残り (last one standing): everyone pays their hand points</source>
        <translation>勝ち残り:全員が自分の手札点を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="92"/>
        <source>あたり: the player who dealt in pays</source>
        <translation>あたり:振り込んだ人が払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="93"/>
        <source>開局一発 (hit on the first up-card): everyone pays</source>
        <translation>開局一発:全員が払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="94"/>
        <source>返し: the hit bounces back on the hitter</source>
        <translation>返し:あてた人に跳ね返る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="95"/>
        <source>あたり ×2</source>
        <translation>あたり ×2</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="96"/>
        <source>ダブル ×4</source>
        <translation>ダブル ×4</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="97"/>
        <source>トリプル ×8</source>
        <translation>トリプル ×8</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="98"/>
        <source>返し ×2</source>
        <translation>返し ×2</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="99"/>
        <source>ダブル返し ×4</source>
        <translation>ダブル返し ×4</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="100"/>
        <source>トリプル返し ×8</source>
        <translation>トリプル返し ×8</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/hints.py" line="44"/>
        <source>{0} points</source>
        <translation>{0}点</translation>
    </message>
</context>
</TS>
