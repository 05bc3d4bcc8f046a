"""Use cases: read an event, number and schedule it, and make what each
command makes from it: reports, documents, the workbook, exports, the pack,
the site and the live site. No Click here.

The command line calls these; so can any other program. An event is opened
once (:mod:`~berger.pipeline.event`) as the variant of its kind
(:mod:`~berger.pipeline.variant`: :mod:`~berger.pipeline.players` or
:mod:`~berger.pipeline.teams`, the only modules that know the kinds apart:
what a kind does differently they hand down as values), and every use case
is then the same code for both:
:mod:`~berger.pipeline.reports` prints the text, CSV and JSON reports,
:mod:`~berger.pipeline.exports` writes the TRF, CSV, JSON and workbook
exports, :mod:`~berger.pipeline.norms` the title norms,
:mod:`~berger.pipeline.documents` one printed document,
:mod:`~berger.pipeline.build` the whole pack (what it is made of and the
folder that keeps it in :mod:`~berger.pipeline.pack`),
:mod:`~berger.pipeline.site` the event site and :mod:`~berger.pipeline.live`
the site ``berger serve`` keeps up to date. Readers, writers and renderers
are imported inside the functions that use them, so a command pays only for
its own.
"""
