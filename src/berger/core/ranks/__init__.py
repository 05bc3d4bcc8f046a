"""Sports-rank norms (розрядні норми, разрядные нормы): a table of ranks and
the share of a point each game needs by the opponent's coefficient
(:mod:`berger.core.ranks.table`), and who fulfilled which rank in an event
(:mod:`berger.core.ranks.assess`, reported as :mod:`berger.core.ranks.report`
says).

Nothing here reads files, looks at the clock or draws random numbers.
"""
