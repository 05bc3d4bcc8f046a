"""The words a page takes where the kinds of event word it differently: each
a label key (or a template's name) of the event's kind, handed to the
templates as ``words`` by the kind's variation. The templates write
``t[words.entrant]``, never a branch on the kind.

:data:`PLAYER_WORDS` are an event of players'; :data:`TEAM_WORDS` a team
event's, which also labels the team tie-breaks (:meth:`TeamWords.tiebreak`);
:data:`MICRO_WORDS` a micro-match event's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from berger.core.schedule import Color
from berger.core.scoring import ScoringSystem
from berger.formats.reports.ties import SCORES
from berger.render.labels import Labels, team_tiebreak_label, tiebreak_label
from berger.render.tables import StandingRow


@dataclass(frozen=True, slots=True)
class Words:
    """The label keys of an event of players' pages (the defaults), or of
    another kind's (:class:`TeamWords`, :class:`MicroWords`)."""

    entrant: str = "name"
    """The heading of the entrants' names in a standings table and in the
    round chart's schedule."""
    board: str = "board"
    """The heading of the pairings' columns of the round chart: its boards
    (a team event's matches)."""
    ties_shared: str = "ties_shared"
    """The note that entrants still level share the place."""
    chart_rule: str = "chart_rule"
    """The Berger table's rule, under the round chart."""
    chart_rule_phantom: str = "chart_rule_phantom"
    """The rule with the phantom number (an odd field)."""
    chart_by_names: str = "chart_by_names"
    """The heading of the pairings by names."""
    schedule: str = "player_schedule"
    """The heading of each entrant's rounds."""
    schedule_class: str = "player-chart"
    """The classes of the table of each entrant's rounds."""
    chart_cells: str = "chart_cells"
    """What a cell of each entrant's rounds holds."""
    next_game: str = "site_next_game"
    """The heading of an entrant's next game on its page."""
    no_next_game: str = "site_no_next_game"
    """What its page says when it has none left."""
    my_standings: str = "site_my_standings"
    """The link to its line in the standings."""
    my_crosstable: str = "site_my_crosstable"
    """The link to its row in the crosstable."""
    my_rounds: str = "site_my_rounds"
    """The heading of its rounds."""
    result: str = "result"
    """The result column of its rounds, in full."""
    result_short: str = "site_result_short"
    """The same, short."""
    total: str = "site_total"
    """The column of its points after each round."""
    colour_legend: str = "site_colour_legend"
    """The legend under its rounds."""
    start_list: str = "site/player_start_list.html"
    """The template of the site's starting list."""
    matches: bool = False
    """A round's pairings are matches of boards (the site shows each match
    with its boards)."""
    match_n: str = "match_n"
    """A match of a round, by its number (the site's matches)."""
    match_legend: str = "site_match_legend"
    """The legend under a round's matches on the site."""
    match: str = "match"
    """A match of a round in the site's screen-reader text (a team's match,
    a micro-match)."""
    match_sides: str = "team"
    """The two sides of a match in the site's screen-reader text: a team
    (a micro-match, its two players)."""
    match_part: str = "board"
    """One game of a match in the site's screen-reader text: a team's board,
    a micro-match's game."""
    first_white: str = "site_board_one_white"
    """An entrant's colour in the first game of its next match: white."""
    first_black: str = "site_board_one_black"
    """The same: black."""
    table_n: str = "board_n"
    """A pairing of a round, by its number: its board (a team event's
    match)."""
    my_calendar: str = "site_my_calendar"
    """The link to an entrant's calendar of its games."""
    pending: str = "pending_games"
    """The heading of the games pending (postponed) under the standings."""
    game_colours: bool = False
    """An entrant's page shows its colour in each game of its match (a
    micro-match's games), not on its first board alone."""

    def tiebreak(
        self, labels: Labels, code: str, *, long: bool, scoring: ScoringSystem
    ) -> str:
        """The label of the tie-break ``code`` (with ``long``, its words for
        the legend): an individual code's with its modifiers."""
        return tiebreak_label(labels, code, long=long, scoring=scoring)

    def chart_note(self, first: Color) -> str:
        """The note under the round chart's pairings on the colour of the
        side named first, ``first``: white, a game's first-named player's."""
        return "chart_note_white"

    def side(self, colour: Color) -> str:
        """An entrant's ``colour`` in a game of its own (``white``), or in
        the first game of its match (a team's board 1, a micro-match's game
        1: :attr:`first_white`)."""
        if self.matches:
            return self.first_white if colour is Color.WHITE else self.first_black
        return "white" if colour is Color.WHITE else "black"

    def leader_points(self, scores: Sequence[str]) -> str:
        """The label of the leaders' points on the site's front page, the
        entrants ranked on ``scores``."""
        return "points"

    def games(self, row: StandingRow) -> int:
        """The games of ``row`` in the site's standings: those played over
        the board."""
        return row.games

    def score_short(self, score: str) -> str:
        """The short label of a score the entrants are ranked on (``points``,
        ``match_points``, ``game_points``)."""
        return f"{score}_short"

    def score_labels(self, labels: Labels) -> dict[str, str]:
        """Each score's short label in ``labels``, as this kind names it
        (:meth:`score_short`), for the sentences of the ties."""
        return {score: labels[self.score_short(score)] for score in SCORES}


