## What the AIs say at the table (sucker.ai.talk.speech renders it for each reader, in
## their language). One message per kind of line; its variants are its attributes .v1,
## .v2, … (one is drawn, the same for every language). $to and $To name the addressee (as is,
## capitalised to start a sentence), $about and $About a third player (an alliance's target),
## $who and $Who any colour, $name the speaker's name.

## Bargains: one line per act (kind, wanted, offered).

talk-act-deal-move-rescue =
    .v1 = Give me the move, { $to }, and I'll rescue you.
    .v2 = { $To }, pass me the move and I'll rescue you when you run dry. Deal?
    .v3 = Hand me the move, { $to }, and I will save you later.
talk-act-deal-move-spare =
    .v1 = Give me the move, { $to }, and I won't kill your chips.
    .v2 = { $To }, pass me the move and your chips are safe with me. Deal?
talk-act-deal-move-move =
    .v1 = Give me the move now, { $to }, and I'll give you the move after.
    .v2 = { $To }, pass me the move and I'll pass the move back to you. Deal?
talk-act-deal-rescue-move =
    .v1 = Rescue me, { $to }, and I'll give you the move.
    .v2 = { $To }, save me and I'll pass you the move. Deal?
    .v3 = Send me a prisoner, { $to }, and the move is yours.
talk-act-deal-rescue-spare =
    .v1 = Rescue me, { $to }, and I won't kill your chips.
    .v2 = { $To }, save me and your chips are safe with me. Deal?
talk-act-deal-rescue-rescue =
    .v1 = Rescue me, { $to }, and I'll rescue you when your turn comes.
    .v2 = { $To }, save me now and I will save you later. Deal?
talk-act-ask-move =
    .v1 = Give me the move, { $to }.
    .v2 = { $To }, pass me the move, please.
    .v3 = Come on { $to }, hand me the move.
talk-act-ask-rescue =
    .v1 = Please rescue me, { $to }!
    .v2 = { $To }, help me, I am nearly out of chips.
    .v3 = I need a prisoner, { $to }. Rescue me!
talk-act-promise-move =
    .v1 = I'll give you the move, { $to }.
    .v2 = { $To }, I will pass you the move when I can.
    .v3 = You'll get the move from me, { $to }.
talk-act-promise-rescue =
    .v1 = I'll rescue you, { $to }.
    .v2 = Don't worry { $to }, I will save you if you run dry.
    .v3 = { $To }, I'll come to your rescue when you need it.
talk-act-promise-spare =
    .v1 = I won't kill your chips, { $to }.
    .v2 = { $To }, your chips are safe with me.
    .v3 = I will not touch your chips, { $to }.
talk-act-alliance =
    .v1 = { $To }, alliance against { $about }?
    .v2 = Let's team up against { $about }, { $to }.
    .v3 = { $To }, shall we gang up on { $about }?
    .v4 = How about an alliance against { $about }, { $to }?
talk-act-accept =
    .v1 = Deal, { $to }.
    .v2 = OK { $to }, deal.
    .v3 = Agreed, { $to }.
    .v4 = Yes, { $to }, it's a deal.
talk-act-reject =
    .v1 = No deal, { $to }.
    .v2 = Not a chance, { $to }.
    .v3 = No way, { $to }.
    .v4 = Nope, { $to }.
talk-act-threaten =
    .v1 = Cross me, { $to }, and I'll kill your chips.
    .v2 = Betray me, { $to }, and you'll regret it.
    .v3 = Watch out, { $to }. I will kill your chips if you cross me.
talk-act-threaten-move =
    .v1 = Give me the move, { $to }, or I'll kill your chips.
    .v2 = { $To }, pass me the move or else.
talk-act-threaten-rescue =
    .v1 = Rescue me, { $to }, or you'll regret it.
    .v2 = { $To }, save me or I will kill your chips.
talk-act-accuse =
    .v1 = You broke your promise, { $to }!
    .v2 = { $To }, you lied to me!
    .v3 = Liar! You promised, { $to }.
    .v4 = { $To } broke their word. Remember that, everyone.

## Conversation: greetings, answers, owning a broken promise, rudeness, the end.

talk-greet =
    .v1 = Hello { $to }!
    .v2 = Hi { $to }, good luck.
    .v3 = Hey { $to }! I'm { $name }.
