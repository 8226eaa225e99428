"""The keyword filter's labels (issue 9, item 16): two keywords spelt alike read apart."""

from __future__ import annotations

from demloc.catalog.keywords import RULES, filter_choices


def test_monstrous_and_monstruous_are_labelled_by_place_and_section() -> None:
    labels = dict((name, label) for label, name in filter_choices())
    assert labels["MONSTROUS"] == "MONSTROUS (pentacle 8.3)"
    assert labels["MONSTRUOUS"] == "MONSTRUOUS (ability 8.4)"


def test_one_entry_per_keyword_name_and_no_two_labels_alike() -> None:
    choices = filter_choices()
    assert [name for _label, name in choices] == sorted({r.name for r in RULES})
    assert len({label for label, _name in choices}) == len(choices)
    labels = dict((name, label) for label, name in choices)
    assert labels["DEFENSIVE"] == "DEFENSIVE (weapon 8.1, pentacle 8.3)"
