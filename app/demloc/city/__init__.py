"""The city of DemLoc's individual game (rulebook 6.2; issue 14): pure core, no Qt and
no database. See the package's modules: rules (the data file), tasks, income, events."""
