"""The one base of every error that means bad input (issue 28): a file, a value or an
action the app refuses, with a message naming the file, field or rule, never a bug
(STYLE.md 3). The UI and the CLI catch `BadInputError` to show that message; each module's
own error (a data file's, the board's, the rules', the store's) is one of them."""

from __future__ import annotations


class BadInputError(ValueError):
    """Input the app cannot use; the message says where and why."""
