"""Use cases: read an event, number and schedule it, and make what each
command makes from it: reports, documents, the workbook, exports. No Click here.

The command line calls these; so can any other program. One module a kind
of use case: :mod:`~berger.pipeline.event` opens an event and its groups
(seeds and schedules), :mod:`~berger.pipeline.results` reads the results and
counts them (crosstables, standings, rating changes),
:mod:`~berger.pipeline.reports` prints the text, CSV and JSON reports,
:mod:`~berger.pipeline.exports` writes the TRF, CSV, JSON and workbook
exports, :mod:`~berger.pipeline.norms` the title norms and
:mod:`~berger.pipeline.documents` the printed documents. Readers, writers and
renderers are imported inside the functions that use them, so a command pays
only for its own. A team event is handed over to :mod:`berger.team_pipeline`
by the use cases the commands call.
"""
