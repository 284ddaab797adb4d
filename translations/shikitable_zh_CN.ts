<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ChatBox</name>
    <message>
        <location filename="../shikitable/ui/net/chat.py" line="58"/>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/chat.py" line="59"/>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/chat.py" line="60"/>
        <source>Say something to the table</source>
        <translation>对全桌说句话</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="185"/>
        <source>Pass the screen to {0}. Everyone else, please look away.</source>
        <translation>请把屏幕交给{0}。其他人请不要看。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="186"/>
        <source>I am {0}</source>
        <translation>我是{0}</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="18"/>
        <source>wins</source>
        <translation>获胜</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="19"/>
        <source>completes the hand</source>
        <translation>完成手牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="20"/>
        <source>leaves the hand ready (tenpai), waiting on {waits} tiles</source>
        <translation>保持听牌，听{waits}张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="29"/>
        <source>declares riichi: a yaku by itself, waiting on {waits} tiles</source>
        <translation>立直：本身就是一役，听{waits}张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="30"/>
        <source>{cards} is safe against the riichi (in that player&apos;s river)</source>
        <translation>{cards}对立直者安全（是其牌河中的现物）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="31"/>
        <source>{cards} is fairly safe against the riichi (suji, or passed since)</source>
        <translation>{cards}对立直者较安全（筋牌，或之后已有人打过）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="32"/>
        <source>{cards} is a risk against the riichi</source>
        <translation>{cards}对立直者有风险</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="33"/>
        <source>{cards} is dangerous against the riichi</source>
        <translation>{cards}对立直者很危险</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="21"/>
        <source>keeps the hand {after} tiles from ready (tenpai); {accept} unseen tiles would bring it closer</source>
        <translation>保持{after}向听；有{accept}张未现的牌能让它更接近听牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="23"/>
        <source>takes the hand from {before} to {after} tiles from ready (tenpai); {accept} unseen tiles would help</source>
        <translation>从{before}向听变为{after}向听；有{accept}张未现的牌有用</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="26"/>
        <source>discarding {cards} instead would leave only {other} such tiles</source>
        <translation>改打{cards}只剩{other}张这样的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="27"/>
        <source>the hand is still {after} tiles from ready (tenpai): this keeps the tiles most likely to help</source>
        <translation>离听牌还有{after}向听：留下最可能有用的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="34"/>
        <source>the call brings the hand from {before} to {after} tiles from ready (tenpai)</source>
        <translation>鸣牌后从{before}向听变为{after}向听</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="36"/>
        <source>but the open hand may have no yaku</source>
        <translation>但鸣牌后可能无役</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="37"/>
        <source>keeps the hand closed: riichi stays possible</source>
        <translation>保持门前清：仍可立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="38"/>
        <source>taking it would not bring the hand nearer</source>
        <translation>拿了也不能让手牌更进一步</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="39"/>
        <source>nine kinds of terminals and honours: call the hand off</source>
        <translation>九种九牌：宣布流局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="40"/>
        <source>gives up the suit you hold least of ({n} tiles)</source>
        <translation>放弃手中最少的一门（{n}张）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="41"/>
        <source>{cards} is of your void suit: it must go before you can win</source>
        <translation>{cards}属于定缺的那一门：胡牌前必须打掉</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="42"/>
        <source>{cards} fits no pair or run</source>
        <translation>{cards}既不成对也不成顺</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="43"/>
        <source>passes on the tiles that help least</source>
        <translation>传出最没用的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="44"/>
        <source>your cards are worth keeping</source>
        <translation>现在的卡牌值得保留</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="45"/>
        <source>your cards are weak: draw two new ones</source>
        <translation>现在的卡牌太弱：重抽两张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="46"/>
        <source>the card is worth most now</source>
        <translation>这张卡牌现在用最划算</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="47"/>
        <source>the card would do little now</source>
        <translation>这张卡牌现在用效果不大</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="48"/>
        <source>keeps the cards for a better moment</source>
        <translation>留着卡牌等更好的时机</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="50"/>
        <source>waits on {n} unseen cards ({cards})</source>
        <translation>等{n}张未现的牌（{cards}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="51"/>
        <source>keeps the pair {cards}</source>
        <translation>留下对子{cards}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="52"/>
        <source>keeps {cards} toward a run</source>
        <translation>为连张留下{cards}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="53"/>
        <source>gives up {cards}, the card that helps least</source>
        <translation>放弃最没用的{cards}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="54"/>
        <source>lays {cards} face up as a group</source>
        <translation>把{cards}作为一组亮出</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="55"/>
        <source>the hand then waits on more: worth the 1 point</source>
        <translation>这样等的牌更多：值得付1分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="56"/>
        <source>a claim costs 1 point and would not make the hand wait on more</source>
        <translation>开要付1分，等的牌也不会变多</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="57"/>
        <source>no beat is worth it: lays down the weakest cards {cards}</source>
        <translation>不值得去压：把最弱的{cards}扣下</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="58"/>
        <source>about {p}% that nobody beats it</source>
        <translation>无人能压过的把握约{p}%</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="59"/>
        <source>the last trick decides the season: about {p}% it holds</source>
        <translation>最后一墩决定本季：守住的把握约{p}%</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="60"/>
        <source>keeps {cards} for the last trick</source>
        <translation>为最后一墩留下{cards}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="61"/>
        <source>chance to take the pot about {p}% (an even share is {fair}%)</source>
        <translation>赢得彩池的把握约{p}%（平均份额为{fair}%）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="62"/>
        <source>the hand is too weak to pay for</source>
        <translation>手牌太弱，不值得付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="63"/>
        <source>the hand is stronger than a fair share: worth staking on</source>
        <translation>手牌胜算高于平均：值得下注</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="64"/>
        <source>stays in at the least cost</source>
        <translation>以最小代价留在局中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="65"/>
        <source>drawing two adds a card only you can use</source>
        <translation>抽两张会多一张只有你能用的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="66"/>
        <source>keeps {cards} for {given}: your strongest three cards</source>
        <translation>用{cards}换下{given}：成为你最强的三张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="67"/>
        <source>the swap gives the others the least</source>
        <translation>这次交换给别人的好处最少</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="68"/>
        <source>beating this would cost strong cards: save them</source>
        <translation>压过它要花掉强牌：先留着</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="69"/>
        <source>removes a strength: {n} of your own cards go with it</source>
        <translation>去除一种强度：你自己的{n}张牌也随之去掉</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="70"/>
        <source>takes a card back from the discards</source>
        <translation>从弃牌中拿回一张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="71"/>
        <source>empties your hand</source>
        <translation>打光手牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="72"/>
        <source>sheds {n} cards</source>
        <translation>出掉{n}张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="73"/>
        <source>sheds one card</source>
        <translation>出掉一张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="74"/>
        <source>with low cards, keeping the strong ones</source>
        <translation>用小牌出，留下强牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="75"/>
        <source>spends strong cards to keep control</source>
        <translation>用强牌保住主动权</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="76"/>
        <source>breaks no pair or set</source>
        <translation>不拆对子或组合</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="77"/>
        <source>stays out and draws three: nothing is worth a 付 and a beat</source>
        <translation>不参加并抽三张：没有值得放付再压的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="78"/>
        <source>lays {cards} as the ante: the card you need least</source>
        <translation>把{cards}作为付：最不需要的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="79"/>
        <source>leads low: a strong lead would come back to you anyway</source>
        <translation>先出小牌：大牌反正会回到你手上</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="80"/>
        <source>clears the table: nothing else plays</source>
        <translation>清场：没有别的牌可出</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="81"/>
        <source>no cards add up to a road: turn up a new one</source>
        <translation>没有牌能凑成路的数值：翻开一条新路</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="82"/>
        <source>and leaves a play for next turn</source>
        <translation>并且下一轮仍有牌可出</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="83"/>
        <source>though nothing plays next turn yet</source>
        <translation>不过下一轮还没有可出的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="85"/>
        <source>hits: the card equals your hand&apos;s total</source>
        <translation>打中：这张牌等于你手牌的合计</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="86"/>
        <source>claims the card with {n} cards</source>
        <translation>用{n}张牌拿下这张牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="87"/>
        <source>nothing matches: you must draw</source>
        <translation>没有能跟的牌：只能摸牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="88"/>
        <source>the drawn card could feed a rival&apos;s wait: keep it</source>
        <translation>摸到的牌可能被对手打中：留着</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="89"/>
        <source>leaves your hand at {n}: 13 or less, so you are waiting</source>
        <translation>手牌合计变为{n}：不超过13，可以打中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="90"/>
        <source>everyone else draws and you play again</source>
        <translation>其他人都摸牌，你再出一次</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="91"/>
        <source>the Jack lets you name the suit</source>
        <translation>J可以指定花色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="92"/>
        <source>you can follow with {cards} next</source>
        <translation>下一次可以接着出{cards}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="93"/>
        <source>but {cards} may feed a waiting rival</source>
        <translation>但{cards}可能被可打中的对手打中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="94"/>
        <source>keeps {cards} as a way out</source>
        <translation>留下{cards}作为退路</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/hint_reasons.py" line="95"/>
        <source>sheds {cards}, a high card</source>
        <translation>出掉大牌{cards}</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <location filename="../shikitable/ui/learn/hints.py" line="64"/>
        <source>expected {0} points over the rest of the hand</source>
        <translation>本局余下预计{0}分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/hints.py" line="65"/>
        <source>expected {0} points over the rest of the season</source>
        <translation>本季余下预计{0}分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/hints.py" line="73"/>
        <source>about as good as the first</source>
        <translation>与第一推荐差不多</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/hints.py" line="74"/>
        <source>about {0} points less than the first</source>
        <translation>比第一推荐少约{0}分</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="69"/>
        <source>Match history</source>
        <translation>对局记录</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="71"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="71"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="71"/>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="71"/>
        <source>Players and result</source>
        <translation>玩家与结果</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="71"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="72"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="74"/>
        <source>&amp;Watch replay</source>
        <translation>观看回放(&amp;W)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="75"/>
        <source>Re&amp;view…</source>
        <translation>复盘(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="76"/>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="77"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="78"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="87"/>
        <source>undo used</source>
        <translation>用过悔棋</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="89"/>
        <source>AI only</source>
        <translation>仅AI</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="95"/>
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="95"/>
        <source>Unfinished</source>
        <translation>未结束</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="105"/>
        <source>{0} matches, {1} finished</source>
        <translation>{0}局对局，已结束{1}局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="133"/>
        <source>Watch replay</source>
        <translation>观看回放</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/history.py" line="164"/>
        <source>Export match</source>
        <translation>导出对局</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="129"/>
        <source>Friends join with Game → Join a network game… and one of:</source>
        <translation>朋友通过&quot;游戏 → 加入网络对局…&quot;输入以下任一项加入：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="132"/>
        <source>Only this computer can connect (Host a network game… can open it to the network).</source>
        <translation>只有本机可以连接（&quot;主持网络对局…&quot;可以把它开放到网络上）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="149"/>
        <source>Host a network game</source>
        <translation>主持网络对局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="151"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="155"/>
        <source>This computer only</source>
        <translation>仅本机</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="154"/>
        <source>The local network</source>
        <translation>局域网</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="156"/>
        <source>Who may connect</source>
        <translation>谁可以连接</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="160"/>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="161"/>
        <source>Show this table to the local network (LAN discovery)</source>
        <translation>向局域网公布这张牌桌（局域网发现）</translation>
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
        <translation>掉线玩家的座位保留</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="170"/>
        <source>After that, a bot plays for them</source>
        <translation>之后由AI代打</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="176"/>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="177"/>
        <source>A player who takes longer gets the AI&apos;s move.</source>
        <translation>思考超过此时间的玩家由AI代为出牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="178"/>
        <source>Turn timer</source>
        <translation>限时</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="179"/>
        <source>Allow hints (waits, suggested moves)</source>
        <translation>允许提示（听牌、推荐的走法）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="203"/>
        <source>Human (here)</source>
        <translation>人类（本机）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="204"/>
        <source>Remote player (open seat)</source>
        <translation>远程玩家（空位）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="207"/>
        <source>Chosen by whoever joins</source>
        <translation>由加入者选择</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/host.py" line="218"/>
        <source>A network table needs at least one human seat.</source>
        <translation>网络牌桌至少需要一个人类座位。</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="59"/>
        <source>Join a network game</source>
        <translation>加入网络对局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="65"/>
        <source>host:port or invite code (ABCDE-12345)</source>
        <translation>主机:端口 或邀请码（ABCDE-12345）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="68"/>
        <source>Look</source>
        <translation>查找</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="70"/>
        <source>Only watch (spectator)</source>
        <translation>只观战</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="78"/>
        <source>Address or invite code</source>
        <translation>地址或邀请码</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="80"/>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="83"/>
        <source>Tables</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="88"/>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="118"/>
        <source>Looking for tables on the local network…</source>
        <translation>正在查找局域网中的牌桌…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="147"/>
        <source>No table found on the local network; type an address or an invite code.</source>
        <translation>局域网中没有找到牌桌；请输入地址或邀请码。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="160"/>
        <source>Asking {0}…</source>
        <translation>正在询问{0}…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="168"/>
        <source>No table there.</source>
        <translation>那里没有牌桌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="177"/>
        <source>Take back your seat: {0}, seat {1}, table {2} at {3}</source>
        <translation>回到你的座位：{0}，{1}号座，牌桌{2}（{3}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="189"/>
        <source>{0} — {1} players, {2} open seats — {3} ({4}:{5})</source>
        <translation>{0} — {1}名玩家，{2}个空位 — {3}（{4}:{5}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="222"/>
        <source>Give your name: the other players see it on your seat.</source>
        <translation>请输入你的名字：其他玩家会在你的座位上看到它。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/join.py" line="231"/>
        <source>Spectator</source>
        <translation>观战者</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="38"/>
        <source>&amp;Learn to play</source>
        <translation>学习玩法(&amp;L)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="40"/>
        <location filename="../shikitable/ui/learn/learn.py" line="159"/>
        <source>Learn to play {0}</source>
        <translation>学习{0}的玩法</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="57"/>
        <source>Learn to play</source>
        <translation>学习玩法</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="75"/>
        <source>start a new match</source>
        <translation>开始新对局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="122"/>
        <source>{0} players</source>
        <translation>{0}人</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="123"/>
        <source>{0}–{1} players</source>
        <translation>{0}–{1}人</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="152"/>
        <source>{0} · about {1} minutes a match</source>
        <translation>{0} · 一场约{1}分钟</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="155"/>
        <source>a good first game</source>
        <translation>适合第一次玩</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="157"/>
        <source>Learn</source>
        <translation>学习</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="158"/>
        <source>Play</source>
        <translation>开始玩</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="161"/>
        <source>Play {0}</source>
        <translation>玩{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="181"/>
        <source>Welcome to shikitable</source>
        <translation>欢迎来到 shikitable</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="185"/>
        <source>Eleven card and tile games at one table. Seven are played with the 紙机戦 deck and until now lived only on rule sheets; 四川麻将 and riichi are mahjong as millions play it; Magic: the Mahjong adds a box of cheat cards to riichi; にっぱち comes from a 1994 DOS game. Each has a short guided hand: learn one in a few minutes, or play against the computer straight away.</source>
        <translation>一张牌桌上的十一种纸牌和麻将游戏。七种用纸机战的牌来玩，至今只存在于规则书上；四川麻将和立直麻将是千百万人在玩的麻将；Magic: the Mahjong 给立直麻将加了一盒作弊卡牌；二八来自1994年的一款DOS游戏。每种都有一局简短的引导：几分钟学会一种，或者马上与电脑对战。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="252"/>
        <source>Choose a game: Game → New game…, or Help → Learn to play.</source>
        <translation>选择一个游戏：&quot;游戏 → 新游戏…&quot;，或&quot;帮助 → 学习玩法&quot;。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/learn.py" line="222"/>
        <source>Close</source>
        <translation>关闭</translation>
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
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="123"/>
        <source>&amp;New game…</source>
        <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="124"/>
        <source>&amp;Restart</source>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="125"/>
        <source>&amp;Open match…</source>
        <translation>打开对局(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="126"/>
        <source>Sa&amp;ve match…</source>
        <translation>保存对局(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="127"/>
        <location filename="../shikitable/ui/windows/window.py" line="134"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="128"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="141"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="142"/>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="146"/>
        <source>&amp;Keys</source>
        <translation>按键一览(&amp;K)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="169"/>
        <location filename="../shikitable/ui/windows/window.py" line="219"/>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="233"/>
        <location filename="../shikitable/ui/windows/window.py" line="240"/>
        <source>Save match</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="242"/>
        <source>Saved to {0}</source>
        <translation>已保存到{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="248"/>
        <location filename="../shikitable/ui/windows/window.py" line="250"/>
        <location filename="../shikitable/ui/windows/window.py" line="257"/>
        <source>Open match</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="257"/>
        <source>Cannot open {0}: </source>
        <translation>无法打开{0}：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="265"/>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="315"/>
        <source>{0}&apos;s AI failed ({1}); it played a random legal move.</source>
        <translation>{0}的AI出错（{1}）；已改为随机的合法走法。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="426"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="426"/>
        <source>The rule viewer is not available: </source>
        <translation>无法打开规则查看器：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/window.py" line="458"/>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
</context>
<context>
    <name>MatchKeeper</name>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="49"/>
        <source>Matches cannot be autosaved: the history file cannot be opened ({0}).</source>
        <translation>无法自动保存对局：无法打开对局记录文件（{0}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="80"/>
        <source>Autosave is off for this match ({0}).</source>
        <translation>本局不自动保存（{0}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="183"/>
        <source>This match is open in another window.</source>
        <translation>这局对局已在另一个窗口中打开。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="83"/>
        <source>Autosave stopped ({0}); use Save match… to keep this match.</source>
        <translation>自动保存已停止（{0}）；要保留本局请用&quot;保存对局…&quot;。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="87"/>
        <source>Autosave</source>
        <translation>自动保存</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="95"/>
        <source>The match history file could not be used ({0}); it was kept as {1} and a new one started.</source>
        <translation>对局记录文件无法使用（{0}）；已另存为{1}并新建了一个。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="126"/>
        <source>The match in progress is kept: you can resume it from Game → History… or when you next start.</source>
        <translation>进行中的对局已保存：可以在&quot;游戏 → 对局记录…&quot;中或下次启动时继续。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="128"/>
        <source>The match in progress is not autosaved and will be lost.</source>
        <translation>进行中的对局没有自动保存，将会丢失。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="133"/>
        <source>{0} now?</source>
        <translation>现在{0}吗？</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="151"/>
        <source>Unfinished match</source>
        <translation>未结束的对局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="154"/>
        <source>Resume it, or start a new match? It stays in the history either way.</source>
        <translation>继续，还是开始新对局？无论哪种，它都会留在记录中。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="155"/>
        <location filename="../shikitable/ui/windows/keeper.py" line="174"/>
        <location filename="../shikitable/ui/windows/keeper.py" line="183"/>
        <location filename="../shikitable/ui/windows/keeper.py" line="186"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="156"/>
        <source>Start new</source>
        <translation>新开始</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="167"/>
        <source>An unfinished match of {0} (started {1}, {2} moves) is kept.</source>
        <translation>保存有一局未结束的{0}对局（开始于{1}，{2}手）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="196"/>
        <source>&amp;Undo move</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="201"/>
        <source>Allow undo against AI</source>
        <translation>与AI对战时允许悔棋</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="206"/>
        <source>&amp;History…</source>
        <translation>对局记录(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="210"/>
        <source>S&amp;tatistics…</source>
        <translation>统计(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="233"/>
        <source>Undo is only for a single player against AI.</source>
        <translation>只有一个人与AI对战时才能悔棋。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="237"/>
        <source>There is no move of yours to take back.</source>
        <translation>没有可以收回的你的走法。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="242"/>
        <source>Undo</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="245"/>
        <source>Move taken back.</source>
        <translation>已收回一步。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="254"/>
        <source>History</source>
        <translation>对局记录</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keeper.py" line="264"/>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
</context>
<context>
    <name>MjaiBotsDialog</name>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="50"/>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="106"/>
        <source>MJAI bots</source>
        <translation>MJAI 机器人</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="53"/>
        <source>Outside riichi AIs that speak MJAI (as mjai.app runs them): a name, and the command that starts one. It is sent the events its seat may see, one JSON array a line, and answers each line; the player id 0-3 is added to the command, or put {id} where it goes. They sit at riichi and Magic: the Mahjong tables; in Magic one plays the tiles and never declares a card (its seat passes every card window).</source>
        <translation>讲MJAI协议的外部立直麻将AI（运行方式与mjai.app相同）：一个名字，以及启动它的命令。它会收到其座位能看到的事件，每行一个JSON数组，并逐行回答；玩家编号0-3会加在命令末尾，也可以把{id}写在要放的位置。它们可以坐在立直麻将和Magic: the Mahjong的牌桌上；在Magic中它只打牌，从不宣言卡牌（卡牌时机由其座位一律跳过）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="61"/>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="61"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="65"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="67"/>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="101"/>
        <source>Row {0}: give the bot a name.</source>
        <translation>第{0}行：请给机器人起个名字。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="102"/>
        <source>Row {0}: the name {1} is already used.</source>
        <translation>第{0}行：名字{1}已被使用。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/mjai_bots.py" line="103"/>
        <source>Row {0}: the command is empty, or a quote in it is not closed.</source>
        <translation>第{0}行：命令为空，或其中的引号没有闭合。</translation>
    </message>
</context>
<context>
    <name>NetAddress</name>
    <message>
        <location filename="../shikitable/ui/net/address.py" line="66"/>
        <source>Give the host&apos;s address (host:port) or its invite code.</source>
        <translation>请输入主持者的地址（主机:端口）或邀请码。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/address.py" line="74"/>
        <location filename="../shikitable/ui/net/address.py" line="77"/>
        <source>An IPv6 address is written [address]:port.</source>
        <translation>IPv6地址写作 [地址]:端口。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/address.py" line="83"/>
        <source>That is not a host name, an address or an invite code.</source>
        <translation>这不是主机名、地址或邀请码。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/address.py" line="87"/>
        <source>The port is a number from 1 to 65535.</source>
        <translation>端口是1到65535之间的数字。</translation>
    </message>
</context>
<context>
    <name>NetMenu</name>
    <message>
        <location filename="../shikitable/ui/net/menu.py" line="34"/>
        <source>&amp;Host a network game…</source>
        <translation>主持网络对局(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/menu.py" line="36"/>
        <source>&amp;Join a network game…</source>
        <translation>加入网络对局(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/menu.py" line="75"/>
        <source>You have a seat at a network table: Game → Join a network game… takes it back.</source>
        <translation>你在一张网络牌桌上有座位：&quot;游戏 → 加入网络对局…&quot;可以回去。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/menu.py" line="105"/>
        <source>Host</source>
        <translation>主持者</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/menu.py" line="113"/>
        <source>The table server cannot start on port {0}: {1}</source>
        <translation>牌桌服务器无法在端口{0}上启动：{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/menu.py" line="115"/>
        <location filename="../shikitable/ui/net/menu.py" line="128"/>
        <source>Host a network game</source>
        <translation>主持网络对局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/menu.py" line="194"/>
        <source>Join a network game</source>
        <translation>加入网络对局</translation>
    </message>
</context>
<context>
    <name>NetSession</name>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="112"/>
        <source>Cannot reach {0}: {1}</source>
        <translation>无法连接{0}：{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="115"/>
        <source>{0} does not answer as a shikitable server ({1}).</source>
        <translation>{0}没有作为shikitable服务器应答（{1}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="166"/>
        <source>The connection was lost while joining ({0}).</source>
        <translation>加入时连接中断（{0}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="195"/>
        <source>There is no table {0} at {1}.</source>
        <translation>{1}上没有牌桌{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="199"/>
        <source>No table at {0} has a free seat.</source>
        <translation>{0}上的牌桌都没有空位。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="204"/>
        <source>Seat {0}</source>
        <translation>{0}号座</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="221"/>
        <source>The server refused the move.</source>
        <translation>服务器拒绝了这一步。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="273"/>
        <source>Not connected: you will be asked again once back.</source>
        <translation>未连接：重新连上后会再次询问你。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/session.py" line="283"/>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <location filename="../shikitable/ui/net/adapter.py" line="316"/>
        <source>It is not your turn.</source>
        <translation>还没轮到你。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/adapter.py" line="322"/>
        <source>Not connected to the table.</source>
        <translation>未连接到牌桌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/adapter.py" line="339"/>
        <source>That move is not allowed now.</source>
        <translation>现在不能这样走。</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="108"/>
        <source>The host has turned hints off for this network match.</source>
        <translation>主持者在这局网络对局中关闭了提示。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="113"/>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="114"/>
        <source>&amp;Leave the table</source>
        <translation>离开牌桌(&amp;L)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="118"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="123"/>
        <source>Show the &amp;invite code…</source>
        <translation>显示邀请码(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="132"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="133"/>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="150"/>
        <source>Invite</source>
        <translation>邀请</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="199"/>
        <source>{0} s left</source>
        <translation>剩余{0}秒</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="203"/>
        <source>Waiting for {0} to reconnect…</source>
        <translation>正在等待{0}重新连接…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="211"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="212"/>
        <source>The connection to the table is lost and the seat could not be taken back. Use Game → Join a network game… to try again.</source>
        <translation>与牌桌的连接已断开，无法收回座位。请用&quot;游戏 → 加入网络对局…&quot;再试一次。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="221"/>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="222"/>
        <source>Connection lost: reconnecting…</source>
        <translation>连接中断：正在重新连接…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="223"/>
        <source>Disconnected</source>
        <translation>已断开</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="232"/>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="248"/>
        <source>Leave this table? Your seat is kept for you: Game → Join a network game… takes it back.</source>
        <translation>离开这张牌桌吗？你的座位会保留：&quot;游戏 → 加入网络对局…&quot;可以回去。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="250"/>
        <source>Close the table you host? The other players are disconnected.</source>
        <translation>关闭你主持的牌桌吗？其他玩家会被断开。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/net/window.py" line="251"/>
        <source>Leave the table</source>
        <translation>离开牌桌</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="108"/>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="113"/>
        <source>Games</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="120"/>
        <source>{0} players</source>
        <translation>{0}人</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="122"/>
        <source>{0}–{1} players</source>
        <translation>{0}–{1}人</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="133"/>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="137"/>
        <source>MJAI bots…</source>
        <translation>MJAI 机器人…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="138"/>
        <source>Add outside riichi AIs (Mortal, akochan, mjai.app bots) as seat kinds</source>
        <translation>把外部立直麻将AI（Mortal、akochan、mjai.app的机器人）加为座位类型</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="141"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="151"/>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="158"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="194"/>
        <source>Human</source>
        <translation>人类</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="195"/>
        <source>AI (heuristic)</source>
        <translation>AI（经验）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="196"/>
        <source>AI (easy)</source>
        <translation>AI（简单）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="197"/>
        <source>AI (search, normal)</source>
        <translation>AI（搜索，普通）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="198"/>
        <source>AI (search, strong)</source>
        <translation>AI（搜索，强）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="199"/>
        <source>AI (random)</source>
        <translation>AI（随机）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="214"/>
        <source>MJAI: {0}</source>
        <translation>MJAI：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="220"/>
        <source>Seat {0}</source>
        <translation>{0}号座</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="233"/>
        <source>MJAI bots</source>
        <translation>MJAI 机器人</translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="21"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="22"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="23"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="24"/>
        <source>Instant</source>
        <translation>瞬间</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="41"/>
        <source>&amp;Play</source>
        <translation>对局(&amp;P)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="43"/>
        <source>Show &amp;waits</source>
        <translation>显示听牌(&amp;W)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="45"/>
        <source>The cards that would complete your hand</source>
        <translation>能让你的手牌完成的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="48"/>
        <source>Suggest a &amp;move</source>
        <translation>推荐一步(&amp;M)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="51"/>
        <source>The AI&apos;s three favourite moves for you, with the points it expects</source>
        <translation>AI为你推荐的三步，以及各自的预期得分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="55"/>
        <source>&amp;Hurry the AI</source>
        <translation>催促AI(&amp;H)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="57"/>
        <source>The AI thinking now plays its best move so far, now</source>
        <translation>正在思考的AI立即走出目前为止最好的一步</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="81"/>
        <source>Auto-&amp;pass claims (unless I can win)</source>
        <translation>自动跳过鸣牌（能胡时除外）(&amp;P)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="85"/>
        <source>&amp;No calls this hand</source>
        <translation>本局不鸣牌(&amp;N)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="87"/>
        <source>Auto-&amp;declare wins</source>
        <translation>自动宣布胡牌(&amp;D)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="90"/>
        <source>&amp;Bot speed</source>
        <translation>AI速度(&amp;B)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/playmenu.py" line="102"/>
        <source>&amp;Skip animation</source>
        <translation>跳过动画(&amp;S)</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="139"/>
        <source>Replay: {0}</source>
        <translation>回放：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="140"/>
        <source>First move</source>
        <translation>第一步</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="141"/>
        <source>Previous move</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="142"/>
        <source>Play / pause</source>
        <translation>播放／暂停</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="143"/>
        <source>Next move</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="144"/>
        <source>Last move</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="145"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="147"/>
        <source>Season</source>
        <translation>季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="148"/>
        <source>View as</source>
        <translation>视角</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="149"/>
        <source>Re&amp;view…</source>
        <translation>复盘(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="152"/>
        <source>Season {0} (move {1})</source>
        <translation>第{0}季（第{1}步起）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="158"/>
        <source>Every hand open</source>
        <translation>所有手牌公开</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="167"/>
        <source>Start of the match</source>
        <translation>对局开始</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/replay.py" line="318"/>
        <source>Move {0} of {1}</source>
        <translation>第{0}步／共{1}步</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="52"/>
        <source>normal (quicker)</source>
        <translation>普通（较快）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="53"/>
        <source>strong (slower, surer)</source>
        <translation>强（较慢，更可靠）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="55"/>
        <source>Each of the seat&apos;s decisions is compared with the search bot&apos;s, from what that seat could see. Reviewer: {0}.</source>
        <translation>这个座位的每个决定都与搜索AI在该座位所见情况下的选择相比较。复盘者：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="64"/>
        <source>&amp;Start review</source>
        <translation>开始复盘(&amp;S)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="67"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="70"/>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="71"/>
        <source>Reviewer</source>
        <translation>复盘者</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="82"/>
        <source>Review the match</source>
        <translation>复盘本场对局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="94"/>
        <source>Finding the decisions…</source>
        <translation>正在查找各个决定…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="100"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="117"/>
        <source>Reviewed {0} of {1} decisions</source>
        <translation>已复盘{0}/{1}个决定</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="125"/>
        <source>The review could not be made: {0}</source>
        <translation>无法复盘：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_dialog.py" line="129"/>
        <source>Review cancelled.</source>
        <translation>复盘已取消。</translation>
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
        <translation>不精确</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="52"/>
        <source>mistake</source>
        <translation>失误</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="53"/>
        <source>blunder</source>
        <translation>大错</translation>
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
        <translation>场</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="62"/>
        <source>normal beats the heuristic by {0} points a {1} (95% CI {2} to {3})</source>
        <translation>普通AI每{1}比经验AI多得{0}分（95%置信区间{2}至{3}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="63"/>
        <source>normal is not shown stronger than the heuristic ({0} points a {1}, 95% CI {2} to {3})</source>
        <translation>未能证明普通AI强于经验AI（每{1}{0}分，95%置信区间{2}至{3}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="65"/>
        <source>strength not measured</source>
        <translation>强度未测</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="198"/>
        <source>Previous mistake  [P]</source>
        <translation>上一个失误  [P]</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="199"/>
        <source>Next mistake  [N]</source>
        <translation>下一个失误  [N]</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="204"/>
        <source>Review of {0}: {1} decisions, agreement {2}%, {3} points lost ({4} a hand)</source>
        <translation>{0}的复盘：{1}个决定，一致率{2}%，损失{3}分（每局{4}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="208"/>
        <source>Reviewer: the search bot at {0}; {1}</source>
        <translation>复盘者：{0}的搜索AI；{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="254"/>
        <source>Click a marker, or press N, to see a decision beside the reviewer&apos;s.</source>
        <translation>点击一个标记或按N，把一个决定与复盘者的选择并排查看。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="261"/>
        <source>Played: {0}   Reviewer: {1}</source>
        <translation>实际：{0}   复盘者：{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="274"/>
        <source>Move {0}: &lt;b style=&apos;color:{1}&apos;&gt;{2}&lt;/b&gt;, {3} points lost</source>
        <translation>第{0}步：&lt;b style=&apos;color:{1}&apos;&gt;{2}&lt;/b&gt;，损失{3}分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="279"/>
        <source>&lt;span style=&apos;color:{0}&apos;&gt;■&lt;/span&gt; Played: {1} ({2})</source>
        <translation>&lt;span style=&apos;color:{0}&apos;&gt;■&lt;/span&gt; 实际：{1}（{2}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="286"/>
        <source>&lt;span style=&apos;color:{0}&apos;&gt;■&lt;/span&gt; Reviewer: {1} ({2})</source>
        <translation>&lt;span style=&apos;color:{0}&apos;&gt;■&lt;/span&gt; 复盘者：{1}（{2}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="288"/>
        <source>Also: {1} ({2})</source>
        <translation>另有：{1}（{2}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="295"/>
        <source>(as good as the reviewer&apos;s move on the deals it tried)</source>
        <translation>（在试过的牌局上与复盘者的走法一样好）</translation>
    </message>
</context>
<context>
    <name>ReviewStrip</name>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="104"/>
        <source>Review markers along the match</source>
        <translation>整场对局的复盘标记</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/review_panel.py" line="151"/>
        <source>Move {0}: {1}, {2} points lost</source>
        <translation>第{0}步：{1}，损失{2}分</translation>
    </message>
</context>
<context>
    <name>RuleViewer</name>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="47"/>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="102"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="103"/>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="104"/>
        <source>Japanese</source>
        <translation>日语</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="105"/>
        <source>English</source>
        <translation>英语</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="107"/>
        <source>Find next</source>
        <translation>查找下一个</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="108"/>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="109"/>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="110"/>
        <source>Print preview</source>
        <translation>打印预览</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="111"/>
        <source>Print</source>
        <translation>打印</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="112"/>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="219"/>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="226"/>
        <source>Export PDF</source>
        <translation>导出PDF</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="113"/>
        <source>Learn to play</source>
        <translation>学习玩法</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="145"/>
        <source>Whole book</source>
        <translation>整本书</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="195"/>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/book/rule_viewer.py" line="228"/>
        <source>Saved {0} pages</source>
        <translation>已保存{0}页</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="439"/>
        <source>Match over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="461"/>
        <source>Re&amp;view…</source>
        <translation>复盘(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="464"/>
        <source>New match</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="466"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="340"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="344"/>
        <source>日本語 (Japanese)</source>
        <translation>日本語（日语）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="345"/>
        <source>简体中文 (Simplified Chinese)</source>
        <translation>简体中文</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="346"/>
        <source>English</source>
        <translation>英语</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="353"/>
        <source>Instant</source>
        <translation>瞬间</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="354"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="355"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="356"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="368"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="369"/>
        <source>On request (Play → Show waits)</source>
        <translation>需要时（对局 → 显示听牌）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="370"/>
        <source>Always</source>
        <translation>总是</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="374"/>
        <source>The cards that would complete your hand (to end the season)</source>
        <translation>能让你的手牌完成的牌（宣告终季）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="375"/>
        <source>Pass claims for me unless I can win</source>
        <translation>除非能胡，否则替我跳过鸣牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="377"/>
        <source>Declare a win for me as soon as I can</source>
        <translation>一能胡就替我宣布</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="380"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="381"/>
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="382"/>
        <source>Bot delay</source>
        <translation>AI等待时间</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="383"/>
        <source>Waits hint</source>
        <translation>听牌提示</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="384"/>
        <source>Auto-pass</source>
        <translation>自动跳过</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="385"/>
        <source>Auto-declare</source>
        <translation>自动宣布</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="386"/>
        <source>Four-colour playing cards (from the next match)</source>
        <translation>扑克牌用四种颜色（从下一局起）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="393"/>
        <source>AI time limit</source>
        <translation>AI思考时限</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="396"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="397"/>
        <source>Off (wait for me)</source>
        <translation>关闭（等我回答）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="400"/>
        <source>Magic: the Mahjong: when a card is declared (or a card window opens) and you hold a card you may declare, you have this long to declare it or counter; then the table passes for you. Off: the table waits for your answer.</source>
        <translation>Magic: the Mahjong：当有卡牌被宣言（或出现卡牌时机）而你手里有可以宣言的卡牌时，你有这么长的时间宣言或反制；之后牌桌替你跳过。关闭：牌桌等你回答。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="403"/>
        <source>Card pause</source>
        <translation>卡牌等待</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="56"/>
        <source>Season</source>
        <translation>季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="57"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="57"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="59"/>
        <source>The players; ★ marks the dealer.</source>
        <translation>各位玩家；★表示庄家（親）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="60"/>
        <source>Points so far in this match.</source>
        <translation>本局对局到目前的得分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="61"/>
        <source>Points won (+) or paid (−) in this season so far.</source>
        <translation>本季到目前赢得（+）或支付（−）的分数。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="67"/>
        <source>Game log</source>
        <translation>对局日志</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/side_panel.py" line="68"/>
        <source>Card log</source>
        <translation>卡牌日志</translation>
    </message>
</context>
<context>
    <name>SpeechBox</name>
    <message>
        <location filename="../shikitable/ui/learn/tutorial.py" line="178"/>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <location filename="../shikitable/ui/windows/stats_chart.py" line="43"/>
        <source>{0}: {1} matches, {2} wins ({3}), last {4} points</source>
        <translation>{0}：{1}局，胜{2}局（{3}），最近{4}分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats_chart.py" line="87"/>
        <source>Matches, oldest to newest (a filled dot: a win)</source>
        <translation>对局，从旧到新（实心点：获胜）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats_chart.py" line="110"/>
        <source>{0} — {1} wins</source>
        <translation>{0} — 胜率{1}</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="56"/>
        <location filename="../shikitable/ui/windows/stats.py" line="84"/>
        <source>Points over matches</source>
        <translation>各局得分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="80"/>
        <location filename="../shikitable/ui/windows/stats.py" line="144"/>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="81"/>
        <location filename="../shikitable/ui/windows/stats.py" line="86"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="82"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="83"/>
        <source>Export CSV…</source>
        <translation>导出CSV…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="86"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="86"/>
        <source>Matches</source>
        <translation>对局数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="86"/>
        <source>Wins</source>
        <translation>胜局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="86"/>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="87"/>
        <source>Mean points</source>
        <translation>平均得分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="87"/>
        <source>Best points</source>
        <translation>最高得分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="87"/>
        <source>Current streak</source>
        <translation>当前连胜</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="87"/>
        <source>Longest streak</source>
        <translation>最长连胜</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="92"/>
        <source>All games</source>
        <translation>所有游戏</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="124"/>
        <location filename="../shikitable/ui/windows/stats.py" line="131"/>
        <source>No finished matches yet.</source>
        <translation>还没有已结束的对局。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="128"/>
        <source>Choose a game to see its players&apos; points match by match.</source>
        <translation>选择一个游戏，查看各玩家每局的得分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="138"/>
        <source>Cannot write {0}</source>
        <translation>无法写入{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="141"/>
        <source>Export CSV</source>
        <translation>导出CSV</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/stats.py" line="144"/>
        <source>saved to {0}</source>
        <translation>已保存到{0}</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../shikitable/ui/table/hand_row.py" line="85"/>
        <location filename="../shikitable/ui/table/table.py" line="670"/>
        <source>Enter or double-click: {0}.</source>
        <translation>Enter或双击：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/hand_row.py" line="131"/>
        <source>You may declare: {0}</source>
        <translation>你可以宣言：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/hand_row.py" line="137"/>
        <source>({0} s, then pass)</source>
        <translation>（{0}秒后跳过）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="364"/>
        <source>Waits: {0}</source>
        <translation>听牌：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="366"/>
        <source>discard {0} → waits {1}</source>
        <translation>打{0} → 听{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="380"/>
        <source>No waits yet.</source>
        <translation>还没有听牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="409"/>
        <source>The match is over.</source>
        <translation>对局已经结束。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="411"/>
        <source>Your move.</source>
        <translation>轮到你了。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="413"/>
        <source>Your move, {0}.</source>
        <translation>轮到你了，{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="415"/>
        <source>Waiting for {0}…</source>
        <translation>正在等待{0}…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="458"/>
        <source>Hurry the AI</source>
        <translation>催促AI</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="459"/>
        <source>The AI plays its best move so far, now</source>
        <translation>AI立即走出目前为止最好的一步</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="577"/>
        <source>Shortcut: {0}</source>
        <translation>快捷键：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="667"/>
        <source>Choose: {0}.</source>
        <translation>选择：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="682"/>
        <source>A hint is for the player whose move it is.</source>
        <translation>提示只给轮到走的玩家。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="684"/>
        <source>Thinking about your move…</source>
        <translation>正在为你思考…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="694"/>
        <source>Suggested: {0}</source>
        <translation>建议：{0}</translation>
    </message>
</context>
<context>
    <name>TutorialEnd</name>
    <message>
        <location filename="../shikitable/ui/learn/tutorial.py" line="515"/>
        <source>Well played!</source>
        <translation>打得好！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/tutorial.py" line="524"/>
        <source>Play a real match against easy bots</source>
        <translation>与简单AI正式对局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/learn/tutorial.py" line="527"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>access</name>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="42"/>
        <source>hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="43"/>
        <source>discards</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="44"/>
        <source>melds</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="45"/>
        <source>stock</source>
        <translation>牌墙</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="46"/>
        <source>dead wall</source>
        <translation>王牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="47"/>
        <source>trick</source>
        <translation>桌上的墩</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="48"/>
        <source>won cards</source>
        <translation>赢得的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="49"/>
        <source>pile</source>
        <translation>牌堆</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="58"/>
        <source>cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="67"/>
        <source>face-down card</source>
        <translation>扣着的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="72"/>
        <source>table, {0}</source>
        <translation>牌桌，{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="74"/>
        <source>your {0}</source>
        <translation>你的{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="76"/>
        <source>{0}&apos;s {1}</source>
        <translation>{0}的{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="85"/>
        <source>1 point</source>
        <translation>1分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="86"/>
        <source>{0} points</source>
        <translation>{0}分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="89"/>
        <source>The pot holds {0}</source>
        <translation>彩池里有{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="90"/>
        <source>{0} on the table: {1}</source>
        <translation>桌上的{0}：{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="93"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="96"/>
        <source>{0} has {1}</source>
        <translation>{0}有{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="96"/>
        <source>{0} have {1}</source>
        <translation>{0}有{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="98"/>
        <source>{0} has staked {1}</source>
        <translation>{0}已下注{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="99"/>
        <source>{0} have staked {1}</source>
        <translation>{0}已下注{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="101"/>
        <source>{0}, {2}: {1}</source>
        <translation>{0}的{2}：{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="113"/>
        <location filename="../shikitable/ui/access/reader.py" line="262"/>
        <location filename="../shikitable/ui/access/reader.py" line="264"/>
        <source>On the table</source>
        <translation>牌桌上</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="114"/>
        <location filename="../shikitable/ui/access/reader.py" line="265"/>
        <source>Every seat, pile and card on the table; the current row is the card under the keyboard cursor.</source>
        <translation>牌桌上所有的座位、牌堆和牌；当前行是键盘光标所在的牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="147"/>
        <source>a player&apos;s name plate</source>
        <translation>玩家的名牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="147"/>
        <source> (to play)</source>
        <translation>（轮到）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="154"/>
        <source>Seat: {0}</source>
        <translation>座位：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="155"/>
        <source>a pile or counter on the table</source>
        <translation>牌桌上的牌堆或计数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="162"/>
        <source>point sticks</source>
        <translation>点棒</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="166"/>
        <source>the round, its counters and the seats&apos; points</source>
        <translation>本局、计数和各座位的分数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="171"/>
        <source>a card or tile</source>
        <translation>一张牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="172"/>
        <location filename="../shikitable/ui/access/reader.py" line="218"/>
        <source>selected</source>
        <translation>已选</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="172"/>
        <source>playable</source>
        <translation>可出</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="207"/>
        <source>a picture card</source>
        <translation>一张画牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="214"/>
        <source>yours</source>
        <translation>你的</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="215"/>
        <source>table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="216"/>
        <source>may be declared</source>
        <translation>可以宣言</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="224"/>
        <source>{0} face-down picture cards, {1}&apos;s</source>
        <translation>{0}张扣着的画牌，{1}的</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="238"/>
        <location filename="../shikitable/ui/access/reader.py" line="263"/>
        <source>Announcements</source>
        <translation>播报</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="267"/>
        <location filename="../shikitable/ui/access/reader.py" line="268"/>
        <source>Card table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="269"/>
        <source>Arrow keys move through your cards, Space picks one, Enter plays; each move&apos;s key is shown on its button.</source>
        <translation>方向键在手牌间移动，空格选牌，Enter出牌；每种操作的按键显示在它的按钮上。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="291"/>
        <source>Your turn.</source>
        <translation>轮到你了。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/access/reader.py" line="325"/>
        <source>{0}&apos;s turn.</source>
        <translation>轮到{0}。</translation>
    </message>
</context>
<context>
    <name>keys</name>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="25"/>
        <source>Play or discard the selected cards or tiles</source>
        <translation>打出选中的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="26"/>
        <source>Pass: let a discard or a turn go by</source>
        <translation>过：放过一张弃牌或一个回合</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="27"/>
        <source>Draw</source>
        <translation>摸牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="28"/>
        <source>Declare a win (tsumo, ron, hu, 終季, a hit)</source>
        <translation>宣布和牌（自摸、荣和、胡、终季、打中）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="29"/>
        <source>Claim a discard for a set (pon, 開)</source>
        <translation>要弃牌凑成刻子或友（碰、开）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="30"/>
        <source>Claim a discard for a run (chii)</source>
        <translation>要弃牌凑成顺子（吃）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="31"/>
        <source>Kan (with a discard, or from the hand)</source>
        <translation>杠（用弃牌，或用手牌）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="32"/>
        <source>Added kan (a fourth tile to a pon)</source>
        <translation>加杠（在碰上加第四张）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="33"/>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="34"/>
        <source>Open riichi</source>
        <translation>明立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="35"/>
        <source>Nine terminals: call the hand off</source>
        <translation>九种九牌：流局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="36"/>
        <source>Lay the selected cards or tiles face down</source>
        <translation>把选中的牌扣着打出</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="37"/>
        <source>Swap the selected cards or tiles</source>
        <translation>交换选中的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="38"/>
        <source>Take part in the season</source>
        <translation>参加本季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="39"/>
        <source>Keep the hand and give up the exchange</source>
        <translation>保留手牌，放弃交换</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="40"/>
        <source>Check or call: stake what the others staked</source>
        <translation>过牌或跟注：押上与别人相同的分数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="41"/>
        <source>Fold</source>
        <translation>弃权</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="42"/>
        <source>Void suit: characters (万)</source>
        <translation>定缺：万</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="43"/>
        <source>Void suit: dots (筒)</source>
        <translation>定缺：筒</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="44"/>
        <source>Void suit: bamboo (条)</source>
        <translation>定缺：条</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="45"/>
        <source>Declare a Magic card</source>
        <translation>宣言一张Magic卡牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="46"/>
        <source>Magic: keep the cards in hand</source>
        <translation>Magic：保留手中的卡牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="47"/>
        <source>Magic: deal new cards</source>
        <translation>Magic：重发卡牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="48"/>
        <source>値木: join two roads</source>
        <translation>值木：合并两条路</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="49"/>
        <source>値木: start a road</source>
        <translation>值木：开一条路</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="50"/>
        <source>値木: clear the roads</source>
        <translation>值木：清除所有路</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="51"/>
        <source>連友&apos;s general: remove every card of a strength</source>
        <translation>连友的将：去除某一强度的所有牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/keymap.py" line="52"/>
        <source>連友&apos;s general: take from the discards</source>
        <translation>连友的将：从弃牌中拿一张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/table.py" line="90"/>
        <location filename="../shikitable/ui/windows/keys_help.py" line="38"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="20"/>
        <source>Move the ring through the cards you may pick</source>
        <translation>在可选的牌之间移动光圈</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="21"/>
        <source>Pick or drop the card under the ring</source>
        <translation>选中或放下光圈所在的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="22"/>
        <source>Drop the selection</source>
        <translation>取消选择</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="23"/>
        <source>Choose among a move&apos;s buttons: a road, or the amount on the label</source>
        <translation>在一步的按钮中选择：一条路，或按钮上的数额</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="24"/>
        <source>Show the chosen Magic card large</source>
        <translation>放大显示选中的Magic卡牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="25"/>
        <source>Suggest a move (hint)</source>
        <translation>推荐一步（提示）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="26"/>
        <source>Hurry the AI</source>
        <translation>催促AI</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="27"/>
        <source>Undo your last move (against AI)</source>
        <translation>收回上一步（与AI对战时）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="28"/>
        <source>Skip the animation</source>
        <translation>跳过动画</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="29"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="64"/>
        <location filename="../shikitable/ui/windows/keys_help.py" line="82"/>
        <source>Keys</source>
        <translation>按键一览</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="65"/>
        <source>One key means one thing at every table; each button shows its key.</source>
        <translation>每个按键在所有牌桌上意思相同；每个按钮上都标有它的按键。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="68"/>
        <source>Key</source>
        <translation>按键</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="69"/>
        <source>Move</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="70"/>
        <source>Buttons</source>
        <translation>按钮</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/keys_help.py" line="71"/>
        <source>At every table</source>
        <translation>所有牌桌通用</translation>
    </message>
</context>
<context>
    <name>look</name>
    <message>
        <location filename="../shikitable/ui/windows/look_settings.py" line="21"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/look_settings.py" line="24"/>
        <source>High-contrast card faces</source>
        <translation>高对比度牌面</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/look_settings.py" line="26"/>
        <source>Animations off (cards move at once)</source>
        <translation>关闭动画（牌立即移动）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/look_settings.py" line="28"/>
        <source>Show the announcement line (what a screen reader says)</source>
        <translation>显示播报行（屏幕阅读器朗读的内容）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/look_settings.py" line="30"/>
        <source>Show the list of what is on the table (shown by itself when a screen reader runs)</source>
        <translation>显示牌桌上物品的列表（屏幕阅读器运行时自动显示）</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../shikitable/ui/windows/settings.py" line="205"/>
        <source>Cannot read settings ({error}); using defaults.</source>
        <translation>无法读取设置（{error}）；使用默认值。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/settings.py" line="206"/>
        <source>The settings file was corrupt and was kept as {file}; using defaults.</source>
        <translation>设置文件已损坏，已另存为{file}；使用默认值。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/settings.py" line="207"/>
        <source>Settings: ignored malformed {fields} (defaults used).</source>
        <translation>设置：忽略了格式错误的{fields}（使用默认值）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/settings.py" line="208"/>
        <source>Settings: ignored malformed {fields} (defaults used); the file was kept as {file}.</source>
        <translation>设置：忽略了格式错误的{fields}（使用默认值）；文件已另存为{file}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/settings.py" line="211"/>
        <source>Cannot save settings to {file}: {error}</source>
        <translation>无法把设置保存到{file}：{error}</translation>
    </message>
</context>
<context>
    <name>shikitable</name>
    <message>
        <location filename="../shikitable/ui/layouts/__init__.py" line="56"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="45"/>
        <location filename="../shikitable/ui/layouts/seasonal.py" line="16"/>
        <source>Stock</source>
        <translation>牌堆</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="23"/>
        <source>The dealer&apos;s role passes to {seat}.</source>
        <translation>庄家转给{seat}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="26"/>
        <location filename="../shikitable/ui/windows/results.py" line="220"/>
        <source>Points</source>
        <translation>分数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="27"/>
        <source>Staked</source>
        <translation>已下注</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="28"/>
        <source>Pot</source>
        <translation>彩池</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="29"/>
        <source>Fold</source>
        <translation>弃权</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="32"/>
        <source>{seat} stakes everything: {amount} (pot {pot}).</source>
        <translation>{seat}押上全部：{amount}分（彩池{pot}分）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="33"/>
        <source>{seat} folds.</source>
        <translation>{seat}弃权。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="34"/>
        <source>{seat} shows {hand}: {name}.</source>
        <translation>{seat}亮出{hand}：{name}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="39"/>
        <source>folded</source>
        <translation>已弃权</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="40"/>
        <source>all-in</source>
        <translation>全押</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="41"/>
        <source>bust</source>
        <translation>输光</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="45"/>
        <source>Shows</source>
        <translation>亮出的组合</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="46"/>
        <source>Main pot</source>
        <translation>主池</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="47"/>
        <source>Side pot</source>
        <translation>边池</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="55"/>
        <source>Community cards</source>
        <translation>明牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="65"/>
        <source>Check</source>
        <translation>过牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="66"/>
        <source>Call {amount}</source>
        <translation>跟注{amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="67"/>
        <source>+{amount} → {total}</source>
        <translation>+{amount} → {total}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="68"/>
        <source>All in: {amount}</source>
        <translation>全押：{amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/betting.py" line="102"/>
        <source>To call: {0}</source>
        <translation>跟注额：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="72"/>
        <source>A card is declared.</source>
        <translation>有卡牌被宣言。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="73"/>
        <location filename="../shikitable/ui/layouts/riichi.py" line="138"/>
        <source>{seat} declares riichi.</source>
        <translation>{seat}宣布立直。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="74"/>
        <source>After {seat}&apos;s discard.</source>
        <translation>{seat}打牌之后。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="75"/>
        <location filename="../shikitable/ui/layouts/magic.py" line="76"/>
        <source>A win is declared.</source>
        <translation>有人宣布和牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="77"/>
        <source>The wall is used up.</source>
        <translation>牌山已摸完。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="78"/>
        <source>Before the shuffle.</source>
        <translation>洗牌之前。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="79"/>
        <source>A call is made.</source>
        <translation>有人鸣牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="108"/>
        <source>{seat} declares {name}.</source>
        <translation>{seat}宣言「{name}」。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="109"/>
        <source>{seat} declares {name} → {target}.</source>
        <translation>{seat}宣言「{name}」→ 目标：{target}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="110"/>
        <source>{seat}&apos;s {name} goes back to hand: another card was declared first.</source>
        <translation>{seat}的「{name}」回到手中：另一张卡牌先被宣言了。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="112"/>
        <source>{name} resolves: {seat} lays it on the table as a talisman.</source>
        <translation>「{name}」生效：{seat}把它作为护符放在桌上。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="113"/>
        <source>The talisman {name} is used up.</source>
        <translation>护符「{name}」用完。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="114"/>
        <source>{name} goes back to {seat}&apos;s hand (they won the hand).</source>
        <translation>「{name}」回到{seat}手中（其本局和牌）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="115"/>
        <source>{seat} swaps {out} for {in} from the wall.</source>
        <translation>{seat}用{out}换了牌山中的{in}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="116"/>
        <source>{seat} sees: {tiles}.</source>
        <translation>{seat}看到：{tiles}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="117"/>
        <source>A tile is planted for {seat}&apos;s first draw.</source>
        <translation>为{seat}的第一次摸牌预埋了一张牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="118"/>
        <source>{seat} resets their cards (discards them and draws two).</source>
        <translation>{seat}重置卡牌（弃掉并抽两张）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="119"/>
        <source>{seat} draws {count} card(s).</source>
        <translation>{seat}抽{count}张卡牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="120"/>
        <source>The card deck is refilled from the used cards.</source>
        <translation>用过的卡牌重新洗入卡牌堆。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="121"/>
        <source>{name} resolves.</source>
        <translation>「{name}」生效。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="122"/>
        <source>A win is declared: {winners} ({win}).</source>
        <translation>有人宣布和牌：{winners}（{win}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="124"/>
        <source>ron</source>
        <translation>荣和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="124"/>
        <source>tsumo</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="127"/>
        <source>{name}: nobody can win while it lies on the table.</source>
        <translation>「{name}」：它留在桌上期间，谁都不能和牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="128"/>
        <source>{name}: {target} cannot win while it lies on the table.</source>
        <translation>「{name}」：它留在桌上期间，{target}不能和牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="129"/>
        <source>{name}: {target} cannot call while it lies on the table.</source>
        <translation>「{name}」：它留在桌上期间，{target}不能鸣牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="130"/>
        <source>{name}: {target} cannot declare riichi while it lies there.</source>
        <translation>「{name}」：它留在桌上期间，{target}不能立直。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="131"/>
        <source>{name}: others&apos; cards aimed at {target} lapse while it lies there.</source>
        <translation>「{name}」：它留在桌上期间，别家针对{target}的卡牌失效。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="132"/>
        <source>{name}: {target} pays less for a win while it lies on the table.</source>
        <translation>「{name}」：它留在桌上期间，{target}为和牌支付的点数减少。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="133"/>
        <source>{name}: {seat} may win this hand despite furiten.</source>
        <translation>「{name}」：本局{seat}即使振听也可以和牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="134"/>
        <source>{name}: {seat} may win this hand without a yaku.</source>
        <translation>「{name}」：本局{seat}无役也可以和牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="135"/>
        <source>{name}: it returns to {seat}&apos;s hand if they win this hand.</source>
        <translation>「{name}」：若{seat}本局和牌，它回到手中。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="136"/>
        <source>{name}: {target}&apos;s win is taken back.</source>
        <translation>「{name}」：{target}的和牌被收回。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="137"/>
        <source>{name} counters {answered}: it is used up without effect.</source>
        <translation>「{name}」反制「{answered}」：后者作废，没有效果。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="138"/>
        <source>{name} counters {answered}: it goes back to {owner}&apos;s hand.</source>
        <translation>「{name}」反制「{answered}」：后者回到{owner}手中。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="139"/>
        <source>{name} turns {answered} back on its declarer.</source>
        <translation>「{name}」把「{answered}」反弹给宣言者。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="140"/>
        <source>{name}: {target} will pay {seat} part of the win.</source>
        <translation>「{name}」：{target}要把和牌点数的一部分付给{seat}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="141"/>
        <source>{name}: a payment of this win is changed.</source>
        <translation>「{name}」：这次和牌的一项支付被改变。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="142"/>
        <source>{name}: points move to {seat}.</source>
        <translation>「{name}」：点数转给{seat}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="143"/>
        <source>{name}: {seat} counts as ready (tenpai) in the draw&apos;s payments.</source>
        <translation>「{name}」：流局结算时{seat}算作听牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="146"/>
        <source>{name}: a tile will be planted for {seat}&apos;s first draw.</source>
        <translation>「{name}」：将为{seat}的第一次摸牌预埋一张牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="147"/>
        <source>{name}: the live wall is shuffled again.</source>
        <translation>「{name}」：牌山剩余部分重新洗牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="148"/>
        <source>{name}: {target} must discard the tile they draw next turn.</source>
        <translation>「{name}」：{target}下一巡必须打出摸到的牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="149"/>
        <source>{name}: every talisman on the table is used up.</source>
        <translation>「{name}」：桌上所有护符都用完。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="150"/>
        <source>{name}: {seat} takes {taken} back into hand.</source>
        <translation>「{name}」：{seat}把「{taken}」收回手中。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="151"/>
        <source>{name}: {seat} looks at the next {count} tile(s) of the wall.</source>
        <translation>「{name}」：{seat}查看牌山接下来的{count}张牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="152"/>
        <source>{name}: {seat} looks at the ura dora indicators.</source>
        <translation>「{name}」：{seat}查看里宝牌指示牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="153"/>
        <source>{name}: {seat} looks at {target}&apos;s hand.</source>
        <translation>「{name}」：{seat}查看{target}的手牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="154"/>
        <source>{name}: another dora indicator is turned: {indicator}.</source>
        <translation>「{name}」：再翻开一张宝牌指示牌：{indicator}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="155"/>
        <source>{name}: {seat} swaps a tile of their hand with the wall.</source>
        <translation>「{name}」：{seat}用手牌中的一张与牌山交换。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="156"/>
        <source>{name}: a tile of {target}&apos;s hand is swapped with the wall.</source>
        <translation>「{name}」：{target}手牌中的一张与牌山交换。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="157"/>
        <source>{name}: {seat} puts the drawn tile back and draws again.</source>
        <translation>「{name}」：{seat}放回摸到的牌并重摸。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="158"/>
        <source>{name}: {seat} draws {count} card(s).</source>
        <translation>「{name}」：{seat}抽{count}张卡牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="159"/>
        <source>{name}: {seat} takes a card from {target}.</source>
        <translation>「{name}」：{seat}从{target}处拿走一张卡牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="160"/>
        <source>{name}: {target} discards {discarded}.</source>
        <translation>「{name}」：{target}弃掉「{discarded}」。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="161"/>
        <source>{name} lapses: {reason}.</source>
        <translation>「{name}」失效：{reason}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="162"/>
        <source>{name} takes effect.</source>
        <translation>「{name}」生效。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="165"/>
        <source>its target is protected by a barrier</source>
        <translation>其目标受结界保护</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="166"/>
        <location filename="../shikitable/ui/layouts/magic.py" line="167"/>
        <source>the win it names is gone</source>
        <translation>它指定的和牌已不存在</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="168"/>
        <source>there is no card to answer</source>
        <translation>没有可反制的卡牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="169"/>
        <source>the card was not aimed at its user</source>
        <translation>那张卡牌的目标不是其使用者</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="170"/>
        <source>the tile is no longer in the hand</source>
        <translation>那张牌已不在手牌中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="171"/>
        <source>no dora indicator is left to turn</source>
        <translation>已没有可翻开的宝牌指示牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="172"/>
        <source>the target holds no card</source>
        <translation>目标手里没有卡牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="173"/>
        <source>the card is no longer in the used pile</source>
        <translation>那张卡牌已不在弃卡堆中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="174"/>
        <source>the card has left the used pile</source>
        <translation>那张卡牌已离开弃卡堆</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="175"/>
        <source>no such tile is left in the wall</source>
        <translation>牌山中已没有这样的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="176"/>
        <source>there is no tile to swap</source>
        <translation>没有可交换的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="177"/>
        <source>there is no drawn tile, or no wall left</source>
        <translation>没有摸到的牌，或牌山已空</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="291"/>
        <source>Declare card</source>
        <translation>宣言卡牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="293"/>
        <source>Keep cards</source>
        <translation>保留卡牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/magic.py" line="294"/>
        <source>Reset cards</source>
        <translation>重置卡牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mahjong_table.py" line="10"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="22"/>
        <source>Discard</source>
        <translation>打出</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="13"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="73"/>
        <source>any card</source>
        <translation>任意牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="45"/>
        <source>Cleared</source>
        <translation>清掉的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="54"/>
        <source>Road {0} = {1}</source>
        <translation>路{0} = {1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="55"/>
        <source>Road {0} = any</source>
        <translation>路{0} = 任意</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="56"/>
        <source>#{0} = {1}</source>
        <translation>路{0}={1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="57"/>
        <source>#{0} = any</source>
        <translation>路{0}=任意</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="64"/>
        <source>Play on a road</source>
        <translation>出到一条路上</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="66"/>
        <source>Road {0} ({1})</source>
        <translation>路{0}（{1}）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="70"/>
        <source>Join two roads</source>
        <translation>合并两条路</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="73"/>
        <source>Join {0} + {1} → {2}</source>
        <translation>合并{0} + {1} → {2}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="76"/>
        <source>Clear the roads</source>
        <translation>清除所有路</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="77"/>
        <source>Start a road</source>
        <translation>开一条路</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="78"/>
        <source>Draw a new road</source>
        <translation>摸一张开新路</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mahjong_table.py" line="12"/>
        <location filename="../shikitable/ui/layouts/makhup.py" line="79"/>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="42"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="70"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="24"/>
        <source>Pass</source>
        <translation>过</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="83"/>
        <source>{card} starts a new road.</source>
        <translation>{card}开出一条新路。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="84"/>
        <source>{seat} plays {cards} on a road of {value}.</source>
        <translation>{seat}在值为{value}的路上出{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="85"/>
        <source>{seat} joins two roads with {cards}: a road of {value}.</source>
        <translation>{seat}用{cards}合并两条路：成为值{value}的路。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="86"/>
        <source>{seat} clears every road with {card}.</source>
        <translation>{seat}用{card}清除所有路。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="87"/>
        <source>{seat} draws {card}: a new road.</source>
        <translation>{seat}摸到{card}：一条新路。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="88"/>
        <source>{seat} starts a road with {card}.</source>
        <translation>{seat}用{card}开一条路。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="89"/>
        <source>{seat} cannot play and passes.</source>
        <translation>{seat}无牌可出，过。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="90"/>
        <source>{seat} plays the last card and wins the season!</source>
        <translation>{seat}打出最后一张牌，赢得本季！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="91"/>
        <source>Nobody can play: the season ends.</source>
        <translation>无人能出牌：本季结束。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="94"/>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="13"/>
        <source>Out</source>
        <translation>出局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="95"/>
        <source>Smallest hand</source>
        <translation>手牌最少</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="96"/>
        <source>Nobody could play</source>
        <translation>无人能出牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="99"/>
        <source>{from} pays for what is left in hand: {hand}</source>
        <translation>{from}为手里剩下的牌支付：{hand}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="100"/>
        <source>{from} pays the difference between the hands: {hand}</source>
        <translation>{from}支付两手牌之差：{hand}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="101"/>
        <source>nobody wins this season</source>
        <translation>本季无人获胜</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="105"/>
        <source>The first player to empty the hand wins; every other player pays for the cards still in hand (1 a card, or their numbers with that option), times the dealer multiplier when the dealer pays or wins.</source>
        <translation>第一个打光手牌的人获胜；其他每位玩家为手里剩下的牌支付（每张1分，或按选项计数字之和），庄家支付或获胜时再乘以庄家倍数。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makhup.py" line="110"/>
        <source>The stock was empty and nobody could play: the smallest hand wins and every other player pays the difference, times the dealer multiplier when the dealer pays or wins.</source>
        <translation>牌堆已空且无人能出牌：手牌最少的人获胜，其他每位玩家支付差额，庄家支付或获胜时再乘以庄家倍数。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="16"/>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="37"/>
        <source>Discards</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="19"/>
        <source>Drawn</source>
        <translation>抽到的牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="25"/>
        <source>Swap with the community</source>
        <translation>与明牌交换</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="27"/>
        <source>Draw two</source>
        <translation>抽两张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="28"/>
        <source>Keep and give up</source>
        <translation>留下并放弃</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="29"/>
        <source>Join for {amount}</source>
        <translation>以{amount}分参加</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="30"/>
        <source>Base {amount}</source>
        <translation>底注{amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="33"/>
        <source>Season {season} begins; {dealer} is the dealer.</source>
        <translation>第{season}季开始；{dealer}为庄家。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="34"/>
        <source>{seat} antes {amount}.</source>
        <translation>{seat}下底{amount}分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="35"/>
        <source>{seat} swaps {card} for {cards} from the community.</source>
        <translation>{seat}用{card}换了明牌中的{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="36"/>
        <source>{seat} draws two from the stock.</source>
        <translation>{seat}从牌堆抽两张。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="37"/>
        <source>{seat} keeps one, gives {card} to the community and discards {cards}.</source>
        <translation>{seat}留下一张，把{card}放进明牌，弃掉{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="40"/>
        <source>Betting round {round}: {seat} sets the base.</source>
        <translation>第{round}轮下注：{seat}定底注。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="41"/>
        <source>{seat} sets the base at {base} (pot {pot}).</source>
        <translation>{seat}把底注定为{base}分（彩池{pot}分）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/makkaik.py" line="42"/>
        <source>{seat} joins for {amount} (pot {pot}).</source>
        <translation>{seat}以{amount}分参加（彩池{pot}分）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="15"/>
        <source>Down</source>
        <translation>扣下</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="16"/>
        <source>Won</source>
        <translation>赢得</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="19"/>
        <source>Unseen</source>
        <translation>未见</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="23"/>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="41"/>
        <location filename="../shikitable/ui/layouts/nine.py" line="33"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="67"/>
        <source>Play</source>
        <translation>出牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="24"/>
        <source>Play face down</source>
        <translation>扣着出</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="28"/>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="50"/>
        <location filename="../shikitable/ui/layouts/nine.py" line="41"/>
        <source>{seat} plays {cards}.</source>
        <translation>{seat}出{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="29"/>
        <source>{seat} lays {count} face down.</source>
        <translation>{seat}扣下{count}张。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="30"/>
        <source>{seat} wins trick {trick}.</source>
        <translation>{seat}赢得第{trick}墩。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="35"/>
        <source>last trick</source>
        <translation>最后一墩</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="36"/>
        <source>Payment</source>
        <translation>支付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="39"/>
        <source>{payer} pays {winner}: 6 − {won_cards} won cards</source>
        <translation>{payer}付给{winner}：6 − 赢得的牌{won_cards}张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mokkaik.py" line="43"/>
        <source>Each other player pays the winner of the last trick 6 minus their won cards (a negative amount is paid back), times the dealer multiplier when the rules say so.</source>
        <translation>其他每位玩家付给最后一墩的赢家“6减去自己赢得的牌数”（为负则反过来收回），规则要求时再乘以庄家倍数。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="15"/>
        <source>Stake</source>
        <translation>下注</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="18"/>
        <source>Season {season} begins; {dealer} is the dealer (leads the betting).</source>
        <translation>第{season}季开始；{dealer}为庄家（先下注）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="21"/>
        <source>{seat} pays the entry fee of {amount}.</source>
        <translation>{seat}交参加费{amount}分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="22"/>
        <source>Betting round {round}: {seat} acts first.</source>
        <translation>第{round}轮下注：{seat}先行动。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="23"/>
        <source>{seat} checks.</source>
        <translation>{seat}过牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="24"/>
        <source>{seat} matches with {amount} (pot {pot}).</source>
        <translation>{seat}跟注{amount}分（彩池{pot}分）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="25"/>
        <source>{seat} raises: {amount} in, {stake} this round (pot {pot}).</source>
        <translation>{seat}加注：投入{amount}分，本轮共{stake}分（彩池{pot}分）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/namto.py" line="27"/>
        <source>Community cards turned up: {cards}.</source>
        <translation>翻开明牌：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="12"/>
        <source>Vessel</source>
        <translation>船</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="13"/>
        <source>Nought (0)</source>
        <translation>无 (0)</translation>
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
        <translation>车 (3)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="17"/>
        <source>Tiger (4)</source>
        <translation>虎 (4)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="18"/>
        <source>Horse (5)</source>
        <translation>马 (5)</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="19"/>
        <source>Clerk (6)</source>
        <translation>笔 (6)</translation>
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
        <translation>王与皇</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="38"/>
        <source>Removed</source>
        <translation>已去除</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="43"/>
        <source>General: remove every card of…</source>
        <translation>将：去除所有这种强度的牌…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="44"/>
        <source>General: take from the discards…</source>
        <translation>将：从弃牌中拿…</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="51"/>
        <source>{seat} passes.</source>
        <translation>{seat}过。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="52"/>
        <source>{seat} lets it stand.</source>
        <translation>{seat}不插手。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="53"/>
        <source>Everyone passed: {seat} leads.</source>
        <translation>全员都过：{seat}首出。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="54"/>
        <source>{seat} uses the General ({count}).</source>
        <translation>{seat}使用将的效果（{count}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="55"/>
        <source>{seat} removes every {name} from the game.</source>
        <translation>{seat}把所有{name}移出游戏。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="56"/>
        <source>{seat} takes {card} from the discards.</source>
        <translation>{seat}从弃牌中拿走{card}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="57"/>
        <source>{seat} is out in place {place}.</source>
        <translation>{seat}出完，名列第{place}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="59"/>
        <source>points for the place</source>
        <translation>名次分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="60"/>
        <source>place {place}</source>
        <translation>第{place}名</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="65"/>
        <source>1st</source>
        <translation>第1名</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="66"/>
        <source>2nd</source>
        <translation>第2名</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="67"/>
        <source>3rd</source>
        <translation>第3名</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="68"/>
        <source>4th</source>
        <translation>第4名</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="69"/>
        <source>5th</source>
        <translation>第5名</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="70"/>
        <source>6th</source>
        <translation>第6名</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/niekhi.py" line="73"/>
        <source>passed</source>
        <translation>已过</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="22"/>
        <source>Ante</source>
        <translation>付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="27"/>
        <source>Beaten this round</source>
        <translation>本轮已出</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="34"/>
        <source>Take part: lay an ante</source>
        <translation>参加：放一张付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="36"/>
        <source>Stay out: draw three</source>
        <translation>不参加：抽三张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="42"/>
        <source>{seat} takes part and lays {card} as the ante.</source>
        <translation>{seat}参加，把{card}作为付。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="43"/>
        <source>{seat} stays out and draws {count}.</source>
        <translation>{seat}不参加，抽{count}张。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="44"/>
        <source>{seat} is the last one in and takes the table&apos;s cards.</source>
        <translation>{seat}是最后一个参加者，拿走桌上的牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="45"/>
        <source>{seat} empties the hand: {points} points.</source>
        <translation>{seat}打光手牌：{points}分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="46"/>
        <source>The stock is empty.</source>
        <translation>牌堆（積）已空。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="49"/>
        <source>hand emptied (largest hand left)</source>
        <translation>打光手牌（按剩下最多的手牌）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="50"/>
        <source>winner is the dealer</source>
        <translation>赢家是庄家</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="56"/>
        <source>stayed out</source>
        <translation>不参加</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nine.py" line="57"/>
        <source>hand emptied</source>
        <translation>打光手牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="28"/>
        <source>♠ Spades</source>
        <translation>♠ 黑桃</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="29"/>
        <source>♥ Hearts</source>
        <translation>♥ 红桃</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="30"/>
        <source>♦ Diamonds</source>
        <translation>♦ 方块</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="31"/>
        <source>♣ Clubs</source>
        <translation>♣ 梅花</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="48"/>
        <source>Follow: {0}</source>
        <translation>台牌：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="55"/>
        <source>J named {0}</source>
        <translation>J指定{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="75"/>
        <source>Pon!</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="75"/>
        <source>Kan!</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="76"/>
        <source>Hit!</source>
        <translation>打中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="80"/>
        <source>waiting</source>
        <translation>可打中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="83"/>
        <source>reach</source>
        <translation>立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="83"/>
        <source>crushed</source>
        <translation>卡死</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="87"/>
        <source>Hand {number} begins; {dealer} deals.</source>
        <translation>第{number}局开始；{dealer}坐庄。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="88"/>
        <source>{seat} declares a washout with {cards}: the hands are dealt again.</source>
        <translation>{seat}用{cards}宣布流牌：重新发牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="89"/>
        <source>{seat} turns up {card}.</source>
        <translation>{seat}翻开台牌{card}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="90"/>
        <source>{seat} plays {card} ({left} left).</source>
        <translation>{seat}出{card}（剩{left}张）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="91"/>
        <source>{seat} calls pon: {cards}.</source>
        <translation>{seat}碰：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="92"/>
        <source>{seat} calls kan: {cards}.</source>
        <translation>{seat}杠：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="93"/>
        <source>{seat} hits {card}!</source>
        <translation>{seat}打中{card}！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="94"/>
        <source>{seat} can neither play nor draw: crushed.</source>
        <translation>{seat}既不能出牌也不能摸牌：卡死。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="95"/>
        <location filename="../shikitable/ui/layouts/riichi.py" line="148"/>
        <location filename="../shikitable/ui/layouts/seasonal.py" line="11"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="119"/>
        <location filename="../shikitable/ui/words/reasons.py" line="149"/>
        <source>The match is over.</source>
        <translation>对局已经结束。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="98"/>
        <source>{payer} [{hand}]: {working} hand points, ×{times} = {amount}</source>
        <translation>{payer} [{hand}]：手牌分{working}，×{times} = {amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="99"/>
        <source>{seat} went out: each pays their own hand points ×{times}</source>
        <translation>{seat}出完：每人按自己的手牌分×{times}支付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="100"/>
        <source>{seat} is the last one not crushed: each pays their own hand points ×{times}</source>
        <translation>{seat}幸存：每人按自己的手牌分×{times}支付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="103"/>
        <source>{level} on {card} played by {from}, who pays ×{times}</source>
        <translation>{from}打出的{card}被{level}，由{from}支付×{times}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="104"/>
        <source>{level} on the first up-card {card}: each pays ×{times}</source>
        <translation>第一张台牌{card}被{level}：每人支付×{times}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="105"/>
        <source>{level}: {from} hit {card} and pays their own hand points ×{times}</source>
        <translation>{level}：{from}打中{card}，按自己的手牌分×{times}支付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="108"/>
        <source>Went out: everyone pays their hand points</source>
        <translation>出完：每人按手牌分支付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="109"/>
        <source>Last one standing: everyone pays their hand points</source>
        <translation>幸存：每人按手牌分支付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="110"/>
        <source>Hit: the player hit pays</source>
        <translation>打中：被打中的人支付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="111"/>
        <source>First-card hit: everyone pays</source>
        <translation>开局一发：每人支付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="112"/>
        <source>Bounce: the hit comes back on the hitter</source>
        <translation>反弹：打中反过来由打中的人承担</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="59"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="113"/>
        <source>Hit</source>
        <translation>打中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="69"/>
        <source>Draw</source>
        <translation>摸牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="114"/>
        <source>Double</source>
        <translation>双打</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="115"/>
        <source>Triple</source>
        <translation>三打</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="116"/>
        <source>Bounce</source>
        <translation>反弹</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="117"/>
        <source>Double bounce</source>
        <translation>双反弹</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="118"/>
        <source>Triple bounce</source>
        <translation>三反弹</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="21"/>
        <source>Menzen tsumo</source>
        <translation>门前清自摸和</translation>
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
        <translation>明立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="24"/>
        <source>Double open riichi</source>
        <translation>双明立直</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="25"/>
        <source>Ippatsu</source>
        <translation>一发</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="26"/>
        <source>Chankan (robbing a kan)</source>
        <translation>抢杠</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="27"/>
        <source>Rinshan kaihou (after a kan)</source>
        <translation>岭上开花</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="28"/>
        <source>Haitei (last tile, tsumo)</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="29"/>
        <source>Houtei (last discard, ron)</source>
        <translation>河底捞鱼</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="30"/>
        <source>Double riichi</source>
        <translation>两立直</translation>
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
        <translation>一杯口</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="34"/>
        <source>Yakuhai: white dragon</source>
        <translation>役牌 白</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="35"/>
        <source>Yakuhai: green dragon</source>
        <translation>役牌 发</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="36"/>
        <source>Yakuhai: red dragon</source>
        <translation>役牌 中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="37"/>
        <source>Yakuhai: seat wind East</source>
        <translation>自风 东</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="38"/>
        <source>Yakuhai: seat wind South</source>
        <translation>自风 南</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="39"/>
        <source>Yakuhai: seat wind West</source>
        <translation>自风 西</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="40"/>
        <source>Yakuhai: seat wind North</source>
        <translation>自风 北</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="41"/>
        <source>Yakuhai: round wind East</source>
        <translation>场风 东</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="42"/>
        <source>Yakuhai: round wind South</source>
        <translation>场风 南</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="43"/>
        <source>Yakuhai: round wind West</source>
        <translation>场风 西</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="44"/>
        <source>Yakuhai: round wind North</source>
        <translation>场风 北</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="45"/>
        <source>Sanshoku (three-colour run)</source>
        <translation>三色同顺</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="46"/>
        <source>Ittsu (straight)</source>
        <translation>一气通贯</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="47"/>
        <source>Chanta</source>
        <translation>混全带幺九</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="48"/>
        <source>Honroutou</source>
        <translation>混老头</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="49"/>
        <source>Toitoi (all triplets)</source>
        <translation>对对和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="50"/>
        <source>San ankou (three concealed triplets)</source>
        <translation>三暗刻</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="51"/>
        <source>San kantsu (three kans)</source>
        <translation>三杠子</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="52"/>
        <source>Sanshoku doukou (three-colour triplets)</source>
        <translation>三色同刻</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="53"/>
        <source>Chiitoitsu (seven pairs)</source>
        <translation>七对子</translation>
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
        <translation>纯全带幺九</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="57"/>
        <source>Ryanpeikou</source>
        <translation>二杯口</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="58"/>
        <source>Chinitsu (full flush)</source>
        <translation>清一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="59"/>
        <source>Kokushi musou (thirteen orphans)</source>
        <translation>国士无双</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="60"/>
        <source>Chuuren poutou (nine gates)</source>
        <translation>九莲宝灯</translation>
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
        <translation>绿一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="65"/>
        <source>Suu kantsu (four kans)</source>
        <translation>四杠子</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="66"/>
        <source>Tsuu iisou (all honours)</source>
        <translation>字一色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="67"/>
        <source>Chinroutou (all terminals)</source>
        <translation>清老头</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="68"/>
        <source>Dai suushii (big four winds)</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="69"/>
        <source>Kokushi musou, thirteen-sided wait</source>
        <translation>国士无双十三面</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="70"/>
        <source>Suu ankou, single wait</source>
        <translation>四暗刻单骑</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="71"/>
        <source>Pure nine gates</source>
        <translation>纯正九莲宝灯</translation>
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
        <translation>宝牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="75"/>
        <source>Red fives</source>
        <translation>赤宝牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="76"/>
        <source>Ura dora</source>
        <translation>里宝牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="77"/>
        <source>No yaku (Yakuless Yaku)</source>
        <translation>无役（无役之役）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="78"/>
        <source>Honba (counters)</source>
        <translation>本场（积棒）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="79"/>
        <source>Riichi sticks</source>
        <translation>供托（立直棒）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="98"/>
        <location filename="../shikitable/ui/windows/results.py" line="49"/>
        <source>Dora indicators</source>
        <translation>宝牌指示牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="111"/>
        <source>Closed kan</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="112"/>
        <source>Added kan</source>
        <translation>加杠</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="113"/>
        <source>Nine terminals draw</source>
        <translation>九种九牌流局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="130"/>
        <source>In riichi</source>
        <translation>立直中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="131"/>
        <source>In double riichi</source>
        <translation>两立直中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="132"/>
        <source>In open riichi</source>
        <translation>明立直中</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="136"/>
        <source>A new hand: {dealer} deals.</source>
        <translation>新的一局：{dealer}坐庄。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="137"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="109"/>
        <location filename="../shikitable/ui/layouts/taxot.py" line="34"/>
        <source>{seat} discards {card}.</source>
        <translation>{seat}打出{card}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="140"/>
        <source>{seat} calls chii on {card} from {from}.</source>
        <translation>{seat}吃{from}的{card}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="141"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="110"/>
        <source>{seat} calls pon on {card} from {from}.</source>
        <translation>{seat}碰{from}的{card}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="142"/>
        <source>{seat} calls kan on {card} from {from}.</source>
        <translation>{seat}明杠{from}的{card}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="143"/>
        <source>{seat} declares a closed kan: {cards}.</source>
        <translation>{seat}暗杠：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="144"/>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="112"/>
        <source>{seat} adds {card} to a pon (kan).</source>
        <translation>{seat}在碰上补第四张{card}，开杠。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="145"/>
        <source>A new dora indicator: {card}.</source>
        <translation>新的宝牌指示牌：{card}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="146"/>
        <source>{seat} wins: {han} han {fu} fu.</source>
        <translation>{seat}和牌：{han}番{fu}符。</translation>
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
        <translation>{han}番{fu}符</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="157"/>
        <source>Ron (on a discard)</source>
        <translation>荣和（别家打出的牌）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="158"/>
        <source>Tsumo (own draw)</source>
        <translation>自摸（自己摸的牌）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="159"/>
        <source>Exhaustive draw: the wall is used up</source>
        <translation>荒牌流局：牌山摸完</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="160"/>
        <source>Draw: nagashi mangan</source>
        <translation>流局：流局满贯</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="161"/>
        <source>Abortive draw: nine terminals</source>
        <translation>途中流局：九种九牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="162"/>
        <source>Abortive draw: four same winds</source>
        <translation>途中流局：四风连打</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="163"/>
        <source>Abortive draw: four kans</source>
        <translation>途中流局：四杠散了</translation>
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
        <translation>听牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="167"/>
        <source>Nine terminals shown</source>
        <translation>亮出九种九牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="168"/>
        <source>Nagashi mangan</source>
        <translation>流局满贯</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="170"/>
        <source>Riichi sticks to the leader</source>
        <translation>供托立直棒归第一名</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="153"/>
        <source>Sticks left on the table at the end: {sticks}</source>
        <translation>终局时桌上剩余的供托：{sticks}根</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/riichi.py" line="169"/>
        <source>Pays</source>
        <translation>支付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/seasonal.py" line="13"/>
        <source>Season {season} begins; {dealer} deals (×{multiplier}).</source>
        <translation>第{season}季开始；{dealer}发牌（×{multiplier}）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/seasonal.py" line="14"/>
        <source>Season {season} begins; {dealer} deals and leads.</source>
        <translation>第{season}季开始；{dealer}坐庄并首出。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/seasonal.py" line="15"/>
        <source>× the dealer multiplier</source>
        <translation>× 庄家倍数</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/seasonal.py" line="44"/>
        <source>To beat</source>
        <translation>要压的</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="23"/>
        <source>{from} pays {seat} (turn {turn})</source>
        <translation>{from}付给{seat}（第{turn}手）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="61"/>
        <source>Void characters</source>
        <translation>缺万</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="62"/>
        <source>Void dots</source>
        <translation>缺筒</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="63"/>
        <source>Void bamboo</source>
        <translation>缺条</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="64"/>
        <source>Lay face down</source>
        <translation>扣着打出（定打）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="65"/>
        <source>Three-tile swap</source>
        <translation>换三张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="78"/>
        <source>on another&apos;s discard</source>
        <translation>点炮</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="79"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="82"/>
        <source>characters</source>
        <translation>万</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="83"/>
        <source>dots</source>
        <translation>筒</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="84"/>
        <source>bamboo</source>
        <translation>条</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="90"/>
        <source>Void: characters</source>
        <translation>缺万</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="91"/>
        <source>Void: dots</source>
        <translation>缺筒</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="92"/>
        <source>Void: bamboo</source>
        <translation>缺条</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="93"/>
        <source>Void: ?</source>
        <translation>缺？</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="96"/>
        <source>Out: ron win</source>
        <translation>出局：点炮胡</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="97"/>
        <source>Out: tsumo win</source>
        <translation>出局：自摸胡</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="106"/>
        <source>Hand {season} begins; {dealer} deals.</source>
        <translation>第{season}局开始；{dealer}坐庄。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="107"/>
        <source>Every void suit is shown.</source>
        <translation>所有人的定缺都已亮出。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="108"/>
        <source>{seat} turns up the first discard: void suit {void}.</source>
        <translation>{seat}翻开扣着打出的第一张牌：定缺{void}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="111"/>
        <source>{seat} declares a kan.</source>
        <translation>{seat}开杠。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="113"/>
        <source>{seat}&apos;s kan is robbed!</source>
        <translation>{seat}的杠被抢了！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="114"/>
        <source>{seat} wins ({by}) for {points} and leaves the hand.</source>
        <translation>{seat}胡牌（{by}），得{points}分，离开本局。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="115"/>
        <source>{seat} wins ({by}) for {points} and plays on (blood battle).</source>
        <translation>{seat}胡牌（{by}），得{points}分，继续打（血流成河）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="116"/>
        <source>Three-tile swap: everyone passes three tiles of one suit.</source>
        <translation>换三张：每人传出同一门的三张牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="117"/>
        <source>Three-tile swap: the tiles go {name}.</source>
        <translation>换三张：牌{name}传。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="118"/>
        <source>The wall is used up: the players still in settle.</source>
        <translation>牌墙摸完：仍在局中的玩家结算。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="120"/>
        <source>Three-tile swap: {seat} receives {cards} from {from}.</source>
        <translation>换三张：{seat}从{from}收到{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="122"/>
        <source>Three-tile swap: {seat} receives three tiles from {from}.</source>
        <translation>换三张：{seat}从{from}收到三张牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="127"/>
        <source>Win on a discard (ron)</source>
        <translation>点炮胡</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="128"/>
        <source>Win on own draw (tsumo)</source>
        <translation>自摸胡</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="129"/>
        <source>Ron: the discarder pays</source>
        <translation>点炮：放炮者支付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="130"/>
        <source>Tsumo: each player still in pays, +1</source>
        <translation>自摸：仍在局中的每位玩家支付，+1</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="131"/>
        <source>Concealed kong: 2 from each player still in</source>
        <translation>暗杠：仍在局中的每位玩家付2分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="132"/>
        <source>Added kong: 1 from each player still in</source>
        <translation>补杠：仍在局中的每位玩家付1分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="133"/>
        <source>Kong on a discard: 2 from the discarder</source>
        <translation>明杠：放杠者付2分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="134"/>
        <source>Kong payment given back</source>
        <translation>杠钱退还</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="135"/>
        <source>Kong payment passed to the winner</source>
        <translation>杠钱转给胡牌者（呼叫转移）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="136"/>
        <source>Flower pig: pays the limit</source>
        <translation>花猪：赔封顶</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="137"/>
        <source>Not ready: pays the ready player&apos;s best value</source>
        <translation>查大叫：没听牌，按听牌者的最大番数赔付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="138"/>
        <source>At the draw: flower pig (holds the void suit)</source>
        <translation>流局时：花猪（手里还有缺门的牌）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="139"/>
        <source>At the draw: not ready</source>
        <translation>流局时：没听牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="140"/>
        <source>At the draw: ready (best value)</source>
        <translation>流局时：听牌（最大番数）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="141"/>
        <source>no fan</source>
        <translation>无番</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="142"/>
        <source>Gen (four of a kind)</source>
        <translation>根（四张同牌）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="143"/>
        <source>All triplets</source>
        <translation>对对胡</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="144"/>
        <source>Lone wait (all else melded)</source>
        <translation>金钩钓（其余全部副露）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="145"/>
        <source>Win after a kong</source>
        <translation>杠上花</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="146"/>
        <source>Robbing a kong</source>
        <translation>抢杠胡</translation>
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
        <translation>七对</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="150"/>
        <source>Terminals in every set</source>
        <translation>带幺九</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/sichuan.py" line="151"/>
        <source>All 2-5-8 triplets</source>
        <translation>将对</translation>
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
        <translation>点杠花：放杠者支付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="13"/>
        <source>Claimed</source>
        <translation>开</translation>
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
        <translation>开（取牌）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="35"/>
        <source>{seat} claims {card} from {from}: {meld}.</source>
        <translation>{seat}用开拿走{from}的{card}：{meld}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="36"/>
        <source>{seat} shows four of a kind: {cards}.</source>
        <translation>{seat}亮出四张同牌（四友）：{cards}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="21"/>
        <source>End the season</source>
        <translation>宣布终季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="28"/>
        <source>Kai!</source>
        <translation>开</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="28"/>
        <source>Four friends!</source>
        <translation>四友</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="29"/>
        <source>End the season!</source>
        <translation>终季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="37"/>
        <source>{seat} ends the season with {hand}!</source>
        <translation>{seat}宣布终季，手牌：{hand}！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="38"/>
        <source>The stock is empty: nobody wins this season.</source>
        <translation>牌堆已空：本季无人获胜。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="41"/>
        <source>× {multiplier} when the dealer is involved</source>
        <translation>涉及庄家（親）的支付 ×{multiplier}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="42"/>
        <source>× {multiplier} on every payment</source>
        <translation>所有支付 ×{multiplier}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="45"/>
        <source>Claiming a discard (開, kai): the discarder pays 1 point.</source>
        <translation>开（取弃牌）：打出那张牌的人付1分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="46"/>
        <source>Four of a kind shown (四友): every other player pays.</source>
        <translation>亮出四张同牌（四友）：其他每位玩家都要支付。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="47"/>
        <source>The hand that ended the season, and who paid for it.</source>
        <translation>结束本季的手牌，以及谁为它支付。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="48"/>
        <source>The base points for completing the hand.</source>
        <translation>完成手牌的基本分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="49"/>
        <source>Every card of the hand in one colour.</source>
        <translation>手牌全部同一种颜色。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="50"/>
        <source>Six cards in one run.</source>
        <translation>六张连成一串。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="51"/>
        <source>Won within the first round of turns.</source>
        <translation>在第一轮之内获胜。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="52"/>
        <source>One point for each Tam (皇) or King (王) among the six cards.</source>
        <translation>六张牌中每有一张皇或王，得1分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="55"/>
        <source>One point for each of the six cards of the same kind as a light card (光).</source>
        <translation>六张牌中每有一张与光牌同种的牌，得1分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="60"/>
        <source>Claim, paid by the discarder</source>
        <translation>开，由打出者支付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="61"/>
        <source>Four of a kind, paid by everyone</source>
        <translation>四友，由所有人支付</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="62"/>
        <source>End of the season</source>
        <translation>终季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="63"/>
        <source>Base for ending the season</source>
        <translation>终季基本分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="64"/>
        <source>one colour</source>
        <translation>同色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="65"/>
        <source>six in a row</source>
        <translation>六连</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="66"/>
        <source>first round</source>
        <translation>第一轮</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/taxot.py" line="67"/>
        <source>Tam and King</source>
        <translation>皇与王</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/mahjong_centre.py" line="20"/>
        <location filename="../shikitable/ui/windows/results.py" line="138"/>
        <source>East {0}</source>
        <translation>东{0}局</translation>
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
        <translation>第{0}局，共{1}局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/mahjong_centre.py" line="26"/>
        <source>Honba {0}</source>
        <translation>{0}本场</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/mahjong_centre.py" line="27"/>
        <source>Riichi sticks {0}</source>
        <translation>供托{0}根</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/mahjong_centre.py" line="28"/>
        <source>{0} tiles left</source>
        <translation>余{0}张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="42"/>
        <source>E</source>
        <translation>东</translation>
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
        <location filename="../shikitable/ui/table/scene.py" line="636"/>
        <source>{0} pt</source>
        <translation>{0}分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="638"/>
        <source>{0} pts</source>
        <translation>{0}分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="646"/>
        <location filename="../shikitable/ui/table/scene.py" line="651"/>
        <location filename="../shikitable/ui/windows/results.py" line="456"/>
        <source>Dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="649"/>
        <source>Dealer ×{0}</source>
        <translation>庄家 ×{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="661"/>
        <source>East: the dealer this hand.</source>
        <translation>东：本局的庄家。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="662"/>
        <source>{0}: this seat&apos;s wind this hand.</source>
        <translation>{0}：本局这个座位的自风。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/scene.py" line="717"/>
        <source>{0} (winning)</source>
        <translation>{0}（领先）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/table/steps.py" line="41"/>
        <source>Click to show every step at once</source>
        <translation>点击一次显示所有步骤</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="91"/>
        <source>Player {0}</source>
        <translation>玩家{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="92"/>
        <source>Bot {0}</source>
        <translation>AI {0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/dialogs.py" line="98"/>
        <source> (bot)</source>
        <translation>（AI）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="50"/>
        <source>Ura-dora indicators</source>
        <translation>里宝牌指示牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="135"/>
        <source>{0} win the hand.</source>
        <translation>{0}和牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="156"/>
        <source>{0}, {1} honba</source>
        <translation>{0}，{1}本场</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="185"/>
        <source>Dealer: {0}, dealer multiplier ×{1}</source>
        <translation>庄家：{0}，庄家倍数 ×{1}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="189"/>
        <source>Dealer: {0}</source>
        <translation>庄家：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="212"/>
        <source>{0}&apos;s winning play</source>
        <translation>{0}的制胜一手</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="217"/>
        <source>What</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="218"/>
        <source>Who</source>
        <translation>谁</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="219"/>
        <source>Details</source>
        <translation>明细</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="245"/>
        <location filename="../shikitable/ui/windows/results.py" line="441"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="247"/>
        <location filename="../shikitable/ui/windows/results.py" line="442"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="249"/>
        <source>Scores</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="278"/>
        <source>{0}&apos;s hand</source>
        <translation>{0}的手牌</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="290"/>
        <source>Winning tile: {0}</source>
        <translation>和牌：{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="333"/>
        <source>{payer}: {amount}</source>
        <translation>{payer}：{amount}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="334"/>
        <source>{0} pays {1}</source>
        <translation>{0}付{1}点</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="354"/>
        <source>from {0}</source>
        <translation>来自{0}</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="359"/>
        <source>on a discard</source>
        <translation>点和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="361"/>
        <source>on a draw</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="372"/>
        <source>bonus: </source>
        <translation>奖励：</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="407"/>
        <source>The dealer (親). The dealer multiplier is ×{0}: the rules say which payments it multiplies.</source>
        <translation>庄家（親）。庄家倍数为 ×{0}：规则中写明它乘在哪些支付上。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="427"/>
        <source>{0} wins the match!</source>
        <translation>{0}赢得本场对局！</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="428"/>
        <source>{0} share the win.</source>
        <translation>{0}并列获胜。</translation>
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
        <translation>最终排名</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="440"/>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/results.py" line="457"/>
        <source>Winner</source>
        <translation>赢家</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/eventlog.py" line="58"/>
        <source>{0} ends with no winner.</source>
        <translation>{0}结束，无人和牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/eventlog.py" line="60"/>
        <source>{0} ends: {1} wins.</source>
        <translation>{0}结束：{1}和牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="35"/>
        <source>Season {0}</source>
        <translation>第{0}季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="36"/>
        <source>Season over</source>
        <translation>本季结束</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="37"/>
        <source>Next season</source>
        <translation>下一季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="38"/>
        <source>This season</source>
        <translation>本季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="39"/>
        <source>Season</source>
        <translation>季</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="40"/>
        <source>Points by season</source>
        <translation>各季得分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="41"/>
        <source>{0} wins the season.</source>
        <translation>{0}赢得本季。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="42"/>
        <source>No winner this season.</source>
        <translation>本季无人获胜。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="43"/>
        <source>Season {0} ends with no winner.</source>
        <translation>第{0}季结束，无人获胜。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="44"/>
        <source>Season {0} ends: {1} wins.</source>
        <translation>第{0}季结束：{1}获胜。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="45"/>
        <source>{0} card</source>
        <translation>{0}张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="46"/>
        <source>{0} cards</source>
        <translation>{0}张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="47"/>
        <source>Select cards, then choose: {0}.</source>
        <translation>先选牌，再选择：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="48"/>
        <source>These cards form no legal move.</source>
        <translation>这些牌组不成合法的走法。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="52"/>
        <source>Hand {0}</source>
        <translation>第{0}局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="53"/>
        <source>Hand over</source>
        <translation>本局结束</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="54"/>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="55"/>
        <source>This hand</source>
        <translation>本局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="56"/>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="57"/>
        <source>Points by hand</source>
        <translation>各局得分</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="58"/>
        <source>{0} wins the hand.</source>
        <translation>{0}和牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="59"/>
        <source>The hand ends with no winner.</source>
        <translation>本局无人和牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="60"/>
        <source>Hand {0} ends with no winner.</source>
        <translation>第{0}局结束，无人和牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="61"/>
        <source>Hand {0} ends: {1} wins.</source>
        <translation>第{0}局结束：{1}和牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="62"/>
        <source>{0} tile</source>
        <translation>{0}张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="63"/>
        <source>{0} tiles</source>
        <translation>{0}张</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="64"/>
        <source>Select tiles, then choose: {0}.</source>
        <translation>先选麻将牌，再选择：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="65"/>
        <source>These tiles form no legal move.</source>
        <translation>这些麻将牌组不成合法的走法。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="68"/>
        <source>Hand {0} (move {1})</source>
        <translation>第{0}局（第{1}步起）</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="71"/>
        <source>East</source>
        <translation>东</translation>
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
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mahjong_table.py" line="11"/>
        <location filename="../shikitable/ui/layouts/nippachi.py" line="64"/>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="80"/>
        <source>Pon</source>
        <translation>碰</translation>
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
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mahjong_table.py" line="8"/>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="87"/>
        <source>Tsumo</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/layouts/mahjong_table.py" line="9"/>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="88"/>
        <source>Ron</source>
        <translation>荣和</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="93"/>
        <source>chii</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="94"/>
        <source>pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="95"/>
        <source>kan</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="96"/>
        <source>closed kan</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/mahjong_words.py" line="97"/>
        <source>added kan</source>
        <translation>加杠</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="24"/>
        <source>A new road starts with a single card.</source>
        <translation>新的路以一张牌开始。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="25"/>
        <source>A pass plays no cards.</source>
        <translation>过牌不出牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="26"/>
        <source>A seat is a whole number, not {0}.</source>
        <translation>座位是整数，而不是{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="27"/>
        <source>A stake is a whole number of points.</source>
        <translation>下注是整数分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="28"/>
        <source>A stake may go at most {0} points above the previous one.</source>
        <translation>下注最多比前一位高{0}分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="31"/>
        <source>A swap names one card of your hand and one community card.</source>
        <translation>交换要指定一张手牌和一张明牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="34"/>
        <source>After laying that card as the ante you could not beat the table: take part only if you can beat it.</source>
        <translation>把那张牌作为付后你就压不过桌上的牌了：只有能压过时才参加。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="41"/>
        <source>After a claim you must still hold a card to discard.</source>
        <translation>开之后手里必须还有一张可打出的牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="44"/>
        <source>All your Generals take the same effect (the option &apos;once for all&apos; is on).</source>
        <translation>你所有的将都取同一种效果（已启用“一次用于全部”选项）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="47"/>
        <source>An action&apos;s argument is a whole number or a word, not {0}.</source>
        <translation>走法的参数是整数或一个词，而不是{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="50"/>
        <source>An action&apos;s cards are whole numbers, not {0}.</source>
        <translation>走法的牌是整数，而不是{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="53"/>
        <source>An action&apos;s kind is a word, not {0}.</source>
        <translation>走法的种类是一个词，而不是{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="54"/>
        <source>An open road has no value yet: fill it with one card before joining it.</source>
        <translation>空着的路还没有数值：先放一张牌再合并它。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="57"/>
        <source>As the dealer you set the base (1 to 5 points) or fold.</source>
        <translation>作为庄家，你定底注（1到5分）或弃权。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="60"/>
        <source>Choose one of the roads on the table.</source>
        <translation>选择桌上的一条路。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="61"/>
        <source>Choose the cards to play.</source>
        <translation>选择要出的牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="62"/>
        <source>Choose the road to play on.</source>
        <translation>选择要出到哪条路上。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="63"/>
        <source>Choose the two roads to join.</source>
        <translation>选择要合并的两条路。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="64"/>
        <source>Choose two of the roads on the table to join.</source>
        <translation>从桌上的路中选两条合并。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="67"/>
        <source>Choose which drawn card to keep and which hand card to give up.</source>
        <translation>选择留下哪张抽到的牌、放弃哪张手牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="70"/>
        <source>Choose Raise (stake points) or Fold.</source>
        <translation>选择加注（押分）或弃权。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="73"/>
        <source>Discard exactly one card.</source>
        <translation>正好打出一张牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="74"/>
        <source>Draw takes no cards: you draw two from the stock.</source>
        <translation>抽牌不选牌：你从牌堆抽两张。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="77"/>
        <source>Drawing three uses none of your cards.</source>
        <translation>抽三张不用你的牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="78"/>
        <source>Everyone plays {0} card(s) in this trick.</source>
        <translation>这一墩每人出{0}张牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="81"/>
        <source>First choose: take part (lay one card as the ante) or stay out and draw three.</source>
        <translation>先选择：参加（放一张牌作为付）或不参加并抽三张。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="84"/>
        <source>Folding takes no cards or points.</source>
        <translation>弃权不用牌也不用分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="85"/>
        <source>It is not your turn: waiting for seat {0}.</source>
        <translation>还没轮到你：正在等{0}号座。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="88"/>
        <source>It is not your turn.</source>
        <translation>还没轮到你。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="89"/>
        <source>It is not your move now.</source>
        <translation>现在不是你走。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="90"/>
        <source>It is not your turn to act.</source>
        <translation>现在不是你行动的时候。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="91"/>
        <source>Join by paying the base ({0} points) or fold.</source>
        <translation>付底注（{0}分）参加，或弃权。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="94"/>
        <source>Joining costs exactly {0} points.</source>
        <translation>参加正好要{0}分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="95"/>
        <source>Joining costs {0} points: a smaller stake than the dealer&apos;s base is not allowed.</source>
        <translation>参加要{0}分：不能押得比庄家的底注少。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="98"/>
        <source>Lay exactly one card as the ante.</source>
        <translation>正好放一张牌作为付。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="99"/>
        <source>Name a strength from Vessel to King/Tam.</source>
        <translation>指定从船到王／皇之间的一种强度。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="100"/>
        <source>Name one of the two drawn cards to keep and one hand card to give up.</source>
        <translation>从抽到的两张中指定留下的一张，并指定放弃的一张手牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="103"/>
        <source>Not an action: {0}.</source>
        <translation>这不是一个走法：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="104"/>
        <source>Now exchange: swap a hand card with a community card, or draw two.</source>
        <translation>现在交换：用一张手牌换一张明牌，或抽两张。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="38"/>
        <source>After a claim you must discard before you can end the season.</source>
        <translation>开之后必须先打出一张牌，才能宣布终季。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="107"/>
        <source>Now you may claim the discard (to end the season or for a set) or pass.</source>
        <translation>现在你可以拿这张弃牌（终季或开），或者过。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="110"/>
        <source>Now you may discard a card or end the season.</source>
        <translation>现在你可以打出一张牌，或宣布终季。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="113"/>
        <source>Only a single Tam, King or Vessel clears the roads.</source>
        <translation>只有单出一张皇、王或船才能清除所有路。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="116"/>
        <source>Out of turn you may only play a big set (three or more of one strength).</source>
        <translation>不在自己回合时只能出激友（同一强度三张或以上）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="119"/>
        <source>Play a combination face up, or lay cards face down.</source>
        <translation>亮出一个组合，或扣下牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="122"/>
        <source>Play a combination or pass.</source>
        <translation>出一个组合，或者过。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="123"/>
        <source>Play a single card or a set of one strength (the Nought stands in for its own colour).</source>
        <translation>出一张牌，或同一强度的一组（无可以代替同色的牌）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="126"/>
        <source>Play a single card or a set.</source>
        <translation>出一张牌或一组。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="127"/>
        <source>Now beat the table.</source>
        <translation>现在压过桌上的牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="128"/>
        <source>Play on a road, join two roads, clear with Tam/King/Vessel, or draw.</source>
        <translation>出到一条路上、合并两条路、用皇／王／船清场，或摸牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="131"/>
        <source>Put your own {0} in before a Nought stands in for one.</source>
        <translation>先放入你自己的{0}，才能让无去代替它。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="134"/>
        <source>Setting the base takes no cards.</source>
        <translation>定底注不用牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="135"/>
        <source>Staking and folding take no cards.</source>
        <translation>下注和弃权不用牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="136"/>
        <source>Swapping a card for an identical one changes nothing: choose another exchange.</source>
        <translation>用一张相同的牌交换什么也不会改变：选择别的交换。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="139"/>
        <source>That discard does not complete a winning shape for you.</source>
        <translation>这张弃牌不能让你组成和牌的牌型。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="142"/>
        <source>That move takes no extra choice.</source>
        <translation>这一步不需要额外的选择。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="143"/>
        <source>The base is a whole number of points from {0} to {1}, not {2}.</source>
        <translation>底注是{0}到{1}之间的整数分，而不是{2}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="146"/>
        <source>The leader plays a combination face up; only the followers may lay cards down.</source>
        <translation>首出者要亮出一个组合；只有跟牌的人可以扣牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="150"/>
        <source>The open {0} takes a single card, which sets its value.</source>
        <translation>空着的{0}只能放一张牌，这张牌决定它的数值。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="153"/>
        <source>The stock has fewer than two cards: swap with a community card.</source>
        <translation>牌堆不足两张：与明牌交换。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="156"/>
        <source>The stock is empty: nothing to draw.</source>
        <translation>牌堆已空：没有牌可抽。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="157"/>
        <source>There are roads on the table: play on one, or draw.</source>
        <translation>桌上有路：出到其中一条上，或摸牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="160"/>
        <source>There is no {0} in the discards.</source>
        <translation>弃牌中没有{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="161"/>
        <source>Those cards make no combination: lead a single card, a set of equal strength, or a run of three or more consecutive numbers in one colour.</source>
        <translation>这些牌组不成组合：首出一张牌、同一强度的一组，或同色三张以上数字相连的顺子。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="165"/>
        <source>Those cards make no combination: play a single card, cards of one strength, a run of three or more consecutive numbers, or a run of sets such as 1 1 2 2 3 3.</source>
        <translation>这些牌组不成组合：出一张牌、同一强度的牌、三张以上数字相连的顺子，或像1 1 2 2 3 3这样相连的对子。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="169"/>
        <source>To beat it you need a {0} of {1}; otherwise lay {2} face down.</source>
        <translation>要压过它，你需要一组{1}张的{0}；否则扣下{2}张。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="172"/>
        <source>Use the General&apos;s effect: remove every card of a strength, or take a card from the discards.</source>
        <translation>使用将的效果：去除一种强度的所有牌，或从弃牌中拿一张。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="175"/>
        <source>While the stock lasts you draw instead of passing.</source>
        <translation>牌堆还有牌时，你要摸牌而不能过。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="178"/>
        <source>You can still play, so you may not pass.</source>
        <translation>你还能出牌，所以不能过。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="181"/>
        <source>You do not hold those cards.</source>
        <translation>你没有这些牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="182"/>
        <source>You have folded: you are out until the next season.</source>
        <translation>你已弃权：下一季之前不能再参加。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="185"/>
        <source>You have only {0} points.</source>
        <translation>你只有{0}分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="186"/>
        <source>You have only {0} points: you cannot set a base of {1}.</source>
        <translation>你只有{0}分：不能定{1}分的底注。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="189"/>
        <source>You lead this trick: play any combination.</source>
        <translation>这一墩由你首出：任何组合都可以。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="192"/>
        <source>You led this round: beat the table without an ante, or stay out and draw three.</source>
        <translation>本轮由你首出：不放付直接压过桌上的牌，或不参加并抽三张。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="195"/>
        <source>Your cards add up to {0}, but {1} needs {2}.</source>
        <translation>你的牌合计{0}，但{1}需要{2}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="198"/>
        <source>Your cards add up to {0}: no road takes {1}.</source>
        <translation>你的牌合计{0}：没有哪条路接受{1}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="201"/>
        <source>Your cards add up to {0}: no two roads add up to {1}.</source>
        <translation>你的牌合计{0}：没有两条路加起来等于{1}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="204"/>
        <source>Your cards add up to {0}; joining {1} and {2} needs {3}.</source>
        <translation>你的牌合计{0}；合并{1}和{2}需要{3}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="207"/>
        <source>Your cards must have the same colours as the lead: {0}.</source>
        <translation>你的牌必须与首出的颜色相同：{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="210"/>
        <source>Your six cards do not form a winning shape (three pairs, a pair and a four of a kind, or two sets or runs of three).</source>
        <translation>你的六张牌不成和牌的牌型（三对、一对加四张同牌，或两组三张的同牌或顺子）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="214"/>
        <source>Your {0} must be stronger than the best so far ({1}).</source>
        <translation>你的{0}必须比目前最强的（{1}）更强。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="217"/>
        <source>A raise must stake at least as much as the previous player: {0} more points this round.</source>
        <translation>加注至少要和前一位押得一样多：本轮再加{0}分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="220"/>
        <source>Folding takes no points.</source>
        <translation>弃权不用分。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="221"/>
        <source>Tam, King and Vessel have no number: play one alone to clear every road.</source>
        <translation>皇、王和船没有数字：单出一张可以清除所有路。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="224"/>
        <source>A claim needs two cards that make a set or a run of three with the discard, or three that make a set of four.</source>
        <translation>开需要两张牌与弃牌组成三张的同牌或顺子，或三张牌组成四张同牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="228"/>
        <source>Only a stronger big set beats {0}.</source>
        <translation>只有更强的激友才能压过{0}。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="229"/>
        <source>To beat {0} play a big set of more cards, or of {1} stronger.</source>
        <translation>要压过{0}，出张数更多的激友，或{1}张但更强的激友。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="232"/>
        <source>To beat {0} play a big set of {1} stronger.</source>
        <translation>要压过{0}，出{1}张更强的激友。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="235"/>
        <source>Play the same kind and size as {0} ({1} cards), or any big set, or pass.</source>
        <translation>出与{0}种类和张数（{1}张）相同的牌，或任意激友，或者过。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="238"/>
        <source>{0} is not stronger than {1}.</source>
        <translation>{0}并不比{1}强。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="239"/>
        <source>Of the same strength you need more than {0} cards.</source>
        <translation>同一强度时需要多于{0}张。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="242"/>
        <source>A stronger combination must contain a colour of the one on the table.</source>
        <translation>更强的组合必须含有桌上那组的一种颜色。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="245"/>
        <source>A stronger combination needs {0} cards (the option &apos;as many cards&apos; is on).</source>
        <translation>更强的组合需要{0}张牌（已启用“同样张数”选项）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="248"/>
        <source>{0} is not stronger than {1} (the Vessel beats only the Tam).</source>
        <translation>{0}并不比{1}强（船只能压过皇）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="251"/>
        <source>Play one card at a time.</source>
        <translation>一次出一张牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="252"/>
        <source>After drawing you may only play the card you drew, or keep it (pass).</source>
        <translation>摸牌之后只能打出你摸到的那张，或留着它（过）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="255"/>
        <source>A J names a suit: ♠ 0, ♥ 1, ♦ 2 or ♣ 3.</source>
        <translation>J指定一种花色：♠ 0、♥ 1、♦ 2或♣ 3。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="258"/>
        <source>Only a J names a suit.</source>
        <translation>只有J可以指定花色。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="259"/>
        <source>You have drawn already: play the card you drew, or keep it (pass).</source>
        <translation>你已经摸过牌：打出摸到的那张，或留着它（过）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="262"/>
        <source>You can play a card: you draw only when you cannot.</source>
        <translation>你有牌可出：只有无牌可出时才能摸牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="265"/>
        <source>Play a card, or draw when you cannot.</source>
        <translation>出一张牌，无牌可出时摸牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="266"/>
        <source>Now play a card (or draw when you cannot).</source>
        <translation>现在出一张牌（无牌可出时摸牌）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="269"/>
        <source>You are not waiting: your hand&apos;s sum is over 13.</source>
        <translation>你不能打中：手牌合计超过13。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="272"/>
        <source>Your hand&apos;s sum is {0}: you hit only a card of that number.</source>
        <translation>你的手牌合计为{0}：只能打中这个数字的牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="275"/>
        <source>Pon lays out {0} cards of the number just played.</source>
        <translation>碰要亮出{0}张刚打出的数字的牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="278"/>
        <source>Kan lays out {0} cards of the number just played.</source>
        <translation>杠要亮出{0}张刚打出的数字的牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="281"/>
        <source>Special cards may not be your last cards: this pon / kan would leave none.</source>
        <translation>特殊牌不能是你的最后几张牌：这次碰／杠之后就一张都不剩了。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="284"/>
        <source>This pon / kan wins the hand: it names no suit.</source>
        <translation>这次碰／杠让你赢下本局：不指定花色。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="287"/>
        <source>Choose the suit of the card on top (a set of Js names any suit).</source>
        <translation>选择最上面那张牌的花色（一组J可以指定任意花色）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="290"/>
        <source>Now you may hit, pon, kan or pass.</source>
        <translation>现在你可以打中、碰、杠或过。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="292"/>
        <source>That tile is not in your hand.</source>
        <translation>这张牌不在你的手牌里。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="293"/>
        <source>After riichi you must discard the tile you drew.</source>
        <translation>立直之后必须打出摸到的牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="296"/>
        <source>You may not discard that tile right after your call (kuikae).</source>
        <translation>鸣牌之后不能马上打出这张牌（食替）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="299"/>
        <source>Riichi needs a closed ready hand, 1,000 points and four tiles left in the wall.</source>
        <translation>立直需要门前听牌、1,000点，并且牌山至少剩四张。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="305"/>
        <source>First discard: lay one tile of the suit you will not use face down.</source>
        <translation>定打：把你不要的那一门的一张牌扣着打出（第一张打出的牌）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="308"/>
        <source>First choose the suit you will not use (your void suit).</source>
        <translation>先选择你不要的那一门（定缺）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="311"/>
        <source>Blood battle: after a win your hand stays as it is; discard the tile you drew.</source>
        <translation>血流成河：胡牌后手牌保持不变；打出你摸到的牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="314"/>
        <source>After a pon you discard a tile.</source>
        <translation>碰之后打出一张牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="315"/>
        <source>A kong needs four of a kind in your hand, or the fourth tile of your pon.</source>
        <translation>杠需要手里四张相同的牌，或你碰过的牌的第四张。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="318"/>
        <source>Now you discard, declare a kong, or win by your draw (tsumo).</source>
        <translation>现在你可以打牌、开杠，或自摸胡牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="321"/>
        <source>You may only rob this kong or pass.</source>
        <translation>你只能抢这个杠，或者过。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="322"/>
        <source>A pon needs two tiles like the discard in your hand, outside your void suit.</source>
        <translation>碰需要手里有两张与弃牌相同的牌，且不属于你的缺门。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="325"/>
        <source>A kan on a discard needs three like it in your hand, outside your void suit, and tiles left in the wall.</source>
        <translation>明杠需要手里有三张与弃牌相同的牌（不属于你的缺门），且牌墙还有牌。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="328"/>
        <source>Now you may claim the discard (ron, pon, kan) or pass.</source>
        <translation>现在你可以要这张弃牌（胡、碰、杠），或者过。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="331"/>
        <source>Three-tile swap: choose three tiles from your hand.</source>
        <translation>换三张：从手牌中选三张。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="334"/>
        <source>Three-tile swap: the three tiles must be of one suit.</source>
        <translation>换三张：三张必须是同一门。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="337"/>
        <source>First pass three tiles of one suit (the three-tile swap).</source>
        <translation>先传出同一门的三张牌（换三张）。</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/words/reasons.py" line="303"/>
        <location filename="../shikitable/ui/words/reasons.py" line="341"/>
        <source>That move is not allowed now.</source>
        <translation>现在不能这样走。</translation>
    </message>
</context>
<context>
    <name>theme</name>
    <message>
        <location filename="../shikitable/ui/windows/theme.py" line="112"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/theme.py" line="113"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../shikitable/ui/windows/theme.py" line="114"/>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
</context>
</TS>