talk-thanks =
    .v1 = You're welcome, { $to }.
    .v2 = Any time, { $to }.
talk-leader =
    .v1 = I'd say { $who } is ahead, with the most chips.
    .v2 = { $Who } looks strongest to me right now.
talk-me-leader =
    .v1 = Modestly? Me.
    .v2 = I like my chances, to be honest.
talk-even =
    .v1 = Too close to call.
    .v2 = Nobody yet: it is anyone's game.
talk-want-move =
    .v1 = The move, { $to }. Give it to me and I'll make it worth your while.
talk-want-rescue =
    .v1 = A rescue, { $to }: I'm running out of chips.
talk-want-ally =
    .v1 = An ally against { $who }.
    .v2 = To stop { $who }, with a partner.
talk-want-win =
    .v1 = To win, like everyone. Make me an offer.
talk-chips-mine =
    .v1 = { $n ->
        [one] Just one chip left, { $to }.
       *[other] { $n } chips in hand, { $to }, all my own colour.
    }
    .v2 = { $n ->
        [one] One. Only one.
       *[other] { $n }, { $to }. Count them on the board if you like.
    }
talk-chips-mine-prisoners =
    .v1 = { $n ->
        [one] One chip, { $to }, and it is a prisoner.
       *[other] { $n } chips, { $to }: { $k ->
            [one] one of them a prisoner
           *[other] { $k } of them prisoners
        }.
    }
talk-chips-out =
    .v1 = None left in hand, { $to }: I need someone to rescue me.
talk-chips-other-out =
    .v1 = { $Who } has no chips left in hand.
talk-chips-other =
    .v1 = { $n ->
        [one] { $Who } has one chip left.
       *[other] { $Who } has { $n } chips in hand.
    }
talk-chips-yours =
    .v1 = { $n ->
        [one] One chip, { $to }: look at your card.
       *[other] { $n } chips, { $to }: look at your card.
    }
talk-chips-yours-out =
    .v1 = None left, { $to }: you need a rescue.
talk-prisoners-mine =
    .v1 = { $k ->
        [one] One prisoner, { $to }.
       *[other] { $k } prisoners, { $to }.
    }
talk-prisoners-mine-none =
    .v1 = Not a single prisoner, { $to }.
talk-prisoners-other =
    .v1 = { $k ->
        [one] { $Who } holds one prisoner.
       *[other] { $Who } holds { $k } prisoners.
    }
talk-prisoners-other-none =
    .v1 = { $Who } holds no prisoner.
talk-prisoners-yours =
    .v1 = { $k ->
        [one] You hold one prisoner, { $to }.
       *[other] You hold { $k } prisoners, { $to }.
    }
talk-prisoners-yours-none =
    .v1 = None, { $to }.
talk-chips-most =
    .v1 = { $n ->
        [one] { $Who }, with one chip: nobody has more.
       *[other] { $Who }, with { $n } chips in hand.
    }
talk-chips-most-me =
    .v1 = { $n ->
        [one] Me, with one chip: we are all poor.
       *[other] Me, with { $n } chips. Don't hold it against me.
    }
talk-why-refused =
    .v1 = You had broken your word to me before, { $to }.
    .v2 = I don't rescue those who lied to me, { $to }.
talk-why-cost =
    .v1 = Rescuing you would have cost me too much, { $to }.
    .v2 = It was you or me, { $to }: I kept my prisoners.
talk-why-broke =
    .v1 = It paid better, { $to }. Nothing personal.
talk-why-move =
    .v1 = { $Who } was the better choice for me, { $to }.
talk-why-move-kept =
    .v1 = Keeping the move was better for me, { $to }.
talk-why-none =
    .v1 = I've done nothing against you, { $to }.
    .v2 = Why what, { $to }?
talk-threatened-loyal =
    .v1 = You don't need threats, { $to }.
    .v2 = Threats won't work on me, { $to }.
talk-threatened-opportunist =
    .v1 = We'll see about that, { $to }.
    .v2 = Threats won't work on me, { $to }.
talk-threatened-vengeful =
    .v1 = You don't scare me, { $to }.
    .v2 = We'll see about that, { $to }.
talk-praised =
    .v1 = Thank you, { $to }.
    .v2 = Kind of you, { $to }.
talk-small-bot =
    .v1 = I'm one of this site's AIs, { $to }. I still keep my word, mostly.
    .v2 = An AI, { $to }, and no softer for it.
