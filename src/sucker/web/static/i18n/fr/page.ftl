## Les mots propres à la page (menus, boutons, pages). La narration de la partie est
## dans narration.ftl. Le genre grammatical d’un joueur est $gender (f, m ou other).

chip-one = jeton { $color }
decision-over-detail = Vaincus, dans l’ordre : { $out }.
decision-play-mine = À vous : choisissez un jeton de votre main, puis une pile (ou une nouvelle pile).
decision-play-mine-detail = { $n ->
     [one] Vous avez { $n } jeton. Deux jetons de même couleur qui se suivent : le joueur de cette couleur capture la pile.
    *[other] Vous avez { $n } jetons. Deux jetons de même couleur qui se suivent : le joueur de cette couleur capture la pile.
}
decision-play-detail = { $n ->
     [one] { $color } a { $n } jeton.
    *[other] { $color } a { $n } jetons.
}
decision-next-mine = Donnez la main : choisissez { $options }.
decision-next-mine-detail = Ces joueurs n’ont aucun jeton dans la pile où vous venez de jouer.
decision-next-detail = Ces joueurs n’ont aucun jeton dans la pile qui vient d’être jouée.
decision-kill-mine = Vous avez capturé la pile { $pile } : choisissez un jeton à sacrifier.
decision-kill-mine-detail = Vous gardez les autres. Couleurs dans la pile : { $colors }.
decision-kill-detail = Couleurs dans la pile : { $colors }.
decision-rescue-mine = Vous avez la main mais plus de jeton. En attente d’un sauvetage…
decision-rescue-mine-detail = Peuvent vous sauver : { $asked }. Demandez de l’aide dans la discussion !
decision-rescue-asked = { $who } n’a plus de jeton : sauvez ce joueur avec un prisonnier, ou refusez.
decision-rescue-asked-detail = Si personne ne le sauve, { $color } est vaincu. Doivent encore répondre : { $asked }.
decision-rescue-detail = Doivent encore répondre : { $asked }.
preview-nobody = capturée par personne ({ $owner } est vaincu) : toute la pile part dans la boîte
preview-capture-mine = capture ! vous prenez la pile
preview-capture = capture ! { $who } prend la pile
preview-choose = puis vous choisissez : { $options }
preview-moves = puis { $who } a la main
preview-all = puis { $who } a la main (toutes les couleurs sont dans la pile)
pile-chip = { NUMBER($n, type: "ordinal") ->
     [one] jeton { $color }, { $n }er en partant du bas
    *[other] jeton { $color }, { $n }e en partant du bas
}
pile-label = Pile { $pile }, de bas en haut : { $chips }
pile-name = Pile { $pile }
pile-new = Nouvelle pile
dead-title = Boîte
dead-empty = vide
player-profile = Profil (s’ouvre dans un nouvel onglet)
player-out = { $gender ->
     [f] { NUMBER($n, type: "ordinal") ->
         [one] vaincue ({ $n }re à tomber)
        *[other] vaincue ({ $n }e à tomber)
    }
    *[other] { NUMBER($n, type: "ordinal") ->
         [one] vaincu ({ $n }er à tomber)
        *[other] vaincu ({ $n }e à tomber)
    }
}
player-winner = { $gender ->
     [f] gagnante
    *[other] gagnant
}
player-label = { $color } : { $name }
player-label-acting = { $color } : { $name }, doit jouer
player-you = vous
player-toAct = à jouer
player-mustAnswer = doit répondre
player-own = { $n ->
     [one] { $n } jeton de sa couleur
    *[other] { $n } jetons de sa couleur
}
player-prisoners = Prisonniers :
player-noPrisoner = aucun
nobody = personne
who = { $name } ({ $color })
loading = Chargement…
kind-human = humain
kind-ai_easy = IA (facile)
kind-ai_medium = IA (moyenne)
kind-ai_hard = IA (forte)
temperament-loyal = { $gender ->
     [f] loyale
    *[other] loyal
}
temperament-opportunist = opportuniste
temperament-vengeful = { $gender ->
     [f] rancunière
    *[other] rancunier
}
table-title = Table { $id }
table-nameFirst = Vous regardez la partie. Choisissez un nom pour vous asseoir ou discuter.
table-refused-unknown = Le serveur n’a pas voulu ouvrir cette table.
table-refused-title = Entrée refusée
table-refused-back = Retour à l’accueil
table-offline = Pas de connexion : reconnexion…
table-reconnecting = Reconnexion…
table-meta = { $players } joueurs · { $chips } chacun · { $rules } · { $seconds } s par décision
table-meta-untimed = { $players } joueurs · { $chips } chacun · { $rules } · sans limite de temps
table-meta-relaxed = { $players } joueurs · { $chips } chacun · { $rules } · temps généreux (plusieurs joueurs)
table-casual = partie amicale
table-chips = { $n ->
     [one] { $n } jeton
    *[other] { $n } jetons
}
rules-standard = règles standard
rules-simplified = règles simplifiées
status-open = en attente de joueurs
status-playing = en cours
status-over = terminée
table-youPlay = vous jouez { $color }
table-watching = vous regardez
table-invite = Lien d’invitation :
table-invite-label = Lien d’invitation
table-copy = Copier
table-copied = Lien copié
sound-on = ♪ Son activé
sound-off = ♪ Son coupé
sound-title = Un bip quand c’est à vous
live-chat = { $who } dit : { $text }
live-more = { $n ->
     [one] (et { $n } autre ligne)
    *[other] (et { $n } autres lignes)
}
live-on = Lire la discussion
live-off = Discussion non lue
seats-full = Toutes les places sont prises : la partie peut commencer.
seats-waiting = En attente de joueurs…
seats-help = Invitez des amis avec le lien ci-dessus, ou donnez les places libres à des IA.
seats-fillAt = Si personne d’autre ne vient, des IA prendront les places libres dans { $time } (à { $clock }), et la partie commencera.
seats-sitDown = S’asseoir
seats-fillAi = Compléter avec des IA
seats-start = Lancer la partie
seats-leave = Quitter la table
seats-title = Places
seats-you = (vous)
seats-empty = libre
seats-sitHere = S’asseoir ici
seats-whoStarts = N’importe quel joueur assis peut lancer la partie : { $who }.
seat-away = absent
seat-guest = invité
seat-connected = connecté
seat-aiPlaying = l’IA joue à sa place
back-note = L’IA joue pour vous pour l’instant (votre temps était écoulé, ou vous étiez absent).
back-button = Je suis de retour
choice-own = { $n ->
     [one] votre jeton
    *[other] vos { $n } jetons
}
choice-prisoner = { $n ->
     [one] un prisonnier { $color }
    *[other] { $n } prisonniers { $color }
}
choice-pick = Prendre un jeton { $color } (vous en avez { $n })
choice-onPile = sur la pile { $pile }
choice-onNew = sur une nouvelle pile
choice-back = Retour
choice-next-self = { $who } — vous-même
choice-next-label = Donner la main à { $who }
choice-next-holds = { $n ->
     [one] a { $n } jeton
    *[other] a { $n } jetons
}
choice-next-empty = n’a plus de jeton : devra être sauvé, ou sera vaincu
choice-kill = sacrifier un jeton { $color }
choice-kill-keep = { $n ->
     [one] vous gardez l’autre
    *[other] vous gardez les { $n } autres
}
choice-rescue = sauver avec un prisonnier { $color } (×{ $n })
choice-refuse = Refuser
choice-refuse-last = { $color } est alors vaincu
choice-refuse-others = d’autres peuvent encore le sauver
choice-group = Vos choix
decision-play-picked = Posez votre jeton { $color } : choisissez une pile (ou faites-y glisser le jeton).
decision-last = Dernier coup :
hint-button = Indice
hint-title = Que jouerait un joueur fort ? Rien n’est joué à votre place.
hint-thinking = Réflexion…
hint-label = Indice.
hint-mark = indice
hint-failed = Pas d’indice : { $why }
keys-table = Touches : 1–9 choisir · Échap retour · / discussion
end-defeats = Ordre des défaites :
end-toRematch = Aller à la revanche
end-rematch = Revanche
end-acceptRematch = Accepter la revanche
end-download = Télécharger l’enregistrement
end-replay = Revoir la partie
end-keep = Gardez cette partie dans votre profil : créez un compte
board-title = Plateau
board-piles = Piles, chacune dessinée de bas en haut
board-playHere = Poser le { $color } ici : { $effect }
board-captured = capturée
board-newPile = Une nouvelle pile
players-title = Joueurs
hand-title = Votre main
hand-empty = aucun jeton
tools-prisoner = Prisonnier
tools-to = Donner à
tools-title = Vos prisonniers, à tout moment
tools-give = Donner à
tools-kill = Le sacrifier
tools-confirm-give = Donner votre prisonnier { $color } à { $who } ? Vous ne pourrez pas le reprendre.
tools-confirm-kill = Sacrifier votre prisonnier { $color } ? Il part dans la boîte pour de bon.
tools-confirm-yes = Oui
tools-confirm-no = Annuler
clock-left = Temps restant : { $time }
title-yourMove = ▶ À vous — So Long Sucker
title-table = Table { $id } — So Long Sucker
log-title = Coups
log-auto = (auto)
log-auto-title = joué par l’IA pour un joueur absent ou hors délai, ou pour un bot qui n’a pas répondu à temps ou correctement
chat-title = Discussion
chat-heading = Discussion
chat-public = (publique : les accords sont permis, aucun n’engage)
chat-placeholder = Dites quelque chose à la table…
chat-input = Message
chat-send = Envoyer
chat-phrases = Phrases rapides
chat-spectator = spectateur
chat-ai = IA
kind-bot = bot (un programme)
chat-bot = BOT
seats-bot = Inviter ce bot
seats-bot-label = un bot connecté
seat-botWaiting = invité, on attend sa réponse
seat-botAway = déconnecté : le site joue à sa place
table-botDeclined = { $bot } a décliné l’invitation : « { $reason } »
table-botDeclinedQuiet = { $bot } a décliné l’invitation.
table-botSilent = { $bot } n’a pas répondu à temps : la place est de nouveau libre.
create-noBots = Pas de bots à cette table
chat-watching = spectateur
chat-toYou = vous mentionne
chat-colon =  :{ " " }
chat-after-title = coups joués à ce moment
chat-tab = Discussion
chat-tab-unread = { $n ->
     [one] Discussion, { $n } nouveau message
    *[other] Discussion, { $n } nouveaux messages
}
chat-close = Fermer la discussion
deals-tabs = Discussion et accords
deals-tab-chat = Discussion
deals-tab = Accords
deals-tab-label = { $n ->
     [one] Accords : { $n } accord, { $open } en cours
    *[other] Accords : { $n } accords, { $open } en cours
}
deals-title = Accords passés dans la discussion
deals-note = Promesses et propositions lues dans la discussion. Rien n’oblige : l’état dit ce qu’il en est advenu. Cliquez pour voir la ligne.
deals-empty = Aucun accord pour l’instant : les promesses et propositions faites dans la discussion s’affichent ici.
deals-toAll = tout le monde
deals-show = Voir cette ligne dans la discussion
deals-kind-promise = Promesse
deals-kind-proposal = Proposition
deals-status-open = en cours
deals-status-kept = tenue
deals-status-broken = rompue
deals-status-void = caduque
deals-status-accepted = acceptée
deals-status-rejected = refusée
deals-status-lapsed = expirée
deals-status-withdrawn = retirée
deals-by = Coup { $n } : { $what }
deals-scope = Quels accords
deals-scope-mine = Me concernant
deals-scope-all = Tous
deals-emptyMine = Aucun accord ne vous concerne pour l’instant : « Tous » montre ceux des autres.
deals-implied = déduite d’un coup
deals-implied-title = Personne n’a dit cette promesse : un coup a donné ce qu’une proposition demandait
phrases-about = À propos de
phrases-about-label = Joueur dont parle la phrase
error-no-session = Choisissez d’abord un nom.
error-no-table = Cette table n’existe pas, ou elle est privée : il faut alors son lien d’invitation.
error-invite = Cette table est privée : il faut son lien d’invitation.
error-not-open = La partie a déjà commencé.
error-full = Toutes les places sont prises.
error-taken = Cette place est prise.
error-rate-limited = Doucement, un peu moins vite.
error-not-playing = La partie n’est pas en cours.
error-not-seated = Seuls les joueurs assis peuvent faire cela.
error-unavailable = Le serveur est occupé : réessayez.
name-placeholder = par ex. Ada
name-label = Votre nom à la table
name-rename = Changer
name-continue = Continuer
name-blank = Tapez un nom : au moins une lettre ou un chiffre.
name-invalid = Ce nom ne convient pas : de 1 à 24 caractères imprimables.
lobby-rules = { $players } joueurs, { $chips }
lobby-rules-variant = { $players } joueurs, { $chips }, { $variant }
lobby-seated = { $n }/{ $of } assis
lobby-wonBy = gagnée par { $color }
lobby-return = Revenir
lobby-join = Rejoindre
lobby-watch = Regarder
lobby-replay = Revoir
lobby-welcome = Bienvenue
lobby-welcome-name = Bienvenue, { $name }
lobby-intro-named = Jouez au jeu d’alliances et de trahisons inventé en 1950 par John Nash et ses amis. Changez de nom ici :
lobby-intro = Choisissez un nom pour créer ou rejoindre une table. Pas besoin de compte.
lobby-none-open = Aucune table ouverte — créez-en une !
lobby-none-playing = Aucune partie en cours.
lobby-none-over = Aucune partie terminée pour l’instant.
lobby-cannotLoad = Impossible de charger les tables : { $why }
lobby-open = Tables ouvertes
lobby-playing = Parties à regarder
lobby-over = Parties terminées
lobby-openFile = Ouvrir un fichier d’enregistrement…
lobby-heading = Jouer à So Long Sucker
lobby-rated = classée
lobby-casual = amicale
home-lead = So Long Sucker est le jeu d’alliances et de trahisons inventé en 1950 par John Nash et ses amis : de 3 à 6 joueurs, des jetons de couleur, et des accords que personne n’est tenu de respecter.
home-lead2 = Personne ne gagne seul — et à la fin, il ne reste qu’un joueur.
home-rules = Comment jouer
home-learn = Apprendre en cinq minutes
home-myGames = Votre profil et vos parties
home-keep = Gardez vos parties et obtenez un classement : créez un compte
home-rename = Changer de nom
home-nameFirst = D’abord votre nom : la partie commence juste après.
home-play = Jouer maintenant
home-computer = Jouer contre l’ordinateur
home-rated = Jouer une partie classée
home-rated-hint = Une partie classée contre l’ordinateur : une minute par décision, et elle compte pour votre classement.
home-computer-hint = Une partie amicale commence aussitôt contre des IA du niveau choisi, sans limite de temps : elle vous attend.
home-friends = Jouer entre amis
home-friends-hint = Une table privée : son lien d’invitation est copié pour que vous l’envoyiez.
home-friends-copied = ✓ Lien d’invitation copié : collez-le à vos amis, puis allez à votre table.
home-friends-copyIt = Copiez ce lien d’invitation et envoyez-le à vos amis :
home-friends-go = Aller à votre table
home-find = Trouver une partie
home-find-wait = Attendre des joueurs
home-find-hint = Rejoint une table où quelqu’un attend, ou en ouvre une ; des IA prennent les places libres à la fin de l’attente.
title-lobby = So Long Sucker — accueil
create-title = Nouvelle table
create-players = Joueurs
create-chips = Jetons par joueur
create-chips-hint = 1 à 20 ; moins de jetons, partie plus courte
create-rules = Règles
create-rules-nash1950 = Standard (Nash 1950)
create-rules-sucker-bench = Simplifiées (fiche de référence)
create-time = Temps par décision
create-time-none = sans limite
create-time-hint = Sans limite : seul contre des IA, la partie vous attend ; avec d’autres joueurs, un temps généreux par décision.
create-level = Niveau des IA
create-level-hint = pour les places tenues par l’ordinateur
create-private = Privée (seulement avec le lien d’invitation)
create-submit = Créer la table
create-rated = Classée (chaque joueur doit avoir un compte)
create-rated-hint = le résultat change le classement de chacun
create-rated-account = créez un compte pour jouer des parties classées
level-easy = Facile
level-medium = Moyen
level-hard = Fort
title-replay = Revoir une partie — So Long Sucker
replay-loading = Chargement de l’enregistrement…
replay-title = Revoir une partie
replay-cannotLoad = Impossible de charger l’enregistrement de la table { $id } : { $why }
replay-badFile = Ce fichier ne peut pas être rejoué : { $why }
replay-badRecord = Cet enregistrement ne peut pas être rejoué : { $why }
replay-open = Ouvrir l’enregistrement d’une partie (JSON sls-record/1) :
replay-drop = …ou déposez le fichier ici. Il est rejoué dans votre navigateur ; rien n’est envoyé.
replay-upload-title = Revoir une partie
replay-lobby = Les parties terminées sur ce site sont listées à l’{ $lobby }.
replay-lobby-link = accueil
replay-move = Coup
replay-speed = Vitesse
replay-play = ▶ Lecture
replay-pause = Pause
replay-chatSoFar = Discussion jusqu’ici
replay-counter = Coup { $k } sur { $n }
replay-start = Le début : chacun a ses propres jetons.
replay-stops = (L’enregistrement s’arrête ici.)
replay-now = Maintenant : { $title } { $detail }
replay-noPile = Aucune pile sur la table.
replay-noChat = Rien n’a encore été dit.
replay-heading = Revoir : { $title }
replay-meta = { $n ->
     [one] { $players } joueurs · { $chips } · { $n } coup
    *[other] { $players } joueurs · { $chips } · { $n } coups
}
replay-wonBy = gagnée par { $who }
replay-unfinished = inachevée
replay-controls = Parcourir la partie
replay-first = « Début
replay-first-title = Début (Origine)
replay-prev = ◀ Précédent
replay-prev-title = Précédent (←)
replay-next = Suivant ▶
replay-next-title = Suivant (→)
replay-last = Fin »
replay-last-title = Fin (Fin)
keys-replay = Touches : ← reculer, → avancer · Origine/Fin · Espace lecture/pause
replay-chart = Jetons en main au fil de la partie
replays-title = Parties à revoir
replays-finished = Parties finies
replays-filters = Filtrer les parties
replays-name = Nom d’un joueur
replays-players-label = Joueurs
replays-any = tous
replays-ai = avec des IA
replays-mine = mes parties
replays-players = { $n ->
     [one] { $n } joueur
    *[other] { $n } joueurs
}
replays-count = { $n ->
     [one] { $n } partie
    *[other] { $n } parties
}
replays-none = Aucune partie finie ne correspond.
chart-label = { $n ->
     [one] Jetons en main de chaque joueur au fil de la partie ({ $n } coup)
    *[other] Jetons en main de chaque joueur au fil de la partie ({ $n } coups)
}
chart-point = { $who } : { $n }
chart-start = début
chart-move = coup { $n }
analysis-title = Analyse
analysis-intro = Après chaque action, la chance de gagner de chaque joueur : le jugement de la position par l’IA, pondéré par la façon dont les joueurs de cette table ont joué jusque-là. Un tournant est un choix qui a coûté cher à son joueur.
analysis-start = Analyser cette partie
analysis-starting = L’analyse démarre…
analysis-running = Analyse : { $done } positions sur { $total }
analysis-failed = L’analyse a échoué.
analysis-error = Analyse impossible : { $why }
analysis-chart = Chances de gagner après chaque action
analysis-chart-label = { $n ->
     [one] Chances de gagner de chaque joueur après chacune de la { $n } action ; les tournants sont entourés.
    *[other] Chances de gagner de chaque joueur après chacune des { $n } actions ; les tournants sont entourés.
}
analysis-point = { $who } : { $p }
analysis-numbers = Les chances en chiffres
analysis-after = Après l’action
analysis-turning = Tournants
analysis-none = Aucun tournant : aucun choix n’a coûté cher.
analysis-jump = Voir cette position
title-rules = Règles — So Long Sucker
title-notFound = Page introuvable — So Long Sucker
meta-lobby = So Long Sucker, le jeu de négociation de 1950 de Nash, Shapley, Hausner et Shubik : jouez en ligne contre des personnes ou l’ordinateur.
meta-table = Une table de So Long Sucker : jouez ou regardez une partie, avec sa discussion publique.
meta-replays = Les parties finies de So Long Sucker, coup par coup, avec leur discussion.
meta-rules = Les règles de So Long Sucker en mots simples, avec des schémas et un tutoriel où vous jouez chaque sorte de coup.
meta-leaderboard = Le classement de So Long Sucker : classements Elo et profils des joueurs.
title-account = Compte — So Long Sucker
title-leaderboard = Classement — So Long Sucker
title-player = { $name } — So Long Sucker
rules-title = Comment jouer à So Long Sucker
rules-lead = Un jeu d’alliances et de trahisons inventé en 1950 par Hausner, Nash, Shapley et Shubik. Impossible de gagner seul : il vous faudra des alliés — et, tôt ou tard, les lâcher.
rules-learn-hint = Une courte partie guidée, en bas de cette page : vous y prenez une fois chaque sorte de décision.
rules-goal = Le but
rules-goal-text = Être le dernier joueur encore en jeu. On peut gagner sans aucun jeton.
rules-colors = Couleurs et jetons
rules-colors-text = Chaque joueur (de 3 à 6 ; 4 par défaut) a une couleur et commence avec le même nombre de jetons de cette couleur (7 par défaut). Chaque couleur a aussi son symbole, pour ne jamais avoir à distinguer les couleurs entre elles :
rules-colors-prisoner = Dans votre main, tout jeton d’une autre couleur que la vôtre est un { $strong }. Tout est public : chaque main, chaque pile et la boîte.
rules-colors-prisoner-word = prisonnier
rules-move = Votre coup
rules-move-text = Quand vous avez la main, posez un jeton de votre main — de votre couleur ou un prisonnier — au sommet de n’importe quelle pile, ou commencez une nouvelle pile. Les piles sont dessinées de bas en haut.
rules-move-caption = Vert a posé au sommet ; seul Jaune manque à la pile, donc { $who } a la main.
rules-next = Qui a la main ensuite
rules-next-text = Le joueur qui vient de jouer donne la main à n’importe quel joueur dont la couleur { $strong } où il vient de jouer — lui-même compris. S’il n’y en a qu’un, la main lui revient d’office.
rules-next-notInPile = n’est pas dans la pile
rules-next-caption = Bleu a joué en dernier : { $options } peut recevoir la main, et Bleu choisit.
rules-next-all = Si toutes les couleurs encore en jeu sont dans cette pile, la main va au joueur dont le jeton { $em1 } dans la pile est { $em2 }.
rules-next-recent = le plus récent
rules-next-deepest = le plus bas
rules-next-all-caption = Toutes les couleurs sont dans la pile. Le seul jeton bleu est le 2e en partant du bas, le rouge du sommet est le 5e : { $who } a la main.
rules-captures = Captures
rules-captures-text = Quand un jeton est posé sur un jeton de { $strong }, la pile est capturée par le joueur de cette couleur — pas forcément celui qui vient de jouer. Il sacrifie un jeton de la pile (qui part dans la boîte), prend le reste dans sa main, et joue ensuite.
rules-captures-same = la même couleur
rules-captures-caption = Deux bleus au sommet : { $who } capture et choisit le jeton à sacrifier ({ $colors }).
rules-captures-out = Si le joueur de cette couleur est déjà vaincu, toute la pile part dans la boîte et la main revient au joueur qui vient de jouer.
rules-prisoners = Les prisonniers, à tout moment
rules-prisoners-text = À tout moment, vous pouvez sacrifier un prisonnier que vous détenez, ou le donner à un autre joueur encore en jeu. Un don est définitif. Vous ne pouvez jamais donner ni sacrifier des jetons de votre propre couleur.
rules-rescue = Plus de jeton ? Sauvé ou vaincu
rules-rescue-text = Un joueur qui reçoit la main sans aucun jeton ne peut pas jouer. Chaque joueur qui détient un prisonnier est sollicité, dans n’importe quel ordre : lui donner un prisonnier (il est sauvé, et joue) ou refuser. Si tous refusent, le joueur est vaincu pour de bon, et la main revient à celui qui la lui avait donnée (ou plus loin si celui-ci est vaincu aussi).
rules-rescue-out = Les jetons d’un joueur vaincu restent en jeu comme prisonniers, mais sa couleur est ignorée pour décider qui a la main.
rules-talk = Discuter
rules-talk-text = Proposez des alliances, promettez de sauver, menacez — tout se dit dans la discussion publique de la table. Aucun accord n’engage personne : c’est tout l’intérêt du jeu.
rules-variant = La variante simplifiée
rules-variant-text = Proposée pour comparer avec une fiche de référence : c’est { $em } le jeton qui capture, et quand toutes les couleurs sont dans la pile, le joueur du jeton le plus bas a la main.
rules-variant-who = le joueur qui a posé
diagram-chips = De bas en haut : { $list }.
diagram-chip-own = { $color } posé par { $who }
diagram-chip-prisoner = { $color } posé par { $who } (un prisonnier)
tutorial-title = Apprendre en jouant
tutorial-intro = Une partie à trois, 5 jetons chacun. Vous êtes Rouge ; Bleu et Vert suivent un scénario. Chaque sorte de décision se présente une fois, et les règles vérifient chacun de vos coups.
tutorial-noPile = Pas encore de pile.
tutorial-now = À vous :
tutorial-restart = Recommencer le tutoriel
tutorial-do-next = Donner la main à { $who }
tutorial-do-kill = Sacrifier un jeton { $color }
tutorial-do-refuse = Refuser de sauver { $who }
tutorial-do-give = Donner un prisonnier { $color } à { $who }
tutorial-do-rescue = Sauver { $who } (lui donner un prisonnier { $color })
tutorial-do-killPrisoner = Sacrifier un prisonnier { $color }
tutorial-progress = Étape { $k } sur { $n }
tutorial-table = La table : les piles, de bas en haut
tutorial-out = (vaincu)
tutorial-empty = aucun jeton
tutorial-log = { $n ->
     [one] Ce qui s’est passé ({ $n } coup)
    *[other] Ce qui s’est passé ({ $n } coups)
}
tutorial-ask = Qui a la main maintenant ?
tutorial-you = (vous)
tutorial-chip = Jeton :
tutorial-pile = Sur :
tutorial-prisoners = Vos prisonniers :
tutorial-continue = Continuer
tutorial-answer-right = Exact : { $who } a la main.
tutorial-done = Vous avez gagné, et vous avez pris toutes les sortes de décisions du jeu.
tutorial-computer = Jouer contre l’ordinateur
tutorial-s-start = Vous avez la main. Choisissez un de vos jetons rouges, puis commencez une nouvelle pile avec.
tutorial-s-start-hint = Il n’y a pas encore de pile : posez un jeton rouge sur une nouvelle pile.
tutorial-s-give = Bleu et Vert n’ont aucun jeton dans votre pile : c’est vous qui choisissez qui joue. Donnez la main à Vert.
tutorial-s-give-hint = Les deux étaient permis ; cette leçon continue avec Vert.
tutorial-s-others = Vert pose sur la pile 1. Seul Bleu y manque encore : il reçoit la main sans que personne ne choisisse, et y pose aussi.
tutorial-s-all = Toutes les couleurs sont déjà dans la pile 1. Posez-y quand même un jeton rouge : quand personne ne manque dans la pile, une autre règle dit qui joue.
tutorial-s-all-hint = Cette leçon porte sur la pile 1 : posez-y un rouge.
tutorial-s-all-ask = Toutes les couleurs sont dans la pile 1 : la main va au joueur dont le jeton le plus haut est le plus bas. Qui a la main ?
tutorial-s-all-ask-hint = Regardez le jeton le plus haut de chaque couleur dans la pile 1 : celui de Vert est le 2e en partant du bas, plus bas que les autres.
tutorial-s-others2 = Vert commence la pile 2 et vous donne la main.
tutorial-s-capture = La pile 1 a un rouge au sommet. Posez-y un rouge : deux jetons de même couleur au sommet font une capture.
tutorial-s-capture-hint = Rouge sur rouge capture : posez un rouge sur la pile 1.
tutorial-s-kill = Vous capturez la pile 1 : choisissez le jeton à sacrifier. Sacrifiez un rouge ; le bleu et le vert deviennent vos prisonniers.
tutorial-s-kill-hint = Permis, mais cette leçon garde les deux prisonniers : sacrifiez un rouge.
tutorial-s-owner = Posez votre prisonnier vert sur la pile 2, sur le jeton de Vert. La capture revient à Vert, le propriétaire de la couleur, pas à vous.
tutorial-s-owner-hint = Posez le prisonnier vert sur la pile 2.
tutorial-s-later = Quelques coups plus tard : cliquez sur Continuer, et le scénario joue les coups suivants pour tout le monde, y compris pour vous (marqués « pour vous »), jusqu’à la leçon suivante, qui les énumère.
tutorial-forYou = Pour vous : { $what }
tutorial-s-transfer = Tenez maintenant votre promesse : donnez votre prisonnier bleu à Vert. On peut donner un prisonnier à tout moment ; le panneau des accords marque la promesse comme tenue.
tutorial-s-transfer-hint = Donnez le prisonnier bleu à Vert.
tutorial-s-deal = Les accords se passent dans la discussion, et rien n’oblige à les tenir. Promettez votre prisonnier bleu à Vert : choisissez la phrase ci-dessous ou écrivez la vôtre, puis envoyez-la.
tutorial-s-deal-hint = Citez Vert et votre prisonnier bleu, comme dans la phrase proposée.
tutorial-deal-phrase = Vert, je te donne mon prisonnier bleu.
tutorial-deal-what = un prisonnier { $color }
tutorial-s-killPrisoner = Vous pouvez aussi sacrifier un prisonnier à tout moment : il va dans la boîte. Sacrifiez votre prisonnier vert.
tutorial-s-killPrisoner-hint = Sacrifiez le prisonnier vert.
tutorial-s-rescue = Vert a la main et plus aucun jeton : il est perdu si personne ne lui donne un prisonnier. Sauvez Vert avec votre prisonnier bleu.
tutorial-s-rescue-hint = Donnez votre prisonnier bleu à Vert : cela le sauve.
tutorial-s-rescued = Maintenant c’est vous qui avez la main sans jeton. Bleu tient un prisonnier rouge et vous sauve avec.
tutorial-s-afterRescue = Sauvé ! Posez le jeton rouge que Bleu vous a donné sur la pile 6.
tutorial-s-afterRescue-hint = Posez le rouge sur la pile 6.
tutorial-s-refuse = Vert est de nouveau en difficulté, et vous seul pourriez l’aider. Cette fois, refusez.
tutorial-s-refuse-hint = Refusez : Vert sort alors du jeu.
tutorial-s-rebound-ask = Vert est vaincu. La main revient au joueur qui avait donné la main à Vert. Qui a la main ?
tutorial-s-rebound-ask-hint = Regardez le journal : qui a donné la main à Vert en dernier ?
tutorial-s-dead = Vert est vaincu, et la pile 7 a un vert au sommet. Posez-y votre prisonnier vert : personne ne capture pour Vert.
tutorial-s-dead-hint = Posez le prisonnier vert sur la pile 7.
tutorial-s-dead-ask = Toute la pile est partie dans la boîte. Qui a la main maintenant ?
tutorial-s-dead-ask-hint = Après la capture d’une couleur vaincue, la main revient au joueur qui a posé.
tutorial-s-win = Posez un rouge sur la pile 9 : Bleu reçoit alors la main sans jeton, et personne n’a de prisonnier pour le sauver.
tutorial-s-win-hint = Posez un rouge sur la pile 9.
tutorial-why-turn = Ce n’est pas à vous de décider maintenant.
tutorial-why-phase = Ce n’est pas la décision que la partie attend maintenant.
tutorial-why-not-held = Vous n’avez pas ce jeton.
tutorial-why-no-pile = Cette pile n’existe pas.
tutorial-why-next-option = On ne peut donner la main qu’à un joueur dont la couleur n’est pas dans la pile.
tutorial-why-kill-option = On ne peut sacrifier qu’une couleur présente dans la pile capturée.
tutorial-why-own-color = Personne ne peut donner ou sacrifier des jetons de sa propre couleur.
tutorial-why-transfer-defeated = Un joueur vaincu ne peut pas recevoir de jetons.
tutorial-why-not-awaited = Seuls les joueurs sollicités peuvent refuser.
tutorial-why-over = La partie est finie.
nav-skip = Aller au contenu
nav-label = Principal
nav-play = Jouer
nav-replays = Parties
nav-rules = Règles
nav-language = Langue
nav-leaderboard = Classement
nav-login = Connexion
nav-account = Compte
account-title = Votre compte
account-why = Pas besoin de compte pour jouer. Avec un compte, vous gardez vos parties, obtenez un classement et pouvez jouer des parties classées.
account-guest = Vous jouez sous le nom { $name }, en invité sur ce navigateur. Créez un compte pour garder vos parties, obtenir un classement et jouer des parties classées.
account-signup = Créer un compte
account-signup-keep = Vos parties sous le nom { $name } vous suivent.
account-signup-submit = Créer mon compte
account-login = Connexion
account-login-submit = Se connecter
account-username = Nom d’utilisateur
account-password = Mot de passe
account-password-hint = au moins 8 caractères
account-invalid = Impossible : un nom d’utilisateur a de 2 à 24 caractères imprimables, un mot de passe de 8 à 256.
account-wait = { $n ->
     [one] Trop d’essais manqués : attendez { $n } seconde.
    *[other] Trop d’essais manqués : attendez { $n } secondes.
}
account-signedIn = Votre compte : { $name }.
account-profile = Votre profil et vos parties
account-sessions = Sessions
account-logout = Se déconnecter
account-logoutEverywhere = Se déconnecter partout
account-logoutEverywhere-hint = Ferme vos sessions sur tous vos appareils, celui-ci compris.
account-sessions-seen = vue pour la dernière fois le { $when }
account-sessions-current = ce navigateur
account-sessions-end = Fermer celle-ci
account-sessions-ended = Cette session est fermée.
account-password-change = Changer de mot de passe
account-password-current = Mot de passe actuel
account-password-new = Nouveau mot de passe
account-password-submit = Le changer
account-password-changed = Mot de passe changé : vos autres sessions sont fermées.
account-password-wrong = Mot de passe actuel incorrect.
account-data = Vos données
account-data-text = Un fichier avec tout ce qui est gardé sur vous : votre compte et chaque partie jouée (en enregistrements de partie).
account-data-download = Télécharger mes données
account-delete = Supprimer mon compte
account-delete-text = Votre compte, votre classement et son historique sont supprimés pour de bon. Vos parties restent, sans votre nom.
account-delete-password = Votre mot de passe, par sécurité
account-delete-submit = Supprimer mon compte pour de bon
account-delete-wrong = Mot de passe incorrect.
account-deleted = Votre compte est supprimé.
bot-title = Compte de bot
bot-become-text = Un programme peut jouer avec ce compte, comme bot : il se connecte avec un jeton d’accès et apparaît partout comme un bot, classé à part des personnes. Seul un compte qui n’a jamais joué de partie classée peut le devenir, et il le reste pour de bon.
bot-become = Faire de ce compte un bot
bot-become-confirm = Ce compte deviendra un compte de bot pour de bon. Continuer ?
bot-is = C’est un compte de bot : son programme joue avec un jeton d’accès (l’en-tête HTTP « Authorization »), par sucker bot connect ou son propre client websocket.
bot-token-id = Jeton
bot-token-created = Créé
bot-token-used = Dernier usage
bot-token-never = jamais
bot-token-revoke = Révoquer
bot-token-revoke-confirm = Révoquer le jeton d’accès { $id } ? Un programme connecté avec lui est coupé aussitôt et ne pourra plus se connecter.
bot-token-none = Aucun jeton pour l’instant.
bot-token-once = Votre nouveau jeton, affiché cette seule fois — copiez-le :
bot-token-make = Créer un jeton
people-leaderboard = Classement
people-leaderboard-lead = Seules les victoires comptent : chacun part de 1500. Les niveaux d’IA ont un classement fixe, mesuré sur des parties entre eux : on voit ainsi la force de chacun.
people-tab-people = Personnes et IA
people-tab-bots = Bots et IA
people-player = Joueur
people-rating = Classement
people-games = Parties
people-wins = Victoires
people-none = Personne n’est encore classé : jouez une partie classée !
people-provisional-title = provisoire : moins de 10 parties classées
people-provisional-note = ? signale un classement provisoire : moins de 10 parties classées.
people-provisional-profile = Provisoire jusqu’à 10 parties classées.
people-rating-provisional = { $rating } (provisoire)
people-record = { $n ->
     [one] { $n } partie classée, { $wins } { $wins ->
        [one] gagnée
       *[other] gagnées
    }
    *[other] { $n } parties classées, { $wins } { $wins ->
        [one] gagnée
       *[other] gagnées
    }
}
people-change = dernière partie : { $change }
people-unrated = Pas encore classé : le classement vient des parties classées.
people-chart = Classement au fil du temps
people-chart-desc = { $n ->
     [one] Classement après chaque partie classée : { $n } partie, classement { $last }.
    *[other] Classement après chaque partie classée : { $n } parties, de { $first } à { $last }, au mieux { $best }.
}
people-chart-point = Partie { $n } : { $rating } ({ $when })
people-chart-first = première partie
people-chart-last = dernière
people-chart-data = Les chiffres
people-chart-item = { $rating } — { $when }
people-chart-start = Départ : { $rating }
people-chart-startAxis = départ
people-scale = Seules les victoires comptent, sur l’échelle des échecs : chacun part de 1500, et 200 points d’écart, c’est gagner environ trois parties sur quatre en tête-à-tête. Un classement n’est jamais affiché sous 0.
people-scale-ai = Le classement d’un niveau d’IA est fixe : mesuré une fois pour toutes sur des centaines de parties entre IA, car la force d’un programme ne change pas. Celui des joueurs bouge par rapport à lui.
people-latestOnly = Comptes sur les { $total } parties ; la liste montre les { $n } dernières.
table-casual-same-address = Jouée en amicale : deux places viennent de la même adresse, cette partie ne compte donc pas pour le classement.
table-casual-same-browser = Jouée en amicale : deux places viennent du même navigateur, cette partie ne compte donc pas pour le classement.
table-casual-new-account = Jouée en amicale : les parties d’un nouveau compte comptent pour le classement une fois qu’il a fini 3 parties amicales.
people-bySize = Victoires selon le nombre de joueurs
people-size = { $players } joueurs :
people-size-record = { $n ->
     [one] { $n } partie, { $wins } { $wins ->
        [one] gagnée
       *[other] gagnées
    } ({ $rate } %)
    *[other] { $n } parties, { $wins } { $wins ->
        [one] gagnée
       *[other] gagnées
    } ({ $rate } %)
}
people-games-title = Dernières parties
people-myGames = Mes parties
people-noGames = Aucune partie terminée pour l’instant.
people-when = Fin
people-place = Place
people-kind = Partie
people-placeOf = { NUMBER($n, type: "ordinal") ->
     [one] { $n }er sur { $players }
    *[other] { $n }e sur { $players }
}
people-replay = Revoir
people-replay-table = Revoir la table { $id }
people-noPlayer = Ce joueur n’existe pas.
people-toLeaderboard = Voir le classement
people-you = C’est vous.
people-yourAccount = Votre compte
notFound = Page introuvable
notFound-lobby = Aller à l’accueil
me = Vous : { $name }
chat-earlier = Messages précédents…
error-spectators-full = Trop de spectateurs à cette table : réessayez plus tard.
error-moved = La table a changé de serveur : réessayez.
error-too-large = C’est trop long.
error-bad-origin = Cette page ne peut pas joindre le serveur d’ici.
error-no-account = Réservé aux joueurs avec un compte : créez-en un d’abord.
error-name-taken = Ce nom d’utilisateur est pris : choisissez-en un autre.
error-has-account = Vous avez déjà un compte : déconnectez-vous d’abord.
error-bad-login = Nom d’utilisateur ou mot de passe incorrect.
error-no-player = Ce joueur n’existe pas.
