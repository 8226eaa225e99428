"""A mission's end written as data (issue 13, 6.4.1 "Resolution phase"): see model.py."""