talk-small-who =
    .v1 = I'm { $name }, { $to }, and I'm here to win.
    .v2 = { $name }, { $to }. Pleased to meet you.
talk-small-how =
    .v1 = I'm doing well, { $to }. And you?
    .v2 = I'm well, { $to }. And you?
talk-small-sorry =
    .v1 = Water under the bridge, { $to }.
    .v2 = Let's say no more about it, { $to }.
talk-small-betray =
    .v1 = Only if you give me a reason, { $to }.
talk-small-trust =
    .v1 = Good. Keep your side and I'll keep mine, { $to }.
    .v2 = Trust is earned at this table, { $to }.
talk-small-plan =
    .v1 = That depends on what I'm offered, { $to }.
    .v2 = To whoever makes me the best offer, { $to }.
talk-small-capture =
    .v1 = { $To }, when a chip lands on a chip of its own colour, that colour's player captures the pile: one chip of it goes to the box, the others become their prisoners.
talk-small-nochips =
    .v1 = With the move and no chip, { $to }, you are rescued or out: whoever holds a prisoner may give you one, and if nobody does, you are defeated.
talk-small-win =
    .v1 = The last player still in wins, { $to }. Keep chips, and friends.
talk-small-rules =
    .v1 = The Rules page explains it all, { $to }, with a tutorial.
talk-huh =
    .v1 = Sorry { $to }, I didn't understand.
    .v2 = Hm? Say it again, { $to }?
talk-why-kill =
    .v1 = I needed a chip killed, { $to }, and yours was the one I could spare.
    .v2 = Nothing personal, { $to }: killing your chip kept my prisoners.
talk-why-kill-wronged =
    .v1 = You broke your word to me, { $to }. That kill was the price.
talk-why-kill-other =
    .v1 = That wasn't me, { $to }: { $who } killed your chip.
talk-why-kill-none =
    .v1 = I never killed a chip of yours, { $to }.
talk-why-rescue-none =
    .v1 = I never refused you a rescue, { $to }.
    .v2 = I never had the chance to rescue you, { $to }.
talk-why-move-none =
    .v1 = I never passed you over for the move, { $to }.
talk-why-offer-move =
    .v1 = Because you decide who plays next, { $to }.
    .v2 = Because you choose who plays next, { $to }.
talk-why-offer-rescue =
    .v1 = Because you hold the prisoners I lack, { $to }.
    .v2 = You have prisoners to spare, { $to }, and I am short of chips.
talk-why-offer-ally =
    .v1 = { $Who } is ahead, { $to }, that is all.
    .v2 = Look at { $who }'s chips, { $to }.
talk-why-offer =
    .v1 = It suits us both, { $to }.
talk-broke-loyal =
    .v1 = Sorry, { $to }. I had no choice this time; I'll make it up to you.
    .v2 = { $To }, forgive me: I could not keep that promise and survive.
talk-broke-opportunist =
    .v1 = Nothing personal, { $to }. It simply paid better.
    .v2 = Business is business, { $to }.
talk-broke-vengeful =
    .v1 = You had it coming, { $to }.
    .v2 = That's how it goes, { $to }: remember who crossed whom.
talk-kept-word =
    .v1 = I kept every promise I made you, { $to }.
    .v2 = I never broke my word to you, { $to }.
talk-deal-on =
    .v1 = Deal, { $to }: I'll keep my side.
    .v2 = Good, { $to }. We have a deal.
talk-deal-off =
    .v1 = Your loss, { $to }.
    .v2 = As you like, { $to }.
talk-insult-loyal =
    .v1 = No need to be rude, { $to }.
    .v2 = Let's keep it friendly, { $to }.
talk-insult-opportunist =
    .v1 = Words are cheap, { $to }. Make me an offer instead.
    .v2 = Charming, { $to }. I'll remember it at the next deal.
talk-insult-vengeful =
    .v1 = You'll regret that, { $to }.
    .v2 = Careful, { $to }. I never forget.
talk-gg-won =
    .v1 = Good game, everyone!
    .v2 = gg all: that was a close one.
talk-gg-lost =
    .v1 = Well played, { $who }. gg!
    .v2 = gg, { $who }, you earned it.
talk-after-game =
    .v1 = The game is over, { $to }. Good game!
    .v2 = gg, { $to }.
