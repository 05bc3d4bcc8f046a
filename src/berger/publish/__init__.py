"""The event site written into a folder, and kept up to date.

A folder (:class:`~berger.publish.folder.SiteFolder`) takes what a site is
made from (:class:`~berger.render.site.pages.SiteData`, finished by the use
cases of :mod:`berger.pipeline.site`) and remembers, in
:data:`~berger.publish.folder.MANIFEST`, a digest of every page it holds, so
writing the site again renders and rewrites only the pages whose content
changed (after one new result: that round, the standings, the crosstable,
the two players …). For an event with several groups, each group's pages
lie in a folder named after the group, the event's own front page and hall
screen at the top. No Click here, nothing about serving, and no use case:
this package takes finished values and writes them.
"""