@dataclass(frozen=True, slots=True)
class TeamWords(Words):
    """A team event's label keys: its entrants are teams, its games matches."""

    def tiebreak(
        self, labels: Labels, code: str, *, long: bool, scoring: ScoringSystem
    ) -> str:
        """A team tie-break's label (see
        :func:`~berger.render.labels.team_tiebreak_label`)."""
        return team_tiebreak_label(labels, code, long=long)

    def chart_note(self, first: Color) -> str:
        """The first-named team's colour on board 1, by the event's
        settings."""
        return f"chart_note_teams_{first.name.lower()}"

    def leader_points(self, scores: Sequence[str]) -> str:
        """The short label of the first score (match or game points)."""
        return f"{scores[0]}_short"

    def games(self, row: StandingRow) -> int:
        """The matches counted, forfeits among them."""
        return row.record.games


@dataclass(frozen=True, slots=True)
class MicroWords(Words):
    """A micro-match event's label keys: its match points are the
    micro-matches' (not a team's), its colours alternate game by game."""

    def chart_note(self, first: Color) -> str:
        """The first-named player has white in the first game, and the
        colours alternate."""
        return "chart_note_micro"

    def score_short(self, score: str) -> str:
        """The micro-matches' points are ``micro_match_points_short``."""
        if score == "match_points":
            return "micro_match_points_short"
        return f"{score}_short"

    def leader_points(self, scores: Sequence[str]) -> str:
        """The short label of the first score."""
        return self.score_short(scores[0])


PLAYER_WORDS = Words()
"""An event of players' words."""
MICRO_WORDS = MicroWords(
    result="micro_match",
    result_short="site_score_short",
    matches=True,
    match_n="board_n",
    match_legend="site_micro_legend",
    match="micro_match",
    match_sides="micro_match",
    match_part="game",
    first_white="site_game_one_white",
    first_black="site_game_one_black",
    colour_legend="site_micro_colour_legend",
    chart_cells="chart_cells_micro",
    game_colours=True,
)
"""A micro-match event's words: its pairings are micro-matches, shown on
the site as a team's matches are, each game a board."""
TEAM_WORDS = TeamWords(
    entrant="team",
    board="match",
    ties_shared="ties_shared_teams",
    chart_rule="chart_rule_teams",
    chart_rule_phantom="chart_rule_phantom_teams",
    chart_by_names="chart_by_team_names",
    schedule="team_schedule",
    schedule_class="player-chart team-chart",
    chart_cells="chart_cells_teams",
    next_game="site_next_match",
    no_next_game="site_no_next_match",
    my_standings="site_team_standings",
    my_crosstable="site_team_crosstable",
    my_rounds="site_team_matches",
    result="match_score",
    result_short="site_score_short",
    total="match_points_short",
    colour_legend="site_team_colour_legend",
    start_list="site/team_start_list.html",
    matches=True,
    table_n="match_n",
    my_calendar="site_team_calendar",
    pending="pending_matches",
)
"""A team event's words."""
