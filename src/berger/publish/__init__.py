"""Use case: the event site written into a folder, and kept up to date.

:func:`~berger.publish.site.write_site` writes (or brings up to date) the
site of an event in a folder; ``berger site`` calls it, and ``berger build``
can too (``write_site(config, tournament, results, outdir / "site")``). For
an event with several groups, :func:`~berger.publish.site.write_groups_site`
writes its one site: each group's pages in a folder named after the group,
the event's own front page and hall screen at the top. A folder
(:class:`~berger.publish.folder.SiteFolder`) remembers, in
:data:`~berger.publish.folder.MANIFEST`, a digest of every page it holds, so
writing the site again renders and rewrites only the pages whose content
changed (after one new result: that round, the standings, the crosstable,
the two players …). :class:`~berger.publish.live.LiveSite` reads the event
again on each rebuild for ``berger serve`` (for an event with several
groups, only the groups whose files changed). No Click here, and nothing
about serving.
"""
