"""The city of DemLoc's individual game (rulebook 6.2 "Exploring and conquering the City
of DemLoc", "Random events"; issue 14): pure core, no Qt and no database.

The city's map is model.py's (5 areas, their control spots, R-48); who holds a
spot is the store's (store/missions.py holders / set_holder). This package adds:

- rules.py    the provisional data file resources/city_rules.toml (R-119): per spot
              kind the times, chances, income, grant and failure; the event table
- tasks.py    sending mercenaries: preview (hours, chance), plan_explore / plan_acquire
              -> Task, settle(task, now) -> Outcome | None, recall(task, now)
- income.py   a held spot's collections: whole periods since the last one (R-123)
- grants.py   the price cuts the held spots grant while held (R-125)
- events.py   the random events drawn per whole day, answers and lapses (R-124)
- ledger.py   Line: one ledger amount (fame, feods, blood stones) with its reason
- clock.py    aware UTC times, and to_naive_utc / from_naive_utc for the store's
              naive-UTC columns; seeded.py the draws fixed by a seed
- errors.py   CityError (a RulesError naming the rule), CityRulesFileError,
              CityFormatError (a stored task, outcome or event that cannot be read)

Times are deadlines, never countdowns: every function takes `now` from its caller and
returns what is due at that moment; the same inputs always give the same answer, so
the store can work anything out again after a restart and write it once, marked done,
in one transaction with the ledger (R-122)."""
