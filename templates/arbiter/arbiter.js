/*
 * The arbiter's page: shows a round's games (GET /arbiter/api/round/N) and
 * sends each result (POST /arbiter/api/result, with the page's CSRF token and
 * the game's version). Keys on a focused board: 1 (1-0), = (½-½), 0 (0-1),
 * + (+-), - (-+), Delete or Backspace (clear), arrows up and down to move.
 * Everything from the event is set as text, never as markup.
 */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("arbiter-data").textContent);
  var t = data.labels;
  var groups = data.groups;
  var csrf = document.querySelector('meta[name="csrf-token"]').content;
  var CODES = [
    ["1-0", "1-0", "arbiter_white_wins"],
    ["1/2-1/2", "½-½", "arbiter_draw"],
    ["0-1", "0-1", "arbiter_black_wins"],
    ["+-", "+−", "arbiter_white_forfeit"],
    ["-+", "−+", "arbiter_black_forfeit"],
    ["--", "−−", "arbiter_double_forfeit"]
  ];
  var KEYS = { "1": "1-0", "=": "1/2-1/2", "0": "0-1", "+": "+-", "-": "-+" };
  var SHOWN = {};
  CODES.forEach(function (c) { SHOWN[c[0]] = c[1]; });

  var state = { group: 0, round: 1, games: [], busy: false, reversed: {} };
  var el = function (id) { return document.getElementById(id); };

  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, function (m, k) { return k in values ? values[k] : m; });
  }
  function make(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function group() { return groups[state.group]; }
  function query() {
    var name = group().name;
    return name === null ? "" : "?group=" + encodeURIComponent(name);
  }
  function say(text, kind) {
    var status = el("status");
    status.textContent = text;
    status.className = "status" + (kind ? " " + kind : "");
  }
  function points(x) {
    var whole = Math.floor(x);
    var half = x - whole >= 0.5;
    return (whole || !half ? String(whole) : "") + (half ? "½" : "");
  }

  function readHash() {
    var m = /^#(?:g(\d+)-)?r(\d+)$/.exec(location.hash);
    if (m) {
      var g = m[1] ? parseInt(m[1], 10) : 0;
      if (g < groups.length) state.group = g;
      state.round = parseInt(m[2], 10);
    } else {
      state.round = group().current;
    }
    state.round = Math.min(Math.max(1, state.round), group().rounds);
  }
  function writeHash() {
    var hash = "#" + (groups.length > 1 ? "g" + state.group + "-" : "") + "r" + state.round;
    if (location.hash !== hash) history.replaceState(null, "", hash);
  }

  function setupRounds() {
    var select = el("round");
    select.textContent = "";
    for (var r = 1; r <= group().rounds; r++) {
      var option = make("option", null, String(r));
      option.value = String(r);
      select.appendChild(option);
    }
    select.value = String(state.round);
    el("prev").disabled = state.round <= 1;
    el("next").disabled = state.round >= group().rounds;
    Array.prototype.forEach.call(document.querySelectorAll(".group"), function (b) {
      b.setAttribute("aria-pressed", String(parseInt(b.dataset.group, 10) === state.group));
    });
    var readOnly = el("read-only");
    readOnly.hidden = !group().read_only;
    readOnly.textContent = group().read_only ? t.arbiter_read_only + ": " + group().read_only : "";
    prints();
  }

  function prints() {
    var list = el("prints");
    list.textContent = "";
    var q = query();
    var items = [["round-sheet", state.round, fill(t.arbiter_print_sheet, { n: state.round })]];
    if (state.round < group().rounds) {
      items.push(["cards", state.round + 1, fill(t.arbiter_print_cards, { n: state.round + 1 })]);
    }
    items.push(["standings", state.round, t.arbiter_print_standings]);
    items.forEach(function (item) {
      var a = make("a", null, item[2]);
      a.href = "/arbiter/print/" + item[0] + "/" + item[1] + ".pdf" + q;
      a.target = "_blank";
      a.rel = "noopener";
      var li = make("li");
      li.appendChild(a);
      list.appendChild(li);
    });
  }

  function load(focusBoard) {
    var round = state.round;
    return fetch("/arbiter/api/round/" + round + query(), { credentials: "same-origin", cache: "no-store" })
      .then(function (response) {
        return response.json().then(function (body) { return [response.status, body]; });
      })
      .then(function (answer) {
        if (round !== state.round) return;
        if (answer[0] !== 200) {
          say((answer[1] && answer[1].error) || t.arbiter_error, "error");
          return;
        }
        show(answer[1], focusBoard);
      })
      .catch(function () { say(t.arbiter_offline, "error"); });
  }

  function show(round, focusBoard) {
    state.games = round.games;
    var main = el("games");
    main.textContent = "";
    main.setAttribute("aria-busy", "false");
    var total = round.games.filter(function (g) { return !g.withdrawn; }).length;
    var count = el("count");
    count.textContent = round.missing
      ? fill(t.arbiter_missing, { n: round.missing, total: total })
      : t.arbiter_all_done;
    count.className = "count" + (round.missing ? "" : " all-done");
    var matches = {};
    round.matches.forEach(function (m) { matches[m.match] = m; });
    var section = null;
    var last = null;
    round.games.forEach(function (game) {
      if (game.match !== undefined && game.match !== last) {
        last = game.match;
        var m = matches[game.match];
        section = make("section", "match");
        var head = make("h2", "match-head");
        head.appendChild(make("span", null, t.arbiter_match + " " + m.match + ": " + m.first + " – " + m.second));
        var score = make("span", "match-score", points(m.score[0]) + " : " + points(m.score[1]));
        score.title = t.arbiter_score;
        head.appendChild(score);
        section.appendChild(head);
        main.appendChild(section);
      }
      (section || main).appendChild(card(game));
    });
    var bye = el("bye");
    bye.hidden = !round.bye;
    bye.textContent = round.bye ? t.arbiter_bye + ": " + round.bye : "";
    var gone = el("withdrawals");
    gone.textContent = "";
    gone.hidden = !round.withdrawals.length;
    if (round.withdrawals.length) {
      gone.appendChild(make("h2", null, t.arbiter_withdrawals));
      var list = make("ul");
      round.withdrawals.forEach(function (w) {
        list.appendChild(make("li", null, w.name + ", " + fill(t.arbiter_withdrew_after, { n: w.after_round })));
      });
      gone.appendChild(list);
    }
    if (focusBoard) {
      var target = main.querySelector('[data-key="' + focusBoard + '"]');
      if (target) target.focus();
    }
  }

  function keyOf(game) { return (game.match || 0) + "-" + game.board; }

  function card(game) {
    var key = keyOf(game);
    var node = make("article", "game" + (game.result || game.withdrawn ? "" : " missing"));
    node.tabIndex = 0;
    node.dataset.key = key;
    var flip = key in state.reversed ? state.reversed[key] : game.reversed;
    var white = game.white, black = game.black;
    if (flip !== game.reversed) { white = game.black; black = game.white; }
    var head = make("div", "game-head");
    var where = (game.match !== undefined ? t.arbiter_match + " " + game.match + " · " : "") + t.arbiter_board + " " + game.board;
    head.appendChild(make("span", "board", where));
    head.appendChild(make("span", "shown", game.result ? SHOWN[game.result] || game.result : game.withdrawn ? "" : t.arbiter_no_result));
    node.appendChild(head);
    var names = make("ul", "names");
    [["□", white, t.arbiter_white], ["■", black, t.arbiter_black]].forEach(function (side) {
      var li = make("li");
      var mark = make("span", "mark", side[0]);
      mark.title = side[2];
      mark.setAttribute("aria-label", side[2]);
      li.appendChild(mark);
      li.appendChild(make("span", null, side[1]));
      names.appendChild(li);
    });
    node.appendChild(names);
    if (flip) node.appendChild(make("p", "note", t.arbiter_reversed_note));
    if (game.withdrawn) node.appendChild(make("p", "note", t.arbiter_withdrawn_game));
    if (!group().read_only) {
      var codes = make("div", "codes");
      codes.setAttribute("role", "group");
      codes.setAttribute("aria-label", where);
      CODES.forEach(function (code, index) {
        var button = make("button", index > 2 ? "minor" : null, code[1]);
        button.type = "button";
        button.setAttribute("aria-label", t[code[2]]);
        button.setAttribute("aria-pressed", String(game.result === code[0]));
        button.addEventListener("click", function () { send(game, code[0], false); });
        codes.appendChild(button);
      });
      var clear = make("button", "minor", t.arbiter_clear);
      clear.type = "button";
      clear.addEventListener("click", function () { send(game, "", false); });
      codes.appendChild(clear);
      if (group().reverses) {
        var reverse = make("button", "minor reverse", "⇄ " + t.arbiter_reversed);
        reverse.type = "button";
        reverse.setAttribute("aria-pressed", String(flip));
        reverse.addEventListener("click", function () {
          state.reversed[key] = !flip;
          show(lastRound(), key);
        });
        codes.appendChild(reverse);
      }
      node.appendChild(codes);
    }
    return node;
  }

  var latest = null;
  function lastRound() { return latest; }
  var showRound = show;
  show = function (round, focusBoard) { latest = round; showRound(round, focusBoard); };

  function send(game, result, fromKeyboard) {
    if (state.busy || group().read_only) return;
    var key = keyOf(game);
    var flip = key in state.reversed ? state.reversed[key] : game.reversed;
    var body = { round: state.round, board: game.board, result: result, version: game.version };
    if (game.match !== undefined) body.match = game.match;
    if (group().name !== null) body.group = group().name;
    if (flip && result) body.reversed = true;
    state.busy = true;
    var node = el("games").querySelector('[data-key="' + key + '"]');
    if (node) node.classList.add("busy");
    fetch("/arbiter/api/result", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
      body: JSON.stringify(body)
    })
      .then(function (response) {
        return response.json().then(function (answer) { return [response.status, answer]; });
      })
      .then(function (answer) {
        var status = answer[0], reply = answer[1] || {};
        if (status === 200) {
          delete state.reversed[key];
          var shown = result ? SHOWN[result] : t.arbiter_cleared;
          say(t.arbiter_saved + ": " + t.arbiter_board + " " + game.board + " " + shown, "saved");
        } else if (status === 409 && reply.game) {
          var now = reply.game.result ? SHOWN[reply.game.result] || reply.game.result : t.arbiter_no_result;
          say(fill(t.arbiter_stale, { result: now }), "error");
        } else {
          say(t.arbiter_error + ": " + (reply.error || status), "error");
        }
        return load(fromKeyboard ? nextMissing(key) : key);
      })
      .catch(function () { say(t.arbiter_offline, "error"); })
      .then(function () { state.busy = false; });
  }

  function nextMissing(key) {
    var games = state.games;
    var at = games.findIndex(function (g) { return keyOf(g) === key; });
    for (var i = 1; i <= games.length; i++) {
      var g = games[(at + i) % games.length];
      if (!g.result && !g.withdrawn && keyOf(g) !== key) return keyOf(g);
    }
    return key;
  }

  document.addEventListener("keydown", function (event) {
    var node = document.activeElement && document.activeElement.closest
      ? document.activeElement.closest(".game") : null;
    if (!node || event.ctrlKey || event.metaKey || event.altKey) return;
    var game = state.games.find(function (g) { return keyOf(g) === node.dataset.key; });
    if (!game) return;
    var cards = Array.prototype.slice.call(document.querySelectorAll(".game"));
    var at = cards.indexOf(node);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      var next = cards[at + (event.key === "ArrowDown" ? 1 : -1)];
      if (next) next.focus();
      event.preventDefault();
      return;
    }
    var result = KEYS[event.key];
    if (event.key === "Delete" || event.key === "Backspace") result = "";
    if (result === undefined) return;
    event.preventDefault();
    send(game, result, true);
  });

  function go(round) {
    state.round = Math.min(Math.max(1, round), group().rounds);
    state.reversed = {};
    writeHash();
    setupRounds();
    load();
  }
  el("prev").addEventListener("click", function () { go(state.round - 1); });
  el("next").addEventListener("click", function () { go(state.round + 1); });
  el("round").addEventListener("change", function () { go(parseInt(el("round").value, 10)); });
  Array.prototype.forEach.call(document.querySelectorAll(".group"), function (b) {
    b.addEventListener("click", function () {
      state.group = parseInt(b.dataset.group, 10);
      go(group().current);
    });
  });

  readHash();
  writeHash();
  setupRounds();
  load();
  // Others' changes (another arbiter, a hand edit) come with the site's
  // rebuilds; a slow poll covers a lost stream.
  if (window.EventSource) {
    var stream = new EventSource("/_live?page=/arbiter");
    stream.onmessage = function () { if (!state.busy) load(); };
  }
  setInterval(function () { if (!state.busy && !document.hidden) load(); }, 15000);
})();
