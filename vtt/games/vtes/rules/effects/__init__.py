"""Card effects as data the engine executes (issue "the starters play themselves").

A card's effect is a short script of typed steps (:class:`.steps.Step`: a kind with its
parameters) per level and per moment, read from ``vtt/resources/vtes/effects/*.json``
(:mod:`.catalog`): ``play`` runs when the card is played, ``choose`` offers alternatives
its player picks one of, ``success`` runs when its action succeeds, ``passed`` when its
referendum passes, ``in_play`` describes what it gives while it is in play.  Those files
are derived once from the card texts by ``packaging/derive_vtes_card_effects.py`` and
corrected by hand (an entry marked ``"checked"`` survives a re-run).

Each step kind declares, next to each other, when it may apply (:meth:`~.steps.Step.can`),
what it does (:meth:`~.steps.Step.apply`) and its words in the Decisions dock
(:meth:`~.steps.Step.words`), so a card's offer, its effect and its description cannot
drift apart.  :mod:`.run` is what the rest of the engine calls.
"""
