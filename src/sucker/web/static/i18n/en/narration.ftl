## The game in words: what an action did, why a move is better, for the page's log, the
## command line, hints and analysis. Python (sucker.narration) and the page (i18n.js) render
## the same facts with this file. A player variable holds a name, with its grammatical
## gender in $NAME-gender (f, m or other); a chip variable holds a colour in words (agreeing
## with its number), with its colour id in $NAME-color; a list of players is already joined.

## Colours, as words for chips ($n: how many).
color-red = red
color-blue = blue
color-green = green
color-yellow = yellow
color-purple = purple
color-orange = orange

## Lists of players.
list-and = { $rest } and { $last }
list-or = { $rest } or { $last }

## What an action did, and what followed by itself (the move log).
log-play-new = { $by } played { $chip-color ->
    [orange] an
   *[other] a
} { $chip } chip on a new pile (pile { $pile }).
log-play = { $by } played { $chip-color ->
    [orange] an
   *[other] a
} { $chip } chip on pile { $pile }.
log-capture-choose = Two { $chips } chips on top: { $who } captures pile { $pile } and must kill one chip.
log-capture-dead = Two { $chips } chips on top, but { $owner } is out: the whole pile goes to the dead box and the move comes back.
log-capture-auto = Two { $chips } chips on top: { $who } captures pile { $pile }, kills { $chip-color ->
    [orange] an
   *[other] a
} { $chip } chip (the only colour there) and takes the rest.
player-self = { $gender ->
    [f] herself
    [m] himself
   *[other] themself
}
log-chooses = { $by } chooses who moves next: { $options } (no chip of theirs in that pile).
log-next = { $by } gave the move to { $to }.
log-kill = { $by } killed { $chip-color ->
    [orange] an
   *[other] a
} { $chip } chip from pile { $pile } and took the other { $n }.
log-kill-somewhere = { $by } killed { $chip-color ->
    [orange] an
   *[other] a
} { $chip } chip.
log-rescue = { $by } rescued { $to } with { $chip-color ->
    [orange] an
   *[other] a
} { $chip } prisoner.
log-give = { $by } gave { $chip-color ->
    [orange] an
   *[other] a
} { $chip } prisoner to { $to }.
log-kill-prisoner = { $by } killed { $chip-color ->
    [orange] an
   *[other] a
} { $chip } prisoner.
log-refuse = { $by } refused to rescue { $who }.
log-out = { $who } is out of the game (no chip and no rescue).
log-wins = { $who } wins!
log-rescue-ask = { $who } has the move but no chip: { $helpers } may rescue.

## An action alone, when the states around it are unknown.
log-play-new-plain = { $by } played { $chip-color ->
    [orange] an
   *[other] a
} { $chip } chip on a new pile.
log-refuse-plain = { $by } refused to rescue.
log-other = { $by }: { $act }

## Who moves next, and why.
move-plain = { $who } moves.
move-capturer = { $who } moves (the capturer moves next).
move-rescued = { $who } moves (rescued).
move-again = { $who } moves again (the move comes back).
move-back = { $who } moves (the move goes back to whoever gave it).
move-only = { $who } moves: the only player with no chip in that pile.
move-deepest = { $who } moves: every colour is in that pile, and theirs is the deepest of the last chips.

## An answer, as someone does it now (does-), did it (did-) or would do it (do-).
does-play = plays { $chip } { $pile ->
    [new] on a new pile
   *[other] on pile { $pile }
}
did-play = played { $chip } { $pile ->
    [new] on a new pile
   *[other] on pile { $pile }
}
do-play = play { $chip } { $pile ->
    [new] on a new pile
   *[other] on pile { $pile }
}
does-next = gives the move to { $to }
did-next = given the move to { $to }
do-next = give the move to { $to }
does-kill = kills { $chip-color ->
    [orange] an
   *[other] a
} { $chip } chip
did-kill = killed { $chip-color ->
    [orange] an
   *[other] a
} { $chip } chip
do-kill = kill { $chip-color ->
    [orange] an
   *[other] a
} { $chip } chip
does-rescue = rescues { $to } with { $chip-color ->
    [orange] an
   *[other] a
} { $chip } chip
did-rescue = rescued { $to } with { $chip-color ->
    [orange] an
   *[other] a
} { $chip } chip
do-rescue = rescue { $to } with { $chip-color ->
    [orange] an
   *[other] a
} { $chip } chip
does-give = gives { $chip-color ->
    [orange] an
   *[other] a
} { $chip } prisoner to { $to }
did-give = given { $chip-color ->
    [orange] an
   *[other] a
} { $chip } prisoner to { $to }
do-give = give { $chip-color ->
    [orange] an
   *[other] a
} { $chip } prisoner to { $to }
does-kill-prisoner = kills { $chip-color ->
    [orange] an
   *[other] a
} { $chip } prisoner
did-kill-prisoner = killed { $chip-color ->
    [orange] an
   *[other] a
} { $chip } prisoner
do-kill-prisoner = kill { $chip-color ->
    [orange] an
   *[other] a
} { $chip } prisoner
does-refuse = refuses to rescue { $to }
did-refuse = refused to rescue { $to }
do-refuse = refuse to rescue { $to }

## The analysis's turning points ($before, $after, $chance: percents).
turning-point = Move { $n }: { $who } { $played }; their chance falls from { $before }% to { $after }%.
turning-point-missed = Move { $n }: { $who } { $played }; their chance goes from { $before }% to { $after }%, short of the better answer.
turning-point-better = Better: { $better } ({ $chance }%).
turning-point-abstain = Better not to.

## Why a hint's answer is good.
reason-only = it is your only answer
reason-capture = you capture the pile and keep { $chips } { $chips ->
    [one] chip
   *[other] chips
}
reason-threat = a pile topped by your colour is a capture for later
reason-spend = you spend { $chip-color ->
    [orange] an
   *[other] a
} { $chip } chip, which costs you least
reason-move-to-self-capture = keep the move: you can capture
reason-move-to-empty = { $to } holds no chip and may be defeated
reason-move-no-capture = { $to } cannot capture, so must spend a chip
reason-move-least-harm = of those who can move, { $to } gains least
reason-kill-leader = { $rival } is your strongest rival
reason-kill = { $chip-color ->
    [orange] an
   *[other] a
} { $chip } chip is the one you miss least
reason-refuse = a rescue would cost you a chip for a rival
reason-rescue = keeping { $to } in the game holds back the leader
reason-best = it keeps your chance best
hint-answer = { $move }: { $reason }.
hint-answer-chance = { $move }: { $reason } (your chance about { $chance }%).

## Who decides now, and what (the page's decision box, the command line's board).
decision-play = { $who } to play a chip.
decision-next = { $who } gives the move: { $options }.
decision-kill = { $who } captured pile { $pile } and chooses a chip to kill.
decision-rescue = { $who } has no chip and waits for a rescue.
decision-over = { $who } wins the game.
