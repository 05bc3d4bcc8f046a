"""Use cases: read an event, number and schedule it, and make what each
command makes from it: reports, documents, the workbook, exports, the pack,
the site and the live site. No Click here.

The command line calls these; so can any other program. An event is opened
once (:mod:`~berger.pipeline.event`) as the variant of its kind
(:mod:`~berger.pipeline.variant`: :mod:`~berger.pipeline.players.variant`,
:mod:`~berger.pipeline.teams.variant` or :mod:`~berger.pipeline.micro.variant`, the only
modules that know the kinds apart: what a kind does differently they hand
down as values); its results files are read once, at this edge
(:mod:`~berger.pipeline.read`), and counted without opening a file. Every
output of the event is one entry of its kind's list
(:mod:`~berger.pipeline.outputs`): those every kind has declared once
(:mod:`~berger.pipeline.shared_outputs`), each kind's own in its module
(:mod:`~berger.pipeline.players.outputs`,
:mod:`~berger.pipeline.teams.outputs`,
:mod:`~berger.pipeline.micro.outputs`); every use case is then the same
code for every kind: :mod:`~berger.pipeline.reports` prints the text, CSV
and JSON reports, :mod:`~berger.pipeline.exports` writes the TRF, CSV,
JSON, PGN and PDN exports, :mod:`~berger.pipeline.norms` the title norms,
:mod:`~berger.pipeline.documents` one output on its own,
:mod:`~berger.pipeline.build` the whole pack (what it is made of and the
folder that keeps it in :mod:`~berger.pipeline.pack`),
:mod:`~berger.pipeline.site` the event site and :mod:`~berger.pipeline.live`
the site ``berger serve`` keeps up to date. The command line imports a
command's module only when it runs, so a command pays only for its own.
"""
