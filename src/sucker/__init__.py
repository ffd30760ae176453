"""So Long Sucker: the 1950 negotiation game by Hausner, Nash, Shapley and Shubik."""

__version__ = "0.1.0"
