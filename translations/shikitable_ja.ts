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
        <location filename="../shikitable/ui/table.py" line="302"/>
        <source>Select cards, then choose: {0}.</source>
        <translation>札を選んでから選択：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="305"/>
        <source>Choose: {0}.</source>
        <translation>選択：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="308"/>
        <source>Enter or double-click: {0}.</source>
        <translation>Enter またはダブルクリック：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table.py" line="314"/>
        <location filename="../shikitable/ui/table.py" line="327"/>
        <source>These cards form no legal move.</source>
        <translation>この札では出せる手がありません。</translation>
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
        <location filename="../shikitable/ui/layouts/riichi.py" line="29"/>
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
        <location filename="../shikitable/ui/layouts/riichi.py" line="27"/>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="33"/>
        <source>ツモ Tsumo (T)</source>
        <translation>ツモ (T)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="34"/>
        <source>ロン Ron (R)</source>
        <translation>ロン (R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="35"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="34"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="28"/>
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="36"/>
        <source>リーチ Riichi (Q)</source>
        <translation>リーチ (Q)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="37"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="35"/>
        <source>ポン Pon (P)</source>
        <translation>ポン (P)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="38"/>
        <source>チー Chi (C)</source>
        <translation>チー (C)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="39"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="36"/>
        <source>カン Kan (K)</source>
        <translation>カン (K)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="40"/>
        <source>暗槓 Closed kan (K)</source>
        <translation>暗槓 (K)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="41"/>
        <source>加槓 Added kan (Shift+K)</source>
        <translation>加槓 (Shift+K)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="43"/>
        <source>九種九牌 (9)</source>
        <translation>九種九牌 (9)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="44"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="37"/>
        <source>Pass (X)</source>
        <translation>パス (X)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="50"/>
        <source>リーチ (riichi)</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="51"/>
        <source>ダブルリーチ (double riichi)</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="55"/>
        <source>A new hand: {dealer} deals.</source>
        <translation>新しい局：親は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="57"/>
        <source>{seat} declares riichi (リーチ).</source>
        <translation>{seat}がリーチ。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="58"/>
        <source>{seat} calls {kind}: {cards}.</source>
        <translation>{seat}が{kind}：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="59"/>
        <source>A new dora indicator: {card}.</source>
        <translation>新ドラ表示牌：{card}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="60"/>
        <source>{seat} wins: {han} han {fu} fu.</source>
        <translation>{seat}の和了：{han}飜{fu}符。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="61"/>
        <source>The hand is drawn ({reason}).</source>
        <translation>流局（{reason}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="65"/>
        <source>ロン (on a discard)</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="66"/>
        <source>ツモ (own draw)</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="67"/>
        <source>流局: the wall is used up</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="68"/>
        <source>流局: 流し満貫</source>
        <translation>流局：流し満貫</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="69"/>
        <source>途中流局: 九種九牌</source>
        <translation>途中流局：九種九牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="70"/>
        <source>途中流局: 四風連打</source>
        <translation>途中流局：四風連打</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="71"/>
        <source>途中流局: 四槓散了</source>
        <translation>途中流局：四槓散了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="72"/>
        <source>途中流局: 四家立直</source>
        <translation>途中流局：四家立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="73"/>
        <source>途中流局: 三家和</source>
        <translation>途中流局：三家和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="74"/>
        <source>聴牌 (ready)</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="75"/>
        <source>九種九牌 shown</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="76"/>
        <source>流し満貫</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="77"/>
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
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="34"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="35"/>
        <source>Season {season} begins; {dealer} deals (×{multiplier}).</source>
        <translation>第{season}季開始。親は{dealer}（×{multiplier}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="56"/>
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
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="38"/>
        <location filename="../shikitable/ui/layouts/riichi.py" line="62"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="70"/>
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
        <location filename="../shikitable/ui/scene.py" line="275"/>
        <source>親 (dealer)</source>
        <translation>親</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/scene.py" line="278"/>
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
</context>
</TS>
