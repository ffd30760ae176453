## Ce que disent les IA à table (sucker.ai.talk.speech le rend pour chaque lecteur, dans
## sa langue). Un message par sorte de réplique ; ses variantes sont ses attributs .v1, .v2, …
## (une seule est tirée, la même dans chaque langue). $to et $To nomment le destinataire (tel
## quel, avec une majuscule en début de phrase), $about et $About un tiers (la cible d'une
## alliance), $who et $Who une couleur quelconque, $name le nom de qui parle.

## Marchandages : une réplique par acte (sorte, demandé, offert).

talk-act-deal-move-rescue =
    .v1 = Donne-moi la main, { $to }, et je te sauverai.
    .v2 = { $To }, passe-moi la main et je te sauverai quand tu seras à sec. Marché conclu ?
    .v3 = { $To }, file-moi la main et je viendrai à ton secours.
talk-act-deal-move-spare =
    .v1 = Donne-moi la main, { $to }, et je ne sacrifierai pas tes jetons.
    .v2 = { $To }, passe-moi la main et tes jetons sont en sécurité avec moi. Marché conclu ?
talk-act-deal-move-move =
    .v1 = Donne-moi la main, { $to }, et je te la rendrai : je te donnerai la main ensuite.
    .v2 = { $To }, passe-moi la main et je te passerai la main après. Marché conclu ?
talk-act-deal-rescue-move =
    .v1 = Sauve-moi, { $to }, et je te donnerai la main.
    .v2 = { $To }, sauve-moi et la main est à toi. Marché conclu ?
    .v3 = Envoie-moi un prisonnier, { $to }, et tu auras la main.
talk-act-deal-rescue-spare =
    .v1 = Sauve-moi, { $to }, et je ne sacrifierai pas tes jetons.
    .v2 = { $To }, sauve-moi et tes jetons sont en sécurité avec moi. Marché conclu ?
talk-act-deal-rescue-rescue =
    .v1 = Sauve-moi, { $to }, et je te sauverai à ton tour.
    .v2 = { $To }, sauve-moi maintenant et je te sauverai plus tard. Marché conclu ?
talk-act-ask-move =
    .v1 = Donne-moi la main, { $to }.
    .v2 = { $To }, passe-moi la main, s’il te plaît.
    .v3 = Allez { $to }, donne-moi la main.
talk-act-ask-rescue =
    .v1 = Sauve-moi, { $to } !
    .v2 = { $To }, aide-moi, je n’ai presque plus de jetons.
    .v3 = J’ai besoin d’un prisonnier, { $to }. Sauve-moi !
talk-act-promise-move =
    .v1 = Je te donnerai la main, { $to }.
    .v2 = { $To }, je te passerai la main dès que je pourrai.
    .v3 = Tu auras la main, { $to }.
talk-act-promise-rescue =
    .v1 = Je te sauverai, { $to }.
    .v2 = Ne t’inquiète pas, { $to }, je te sauverai si tu es à sec.
    .v3 = { $To }, je viendrai à ton secours quand il le faudra.
talk-act-promise-spare =
    .v1 = Je ne sacrifierai pas tes jetons, { $to }.
    .v2 = { $To }, tes jetons sont en sécurité avec moi.
    .v3 = Je ne toucherai pas à tes jetons, { $to }.
talk-act-alliance =
    .v1 = { $To }, alliance contre { $about } ?
    .v2 = On fait équipe contre { $about }, { $to } ?
    .v3 = { $To }, on s’allie contre { $about } ?
talk-act-accept =
    .v1 = Marché conclu, { $to }.
    .v2 = D’accord, { $to }.
    .v3 = Ça marche, { $to }.
    .v4 = Oui, { $to }, d’accord.
talk-act-reject =
    .v1 = Pas question, { $to }.
    .v2 = Non, { $to }.
    .v3 = Hors de question, { $to }.
    .v4 = Non merci, { $to }.
talk-act-threaten =
    .v1 = Trahis-moi, { $to }, et tu le regretteras.
    .v2 = Fais gaffe, { $to }. Si tu me trahis, tu vas le payer.
talk-act-threaten-move =
    .v1 = Donne-moi la main, { $to }, sinon je sacrifie tes jetons.
    .v2 = { $To }, passe-moi la main, sinon tu le regretteras.
talk-act-threaten-rescue =
    .v1 = Sauve-moi, { $to }, sinon tu vas le regretter.
    .v2 = { $To }, sauve-moi, sinon gare à toi.
talk-act-accuse =
    .v1 = Tu n’as pas tenu ta promesse, { $to } !
    .v2 = { $To }, tu m’as menti !
    .v3 = Menteur ! Tu avais promis, { $to }.
    .v4 = { $To } a trahi sa parole. Souvenez-vous-en.

## Conversation : salutations, réponses, promesse rompue assumée, grossièretés, fin de partie.

talk-greet =
    .v1 = Bonjour { $to } !
    .v2 = Salut { $to }, bonne chance.
    .v3 = Coucou { $to } ! Moi, c’est { $name }.
