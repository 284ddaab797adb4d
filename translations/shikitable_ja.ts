<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Curtain</name>
    <message>
        <location filename="../shikitable/ui/table.py" line="137"/>
        <source>Pass the screen to {0}. Everyone else, please look away.</source>
        <translation>画面を{0}さんに渡してください。ほかの方は見ないでください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="138"/>
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
        <location filename="../shikitable/ui/window.py" line="167"/>
        <location filename="../shikitable/ui/window.py" line="209"/>
        <source>shikitable</source>
        <translation>shikitable</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="217"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="219"/>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="220"/>
        <source>&amp;Restart</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="221"/>
        <source>&amp;Open match…</source>
        <translation>対戦を開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="222"/>
        <source>Sa&amp;ve match…</source>
        <translation>対戦を保存(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="223"/>
        <location filename="../shikitable/ui/window.py" line="230"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="224"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="235"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="236"/>
        <source>&amp;Rules</source>
        <translation>遊び方(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="259"/>
        <location filename="../shikitable/ui/window.py" line="302"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="316"/>
        <location filename="../shikitable/ui/window.py" line="323"/>
        <source>Save match</source>
        <translation>対戦を保存</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="325"/>
        <source>Saved to {0}</source>
        <translation>{0} に保存しました</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="331"/>
        <location filename="../shikitable/ui/window.py" line="333"/>
        <location filename="../shikitable/ui/window.py" line="340"/>
        <source>Open match</source>
        <translation>対戦を開く</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="340"/>
        <source>Cannot open {0}: </source>
        <translation>{0} を開けません：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="348"/>
        <source>Restart</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="398"/>
        <source>{0}&apos;s AI failed ({1}); it played a random legal move.</source>
        <translation>{0}のAIが失敗しました（{1}）。代わりに合法手を無作為に指しました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="496"/>
        <source>Rules</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="496"/>
        <source>The rule viewer is not available: </source>
        <translation>遊び方の表示を開けません：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="510"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
</context>
<context>
    <name>MatchKeeper</name>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="47"/>
        <source>Matches cannot be autosaved: the history file cannot be opened ({0}).</source>
        <translation>対戦を自動保存できません。履歴ファイルを開けません（{0}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="77"/>
        <source>Autosave is off for this match ({0}).</source>
        <translation>この対戦は自動保存されません（{0}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="80"/>
        <source>Autosave stopped ({0}); use Save match… to keep this match.</source>
        <translation>自動保存が止まりました（{0}）。この対戦を残すには「対戦を保存…」を使ってください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="84"/>
        <source>Autosave</source>
        <translation>自動保存</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="92"/>
        <source>The match history file could not be used ({0}); it was kept as {1} and a new one started.</source>
        <translation>対戦履歴ファイルが使えませんでした（{0}）。{1} として残し、新しいファイルを作りました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="123"/>
        <source>The match in progress is kept: you can resume it from Game → History… or when you next start.</source>
        <translation>進行中の対戦は保存されています。「ゲーム → 対戦履歴…」から、または次回の起動時に再開できます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="125"/>
        <source>The match in progress is not autosaved and will be lost.</source>
        <translation>進行中の対戦は自動保存されていないため、失われます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="130"/>
        <source>{0} now?</source>
        <translation>「{0}」を実行してよろしいですか？</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="148"/>
        <source>Unfinished match</source>
        <translation>未完了の対戦</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="151"/>
        <source>Resume it, or start a new match? It stays in the history either way.</source>
        <translation>再開しますか、それとも新しい対戦を始めますか？ どちらを選んでも履歴には残ります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="152"/>
        <location filename="../shikitable/ui/keeper.py" line="171"/>
        <location filename="../shikitable/ui/keeper.py" line="177"/>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="153"/>
        <source>Start new</source>
        <translation>新しく始める</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="164"/>
        <source>An unfinished match of {0} (started {1}, {2} moves) is kept.</source>
        <translation>{0}の未完了の対戦（{1}開始、{2}手）が保存されています。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="187"/>
        <source>&amp;Undo move</source>
        <translation>待った(&amp;U)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="192"/>
        <source>Allow undo against AI</source>
        <translation>AI戦で待ったを許す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="197"/>
        <source>&amp;History…</source>
        <translation>対戦履歴(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="201"/>
        <source>S&amp;tatistics…</source>
        <translation>成績(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="224"/>
        <source>Undo is only for a single player against AI.</source>
        <translation>待ったは、一人でAIと対戦しているときだけ使えます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="228"/>
        <source>There is no move of yours to take back.</source>
        <translation>取り消せるあなたの手がありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="233"/>
        <source>Undo</source>
        <translation>待った</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="236"/>
        <source>Move taken back.</source>
        <translation>手を取り消しました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="245"/>
        <source>History</source>
        <translation>対戦履歴</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/keeper.py" line="255"/>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Games</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="93"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="102"/>
        <source>{0}–{1} players</source>
        <translation>{0}〜{1}人</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="113"/>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="115"/>
        <source>Rules</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="125"/>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="132"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="167"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="168"/>
        <source>AI (heuristic)</source>
        <translation>AI（定石）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="169"/>
        <source>AI (easy)</source>
        <translation>AI(やさしい)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="170"/>
        <source>AI (search, normal)</source>
        <translation>AI(探索・ふつう)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="171"/>
        <source>AI (search, strong)</source>
        <translation>AI(探索・強い)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="172"/>
        <source>AI (random)</source>
        <translation>AI（無作為）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="190"/>
        <source>Seat {0}</source>
        <translation>席{0}</translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="55"/>
        <source>&amp;Hurry the AI</source>
        <translation>AIを急かす(&amp;H)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="57"/>
        <source>The AI thinking now plays its best move so far, now</source>
        <translation>考え中のAIが、今までで最善の手をすぐに打ちます</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="21"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="22"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="23"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="24"/>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="41"/>
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="43"/>
        <source>Show &amp;waits</source>
        <translation>待ちを表示(&amp;W)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="45"/>
        <source>The cards that would complete your hand</source>
        <translation>手を完成させる札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="48"/>
        <source>Suggest a &amp;move</source>
        <translation>次の一手を提案(&amp;M)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="51"/>
        <source>The AI&apos;s three favourite moves for you, with the points it expects</source>
        <translation>AIが勧める3つの手と、それぞれの見込み点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="81"/>
        <source>Auto-&amp;pass claims (unless I can win)</source>
        <translation>鳴きを自動で見送る（上がれるときを除く）(&amp;P)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="85"/>
        <source>&amp;No calls this hand</source>
        <translation>この季は鳴かない(&amp;N)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="87"/>
        <source>Auto-&amp;declare wins</source>
        <translation>上がりを自動で宣言(&amp;D)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="90"/>
        <source>&amp;Bot speed</source>
        <translation>AIの速さ(&amp;B)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/playmenu.py" line="102"/>
        <source>&amp;Skip animation</source>
        <translation>アニメーションを飛ばす(&amp;S)</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="127"/>
        <source>Replay: {0}</source>
        <translation>再生: {0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="128"/>
        <source>First move</source>
        <translation>最初へ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="129"/>
        <source>Previous move</source>
        <translation>一手戻る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="130"/>
        <source>Play / pause</source>
        <translation>再生／一時停止</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="131"/>
        <source>Next move</source>
        <translation>一手進む</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="132"/>
        <source>Last move</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="133"/>
        <source>Speed</source>
        <translation>速さ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="135"/>
        <source>Season</source>
        <translation>季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="136"/>
        <source>View as</source>
        <translation>視点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="139"/>
        <source>Season {0} (move {1})</source>
        <translation>第{0}季（{1}手目から）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="145"/>
        <source>Every hand open</source>
        <translation>全員の手札を公開</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="154"/>
        <source>Start of the match</source>
        <translation>対戦開始</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/replay_window.py" line="272"/>
        <source>Move {0} of {1}</source>
        <translation>{0}／{1}手</translation>
    </message>
</context>
<context>
    <name>RuleViewer</name>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="43"/>
        <location filename="../shikitable/ui/rule_viewer.py" line="97"/>
        <source>Rules</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="98"/>
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="99"/>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="100"/>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="102"/>
        <source>Find next</source>
        <translation>次を検索</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="103"/>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="104"/>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="105"/>
        <source>Print preview</source>
        <translation>印刷プレビュー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="106"/>
        <source>Print</source>
        <translation>印刷</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="107"/>
        <location filename="../shikitable/ui/rule_viewer.py" line="207"/>
        <location filename="../shikitable/ui/rule_viewer.py" line="214"/>
        <source>Export PDF</source>
        <translation>PDFに書き出す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="134"/>
        <source>Whole book</source>
        <translation>全体（一冊）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="183"/>
        <source>Not found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/rule_viewer.py" line="216"/>
        <source>Saved {0} pages</source>
        <translation>{0}ページを保存しました</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="391"/>
        <source>Match over</source>
        <translation>対戦終了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="406"/>
        <source>New match</source>
        <translation>新しい対戦</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="408"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="299"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="301"/>
        <source>日本語 (Japanese)</source>
        <translation>日本語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="301"/>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="307"/>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="308"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="309"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="310"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="334"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="335"/>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="336"/>
        <source>Bot delay</source>
        <translation>AIの待ち時間</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="347"/>
        <source>AI time limit</source>
        <translation>AIの持ち時間</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="350"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="351"/>
        <source>Off (wait for me)</source>
        <translation>なし（答えるまで待つ）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="354"/>
        <source>Magic: the Mahjong: when a card is declared (or a card window opens) and you hold a card you may declare, you have this long to declare it or counter; then the table passes for you. Off: the table waits for your answer.</source>
        <translation>Magic: the Mahjong：カードが宣言されたとき（またはカードを使える場面で）宣言できるカードを持っていれば、この秒数のあいだに宣言やカウンターができます。過ぎると自動でパスします。「なし」にすると答えるまで待ちます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="357"/>
        <source>Card pause</source>
        <translation>カードの猶予</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="340"/>
        <source>Four-colour playing cards (from the next match)</source>
        <translation>トランプを4色で表示(次の対戦から)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="322"/>
        <source>Off</source>
        <translation>表示しない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="323"/>
        <source>On request (Play → Show waits)</source>
        <translation>求めたとき（プレイ → 待ちを表示）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="324"/>
        <source>Always</source>
        <translation>常に表示</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="328"/>
        <source>The cards that would complete your hand (終季)</source>
        <translation>手を完成させる札（終季）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="329"/>
        <source>Pass claims for me unless I can win</source>
        <translation>上がれるとき以外は鳴きを自動で見送る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="331"/>
        <source>Declare a win for me as soon as I can</source>
        <translation>上がれたらすぐ自動で宣言する</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="337"/>
        <source>Waits hint</source>
        <translation>待ちの表示</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="338"/>
        <source>Auto-pass</source>
        <translation>自動見送り</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="339"/>
        <source>Auto-declare</source>
        <translation>自動宣言</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../shikitable/ui/window.py" line="90"/>
        <source>Player</source>
        <translation>プレーヤー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="90"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="89"/>
        <source>Season</source>
        <translation>今季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="100"/>
        <source>Game log</source>
        <translation>記録</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="101"/>
        <source>Card log</source>
        <translation>カードの記録</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="92"/>
        <source>The players; 親 marks the dealer.</source>
        <translation>プレーヤー。親の印は親を表します。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="93"/>
        <source>Points so far in this match.</source>
        <translation>この対戦でのこれまでの得点。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="94"/>
        <source>Points won (+) or paid (−) in this season so far.</source>
        <translation>この季でこれまでに得た点（+）と払った点（−）。</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Points over matches</source>
        <translation>対戦ごとの得点</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSVに書き出す…</translation>
    </message>
    <message>
        <source>Choose a game to see its players&apos; points match by match.</source>
        <translation>ゲームを選ぶと、各プレイヤーの対戦ごとの得点を表示します。</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSVに書き出す</translation>
    </message>
    <message>
        <source>Cannot write {0}</source>
        <translation>{0}に書き込めません</translation>
    </message>
    <message>
        <source>saved to {0}</source>
        <translation>{0}に保存しました</translation>
    </message>
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
        <location filename="../shikitable/ui/table.py" line="349"/>
        <source>Hurry the AI</source>
        <translation>AIを急かす</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="351"/>
        <source>The AI plays its best move so far, now</source>
        <translation>AIが今までで最善の手をすぐに打ちます</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="303"/>
        <source>The match is over.</source>
        <translation>対戦は終わりました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="307"/>
        <source>Your move, {0}.</source>
        <translation>{0}さんの番です。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="309"/>
        <source>Waiting for {0}…</source>
        <translation>{0}を待っています…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="543"/>
        <source>Select cards, then choose: {0}.</source>
        <translation>札を選んでから選択：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="544"/>
        <source>Choose: {0}.</source>
        <translation>選択：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/hand_row.py" line="64"/>
        <location filename="../shikitable/ui/table.py" line="547"/>
        <source>Enter or double-click: {0}.</source>
        <translation>Enter またはダブルクリック：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/hand_row.py" line="110"/>
        <source>You may declare: {0}</source>
        <translation>宣言できるカード：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/hand_row.py" line="116"/>
        <source>({0} s, then pass)</source>
        <translation>（あと{0}秒でパス）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="553"/>
        <location filename="../shikitable/ui/table.py" line="584"/>
        <source>These cards form no legal move.</source>
        <translation>この札では出せる手がありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="559"/>
        <source>A hint is for the player whose move it is.</source>
        <translation>ヒントは手番のプレイヤーだけが使えます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="561"/>
        <source>Thinking about your move…</source>
        <translation>あなたの手を考えています…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="569"/>
        <source>Suggested: {0}</source>
        <translation>おすすめ: {0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="305"/>
        <source>Your move.</source>
        <translation>あなたの番です。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="267"/>
        <source>Waits: {0}</source>
        <translation>待ち：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="269"/>
        <source>discard {0} → waits {1}</source>
        <translation>{0}を捨てると待ち：{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="283"/>
        <source>No waits yet.</source>
        <translation>まだ待ちはありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="461"/>
        <source>Shortcut: {0}</source>
        <translation>ショートカット：{0}</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../shikitable/ui/settings.py" line="185"/>
        <source>Cannot read settings ({error}); using defaults.</source>
        <translation>設定を読めません（{error}）。既定値を使います。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/settings.py" line="186"/>
        <source>The settings file was corrupt and was kept as {file}; using defaults.</source>
        <translation>設定ファイルが壊れていたため {file} として残し、既定値を使います。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/settings.py" line="187"/>
        <source>Settings: ignored malformed {fields} (defaults used).</source>
        <translation>設定: 形式の正しくない {fields} を無視しました（既定値を使用）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/settings.py" line="188"/>
        <source>Settings: ignored malformed {fields} (defaults used); the file was kept as {file}.</source>
        <translation>設定: 形式の正しくない {fields} を無視しました（既定値を使用）。ファイルは {file} として残しました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/settings.py" line="191"/>
        <source>Cannot save settings to {file}: {error}</source>
        <translation>設定を {file} に保存できません: {error}</translation>
    </message>
</context>
<context>
    <name>shikitable</name>
    <message>
        <location filename="../shikitable/ui/layouts/__init__.py" line="54"/>
        <location filename="../shikitable/ui/layouts/makhup.py" line="53"/>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="31"/>
        <location filename="../shikitable/ui/layouts/nine.py" line="39"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="45"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="24"/>
        <source>Stock</source>
        <translation>山札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="25"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="69"/>
        <source>光</source>
        <translation>光</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="28"/>
        <source>Declare 終季</source>
        <translation>終季を宣言</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="104"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="40"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="29"/>
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="30"/>
        <source>Claim 開</source>
        <translation>開で取る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="88"/>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="63"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="31"/>
        <source>Pass</source>
        <translation>見送る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="91"/>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="36"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="37"/>
        <source>Season {season} begins; {dealer} deals (×{multiplier}).</source>
        <translation>第{season}季開始。親は{dealer}（×{multiplier}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="131"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="75"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="38"/>
        <source>{seat} discards {card}.</source>
        <translation>{seat}が{card}を捨てる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="39"/>
        <source>{seat} claims {card} from {from} with 開: {meld}.</source>
        <translation>{seat}が{from}の{card}を開で取る：{meld}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="40"/>
        <source>{seat} shows 四友: {cards}.</source>
        <translation>{seat}が四友を見せる：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="41"/>
        <source>{seat} declares 終季 with {hand}!</source>
        <translation>{seat}が終季！ 手：{hand}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="42"/>
        <source>The stock is empty: nobody wins this season.</source>
        <translation>山札が尽きました。この季は勝者なし。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="101"/>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="83"/>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="40"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="58"/>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="90"/>
        <location filename="../shikitable/ui/layouts/nine.py" line="57"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="91"/>
        <location filename="../shikitable/ui/layouts/riichi.py" line="142"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="85"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="43"/>
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
        <location filename="../shikitable/ui/layouts/niekhi.py" line="62"/>
        <location filename="../shikitable/ui/layouts/nine.py" line="43"/>
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
        <location filename="../shikitable/ui/layouts/niekhi.py" line="82"/>
        <location filename="../shikitable/ui/layouts/nine.py" line="51"/>
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
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="44"/>
        <source>last trick</source>
        <translation>最後の勝負</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="76"/>
        <source>Player {0}</source>
        <translation>プレーヤー{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="83"/>
        <source> (bot)</source>
        <translation>（AI）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="41"/>
        <source>Season {0} ends with no winner.</source>
        <translation>第{0}季は勝者なしで終わりました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="42"/>
        <source>Season {0} ends: {1} wins.</source>
        <translation>第{0}季終了：{1}の勝ち。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="33"/>
        <source>Season {0}</source>
        <translation>第{0}季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="170"/>
        <source>Dealer (親): {0}, multiplier ×{1}</source>
        <translation>親：{0}、親の加点 ×{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="187"/>
        <source>What</source>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="188"/>
        <source>Who</source>
        <translation>誰</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="189"/>
        <source>Details</source>
        <translation>内訳</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="190"/>
        <source>Points</source>
        <translation>点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="210"/>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="206"/>
        <location filename="../shikitable/ui/results.py" line="376"/>
        <source>Player</source>
        <translation>プレーヤー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="36"/>
        <source>This season</source>
        <translation>今季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="208"/>
        <location filename="../shikitable/ui/results.py" line="377"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="294"/>
        <source>from {0}</source>
        <translation>{0}から</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="299"/>
        <source>on a discard</source>
        <translation>捨札で</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="301"/>
        <source>on a draw</source>
        <translation>自摸で</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="46"/>
        <source>× {multiplier} when the dealer is involved</source>
        <translation>親が関わる支払いは ×{multiplier}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="47"/>
        <source>× {multiplier} on every payment</source>
        <translation>すべての支払いを ×{multiplier}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="274"/>
        <source>{payer}: {amount}</source>
        <translation>{payer}: {amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="94"/>
        <source>{payer} [{hand}]: {working} hand points, ×{times} = {amount}</source>
        <translation>{payer} [{hand}]:手札点 {working}、×{times} = {amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="312"/>
        <source>bonus: </source>
        <translation>ボーナス：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="323"/>
        <source>paid by: </source>
        <translation>支払い：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="494"/>
        <source>{0} pts</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="44"/>
        <source>{0} cards</source>
        <translation>{0}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="505"/>
        <source>親 ×{0}</source>
        <translation>親 ×{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/hints.py" line="45"/>
        <source>{0} points</source>
        <translation>{0}点</translation>
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
        <location filename="../shikitable/ui/layouts/makhup.py" line="104"/>
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
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="45"/>
        <source>Payment</source>
        <translation>支払い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="48"/>
        <source>{payer} pays {winner}: 6 − {won_cards} won cards</source>
        <translation>{payer}から{winner}へ：6 − 取り札{won_cards}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="113"/>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="50"/>
        <source>× the dealer multiplier</source>
        <translation>× 親の加点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="52"/>
        <source>Each other player pays the winner of the last trick 6 minus their won cards (a negative amount is paid back), times the dealer multiplier when the rules say so.</source>
        <translation>最後の勝負の勝者に、ほかの各人が「6 − 自分の取り札の枚数」を払います（負なら逆に受け取ります）。規則により親の加点を掛けます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="492"/>
        <source>{0} pt</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="43"/>
        <source>{0} card</source>
        <translation>{0}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="40"/>
        <source>No winner this season.</source>
        <translation>この季は勝者なし。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="39"/>
        <source>{0} wins the season.</source>
        <translation>この季は{0}の勝ち。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="222"/>
        <source>{0}&apos;s hand</source>
        <translation>{0}の手</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="362"/>
        <source>{0} wins the match!</source>
        <translation>{0}の優勝！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="363"/>
        <source>{0} share the win.</source>
        <translation>{0}が同点で優勝。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="148"/>
        <location filename="../shikitable/ui/results.py" line="364"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="373"/>
        <source>Final ranking</source>
        <translation>最終順位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="375"/>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="38"/>
        <source>Points by season</source>
        <translation>季ごとの得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="37"/>
        <source>Season</source>
        <translation>季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="391"/>
        <location filename="../shikitable/ui/scene.py" line="502"/>
        <source>Dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="392"/>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="43"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="36"/>
        <source>Community cards</source>
        <translation>公開札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="52"/>
        <source>Drawn</source>
        <translation>引いた札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="34"/>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="49"/>
        <source>Discards</source>
        <translation>捨札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="55"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="39"/>
        <source>Pot</source>
        <translation>場</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="59"/>
        <source>Swap with the community</source>
        <translation>公開札と交換</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="61"/>
        <source>Draw two</source>
        <translation>二枚引く</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="62"/>
        <source>Keep and give up</source>
        <translation>残して手放す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="18"/>
        <source>Join for {amount}</source>
        <translation>参加 {amount}点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="19"/>
        <source>Base {amount}</source>
        <translation>基準点 {amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="65"/>
        <source>Fold</source>
        <translation>降りる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="69"/>
        <source>Season {season} begins; {dealer} is 親.</source>
        <translation>第{season}季開始。親は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="70"/>
        <source>{seat} antes {amount}.</source>
        <translation>{seat}が場代{amount}点を出す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="71"/>
        <source>{seat} swaps {card} for {cards} from the community.</source>
        <translation>{seat}が{card}を公開札の{cards}と交換。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="72"/>
        <source>{seat} draws two from the stock.</source>
        <translation>{seat}が山札から二枚引く。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="73"/>
        <source>{seat} keeps one, gives {card} to the community and discards {cards}.</source>
        <translation>{seat}が一枚を残し、{card}を公開札に加え、{cards}を捨てる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="76"/>
        <source>Betting round {round}: {seat} sets the base.</source>
        <translation>賭け第{round}ラウンド：{seat}が基準点を決める。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="77"/>
        <source>{seat} sets the base at {base} (pot {pot}).</source>
        <translation>{seat}が基準点を{base}点にする（場{pot}点）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="78"/>
        <source>{seat} joins for {amount} (pot {pot}).</source>
        <translation>{seat}が{amount}点を出して参加（場{pot}点）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="79"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="53"/>
        <source>{seat} stakes everything: {amount} (pot {pot}).</source>
        <translation>{seat}が持ち点すべて{amount}点を賭ける（場{pot}点）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="80"/>
        <source>{seat} folds.</source>
        <translation>{seat}が降りる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="81"/>
        <source>The role of 親 passes to {seat}.</source>
        <translation>親の役目が{seat}に移る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="82"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="57"/>
        <source>{seat} shows {hand}: {name}.</source>
        <translation>{seat}が{hand}を公開：{name}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="89"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="64"/>
        <source>folded</source>
        <translation>降りた</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="90"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="65"/>
        <source>all-in</source>
        <translation>オールイン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="91"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="66"/>
        <source>out of points</source>
        <translation>点なし</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="96"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="71"/>
        <source>Shows</source>
        <translation>公開した役</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="97"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="72"/>
        <source>Main pot</source>
        <translation>本場</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="98"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="73"/>
        <source>Side pot</source>
        <translation>サイドポット</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="174"/>
        <source>Dealer (親): {0}</source>
        <translation>親：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="507"/>
        <source>親</source>
        <translation>親</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="18"/>
        <source>加行 {amount}</source>
        <translation>加行 {amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="43"/>
        <source>無行 (fold)</source>
        <translation>無行（降りる）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="47"/>
        <source>Season {season} begins; {dealer} is 軸人.</source>
        <translation>第{season}季開始。軸人は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="48"/>
        <source>{seat} pays the entry fee of {amount}.</source>
        <translation>{seat}が参加料{amount}点を出す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="49"/>
        <source>Betting round {round}: {seat} acts first.</source>
        <translation>賭け第{round}ラウンド：{seat}から。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="50"/>
        <source>{seat} stakes nothing more (加行 0).</source>
        <translation>{seat}は加行0点。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="51"/>
        <source>{seat} matches with {amount} (pot {pot}).</source>
        <translation>{seat}が{amount}点を出して揃える（場{pot}点）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="52"/>
        <source>{seat} raises: {amount} in, {stake} this round (pot {pot}).</source>
        <translation>{seat}が{amount}点を出して上乗せ、このラウンド計{stake}点（場{pot}点）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="54"/>
        <source>{seat} folds (無行).</source>
        <translation>{seat}は無行（降りる）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="55"/>
        <source>The role of 軸人 passes to {seat}.</source>
        <translation>軸人の役目が{seat}に移る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="56"/>
        <source>Community cards turned up: {cards}.</source>
        <translation>公開札を開く：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="17"/>
        <source>{from} pays {seat} (turn {turn})</source>
        <translation>{from}が{seat}に支払い (手番 {turn})</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="38"/>
        <source>和 Tsumo (T)</source>
        <translation>ツモ和 (T)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="39"/>
        <source>和 Ron (R)</source>
        <translation>ロン和 (R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="108"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="41"/>
        <source>ポン Pon (P)</source>
        <translation>ポン (P)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="110"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="42"/>
        <source>カン Kan (K)</source>
        <translation>カン (K)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="115"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="43"/>
        <source>Pass (X)</source>
        <translation>パス (X)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="44"/>
        <source>Void 萬 characters (M)</source>
        <translation>萬子を缺く (M)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="46"/>
        <source>Void 筒 dots (D)</source>
        <translation>筒子を缺く (D)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="47"/>
        <source>Void 索 bamboo (B)</source>
        <translation>索子を缺く (B)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="49"/>
        <source>Lay face down (定打)</source>
        <translation>伏せて出す (定打)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="50"/>
        <source>Pass three (换三张)</source>
        <translation>3枚を渡す (换三张)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="56"/>
        <source>缺 萬</source>
        <translation>缺 萬</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="57"/>
        <source>缺 筒</source>
        <translation>缺 筒</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="58"/>
        <source>缺 索</source>
        <translation>缺 索</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="59"/>
        <source>缺 ?</source>
        <translation>缺 ?</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="72"/>
        <source>Hand {season} begins; {dealer} deals.</source>
        <translation>第{season}局開始。親は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="73"/>
        <source>Every void suit (定缺) is shown.</source>
        <translation>全員の定缺が公開された。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="74"/>
        <source>{seat} turns up the first discard: void suit {void}.</source>
        <translation>{seat}が伏せた第1打を表にした。缺門は{void}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="80"/>
        <source>{seat} wins ({by}) for {points} and leaves the hand.</source>
        <translation>{seat}が和了 ({by}) {points}点。局から抜ける。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="81"/>
        <source>{seat} wins ({by}) for {points} and plays on (血流成河).</source>
        <translation>{seat} が和了 ({by}) {points}点、続けて打ちます (血流成河)。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="82"/>
        <source>换三张: everyone passes three tiles of one suit.</source>
        <translation>换三张: 全員が同じ色の牌を3枚渡します。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="83"/>
        <source>换三张: the tiles go {name}.</source>
        <translation>换三张: 牌は{name}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="84"/>
        <source>The wall is used up: the players still in settle.</source>
        <translation>牌山が尽きた。残った者で流局の精算をする。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="86"/>
        <source>换三张: {seat} receives {cards} from {from}.</source>
        <translation>换三张: {seat}が{from}から{cards}を受け取る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="88"/>
        <source>换三张: {seat} receives three tiles from {from}.</source>
        <translation>换三张: {seat}が{from}から牌を3枚受け取る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="91"/>
        <source>和 on a discard (ロン)</source>
        <translation>ロン和了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="92"/>
        <source>和 by own draw (ツモ)</source>
        <translation>ツモ和了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="93"/>
        <source>Ron: the discarder pays</source>
        <translation>ロン：放銃者が支払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="94"/>
        <source>Tsumo: each player still in pays, +1</source>
        <translation>ツモ：残っている全員が1点を加えて支払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="95"/>
        <source>Concealed kong: 2 from each player still in</source>
        <translation>暗槓：残っている全員から2点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="96"/>
        <source>Added kong: 1 from each player still in</source>
        <translation>加槓：残っている全員から1点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="97"/>
        <source>Kong on a discard: 2 from the discarder</source>
        <translation>大明槓：打牌者から2点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="98"/>
        <source>Kong payment given back</source>
        <translation>開槓点の返還</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="99"/>
        <source>Kong payment passed to the winner</source>
        <translation>開槓点を和了者へ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="100"/>
        <source>花猪 pays the limit</source>
        <translation>花猪：満貫を支払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="101"/>
        <source>Not ready: pays the ready player&apos;s best value</source>
        <translation>ノーテン：テンパイ者に最高アガリ点を支払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="102"/>
        <source>At the draw: 花猪 (holds the void suit)</source>
        <translation>流局時：花猪 (缺門の牌が残る)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="103"/>
        <source>At the draw: not ready</source>
        <translation>流局時：ノーテン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="104"/>
        <source>At the draw: ready (best value)</source>
        <translation>流局時：テンパイ (最高アガリ点)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="105"/>
        <source>no fan</source>
        <translation>役なし</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="106"/>
        <source>根 (four of a kind)</source>
        <translation>根 (4枚使い)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="107"/>
        <source>対々和</source>
        <translation>対々和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="108"/>
        <source>裸単騎</source>
        <translation>裸単騎</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="109"/>
        <source>槓上</source>
        <translation>槓上</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="110"/>
        <source>槍槓</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="111"/>
        <source>海底</source>
        <translation>海底</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="112"/>
        <source>清一色</source>
        <translation>清一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="113"/>
        <source>七対</source>
        <translation>七対</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="114"/>
        <source>全帯幺</source>
        <translation>全帯幺</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="115"/>
        <source>将対</source>
        <translation>将対</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="116"/>
        <source>门清</source>
        <translation>门清</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="117"/>
        <source>中张</source>
        <translation>中张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="118"/>
        <source>自摸加番</source>
        <translation>自摸加番</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="119"/>
        <source>天胡</source>
        <translation>天胡</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="120"/>
        <source>地胡</source>
        <translation>地胡</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="121"/>
        <source>点杠花: the kong&apos;s giver pays</source>
        <translation>点杠花: 放槓者が支払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="28"/>
        <source>♠ Spades</source>
        <translation>♠ スペード</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="29"/>
        <source>♥ Hearts</source>
        <translation>♥ ハート</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="30"/>
        <source>♦ Diamonds</source>
        <translation>♦ ダイヤ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="31"/>
        <source>♣ Clubs</source>
        <translation>♣ クラブ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="48"/>
        <source>Follow: {0}</source>
        <translation>台札:{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="55"/>
        <source>J named {0}</source>
        <translation>Jの指定:{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="59"/>
        <source>あてる (A)</source>
        <translation>あてる (A)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="61"/>
        <source>カン (K)</source>
        <translation>カン (K)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="64"/>
        <source>ポン (P)</source>
        <translation>ポン (P)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="67"/>
        <source>Play (Enter)</source>
        <translation>出す (Enter)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="69"/>
        <source>Draw (D)</source>
        <translation>引く (D)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="70"/>
        <source>Pass (S)</source>
        <translation>パス (S)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="76"/>
        <source>あたりあり</source>
        <translation>あたりあり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="79"/>
        <source>リーチ</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="79"/>
        <source>つぶれ</source>
        <translation>つぶれ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="83"/>
        <source>Hand {number} begins; {dealer} deals.</source>
        <translation>第{number}局、親は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="84"/>
        <source>{seat} declares 流れ with {cards}: the hands are dealt again.</source>
        <translation>{seat}が流れを宣言({cards}):配り直し。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="85"/>
        <source>{seat} turns up {card}.</source>
        <translation>{seat}が台札{card}をめくる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="86"/>
        <source>{seat} plays {card} ({left} left).</source>
        <translation>{seat}が{card}を出す(残り{left}枚)。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="87"/>
        <source>{seat} calls ポン: {cards}.</source>
        <translation>{seat}がポン:{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="88"/>
        <source>{seat} calls カン: {cards}.</source>
        <translation>{seat}がカン:{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="89"/>
        <source>{seat} hits {card}!</source>
        <translation>{seat}が{card}であたり!</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="90"/>
        <source>{seat} can neither play nor draw: つぶれ.</source>
        <translation>{seat}は出せず引けず:つぶれ。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="95"/>
        <source>{seat} went out: each pays their own hand points ×{times}</source>
        <translation>{seat}のあがり:各自が自分の手札点×{times}を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="96"/>
        <source>{seat} is the last not つぶれ: each pays their own hand points ×{times}</source>
        <translation>{seat}の勝ち残り:各自が自分の手札点×{times}を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="99"/>
        <source>{level} on {card} played by {from}, who pays ×{times}</source>
        <translation>{from}が出した{card}に{level}:{from}が×{times}を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="100"/>
        <source>{level} on the first up-card {card}: each pays ×{times}</source>
        <translation>最初の台札{card}で{level}:各自が×{times}を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="101"/>
        <source>{level}: {from} hit {card} and pays their own hand points ×{times}</source>
        <translation>{level}:{card}にあてた{from}が自分の手札点×{times}を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="104"/>
        <source>あがり (went out): everyone pays their hand points</source>
        <translation>あがり:全員が自分の手札点を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="105"/>
        <source>勝ち残り (last one standing): everyone pays their hand points</source>
        <translation>勝ち残り:全員が自分の手札点を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="106"/>
        <source>あたり: the player who dealt in pays</source>
        <translation>あたり:振り込んだ人が払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="107"/>
        <source>開局一発 (hit on the first up-card): everyone pays</source>
        <translation>開局一発:全員が払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="108"/>
        <source>返し: the hit bounces back on the hitter</source>
        <translation>返し:あてた人に跳ね返る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="109"/>
        <source>あたり</source>
        <translation>あたり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="110"/>
        <source>ダブル</source>
        <translation>ダブル</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="111"/>
        <source>トリプル</source>
        <translation>トリプル</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="112"/>
        <source>返し</source>
        <translation>返し</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="113"/>
        <source>ダブル返し</source>
        <translation>ダブル返し</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="114"/>
        <source>トリプル返し</source>
        <translation>トリプル返し</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="21"/>
        <source>船</source>
        <translation>船</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="22"/>
        <source>無 (0)</source>
        <translation>無 (0)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="23"/>
        <source>兵 (1)</source>
        <translation>兵 (1)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="24"/>
        <source>弓 (2)</source>
        <translation>弓 (2)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="25"/>
        <source>車 (3)</source>
        <translation>車 (3)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="26"/>
        <source>虎 (4)</source>
        <translation>虎 (4)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="27"/>
        <source>馬 (5)</source>
        <translation>馬 (5)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="28"/>
        <source>筆 (6)</source>
        <translation>筆 (6)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="29"/>
        <source>巫 (7)</source>
        <translation>巫 (7)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="30"/>
        <source>将 (8)</source>
        <translation>将 (8)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="31"/>
        <source>王 and 皇</source>
        <translation>王と皇</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="40"/>
        <location filename="../shikitable/ui/layouts/nine.py" line="27"/>
        <source>To beat</source>
        <translation>場の集</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="58"/>
        <source>Removed</source>
        <translation>除外</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="66"/>
        <source>将: remove every card of…</source>
        <translation>将：この位を全て除外…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="73"/>
        <source>将: take from the discards…</source>
        <translation>将：捨札から取る…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="81"/>
        <location filename="../shikitable/ui/layouts/nine.py" line="50"/>
        <source>Season {season} begins; {dealer} deals and leads.</source>
        <translation>第{season}季開始。{dealer}が親で打ち出す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="83"/>
        <source>{seat} passes.</source>
        <translation>{seat}はパス。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="84"/>
        <source>{seat} lets it stand.</source>
        <translation>{seat}は割り込まない。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="85"/>
        <source>Everyone passed: {seat} leads.</source>
        <translation>全員パス：{seat}が打ち出す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="86"/>
        <source>{seat} uses 将 ({count}).</source>
        <translation>{seat}が将の効果を使う（{count}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="87"/>
        <source>{seat} removes every {name} from the game.</source>
        <translation>{seat}が{name}を全て除外する。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="88"/>
        <source>{seat} takes {card} from the discards.</source>
        <translation>{seat}が捨札から{card}を取る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="89"/>
        <source>{seat} is out in place {place}.</source>
        <translation>{seat}が上がり、{place}位。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="92"/>
        <source>points for the place</source>
        <translation>順位点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="93"/>
        <source>place {place}</source>
        <translation>{place}位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="98"/>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="99"/>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="100"/>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="101"/>
        <source>4th</source>
        <translation>4位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="102"/>
        <source>5th</source>
        <translation>5位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="103"/>
        <source>6th</source>
        <translation>6位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="106"/>
        <source>passed</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="36"/>
        <source>Beaten this round</source>
        <translation>この周で出た札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="44"/>
        <source>Take part: lay as 付</source>
        <translation>参加：付にする</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="46"/>
        <source>Stay out: draw three</source>
        <translation>不参加：三枚引く</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="52"/>
        <source>{seat} takes part and lays {card} as 付.</source>
        <translation>{seat}が参加し、{card}を付にする。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="53"/>
        <source>{seat} stays out and draws {count}.</source>
        <translation>{seat}は不参加で{count}枚引く。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="54"/>
        <source>{seat} is the last one in and takes the table&apos;s cards.</source>
        <translation>{seat}が最後の参加者となり、場の札を得る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="55"/>
        <source>{seat} empties the hand: {points} points.</source>
        <translation>{seat}の手札が無くなった：{points}点。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="56"/>
        <source>The stock is empty.</source>
        <translation>積が尽きた。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="60"/>
        <source>hand emptied (largest hand left)</source>
        <translation>手札が無くなった（残りの最大手札枚数）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="61"/>
        <source>winner is the dealer</source>
        <translation>勝者が親</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="67"/>
        <source>stayed out</source>
        <translation>不参加</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="68"/>
        <source>hand emptied</source>
        <translation>上がり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="20"/>
        <source>開</source>
        <translation>開</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="182"/>
        <source>{0}&apos;s winning play</source>
        <translation>{0}の決め手</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="342"/>
        <source>The dealer (親). The dealer multiplier is ×{0}: the rules say which payments it multiplies.</source>
        <translation>親です。親の加点は ×{0}：どの支払いに掛かるかは遊び方を参照してください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="21"/>
        <source>any card</source>
        <translation>どの札でも</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="56"/>
        <source>Cleared</source>
        <translation>消えた札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="65"/>
        <source>Road {0} = {1}</source>
        <translation>道{0} = {1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="66"/>
        <source>Road {0} = any</source>
        <translation>道{0} = 自由</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="73"/>
        <source>Play on a road</source>
        <translation>道に出す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="75"/>
        <source>Road {0} ({1})</source>
        <translation>道{0}（{1}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="79"/>
        <source>Join two roads</source>
        <translation>道を統合する</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="82"/>
        <source>Join {0} + {1} → {2}</source>
        <translation>道{0}＋道{1}を統合 → {2}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="85"/>
        <source>Clear the roads</source>
        <translation>道を消す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="86"/>
        <source>Start a road</source>
        <translation>道を作る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="87"/>
        <source>Draw a new road</source>
        <translation>山から引いて道を増やす</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="92"/>
        <source>{card} starts a new road.</source>
        <translation>{card}で新しい道ができた。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="93"/>
        <source>{seat} plays {cards} on a road of {value}.</source>
        <translation>{seat}が値{value}の道に{cards}を出した。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="94"/>
        <source>{seat} joins two roads with {cards}: a road of {value}.</source>
        <translation>{seat}が{cards}で二本の道を統合した：値{value}の道。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="95"/>
        <source>{seat} clears every road with {card}.</source>
        <translation>{seat}が{card}ですべての道を消した。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="96"/>
        <source>{seat} draws {card}: a new road.</source>
        <translation>{seat}が{card}を引いた：新しい道。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="97"/>
        <source>{seat} starts a road with {card}.</source>
        <translation>{seat}が{card}で道を作った。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="98"/>
        <source>{seat} cannot play and passes.</source>
        <translation>{seat}は出せないのでパス。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="99"/>
        <source>{seat} plays the last card and wins the season!</source>
        <translation>{seat}が最後の札を出し、季の勝者となった！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="100"/>
        <source>Nobody can play: the season ends.</source>
        <translation>誰も出せない：季が終わる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="105"/>
        <source>Smallest hand</source>
        <translation>最少の手札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="106"/>
        <source>Nobody could play</source>
        <translation>誰も出せず</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="109"/>
        <source>{from} pays for what is left in hand: {hand}</source>
        <translation>{from}は残った手札の分を支払う：{hand}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="110"/>
        <source>{from} pays the difference between the hands: {hand}</source>
        <translation>{from}は手札の差を支払う：{hand}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="111"/>
        <source>nobody wins this season</source>
        <translation>この季は勝者なし</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="115"/>
        <source>The first player to empty the hand wins; every other player pays for the cards still in hand (1 a card, or their numbers with that option), times the dealer multiplier when the dealer pays or wins.</source>
        <translation>最初に手札をなくした人の勝ち。他の各自は残った手札の分（一枚1点、選択ルールでは数字の合計）を支払い、親が支払う・勝つ場合は親の加点を掛ける。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="120"/>
        <source>The stock was empty and nobody could play: the smallest hand wins and every other player pays the difference, times the dealer multiplier when the dealer pays or wins.</source>
        <translation>山札が尽き、誰も出せなくなった。手札の最も少ない人の勝ちで、他の各自はその差を支払い、親が支払う・勝つ場合は親の加点を掛ける。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="20"/>
        <source>Menzen tsumo</source>
        <translation>門前清自摸和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="21"/>
        <location filename="../shikitable/ui/mahjong_words.py" line="80"/>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="22"/>
        <source>Open riichi</source>
        <translation>オープンリーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="23"/>
        <source>Double open riichi</source>
        <translation>ダブルオープンリーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="24"/>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="25"/>
        <source>Chankan (robbing a kan)</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="26"/>
        <source>Rinshan kaihou (after a kan)</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="27"/>
        <source>Haitei (last tile, tsumo)</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="28"/>
        <source>Houtei (last discard, ron)</source>
        <translation>河底撈魚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="29"/>
        <source>Double riichi</source>
        <translation>ダブル立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="30"/>
        <source>Pinfu</source>
        <translation>平和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="31"/>
        <source>Tanyao (all simples)</source>
        <translation>断幺九</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="32"/>
        <source>Iipeikou</source>
        <translation>一盃口</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="33"/>
        <source>Yakuhai: white dragon</source>
        <translation>役牌 白</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="34"/>
        <source>Yakuhai: green dragon</source>
        <translation>役牌 發</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="35"/>
        <source>Yakuhai: red dragon</source>
        <translation>役牌 中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="36"/>
        <source>Yakuhai: seat wind East</source>
        <translation>自風 東</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="37"/>
        <source>Yakuhai: seat wind South</source>
        <translation>自風 南</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="38"/>
        <source>Yakuhai: seat wind West</source>
        <translation>自風 西</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="39"/>
        <source>Yakuhai: seat wind North</source>
        <translation>自風 北</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="40"/>
        <source>Yakuhai: round wind East</source>
        <translation>場風 東</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="41"/>
        <source>Yakuhai: round wind South</source>
        <translation>場風 南</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="42"/>
        <source>Yakuhai: round wind West</source>
        <translation>場風 西</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="43"/>
        <source>Yakuhai: round wind North</source>
        <translation>場風 北</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="44"/>
        <source>Sanshoku (three-colour run)</source>
        <translation>三色同順</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="45"/>
        <source>Ittsu (straight)</source>
        <translation>一気通貫</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="46"/>
        <source>Chanta</source>
        <translation>混全帯幺九</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="47"/>
        <source>Honroutou</source>
        <translation>混老頭</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="48"/>
        <source>Toitoi (all triplets)</source>
        <translation>対々和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="49"/>
        <source>San ankou (three concealed triplets)</source>
        <translation>三暗刻</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="50"/>
        <source>San kantsu (three kans)</source>
        <translation>三槓子</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="51"/>
        <source>Sanshoku doukou (three-colour triplets)</source>
        <translation>三色同刻</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="52"/>
        <source>Chiitoitsu (seven pairs)</source>
        <translation>七対子</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="53"/>
        <source>Shousangen (little three dragons)</source>
        <translation>小三元</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="54"/>
        <source>Honitsu (half flush)</source>
        <translation>混一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="55"/>
        <source>Junchan</source>
        <translation>純全帯幺九</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="56"/>
        <source>Ryanpeikou</source>
        <translation>二盃口</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="57"/>
        <source>Chinitsu (full flush)</source>
        <translation>清一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="58"/>
        <source>Kokushi musou (thirteen orphans)</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="59"/>
        <source>Chuuren poutou (nine gates)</source>
        <translation>九蓮宝燈</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="60"/>
        <source>Suu ankou (four concealed triplets)</source>
        <translation>四暗刻</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="61"/>
        <source>Daisangen (big three dragons)</source>
        <translation>大三元</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="62"/>
        <source>Shousuushii (little four winds)</source>
        <translation>小四喜</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="63"/>
        <source>Ryuuiisou (all green)</source>
        <translation>緑一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="64"/>
        <source>Suu kantsu (four kans)</source>
        <translation>四槓子</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="65"/>
        <source>Tsuu iisou (all honours)</source>
        <translation>字一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="66"/>
        <source>Chinroutou (all terminals)</source>
        <translation>清老頭</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="67"/>
        <source>Dai suushii (big four winds)</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="68"/>
        <source>Kokushi musou, thirteen-sided wait</source>
        <translation>国士無双十三面待ち</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="69"/>
        <source>Suu ankou, single wait</source>
        <translation>四暗刻単騎</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="70"/>
        <source>Pure nine gates</source>
        <translation>純正九蓮宝燈</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="71"/>
        <source>Tenhou (dealer&apos;s first draw)</source>
        <translation>天和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="72"/>
        <source>Chiihou (first draw)</source>
        <translation>地和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="73"/>
        <source>Dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="74"/>
        <source>Red fives</source>
        <translation>赤ドラ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="75"/>
        <source>Ura dora</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="76"/>
        <source>No yaku (無役の役)</source>
        <translation>役なし（無役の役）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="77"/>
        <source>Counters (本場)</source>
        <translation>本場</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="78"/>
        <source>Riichi sticks</source>
        <translation>供託</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="97"/>
        <location filename="../shikitable/ui/results.py" line="46"/>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="102"/>
        <source>ツモ Tsumo (T)</source>
        <translation>ツモ (T)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="103"/>
        <source>ロン Ron (R)</source>
        <translation>ロン (R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="105"/>
        <source>リーチ Riichi (Q)</source>
        <translation>リーチ (Q)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="106"/>
        <source>オープンリーチ Open riichi (O)</source>
        <translation>オープンリーチ (O)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="109"/>
        <source>チー Chi (C)</source>
        <translation>チー (C)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="111"/>
        <source>暗槓 Closed kan (K)</source>
        <translation>暗槓 (K)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="112"/>
        <source>加槓 Added kan (Shift+K)</source>
        <translation>加槓 (Shift+K)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="114"/>
        <source>九種九牌 (9)</source>
        <translation>九種九牌 (9)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="124"/>
        <source>リーチ (riichi)</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="125"/>
        <source>ダブルリーチ (double riichi)</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="126"/>
        <source>オープンリーチ (open riichi)</source>
        <translation>オープンリーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="130"/>
        <source>A new hand: {dealer} deals.</source>
        <translation>新しい局：親は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="139"/>
        <source>A new dora indicator: {card}.</source>
        <translation>新ドラ表示牌：{card}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="140"/>
        <source>{seat} wins: {han} han {fu} fu.</source>
        <translation>{seat}の和了：{han}飜{fu}符。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="141"/>
        <source>The hand is drawn ({reason}).</source>
        <translation>流局（{reason}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="145"/>
        <location filename="../shikitable/ui/layouts/riichi.py" line="146"/>
        <source>{han} han {fu} fu</source>
        <translation>{han}飜 {fu}符</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="150"/>
        <source>ロン (on a discard)</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="151"/>
        <source>ツモ (own draw)</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="152"/>
        <source>流局: the wall is used up</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="153"/>
        <source>流局: 流し満貫</source>
        <translation>流局：流し満貫</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="154"/>
        <source>途中流局: 九種九牌</source>
        <translation>途中流局：九種九牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="155"/>
        <source>途中流局: 四風連打</source>
        <translation>途中流局：四風連打</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="156"/>
        <source>途中流局: 四槓散了</source>
        <translation>途中流局：四槓散了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="157"/>
        <source>途中流局: 四家立直</source>
        <translation>途中流局：四家立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="158"/>
        <source>途中流局: 三家和</source>
        <translation>途中流局：三家和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="159"/>
        <source>聴牌 (ready)</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="160"/>
        <source>九種九牌 shown</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="161"/>
        <source>流し満貫</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="162"/>
        <source>Pays</source>
        <translation>支払い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="64"/>
        <source>A card is declared.</source>
        <translation>カードが宣言された。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="65"/>
        <location filename="../shikitable/ui/layouts/riichi.py" line="132"/>
        <source>{seat} declares riichi.</source>
        <translation>{seat}がリーチを宣言。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="66"/>
        <source>After {seat}&apos;s discard.</source>
        <translation>{seat}の打牌の後。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="67"/>
        <location filename="../shikitable/ui/layouts/magic.py" line="68"/>
        <source>A win is declared.</source>
        <translation>上がりが宣言された。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="69"/>
        <source>The wall is used up.</source>
        <translation>流局（山が尽きた）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="70"/>
        <source>Before the shuffle.</source>
        <translation>洗牌の前。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="71"/>
        <source>A call is made.</source>
        <translation>鳴きが宣言された。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="100"/>
        <source>{seat} declares {name}.</source>
        <translation>{seat}が「{name}」を宣言。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="101"/>
        <source>{seat} declares {name} → {target}.</source>
        <translation>{seat}が「{name}」を宣言 → 対象：{target}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="102"/>
        <source>{seat}&apos;s {name} goes back to hand: another card was declared first.</source>
        <translation>{seat}の「{name}」は手札に戻る（先に別のカードが宣言された）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="104"/>
        <source>{name} resolves: {seat} lays it on the table as a talisman.</source>
        <translation>「{name}」が解決：{seat}が護符として卓に置く。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="105"/>
        <source>The talisman {name} is used up.</source>
        <translation>護符「{name}」を破棄。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="106"/>
        <source>{name} goes back to {seat}&apos;s hand (they won the hand).</source>
        <translation>「{name}」が{seat}の手札に戻る（この局に上がったため）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="107"/>
        <source>{seat} swaps {out} for {in} from the wall.</source>
        <translation>{seat}が{out}を山の{in}と入れ替える。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="108"/>
        <source>{seat} sees: {tiles}.</source>
        <translation>{seat}が見た牌：{tiles}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="109"/>
        <source>A tile is planted for {seat}&apos;s first draw.</source>
        <translation>{seat}の最初のツモに牌が仕込まれる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="110"/>
        <source>{seat} resets their cards (discards them and draws two).</source>
        <translation>{seat}がリセット（手札を破棄して2枚引く）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="111"/>
        <source>{seat} draws {count} card(s).</source>
        <translation>{seat}がカードを{count}枚引く。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="112"/>
        <source>The card deck is refilled from the used cards.</source>
        <translation>破棄されたカードを切り直して山札を補充。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="113"/>
        <source>{name} resolves.</source>
        <translation>「{name}」が解決。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="114"/>
        <source>A win is declared: {winners} ({win}).</source>
        <translation>上がりの宣言：{winners}（{win}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="116"/>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="116"/>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="119"/>
        <source>{name}: nobody can win while it lies on the table.</source>
        <translation>「{name}」：卓上にある間、誰も上がれない。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="120"/>
        <source>{name}: {target} cannot win while it lies on the table.</source>
        <translation>「{name}」：卓上にある間、{target}は上がれない。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="121"/>
        <source>{name}: {target} cannot call while it lies on the table.</source>
        <translation>「{name}」：卓上にある間、{target}は鳴けない。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="122"/>
        <source>{name}: {target} cannot declare riichi while it lies there.</source>
        <translation>「{name}」：卓上にある間、{target}はリーチできない。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="123"/>
        <source>{name}: others&apos; cards aimed at {target} lapse while it lies there.</source>
        <translation>「{name}」：卓上にある間、{target}を対象にした他家のカードは消滅する。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="124"/>
        <source>{name}: {target} pays less for a win while it lies on the table.</source>
        <translation>「{name}」：卓上にある間、{target}の支払いに上限がかかる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="125"/>
        <source>{name}: {seat} may win this hand despite furiten.</source>
        <translation>「{name}」：この局、{seat}はフリテンでも上がれる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="126"/>
        <source>{name}: {seat} may win this hand without a yaku.</source>
        <translation>「{name}」：この局、{seat}は役なしでも上がれる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="127"/>
        <source>{name}: it returns to {seat}&apos;s hand if they win this hand.</source>
        <translation>「{name}」：{seat}がこの局に上がれば手札に戻る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="128"/>
        <source>{name}: {target}&apos;s win is taken back.</source>
        <translation>「{name}」：{target}の上がりが取り消される。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="129"/>
        <source>{name} counters {answered}: it is used up without effect.</source>
        <translation>「{name}」が「{answered}」を打ち消す：効果なしで破棄。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="130"/>
        <source>{name} counters {answered}: it goes back to {owner}&apos;s hand.</source>
        <translation>「{name}」が「{answered}」を弾く：{owner}の手札に戻る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="131"/>
        <source>{name} turns {answered} back on its declarer.</source>
        <translation>「{name}」が「{answered}」の対象を宣言者に跳ね返す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="132"/>
        <source>{name}: {target} will pay {seat} part of the win.</source>
        <translation>「{name}」：{target}は上がり点の一部を{seat}に払う。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="133"/>
        <source>{name}: a payment of this win is changed.</source>
        <translation>「{name}」：この上がりの支払いが変わる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="134"/>
        <source>{name}: points move to {seat}.</source>
        <translation>「{name}」：点が{seat}に移る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="135"/>
        <source>{name}: {seat} counts as ready (聴牌) in the draw&apos;s payments.</source>
        <translation>「{name}」：流局の精算で{seat}は聴牌とみなされる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="136"/>
        <source>{name}: a tile will be planted for {seat}&apos;s first draw.</source>
        <translation>「{name}」：{seat}の最初のツモに牌が仕込まれる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="137"/>
        <source>{name}: the live wall is shuffled again.</source>
        <translation>「{name}」：山の残りを切り直す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="138"/>
        <source>{name}: {target} must discard the tile they draw next turn.</source>
        <translation>「{name}」：{target}は次の手番でツモ切りしなければならない。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="139"/>
        <source>{name}: every talisman on the table is used up.</source>
        <translation>「{name}」：卓上の護符をすべて破棄。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="140"/>
        <source>{name}: {seat} takes {taken} back into hand.</source>
        <translation>「{name}」：{seat}が「{taken}」を手札に戻す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="141"/>
        <source>{name}: {seat} looks at the next {count} tile(s) of the wall.</source>
        <translation>「{name}」：{seat}が山の次の{count}枚を見る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="142"/>
        <source>{name}: {seat} looks at the ura dora indicators.</source>
        <translation>「{name}」：{seat}が裏ドラ表示牌を見る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="143"/>
        <source>{name}: {seat} looks at {target}&apos;s hand.</source>
        <translation>「{name}」：{seat}が{target}の手牌を見る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="144"/>
        <source>{name}: another dora indicator is turned: {indicator}.</source>
        <translation>「{name}」：ドラ表示牌をもう1枚めくる：{indicator}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="145"/>
        <source>{name}: {seat} swaps a tile of their hand with the wall.</source>
        <translation>「{name}」：{seat}が手牌1枚を山の牌と入れ替える。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="146"/>
        <source>{name}: a tile of {target}&apos;s hand is swapped with the wall.</source>
        <translation>「{name}」：{target}の手牌1枚が山の牌と入れ替わる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="147"/>
        <source>{name}: {seat} puts the drawn tile back and draws again.</source>
        <translation>「{name}」：{seat}がツモ牌を戻して引き直す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="148"/>
        <source>{name}: {seat} draws {count} card(s).</source>
        <translation>「{name}」：{seat}がカードを{count}枚引く。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="149"/>
        <source>{name}: {seat} takes a card from {target}.</source>
        <translation>「{name}」：{seat}が{target}の手札からカードを1枚奪う。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="150"/>
        <source>{name}: {target} discards {discarded}.</source>
        <translation>「{name}」：{target}が「{discarded}」を破棄する。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="151"/>
        <source>{name} lapses: {reason}.</source>
        <translation>「{name}」は消滅：{reason}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="152"/>
        <source>{name} takes effect.</source>
        <translation>「{name}」の効果が発動。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="155"/>
        <source>its target is protected by a barrier</source>
        <translation>対象は結界に守られている</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="156"/>
        <location filename="../shikitable/ui/layouts/magic.py" line="157"/>
        <source>the win it names is gone</source>
        <translation>対象の上がりがもうない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="158"/>
        <source>there is no card to answer</source>
        <translation>打ち消す相手のカードがない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="159"/>
        <source>the card was not aimed at its user</source>
        <translation>カードの対象が使用者ではなかった</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="160"/>
        <source>the tile is no longer in the hand</source>
        <translation>その牌はもう手牌にない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="161"/>
        <source>no dora indicator is left to turn</source>
        <translation>めくれるドラ表示牌が残っていない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="162"/>
        <source>the target holds no card</source>
        <translation>対象は手札を持っていない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="163"/>
        <source>the card is no longer in the used pile</source>
        <translation>そのカードはもう破棄置き場にない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="164"/>
        <source>the card has left the used pile</source>
        <translation>カードが破棄置き場を離れた</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="165"/>
        <source>no such tile is left in the wall</source>
        <translation>その牌はもう山に残っていない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="166"/>
        <source>there is no tile to swap</source>
        <translation>入れ替える牌がない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="167"/>
        <source>there is no drawn tile, or no wall left</source>
        <translation>ツモ牌がないか、山が残っていない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="281"/>
        <source>札 Declare card (D)</source>
        <translation>札を宣言 (D)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="283"/>
        <source>Keep cards</source>
        <translation>手札を残す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="284"/>
        <source>Reset cards</source>
        <translation>リセット</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="58"/>
        <source>{0} ends with no winner.</source>
        <translation>{0}は和了なしで終わりました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="60"/>
        <source>{0} ends: {1} wins.</source>
        <translation>{0}終了：{1}の和了。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/steps.py" line="41"/>
        <source>Click to show every step at once</source>
        <translation>クリックで残りの手順をまとめて表示</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="62"/>
        <source>Out: ron win</source>
        <translation>ロン和了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="63"/>
        <source>Out: tsumo win</source>
        <translation>ツモ和了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="77"/>
        <source>Bot {0}</source>
        <translation>AI {0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="34"/>
        <source>Season over</source>
        <translation>季の終わり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="35"/>
        <source>Next season</source>
        <translation>次の季へ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="48"/>
        <source>Hand {0}</source>
        <translation>第{0}局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="49"/>
        <source>Hand over</source>
        <translation>局の終わり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="50"/>
        <source>Next hand</source>
        <translation>次の局へ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="51"/>
        <source>This hand</source>
        <translation>この局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="52"/>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="53"/>
        <source>Points by hand</source>
        <translation>局ごとの得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="54"/>
        <source>{0} wins the hand.</source>
        <translation>{0}の和了。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="55"/>
        <source>The hand ends with no winner.</source>
        <translation>流局（和了なし）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="56"/>
        <source>Hand {0} ends with no winner.</source>
        <translation>第{0}局は流局。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="57"/>
        <source>Hand {0} ends: {1} wins.</source>
        <translation>第{0}局終了：{1}の和了。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="58"/>
        <source>{0} tile</source>
        <translation>{0}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="59"/>
        <source>{0} tiles</source>
        <translation>{0}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="62"/>
        <source>Hand {0} (move {1})</source>
        <translation>第{0}局（{1}手目から）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="65"/>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="66"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="67"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="68"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="73"/>
        <source>Chii</source>
        <translation>チー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="74"/>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="75"/>
        <location filename="../shikitable/ui/mahjong_words.py" line="76"/>
        <location filename="../shikitable/ui/mahjong_words.py" line="77"/>
        <location filename="../shikitable/ui/mahjong_words.py" line="78"/>
        <location filename="../shikitable/ui/mahjong_words.py" line="79"/>
        <source>Kan</source>
        <translation>カン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="81"/>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="82"/>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="87"/>
        <source>chii</source>
        <translation>チー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="88"/>
        <source>pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="89"/>
        <source>kan</source>
        <translation>カン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="90"/>
        <source>closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_words.py" line="91"/>
        <source>added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="47"/>
        <source>Ura-dora indicators</source>
        <translation>裏ドラ表示牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="120"/>
        <source>{0} win the hand.</source>
        <translation>{0}の和了。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="141"/>
        <source>{0}, {1} honba</source>
        <translation>{0} {1}本場</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/results.py" line="231"/>
        <source>Winning tile: {0}</source>
        <translation>和了牌：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="38"/>
        <source>E</source>
        <translation>東</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="39"/>
        <source>S</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="40"/>
        <source>W</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="41"/>
        <source>N</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="515"/>
        <source>East: the dealer this hand.</source>
        <translation>東家：この局の親。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="516"/>
        <source>{0}: this seat&apos;s wind this hand.</source>
        <translation>{0}家：この局の自風。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="77"/>
        <source>{seat} declares a kan.</source>
        <translation>{seat}がカン。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="79"/>
        <source>{seat}&apos;s kan is robbed!</source>
        <translation>{seat}の加槓が槍槓された！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="134"/>
        <source>{seat} calls chii on {card} from {from}.</source>
        <translation>{seat}が{from}の{card}をチー。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="135"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="76"/>
        <source>{seat} calls pon on {card} from {from}.</source>
        <translation>{seat}が{from}の{card}をポン。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="136"/>
        <source>{seat} calls kan on {card} from {from}.</source>
        <translation>{seat}が{from}の{card}を大明槓。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="137"/>
        <source>{seat} declares a closed kan: {cards}.</source>
        <translation>{seat}が暗槓：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="138"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="78"/>
        <source>{seat} adds {card} to a pon (kan).</source>
        <translation>{seat}が{card}を加槓。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_centre.py" line="20"/>
        <location filename="../shikitable/ui/results.py" line="123"/>
        <source>East {0}</source>
        <translation>東{0}局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_centre.py" line="21"/>
        <location filename="../shikitable/ui/results.py" line="124"/>
        <source>South {0}</source>
        <translation>南{0}局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_centre.py" line="22"/>
        <location filename="../shikitable/ui/results.py" line="125"/>
        <source>West {0}</source>
        <translation>西{0}局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_centre.py" line="23"/>
        <location filename="../shikitable/ui/results.py" line="126"/>
        <source>North {0}</source>
        <translation>北{0}局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_centre.py" line="25"/>
        <source>Hand {0} of {1}</source>
        <translation>第{0}局／全{1}局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_centre.py" line="26"/>
        <source>Honba {0}</source>
        <translation>{0}本場</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_centre.py" line="27"/>
        <source>Riichi sticks {0}</source>
        <translation>供託{0}本</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/mahjong_centre.py" line="28"/>
        <source>{0} tiles left</source>
        <translation>残り{0}枚</translation>
    </message>
</context>
<context>
    <name>theme</name>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
</context>
<context>
    <name>look</name>
    <message>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <source>High-contrast card faces</source>
        <translation>札の表をハイコントラストで描く</translation>
    </message>
    <message>
        <source>Animations off (cards move at once)</source>
        <translation>アニメーションなし（札はすぐ移動）</translation>
    </message>
    <message>
        <source>Show the announcement line (what a screen reader says)</source>
        <translation>読み上げ行を表示（スクリーンリーダーが読む内容）</translation>
    </message>
</context>
<context>
    <name>access</name>
    <message>
        <source>a picture card</source>
        <translation>絵札</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>あなたの札</translation>
    </message>
    <message>
        <source>table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>may be declared</source>
        <translation>宣言できる</translation>
    </message>
    <message>
        <source>{0} face-down picture cards, {1}&apos;s</source>
        <translation>伏せた絵札{0}枚、{1}の札</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>discards</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>melds</source>
        <translation>副露</translation>
    </message>
    <message>
        <source>stock</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>dead wall</source>
        <translation>王牌</translation>
    </message>
    <message>
        <source>trick</source>
        <translation>場の札</translation>
    </message>
    <message>
        <source>won cards</source>
        <translation>取り札</translation>
    </message>
    <message>
        <source>pile</source>
        <translation>山</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>伏せ札</translation>
    </message>
    <message>
        <source>table, {0}</source>
        <translation>卓、{0}</translation>
    </message>
    <message>
        <source>your {0}</source>
        <translation>あなたの{0}</translation>
    </message>
    <message>
        <source>{0}&apos;s {1}</source>
        <translation>{0}の{1}</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>卓の上</translation>
    </message>
    <message>
        <source>Every seat, pile and card on the table; the current row is the card under the keyboard cursor.</source>
        <translation>卓の上の全席・山・札。現在の行はキーボードのカーソルがある札です。</translation>
    </message>
    <message>
        <source> (to play)</source>
        <translation>（手番）</translation>
    </message>
    <message>
        <source>Seat: {0}</source>
        <translation>席：{0}</translation>
    </message>
    <message>
        <source>a player&apos;s name plate</source>
        <translation>プレイヤーの名札</translation>
    </message>
    <message>
        <source>a pile or counter on the table</source>
        <translation>卓の上の山や数</translation>
    </message>
    <message>
        <source>point sticks</source>
        <translation>点棒</translation>
    </message>
    <message>
        <source>the round, its counters and the seats&apos; points</source>
        <translation>局・積み棒・各席の点数</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>選択中</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>出せる</translation>
    </message>
    <message>
        <source>a card or tile</source>
        <translation>札または牌</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>読み上げ</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Arrow keys move through your cards, Space picks one, Enter plays; each move&apos;s key is shown on its button.</source>
        <translation>矢印キーで手札を移動、スペースで選択、Enterで出します。各操作のキーはボタンに表示されています。</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>あなたの番です。</translation>
    </message>
    <message>
        <source>{0}&apos;s turn.</source>
        <translation>{0}の番です。</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>{0}: {1} matches, {2} wins ({3}), last {4} points</source>
        <translation>{0}：{1}戦{2}勝（{3}）、直近{4}点</translation>
    </message>
    <message>
        <source>Matches, oldest to newest (a filled dot: a win)</source>
        <translation>対戦（古い順、塗りつぶしの点は勝ち）</translation>
    </message>
    <message>
        <source>{0} — {1} wins</source>
        <translation>{0} — 勝率{1}</translation>
    </message>
</context>
</TS>
