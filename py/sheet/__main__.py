"""``python -m sheet totals FILE``: see ``sheet.cli``."""

import sys

from .cli import main

sys.exit(main())
