"""An event's own files as the arbiter writes them: event.toml and its tables,
the participants and teams, the results (CSV, and the readers of every
kind), the play-off's and the prizes' tables, and the changes the desk makes
to the results."""
