"""Every rulebook hand of the 81 fans, gathered from one file per band of points
(rulebook_fans_88_to_32.py ... rulebook_fans_2_to_1.py); the case's form, the fan table and the
checking helper are in rulebook_case.py.
"""

from __future__ import annotations

from tests.scoring.rulebook_case import FAN_POINTS, Case, f
from tests.scoring.rulebook_fans_2_to_1 import CASES_2_TO_1
from tests.scoring.rulebook_fans_8_to_4 import CASES_8_TO_4
from tests.scoring.rulebook_fans_24_to_12 import CASES_24_TO_12
from tests.scoring.rulebook_fans_88_to_32 import CASES_88_TO_32

__all__ = ["FAN_CASES", "FAN_POINTS", "Case", "f"]

FAN_CASES: list[Case] = [*CASES_88_TO_32, *CASES_24_TO_12, *CASES_8_TO_4, *CASES_2_TO_1]
