"""Page geometry in millimetres, shared by the Python code and the print CSS.

The paper sizes, the page margins, the pairing cards' grid, the round
sheets' type and the crosstable's columns are defined here and nowhere else:
the templates receive them (``print.css`` writes its ``@page`` margins from
``page_margins``, the cards and the crosstable their sizes from
:class:`~berger.render.geometry.cards.CardGrid` and
:class:`~berger.render.geometry.tables.CrosstableGeometry`), so a margin
changed here moves the printed page and every size worked out from it
together.

- :mod:`~berger.render.geometry.page`: the paper sizes, the margins and the
  text area they leave;
- :mod:`~berger.render.geometry.fitting`: how much room a text takes, and the
  one rule that fits a name in its box, never cut;
- :mod:`~berger.render.geometry.cards`: the pairing cards' grid;
- :mod:`~berger.render.geometry.sheets`: the round sheets' type and columns;
- :mod:`~berger.render.geometry.tables`: the crosstable's columns, rows and
  type, and the standings' name column;
- :mod:`~berger.render.geometry.chart`: the round chart.
"""
