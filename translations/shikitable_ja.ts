<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Curtain</name>
    <message>
        <location filename="../shikitable/ui/table.py" line="99"/>
        <source>Pass the screen to {0}. Everyone else, please look away.</source>
        <translation>画面を{0}さんに渡してください。ほかの方は見ないでください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="100"/>
        <source>I am {0}</source>
        <translation>私は{0}です</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../shikitable/ui/window.py" line="108"/>
        <location filename="../shikitable/ui/window.py" line="145"/>
        <source>shikitable</source>
        <translation>shikitable</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="153"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="155"/>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="156"/>
        <source>&amp;Restart</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="157"/>
        <source>&amp;Open match…</source>
        <translation>対戦を開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="158"/>
        <source>Sa&amp;ve match…</source>
        <translation>対戦を保存(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="159"/>
        <location filename="../shikitable/ui/window.py" line="164"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="160"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="168"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="169"/>
        <source>&amp;Rules</source>
        <translation>遊び方(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="190"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="238"/>
        <location filename="../shikitable/ui/window.py" line="245"/>
        <source>Save match</source>
        <translation>対戦を保存</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="247"/>
        <source>Saved to {0}</source>
        <translation>{0} に保存しました</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="253"/>
        <location filename="../shikitable/ui/window.py" line="260"/>
        <source>Open match</source>
        <translation>対戦を開く</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="260"/>
        <source>Cannot open {0}: </source>
        <translation>{0} を開けません：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="283"/>
        <source>{0}&apos;s AI failed ({1}); it played a random legal move.</source>
        <translation>{0}のAIが失敗しました（{1}）。代わりに合法手を無作為に指しました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="343"/>
        <source>Rules</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="343"/>
        <source>The rule viewer is not available: </source>
        <translation>遊び方の表示を開けません：</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="77"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="86"/>
        <source>{0}–{1} players</source>
        <translation>{0}〜{1}人</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="96"/>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="98"/>
        <source>Rules</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="106"/>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="112"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="146"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="146"/>
        <source>AI (heuristic)</source>
        <translation>AI（定石）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="146"/>
        <source>AI (random)</source>
        <translation>AI（無作為）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="160"/>
        <source>Seat {0}</source>
        <translation>席{0}</translation>
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
        <location filename="../shikitable/ui/dialogs.py" line="270"/>
        <source>Match over</source>
        <translation>対戦終了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="270"/>
        <source>Season over</source>
        <translation>季の終わり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="277"/>
        <source>The match is over</source>
        <translation>対戦終了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="284"/>
        <source>New match</source>
        <translation>新しい対戦</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="286"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="292"/>
        <source>Next season</source>
        <translation>次の季へ</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="227"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="229"/>
        <source>日本語 (Japanese)</source>
        <translation>日本語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="229"/>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="235"/>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="236"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="237"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="238"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="249"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="250"/>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="251"/>
        <source>Bot delay</source>
        <translation>AIの待ち時間</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../shikitable/ui/window.py" line="68"/>
        <source>Player</source>
        <translation>プレーヤー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="68"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="68"/>
        <source>Season</source>
        <translation>今季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/window.py" line="69"/>
        <source>Game log</source>
        <translation>記録</translation>
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
        <location filename="../shikitable/ui/table.py" line="178"/>
        <source>Your move, {0}.</source>
        <translation>{0}さんの番です。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="180"/>
        <source>Waiting for {0}…</source>
        <translation>{0}を待っています…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="341"/>
        <source>Select cards, then choose: {0}.</source>
        <translation>札を選んでから選択：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="344"/>
        <source>Choose: {0}.</source>
        <translation>選択：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="347"/>
        <source>Enter or double-click: {0}.</source>
        <translation>Enter またはダブルクリック：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="353"/>
        <location filename="../shikitable/ui/table.py" line="367"/>
        <source>These cards form no legal move.</source>
        <translation>この札では出せる手がありません。</translation>
    </message>
</context>
<context>
    <name>shikitable</name>
    <message>
        <location filename="../shikitable/ui/layouts/__init__.py" line="51"/>
        <location filename="../shikitable/ui/layouts/makhup.py" line="51"/>
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
        <location filename="../shikitable/ui/layouts/makhup.py" line="19"/>
        <source>any card</source>
        <translation>どの札でも</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="54"/>
        <source>Cleared</source>
        <translation>消えた札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="63"/>
        <source>Road {0} = {1}</source>
        <translation>道{0} = {1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="64"/>
        <source>Road {0} = any</source>
        <translation>道{0} = 自由</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="71"/>
        <source>Play on a road</source>
        <translation>道に出す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="73"/>
        <source>Road {0} ({1})</source>
        <translation>道{0}（{1}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="78"/>
        <source>Join two roads</source>
        <translation>道を統合する</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="80"/>
        <source>Join {0} + {1} → {2}</source>
        <translation>道{0}＋道{1}を統合 → {2}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="83"/>
        <source>Clear the roads</source>
        <translation>道を消す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="84"/>
        <source>Start a road</source>
        <translation>道を作る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="85"/>
        <source>Draw a new road</source>
        <translation>山から引いて道を増やす</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="86"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="30"/>
        <source>Pass</source>
        <translation>見送る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="89"/>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="34"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="35"/>
        <source>Season {season} begins; {dealer} deals (×{multiplier}).</source>
        <translation>第{season}季開始。親は{dealer}（×{multiplier}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="90"/>
        <source>{card} starts a new road.</source>
        <translation>{card}で新しい道ができた。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="91"/>
        <source>{seat} plays {cards} on a road of {value}.</source>
        <translation>{seat}が値{value}の道に{cards}を出した。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="92"/>
        <source>{seat} joins two roads with {cards}: a road of {value}.</source>
        <translation>{seat}が{cards}で二本の道を統合した：値{value}の道。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="93"/>
        <source>{seat} clears every road with {card}.</source>
        <translation>{seat}が{card}ですべての道を消した。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="94"/>
        <source>{seat} draws {card}: a new road.</source>
        <translation>{seat}が{card}を引いた：新しい道。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="95"/>
        <source>{seat} starts a road with {card}.</source>
        <translation>{seat}が{card}で道を作った。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="96"/>
        <source>{seat} cannot play and passes.</source>
        <translation>{seat}は出せないのでパス。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="97"/>
        <source>{seat} plays the last card and wins the season!</source>
        <translation>{seat}が最後の札を出し、季の勝者となった！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="98"/>
        <source>Nobody can play: the season ends.</source>
        <translation>誰も出せない：季が終わる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="102"/>
        <source>cards left in hand</source>
        <translation>残った手札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="103"/>
        <source>smaller hand when nobody could play</source>
        <translation>誰も出せなくなった時の少ない手札</translation>
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
        <location filename="../shikitable/ui/layouts/makhup.py" line="99"/>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="38"/>
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
        <location filename="../shikitable/ui/dialogs.py" line="67"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="69"/>
        <source>Player {0}</source>
        <translation>プレーヤー{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/dialogs.py" line="71"/>
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
        <location filename="../shikitable/ui/eventlog.py" line="148"/>
        <source>from {0}</source>
        <translation>{0}から</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="152"/>
        <source>on a discard</source>
        <translation>捨札で</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="154"/>
        <source>on a draw</source>
        <translation>自摸で</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="167"/>
        <source>× {0} when the dealer is involved</source>
        <translation>親が関わる支払いは ×{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="173"/>
        <source>bonus: </source>
        <translation>ボーナス：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="179"/>
        <source>paid by: </source>
        <translation>支払い：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="280"/>
        <source>{0} pts</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="282"/>
        <source>{0} cards</source>
        <translation>{0}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="285"/>
        <source>親 ×{0}</source>
        <translation>親 ×{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/hints.py" line="44"/>
        <source>{0} points</source>
        <translation>{0}点</translation>
    </message>
</context>
</TS>
