## La partie en mots : ce qu’une action a fait, pourquoi un coup est meilleur, pour le
## journal de la page, la ligne de commande, les indices et l’analyse. Python
## (sucker.narration) et la page (i18n.js) rendent les mêmes faits avec ce fichier. Une
## variable de joueur porte un nom, son genre grammatical dans $NOM-gender (f, m ou other) ;
## une variable de jeton porte une couleur en mots (accordée à son nombre), son identifiant
## dans $NOM-color ; une liste de joueurs est déjà jointe.

## Les couleurs, pour les jetons ($n : combien).
color-red = { $n ->
    [one] rouge
   *[other] rouges
}
color-blue = { $n ->
    [one] bleu
   *[other] bleus
}
color-green = { $n ->
    [one] vert
   *[other] verts
}
color-yellow = { $n ->
    [one] jaune
   *[other] jaunes
}
color-purple = { $n ->
    [one] violet
   *[other] violets
}
color-orange = orange

## Les listes de joueurs.
list-and = { $rest } et { $last }
list-or = { $rest } ou { $last }

## Ce qu’une action a fait, et ce qui a suivi de soi-même (le journal des coups).
log-play-new = { $by } a posé un jeton { $chip } sur une nouvelle pile (pile { $pile }).
log-play = { $by } a posé un jeton { $chip } sur la pile { $pile }.
log-capture-choose = Deux jetons { $chips } se suivent : { $who } capture la pile { $pile } et doit sacrifier un jeton.
log-capture-dead = Deux jetons { $chips } se suivent, mais { $owner } { $owner-gender ->
    [f] est vaincue
   *[other] est vaincu
} : toute la pile part dans la boîte et la main revient au joueur.
log-capture-auto = Deux jetons { $chips } se suivent : { $who } capture la pile { $pile }, sacrifie un jeton { $chip } (seule couleur de la pile) et prend le reste.
player-self = { $gender ->
    [f] elle-même
   *[other] lui-même
}
log-chooses = { $by } choisit à qui donner la main : { $options } (aucun de leurs jetons dans cette pile).
log-next = { $by } a donné la main à { $to }.
log-kill = { $by } a sacrifié un jeton { $chip } de la pile { $pile } et { $n ->
    [one] a pris l’autre
   *[other] a pris les { $n } autres
}.
log-kill-somewhere = { $by } a sacrifié un jeton { $chip }.
log-rescue = { $by } a sauvé { $to } avec un prisonnier { $chip }.
log-give = { $by } a donné un prisonnier { $chip } à { $to }.
log-kill-prisoner = { $by } a sacrifié un prisonnier { $chip }.
log-refuse = { $by } a refusé de sauver { $who }.
log-out = { $who-gender ->
    [f] { $who } est vaincue (plus de jeton, et personne ne l’a sauvée).
   *[other] { $who } est vaincu (plus de jeton, et personne ne l’a sauvé).
}
log-wins = { $who } gagne !
log-rescue-ask = { $who } a la main mais plus de jeton : { $helpers } { $n ->
    [one] peut
   *[other] peuvent
} { $who-gender ->
    [f] la sauver
   *[other] le sauver
}.

## Une action seule, quand on ne connaît pas les positions autour d’elle.
log-play-new-plain = { $by } a posé un jeton { $chip } sur une nouvelle pile.
log-refuse-plain = { $by } a refusé de sauver le joueur sans jeton.
log-other = { $by } : { $act }

## Qui a la main ensuite, et pourquoi.
move-plain = { $who } a la main.
move-capturer = { $who } a la main (qui capture joue ensuite).
move-rescued = { $who } a la main ({ $who-gender ->
    [f] sauvée
   *[other] sauvé
}).
move-again = { $who } a de nouveau la main (elle lui revient).
move-back = { $who } a la main (elle revient à qui l’avait donnée).
move-only = { $who } a la main : seul joueur sans jeton dans cette pile.
move-deepest = { $who } a la main : toutes les couleurs sont dans cette pile, et son dernier jeton y est le plus bas.

