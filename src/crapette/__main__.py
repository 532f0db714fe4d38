"""``python -m crapette`` runs the command line."""

from crapette.cli import main

raise SystemExit(main())
