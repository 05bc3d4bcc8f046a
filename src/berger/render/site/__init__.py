"""The event site: core objects turned into web pages.

:func:`~berger.render.site.plan.plan_site` turns the event into page
specifications: for every page of the site its template and a frozen view of
everything the page shows (the views are in :mod:`~berger.render.site.pages`).
Planning is cheap; rendering is not, so a caller keeps each page's
:func:`~berger.render.site.render.page_digest` and renders
(:func:`~berger.render.site.render.render_pages`) only the pages whose digest
changed. :func:`~berger.render.site.render.site_assets` gives the files every
site carries (the style sheet, the one script, the icon, the fonts). Nothing
here writes a file.

An event with several groups has one site: each group's pages (planned by
:func:`~berger.render.site.plan.plan_site`, with
:attr:`~berger.render.site.pages.SiteData.event` set) in a folder named after
the group, and the event's own front page and hall screen at the top
(:func:`~berger.render.site.groups.plan_event`, made from the groups' plans),
beside the files every site carries.
"""
