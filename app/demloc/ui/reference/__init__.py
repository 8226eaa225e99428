"""The rules reference on screen (issue 15): the Rules view (`view`), the page browser it
and the tracker's glossary share (`browser`, `pages`), the links every screen uses to
open a section (`links`) and the printable PDF (`pdf`)."""