## Une réponse, telle qu’on la joue (does-), qu’on l’a jouée (did-) ou qu’on la jouerait (do-).
does-play = joue un jeton { $chip } { $pile ->
    [new] sur une nouvelle pile
   *[other] sur la pile { $pile }
}
did-play = joué un jeton { $chip } { $pile ->
    [new] sur une nouvelle pile
   *[other] sur la pile { $pile }
}
do-play = jouer un jeton { $chip } { $pile ->
    [new] sur une nouvelle pile
   *[other] sur la pile { $pile }
}
does-next = donne la main à { $to }
did-next = donné la main à { $to }
do-next = donner la main à { $to }
does-kill = sacrifie un jeton { $chip }
did-kill = sacrifié un jeton { $chip }
do-kill = sacrifier un jeton { $chip }
does-rescue = sauve { $to } avec un jeton { $chip }
did-rescue = sauvé { $to } avec un jeton { $chip }
do-rescue = sauver { $to } avec un jeton { $chip }
does-give = donne un prisonnier { $chip } à { $to }
did-give = donné un prisonnier { $chip } à { $to }
do-give = donner un prisonnier { $chip } à { $to }
does-kill-prisoner = sacrifie un prisonnier { $chip }
did-kill-prisoner = sacrifié un prisonnier { $chip }
do-kill-prisoner = sacrifier un prisonnier { $chip }
does-refuse = refuse de sauver { $to }
did-refuse = refusé de sauver { $to }
do-refuse = refuser de sauver { $to }

## Les tournants de l’analyse ($before, $after, $chance : des pourcentages).
turning-point = Coup { $n } : { $who } { $played } ; ses chances passent de { $before } % à { $after } %.
turning-point-missed = Coup { $n } : { $who } { $played } ; ses chances vont de { $before } % à { $after } %, moins que la meilleure réponse.
turning-point-better = Mieux valait { $better } ({ $chance } %).
turning-point-abstain = Mieux valait s’en abstenir.

## Pourquoi la réponse d’un indice est bonne.
reason-only = c’est votre seul choix
reason-capture = vous prenez la pile et gardez { $chips } { $chips ->
    [one] jeton
   *[other] jetons
}
reason-threat = une pile coiffée de votre couleur est une prise pour plus tard
reason-spend = vous dépensez un jeton { $chip }, ce qui vous coûte le moins
reason-move-to-self-capture = gardez la main : vous pouvez prendre une pile
reason-move-to-empty = { $to } n’a plus de jeton et peut être { $to-gender ->
    [f] éliminée
   *[other] éliminé
}
reason-move-no-capture = { $to } ne peut rien prendre et doit dépenser un jeton
reason-move-least-harm = de ceux qui peuvent jouer, { $to } y gagne le moins
reason-kill-leader = { $rival-gender ->
    [f] { $rival } est votre plus forte rivale
   *[other] { $rival } est votre plus fort rival
}
reason-kill = un jeton { $chip } est celui qui vous manque le moins
reason-refuse = un sauvetage vous coûterait un jeton au profit d’un rival
reason-rescue = garder { $to } en jeu freine le meneur
reason-best = c’est ce qui préserve le mieux vos chances
hint-answer = { $move } : { $reason }.
hint-answer-chance = { $move } : { $reason } (vos chances : environ { $chance } %).

## Qui décide maintenant, et quoi (l’encadré de décision de la page, le plateau de la ligne
## de commande).
decision-play = { $who } doit poser un jeton.
decision-next = { $who } donne la main : { $options }.
decision-kill = { $who } a capturé la pile { $pile } et choisit un jeton à sacrifier.
decision-rescue = { $who } n’a plus de jeton et attend d’être sauvé.
decision-over = { $who } gagne la partie.
