"""`python -m table ...`: see table.cli."""

import sys

from .cli import main

sys.exit(main())