talk-thanks =
    .v1 = De rien, { $to }.
    .v2 = Avec plaisir, { $to }.
talk-leader =
    .v1 = Je dirais que { $who } mène, avec le plus de jetons.
    .v2 = { $Who } me paraît le plus fort en ce moment.
talk-me-leader =
    .v1 = Modestement ? Moi.
    .v2 = J’ai mes chances, pour être franc.
talk-even =
    .v1 = Trop serré pour le dire.
    .v2 = Personne encore : tout est ouvert.
talk-want-move =
    .v1 = La main, { $to }. Donne-la-moi et tu n’y perdras pas.
talk-want-rescue =
    .v1 = Qu’on me sauve, { $to } : je n’ai presque plus de jetons.
talk-want-ally =
    .v1 = Un allié contre { $who }.
    .v2 = Arrêter { $who }, avec un partenaire.
talk-want-win =
    .v1 = Gagner, comme tout le monde. Fais-moi une offre.
talk-chips-mine =
    .v1 = { $n ->
        [one] Plus qu’un seul jeton, { $to }.
       *[other] { $n } jetons en main, { $to }, tous de ma couleur.
    }
    .v2 = { $n ->
        [one] Un. Un seul.
       *[other] { $n }, { $to }. Tu peux les compter sur la table.
    }
talk-chips-mine-prisoners =
    .v1 = { $n ->
        [one] Un seul jeton, { $to }, et c’est un prisonnier.
       *[other] { $n } jetons, { $to }, dont { $k ->
            [one] un prisonnier
           *[other] { $k } prisonniers
        }.
    }
talk-chips-out =
    .v1 = Plus rien en main, { $to } : il faut qu’on me sauve.
talk-chips-other-out =
    .v1 = { $Who } n’a plus aucun jeton en main.
talk-chips-other =
    .v1 = { $n ->
        [one] { $Who } n’a plus qu’un jeton.
       *[other] { $Who } a { $n } jetons en main.
    }
talk-chips-yours =
    .v1 = { $n ->
        [one] Un seul, { $to } : regarde ta fiche.
       *[other] Tu en as { $n }, { $to } : regarde ta fiche.
    }
talk-chips-yours-out =
    .v1 = Plus aucun, { $to } : il va falloir qu’on te sauve.
talk-prisoners-mine =
    .v1 = { $k ->
        [one] Un prisonnier, { $to }.
       *[other] { $k } prisonniers, { $to }.
    }
talk-prisoners-mine-none =
    .v1 = Pas un seul prisonnier, { $to }.
talk-prisoners-other =
    .v1 = { $k ->
        [one] { $Who } détient un prisonnier.
       *[other] { $Who } détient { $k } prisonniers.
    }
talk-prisoners-other-none =
    .v1 = { $Who } n’a aucun prisonnier.
talk-prisoners-yours =
    .v1 = { $k ->
        [one] Tu détiens un prisonnier, { $to }.
       *[other] Tu détiens { $k } prisonniers, { $to }.
    }
talk-prisoners-yours-none =
    .v1 = Aucun, { $to }.
talk-chips-most =
    .v1 = { $n ->
        [one] { $Who }, avec un jeton : personne n’a plus.
       *[other] { $Who }, avec { $n } jetons en main.
    }
talk-chips-most-me =
    .v1 = { $n ->
        [one] Moi, avec un jeton : on est tous fauchés.
       *[other] Moi, avec { $n } jetons. Ne m’en veux pas.
    }
talk-why-refused =
    .v1 = Tu m’avais déjà trahi, { $to }.
    .v2 = Je ne sauve pas ceux qui m’ont menti, { $to }.
talk-why-cost =
    .v1 = Te sauver m’aurait coûté trop cher, { $to }.
    .v2 = C’était toi ou moi, { $to } : j’ai gardé mes prisonniers.
talk-why-broke =
    .v1 = C’était plus rentable, { $to }. Rien de personnel.
talk-why-move =
    .v1 = { $Who } était un meilleur choix pour moi, { $to }.
talk-why-move-kept =
    .v1 = Garder la main m’arrangeait mieux, { $to }.
talk-why-none =
    .v1 = Je n’ai rien fait contre toi, { $to }.
    .v2 = Pourquoi quoi, { $to } ?
talk-threatened-loyal =
    .v1 = Pas besoin de menaces, { $to }. Demande gentiment.
    .v2 = Les menaces, très peu pour moi, { $to }.
talk-threatened-opportunist =
    .v1 = C’est ce qu’on verra, { $to }.
    .v2 = Essaie donc, { $to }.
talk-threatened-vengeful =
    .v1 = Tu ne me fais pas peur, { $to }.
    .v2 = Essaie donc, { $to }.
talk-praised =
    .v1 = Merci, { $to }.
    .v2 = C’est gentil, { $to }.
talk-small-bot =
    .v1 = Je suis une des IA du site, { $to }. Je tiens parole, la plupart du temps.
    .v2 = Une IA, { $to }, et pas plus tendre pour autant.
talk-small-who =
    .v1 = Moi, c’est { $name }, { $to }, et je suis là pour gagner.
    .v2 = { $name }, { $to }. Enchanté.
