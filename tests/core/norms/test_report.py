"""What the norms assessment reports: the reasons in plain words."""

from __future__ import annotations

from fractions import Fraction

from berger.core.norms.report import Reason, Shortfall


def test_reasons_read_as_plain_words() -> None:
    reason = Reason(Shortfall.TITLED, (("count", 2), ("titles", "GM"), ("needed", 3)))
    assert str(reason) == "GM opponents: 2; 3 needed"
    points = Reason(
        Shortfall.UNREACHABLE,
        (
            ("points", Fraction(1, 2)),
            ("remaining", 2),
            ("best", Fraction(5, 2)),
            ("needed", Fraction(3)),
        ),
    )
    assert str(points) == "½ so far and 2 games left: at most 2½; 3 needed"
