## The page's own words (menus, buttons, pages). The game's narration is in
## narration.ftl. A player's grammatical gender is $gender (f, m or other).

chip-one = { $color } chip
decision-over-detail = Out, in order: { $out }.
decision-play-mine = Your move: pick a chip from your hand, then a pile (or a new pile).
decision-play-mine-detail = { $n ->
     [one] You hold { $n } chip. Two chips of one colour on top capture the pile for that colour's owner.
    *[other] You hold { $n } chips. Two chips of one colour on top capture the pile for that colour's owner.
}
decision-play-detail = { $n ->
     [one] { $color } holds { $n } chip.
    *[other] { $color } holds { $n } chips.
}
decision-next-mine = Give the move: choose { $options }.
decision-next-mine-detail = They have no chip in the pile you just played on.
decision-next-detail = Those have no chip in the pile just played on.
decision-kill-mine = You captured pile { $pile }: choose a chip to kill.
decision-kill-mine-detail = You keep the others. Colours in the pile: { $colors }.
decision-kill-detail = Colours in the pile: { $colors }.
decision-rescue-mine = You have the move but no chip. Waiting for a rescue…
decision-rescue-mine-detail = Asked: { $asked }. Ask for help in the chat!
decision-rescue-asked = { $who } has no chip: rescue them with a prisoner, or refuse.
decision-rescue-asked-detail = If nobody rescues, { $color } is out of the game. Still to answer: { $asked }.
decision-rescue-detail = Still to answer: { $asked }.
preview-nobody = captured by nobody ({ $owner } is out): the whole pile dies
preview-capture-mine = capture! you take the pile
preview-capture = capture! { $who } takes the pile
preview-choose = then you choose: { $options }
preview-moves = then { $who } moves
preview-all = then { $who } moves (every colour is in the pile)
pile-chip = { NUMBER($n, type: "ordinal") ->
     [one] { $color } chip, { $n }st from the bottom
     [two] { $color } chip, { $n }nd from the bottom
     [few] { $color } chip, { $n }rd from the bottom
    *[other] { $color } chip, { $n }th from the bottom
}
pile-label = Pile { $pile }, bottom to top: { $chips }
pile-name = Pile { $pile }
pile-new = New pile
dead-title = Dead box
dead-empty = empty
player-profile = Profile (opens in a new tab)
player-out = { NUMBER($n, type: "ordinal") ->
     [one] out ({ $n }st to fall)
     [two] out ({ $n }nd to fall)
     [few] out ({ $n }rd to fall)
    *[other] out ({ $n }th to fall)
}
player-winner = winner
player-label = { $color }: { $name }
player-label-acting = { $color }: { $name }, must act
player-you = you
player-toAct = to act
player-mustAnswer = must answer
player-own = { $n ->
     [one] { $n } chip of their own
    *[other] { $n } chips of their own
}
player-prisoners = Prisoners:
player-noPrisoner = none
nobody = nobody
who = { $name } ({ $color })
loading = Loading…
kind-human = person
kind-ai_easy = AI (easy)
kind-ai_medium = AI (medium)
kind-ai_hard = AI (hard)
temperament-loyal = loyal
temperament-opportunist = opportunist
temperament-vengeful = vengeful
table-title = Table { $id }
table-nameFirst = You are watching. Choose a name to sit down or to talk.
table-refused-unknown = The server would not open this table.
table-refused-title = No entry
table-refused-back = Back to the lobby
table-offline = Not connected: reconnecting…
table-reconnecting = Reconnecting…
table-meta = { $players } players · { $chips } each · { $rules } · { $seconds } s per decision
table-meta-untimed = { $players } players · { $chips } each · { $rules } · no time limit
table-meta-relaxed = { $players } players · { $chips } each · { $rules } · relaxed clock (several people)
table-casual = casual game
table-chips = { $n ->
     [one] { $n } chip
    *[other] { $n } chips
}
rules-standard = standard rules
rules-simplified = simplified rules
status-open = waiting for players
status-playing = playing
status-over = finished
table-youPlay = you play { $color }
table-watching = you are watching
table-invite = Invite link:
table-invite-label = Invite link
table-copy = Copy
table-copied = Link copied
sound-on = ♪ Sound on
sound-off = ♪ Sound off
sound-title = A beep when it is your turn
live-chat = { $who } says: { $text }
live-more = { $n ->
     [one] (and { $n } more line)
    *[other] (and { $n } more lines)
}
live-on = Read out talk
live-off = Talk not read
seats-full = Every seat is taken: ready to start.
seats-waiting = Waiting for players…
seats-help = Invite friends with the link above, or fill the empty seats with AI players.
seats-fillAt = If nobody else comes, AI players take the empty seats in { $time } (at { $clock }), and the game starts.
seats-sitDown = Sit down
seats-fillAi = Fill empty seats with AI
seats-start = Start the game
seats-leave = Leave the table
seats-title = Seats
seats-you = (you)
seats-empty = empty
seats-sitHere = Sit here
seats-whoStarts = Any player seated may start the game: { $who }.
seat-away = away
seat-guest = guest
seat-connected = connected
seat-aiPlaying = AI playing for now
back-note = The AI is playing for you for now (your time ran out, or you were away).
back-button = I’m back
choice-own = { $n ->
     [one] your chip
    *[other] your { $n } chips
}
choice-prisoner = { $n ->
     [one] a { $color } prisoner
    *[other] { $n } { $color } prisoners
}
choice-pick = Pick a { $color } chip (you hold { $n })
choice-onPile = on pile { $pile }
choice-onNew = on a new pile
choice-back = Back
choice-next-self = { $who } — yourself
choice-next-label = Give the move to { $who }
choice-next-holds = { $n ->
     [one] holds { $n } chip
    *[other] holds { $n } chips
}
choice-next-empty = holds no chip: needs a rescue or is out
choice-kill = kill a { $color } chip
choice-kill-keep = { $n ->
     [one] you keep the other { $n }
    *[other] you keep the other { $n }
}
choice-rescue = rescue with a { $color } prisoner (×{ $n })
choice-refuse = Refuse
choice-refuse-last = { $color } is then out of the game
choice-refuse-others = others may still rescue
choice-group = Your choices
decision-play-picked = Play your { $color } chip: choose a pile (or drag the chip onto one).
decision-last = Last:
hint-button = Hint
hint-title = What would a strong player do here? Nothing is played for you.
hint-thinking = Thinking…
hint-label = Hint.
hint-mark = hint
hint-failed = No hint: { $why }
keys-table = Keys: 1–9 choose · Esc back · / chat
end-defeats = Order of defeat:
end-toRematch = Go to the rematch
end-rematch = Rematch
end-acceptRematch = Accept the rematch
end-download = Download record
end-replay = Watch the replay
end-keep = Keep this game in your profile: sign up
board-title = Board
board-piles = Piles, each drawn bottom to top
board-playHere = Play { $color } here: { $effect }
board-captured = captured
board-newPile = A new pile
players-title = Players
hand-title = Your hand
hand-empty = no chip
tools-prisoner = Prisoner
tools-to = Give to
tools-title = Your prisoners, at any time
tools-give = Give to
tools-kill = Kill it
tools-confirm-give = Give your { $color } prisoner to { $who }? You cannot take it back.
tools-confirm-kill = Kill your { $color } prisoner? It goes to the dead box for good.
tools-confirm-yes = Yes
tools-confirm-no = Cancel
clock-left = Time left: { $time }
title-yourMove = ▶ Your move — So Long Sucker
title-table = Table { $id } — So Long Sucker
log-title = Moves
log-auto = (auto)
log-auto-title = played by the AI for an absent or timed-out player, or for a bot that did not answer in time or well
chat-title = Chat
chat-heading = Table talk
chat-public = (public: deals are allowed, none binding)
chat-placeholder = Say something to the table…
chat-input = Chat message
chat-send = Send
chat-phrases = Quick phrases
chat-spectator = spectator
chat-ai = AI
kind-bot = bot (a program)
chat-bot = BOT
seats-bot = Seat this bot
seats-bot-label = a connected bot
seat-botWaiting = asked, waiting for its answer
seat-botAway = not connected: the host plays its moves
table-botDeclined = { $bot } declined to play here: “{ $reason }”
table-botDeclinedQuiet = { $bot } declined to play here.
table-botSilent = { $bot } did not answer in time: the seat is free again.
create-noBots = No bots at this table
chat-watching = watching
chat-toYou = mentions you
chat-colon = :{ " " }
chat-after-title = actions played when it was said
chat-tab = Chat
chat-tab-unread = { $n ->
     [one] Chat, { $n } new line
    *[other] Chat, { $n } new lines
}
chat-close = Close the chat
deals-tabs = Chat and deals
deals-tab-chat = Chat
deals-tab = Deals
deals-tab-label = { $n ->
     [one] Deals: { $n } deal, { $open } open
    *[other] Deals: { $n } deals, { $open } open
}
deals-title = Deals made in the chat
deals-note = Promises and proposals read in the chat. Nothing binds: the status says what became of each. Click one to see its line.
deals-empty = No deal yet: promises and proposals made in the chat show here.
deals-toAll = everyone
deals-show = Show this line in the chat
deals-kind-promise = Promise
deals-kind-proposal = Proposal
deals-status-open = open
deals-status-kept = kept
deals-status-broken = broken
deals-status-void = void
deals-status-accepted = accepted
deals-status-rejected = rejected
deals-status-lapsed = lapsed
deals-status-withdrawn = withdrawn
deals-by = Move { $n }: { $what }
deals-scope = Which deals
deals-scope-mine = Involving me
deals-scope-all = All
deals-emptyMine = No deal involving you yet: “All” shows the others’.
deals-implied = implied by a move
deals-implied-title = Nobody said this promise: a move gave what a proposal asked for
phrases-about = About
phrases-about-label = Player the phrase is about
error-no-session = Choose a name first.
error-no-table = This table does not exist, or it is private: then you need its invite link.
error-invite = This table is private: you need its invite link.
error-not-open = The game has already started.
error-full = Every seat is taken.
error-taken = This seat is taken.
error-rate-limited = Slow down a little.
error-not-playing = The game is not being played.
error-not-seated = Only the players seated can do that.
error-unavailable = The server is busy: try again.
name-placeholder = e.g. Ada
name-label = Your name at the table
name-rename = Rename
name-continue = Continue
name-blank = Type a name: at least one letter or digit.
name-invalid = This name cannot be used: 1 to 24 printable characters.
lobby-rules = { $players } players, { $chips }
lobby-rules-variant = { $players } players, { $chips }, { $variant }
lobby-seated = { $n }/{ $of } seated
lobby-wonBy = won by { $color }
lobby-return = Return
lobby-join = Join
lobby-watch = Watch
lobby-replay = Replay
lobby-welcome = Welcome
lobby-welcome-name = Welcome, { $name }
lobby-intro-named = Play the 1950 game of alliances and betrayal by John Nash and friends. Change your name here:
lobby-intro = Choose a name to create or join a table. No account needed.
lobby-none-open = No open table — create one!
lobby-none-playing = No game being played.
lobby-none-over = No finished game yet.
lobby-cannotLoad = Cannot load tables: { $why }
lobby-open = Open tables
lobby-playing = Games to watch
lobby-over = Finished games
lobby-openFile = Open a record file…
lobby-heading = Play So Long Sucker
lobby-rated = rated
lobby-casual = casual
home-lead = So Long Sucker is the game of alliances and betrayal that John Nash and friends invented in 1950: 3 to 6 players, coloured chips, and deals nobody has to keep.
home-lead2 = You cannot win alone — and in the end only one player is left.
home-rules = How to play
home-learn = Learn in five minutes
home-myGames = Your profile and games
home-keep = Keep your games and get a rating: sign up
home-rename = Change your name
home-nameFirst = First your name: the game starts right after.
home-play = Play now
home-computer = Play against the computer
home-rated = Play rated
home-rated-hint = A rated game against the computer: one minute per decision, and it counts for your rating.
home-computer-hint = A casual game starts at once against AI players of the level you choose, with no time limit: it waits for you.
home-friends = Play with friends
home-friends-hint = A private table: the invite link is copied for you to send.
home-friends-copied = ✓ Invite link copied: paste it to your friends, then go to your table.
home-friends-copyIt = Copy this invite link and send it to your friends:
home-friends-go = Go to your table
home-find = Find a game
home-find-wait = Wait for people
home-find-hint = Joins a table where someone waits, or opens one; AI players fill the empty seats when the wait is over.
title-lobby = So Long Sucker — lobby
create-title = New table
create-players = Players
create-chips = Chips each
create-chips-hint = 1–20; fewer chips make a shorter game
create-rules = Rules
create-rules-nash1950 = Standard (Nash 1950)
create-rules-sucker-bench = Simplified (benchmark sheet)
create-time = Time per decision
create-time-none = no time limit
create-time-hint = No time limit: alone against AIs, the game waits for you; with other people, a relaxed clock.
create-level = AI level
create-level-hint = for seats filled by the computer
create-private = Private (only people with the invite link)
create-submit = Create table
create-rated = Rated (every player needs an account)
create-rated-hint = the result changes everyone’s rating
create-rated-account = sign up to play rated games
level-easy = Easy
level-medium = Medium
level-hard = Hard
title-replay = Replay — So Long Sucker
replay-loading = Loading the record…
replay-title = Replay
replay-cannotLoad = Cannot load the record of table { $id }: { $why }
replay-badFile = This file cannot be replayed: { $why }
replay-badRecord = This record cannot be replayed: { $why }
replay-open = Open a game record (sls-record/1 JSON):
replay-drop = …or drop the file here. It is replayed in your browser; nothing is sent.
replay-upload-title = Replay a game
replay-lobby = Finished games of this site are listed in the { $lobby }.
replay-lobby-link = lobby
replay-move = Move
replay-speed = Speed
replay-play = ▶ Play
replay-pause = Pause
replay-chatSoFar = Chat so far
replay-counter = Move { $k } of { $n }
replay-start = The start: everyone holds their own chips.
replay-stops = (The record stops here.)
replay-now = Now: { $title } { $detail }
replay-noPile = No pile on the table.
replay-noChat = Nothing said yet.
replay-heading = Replay: { $title }
replay-meta = { $n ->
     [one] { $players } players · { $chips } · { $n } action
    *[other] { $players } players · { $chips } · { $n } actions
}
replay-wonBy = won by { $who }
replay-unfinished = unfinished
replay-controls = Step through the game
replay-first = « Start
replay-first-title = Start (Home)
replay-prev = ◀ Back
replay-prev-title = Back (←)
replay-next = Next ▶
replay-next-title = Forward (→)
replay-last = End »
replay-last-title = End (End)
keys-replay = Keys: ← → step · Home/End · Space play/pause
replay-chart = Chips in hand over time
replays-title = Replays
replays-finished = Finished games
replays-filters = Filter the games
replays-name = Player’s name
replays-players-label = Players
replays-any = any
replays-ai = with AIs
replays-mine = my games
replays-players = { $n ->
     [one] { $n } player
    *[other] { $n } players
}
replays-count = { $n ->
     [one] { $n } game
    *[other] { $n } games
}
replays-none = No finished game matches.
chart-label = { $n ->
     [one] Chips in hand of each player over the { $n } move
    *[other] Chips in hand of each player over the { $n } moves
}
chart-point = { $who }: { $n }
chart-start = start
chart-move = move { $n }
analysis-title = Analysis
analysis-intro = After every action, each player’s chance of winning: the AI’s judgement of the position, weighed by how the players at this table have played so far. A turning point is a choice that cost its player much.
analysis-start = Analyse this game
analysis-starting = Starting the analysis…
analysis-running = Analysing: { $done } of { $total } positions
analysis-failed = The analysis failed.
analysis-error = Cannot analyse: { $why }
analysis-chart = Chance of winning after each action
analysis-chart-label = { $n ->
     [one] Each player’s chance of winning after each of the { $n } action; turning points are circled.
    *[other] Each player’s chance of winning after each of the { $n } actions; turning points are circled.
}
analysis-point = { $who }: { $p }
analysis-numbers = The chances in numbers
analysis-after = After action
analysis-turning = Turning points
analysis-none = No turning point: no choice cost much.
analysis-jump = Show this position
title-rules = Rules — So Long Sucker
title-notFound = Page not found — So Long Sucker
meta-lobby = So Long Sucker, the 1950 negotiation game by Nash, Shapley, Hausner and Shubik: play online against people or the computer.
meta-table = A table of So Long Sucker: play or watch a game, with its public table talk.
meta-replays = Replays of finished So Long Sucker games, move by move, with their chat.
meta-rules = The rules of So Long Sucker in plain words, with diagrams and a tutorial in which you play every kind of move.
meta-leaderboard = The So Long Sucker leaderboard: ratings and players’ profiles.
title-account = Account — So Long Sucker
title-leaderboard = Leaderboard — So Long Sucker
title-player = { $name } — So Long Sucker
rules-title = How to play So Long Sucker
rules-lead = A game of alliances and betrayal invented in 1950 by Hausner, Nash, Shapley and Shubik. You cannot win alone: you will need partners — and at some point, to drop them.
rules-learn-hint = A short game against a script, at the bottom of this page: you make every kind of decision once.
rules-goal = The goal
rules-goal-text = Be the last player left in the game. You can win even with no chip at all.
rules-colors = Colours and chips
rules-colors-text = Each player (3 to 6; 4 by default) owns a colour and starts with the same number of chips of it (7 by default). Every colour also has its own symbol, so you never need to tell colours apart:
rules-colors-prisoner = A chip of another colour that you hold is a { $strong }. Everything is public: every hand, every pile and the dead box.
rules-colors-prisoner-word = prisoner
rules-move = Your move
rules-move-text = When you have the move, play one chip from your hand — your colour or a prisoner — on top of any pile, or start a new pile. Piles are drawn bottom to top.
rules-move-caption = Green played on top; only Yellow is missing from the pile, so { $who } moves.
rules-next = Who moves next
rules-next-text = The player who just moved gives the move to any player whose colour is { $strong } just played on — possibly themselves. If only one such player exists, the move goes there by itself.
rules-next-notInPile = not in the pile
rules-next-caption = Blue played last: { $options } may get the move, and Blue chooses.
rules-next-all = If every colour still in the game is in that pile, the move goes to the player whose { $em1 } chip in the pile lies { $em2 }.
rules-next-recent = most recent
rules-next-deepest = deepest
rules-next-all-caption = Every colour is in the pile. Blue’s only chip is 2nd from the bottom, the top red is 5th: { $who } moves.
rules-captures = Captures
rules-captures-text = When a chip lands on a chip of { $strong }, the pile is captured by the owner of that colour — not necessarily the player who played it. The capturer kills one chip of the pile (it goes to the dead box), takes the rest into their hand, and moves next.
rules-captures-same = the same colour
rules-captures-caption = Two blue on top: { $who } captures and chooses the chip to kill ({ $colors }).
rules-captures-out = If that colour's owner is already out, the whole pile goes to the dead box and the move comes back to the player who played.
rules-prisoners = Prisoners, at any time
rules-prisoners-text = At any moment you may kill a prisoner you hold, or give it to another player still in the game. Gifts are final. You may never give or kill chips of your own colour.
rules-rescue = No chip? Rescue or defeat
rules-rescue-text = A player given the move with no chip cannot play. Everyone else holding a prisoner is asked, in any order: give them a prisoner (a rescue — they then play) or refuse. If all refuse, the player is out for good, and the move goes back to whoever gave them the move (and further back if that player is out too).
rules-rescue-out = Chips of a player who is out stay in play as prisoners, but that colour is ignored when deciding who moves next.
rules-talk = Talk
rules-talk-text = Propose alliances, promise rescues, threaten — all in the public table chat. No deal binds anyone: that is the point of the game.
rules-variant = The simplified variant
rules-variant-text = Offered to compare with a benchmark sheet: the { $em } the capturing chip captures, and when every colour is in the pile the owner of the deepest chip moves.
rules-variant-who = player who played
diagram-chips = Bottom to top: { $list }.
diagram-chip-own = { $color } played by { $who }
diagram-chip-prisoner = { $color } played by { $who } (a prisoner)
tutorial-title = Learn by playing
tutorial-intro = A game for three with 5 chips each. You are Red; Blue and Green follow a script. Every kind of decision comes up once, and the rules check each of your moves.
tutorial-noPile = No pile yet.
tutorial-now = Now:
tutorial-restart = Start the tutorial over
tutorial-do-next = Give the move to { $who }
tutorial-do-kill = Kill a { $color } chip
tutorial-do-refuse = Refuse to rescue { $who }
tutorial-do-give = Give a { $color } prisoner to { $who }
tutorial-do-rescue = Rescue { $who } (give a { $color } prisoner)
tutorial-do-killPrisoner = Kill a { $color } prisoner
tutorial-progress = Step { $k } of { $n }
tutorial-table = The table: piles, bottom to top
tutorial-out = (out)
tutorial-empty = no chip
tutorial-log = { $n ->
     [one] What happened ({ $n } move)
    *[other] What happened ({ $n } moves)
}
tutorial-ask = Who moves now?
tutorial-you = (you)
tutorial-chip = Chip:
tutorial-pile = On:
tutorial-prisoners = Your prisoners:
tutorial-continue = Continue
tutorial-answer-right = Right: { $who } moves.
tutorial-done = You won, and you have made every kind of decision of the game.
tutorial-computer = Play against the computer
tutorial-s-start = You have the move. Pick one of your red chips, then start a new pile with it.
tutorial-s-start-hint = There is no pile yet: play a red chip on a new pile.
tutorial-s-give = Blue and Green have no chip in your pile, so you choose who moves next. Give the move to Green.
tutorial-s-give-hint = Either was allowed; this lesson goes on with Green.
tutorial-s-others = Green plays on pile 1. Only Blue is missing from it now, so Blue moves without anyone choosing, and plays there too.
tutorial-s-all = Pile 1 already holds every colour. Play a red chip on it anyway: with nobody missing from the pile, another rule says who moves.
tutorial-s-all-hint = This lesson is about pile 1: play red there.
tutorial-s-all-ask = Every colour is in pile 1: the move goes to the player whose topmost chip lies deepest. Who moves?
tutorial-s-all-ask-hint = Look at each colour’s topmost chip in pile 1: Green’s is 2nd from the bottom, lower than the others.
tutorial-s-others2 = Green starts pile 2 and gives you the move.
tutorial-s-capture = Pile 1 has red on top. Play red on it: two chips of one colour on top make a capture.
tutorial-s-capture-hint = Red on red captures: play red on pile 1.
tutorial-s-kill = You capture pile 1: choose the chip to kill. Kill a red one; the blue and green become your prisoners.
tutorial-s-kill-hint = Allowed, but this lesson keeps both prisoners: kill a red chip.
tutorial-s-owner = Play your green prisoner on pile 2, on Green’s chip. The capture is Green’s, the owner of the colour, not yours.
tutorial-s-owner-hint = Play the green prisoner on pile 2.
tutorial-s-later = A few moves later: press Continue and the script plays the next moves for everyone, yours too (marked “for you”), up to the next lesson, which lists them.
tutorial-forYou = For you: { $what }
tutorial-s-transfer = Now keep your promise: give your blue prisoner to Green. You may give a prisoner away at any time; the deals panel marks the promise kept.
tutorial-s-transfer-hint = Give the blue prisoner to Green.
tutorial-s-deal = Deals are made in the chat, and nothing forces anyone to keep them. Promise Green your blue prisoner: pick the phrase below or write your own, and send it.
tutorial-s-deal-hint = Name Green and your blue prisoner in your line, as the phrase does.
tutorial-deal-phrase = Green, I’ll give you my blue prisoner.
tutorial-deal-what = a { $color } prisoner
tutorial-s-killPrisoner = You may also kill a prisoner at any time: it goes to the dead box. Kill your green prisoner.
tutorial-s-killPrisoner-hint = Kill the green prisoner.
tutorial-s-rescue = Green has the move and no chip at all: Green is lost unless someone gives a prisoner. Rescue Green with your blue prisoner.
tutorial-s-rescue-hint = Give your blue prisoner to Green: that saves Green.
tutorial-s-rescued = Now you have the move and no chip. Blue holds a red prisoner and rescues you with it.
tutorial-s-afterRescue = Saved! Play the red chip Blue gave you on pile 6.
tutorial-s-afterRescue-hint = Play red on pile 6.
tutorial-s-refuse = Green is in trouble again, and you are the only one who could help. Refuse this time.
tutorial-s-refuse-hint = Refuse: Green is then out of the game.
tutorial-s-rebound-ask = Green is out. The move rebounds to the player who gave Green the move. Who moves?
tutorial-s-rebound-ask-hint = Look at the log: who gave Green the move last?
tutorial-s-dead = Green is out, and pile 7 has a green chip on top. Play your green prisoner on it: nobody can capture for Green.
tutorial-s-dead-hint = Play the green prisoner on pile 7.
tutorial-s-dead-ask = The whole pile went to the dead box. Who moves now?
tutorial-s-dead-ask-hint = After a capture of a defeated colour, the move comes back to the player who played.
tutorial-s-win = Play red on pile 9: Blue then gets the move with no chip, and nobody holds a prisoner to save Blue.
tutorial-s-win-hint = Play red on pile 9.
tutorial-why-turn = It is not your decision now.
tutorial-why-phase = That is not the decision the game waits for now.
tutorial-why-not-held = You hold no such chip.
tutorial-why-no-pile = There is no such pile.
tutorial-why-next-option = You may give the move only to a player whose colour is not in the pile.
tutorial-why-kill-option = You may only kill a colour that is in the captured pile.
tutorial-why-own-color = Nobody may give or kill chips of their own colour.
tutorial-why-transfer-defeated = A defeated player cannot receive chips.
tutorial-why-not-awaited = Only players asked to rescue may refuse.
tutorial-why-over = The game is over.
nav-skip = Skip to the content
nav-label = Main
nav-play = Play
nav-replays = Replays
nav-rules = Rules
nav-language = Language
nav-leaderboard = Leaderboard
nav-login = Log in
nav-account = Account
account-title = Your account
account-why = No account is needed to play. With one, you keep your games, get a rating and can play rated games.
account-guest = You play as { $name }, a guest on this browser. Sign up to keep your games, get a rating and play rated games.
account-signup = Sign up
account-signup-keep = Your games as { $name } come with you.
account-signup-submit = Create my account
account-login = Log in
account-login-submit = Log in
account-username = Username
account-password = Password
account-password-hint = at least 8 characters
account-invalid = This cannot be used: a username has 2 to 24 printable characters, a password 8 to 256.
account-wait = { $n ->
     [one] Too many failed tries: wait { $n } second.
    *[other] Too many failed tries: wait { $n } seconds.
}
account-signedIn = You are logged in as { $name }.
account-profile = Your profile and games
account-sessions = Sessions
account-logout = Log out
account-logoutEverywhere = Log out everywhere
account-logoutEverywhere-hint = Ends your sessions on every device, this one too.
account-sessions-seen = last seen { $when }
account-sessions-current = this browser
account-sessions-end = Log out this one
account-sessions-ended = That session is ended.
account-password-change = Change my password
account-password-current = Current password
account-password-new = New password
account-password-submit = Change it
account-password-changed = Password changed: your other sessions are ended.
account-password-wrong = Wrong current password.
account-data = Your data
account-data-text = One file with everything kept about you: your account and every game you played (as game records).
account-data-download = Download my data
account-delete = Delete my account
account-delete-text = Your account, rating and history are deleted for good. Games you played stay, without your name.
account-delete-password = Your password, to be sure
account-delete-submit = Delete my account for good
account-delete-wrong = Wrong password.
account-deleted = Your account is deleted.
bot-title = Bot account
bot-become-text = A program can play with this account, as a bot: it connects with a token and is shown as a bot everywhere, rated apart from people. Only an account that never played a rated game can become one, and it stays a bot account for good.
bot-become = Make this a bot account
bot-become-confirm = This account will be a bot account for good. Go on?
bot-is = This is a bot account: its program plays with a token (Authorization: Bearer …), through sucker bot connect or its own websocket client.
bot-token-id = Token
bot-token-created = Made
bot-token-used = Last used
bot-token-never = never
bot-token-revoke = Revoke
bot-token-revoke-confirm = Revoke the token { $id }? A program connected with it is cut off at once, and it will not connect again.
bot-token-none = No token yet.
bot-token-once = Your new token, shown only now — copy it:
bot-token-make = Make a token
people-leaderboard = Leaderboard
people-leaderboard-lead = Ratings count wins alone: everyone starts at 1500. The AI levels have a fixed rating, measured in games among themselves, so you can see how strong each one is.
people-tab-people = People and AIs
people-tab-bots = Bots and AIs
people-player = Player
people-rating = Rating
people-games = Games
people-wins = Wins
people-none = Nobody is rated yet: play a rated game!
people-provisional-title = provisional: fewer than 10 rated games
people-provisional-note = ? marks a provisional rating: fewer than 10 rated games.
people-provisional-profile = Provisional until 10 rated games.
people-rating-provisional = { $rating } (provisional)
people-record = { $n ->
     [one] { $n } rated game, { $wins } won
    *[other] { $n } rated games, { $wins } won
}
people-change = last game: { $change }
people-unrated = Not rated yet: ratings come from rated games.
people-chart = Rating over time
people-chart-desc = { $n ->
     [one] Rating after each rated game: { $n } game, rating { $last }.
    *[other] Rating after each rated game: { $n } games, from { $first } to { $last }, best { $best }.
}
people-chart-point = Game { $n }: { $rating } ({ $when })
people-chart-first = first game
people-chart-last = latest
people-chart-data = The numbers
people-chart-item = { $rating } — { $when }
people-chart-start = Start: { $rating }
people-chart-startAxis = start
people-scale = Ratings count wins alone, on the chess scale: everyone starts at 1500, and 200 points more means winning about three games in four head to head. A rating is never shown below 0.
people-scale-ai = An AI level's rating is fixed: measured once in hundreds of games among the AI levels, since a program's strength does not change. Players' ratings move against it.
people-latestOnly = Counts of all { $total } games; the list shows the latest { $n }.
table-casual-same-address = Played as casual: two seats come from one address, so this game cannot move ratings.
table-casual-same-browser = Played as casual: two seats come from one browser, so this game cannot move ratings.
table-casual-new-account = Played as casual: a new account's games move ratings once it has finished 3 casual games.
people-bySize = Wins by number of players
people-size = { $players } players:
people-size-record = { $n ->
     [one] { $n } game, { $wins } won ({ $rate }%)
    *[other] { $n } games, { $wins } won ({ $rate }%)
}
people-games-title = Latest games
people-myGames = My games
people-noGames = No finished game yet.
people-when = Ended
people-place = Place
people-kind = Game
people-placeOf = { NUMBER($n, type: "ordinal") ->
     [one] { $n }st of { $players }
     [two] { $n }nd of { $players }
     [few] { $n }rd of { $players }
    *[other] { $n }th of { $players }
}
people-replay = Replay
people-replay-table = Replay table { $id }
people-noPlayer = There is no such player.
people-toLeaderboard = See the leaderboard
people-you = This is you.
people-yourAccount = Your account
notFound = Page not found
notFound-lobby = Go to the lobby
me = You: { $name }
chat-earlier = Earlier lines…
error-spectators-full = Too many people are watching this table: try again later.
error-moved = The table moved to another server: try again.
error-too-large = That is too long.
error-bad-origin = This page cannot talk to the server from here.
error-no-account = Only players with an account can do that: sign up first.
error-name-taken = This username is taken: choose another.
error-has-account = You already have an account: log out first.
error-bad-login = Wrong username or password.
error-no-player = There is no such player.
