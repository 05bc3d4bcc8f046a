"""``python -m berger`` runs the command line."""

from berger.cli import main

main()
