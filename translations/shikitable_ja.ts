<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Curtain</name>
    <message>
        <location filename="../shikitable/ui/table.py" line="97"/>
        <source>Pass the screen to {0}. Everyone else, please look away.</source>
        <translation>画面を{0}さんに渡してください。ほかの方は見ないでください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="98"/>
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
        <location filename="../shikitable/ui/table.py" line="172"/>
        <source>The match is over.</source>
        <translation>対戦は終わりました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="174"/>
        <source>Your move, {0}.</source>
        <translation>{0}さんの番です。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="176"/>
        <source>Waiting for {0}…</source>
        <translation>{0}を待っています…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="329"/>
        <source>Select cards, then choose: {0}.</source>
        <translation>札を選んでから選択：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="330"/>
        <source>Choose: {0}.</source>
        <translation>選択：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="333"/>
        <source>Enter or double-click: {0}.</source>
        <translation>Enter またはダブルクリック：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="339"/>
        <location filename="../shikitable/ui/table.py" line="352"/>
        <source>These cards form no legal move.</source>
        <translation>この札では出せる手がありません。</translation>
    </message>
</context>
<context>
    <name>shikitable</name>
    <message>
        <location filename="../shikitable/ui/layouts/__init__.py" line="51"/>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="45"/>
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
        <location filename="../shikitable/ui/layouts/makkaik.py" line="32"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="32"/>
        <source>Community cards</source>
        <translation>公開札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="41"/>
        <source>Drawn</source>
        <translation>引いた札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="48"/>
        <source>Discards</source>
        <translation>捨札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="50"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="35"/>
        <source>Pot</source>
        <translation>場</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="54"/>
        <source>Swap with the community</source>
        <translation>公開札と交換</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="56"/>
        <source>Draw two</source>
        <translation>二枚引く</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="57"/>
        <source>Keep and give up</source>
        <translation>残して手放す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="58"/>
        <source>Join for {amount}</source>
        <translation>参加 {amount}点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="59"/>
        <source>Base {amount}</source>
        <translation>基準点 {amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="60"/>
        <source>Fold</source>
        <translation>降りる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="64"/>
        <source>Season {season} begins; {dealer} is 親.</source>
        <translation>第{season}季開始。親は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="65"/>
        <source>{seat} antes {amount}.</source>
        <translation>{seat}が場代{amount}点を出す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="66"/>
        <source>{seat} swaps {card} for {cards} from the community.</source>
        <translation>{seat}が{card}を公開札の{cards}と交換。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="67"/>
        <source>{seat} draws two from the stock.</source>
        <translation>{seat}が山札から二枚引く。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="68"/>
        <source>{seat} keeps one, gives {card} to the community and discards {cards}.</source>
        <translation>{seat}が一枚を残し、{card}を公開札に加え、{cards}を捨てる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="71"/>
        <source>Betting round {round}: {seat} sets the base.</source>
        <translation>賭け第{round}ラウンド：{seat}が基準点を決める。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="72"/>
        <source>{seat} sets the base at {base} (pot {pot}).</source>
        <translation>{seat}が基準点を{base}点にする（場{pot}点）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="73"/>
        <source>{seat} joins for {amount} (pot {pot}).</source>
        <translation>{seat}が{amount}点を出して参加（場{pot}点）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="74"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="49"/>
        <source>{seat} stakes everything: {amount} (pot {pot}).</source>
        <translation>{seat}が持ち点すべて{amount}点を賭ける（場{pot}点）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="75"/>
        <source>{seat} folds.</source>
        <translation>{seat}が降りる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="76"/>
        <source>The role of 親 passes to {seat}.</source>
        <translation>親の役目が{seat}に移る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="77"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="53"/>
        <source>{seat} shows {hand}: {name}.</source>
        <translation>{seat}が{hand}を公開：{name}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="78"/>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="38"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="54"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="41"/>
        <source>The match is over.</source>
        <translation>対戦は終わりました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="84"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="60"/>
        <source>folded</source>
        <translation>降りた</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="85"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="61"/>
        <source>all-in</source>
        <translation>オールイン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="86"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="62"/>
        <source>out of points</source>
        <translation>点なし</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="91"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="67"/>
        <source>Shows</source>
        <translation>公開した役</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="92"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="68"/>
        <source>Main pot</source>
        <translation>本場</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="93"/>
        <location filename="../shikitable/ui/layouts/namto.py" line="69"/>
        <source>Side pot</source>
        <translation>サイドポット</translation>
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
        <location filename="../shikitable/ui/eventlog.py" line="84"/>
        <source>Season {0}</source>
        <translation>第{0}季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="86"/>
        <source>No winner: the stock ran out.</source>
        <translation>勝者なし：山札が尽きました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="88"/>
        <source>{0} wins.</source>
        <translation>{0}の勝ち。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="92"/>
        <source>Dealer (親): {0}</source>
        <translation>親：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="98"/>
        <source>Dealer (親): {0}, multiplier ×{1}</source>
        <translation>親：{0}、親の加点 ×{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="109"/>
        <source>What</source>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="110"/>
        <source>Who</source>
        <translation>誰</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="111"/>
        <source>Details</source>
        <translation>内訳</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="112"/>
        <source>Points</source>
        <translation>点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="127"/>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="129"/>
        <source>Player</source>
        <translation>プレーヤー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="130"/>
        <source>This season</source>
        <translation>今季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="131"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="154"/>
        <source>from {0}</source>
        <translation>{0}から</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="158"/>
        <source>on a discard</source>
        <translation>捨札で</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="160"/>
        <source>on a draw</source>
        <translation>自摸で</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="173"/>
        <source>× {0} when the dealer is involved</source>
        <translation>親が関わる支払いは ×{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="179"/>
        <source>bonus: </source>
        <translation>ボーナス：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/eventlog.py" line="185"/>
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
        <location filename="../shikitable/ui/scene.py" line="284"/>
        <source>親</source>
        <translation>親</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="287"/>
        <source>親 ×{0}</source>
        <translation>親 ×{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="38"/>
        <source>加行 {amount}</source>
        <translation>加行 {amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="39"/>
        <source>無行 (fold)</source>
        <translation>無行（降りる）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="43"/>
        <source>Season {season} begins; {dealer} is 軸人.</source>
        <translation>第{season}季開始。軸人は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="44"/>
        <source>{seat} pays the entry fee of {amount}.</source>
        <translation>{seat}が参加料{amount}点を出す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="45"/>
        <source>Betting round {round}: {seat} acts first.</source>
        <translation>賭け第{round}ラウンド：{seat}から。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="46"/>
        <source>{seat} stakes nothing more (加行 0).</source>
        <translation>{seat}は加行0点。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="47"/>
        <source>{seat} matches with {amount} (pot {pot}).</source>
        <translation>{seat}が{amount}点を出して揃える（場{pot}点）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="48"/>
        <source>{seat} raises: {amount} in, {stake} this round (pot {pot}).</source>
        <translation>{seat}が{amount}点を出して上乗せ、このラウンド計{stake}点（場{pot}点）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="50"/>
        <source>{seat} folds (無行).</source>
        <translation>{seat}は無行（降りる）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="51"/>
        <source>The role of 軸人 passes to {seat}.</source>
        <translation>軸人の役目が{seat}に移る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="52"/>
        <source>Community cards turned up: {cards}.</source>
        <translation>公開札を開く：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/hints.py" line="44"/>
        <source>{0} points</source>
        <translation>{0}点</translation>
    </message>
</context>
</TS>
