<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>ChatBox</name>
    <message>
        <location filename="../shikitable/ui/net/chat.py" line="58"/>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/chat.py" line="59"/>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/chat.py" line="60"/>
        <source>Say something to the table</source>
        <translation>卓のみんなに一言</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="185"/>
        <source>Pass the screen to {0}. Everyone else, please look away.</source>
        <translation>画面を{0}さんに渡してください。ほかの方は見ないでください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="186"/>
        <source>I am {0}</source>
        <translation>私は{0}です</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="18"/>
        <source>wins</source>
        <translation>上がり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="19"/>
        <source>completes the hand</source>
        <translation>手が完成する</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="20"/>
        <source>leaves the hand ready (tenpai), waiting on {waits} tiles</source>
        <translation>聴牌を保ち、待ちは{waits}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="29"/>
        <source>declares riichi: a yaku by itself, waiting on {waits} tiles</source>
        <translation>リーチ：それだけで役になり、待ちは{waits}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="30"/>
        <source>{cards} is safe against the riichi (in that player&apos;s river)</source>
        <translation>{cards}はリーチに対して安全（その人の現物）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="31"/>
        <source>{cards} is fairly safe against the riichi (suji, or passed since)</source>
        <translation>{cards}はリーチに対して比較的安全（筋、または通った牌）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="32"/>
        <source>{cards} is a risk against the riichi</source>
        <translation>{cards}はリーチに対して危険あり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="33"/>
        <source>{cards} is dangerous against the riichi</source>
        <translation>{cards}はリーチに対して危険</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="21"/>
        <source>keeps the hand {after} tiles from ready (tenpai); {accept} unseen tiles would bring it closer</source>
        <translation>{after}向聴を保つ。見えていない{accept}枚の牌で前進する</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="23"/>
        <source>takes the hand from {before} to {after} tiles from ready (tenpai); {accept} unseen tiles would help</source>
        <translation>{before}向聴から{after}向聴になる。見えていない{accept}枚の牌で前進する</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="26"/>
        <source>discarding {cards} instead would leave only {other} such tiles</source>
        <translation>代わりに{cards}を切ると、前進する牌は{other}枚に減る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="27"/>
        <source>the hand is still {after} tiles from ready (tenpai): this keeps the tiles most likely to help</source>
        <translation>まだ{after}向聴：役に立ちそうな牌を残す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="34"/>
        <source>the call brings the hand from {before} to {after} tiles from ready (tenpai)</source>
        <translation>鳴くと{before}向聴から{after}向聴になる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="36"/>
        <source>but the open hand may have no yaku</source>
        <translation>ただし鳴くと役がなくなるおそれ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="37"/>
        <source>keeps the hand closed: riichi stays possible</source>
        <translation>門前を保つ：リーチができる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="38"/>
        <source>taking it would not bring the hand nearer</source>
        <translation>取っても手が進まない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="39"/>
        <source>nine kinds of terminals and honours: call the hand off</source>
        <translation>九種九牌：流局にする</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="40"/>
        <source>gives up the suit you hold least of ({n} tiles)</source>
        <translation>一番少ない種類（{n}枚）を捨てる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="41"/>
        <source>{cards} is of your void suit: it must go before you can win</source>
        <translation>{cards}は定缺の牌：和了の前に捨てる必要がある</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="42"/>
        <source>{cards} fits no pair or run</source>
        <translation>{cards}は対にも連番にもならない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="43"/>
        <source>passes on the tiles that help least</source>
        <translation>一番役に立たない牌を渡す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="44"/>
        <source>your cards are worth keeping</source>
        <translation>今のカードは残す価値がある</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="45"/>
        <source>your cards are weak: draw two new ones</source>
        <translation>カードが弱い：2枚引き直す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="46"/>
        <source>the card is worth most now</source>
        <translation>今このカードを使うのが一番得</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="47"/>
        <source>the card would do little now</source>
        <translation>今使っても効果が薄い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="48"/>
        <source>keeps the cards for a better moment</source>
        <translation>もっと良い時のためにカードを残す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="50"/>
        <source>waits on {n} unseen cards ({cards})</source>
        <translation>見えていない{n}枚を待つ（{cards}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="51"/>
        <source>keeps the pair {cards}</source>
        <translation>対 {cards} を残す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="52"/>
        <source>keeps {cards} toward a run</source>
        <translation>連番に向けて{cards}を残す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="53"/>
        <source>gives up {cards}, the card that helps least</source>
        <translation>一番役に立たない{cards}を手放す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="54"/>
        <source>lays {cards} face up as a group</source>
        <translation>{cards}を組として表向きに置く</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="55"/>
        <source>the hand then waits on more: worth the 1 point</source>
        <translation>待ちが広がるので1点払う価値がある</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="56"/>
        <source>a claim costs 1 point and would not make the hand wait on more</source>
        <translation>開は1点かかり、待ちも広がらない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="57"/>
        <source>no beat is worth it: lays down the weakest cards {cards}</source>
        <translation>勝つ価値がないので一番弱い{cards}を伏せる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="58"/>
        <source>about {p}% that nobody beats it</source>
        <translation>誰にも負けない見込み約{p}%</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="59"/>
        <source>the last trick decides the season: about {p}% it holds</source>
        <translation>最後のトリックが季を決める：勝つ見込み約{p}%</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="60"/>
        <source>keeps {cards} for the last trick</source>
        <translation>最後のトリックのために{cards}を残す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="61"/>
        <source>chance to take the pot about {p}% (an even share is {fair}%)</source>
        <translation>ポットを取る見込み約{p}%（均等なら{fair}%）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="62"/>
        <source>the hand is too weak to pay for</source>
        <translation>払うには手が弱すぎる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="63"/>
        <source>the hand is stronger than a fair share: worth staking on</source>
        <translation>手が均等な分け前より強い：賭ける価値がある</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="64"/>
        <source>stays in at the least cost</source>
        <translation>一番安く勝負に残る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="65"/>
        <source>drawing two adds a card only you can use</source>
        <translation>2枚引けば自分だけが使える札が増える</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="66"/>
        <source>keeps {cards} for {given}: your strongest three cards</source>
        <translation>{given}の代わりに{cards}を残す：一番強い3枚になる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="67"/>
        <source>the swap gives the others the least</source>
        <translation>他の人に一番役立たない交換</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="68"/>
        <source>beating this would cost strong cards: save them</source>
        <translation>勝つには強い札が要る：温存する</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="69"/>
        <source>removes a strength: {n} of your own cards go with it</source>
        <translation>その強さを除く：自分の札も{n}枚なくなる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="70"/>
        <source>takes a card back from the discards</source>
        <translation>捨て札から1枚取り戻す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="71"/>
        <source>empties your hand</source>
        <translation>手札がなくなる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="72"/>
        <source>sheds {n} cards</source>
        <translation>{n}枚出せる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="73"/>
        <source>sheds one card</source>
        <translation>1枚出せる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="74"/>
        <source>with low cards, keeping the strong ones</source>
        <translation>弱い札で出し、強い札を残す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="75"/>
        <source>spends strong cards to keep control</source>
        <translation>主導権のために強い札を使う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="76"/>
        <source>breaks no pair or set</source>
        <translation>対や組を崩さない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="77"/>
        <source>stays out and draws three: nothing is worth a 付 and a beat</source>
        <translation>降りて3枚引く：付を置いて勝つ価値がない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="78"/>
        <source>lays {cards} as the ante: the card you need least</source>
        <translation>{cards}を付にする：一番要らない札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="79"/>
        <source>leads low: a strong lead would come back to you anyway</source>
        <translation>弱い札から出す：強い札はどうせ後で戻ってくる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="80"/>
        <source>clears the table: nothing else plays</source>
        <translation>場を流す：他に出せる手がない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="81"/>
        <source>no cards add up to a road: turn up a new one</source>
        <translation>道の値になる札がない：新しい道をめくる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="82"/>
        <source>and leaves a play for next turn</source>
        <translation>次の手番にも出せる手が残る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="83"/>
        <source>though nothing plays next turn yet</source>
        <translation>ただし次の手番に出せる手はまだない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="85"/>
        <source>hits: the card equals your hand&apos;s total</source>
        <translation>あてる：その札が手札の合計と同じ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="86"/>
        <source>claims the card with {n} cards</source>
        <translation>{n}枚でその札を取る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="87"/>
        <source>nothing matches: you must draw</source>
        <translation>出せる札がない：引くしかない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="88"/>
        <source>the drawn card could feed a rival&apos;s wait: keep it</source>
        <translation>引いた札は相手の待ちに当たるかもしれない：出さない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="89"/>
        <source>leaves your hand at {n}: 13 or less, so you are waiting</source>
        <translation>手札の合計が{n}になる：13以下なので「あたりあり」</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="90"/>
        <source>everyone else draws and you play again</source>
        <translation>他の全員が引き、もう一度あなたの番</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="91"/>
        <source>the Jack lets you name the suit</source>
        <translation>ジャックでマークを指定できる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="92"/>
        <source>you can follow with {cards} next</source>
        <translation>次は{cards}で続けられる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="93"/>
        <source>but {cards} may feed a waiting rival</source>
        <translation>ただし{cards}は待っている相手に当たるかもしれない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="94"/>
        <source>keeps {cards} as a way out</source>
        <translation>{cards}を切り札として残す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="95"/>
        <source>sheds {cards}, a high card</source>
        <translation>大きい数の{cards}を出す</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <location filename="../shikitable/ui/learn/hints.py" line="64"/>
        <source>expected {0} points over the rest of the hand</source>
        <translation>この局の残りで{0}点の見込み</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/hints.py" line="65"/>
        <source>expected {0} points over the rest of the season</source>
        <translation>この季の残りで{0}点の見込み</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/hints.py" line="73"/>
        <source>about as good as the first</source>
        <translation>1番目とほぼ同じくらい良い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/hints.py" line="74"/>
        <source>about {0} points less than the first</source>
        <translation>1番目より約{0}点低い</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="69"/>
        <source>Match history</source>
        <translation>対戦履歴</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="71"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="71"/>
        <source>Started</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="71"/>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="71"/>
        <source>Players and result</source>
        <translation>参加者と結果</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="71"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="72"/>
        <source>Notes</source>
        <translation>備考</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="74"/>
        <source>&amp;Watch replay</source>
        <translation>再生(&amp;W)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="75"/>
        <source>Re&amp;view…</source>
        <translation>振り返り(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="76"/>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="77"/>
        <source>&amp;Export…</source>
        <translation>書き出し(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="78"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="87"/>
        <source>undo used</source>
        <translation>待ったあり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="89"/>
        <source>AI only</source>
        <translation>AIのみ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="95"/>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="95"/>
        <source>Unfinished</source>
        <translation>未完了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="105"/>
        <source>{0} matches, {1} finished</source>
        <translation>{0}対戦（終了 {1}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="133"/>
        <source>Watch replay</source>
        <translation>再生</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="164"/>
        <source>Export match</source>
        <translation>対戦の書き出し</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="129"/>
        <source>Friends join with Game → Join a network game… and one of:</source>
        <translation>友だちは「ゲーム → ネット対局に参加…」で次のどれかを入力します:</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="132"/>
        <source>Only this computer can connect (Host a network game… can open it to the network).</source>
        <translation>このコンピューターからしか接続できません（「ネット対局を主催…」でネットワークに開けます）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="149"/>
        <source>Host a network game</source>
        <translation>ネット対局を主催</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="151"/>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="155"/>
        <source>This computer only</source>
        <translation>このコンピューターのみ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="154"/>
        <source>The local network</source>
        <translation>ローカルネットワーク</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="156"/>
        <source>Who may connect</source>
        <translation>接続できる相手</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="160"/>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="161"/>
        <source>Show this table to the local network (LAN discovery)</source>
        <translation>この卓をローカルネットワークに知らせる（LAN 検出）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="168"/>
        <location filename="../shikitable/ui/net/host.py" line="175"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="169"/>
        <source>A dropped player&apos;s seat is kept for</source>
        <translation>切断したプレーヤーの席を取っておく時間</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="170"/>
        <source>After that, a bot plays for them</source>
        <translation>その後は AI が代わりに打つ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="176"/>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="177"/>
        <source>A player who takes longer gets the AI&apos;s move.</source>
        <translation>これより長く考えると AI の手が打たれます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="178"/>
        <source>Turn timer</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="179"/>
        <source>Allow hints (waits, suggested moves)</source>
        <translation>ヒントを許可（待ち・おすすめの手）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="203"/>
        <source>Human (here)</source>
        <translation>人間（この画面）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="204"/>
        <source>Remote player (open seat)</source>
        <translation>ネットの相手（空席）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="207"/>
        <source>Chosen by whoever joins</source>
        <translation>参加した人が決めます</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="218"/>
        <source>A network table needs at least one human seat.</source>
        <translation>ネット対局には人間の席が少なくとも一つ必要です。</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="59"/>
        <source>Join a network game</source>
        <translation>ネット対局に参加</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="65"/>
        <source>host:port or invite code (ABCDE-12345)</source>
        <translation>ホスト:ポート または招待コード（ABCDE-12345）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="68"/>
        <source>Look</source>
        <translation>探す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="70"/>
        <source>Only watch (spectator)</source>
        <translation>観戦だけする</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="78"/>
        <source>Address or invite code</source>
        <translation>アドレスまたは招待コード</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="80"/>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="83"/>
        <source>Tables</source>
        <translation>卓</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="88"/>
        <source>Join</source>
        <translation>参加</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="118"/>
        <source>Looking for tables on the local network…</source>
        <translation>ローカルネットワークの卓を探しています…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="147"/>
        <source>No table found on the local network; type an address or an invite code.</source>
        <translation>ローカルネットワークに卓が見つかりません。アドレスか招待コードを入力してください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="160"/>
        <source>Asking {0}…</source>
        <translation>{0} に問い合わせ中…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="168"/>
        <source>No table there.</source>
        <translation>そこには卓がありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="177"/>
        <source>Take back your seat: {0}, seat {1}, table {2} at {3}</source>
        <translation>自分の席に戻る: {0}・{1}番席・卓 {2}（{3}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="189"/>
        <source>{0} — {1} players, {2} open seats — {3} ({4}:{5})</source>
        <translation>{0} — {1}人・空席 {2} — {3}（{4}:{5}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="222"/>
        <source>Give your name: the other players see it on your seat.</source>
        <translation>名前を入力してください。ほかのプレーヤーの席に表示されます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="231"/>
        <source>Spectator</source>
        <translation>観戦者</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="38"/>
        <source>&amp;Learn to play</source>
        <translation>遊び方を学ぶ(&amp;L)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="40"/>
        <location filename="../shikitable/ui/learn/learn.py" line="159"/>
        <source>Learn to play {0}</source>
        <translation>{0}の遊び方</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="57"/>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="75"/>
        <source>start a new match</source>
        <translation>新しい対局を始める</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="122"/>
        <source>{0} players</source>
        <translation>{0}人</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="123"/>
        <source>{0}–{1} players</source>
        <translation>{0}〜{1}人</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="152"/>
        <source>{0} · about {1} minutes a match</source>
        <translation>{0}・1対戦 約{1}分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="155"/>
        <source>a good first game</source>
        <translation>最初の一つにおすすめ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="157"/>
        <source>Learn</source>
        <translation>学ぶ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="158"/>
        <source>Play</source>
        <translation>遊ぶ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="161"/>
        <source>Play {0}</source>
        <translation>{0}を遊ぶ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="181"/>
        <source>Welcome to shikitable</source>
        <translation>shikitable へようこそ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="185"/>
        <source>Eleven card and tile games at one table. Seven are played with the 紙机戦 deck and until now lived only on rule sheets; 四川麻将 and riichi are mahjong as millions play it; Magic: the Mahjong adds a box of cheat cards to riichi; にっぱち comes from a 1994 DOS game. Each has a short guided hand: learn one in a few minutes, or play against the computer straight away.</source>
        <translation>札と牌の11のゲームを一つの卓で。7つは紙机戦の札で遊ぶゲームで、これまでルール文書の中にしかありませんでした。四川麻将とリーチ麻雀は何百万人もが遊ぶ麻雀そのもの、Magic: the Mahjong はリーチ麻雀にイカサマ札の箱を加えたもの、にっぱちは1994年のDOSゲームから来ています。どれにも短い案内付きの一局があります。数分で一つ覚えるか、すぐにコンピューターと対戦しましょう。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="252"/>
        <source>Choose a game: Game → New game…, or Help → Learn to play.</source>
        <translation>ゲームを選んでください：ゲーム → 新しいゲーム…、またはヘルプ → 遊び方を学ぶ。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="222"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="67"/>
        <location filename="../shikitable/ui/windows/window.py" line="113"/>
        <source>shikitable</source>
        <translation>shikitable</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="121"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="123"/>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="124"/>
        <source>&amp;Restart</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="125"/>
        <source>&amp;Open match…</source>
        <translation>対戦を開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="126"/>
        <source>Sa&amp;ve match…</source>
        <translation>対戦を保存(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="127"/>
        <location filename="../shikitable/ui/windows/window.py" line="134"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="128"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="141"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="142"/>
        <source>&amp;Rules</source>
        <translation>遊び方(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="146"/>
        <source>&amp;Keys</source>
        <translation>キー一覧(&amp;K)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="169"/>
        <location filename="../shikitable/ui/windows/window.py" line="219"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="233"/>
        <location filename="../shikitable/ui/windows/window.py" line="240"/>
        <source>Save match</source>
        <translation>対戦を保存</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="242"/>
        <source>Saved to {0}</source>
        <translation>{0} に保存しました</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="248"/>
        <location filename="../shikitable/ui/windows/window.py" line="250"/>
        <location filename="../shikitable/ui/windows/window.py" line="257"/>
        <source>Open match</source>
        <translation>対戦を開く</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="257"/>
        <source>Cannot open {0}: </source>
        <translation>{0} を開けません：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="265"/>
        <source>Restart</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="315"/>
        <source>{0}&apos;s AI failed ({1}); it played a random legal move.</source>
        <translation>{0}のAIが失敗しました（{1}）。代わりに合法手を無作為に指しました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="426"/>
        <source>Rules</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="426"/>
        <source>The rule viewer is not available: </source>
        <translation>遊び方の表示を開けません：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="458"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
</context>
<context>
    <name>MatchKeeper</name>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="49"/>
        <source>Matches cannot be autosaved: the history file cannot be opened ({0}).</source>
        <translation>対戦を自動保存できません。履歴ファイルを開けません（{0}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="80"/>
        <source>Autosave is off for this match ({0}).</source>
        <translation>この対戦は自動保存されません（{0}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="183"/>
        <source>This match is open in another window.</source>
        <translation>この対戦は別のウィンドウで開かれています。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="83"/>
        <source>Autosave stopped ({0}); use Save match… to keep this match.</source>
        <translation>自動保存が止まりました（{0}）。この対戦を残すには「対戦を保存…」を使ってください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="87"/>
        <source>Autosave</source>
        <translation>自動保存</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="95"/>
        <source>The match history file could not be used ({0}); it was kept as {1} and a new one started.</source>
        <translation>対戦履歴ファイルが使えませんでした（{0}）。{1} として残し、新しいファイルを作りました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="126"/>
        <source>The match in progress is kept: you can resume it from Game → History… or when you next start.</source>
        <translation>進行中の対戦は保存されています。「ゲーム → 対戦履歴…」から、または次回の起動時に再開できます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="128"/>
        <source>The match in progress is not autosaved and will be lost.</source>
        <translation>進行中の対戦は自動保存されていないため、失われます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="133"/>
        <source>{0} now?</source>
        <translation>「{0}」を実行してよろしいですか？</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="151"/>
        <source>Unfinished match</source>
        <translation>未完了の対戦</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="154"/>
        <source>Resume it, or start a new match? It stays in the history either way.</source>
        <translation>再開しますか、それとも新しい対戦を始めますか？ どちらを選んでも履歴には残ります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="155"/>
        <location filename="../shikitable/ui/windows/keeper.py" line="174"/>
        <location filename="../shikitable/ui/windows/keeper.py" line="183"/>
        <location filename="../shikitable/ui/windows/keeper.py" line="186"/>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="156"/>
        <source>Start new</source>
        <translation>新しく始める</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="167"/>
        <source>An unfinished match of {0} (started {1}, {2} moves) is kept.</source>
        <translation>{0}の未完了の対戦（{1}開始、{2}手）が保存されています。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="196"/>
        <source>&amp;Undo move</source>
        <translation>待った(&amp;U)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="201"/>
        <source>Allow undo against AI</source>
        <translation>AI戦で待ったを許す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="206"/>
        <source>&amp;History…</source>
        <translation>対戦履歴(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="210"/>
        <source>S&amp;tatistics…</source>
        <translation>成績(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="233"/>
        <source>Undo is only for a single player against AI.</source>
        <translation>待ったは、一人でAIと対戦しているときだけ使えます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="237"/>
        <source>There is no move of yours to take back.</source>
        <translation>取り消せるあなたの手がありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="242"/>
        <source>Undo</source>
        <translation>待った</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="245"/>
        <source>Move taken back.</source>
        <translation>手を取り消しました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="254"/>
        <source>History</source>
        <translation>対戦履歴</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="264"/>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
</context>
<context>
    <name>MjaiBotsDialog</name>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="50"/>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="106"/>
        <source>MJAI bots</source>
        <translation>MJAIボット</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="53"/>
        <source>Outside riichi AIs that speak MJAI (as mjai.app runs them): a name, and the command that starts one. It is sent the events its seat may see, one JSON array a line, and answers each line; the player id 0-3 is added to the command, or put {id} where it goes. They sit at riichi and Magic: the Mahjong tables; in Magic one plays the tiles and never declares a card (its seat passes every card window).</source>
        <translation>MJAIで話す外部のリーチ麻雀AI（mjai.appと同じ動かし方）：名前と、それを起動するコマンド。その席に見える出来事が1行に1つのJSON配列で送られ、AIは1行ごとに答えます。プレーヤー番号0〜3はコマンドの末尾に付きます（{id} と書けばその位置に入ります）。リーチ麻雀とMagic: the Mahjongの卓に座れます。Magicでは牌だけを打ち、カードは宣言しません（カードの機会はその席が常にパスします）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="61"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="61"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="65"/>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="67"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="101"/>
        <source>Row {0}: give the bot a name.</source>
        <translation>{0}行目：ボットに名前を付けてください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="102"/>
        <source>Row {0}: the name {1} is already used.</source>
        <translation>{0}行目：名前「{1}」はもう使われています。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="103"/>
        <source>Row {0}: the command is empty, or a quote in it is not closed.</source>
        <translation>{0}行目：コマンドが空か、引用符が閉じていません。</translation>
    </message>
</context>
<context>
    <name>NetAddress</name>
    <message>
        <location filename="../shikitable/ui/net/address.py" line="66"/>
        <source>Give the host&apos;s address (host:port) or its invite code.</source>
        <translation>主催者のアドレス（ホスト:ポート）か招待コードを入力してください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/address.py" line="74"/>
        <location filename="../shikitable/ui/net/address.py" line="77"/>
        <source>An IPv6 address is written [address]:port.</source>
        <translation>IPv6 アドレスは [アドレス]:ポート と書きます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/address.py" line="83"/>
        <source>That is not a host name, an address or an invite code.</source>
        <translation>ホスト名でもアドレスでも招待コードでもありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/address.py" line="87"/>
        <source>The port is a number from 1 to 65535.</source>
        <translation>ポートは 1 から 65535 の数です。</translation>
    </message>
</context>
<context>
    <name>NetMenu</name>
    <message>
        <location filename="../shikitable/ui/net/menu.py" line="34"/>
        <source>&amp;Host a network game…</source>
        <translation>ネット対局を主催(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/menu.py" line="36"/>
        <source>&amp;Join a network game…</source>
        <translation>ネット対局に参加(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/menu.py" line="75"/>
        <source>You have a seat at a network table: Game → Join a network game… takes it back.</source>
        <translation>ネット対局に席があります。「ゲーム → ネット対局に参加…」で戻れます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/menu.py" line="105"/>
        <source>Host</source>
        <translation>主催者</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/menu.py" line="113"/>
        <source>The table server cannot start on port {0}: {1}</source>
        <translation>ポート {0} で卓サーバーを起動できません: {1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/menu.py" line="115"/>
        <location filename="../shikitable/ui/net/menu.py" line="128"/>
        <source>Host a network game</source>
        <translation>ネット対局を主催</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/menu.py" line="194"/>
        <source>Join a network game</source>
        <translation>ネット対局に参加</translation>
    </message>
</context>
<context>
    <name>NetSession</name>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="112"/>
        <source>Cannot reach {0}: {1}</source>
        <translation>{0} に接続できません: {1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="115"/>
        <source>{0} does not answer as a shikitable server ({1}).</source>
        <translation>{0} は shikitable のサーバーとして応答しません（{1}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="166"/>
        <source>The connection was lost while joining ({0}).</source>
        <translation>参加の途中で接続が切れました（{0}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="195"/>
        <source>There is no table {0} at {1}.</source>
        <translation>{1} に卓 {0} はありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="199"/>
        <source>No table at {0} has a free seat.</source>
        <translation>{0} の卓には空席がありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="204"/>
        <source>Seat {0}</source>
        <translation>{0}番席</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="221"/>
        <source>The server refused the move.</source>
        <translation>サーバーがこの手を受け付けませんでした。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="273"/>
        <source>Not connected: you will be asked again once back.</source>
        <translation>接続していません。つながり次第もう一度お聞きします。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="283"/>
        <source>Not connected.</source>
        <translation>接続していません。</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <location filename="../shikitable/ui/net/adapter.py" line="316"/>
        <source>It is not your turn.</source>
        <translation>あなたの番ではありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/adapter.py" line="322"/>
        <source>Not connected to the table.</source>
        <translation>卓に接続していません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/adapter.py" line="339"/>
        <source>That move is not allowed now.</source>
        <translation>今その手は打てません。</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="108"/>
        <source>The host has turned hints off for this network match.</source>
        <translation>このネット対局では主催者がヒントを切っています。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="113"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="114"/>
        <source>&amp;Leave the table</source>
        <translation>卓を離れる(&amp;L)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="118"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="123"/>
        <source>Show the &amp;invite code…</source>
        <translation>招待コードを表示(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="132"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="133"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="150"/>
        <source>Invite</source>
        <translation>招待</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="199"/>
        <source>{0} s left</source>
        <translation>残り {0} 秒</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="203"/>
        <source>Waiting for {0} to reconnect…</source>
        <translation>{0} の再接続を待っています…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="211"/>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="212"/>
        <source>The connection to the table is lost and the seat could not be taken back. Use Game → Join a network game… to try again.</source>
        <translation>卓との接続が切れ、席に戻れませんでした。「ゲーム → ネット対局に参加…」でもう一度試してください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="221"/>
        <source>Connected</source>
        <translation>接続中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="222"/>
        <source>Connection lost: reconnecting…</source>
        <translation>接続が切れました。再接続中…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="223"/>
        <source>Disconnected</source>
        <translation>切断</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="232"/>
        <source>Not connected.</source>
        <translation>接続していません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="248"/>
        <source>Leave this table? Your seat is kept for you: Game → Join a network game… takes it back.</source>
        <translation>この卓を離れますか？ 席は取っておかれます。「ゲーム → ネット対局に参加…」で戻れます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="250"/>
        <source>Close the table you host? The other players are disconnected.</source>
        <translation>主催している卓を閉じますか？ ほかのプレーヤーの接続が切れます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="251"/>
        <source>Leave the table</source>
        <translation>卓を離れる</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="108"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="122"/>
        <source>{0}–{1} players</source>
        <translation>{0}〜{1}人</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="133"/>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="141"/>
        <source>Rules</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="151"/>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="158"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="194"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="195"/>
        <source>AI (heuristic)</source>
        <translation>AI（定石）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="196"/>
        <source>AI (easy)</source>
        <translation>AI(やさしい)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="197"/>
        <source>AI (search, normal)</source>
        <translation>AI(探索・ふつう)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="198"/>
        <source>AI (search, strong)</source>
        <translation>AI(探索・強い)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="199"/>
        <source>AI (random)</source>
        <translation>AI（無作為）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="220"/>
        <source>Seat {0}</source>
        <translation>席{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="120"/>
        <source>{0} players</source>
        <translation>{0}人</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="137"/>
        <source>MJAI bots…</source>
        <translation>MJAIボット…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="138"/>
        <source>Add outside riichi AIs (Mortal, akochan, mjai.app bots) as seat kinds</source>
        <translation>外部のリーチ麻雀AI（Mortal、akochan、mjai.appのボット）を席の種類に加える</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="214"/>
        <source>MJAI: {0}</source>
        <translation>MJAI：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="233"/>
        <source>MJAI bots</source>
        <translation>MJAIボット</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="113"/>
        <source>Games</source>
        <translation>ゲーム</translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="55"/>
        <source>&amp;Hurry the AI</source>
        <translation>AIを急かす(&amp;H)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="57"/>
        <source>The AI thinking now plays its best move so far, now</source>
        <translation>考え中のAIが、今までで最善の手をすぐに打ちます</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="21"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="22"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="23"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="24"/>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="41"/>
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="43"/>
        <source>Show &amp;waits</source>
        <translation>待ちを表示(&amp;W)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="45"/>
        <source>The cards that would complete your hand</source>
        <translation>手を完成させる札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="48"/>
        <source>Suggest a &amp;move</source>
        <translation>次の一手を提案(&amp;M)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="51"/>
        <source>The AI&apos;s three favourite moves for you, with the points it expects</source>
        <translation>AIが勧める3つの手と、それぞれの見込み点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="81"/>
        <source>Auto-&amp;pass claims (unless I can win)</source>
        <translation>鳴きを自動で見送る（上がれるときを除く）(&amp;P)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="85"/>
        <source>&amp;No calls this hand</source>
        <translation>この季は鳴かない(&amp;N)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="87"/>
        <source>Auto-&amp;declare wins</source>
        <translation>上がりを自動で宣言(&amp;D)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="90"/>
        <source>&amp;Bot speed</source>
        <translation>AIの速さ(&amp;B)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="102"/>
        <source>&amp;Skip animation</source>
        <translation>アニメーションを飛ばす(&amp;S)</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="139"/>
        <source>Replay: {0}</source>
        <translation>再生: {0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="140"/>
        <source>First move</source>
        <translation>最初へ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="141"/>
        <source>Previous move</source>
        <translation>一手戻る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="142"/>
        <source>Play / pause</source>
        <translation>再生／一時停止</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="143"/>
        <source>Next move</source>
        <translation>一手進む</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="144"/>
        <source>Last move</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="145"/>
        <source>Speed</source>
        <translation>速さ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="147"/>
        <source>Season</source>
        <translation>季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="148"/>
        <source>View as</source>
        <translation>視点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="149"/>
        <source>Re&amp;view…</source>
        <translation>振り返り(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="152"/>
        <source>Season {0} (move {1})</source>
        <translation>第{0}季（{1}手目から）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="158"/>
        <source>Every hand open</source>
        <translation>全員の手札を公開</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="167"/>
        <source>Start of the match</source>
        <translation>対戦開始</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="318"/>
        <source>Move {0} of {1}</source>
        <translation>{0}／{1}手</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="52"/>
        <source>normal (quicker)</source>
        <translation>normal（速い）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="53"/>
        <source>strong (slower, surer)</source>
        <translation>strong（遅いが確か）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="55"/>
        <source>Each of the seat&apos;s decisions is compared with the search bot&apos;s, from what that seat could see. Reviewer: {0}.</source>
        <translation>その席の各判断を、その席に見えていた情報だけから探索AIの判断と比べます。振り返り役：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="64"/>
        <source>&amp;Start review</source>
        <translation>振り返り開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="67"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="70"/>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="71"/>
        <source>Reviewer</source>
        <translation>振り返り役</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="82"/>
        <source>Review the match</source>
        <translation>対戦の振り返り</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="94"/>
        <source>Finding the decisions…</source>
        <translation>判断を探しています…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="100"/>
        <source>Stopping…</source>
        <translation>止めています…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="117"/>
        <source>Reviewed {0} of {1} decisions</source>
        <translation>判断 {1} のうち {0} を振り返りました</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="125"/>
        <source>The review could not be made: {0}</source>
        <translation>振り返りができませんでした：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="129"/>
        <source>Review cancelled.</source>
        <translation>振り返りを取り消しました。</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="50"/>
        <source>agree</source>
        <translation>一致</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="51"/>
        <source>inaccuracy</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="52"/>
        <source>mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="53"/>
        <source>blunder</source>
        <translation>大悪手</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="58"/>
        <source>season</source>
        <translation>季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="59"/>
        <source>hand</source>
        <translation>局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="60"/>
        <source>match</source>
        <translation>対戦</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="62"/>
        <source>normal beats the heuristic by {0} points a {1} (95% CI {2} to {3})</source>
        <translation>normal は heuristic より1{1}あたり {0} 点多く取る（95%信頼区間 {2}〜{3}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="63"/>
        <source>normal is not shown stronger than the heuristic ({0} points a {1}, 95% CI {2} to {3})</source>
        <translation>normal が heuristic より強いとは示されていない（1{1}あたり {0} 点、95%信頼区間 {2}〜{3}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="65"/>
        <source>strength not measured</source>
        <translation>強さは未測定</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="198"/>
        <source>Previous mistake  [P]</source>
        <translation>前の誤り  [P]</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="199"/>
        <source>Next mistake  [N]</source>
        <translation>次の誤り  [N]</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="204"/>
        <source>Review of {0}: {1} decisions, agreement {2}%, {3} points lost ({4} a hand)</source>
        <translation>{0}の振り返り：判断 {1}、一致率 {2}%、失点 {3}（配り1回あたり {4}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="208"/>
        <source>Reviewer: the search bot at {0}; {1}</source>
        <translation>振り返り役：探索AI（{0}）。{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="254"/>
        <source>Click a marker, or press N, to see a decision beside the reviewer&apos;s.</source>
        <translation>印をクリックするか N を押すと、その判断を振り返り役の手と並べて見られます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="261"/>
        <source>Played: {0}   Reviewer: {1}</source>
        <translation>打った手：{0}   振り返り役：{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="274"/>
        <source>Move {0}: &lt;b style=&apos;color:{1}&apos;&gt;{2}&lt;/b&gt;, {3} points lost</source>
        <translation>{0}手目：&lt;b style=&apos;color:{1}&apos;&gt;{2}&lt;/b&gt;、失点 {3}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="279"/>
        <source>&lt;span style=&apos;color:{0}&apos;&gt;■&lt;/span&gt; Played: {1} ({2})</source>
        <translation>&lt;span style=&apos;color:{0}&apos;&gt;■&lt;/span&gt; 打った手：{1}（{2}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="286"/>
        <source>&lt;span style=&apos;color:{0}&apos;&gt;■&lt;/span&gt; Reviewer: {1} ({2})</source>
        <translation>&lt;span style=&apos;color:{0}&apos;&gt;■&lt;/span&gt; 振り返り役：{1}（{2}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="288"/>
        <source>Also: {1} ({2})</source>
        <translation>次点：{1}（{2}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="295"/>
        <source>(as good as the reviewer&apos;s move on the deals it tried)</source>
        <translation>（試した配り方では振り返り役の手と同等）</translation>
    </message>
</context>
<context>
    <name>ReviewStrip</name>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="104"/>
        <source>Review markers along the match</source>
        <translation>対戦に沿った振り返りの印</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="151"/>
        <source>Move {0}: {1}, {2} points lost</source>
        <translation>{0}手目：{1}、失点 {2}</translation>
    </message>
</context>
<context>
    <name>RuleViewer</name>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="47"/>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="102"/>
        <source>Rules</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="103"/>
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="104"/>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="105"/>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="107"/>
        <source>Find next</source>
        <translation>次を検索</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="108"/>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="109"/>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="110"/>
        <source>Print preview</source>
        <translation>印刷プレビュー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="111"/>
        <source>Print</source>
        <translation>印刷</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="112"/>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="219"/>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="226"/>
        <source>Export PDF</source>
        <translation>PDFに書き出す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="145"/>
        <source>Whole book</source>
        <translation>全体（一冊）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="195"/>
        <source>Not found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="228"/>
        <source>Saved {0} pages</source>
        <translation>{0}ページを保存しました</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="113"/>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="439"/>
        <source>Match over</source>
        <translation>対戦終了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="461"/>
        <source>Re&amp;view…</source>
        <translation>振り返り(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="464"/>
        <source>New match</source>
        <translation>新しい対戦</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="466"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="340"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="344"/>
        <source>日本語 (Japanese)</source>
        <translation>日本語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="345"/>
        <source>简体中文 (Simplified Chinese)</source>
        <translation>简体中文（中国語・簡体字）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="346"/>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="353"/>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="354"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="355"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="356"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="374"/>
        <source>The cards that would complete your hand (to end the season)</source>
        <translation>終季に必要な札（手を完成させる札）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="380"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="381"/>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="382"/>
        <source>Bot delay</source>
        <translation>AIの待ち時間</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="393"/>
        <source>AI time limit</source>
        <translation>AIの持ち時間</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="396"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="397"/>
        <source>Off (wait for me)</source>
        <translation>なし（答えるまで待つ）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="400"/>
        <source>Magic: the Mahjong: when a card is declared (or a card window opens) and you hold a card you may declare, you have this long to declare it or counter; then the table passes for you. Off: the table waits for your answer.</source>
        <translation>Magic: the Mahjong：カードが宣言されたとき（またはカードを使える場面で）宣言できるカードを持っていれば、この秒数のあいだに宣言やカウンターができます。過ぎると自動でパスします。「なし」にすると答えるまで待ちます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="403"/>
        <source>Card pause</source>
        <translation>カードの猶予</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="386"/>
        <source>Four-colour playing cards (from the next match)</source>
        <translation>トランプを4色で表示(次の対戦から)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="368"/>
        <source>Off</source>
        <translation>表示しない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="369"/>
        <source>On request (Play → Show waits)</source>
        <translation>求めたとき（プレイ → 待ちを表示）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="370"/>
        <source>Always</source>
        <translation>常に表示</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="375"/>
        <source>Pass claims for me unless I can win</source>
        <translation>上がれるとき以外は鳴きを自動で見送る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="377"/>
        <source>Declare a win for me as soon as I can</source>
        <translation>上がれたらすぐ自動で宣言する</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="383"/>
        <source>Waits hint</source>
        <translation>待ちの表示</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="384"/>
        <source>Auto-pass</source>
        <translation>自動見送り</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="385"/>
        <source>Auto-declare</source>
        <translation>自動宣言</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="57"/>
        <source>Player</source>
        <translation>プレーヤー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="57"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="56"/>
        <source>Season</source>
        <translation>今季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="67"/>
        <source>Game log</source>
        <translation>記録</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="68"/>
        <source>Card log</source>
        <translation>カードの記録</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="60"/>
        <source>Points so far in this match.</source>
        <translation>この対戦でのこれまでの得点。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="61"/>
        <source>Points won (+) or paid (−) in this season so far.</source>
        <translation>この季でこれまでに得た点（+）と払った点（−）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="59"/>
        <source>The players; ★ marks the dealer.</source>
        <translation>プレーヤー。★は親の印です。</translation>
    </message>
</context>
<context>
    <name>SpeechBox</name>
    <message>
        <location filename="../shikitable/ui/learn/tutorial.py" line="178"/>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <location filename="../shikitable/ui/windows/stats_chart.py" line="43"/>
        <source>{0}: {1} matches, {2} wins ({3}), last {4} points</source>
        <translation>{0}：{1}戦{2}勝（{3}）、直近{4}点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats_chart.py" line="87"/>
        <source>Matches, oldest to newest (a filled dot: a win)</source>
        <translation>対戦（古い順、塗りつぶしの点は勝ち）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats_chart.py" line="110"/>
        <source>{0} — {1} wins</source>
        <translation>{0} — 勝率{1}</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="80"/>
        <location filename="../shikitable/ui/windows/stats.py" line="144"/>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="81"/>
        <location filename="../shikitable/ui/windows/stats.py" line="86"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="82"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="86"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="86"/>
        <source>Matches</source>
        <translation>対戦数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="86"/>
        <source>Wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="86"/>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="87"/>
        <source>Mean points</source>
        <translation>平均点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="87"/>
        <source>Best points</source>
        <translation>最高点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="87"/>
        <source>Current streak</source>
        <translation>現在の連勝</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="87"/>
        <source>Longest streak</source>
        <translation>最長連勝</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="92"/>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="124"/>
        <location filename="../shikitable/ui/windows/stats.py" line="131"/>
        <source>No finished matches yet.</source>
        <translation>終了した対戦はまだありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="56"/>
        <location filename="../shikitable/ui/windows/stats.py" line="84"/>
        <source>Points over matches</source>
        <translation>対戦ごとの得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="83"/>
        <source>Export CSV…</source>
        <translation>CSVに書き出す…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="128"/>
        <source>Choose a game to see its players&apos; points match by match.</source>
        <translation>ゲームを選ぶと、各プレイヤーの対戦ごとの得点を表示します。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="141"/>
        <source>Export CSV</source>
        <translation>CSVに書き出す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="138"/>
        <source>Cannot write {0}</source>
        <translation>{0}に書き込めません</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="144"/>
        <source>saved to {0}</source>
        <translation>{0}に保存しました</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="458"/>
        <source>Hurry the AI</source>
        <translation>AIを急かす</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="459"/>
        <source>The AI plays its best move so far, now</source>
        <translation>AIが今までで最善の手をすぐに打ちます</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="409"/>
        <source>The match is over.</source>
        <translation>対戦は終わりました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="413"/>
        <source>Your move, {0}.</source>
        <translation>{0}さんの番です。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="415"/>
        <source>Waiting for {0}…</source>
        <translation>{0}を待っています…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="667"/>
        <source>Choose: {0}.</source>
        <translation>選択：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="694"/>
        <source>Suggested: {0}</source>
        <translation>おすすめ：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/hand_row.py" line="85"/>
        <location filename="../shikitable/ui/table/table.py" line="670"/>
        <source>Enter or double-click: {0}.</source>
        <translation>Enter またはダブルクリック：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/hand_row.py" line="131"/>
        <source>You may declare: {0}</source>
        <translation>宣言できるカード：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/hand_row.py" line="137"/>
        <source>({0} s, then pass)</source>
        <translation>（あと{0}秒でパス）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="682"/>
        <source>A hint is for the player whose move it is.</source>
        <translation>ヒントは手番のプレイヤーだけが使えます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="684"/>
        <source>Thinking about your move…</source>
        <translation>あなたの手を考えています…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="411"/>
        <source>Your move.</source>
        <translation>あなたの番です。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="364"/>
        <source>Waits: {0}</source>
        <translation>待ち：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="366"/>
        <source>discard {0} → waits {1}</source>
        <translation>{0}を捨てると待ち：{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="380"/>
        <source>No waits yet.</source>
        <translation>まだ待ちはありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="577"/>
        <source>Shortcut: {0}</source>
        <translation>ショートカット：{0}</translation>
    </message>
</context>
<context>
    <name>TutorialEnd</name>
    <message>
        <location filename="../shikitable/ui/learn/tutorial.py" line="515"/>
        <source>Well played!</source>
        <translation>よくできました！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/tutorial.py" line="524"/>
        <source>Play a real match against easy bots</source>
        <translation>やさしいAIと本番の対局をする</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/tutorial.py" line="527"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>access</name>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="207"/>
        <source>a picture card</source>
        <translation>絵札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="214"/>
        <source>yours</source>
        <translation>あなたの札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="215"/>
        <source>table</source>
        <translation>卓</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="216"/>
        <source>may be declared</source>
        <translation>宣言できる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="224"/>
        <source>{0} face-down picture cards, {1}&apos;s</source>
        <translation>伏せた絵札{0}枚、{1}の札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="42"/>
        <source>hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="43"/>
        <source>discards</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="44"/>
        <source>melds</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="45"/>
        <source>stock</source>
        <translation>山札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="46"/>
        <source>dead wall</source>
        <translation>王牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="47"/>
        <source>trick</source>
        <translation>場の札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="48"/>
        <source>won cards</source>
        <translation>取り札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="49"/>
        <source>pile</source>
        <translation>山</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="58"/>
        <source>cards</source>
        <translation>札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="67"/>
        <source>face-down card</source>
        <translation>伏せ札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="72"/>
        <source>table, {0}</source>
        <translation>卓、{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="74"/>
        <source>your {0}</source>
        <translation>あなたの{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="76"/>
        <source>{0}&apos;s {1}</source>
        <translation>{0}の{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="85"/>
        <source>1 point</source>
        <translation>1点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="86"/>
        <source>{0} points</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="89"/>
        <source>The pot holds {0}</source>
        <translation>場の点は{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="90"/>
        <source>{0} on the table: {1}</source>
        <translation>卓の{0}：{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="93"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="96"/>
        <source>{0} has {1}</source>
        <translation>{0}の持ち点は{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="96"/>
        <source>{0} have {1}</source>
        <translation>{0}の持ち点は{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="98"/>
        <source>{0} has staked {1}</source>
        <translation>{0}の賭け点は{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="99"/>
        <source>{0} have staked {1}</source>
        <translation>{0}の賭け点は{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="101"/>
        <source>{0}, {2}: {1}</source>
        <translation>{0}の{2}：{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="113"/>
        <location filename="../shikitable/ui/access/reader.py" line="262"/>
        <location filename="../shikitable/ui/access/reader.py" line="264"/>
        <source>On the table</source>
        <translation>卓の上</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="114"/>
        <location filename="../shikitable/ui/access/reader.py" line="265"/>
        <source>Every seat, pile and card on the table; the current row is the card under the keyboard cursor.</source>
        <translation>卓の上の全席・山・札。現在の行はキーボードのカーソルがある札です。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="147"/>
        <source> (to play)</source>
        <translation>（手番）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="154"/>
        <source>Seat: {0}</source>
        <translation>席：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="147"/>
        <source>a player&apos;s name plate</source>
        <translation>プレイヤーの名札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="155"/>
        <source>a pile or counter on the table</source>
        <translation>卓の上の山や数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="162"/>
        <source>point sticks</source>
        <translation>点棒</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="166"/>
        <source>the round, its counters and the seats&apos; points</source>
        <translation>局・積み棒・各席の点数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="172"/>
        <location filename="../shikitable/ui/access/reader.py" line="218"/>
        <source>selected</source>
        <translation>選択中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="172"/>
        <source>playable</source>
        <translation>出せる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="171"/>
        <source>a card or tile</source>
        <translation>札または牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="238"/>
        <location filename="../shikitable/ui/access/reader.py" line="263"/>
        <source>Announcements</source>
        <translation>読み上げ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="267"/>
        <location filename="../shikitable/ui/access/reader.py" line="268"/>
        <source>Card table</source>
        <translation>卓</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="269"/>
        <source>Arrow keys move through your cards, Space picks one, Enter plays; each move&apos;s key is shown on its button.</source>
        <translation>矢印キーで手札を移動、スペースで選択、Enterで出します。各操作のキーはボタンに表示されています。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="291"/>
        <source>Your turn.</source>
        <translation>あなたの番です。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="325"/>
        <source>{0}&apos;s turn.</source>
        <translation>{0}の番です。</translation>
    </message>
</context>
<context>
    <name>keys</name>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="25"/>
        <source>Play or discard the selected cards or tiles</source>
        <translation>選んだ札・牌を出す（打牌）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="26"/>
        <source>Pass: let a discard or a turn go by</source>
        <translation>パス：捨て札や手番を見送る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="27"/>
        <source>Draw</source>
        <translation>引く</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="28"/>
        <source>Declare a win (tsumo, ron, hu, 終季, a hit)</source>
        <translation>上がりを宣言（ツモ・ロン・胡・終季・あたり）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="29"/>
        <source>Claim a discard for a set (pon, 開)</source>
        <translation>捨て札を取って刻子を作る（ポン・開）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="30"/>
        <source>Claim a discard for a run (chii)</source>
        <translation>捨て札を取って順子を作る（チー）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="31"/>
        <source>Kan (with a discard, or from the hand)</source>
        <translation>カン（捨て牌で、または手牌から）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="32"/>
        <source>Added kan (a fourth tile to a pon)</source>
        <translation>加槓（ポンに4枚目を加える）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="33"/>
        <source>Riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="34"/>
        <source>Open riichi</source>
        <translation>オープンリーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="35"/>
        <source>Nine terminals: call the hand off</source>
        <translation>九種九牌：流局にする</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="36"/>
        <source>Lay the selected cards or tiles face down</source>
        <translation>選んだ札・牌を伏せて出す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="37"/>
        <source>Swap the selected cards or tiles</source>
        <translation>選んだ札・牌を交換する</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="38"/>
        <source>Take part in the season</source>
        <translation>この季に参加する</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="39"/>
        <source>Keep the hand and give up the exchange</source>
        <translation>手札を残して交換をやめる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="40"/>
        <source>Check or call: stake what the others staked</source>
        <translation>チェック／コール：他の人と同じだけ賭ける</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="41"/>
        <source>Fold</source>
        <translation>降りる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="42"/>
        <source>Void suit: characters (万)</source>
        <translation>欠け色：萬子（万）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="43"/>
        <source>Void suit: dots (筒)</source>
        <translation>欠け色：筒子（筒）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="44"/>
        <source>Void suit: bamboo (条)</source>
        <translation>欠け色：索子（条）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="45"/>
        <source>Declare a Magic card</source>
        <translation>マジックの札を宣言する</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="46"/>
        <source>Magic: keep the cards in hand</source>
        <translation>マジック：手の札を残す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="47"/>
        <source>Magic: deal new cards</source>
        <translation>マジック：札を配り直す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="48"/>
        <source>値木: join two roads</source>
        <translation>値木：二つの道をつなぐ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="49"/>
        <source>値木: start a road</source>
        <translation>値木：道を始める</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="50"/>
        <source>値木: clear the roads</source>
        <translation>値木：場を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="51"/>
        <source>連友&apos;s general: remove every card of a strength</source>
        <translation>連友の将：ある強さの札をすべて除く</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="52"/>
        <source>連友&apos;s general: take from the discards</source>
        <translation>連友の将：捨て札から取る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="20"/>
        <source>Move the ring through the cards you may pick</source>
        <translation>選べる札の間で枠を動かす</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="21"/>
        <source>Pick or drop the card under the ring</source>
        <translation>枠の札を選ぶ／外す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="22"/>
        <source>Drop the selection</source>
        <translation>選択を解除する</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="23"/>
        <source>Choose among a move&apos;s buttons: a road, or the amount on the label</source>
        <translation>手のボタンから選ぶ：道、またはボタンの額</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="24"/>
        <source>Show the chosen Magic card large</source>
        <translation>選んだマジックの札を大きく表示</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="25"/>
        <source>Suggest a move (hint)</source>
        <translation>手の提案（ヒント）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="26"/>
        <source>Hurry the AI</source>
        <translation>AIを急がせる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="27"/>
        <source>Undo your last move (against AI)</source>
        <translation>直前の手を戻す（対AI）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="28"/>
        <source>Skip the animation</source>
        <translation>アニメーションを飛ばす</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="29"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="64"/>
        <location filename="../shikitable/ui/windows/keys_help.py" line="82"/>
        <source>Keys</source>
        <translation>キー一覧</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="65"/>
        <source>One key means one thing at every table; each button shows its key.</source>
        <translation>どの卓でも一つのキーは一つの意味です。各ボタンにキーが書いてあります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="68"/>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="69"/>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="70"/>
        <source>Buttons</source>
        <translation>ボタン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="71"/>
        <source>At every table</source>
        <translation>どの卓でも</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="90"/>
        <location filename="../shikitable/ui/windows/keys_help.py" line="38"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
</context>
<context>
    <name>look</name>
    <message>
        <location filename="../shikitable/ui/windows/look_settings.py" line="21"/>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/look_settings.py" line="24"/>
        <source>High-contrast card faces</source>
        <translation>札の表をハイコントラストで描く</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/look_settings.py" line="26"/>
        <source>Animations off (cards move at once)</source>
        <translation>アニメーションなし（札はすぐ移動）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/look_settings.py" line="28"/>
        <source>Show the announcement line (what a screen reader says)</source>
        <translation>読み上げ行を表示（スクリーンリーダーが読む内容）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/look_settings.py" line="30"/>
        <source>Show the list of what is on the table (shown by itself when a screen reader runs)</source>
        <translation>卓の上にあるものの一覧を表示（スクリーンリーダー使用時は自動で表示）</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../shikitable/ui/windows/settings.py" line="205"/>
        <source>Cannot read settings ({error}); using defaults.</source>
        <translation>設定を読めません（{error}）。既定値を使います。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/settings.py" line="206"/>
        <source>The settings file was corrupt and was kept as {file}; using defaults.</source>
        <translation>設定ファイルが壊れていたため {file} として残し、既定値を使います。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/settings.py" line="207"/>
        <source>Settings: ignored malformed {fields} (defaults used).</source>
        <translation>設定: 形式の正しくない {fields} を無視しました（既定値を使用）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/settings.py" line="208"/>
        <source>Settings: ignored malformed {fields} (defaults used); the file was kept as {file}.</source>
        <translation>設定: 形式の正しくない {fields} を無視しました（既定値を使用）。ファイルは {file} として残しました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/settings.py" line="211"/>
        <source>Cannot save settings to {file}: {error}</source>
        <translation>設定を {file} に保存できません: {error}</translation>
    </message>
</context>
<context>
    <name>shikitable</name>
    <message>
        <location filename="../shikitable/ui/layouts/__init__.py" line="56"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="45"/>
        <location filename="../shikitable/ui/layouts/seasonal.py" line="16"/>
        <source>Stock</source>
        <translation>山札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mahjong_table.py" line="10"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="22"/>
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mahjong_table.py" line="12"/>
        <location filename="../shikitable/ui/layouts/makhup.py" line="79"/>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="42"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="70"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="24"/>
        <source>Pass</source>
        <translation>見送る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/seasonal.py" line="13"/>
        <source>Season {season} begins; {dealer} deals (×{multiplier}).</source>
        <translation>第{season}季開始。親は{dealer}（×{multiplier}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="137"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="109"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="34"/>
        <source>{seat} discards {card}.</source>
        <translation>{seat}が{card}を捨てる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="38"/>
        <source>The stock is empty: nobody wins this season.</source>
        <translation>山札が尽きました。この季は勝者なし。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="95"/>
        <location filename="../shikitable/ui/layouts/riichi.py" line="148"/>
        <location filename="../shikitable/ui/layouts/seasonal.py" line="11"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="119"/>
        <location filename="../shikitable/ui/words/reasons.py" line="149"/>
        <source>The match is over.</source>
        <translation>対戦は終わりました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="64"/>
        <source>one colour</source>
        <translation>同色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="19"/>
        <source>Unseen</source>
        <translation>未使用</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="23"/>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="41"/>
        <location filename="../shikitable/ui/layouts/nine.py" line="33"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="67"/>
        <source>Play</source>
        <translation>出す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="24"/>
        <source>Play face down</source>
        <translation>伏せて出す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="28"/>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="50"/>
        <location filename="../shikitable/ui/layouts/nine.py" line="41"/>
        <source>{seat} plays {cards}.</source>
        <translation>{seat}が{cards}を出す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="29"/>
        <source>{seat} lays {count} face down.</source>
        <translation>{seat}が{count}枚伏せる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="30"/>
        <source>{seat} wins trick {trick}.</source>
        <translation>{seat}が第{trick}勝負に勝つ。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="35"/>
        <source>last trick</source>
        <translation>最後の勝負</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="91"/>
        <source>Player {0}</source>
        <translation>プレーヤー{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="98"/>
        <source> (bot)</source>
        <translation>（AI）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="43"/>
        <source>Season {0} ends with no winner.</source>
        <translation>第{0}季は勝者なしで終わりました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="44"/>
        <source>Season {0} ends: {1} wins.</source>
        <translation>第{0}季終了：{1}の勝ち。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="35"/>
        <source>Season {0}</source>
        <translation>第{0}季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="217"/>
        <source>What</source>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="218"/>
        <source>Who</source>
        <translation>誰</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="219"/>
        <source>Details</source>
        <translation>内訳</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="26"/>
        <location filename="../shikitable/ui/windows/results.py" line="220"/>
        <source>Points</source>
        <translation>点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="245"/>
        <location filename="../shikitable/ui/windows/results.py" line="441"/>
        <source>Player</source>
        <translation>プレーヤー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="38"/>
        <source>This season</source>
        <translation>今季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="247"/>
        <location filename="../shikitable/ui/windows/results.py" line="442"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="249"/>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="354"/>
        <source>from {0}</source>
        <translation>{0}から</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="359"/>
        <source>on a discard</source>
        <translation>捨札で</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="361"/>
        <source>on a draw</source>
        <translation>自摸で</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="41"/>
        <source>× {multiplier} when the dealer is involved</source>
        <translation>親が関わる支払いは ×{multiplier}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="42"/>
        <source>× {multiplier} on every payment</source>
        <translation>すべての支払いを ×{multiplier}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="333"/>
        <source>{payer}: {amount}</source>
        <translation>{payer}: {amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="98"/>
        <source>{payer} [{hand}]: {working} hand points, ×{times} = {amount}</source>
        <translation>{payer} [{hand}]:手札点 {working}、×{times} = {amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="372"/>
        <source>bonus: </source>
        <translation>ボーナス：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="638"/>
        <source>{0} pts</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="46"/>
        <source>{0} cards</source>
        <translation>{0}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="21"/>
        <source>End the season</source>
        <translation>終季を宣言</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="37"/>
        <source>{seat} ends the season with {hand}!</source>
        <translation>{seat}が{hand}で終季！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="46"/>
        <source>Four of a kind shown (四友): every other player pays.</source>
        <translation>四友を見せると、ほかの全員が払います。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="47"/>
        <source>The hand that ended the season, and who paid for it.</source>
        <translation>季を終わらせた手と、その支払い。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="48"/>
        <source>The base points for completing the hand.</source>
        <translation>手を完成させた基本点。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="49"/>
        <source>Every card of the hand in one colour.</source>
        <translation>手の札がすべて同じ色。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="50"/>
        <source>Six cards in one run.</source>
        <translation>六枚が一続きの連。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="51"/>
        <source>Won within the first round of turns.</source>
        <translation>最初の一周のうちに上がった。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="62"/>
        <source>End of the season</source>
        <translation>終季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="63"/>
        <source>Base for ending the season</source>
        <translation>終季の基本点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="94"/>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="13"/>
        <source>Out</source>
        <translation>場外</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="15"/>
        <source>Down</source>
        <translation>伏せ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="16"/>
        <source>Won</source>
        <translation>取り札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="36"/>
        <source>Payment</source>
        <translation>支払い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="39"/>
        <source>{payer} pays {winner}: 6 − {won_cards} won cards</source>
        <translation>{payer}から{winner}へ：6 − 取り札{won_cards}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/seasonal.py" line="15"/>
        <source>× the dealer multiplier</source>
        <translation>× 親の加点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="43"/>
        <source>Each other player pays the winner of the last trick 6 minus their won cards (a negative amount is paid back), times the dealer multiplier when the rules say so.</source>
        <translation>最後の勝負の勝者に、ほかの各人が「6 − 自分の取り札の枚数」を払います（負なら逆に受け取ります）。規則により親の加点を掛けます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="636"/>
        <source>{0} pt</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="45"/>
        <source>{0} card</source>
        <translation>{0}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="42"/>
        <source>No winner this season.</source>
        <translation>この季は勝者なし。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="41"/>
        <source>{0} wins the season.</source>
        <translation>この季は{0}の勝ち。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="278"/>
        <source>{0}&apos;s hand</source>
        <translation>{0}の手</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="334"/>
        <source>{0} pays {1}</source>
        <translation>{0}が{1}点払い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="427"/>
        <source>{0} wins the match!</source>
        <translation>{0}の優勝！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="428"/>
        <source>{0} share the win.</source>
        <translation>{0}が同点で優勝。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="429"/>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="154"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="438"/>
        <source>Final ranking</source>
        <translation>最終順位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="440"/>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="40"/>
        <source>Points by season</source>
        <translation>季ごとの得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="39"/>
        <source>Season</source>
        <translation>季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="646"/>
        <location filename="../shikitable/ui/table/scene.py" line="651"/>
        <location filename="../shikitable/ui/windows/results.py" line="456"/>
        <source>Dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="457"/>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="55"/>
        <source>Community cards</source>
        <translation>公開札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="19"/>
        <source>Drawn</source>
        <translation>引いた札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="16"/>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="37"/>
        <source>Discards</source>
        <translation>捨札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="28"/>
        <source>Pot</source>
        <translation>場</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="25"/>
        <source>Swap with the community</source>
        <translation>公開札と交換</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="27"/>
        <source>Draw two</source>
        <translation>二枚引く</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="28"/>
        <source>Keep and give up</source>
        <translation>残して手放す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="29"/>
        <source>Join for {amount}</source>
        <translation>参加 {amount}点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="30"/>
        <source>Base {amount}</source>
        <translation>基準点 {amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="29"/>
        <source>Fold</source>
        <translation>降りる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="34"/>
        <source>{seat} antes {amount}.</source>
        <translation>{seat}が場代{amount}点を出す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="35"/>
        <source>{seat} swaps {card} for {cards} from the community.</source>
        <translation>{seat}が{card}を公開札の{cards}と交換。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="36"/>
        <source>{seat} draws two from the stock.</source>
        <translation>{seat}が山札から二枚引く。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="37"/>
        <source>{seat} keeps one, gives {card} to the community and discards {cards}.</source>
        <translation>{seat}が一枚を残し、{card}を公開札に加え、{cards}を捨てる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="40"/>
        <source>Betting round {round}: {seat} sets the base.</source>
        <translation>賭け第{round}ラウンド：{seat}が基準点を決める。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="41"/>
        <source>{seat} sets the base at {base} (pot {pot}).</source>
        <translation>{seat}が基準点を{base}点にする（場{pot}点）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="42"/>
        <source>{seat} joins for {amount} (pot {pot}).</source>
        <translation>{seat}が{amount}点を出して参加（場{pot}点）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="32"/>
        <source>{seat} stakes everything: {amount} (pot {pot}).</source>
        <translation>{seat}が持ち点すべて{amount}点を賭ける（場{pot}点）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="33"/>
        <source>{seat} folds.</source>
        <translation>{seat}が降りる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="34"/>
        <source>{seat} shows {hand}: {name}.</source>
        <translation>{seat}が{hand}を公開：{name}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="39"/>
        <source>folded</source>
        <translation>降りた</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="40"/>
        <source>all-in</source>
        <translation>オールイン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="45"/>
        <source>Shows</source>
        <translation>公開した役</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="46"/>
        <source>Main pot</source>
        <translation>本場</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="47"/>
        <source>Side pot</source>
        <translation>サイドポット</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="67"/>
        <source>+{amount} → {total}</source>
        <translation>+{amount} → {total}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="15"/>
        <source>Stake</source>
        <translation>賭ける</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="21"/>
        <source>{seat} pays the entry fee of {amount}.</source>
        <translation>{seat}が参加料{amount}点を出す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="22"/>
        <source>Betting round {round}: {seat} acts first.</source>
        <translation>賭け第{round}ラウンド：{seat}から。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="23"/>
        <source>{seat} checks.</source>
        <translation>{seat}はチェック。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="24"/>
        <source>{seat} matches with {amount} (pot {pot}).</source>
        <translation>{seat}が{amount}点を出して揃える（場{pot}点）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="25"/>
        <source>{seat} raises: {amount} in, {stake} this round (pot {pot}).</source>
        <translation>{seat}が{amount}点を出して上乗せ、このラウンド計{stake}点（場{pot}点）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="27"/>
        <source>Community cards turned up: {cards}.</source>
        <translation>公開札を開く：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="23"/>
        <source>{from} pays {seat} (turn {turn})</source>
        <translation>{from}が{seat}に支払い (手番 {turn})</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="106"/>
        <source>Hand {season} begins; {dealer} deals.</source>
        <translation>第{season}局開始。親は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="108"/>
        <source>{seat} turns up the first discard: void suit {void}.</source>
        <translation>{seat}が伏せた第1打を表にした。缺門は{void}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="114"/>
        <source>{seat} wins ({by}) for {points} and leaves the hand.</source>
        <translation>{seat}が和了 ({by}) {points}点。局から抜ける。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="118"/>
        <source>The wall is used up: the players still in settle.</source>
        <translation>牌山が尽きた。残った者で流局の精算をする。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="64"/>
        <source>Lay face down</source>
        <translation>伏せて出す (定打)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="65"/>
        <source>Three-tile swap</source>
        <translation>3枚を渡す (换三张)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="78"/>
        <source>on another&apos;s discard</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="79"/>
        <source>self-drawn</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="82"/>
        <source>characters</source>
        <translation>萬子</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="83"/>
        <source>dots</source>
        <translation>筒子</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="84"/>
        <source>bamboo</source>
        <translation>索子</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="90"/>
        <source>Void: characters</source>
        <translation>缺 萬</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="91"/>
        <source>Void: dots</source>
        <translation>缺 筒</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="92"/>
        <source>Void: bamboo</source>
        <translation>缺 索</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="93"/>
        <source>Void: ?</source>
        <translation>缺 ?</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="107"/>
        <source>Every void suit is shown.</source>
        <translation>全員の定缺が公開された。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="115"/>
        <source>{seat} wins ({by}) for {points} and plays on (blood battle).</source>
        <translation>{seat} が和了 ({by}) {points}点、続けて打ちます (血流成河)。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="116"/>
        <source>Three-tile swap: everyone passes three tiles of one suit.</source>
        <translation>换三张: 全員が同じ色の牌を3枚渡します。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="117"/>
        <source>Three-tile swap: the tiles go {name}.</source>
        <translation>换三张: 牌は{name}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="120"/>
        <source>Three-tile swap: {seat} receives {cards} from {from}.</source>
        <translation>换三张: {seat}が{from}から{cards}を受け取る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="122"/>
        <source>Three-tile swap: {seat} receives three tiles from {from}.</source>
        <translation>换三张: {seat}が{from}から牌を3枚受け取る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="127"/>
        <source>Win on a discard (ron)</source>
        <translation>ロン和了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="128"/>
        <source>Win on own draw (tsumo)</source>
        <translation>ツモ和了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="129"/>
        <source>Ron: the discarder pays</source>
        <translation>ロン：放銃者が支払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="130"/>
        <source>Tsumo: each player still in pays, +1</source>
        <translation>ツモ：残っている全員が1点を加えて支払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="131"/>
        <source>Concealed kong: 2 from each player still in</source>
        <translation>暗槓：残っている全員から2点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="132"/>
        <source>Added kong: 1 from each player still in</source>
        <translation>加槓：残っている全員から1点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="133"/>
        <source>Kong on a discard: 2 from the discarder</source>
        <translation>大明槓：打牌者から2点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="134"/>
        <source>Kong payment given back</source>
        <translation>開槓点の返還</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="135"/>
        <source>Kong payment passed to the winner</source>
        <translation>開槓点を和了者へ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="136"/>
        <source>Flower pig: pays the limit</source>
        <translation>花猪：満貫を支払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="138"/>
        <source>At the draw: flower pig (holds the void suit)</source>
        <translation>流局時：花猪 (缺門の牌が残る)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="142"/>
        <source>Gen (four of a kind)</source>
        <translation>根 (4枚使い)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="143"/>
        <source>All triplets</source>
        <translation>対々和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="144"/>
        <source>Lone wait (all else melded)</source>
        <translation>裸単騎</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="145"/>
        <source>Win after a kong</source>
        <translation>槓上</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="146"/>
        <source>Robbing a kong</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="147"/>
        <source>Last tile</source>
        <translation>海底</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="148"/>
        <source>Full flush</source>
        <translation>清一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="149"/>
        <source>Seven pairs</source>
        <translation>七対</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="150"/>
        <source>Terminals in every set</source>
        <translation>全帯幺</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="151"/>
        <source>All 2-5-8 triplets</source>
        <translation>将対</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="152"/>
        <source>Concealed hand</source>
        <translation>门清</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="153"/>
        <source>No terminals</source>
        <translation>中张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="154"/>
        <source>Self-draw bonus</source>
        <translation>自摸加番</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="155"/>
        <source>Heavenly hand</source>
        <translation>天胡</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="156"/>
        <source>Earthly hand</source>
        <translation>地胡</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="157"/>
        <source>Win on a given kong&apos;s replacement: its giver pays</source>
        <translation>点杠花: 放槓者が支払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="137"/>
        <source>Not ready: pays the ready player&apos;s best value</source>
        <translation>ノーテン：テンパイ者に最高アガリ点を支払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="61"/>
        <source>Void characters</source>
        <translation>萬子を欠け色に</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="62"/>
        <source>Void dots</source>
        <translation>筒子を欠け色に</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="63"/>
        <source>Void bamboo</source>
        <translation>索子を欠け色に</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="139"/>
        <source>At the draw: not ready</source>
        <translation>流局時：ノーテン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="140"/>
        <source>At the draw: ready (best value)</source>
        <translation>流局時：テンパイ (最高アガリ点)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="141"/>
        <source>no fan</source>
        <translation>役なし</translation>
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
        <location filename="../shikitable/ui/layouts/nippachi.py" line="75"/>
        <source>Pon!</source>
        <translation>ポン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="75"/>
        <source>Kan!</source>
        <translation>カン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="76"/>
        <source>Hit!</source>
        <translation>あてる</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="87"/>
        <source>Hand {number} begins; {dealer} deals.</source>
        <translation>第{number}局、親は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="89"/>
        <source>{seat} turns up {card}.</source>
        <translation>{seat}が台札{card}をめくる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="90"/>
        <source>{seat} plays {card} ({left} left).</source>
        <translation>{seat}が{card}を出す(残り{left}枚)。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="93"/>
        <source>{seat} hits {card}!</source>
        <translation>{seat}が{card}であたり!</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="99"/>
        <source>{seat} went out: each pays their own hand points ×{times}</source>
        <translation>{seat}のあがり:各自が自分の手札点×{times}を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="103"/>
        <source>{level} on {card} played by {from}, who pays ×{times}</source>
        <translation>{from}が出した{card}に{level}:{from}が×{times}を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="104"/>
        <source>{level} on the first up-card {card}: each pays ×{times}</source>
        <translation>最初の台札{card}で{level}:各自が×{times}を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="105"/>
        <source>{level}: {from} hit {card} and pays their own hand points ×{times}</source>
        <translation>{level}:{card}にあてた{from}が自分の手札点×{times}を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/seasonal.py" line="44"/>
        <source>To beat</source>
        <translation>場の集</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="38"/>
        <source>Removed</source>
        <translation>除外</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/seasonal.py" line="14"/>
        <source>Season {season} begins; {dealer} deals and leads.</source>
        <translation>第{season}季開始。{dealer}が親で打ち出す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="51"/>
        <source>{seat} passes.</source>
        <translation>{seat}はパス。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="52"/>
        <source>{seat} lets it stand.</source>
        <translation>{seat}は割り込まない。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="53"/>
        <source>Everyone passed: {seat} leads.</source>
        <translation>全員パス：{seat}が打ち出す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="55"/>
        <source>{seat} removes every {name} from the game.</source>
        <translation>{seat}が{name}を全て除外する。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="56"/>
        <source>{seat} takes {card} from the discards.</source>
        <translation>{seat}が捨札から{card}を取る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="57"/>
        <source>{seat} is out in place {place}.</source>
        <translation>{seat}が上がり、{place}位。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="59"/>
        <source>points for the place</source>
        <translation>順位点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="60"/>
        <source>place {place}</source>
        <translation>{place}位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="65"/>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="66"/>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="67"/>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="68"/>
        <source>4th</source>
        <translation>4位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="69"/>
        <source>5th</source>
        <translation>5位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="70"/>
        <source>6th</source>
        <translation>6位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="73"/>
        <source>passed</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="27"/>
        <source>Beaten this round</source>
        <translation>この周で出た札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="36"/>
        <source>Stay out: draw three</source>
        <translation>不参加：三枚引く</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="43"/>
        <source>{seat} stays out and draws {count}.</source>
        <translation>{seat}は不参加で{count}枚引く。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="44"/>
        <source>{seat} is the last one in and takes the table&apos;s cards.</source>
        <translation>{seat}が最後の参加者となり、場の札を得る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="45"/>
        <source>{seat} empties the hand: {points} points.</source>
        <translation>{seat}の手札が無くなった：{points}点。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="46"/>
        <source>The stock is empty.</source>
        <translation>積が尽きた。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="49"/>
        <source>hand emptied (largest hand left)</source>
        <translation>手札が無くなった（残りの最大手札枚数）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="50"/>
        <source>winner is the dealer</source>
        <translation>勝者が親</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="56"/>
        <source>stayed out</source>
        <translation>不参加</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="57"/>
        <source>hand emptied</source>
        <translation>上がり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="212"/>
        <source>{0}&apos;s winning play</source>
        <translation>{0}の決め手</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="407"/>
        <source>The dealer (親). The dealer multiplier is ×{0}: the rules say which payments it multiplies.</source>
        <translation>親です。親の加点は ×{0}：どの支払いに掛かるかは遊び方を参照してください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="13"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="73"/>
        <source>any card</source>
        <translation>どの札でも</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="45"/>
        <source>Cleared</source>
        <translation>消えた札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="54"/>
        <source>Road {0} = {1}</source>
        <translation>道{0} = {1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="55"/>
        <source>Road {0} = any</source>
        <translation>道{0} = 自由</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="56"/>
        <source>#{0} = {1}</source>
        <translation>道{0}={1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="57"/>
        <source>#{0} = any</source>
        <translation>道{0}=自由</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="64"/>
        <source>Play on a road</source>
        <translation>道に出す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="66"/>
        <source>Road {0} ({1})</source>
        <translation>道{0}（{1}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="70"/>
        <source>Join two roads</source>
        <translation>道を統合する</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="73"/>
        <source>Join {0} + {1} → {2}</source>
        <translation>道{0}＋道{1}を統合 → {2}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="76"/>
        <source>Clear the roads</source>
        <translation>道を消す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="77"/>
        <source>Start a road</source>
        <translation>道を作る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="78"/>
        <source>Draw a new road</source>
        <translation>山から引いて道を増やす</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="83"/>
        <source>{card} starts a new road.</source>
        <translation>{card}で新しい道ができた。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="84"/>
        <source>{seat} plays {cards} on a road of {value}.</source>
        <translation>{seat}が値{value}の道に{cards}を出した。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="85"/>
        <source>{seat} joins two roads with {cards}: a road of {value}.</source>
        <translation>{seat}が{cards}で二本の道を統合した：値{value}の道。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="86"/>
        <source>{seat} clears every road with {card}.</source>
        <translation>{seat}が{card}ですべての道を消した。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="87"/>
        <source>{seat} draws {card}: a new road.</source>
        <translation>{seat}が{card}を引いた：新しい道。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="88"/>
        <source>{seat} starts a road with {card}.</source>
        <translation>{seat}が{card}で道を作った。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="89"/>
        <source>{seat} cannot play and passes.</source>
        <translation>{seat}は出せないのでパス。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="90"/>
        <source>{seat} plays the last card and wins the season!</source>
        <translation>{seat}が最後の札を出し、季の勝者となった！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="91"/>
        <source>Nobody can play: the season ends.</source>
        <translation>誰も出せない：季が終わる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="95"/>
        <source>Smallest hand</source>
        <translation>最少の手札</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="96"/>
        <source>Nobody could play</source>
        <translation>誰も出せず</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="99"/>
        <source>{from} pays for what is left in hand: {hand}</source>
        <translation>{from}は残った手札の分を支払う：{hand}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="100"/>
        <source>{from} pays the difference between the hands: {hand}</source>
        <translation>{from}は手札の差を支払う：{hand}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="101"/>
        <source>nobody wins this season</source>
        <translation>この季は勝者なし</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="105"/>
        <source>The first player to empty the hand wins; every other player pays for the cards still in hand (1 a card, or their numbers with that option), times the dealer multiplier when the dealer pays or wins.</source>
        <translation>最初に手札をなくした人の勝ち。他の各自は残った手札の分（一枚1点、選択ルールでは数字の合計）を支払い、親が支払う・勝つ場合は親の加点を掛ける。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="110"/>
        <source>The stock was empty and nobody could play: the smallest hand wins and every other player pays the difference, times the dealer multiplier when the dealer pays or wins.</source>
        <translation>山札が尽き、誰も出せなくなった。手札の最も少ない人の勝ちで、他の各自はその差を支払い、親が支払う・勝つ場合は親の加点を掛ける。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="21"/>
        <source>Menzen tsumo</source>
        <translation>門前清自摸和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="22"/>
        <location filename="../shikitable/ui/layouts/riichi.py" line="106"/>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="86"/>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="23"/>
        <location filename="../shikitable/ui/layouts/riichi.py" line="107"/>
        <source>Open riichi</source>
        <translation>オープンリーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="24"/>
        <source>Double open riichi</source>
        <translation>ダブルオープンリーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="25"/>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="26"/>
        <source>Chankan (robbing a kan)</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="27"/>
        <source>Rinshan kaihou (after a kan)</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="28"/>
        <source>Haitei (last tile, tsumo)</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="29"/>
        <source>Houtei (last discard, ron)</source>
        <translation>河底撈魚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="30"/>
        <source>Double riichi</source>
        <translation>ダブル立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="31"/>
        <source>Pinfu</source>
        <translation>平和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="32"/>
        <source>Tanyao (all simples)</source>
        <translation>断幺九</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="33"/>
        <source>Iipeikou</source>
        <translation>一盃口</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="34"/>
        <source>Yakuhai: white dragon</source>
        <translation>役牌 白</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="35"/>
        <source>Yakuhai: green dragon</source>
        <translation>役牌 發</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="36"/>
        <source>Yakuhai: red dragon</source>
        <translation>役牌 中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="37"/>
        <source>Yakuhai: seat wind East</source>
        <translation>自風 東</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="38"/>
        <source>Yakuhai: seat wind South</source>
        <translation>自風 南</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="39"/>
        <source>Yakuhai: seat wind West</source>
        <translation>自風 西</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="40"/>
        <source>Yakuhai: seat wind North</source>
        <translation>自風 北</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="41"/>
        <source>Yakuhai: round wind East</source>
        <translation>場風 東</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="42"/>
        <source>Yakuhai: round wind South</source>
        <translation>場風 南</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="43"/>
        <source>Yakuhai: round wind West</source>
        <translation>場風 西</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="44"/>
        <source>Yakuhai: round wind North</source>
        <translation>場風 北</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="45"/>
        <source>Sanshoku (three-colour run)</source>
        <translation>三色同順</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="46"/>
        <source>Ittsu (straight)</source>
        <translation>一気通貫</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="47"/>
        <source>Chanta</source>
        <translation>混全帯幺九</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="48"/>
        <source>Honroutou</source>
        <translation>混老頭</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="49"/>
        <source>Toitoi (all triplets)</source>
        <translation>対々和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="50"/>
        <source>San ankou (three concealed triplets)</source>
        <translation>三暗刻</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="51"/>
        <source>San kantsu (three kans)</source>
        <translation>三槓子</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="52"/>
        <source>Sanshoku doukou (three-colour triplets)</source>
        <translation>三色同刻</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="53"/>
        <source>Chiitoitsu (seven pairs)</source>
        <translation>七対子</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="54"/>
        <source>Shousangen (little three dragons)</source>
        <translation>小三元</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="55"/>
        <source>Honitsu (half flush)</source>
        <translation>混一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="56"/>
        <source>Junchan</source>
        <translation>純全帯幺九</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="57"/>
        <source>Ryanpeikou</source>
        <translation>二盃口</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="58"/>
        <source>Chinitsu (full flush)</source>
        <translation>清一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="59"/>
        <source>Kokushi musou (thirteen orphans)</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="60"/>
        <source>Chuuren poutou (nine gates)</source>
        <translation>九蓮宝燈</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="61"/>
        <source>Suu ankou (four concealed triplets)</source>
        <translation>四暗刻</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="62"/>
        <source>Daisangen (big three dragons)</source>
        <translation>大三元</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="63"/>
        <source>Shousuushii (little four winds)</source>
        <translation>小四喜</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="64"/>
        <source>Ryuuiisou (all green)</source>
        <translation>緑一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="65"/>
        <source>Suu kantsu (four kans)</source>
        <translation>四槓子</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="66"/>
        <source>Tsuu iisou (all honours)</source>
        <translation>字一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="67"/>
        <source>Chinroutou (all terminals)</source>
        <translation>清老頭</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="68"/>
        <source>Dai suushii (big four winds)</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="69"/>
        <source>Kokushi musou, thirteen-sided wait</source>
        <translation>国士無双十三面待ち</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="70"/>
        <source>Suu ankou, single wait</source>
        <translation>四暗刻単騎</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="71"/>
        <source>Pure nine gates</source>
        <translation>純正九蓮宝燈</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="72"/>
        <source>Tenhou (dealer&apos;s first draw)</source>
        <translation>天和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="73"/>
        <source>Chiihou (first draw)</source>
        <translation>地和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="74"/>
        <source>Dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="75"/>
        <source>Red fives</source>
        <translation>赤ドラ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="76"/>
        <source>Ura dora</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="77"/>
        <source>No yaku (Yakuless Yaku)</source>
        <translation>役なし（無役の役）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="78"/>
        <source>Honba (counters)</source>
        <translation>本場</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="130"/>
        <source>In riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="131"/>
        <source>In double riichi</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="132"/>
        <source>In open riichi</source>
        <translation>オープンリーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="157"/>
        <source>Ron (on a discard)</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="158"/>
        <source>Tsumo (own draw)</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="159"/>
        <source>Exhaustive draw: the wall is used up</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="160"/>
        <source>Draw: nagashi mangan</source>
        <translation>流局：流し満貫</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="161"/>
        <source>Abortive draw: nine terminals</source>
        <translation>途中流局：九種九牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="162"/>
        <source>Abortive draw: four same winds</source>
        <translation>途中流局：四風連打</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="163"/>
        <source>Abortive draw: four kans</source>
        <translation>途中流局：四槓散了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="164"/>
        <source>Abortive draw: four riichi</source>
        <translation>途中流局：四家立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="165"/>
        <source>Abortive draw: triple ron</source>
        <translation>途中流局：三家和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="166"/>
        <source>Tenpai (ready)</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="167"/>
        <source>Nine terminals shown</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="168"/>
        <source>Nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="170"/>
        <source>Riichi sticks to the leader</source>
        <translation>供託リーチ棒（トップ取り）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="153"/>
        <source>Sticks left on the table at the end: {sticks}</source>
        <translation>終局時に残った供託：{sticks}本</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="79"/>
        <source>Riichi sticks</source>
        <translation>供託</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="98"/>
        <location filename="../shikitable/ui/windows/results.py" line="49"/>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="111"/>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="112"/>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="113"/>
        <source>Nine terminals draw</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="136"/>
        <source>A new hand: {dealer} deals.</source>
        <translation>新しい局：親は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="145"/>
        <source>A new dora indicator: {card}.</source>
        <translation>新ドラ表示牌：{card}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="146"/>
        <source>{seat} wins: {han} han {fu} fu.</source>
        <translation>{seat}の和了：{han}飜{fu}符。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="147"/>
        <source>The hand is drawn ({reason}).</source>
        <translation>流局（{reason}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="151"/>
        <location filename="../shikitable/ui/layouts/riichi.py" line="152"/>
        <source>{han} han {fu} fu</source>
        <translation>{han}飜 {fu}符</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="169"/>
        <source>Pays</source>
        <translation>支払い</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="72"/>
        <source>A card is declared.</source>
        <translation>カードが宣言された。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="73"/>
        <location filename="../shikitable/ui/layouts/riichi.py" line="138"/>
        <source>{seat} declares riichi.</source>
        <translation>{seat}がリーチを宣言。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="74"/>
        <source>After {seat}&apos;s discard.</source>
        <translation>{seat}の打牌の後。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="75"/>
        <location filename="../shikitable/ui/layouts/magic.py" line="76"/>
        <source>A win is declared.</source>
        <translation>上がりが宣言された。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="77"/>
        <source>The wall is used up.</source>
        <translation>流局（山が尽きた）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="78"/>
        <source>Before the shuffle.</source>
        <translation>洗牌の前。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="79"/>
        <source>A call is made.</source>
        <translation>鳴きが宣言された。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="108"/>
        <source>{seat} declares {name}.</source>
        <translation>{seat}が「{name}」を宣言。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="109"/>
        <source>{seat} declares {name} → {target}.</source>
        <translation>{seat}が「{name}」を宣言 → 対象：{target}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="110"/>
        <source>{seat}&apos;s {name} goes back to hand: another card was declared first.</source>
        <translation>{seat}の「{name}」は手札に戻る（先に別のカードが宣言された）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="112"/>
        <source>{name} resolves: {seat} lays it on the table as a talisman.</source>
        <translation>「{name}」が解決：{seat}が護符として卓に置く。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="113"/>
        <source>The talisman {name} is used up.</source>
        <translation>護符「{name}」を破棄。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="114"/>
        <source>{name} goes back to {seat}&apos;s hand (they won the hand).</source>
        <translation>「{name}」が{seat}の手札に戻る（この局に上がったため）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="115"/>
        <source>{seat} swaps {out} for {in} from the wall.</source>
        <translation>{seat}が{out}を山の{in}と入れ替える。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="116"/>
        <source>{seat} sees: {tiles}.</source>
        <translation>{seat}が見た牌：{tiles}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="117"/>
        <source>A tile is planted for {seat}&apos;s first draw.</source>
        <translation>{seat}の最初のツモに牌が仕込まれる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="118"/>
        <source>{seat} resets their cards (discards them and draws two).</source>
        <translation>{seat}がリセット（手札を破棄して2枚引く）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="119"/>
        <source>{seat} draws {count} card(s).</source>
        <translation>{seat}がカードを{count}枚引く。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="120"/>
        <source>The card deck is refilled from the used cards.</source>
        <translation>破棄されたカードを切り直して山札を補充。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="121"/>
        <source>{name} resolves.</source>
        <translation>「{name}」が解決。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="122"/>
        <source>A win is declared: {winners} ({win}).</source>
        <translation>上がりの宣言：{winners}（{win}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="124"/>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="124"/>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="127"/>
        <source>{name}: nobody can win while it lies on the table.</source>
        <translation>「{name}」：卓上にある間、誰も上がれない。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="128"/>
        <source>{name}: {target} cannot win while it lies on the table.</source>
        <translation>「{name}」：卓上にある間、{target}は上がれない。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="129"/>
        <source>{name}: {target} cannot call while it lies on the table.</source>
        <translation>「{name}」：卓上にある間、{target}は鳴けない。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="130"/>
        <source>{name}: {target} cannot declare riichi while it lies there.</source>
        <translation>「{name}」：卓上にある間、{target}はリーチできない。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="131"/>
        <source>{name}: others&apos; cards aimed at {target} lapse while it lies there.</source>
        <translation>「{name}」：卓上にある間、{target}を対象にした他家のカードは消滅する。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="132"/>
        <source>{name}: {target} pays less for a win while it lies on the table.</source>
        <translation>「{name}」：卓上にある間、{target}の支払いに上限がかかる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="133"/>
        <source>{name}: {seat} may win this hand despite furiten.</source>
        <translation>「{name}」：この局、{seat}はフリテンでも上がれる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="134"/>
        <source>{name}: {seat} may win this hand without a yaku.</source>
        <translation>「{name}」：この局、{seat}は役なしでも上がれる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="135"/>
        <source>{name}: it returns to {seat}&apos;s hand if they win this hand.</source>
        <translation>「{name}」：{seat}がこの局に上がれば手札に戻る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="136"/>
        <source>{name}: {target}&apos;s win is taken back.</source>
        <translation>「{name}」：{target}の上がりが取り消される。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="137"/>
        <source>{name} counters {answered}: it is used up without effect.</source>
        <translation>「{name}」が「{answered}」を打ち消す：効果なしで破棄。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="138"/>
        <source>{name} counters {answered}: it goes back to {owner}&apos;s hand.</source>
        <translation>「{name}」が「{answered}」を弾く：{owner}の手札に戻る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="139"/>
        <source>{name} turns {answered} back on its declarer.</source>
        <translation>「{name}」が「{answered}」の対象を宣言者に跳ね返す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="140"/>
        <source>{name}: {target} will pay {seat} part of the win.</source>
        <translation>「{name}」：{target}は上がり点の一部を{seat}に払う。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="141"/>
        <source>{name}: a payment of this win is changed.</source>
        <translation>「{name}」：この上がりの支払いが変わる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="142"/>
        <source>{name}: points move to {seat}.</source>
        <translation>「{name}」：点が{seat}に移る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="143"/>
        <source>{name}: {seat} counts as ready (tenpai) in the draw&apos;s payments.</source>
        <translation>「{name}」：流局の精算で{seat}は聴牌とみなされる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="146"/>
        <source>{name}: a tile will be planted for {seat}&apos;s first draw.</source>
        <translation>「{name}」：{seat}の最初のツモに牌が仕込まれる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="147"/>
        <source>{name}: the live wall is shuffled again.</source>
        <translation>「{name}」：山の残りを切り直す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="148"/>
        <source>{name}: {target} must discard the tile they draw next turn.</source>
        <translation>「{name}」：{target}は次の手番でツモ切りしなければならない。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="149"/>
        <source>{name}: every talisman on the table is used up.</source>
        <translation>「{name}」：卓上の護符をすべて破棄。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="150"/>
        <source>{name}: {seat} takes {taken} back into hand.</source>
        <translation>「{name}」：{seat}が「{taken}」を手札に戻す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="151"/>
        <source>{name}: {seat} looks at the next {count} tile(s) of the wall.</source>
        <translation>「{name}」：{seat}が山の次の{count}枚を見る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="152"/>
        <source>{name}: {seat} looks at the ura dora indicators.</source>
        <translation>「{name}」：{seat}が裏ドラ表示牌を見る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="153"/>
        <source>{name}: {seat} looks at {target}&apos;s hand.</source>
        <translation>「{name}」：{seat}が{target}の手牌を見る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="154"/>
        <source>{name}: another dora indicator is turned: {indicator}.</source>
        <translation>「{name}」：ドラ表示牌をもう1枚めくる：{indicator}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="155"/>
        <source>{name}: {seat} swaps a tile of their hand with the wall.</source>
        <translation>「{name}」：{seat}が手牌1枚を山の牌と入れ替える。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="156"/>
        <source>{name}: a tile of {target}&apos;s hand is swapped with the wall.</source>
        <translation>「{name}」：{target}の手牌1枚が山の牌と入れ替わる。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="157"/>
        <source>{name}: {seat} puts the drawn tile back and draws again.</source>
        <translation>「{name}」：{seat}がツモ牌を戻して引き直す。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="158"/>
        <source>{name}: {seat} draws {count} card(s).</source>
        <translation>「{name}」：{seat}がカードを{count}枚引く。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="159"/>
        <source>{name}: {seat} takes a card from {target}.</source>
        <translation>「{name}」：{seat}が{target}の手札からカードを1枚奪う。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="160"/>
        <source>{name}: {target} discards {discarded}.</source>
        <translation>「{name}」：{target}が「{discarded}」を破棄する。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="161"/>
        <source>{name} lapses: {reason}.</source>
        <translation>「{name}」は消滅：{reason}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="162"/>
        <source>{name} takes effect.</source>
        <translation>「{name}」の効果が発動。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="165"/>
        <source>its target is protected by a barrier</source>
        <translation>対象は結界に守られている</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="166"/>
        <location filename="../shikitable/ui/layouts/magic.py" line="167"/>
        <source>the win it names is gone</source>
        <translation>対象の上がりがもうない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="168"/>
        <source>there is no card to answer</source>
        <translation>打ち消す相手のカードがない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="169"/>
        <source>the card was not aimed at its user</source>
        <translation>カードの対象が使用者ではなかった</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="170"/>
        <source>the tile is no longer in the hand</source>
        <translation>その牌はもう手牌にない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="171"/>
        <source>no dora indicator is left to turn</source>
        <translation>めくれるドラ表示牌が残っていない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="172"/>
        <source>the target holds no card</source>
        <translation>対象は手札を持っていない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="173"/>
        <source>the card is no longer in the used pile</source>
        <translation>そのカードはもう破棄置き場にない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="174"/>
        <source>the card has left the used pile</source>
        <translation>カードが破棄置き場を離れた</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="175"/>
        <source>no such tile is left in the wall</source>
        <translation>その牌はもう山に残っていない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="176"/>
        <source>there is no tile to swap</source>
        <translation>入れ替える牌がない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="177"/>
        <source>there is no drawn tile, or no wall left</source>
        <translation>ツモ牌がないか、山が残っていない</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="291"/>
        <source>Declare card</source>
        <translation>札を宣言</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="293"/>
        <source>Keep cards</source>
        <translation>手札を残す</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="294"/>
        <source>Reset cards</source>
        <translation>リセット</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/eventlog.py" line="58"/>
        <source>{0} ends with no winner.</source>
        <translation>{0}は和了なしで終わりました。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/eventlog.py" line="60"/>
        <source>{0} ends: {1} wins.</source>
        <translation>{0}終了：{1}の和了。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/steps.py" line="41"/>
        <source>Click to show every step at once</source>
        <translation>クリックで残りの手順をまとめて表示</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="96"/>
        <source>Out: ron win</source>
        <translation>ロン和了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="97"/>
        <source>Out: tsumo win</source>
        <translation>ツモ和了</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="92"/>
        <source>Bot {0}</source>
        <translation>AI {0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="36"/>
        <source>Season over</source>
        <translation>季の終わり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="37"/>
        <source>Next season</source>
        <translation>次の季へ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="47"/>
        <source>Select cards, then choose: {0}.</source>
        <translation>札を選んでから選択：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="48"/>
        <source>These cards form no legal move.</source>
        <translation>この札では出せる手がありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="52"/>
        <source>Hand {0}</source>
        <translation>第{0}局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="53"/>
        <source>Hand over</source>
        <translation>局の終わり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="54"/>
        <source>Next hand</source>
        <translation>次の局へ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="55"/>
        <source>This hand</source>
        <translation>この局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="56"/>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="57"/>
        <source>Points by hand</source>
        <translation>局ごとの得点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="58"/>
        <source>{0} wins the hand.</source>
        <translation>{0}の和了。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="59"/>
        <source>The hand ends with no winner.</source>
        <translation>流局（和了なし）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="60"/>
        <source>Hand {0} ends with no winner.</source>
        <translation>第{0}局は流局。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="61"/>
        <source>Hand {0} ends: {1} wins.</source>
        <translation>第{0}局終了：{1}の和了。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="62"/>
        <source>{0} tile</source>
        <translation>{0}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="63"/>
        <source>{0} tiles</source>
        <translation>{0}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="64"/>
        <source>Select tiles, then choose: {0}.</source>
        <translation>牌を選んでから選択：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="65"/>
        <source>These tiles form no legal move.</source>
        <translation>この牌では出せる手がありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="68"/>
        <source>Hand {0} (move {1})</source>
        <translation>第{0}局（{1}手目から）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="71"/>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="72"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="73"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="74"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="109"/>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="79"/>
        <source>Chii</source>
        <translation>チー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mahjong_table.py" line="11"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="64"/>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="80"/>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="61"/>
        <location filename="../shikitable/ui/layouts/riichi.py" line="110"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="59"/>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="81"/>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="82"/>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="83"/>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="84"/>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="85"/>
        <source>Kan</source>
        <translation>カン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mahjong_table.py" line="8"/>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="87"/>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mahjong_table.py" line="9"/>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="88"/>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="93"/>
        <source>chii</source>
        <translation>チー</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="94"/>
        <source>pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="95"/>
        <source>kan</source>
        <translation>カン</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="96"/>
        <source>closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="97"/>
        <source>added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="50"/>
        <source>Ura-dora indicators</source>
        <translation>裏ドラ表示牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="135"/>
        <source>{0} win the hand.</source>
        <translation>{0}の和了。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="156"/>
        <source>{0}, {1} honba</source>
        <translation>{0} {1}本場</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="290"/>
        <source>Winning tile: {0}</source>
        <translation>和了牌：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="42"/>
        <source>E</source>
        <translation>東</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="43"/>
        <source>S</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="44"/>
        <source>W</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="45"/>
        <source>N</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="661"/>
        <source>East: the dealer this hand.</source>
        <translation>東家：この局の親。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="662"/>
        <source>{0}: this seat&apos;s wind this hand.</source>
        <translation>{0}家：この局の自風。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="111"/>
        <source>{seat} declares a kan.</source>
        <translation>{seat}がカン。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="113"/>
        <source>{seat}&apos;s kan is robbed!</source>
        <translation>{seat}の加槓が槍槓された！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="140"/>
        <source>{seat} calls chii on {card} from {from}.</source>
        <translation>{seat}が{from}の{card}をチー。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="141"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="110"/>
        <source>{seat} calls pon on {card} from {from}.</source>
        <translation>{seat}が{from}の{card}をポン。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="142"/>
        <source>{seat} calls kan on {card} from {from}.</source>
        <translation>{seat}が{from}の{card}を大明槓。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="143"/>
        <source>{seat} declares a closed kan: {cards}.</source>
        <translation>{seat}が暗槓：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="144"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="112"/>
        <source>{seat} adds {card} to a pon (kan).</source>
        <translation>{seat}が{card}を加槓。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/mahjong_centre.py" line="20"/>
        <location filename="../shikitable/ui/windows/results.py" line="138"/>
        <source>East {0}</source>
        <translation>東{0}局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/mahjong_centre.py" line="21"/>
        <location filename="../shikitable/ui/windows/results.py" line="139"/>
        <source>South {0}</source>
        <translation>南{0}局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/mahjong_centre.py" line="22"/>
        <location filename="../shikitable/ui/windows/results.py" line="140"/>
        <source>West {0}</source>
        <translation>西{0}局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/mahjong_centre.py" line="23"/>
        <location filename="../shikitable/ui/windows/results.py" line="141"/>
        <source>North {0}</source>
        <translation>北{0}局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/mahjong_centre.py" line="25"/>
        <source>Hand {0} of {1}</source>
        <translation>第{0}局／全{1}局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/mahjong_centre.py" line="26"/>
        <source>Honba {0}</source>
        <translation>{0}本場</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/mahjong_centre.py" line="27"/>
        <source>Riichi sticks {0}</source>
        <translation>供託{0}本</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/mahjong_centre.py" line="28"/>
        <source>{0} tiles left</source>
        <translation>残り{0}枚</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="649"/>
        <source>Dealer ×{0}</source>
        <translation>親 ×{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="717"/>
        <source>{0} (winning)</source>
        <translation>{0}（優勢）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="13"/>
        <source>Claimed</source>
        <translation>開</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="18"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="68"/>
        <source>Light card</source>
        <translation>光</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="23"/>
        <source>Claim (kai)</source>
        <translation>開で取る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="28"/>
        <source>Kai!</source>
        <translation>開</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="28"/>
        <source>Four friends!</source>
        <translation>四友</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="29"/>
        <source>End the season!</source>
        <translation>終季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="35"/>
        <source>{seat} claims {card} from {from}: {meld}.</source>
        <translation>{seat}が{from}の{card}を開で取る：{meld}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="36"/>
        <source>{seat} shows four of a kind: {cards}.</source>
        <translation>{seat}が四友を見せる：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="45"/>
        <source>Claiming a discard (開, kai): the discarder pays 1 point.</source>
        <translation>開で捨て札を取ると、捨てた人が1点払います。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="52"/>
        <source>One point for each Tam (皇) or King (王) among the six cards.</source>
        <translation>六枚のうち皇か王1枚につき1点。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="55"/>
        <source>One point for each of the six cards of the same kind as a light card (光).</source>
        <translation>六枚のうち光の札と同じ種類の札1枚につき1点。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="60"/>
        <source>Claim, paid by the discarder</source>
        <translation>開（捨てた人に支払い）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="61"/>
        <source>Four of a kind, paid by everyone</source>
        <translation>四友（全員から）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="65"/>
        <source>six in a row</source>
        <translation>六連</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="66"/>
        <source>first round</source>
        <translation>一周</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="67"/>
        <source>Tam and King</source>
        <translation>皇王</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="185"/>
        <source>Dealer: {0}, dealer multiplier ×{1}</source>
        <translation>親：{0}、親の加点 ×{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="189"/>
        <source>Dealer: {0}</source>
        <translation>親：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="27"/>
        <source>Staked</source>
        <translation>賭け</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="65"/>
        <source>Check</source>
        <translation>チェック</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="66"/>
        <source>Call {amount}</source>
        <translation>コール {amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="68"/>
        <source>All in: {amount}</source>
        <translation>オールイン：{amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="102"/>
        <source>To call: {0}</source>
        <translation>コール額：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="33"/>
        <source>Season {season} begins; {dealer} is the dealer.</source>
        <translation>第{season}季開始。親は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="23"/>
        <source>The dealer&apos;s role passes to {seat}.</source>
        <translation>親の役目が{seat}に移る。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="41"/>
        <source>bust</source>
        <translation>点なし</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="18"/>
        <source>Season {season} begins; {dealer} is the dealer (leads the betting).</source>
        <translation>第{season}季開始。軸人は{dealer}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="80"/>
        <source>waiting</source>
        <translation>あたりあり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="83"/>
        <source>reach</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="83"/>
        <source>crushed</source>
        <translation>つぶれ</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="88"/>
        <source>{seat} declares a washout with {cards}: the hands are dealt again.</source>
        <translation>{seat}が流れを宣言({cards}):配り直し。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="91"/>
        <source>{seat} calls pon: {cards}.</source>
        <translation>{seat}がポン:{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="92"/>
        <source>{seat} calls kan: {cards}.</source>
        <translation>{seat}がカン:{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="94"/>
        <source>{seat} can neither play nor draw: crushed.</source>
        <translation>{seat}は出せず引けず:つぶれ。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="100"/>
        <source>{seat} is the last one not crushed: each pays their own hand points ×{times}</source>
        <translation>{seat}の勝ち残り:各自が自分の手札点×{times}を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="108"/>
        <source>Went out: everyone pays their hand points</source>
        <translation>あがり:全員が自分の手札点を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="109"/>
        <source>Last one standing: everyone pays their hand points</source>
        <translation>勝ち残り:全員が自分の手札点を払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="110"/>
        <source>Hit: the player hit pays</source>
        <translation>あたり:振り込んだ人が払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="111"/>
        <source>First-card hit: everyone pays</source>
        <translation>開局一発:全員が払う</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="112"/>
        <source>Bounce: the hit comes back on the hitter</source>
        <translation>返し:あてた人に跳ね返る</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="59"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="113"/>
        <source>Hit</source>
        <translation>あたり</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="69"/>
        <source>Draw</source>
        <translation>引く</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="114"/>
        <source>Double</source>
        <translation>ダブル</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="115"/>
        <source>Triple</source>
        <translation>トリプル</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="116"/>
        <source>Bounce</source>
        <translation>返し</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="117"/>
        <source>Double bounce</source>
        <translation>ダブル返し</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="118"/>
        <source>Triple bounce</source>
        <translation>トリプル返し</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="12"/>
        <source>Vessel</source>
        <translation>船</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="13"/>
        <source>Nought (0)</source>
        <translation>無 (0)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="14"/>
        <source>Pawn (1)</source>
        <translation>兵 (1)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="15"/>
        <source>Rook (2)</source>
        <translation>弓 (2)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="16"/>
        <source>Bishop (3)</source>
        <translation>車 (3)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="17"/>
        <source>Tiger (4)</source>
        <translation>虎 (4)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="18"/>
        <source>Horse (5)</source>
        <translation>馬 (5)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="19"/>
        <source>Clerk (6)</source>
        <translation>筆 (6)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="20"/>
        <source>Shaman (7)</source>
        <translation>巫 (7)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="21"/>
        <source>General (8)</source>
        <translation>将 (8)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="22"/>
        <source>King and Tam</source>
        <translation>王と皇</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="43"/>
        <source>General: remove every card of…</source>
        <translation>将：この位を全て除外…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="44"/>
        <source>General: take from the discards…</source>
        <translation>将：捨札から取る…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="54"/>
        <source>{seat} uses the General ({count}).</source>
        <translation>{seat}が将の効果を使う（{count}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="34"/>
        <source>Take part: lay an ante</source>
        <translation>参加：付にする</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="22"/>
        <source>Ante</source>
        <translation>付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="42"/>
        <source>{seat} takes part and lays {card} as the ante.</source>
        <translation>{seat}が参加し、{card}を付にする。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="24"/>
        <source>A new road starts with a single card.</source>
        <translation>新しい道は一枚で始めます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="25"/>
        <source>A pass plays no cards.</source>
        <translation>パスでは札を出しません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="26"/>
        <source>A seat is a whole number, not {0}.</source>
        <translation>席は整数です（{0} ではありません）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="27"/>
        <source>A stake is a whole number of points.</source>
        <translation>賭け点は整数です。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="28"/>
        <source>A stake may go at most {0} points above the previous one.</source>
        <translation>賭けは前の人より最大{0}点までしか上乗せできません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="31"/>
        <source>A swap names one card of your hand and one community card.</source>
        <translation>交換には手札一枚と公開札一枚を選びます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="34"/>
        <source>After laying that card as the ante you could not beat the table: take part only if you can beat it.</source>
        <translation>その札を付にすると場を上回れません。上回れるときだけ参加できます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="41"/>
        <source>After a claim you must still hold a card to discard.</source>
        <translation>開のあとも捨てる札が手に残っていなければなりません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="44"/>
        <source>All your Generals take the same effect (the option &apos;once for all&apos; is on).</source>
        <translation>将の効果はすべて同じです（「まとめて一度」の設定）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="47"/>
        <source>An action&apos;s argument is a whole number or a word, not {0}.</source>
        <translation>手の引数は整数か語です（{0} ではありません）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="50"/>
        <source>An action&apos;s cards are whole numbers, not {0}.</source>
        <translation>手の札は整数です（{0} ではありません）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="53"/>
        <source>An action&apos;s kind is a word, not {0}.</source>
        <translation>手の種類は語です（{0} ではありません）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="54"/>
        <source>An open road has no value yet: fill it with one card before joining it.</source>
        <translation>空いた道にはまだ値がありません。つなぐ前に一枚置きます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="57"/>
        <source>As the dealer you set the base (1 to 5 points) or fold.</source>
        <translation>親は基準点（1〜5点）を決めるか降ります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="60"/>
        <source>Choose one of the roads on the table.</source>
        <translation>場の道を一つ選びます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="61"/>
        <source>Choose the cards to play.</source>
        <translation>出す札を選びます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="62"/>
        <source>Choose the road to play on.</source>
        <translation>出す先の道を選びます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="63"/>
        <source>Choose the two roads to join.</source>
        <translation>つなぐ二つの道を選びます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="64"/>
        <source>Choose two of the roads on the table to join.</source>
        <translation>場の道から二つ選んでつなぎます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="67"/>
        <source>Choose which drawn card to keep and which hand card to give up.</source>
        <translation>引いた札のどれを残し、手札のどれを手放すか選びます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="70"/>
        <source>Choose Raise (stake points) or Fold.</source>
        <translation>加行（点を賭ける）か無行（降りる）を選びます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="73"/>
        <source>Discard exactly one card.</source>
        <translation>ちょうど一枚捨てます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="74"/>
        <source>Draw takes no cards: you draw two from the stock.</source>
        <translation>引くときは札を選びません。山から二枚引きます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="77"/>
        <source>Drawing three uses none of your cards.</source>
        <translation>三枚引くときは手札を使いません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="78"/>
        <source>Everyone plays {0} card(s) in this trick.</source>
        <translation>この勝負では全員が{0}枚出します。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="81"/>
        <source>First choose: take part (lay one card as the ante) or stay out and draw three.</source>
        <translation>まず選びます：参加する（一枚を付にする）か、不参加で三枚引くか。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="84"/>
        <source>Folding takes no cards or points.</source>
        <translation>降りるときは札も点も使いません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="85"/>
        <source>It is not your turn: waiting for seat {0}.</source>
        <translation>あなたの番ではありません（席{0}の番）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="88"/>
        <source>It is not your turn.</source>
        <translation>あなたの番ではありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="89"/>
        <source>It is not your move now.</source>
        <translation>今はあなたの番ではありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="90"/>
        <source>It is not your turn to act.</source>
        <translation>あなたの番ではありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="91"/>
        <source>Join by paying the base ({0} points) or fold.</source>
        <translation>基準点（{0}点）を払って参加するか降ります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="94"/>
        <source>Joining costs exactly {0} points.</source>
        <translation>参加にはちょうど{0}点かかります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="95"/>
        <source>Joining costs {0} points: a smaller stake than the dealer&apos;s base is not allowed.</source>
        <translation>参加には{0}点かかります。親の基準点より少ない賭けはできません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="98"/>
        <source>Lay exactly one card as the ante.</source>
        <translation>ちょうど一枚を付にします。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="99"/>
        <source>Name a strength from Vessel to King/Tam.</source>
        <translation>船から王／皇までの強さを一つ選びます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="100"/>
        <source>Name one of the two drawn cards to keep and one hand card to give up.</source>
        <translation>引いた二枚から残す一枚と、手放す手札一枚を選びます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="103"/>
        <source>Not an action: {0}.</source>
        <translation>手ではありません：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="104"/>
        <source>Now exchange: swap a hand card with a community card, or draw two.</source>
        <translation>交換です。手札一枚と公開札を取り替えるか、二枚引きます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="38"/>
        <source>After a claim you must discard before you can end the season.</source>
        <translation>鳴いた後は、終季を宣言する前に札を捨てなければなりません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="107"/>
        <source>Now you may claim the discard (to end the season or for a set) or pass.</source>
        <translation>捨て札を取る（終季または開）か、パスできます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="110"/>
        <source>Now you may discard a card or end the season.</source>
        <translation>札を捨てるか、終季を宣言できます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="113"/>
        <source>Only a single Tam, King or Vessel clears the roads.</source>
        <translation>道を払えるのは皇・王・船の一枚出しだけです。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="116"/>
        <source>Out of turn you may only play a big set (three or more of one strength).</source>
        <translation>番の外では激友（同じ強さ三枚以上）しか出せません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="119"/>
        <source>Play a combination face up, or lay cards face down.</source>
        <translation>役を表で出すか、札を伏せて出します。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="122"/>
        <source>Play a combination or pass.</source>
        <translation>役を出すかパスします。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="123"/>
        <source>Play a single card or a set of one strength (the Nought stands in for its own colour).</source>
        <translation>一枚か同じ強さの組を出します（無は同じ色の代わりになります）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="126"/>
        <source>Play a single card or a set.</source>
        <translation>一枚か組を出します。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="127"/>
        <source>Now beat the table.</source>
        <translation>場を上回る札を出します。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="128"/>
        <source>Play on a road, join two roads, clear with Tam/King/Vessel, or draw.</source>
        <translation>道に出す、二つの道をつなぐ、皇／王／船で払う、または引きます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="131"/>
        <source>Put your own {0} in before a Nought stands in for one.</source>
        <translation>無を代わりにする前に、自分の{0}を入れます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="134"/>
        <source>Setting the base takes no cards.</source>
        <translation>基準点を決めるときは札を使いません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="135"/>
        <source>Staking and folding take no cards.</source>
        <translation>賭けと降りるときは札を使いません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="136"/>
        <source>Swapping a card for an identical one changes nothing: choose another exchange.</source>
        <translation>同じ札との交換では何も変わりません。別の交換を選びます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="139"/>
        <source>That discard does not complete a winning shape for you.</source>
        <translation>その捨て札ではあなたの上がり形になりません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="142"/>
        <source>That move takes no extra choice.</source>
        <translation>その手には追加の選択がありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="143"/>
        <source>The base is a whole number of points from {0} to {1}, not {2}.</source>
        <translation>基準点は{0}〜{1}の整数です（{2} ではありません）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="146"/>
        <source>The leader plays a combination face up; only the followers may lay cards down.</source>
        <translation>先手は役を表で出します。伏せて出せるのは後手だけです。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="150"/>
        <source>The open {0} takes a single card, which sets its value.</source>
        <translation>空いた{0}には一枚だけ置け、それが値になります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="153"/>
        <source>The stock has fewer than two cards: swap with a community card.</source>
        <translation>山が二枚未満です。公開札と交換します。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="156"/>
        <source>The stock is empty: nothing to draw.</source>
        <translation>山がありません。引けません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="157"/>
        <source>There are roads on the table: play on one, or draw.</source>
        <translation>場に道があります。どれかに出すか引きます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="160"/>
        <source>There is no {0} in the discards.</source>
        <translation>捨札に{0}はありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="161"/>
        <source>Those cards make no combination: lead a single card, a set of equal strength, or a run of three or more consecutive numbers in one colour.</source>
        <translation>その札は役になりません。一枚、同じ強さの組、または同じ色で三つ以上続く数字の連を出します。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="165"/>
        <source>Those cards make no combination: play a single card, cards of one strength, a run of three or more consecutive numbers, or a run of sets such as 1 1 2 2 3 3.</source>
        <translation>その札は役になりません。一枚、同じ強さの札、三つ以上続く数字の連、または1 1 2 2 3 3のような連友を出します。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="169"/>
        <source>To beat it you need a {0} of {1}; otherwise lay {2} face down.</source>
        <translation>上回るには{1}枚の{0}が要ります。出せなければ{2}枚伏せます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="172"/>
        <source>Use the General&apos;s effect: remove every card of a strength, or take a card from the discards.</source>
        <translation>将の効果を使います：ある強さの札を全て除くか、捨札から一枚取ります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="175"/>
        <source>While the stock lasts you draw instead of passing.</source>
        <translation>山が残っている間は、パスではなく引きます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="178"/>
        <source>You can still play, so you may not pass.</source>
        <translation>まだ出せるのでパスできません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="181"/>
        <source>You do not hold those cards.</source>
        <translation>その札を持っていません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="182"/>
        <source>You have folded: you are out until the next season.</source>
        <translation>降りたので次の季まで参加できません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="185"/>
        <source>You have only {0} points.</source>
        <translation>あなたの点は{0}点だけです。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="186"/>
        <source>You have only {0} points: you cannot set a base of {1}.</source>
        <translation>あなたの点は{0}点だけです。基準点{1}は決められません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="189"/>
        <source>You lead this trick: play any combination.</source>
        <translation>あなたの先手です。好きな役を出します。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="192"/>
        <source>You led this round: beat the table without an ante, or stay out and draw three.</source>
        <translation>この周はあなたが打ち出しました。付なしで上回るか、不参加で三枚引きます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="195"/>
        <source>Your cards add up to {0}, but {1} needs {2}.</source>
        <translation>札の合計は{0}ですが、{1}には{2}が要ります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="198"/>
        <source>Your cards add up to {0}: no road takes {1}.</source>
        <translation>札の合計は{0}です。{1}の道はありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="201"/>
        <source>Your cards add up to {0}: no two roads add up to {1}.</source>
        <translation>札の合計は{0}です。合計{1}になる二つの道はありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="204"/>
        <source>Your cards add up to {0}; joining {1} and {2} needs {3}.</source>
        <translation>札の合計は{0}です。{1}と{2}をつなぐには{3}が要ります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="207"/>
        <source>Your cards must have the same colours as the lead: {0}.</source>
        <translation>先手と同じ色の並びで出します：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="210"/>
        <source>Your six cards do not form a winning shape (three pairs, a pair and a four of a kind, or two sets or runs of three).</source>
        <translation>六枚が上がり形になっていません（三つの対、対と四枚の友、または三枚の友・連が二つ）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="214"/>
        <source>Your {0} must be stronger than the best so far ({1}).</source>
        <translation>あなたの{0}はこれまでの最強（{1}）より強くなければなりません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="217"/>
        <source>A raise must stake at least as much as the previous player: {0} more points this round.</source>
        <translation>加行は前の人以上に賭けます：この周であと{0}点。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="220"/>
        <source>Folding takes no points.</source>
        <translation>無行（降りる）では点を使いません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="221"/>
        <source>Tam, King and Vessel have no number: play one alone to clear every road.</source>
        <translation>皇・王・船には数がありません。一枚で出すと全ての道を払います。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="224"/>
        <source>A claim needs two cards that make a set or a run of three with the discard, or three that make a set of four.</source>
        <translation>開には、捨て札と三枚の友か連になる二枚、または四枚の友になる三枚が要ります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="228"/>
        <source>Only a stronger big set beats {0}.</source>
        <translation>{0}を上回れるのはより強い激友だけです。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="229"/>
        <source>To beat {0} play a big set of more cards, or of {1} stronger.</source>
        <translation>{0}を上回るには、より枚数の多い激友か、{1}枚でより強い激友を出します。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="232"/>
        <source>To beat {0} play a big set of {1} stronger.</source>
        <translation>{0}を上回るには{1}枚でより強い激友を出します。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="235"/>
        <source>Play the same kind and size as {0} ({1} cards), or any big set, or pass.</source>
        <translation>{0}と同じ種類と大きさ（{1}枚）か激友を出すか、パスします。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="238"/>
        <source>{0} is not stronger than {1}.</source>
        <translation>{0}は{1}より強くありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="239"/>
        <source>Of the same strength you need more than {0} cards.</source>
        <translation>同じ強さなら{0}枚より多く要ります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="242"/>
        <source>A stronger combination must contain a colour of the one on the table.</source>
        <translation>より強い役は場の役の色を含まなければなりません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="245"/>
        <source>A stronger combination needs {0} cards (the option &apos;as many cards&apos; is on).</source>
        <translation>より強い役は{0}枚です（「同じ枚数」の設定）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="248"/>
        <source>{0} is not stronger than {1} (the Vessel beats only the Tam).</source>
        <translation>{0}は{1}より強くありません（船が勝つのは皇だけ）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="251"/>
        <source>Play one card at a time.</source>
        <translation>一度に一枚ずつ出します。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="252"/>
        <source>After drawing you may only play the card you drew, or keep it (pass).</source>
        <translation>引いたあとは、引いた札を出すか、持ったまま（パス）です。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="255"/>
        <source>A J names a suit: ♠ 0, ♥ 1, ♦ 2 or ♣ 3.</source>
        <translation>Jはスートを指定します：♠ 0、♥ 1、♦ 2、♣ 3。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="258"/>
        <source>Only a J names a suit.</source>
        <translation>スートを指定できるのはJだけです。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="259"/>
        <source>You have drawn already: play the card you drew, or keep it (pass).</source>
        <translation>もう引きました。引いた札を出すか、持ったまま（パス）です。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="262"/>
        <source>You can play a card: you draw only when you cannot.</source>
        <translation>出せる札があります。引けるのは出せないときだけです。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="265"/>
        <source>Play a card, or draw when you cannot.</source>
        <translation>札を出すか、出せなければ引きます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="266"/>
        <source>Now play a card (or draw when you cannot).</source>
        <translation>札を出します（出せなければ引きます）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="269"/>
        <source>You are not waiting: your hand&apos;s sum is over 13.</source>
        <translation>あたりありではありません。手札の合計が13を超えています。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="272"/>
        <source>Your hand&apos;s sum is {0}: you hit only a card of that number.</source>
        <translation>手札の合計は{0}です。その数の札にだけあてられます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="275"/>
        <source>Pon lays out {0} cards of the number just played.</source>
        <translation>ポンでは今出た数の札を{0}枚さらします。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="278"/>
        <source>Kan lays out {0} cards of the number just played.</source>
        <translation>カンでは今出た数の札を{0}枚さらします。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="281"/>
        <source>Special cards may not be your last cards: this pon / kan would leave none.</source>
        <translation>特殊札を最後の札にはできません。このポン／カンでは残りません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="284"/>
        <source>This pon / kan wins the hand: it names no suit.</source>
        <translation>このポン／カンで上がりです。スートは指定しません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="287"/>
        <source>Choose the suit of the card on top (a set of Js names any suit).</source>
        <translation>一番上の札のスートを選びます（Jの組は好きなスートを指定できます）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="290"/>
        <source>Now you may hit, pon, kan or pass.</source>
        <translation>あてる・ポン・カン・パスのどれかです。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="292"/>
        <source>That tile is not in your hand.</source>
        <translation>その牌は手牌にありません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="293"/>
        <source>After riichi you must discard the tile you drew.</source>
        <translation>リーチ後はツモった牌を捨てなければなりません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="296"/>
        <source>You may not discard that tile right after your call (kuikae).</source>
        <translation>鳴いた直後にその牌は捨てられません（喰い替え）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="299"/>
        <source>Riichi needs a closed ready hand, 1,000 points and four tiles left in the wall.</source>
        <translation>リーチには門前の聴牌、1,000点、牌山に残り4枚以上が必要です。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="305"/>
        <source>First discard: lay one tile of the suit you will not use face down.</source>
        <translation>定打: 缺く色の牌を1枚伏せて出してください (第1打)。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="308"/>
        <source>First choose the suit you will not use (your void suit).</source>
        <translation>まず缺く色を選んでください (定缺)。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="311"/>
        <source>Blood battle: after a win your hand stays as it is; discard the tile you drew.</source>
        <translation>血流成河: 和了後は手牌を変えられません。ツモった牌を打ってください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="314"/>
        <source>After a pon you discard a tile.</source>
        <translation>ポンの後は牌を1枚打ちます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="315"/>
        <source>A kong needs four of a kind in your hand, or the fourth tile of your pon.</source>
        <translation>カンには手牌の同じ牌4枚か、ポンした牌の4枚目が要ります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="318"/>
        <source>Now you discard, declare a kong, or win by your draw (tsumo).</source>
        <translation>打牌、カン、またはツモ和了ができます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="321"/>
        <source>You may only rob this kong or pass.</source>
        <translation>この槓は槍槓するか見送るかだけです。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="322"/>
        <source>A pon needs two tiles like the discard in your hand, outside your void suit.</source>
        <translation>ポンには捨て牌と同じ牌が手牌に2枚 (缺く色以外) 要ります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="325"/>
        <source>A kan on a discard needs three like it in your hand, outside your void suit, and tiles left in the wall.</source>
        <translation>捨て牌へのカンには同じ牌が手牌に3枚 (缺く色以外) と、山の残りが要ります。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="328"/>
        <source>Now you may claim the discard (ron, pon, kan) or pass.</source>
        <translation>捨て牌を取る (和・ポン・カン) か見送ることができます。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="331"/>
        <source>Three-tile swap: choose three tiles from your hand.</source>
        <translation>换三张: 手牌から3枚選んでください。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="334"/>
        <source>Three-tile swap: the three tiles must be of one suit.</source>
        <translation>换三张: 3枚は同じ色でなければなりません。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="337"/>
        <source>First pass three tiles of one suit (the three-tile swap).</source>
        <translation>まず同じ色の牌を3枚渡してください (换三张)。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="303"/>
        <location filename="../shikitable/ui/words/reasons.py" line="341"/>
        <source>That move is not allowed now.</source>
        <translation>その手は今は出せません。</translation>
    </message>
</context>
<context>
    <name>theme</name>
    <message>
        <location filename="../shikitable/ui/windows/theme.py" line="112"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/theme.py" line="113"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/theme.py" line="114"/>
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
</context>
</TS>