talk-small-how =
    .v1 = Bien, { $to }. Concentré sur la partie.
    .v2 = Je vais bien, { $to }. Et toi ?
talk-small-sorry =
    .v1 = On passe l’éponge, { $to }.
talk-small-betray =
    .v1 = Pas si tu tiens parole, { $to }.
    .v2 = Seulement si tu m’en donnes une raison, { $to }.
talk-small-trust =
    .v1 = La confiance se gagne à cette table, { $to }.
talk-small-plan =
    .v1 = Ça dépend de ce qu’on me propose, { $to }.
    .v2 = À celui qui me fera la meilleure offre, { $to }.
talk-small-capture =
    .v1 = { $To }, quand un jeton tombe sur un jeton de sa couleur, le joueur de cette couleur capture la pile : il en sacrifie un jeton et garde les autres comme prisonniers.
talk-small-nochips =
    .v1 = Si tu as la main sans aucun jeton, { $to }, il faut qu’on te sauve : chaque joueur qui détient un prisonnier peut te le donner, et si personne ne le fait, tu es vaincu.
talk-small-win =
    .v1 = Le dernier joueur encore en jeu gagne, { $to }. Garde des jetons, et des amis.
talk-small-rules =
    .v1 = La page Règles explique tout, { $to }, avec un tutoriel.
talk-huh =
    .v1 = Pardon { $to }, je n’ai pas compris.
    .v2 = Hein ? Tu peux répéter, { $to } ?
talk-why-kill =
    .v1 = Il fallait sacrifier un jeton, { $to }, et c’est le tien que je pouvais perdre.
    .v2 = Rien de personnel, { $to } : sacrifier ton jeton m’a gardé mes prisonniers.
talk-why-kill-wronged =
    .v1 = Tu avais trahi ta parole, { $to }. Ce jeton, c’était le prix.
talk-why-kill-other =
    .v1 = Ce n’est pas moi, { $to } : c’est { $who } qui a sacrifié ton jeton.
talk-why-kill-none =
    .v1 = Je n’ai jamais sacrifié un de tes jetons, { $to }.
talk-why-rescue-none =
    .v1 = Je ne t’ai jamais refusé de te sauver, { $to }.
    .v2 = Je n’ai jamais eu l’occasion de te sauver, { $to }.
talk-why-move-none =
    .v1 = Je ne t’ai jamais refusé la main, { $to }.
talk-why-offer-move =
    .v1 = C’est toi qui choisis qui joue ensuite, { $to }, et j’aimerais que ce soit moi.
    .v2 = Parce que c’est toi qui as la main à donner, { $to }, et que je sais rendre un service.
talk-why-offer-rescue =
    .v1 = Tu as des prisonniers en trop, { $to }, et moi presque plus de jetons.
    .v2 = C’est toi qui as les prisonniers qui me manquent, { $to }.
talk-why-offer-ally =
    .v1 = { $Who } est en tête, { $to }, c’est tout.
    .v2 = Regarde les jetons de { $who }, { $to }.
talk-why-offer =
    .v1 = Parce que ça nous arrange tous les deux, { $to }.
talk-broke-loyal =
    .v1 = Désolé, { $to }. Je n’avais pas le choix ; je me rattraperai.
    .v2 = { $To }, pardonne-moi : je ne pouvais pas tenir parole sans y laisser ma peau.
talk-broke-opportunist =
    .v1 = Rien de personnel, { $to }. C’était simplement plus rentable.
    .v2 = Les affaires sont les affaires, { $to }.
talk-broke-vengeful =
    .v1 = Tu l’as bien cherché, { $to }.
    .v2 = C’est comme ça, { $to } : souviens-toi de qui a trahi qui.
talk-kept-word =
    .v1 = J’ai tenu toutes mes promesses envers toi, { $to }.
    .v2 = Je ne t’ai jamais manqué de parole, { $to }.
talk-deal-on =
    .v1 = Marché conclu, { $to } : je tiendrai ma part.
    .v2 = Parfait, { $to }. Tope là.
talk-deal-off =
    .v1 = Tant pis pour toi, { $to }.
    .v2 = Comme tu veux, { $to }.
talk-insult-loyal =
    .v1 = Pas besoin d’être grossier, { $to }.
    .v2 = Restons courtois, { $to }.
talk-insult-opportunist =
    .v1 = Les insultes ne coûtent rien, { $to }. Fais-moi plutôt une offre.
    .v2 = Charmant, { $to }. Je m’en souviendrai au prochain marché.
talk-insult-vengeful =
    .v1 = Tu vas le regretter, { $to }.
    .v2 = Fais attention, { $to }. Je n’oublie jamais.
talk-gg-won =
    .v1 = Bien joué, tout le monde !
    .v2 = gg à tous : c’était serré.
talk-gg-lost =
    .v1 = Bien joué, { $who }. gg !
    .v2 = gg, { $who }, tu l’as mérité.
talk-after-game =
    .v1 = La partie est finie, { $to }. Bien joué !
    .v2 = gg, { $to }.
