"""The rules reference (issue 15): the whole game in our own words, a file per chapter
(`resources/rules/chNN.md`), read into numbered sections (`text.py`) and searched with
ranking and highlighted matches (`search.py`). Pure core: no Qt, no database."""
