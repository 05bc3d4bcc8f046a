/*
 * The arbiter's page: shows a round's games (GET /arbiter/api/round/N) and
 * sends each result (POST /arbiter/api/result, with the page's CSRF token and
 * the game's version). Keys on a focused board: 1 (1-0), = (½-½), 0 (0-1),
 * + (+-), - (-+), Delete or Backspace (clear), arrows up and down to move.
 * Everything from the event is set as text, never as markup.
 *
 * A tap that cannot reach the server (no connection) is kept in a queue in
 * localStorage, shown on its board as waiting, and sent in order, one at a
 * time, when the connection is back (the online event, each round loaded, a
 * timer). A game changed meanwhile by someone else (409 with the game as it
 * is now) becomes a conflict the arbiter settles on the board: keep mine
 * (sent again on the server's version) or keep the server's (dropped).
 *
 * A page opened with a key of the arbiters' team shows whose it is; the
 * server sends only their boards' games, and refuses what their role may
 * not do (a helper fills empty results only, and prints nothing): the page
 * offers no more than that. Who entered a result is shown beside it (to the
 * chief and deputies). A revoked key's next request is answered 401: the
 * page says so and stops.
 */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("arbiter-data").textContent);
  var t = data.labels;
  var groups = data.groups;
  var who = data.who || { name: "--arbiter", role: "chief", boards: null };
  var helper = who.role === "helper";
  var revoked = false;
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

  // The queue of taps not yet sent: [{group, round, match, board, result,
  // reversed, version, white, black, before, state, server, tap}], state
  // "queued" (to be sent) or "conflict" (server: the game as it is now).
  // Storage is shared by the pages of this server; the queue is read from it
  // before every change, so two tabs never lose each other's taps.
  var STORE = "berger-arbiter-pending:" + location.host;
  var RETRY = 4000;
  var stored = true;
  var memory = [];
  var flushing = false;
  var failed = {};
  var tapCount = 0;

  function valid(e) {
    return !!e && typeof e === "object" && typeof e.round === "number" && typeof e.board === "number" &&
      typeof e.result === "string" && typeof e.version === "number" &&
      (e.group === null || typeof e.group === "string") && (e.match === null || typeof e.match === "number") &&
      (e.state === "queued" || e.state === "conflict");
  }
  function readQueue() {
    if (stored) {
      try {
        var list = JSON.parse(window.localStorage.getItem(STORE) || "[]");
        memory = Array.isArray(list) ? list.filter(valid) : [];
      } catch (e) {
        stored = false;
      }
    }
    return memory.slice();
  }
  function writeQueue(list) {
    memory = list.slice();
    if (!stored) return;
    try {
      if (list.length) window.localStorage.setItem(STORE, JSON.stringify(list));
      else window.localStorage.removeItem(STORE);
    } catch (e) {
      stored = false;
    }
  }
  function gameId(groupName, round, match, board) { return JSON.stringify([groupName, round, match, board]); }
  function entryId(e) { return gameId(e.group, e.round, e.match, e.board); }
  function idOf(game) {
    return gameId(group().name, state.round, game.match === undefined ? null : game.match, game.board);
  }
  function entryOf(id, list) {
    return (list || readQueue()).find(function (e) { return entryId(e) === id; });
  }
  // Puts the entry in the queue, in place of the game's waiting one.
  function put(entry) {
    var id = entryId(entry);
    writeQueue(readQueue().filter(function (e) { return entryId(e) !== id; }).concat([entry]));
  }
  function dropTap(sent) {
    writeQueue(readQueue().filter(function (e) { return e.tap !== sent.tap; }));
  }
  function change(sent, edit) {
    var list = readQueue();
    var entry = list.find(function (e) { return e.tap === sent.tap; });
    if (entry) {
      edit(entry);
      writeQueue(list);
    }
  }
  function bodyOf(entry) {
    var body = { round: entry.round, board: entry.board, result: entry.result, version: entry.version };
    if (entry.match !== null) body.match = entry.match;
    if (entry.group !== null) body.group = entry.group;
    if (entry.reversed && entry.result) body.reversed = true;
    return body;
  }
  function post(body) {
    return fetch("/arbiter/api/result", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
      body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().then(
        function (answer) { return [response.status, answer || {}]; },
        function () { return [response.status, {}]; }
      );
    });
  }
  function resultText(result) { return result ? SHOWN[result] || result : t.arbiter_no_result; }
  function tapText(result) { return result ? SHOWN[result] || result : t.arbiter_cleared; }
  function describe(entry) {
    var parts = [];
    if (entry.group !== null) parts.push(entry.group);
    parts.push(t.arbiter_round + " " + entry.round);
    if (entry.match !== null) parts.push(t.arbiter_match + " " + entry.match);
    parts.push(t.arbiter_board + " " + entry.board);
    return parts.join(" · ") + " (" + entry.white + " – " + entry.black + ")";
  }
  function focusedKey() {
    var node = document.activeElement && document.activeElement.closest
      ? document.activeElement.closest(".game") : null;
    return node ? node.dataset.key : undefined;
  }
  function rerender(focusBoard) {
    if (lastRound()) show(lastRound(), focusBoard);
    else queueLine();
  }

  // The line under the count: how many taps wait, how many to decide.
  function queueLine() {
    var line = el("queue");
    if (!line) {
      line = make("p", "queue");
      line.id = "queue";
      el("count").insertAdjacentElement("afterend", line);
    }
    var list = readQueue();
    var queued = list.filter(function (e) { return e.state === "queued"; }).length;
    var conflicts = list.length - queued;
    var parts = [];
    if (queued) parts.push(fill(t.arbiter_waiting, { n: queued }));
    if (conflicts) parts.push(fill(t.arbiter_conflicts, { n: conflicts }));
    var elsewhere = [];
    list.forEach(function (e) {
      if (e.group === group().name && e.round === state.round) return;
      var where = (e.group !== null ? e.group + " " : "") + e.round;
      if (elsewhere.indexOf(where) < 0) elsewhere.push(where);
    });
    if (elsewhere.length) parts.push(fill(t.arbiter_elsewhere, { rounds: elsewhere.join(", ") }));
    line.textContent = parts.join(" · ");
    line.hidden = !parts.length;
    line.className = "queue" + (conflicts ? " has-conflicts" : "");
  }

  // Sends the queued taps in order, one at a time, until none is left or
  // one cannot go (no connection, the server not ready): that one waits for
  // the next try. The round is loaded again when anything changed.
  function flush() {
    if (revoked || flushing || navigator.onLine === false) return;
    var changed = false;
    flushing = true;
    function finish() {
      flushing = false;
      if (changed) load(focusedKey());
      else queueLine();
    }
    function step() {
      var sent = readQueue().find(function (e) { return e.state === "queued"; });
      if (!sent) return finish();
      return post(bodyOf(sent)).then(function (answer) {
        var status = answer[0], reply = answer[1];
        if (status === 401) { stop(); return finish(); }
        var now = reply.game;
        if (status === 200 || (status === 409 && now && now.result === sent.result &&
            (!sent.result || !!now.reversed === !!sent.reversed))) {
          // Saved (or it was already: a tap whose answer was lost).
          var list = readQueue().filter(function (e) {
            if (e.tap === sent.tap) return false;
            // A newer tap on the game, made on the version just replaced.
            if (status === 200 && entryId(e) === entryId(sent) && e.version === sent.version) {
              e.version = reply.version;
            }
            return true;
          });
          writeQueue(list);
          say(t.arbiter_saved + ": " + describe(sent) + " " + tapText(sent.result), "saved");
        } else if (status === 409 && now) {
          change(sent, function (e) {
            e.state = "conflict";
            e.server = { result: now.result || "", version: now.version };
          });
          say(fill(t.arbiter_conflict_status, { game: describe(sent) }), "error");
        } else if (status === 409 || status >= 500) {
          // The results file does not read just now, or the server cannot
          // write it: the tap stays queued for the next try.
          say(t.arbiter_error + ": " + (reply.error || status) + " · " + t.arbiter_retry, "error");
          return finish();
        } else {
          dropTap(sent);
          failed[entryId(sent)] = { result: sent.result, error: String(reply.error || status) };
          say(fill(t.arbiter_dropped_status, {
            game: describe(sent), result: tapText(sent.result), error: reply.error || status
          }), "error");
        }
        changed = true;
        return step();
      }, function () { finish(); });
    }
    step();
  }

  // On a conflict: send the tap again on the server's version, or drop it.
  function keepMine(id) {
    var list = readQueue();
    var entry = entryOf(id, list);
    if (!entry || entry.state !== "conflict") return;
    entry.version = entry.server.version;
    entry.state = "queued";
    delete entry.server;
    writeQueue(list);
    rerender(keyOfEntry(entry));
    flush();
  }
  function keepServer(id) {
    var entry = entryOf(id);
    if (!entry) return;
    dropTap(entry);
    say(fill(t.arbiter_kept_server, { game: describe(entry) }), "saved");
    rerender(keyOfEntry(entry));
  }
  function keyOfEntry(entry) { return (entry.match || 0) + "-" + entry.board; }

  // A round loaded: a conflict follows the game as it is now (a newer
  // version to send mine on; gone when the server holds my result).
  function reconcile(round) {
    var list = readQueue();
    var edited = false;
    list = list.filter(function (e) {
      if (e.state !== "conflict" || e.group !== group().name || e.round !== state.round) return true;
      var game = round.games.find(function (g) {
        return (g.match === undefined ? null : g.match) === e.match && g.board === e.board;
      });
      if (!game || game.version === e.server.version) return true;
      edited = true;
      if ((game.result || "") === e.result) return false;
      e.server = { result: game.result || "", version: game.version };
      return true;
    });
    if (edited) writeQueue(list);
  }

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
    queueLine();
  }

  function prints() {
    var list = el("prints");
    list.textContent = "";
    if (helper) {
      list.hidden = true;
      list.previousElementSibling.hidden = true;
      return;
    }
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
        if (answer[0] === 401) return stop();
        if (round !== state.round) return;
        if (answer[0] !== 200) {
          settle();
          say((answer[1] && answer[1].error) || t.arbiter_error, "error");
          return;
        }
        reconcile(answer[1]);
        show(answer[1], focusBoard);
        flush();
      })
      .catch(function () { settle(); say(t.arbiter_offline, "error"); });
  }

  // The boards' frame keeps a screen's height while they load, and what
  // goes under them waits for them: nothing on the page jumps as they come.
  function settle() {
    el("games").setAttribute("aria-busy", "false");
    el("extra").hidden = false;
  }

  // The games drawn anew; the board focused keeps the focus (or
  // focusBoard takes it): a change that comes from elsewhere, or this
  // page's own told back by the site's rebuild, never loses the keyboard's
  // place.
  function show(round, focusBoard) {
    if (focusBoard === undefined) focusBoard = focusedKey();
    state.games = round.games;
    var main = el("games");
    main.textContent = "";
    settle();
    var total = round.games.filter(function (g) { return !g.withdrawn; }).length;
    var count = el("count");
    count.textContent = round.missing
      ? fill(t.arbiter_missing, { n: round.missing, total: total })
      : t.arbiter_all_done;
    count.className = "count" + (round.missing ? "" : " all-done");
    queueLine();
    var queue = readQueue();
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
      (section || main).appendChild(card(game, queue));
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
  // Whether the board is shown with the colours reversed: as the arbiter
  // chose on this page, as the waiting tap has it, or as recorded.
  function flipOf(game, key, pending) {
    if (key in state.reversed) return state.reversed[key];
    return pending && pending.result ? pending.reversed : game.reversed;
  }

  function card(game, queue) {
    var key = keyOf(game);
    var id = idOf(game);
    var entry = entryOf(id, queue);
    var conflict = entry && entry.state === "conflict" ? entry : null;
    var pending = entry && !conflict ? entry : null;
    var refused = failed[id];
    var kind = conflict ? " conflict" : pending ? " pending" : refused ? " failed"
      : game.result || game.withdrawn ? "" : " missing";
    var node = make("article", "game" + kind);
    node.tabIndex = 0;
    node.dataset.key = key;
    var flip = flipOf(game, key, pending);
    var white = game.white, black = game.black;
    if (flip !== game.reversed) { white = game.black; black = game.white; }
    var head = make("div", "game-head");
    var where = (game.match !== undefined ? t.arbiter_match + " " + game.match + " · " : "") + t.arbiter_board + " " + game.board;
    head.appendChild(make("span", "board", where));
    var none = !pending && !game.result && !game.withdrawn;
    head.appendChild(make("span", "shown" + (none ? " none" : ""), pending ? tapText(pending.result)
      : game.result ? SHOWN[game.result] || game.result : game.withdrawn ? "" : t.arbiter_no_result));
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
    if (pending) {
      var wait = make("p", "pending-note");
      wait.appendChild(make("strong", null, t.arbiter_pending));
      wait.appendChild(document.createTextNode(" · " + fill(t.arbiter_pending_before, { result: resultText(pending.before) })));
      node.appendChild(wait);
    }
    if (refused && !entry) {
      node.appendChild(make("p", "failed-note", fill(t.arbiter_dropped, {
        result: tapText(refused.result), error: refused.error
      })));
    }
    if (game.by && !pending) node.appendChild(make("p", "by", fill(t.arbiter_by, { name: game.by })));
    if (conflict) node.appendChild(conflictBox(conflict, id));
    var filled = helper && (game.result || game.withdrawn) && !pending && !conflict;
    if (filled && game.result) node.appendChild(make("p", "note", t.arbiter_filled));
    if (!group().read_only && !filled) {
      var shownResult = pending ? pending.result : game.result;
      var codes = make("div", "codes");
      codes.setAttribute("role", "group");
      codes.setAttribute("aria-label", where);
      CODES.forEach(function (code, index) {
        var button = make("button", index > 2 ? "minor" : null, code[1]);
        button.type = "button";
        button.setAttribute("aria-label", t[code[2]]);
        button.setAttribute("aria-pressed", String(shownResult === code[0]));
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
    if (lastRound() && lastRound().dates && !group().read_only && !game.withdrawn && !filled) {
      node.appendChild(dateBox(game));
    }
    return node;
  }

  // The game's own date: the day it was played, or, without a result, the
  // day it is set for (a game postponed); empty: its round's.
  function dateBox(game) {
    var box = make("div", "game-date");
    var label = make("label");
    label.appendChild(make("span", null, t.arbiter_date));
    var input = make("input");
    input.type = "date";
    input.value = game.date || "";
    label.appendChild(input);
    box.appendChild(label);
    var set = make("button", "minor", t.arbiter_date_set);
    set.type = "button";
    set.addEventListener("click", function () { sendDate(game, input.value); });
    box.appendChild(set);
    return box;
  }

  function sendDate(game, day) {
    if (state.busy || group().read_only) return;
    var body = bodyOf({
      group: group().name, round: state.round, match: game.match === undefined ? null : game.match,
      board: game.board, result: game.result || "", reversed: game.reversed, version: game.version
    });
    body.date = day;
    state.busy = true;
    post(body)
      .then(function (answer) {
        var status = answer[0], reply = answer[1];
        if (status === 401) return stop();
        if (status === 200) {
          say(t.arbiter_saved + ": " + t.arbiter_board + " " + game.board + " " + (day || t.arbiter_date_none), "saved");
        } else if (status === 409 && reply.game) {
          say(fill(t.arbiter_stale, { result: resultText(reply.game.result) }), "error");
        } else {
          say(t.arbiter_error + ": " + (reply.error || status), "error");
        }
        return load(keyOf(game));
      }, function () { say(t.arbiter_offline, "error"); })
      .then(function () { state.busy = false; });
  }

  function conflictBox(entry, id) {
    var box = make("div", "conflict-box");
    box.appendChild(make("p", "conflict-title", t.arbiter_conflict));
    var both = make("p", "conflict-results");
    both.appendChild(make("span", "mine", fill(t.arbiter_conflict_mine, { result: tapText(entry.result) })));
    both.appendChild(make("span", "theirs", fill(t.arbiter_conflict_server, { result: resultText(entry.server.result) })));
    box.appendChild(both);
    var actions = make("div", "conflict-actions");
    var mine = make("button", "keep-mine", t.arbiter_keep_mine);
    mine.type = "button";
    mine.addEventListener("click", function () { keepMine(id); });
    var theirs = make("button", "keep-server", t.arbiter_keep_server);
    theirs.type = "button";
    theirs.addEventListener("click", function () { keepServer(id); });
    actions.appendChild(mine);
    actions.appendChild(theirs);
    box.appendChild(actions);
    return box;
  }

  var latest = null;
  function lastRound() { return latest; }
  var showRound = show;
  show = function (round, focusBoard) { latest = round; showRound(round, focusBoard); };

  function send(game, result, fromKeyboard) {
    if (state.busy || group().read_only) return;
    var key = keyOf(game);
    var waiting = entryOf(idOf(game));
    var flip = flipOf(game, key, waiting && waiting.state === "queued" ? waiting : null);
    var entry = {
      group: group().name, round: state.round, match: game.match === undefined ? null : game.match,
      board: game.board, result: result, reversed: !!(flip && result), version: game.version,
      white: game.white, black: game.black, before: game.result || "", state: "queued",
      tap: Date.now() + "-" + (tapCount += 1) + "-" + Math.random().toString(36).slice(2)
    };
    var id = entryId(entry);
    delete failed[id];
    var next = fromKeyboard ? nextMissing(key) : key;
    if (flushing || navigator.onLine === false) {
      // Sent by the flush under way, or when the connection is back.
      keep(entry, next, !flushing);
      return;
    }
    // A new tap replaces the game's waiting one.
    writeQueue(readQueue().filter(function (e) { return entryId(e) !== id; }));
    state.busy = true;
    var node = el("games").querySelector('[data-key="' + key + '"]');
    if (node) node.classList.add("busy");
    post(bodyOf(entry))
      .then(function (answer) {
        var status = answer[0], reply = answer[1];
        if (status === 401) return stop();
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
        return load(next);
      }, function () { keep(entry, next, true); })
      .then(function () { state.busy = false; });
  }

  // Keeps a tap that could not be sent: in the queue, shown on its board.
  function keep(entry, focusBoard, offline) {
    put(entry);
    if (offline) say(t.arbiter_kept, "kept");
    rerender(focusBoard);
    if (!offline) flush();
  }

  function nextMissing(key) {
    var games = state.games;
    var queue = readQueue();
    var at = games.findIndex(function (g) { return keyOf(g) === key; });
    for (var i = 1; i <= games.length; i++) {
      var g = games[(at + i) % games.length];
      if (!g.result && !g.withdrawn && keyOf(g) !== key && !entryOf(idOf(g), queue)) return keyOf(g);
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

  // The key revoked (401): the page says so and stops; the taps kept on
  // the device stay there.
  function stop() {
    revoked = true;
    say(t.arbiter_revoked, "error");
    el("games").textContent = "";
    document.querySelector(".extra").hidden = true;
    Array.prototype.forEach.call(document.querySelectorAll(".head button, .head select"), function (b) {
      b.disabled = true;
    });
  }
  // Whose page this is (a key of the team's), and the chief's way to the
  // team's page.
  function whoLine() {
    if (who.name.charAt(0) !== "-") {
      var parts = [who.name, t["arbiter_role_" + who.role] || who.role];
      if (who.boards) parts.push(fill(group().in_matches ? t.arbiter_matches : t.arbiter_boards, { boards: who.boards }));
      var line = make("p", "who", parts.join(" · "));
      line.id = "who";
      document.querySelector(".head .event").insertAdjacentElement("afterend", line);
    }
    if (who.role === "chief") {
      var link = make("a", null, t.arbiter_team_link);
      link.href = "/arbiter/team";
      var p = make("p", "team-link");
      p.appendChild(link);
      el("prints").insertAdjacentElement("afterend", p);
    }
  }

  whoLine();
  readHash();
  writeHash();
  setupRounds();
  load();
  // Others' changes (another arbiter, a hand edit) come with the site's
  // rebuilds; a slow poll covers a lost stream.
  if (window.EventSource) {
    var stream = new EventSource("/_live?page=/arbiter");
    stream.onmessage = function () { if (!revoked && !state.busy) load(); };
  }
  setInterval(function () { if (!revoked && !state.busy && !document.hidden) load(); }, 15000);
  // The kept taps go when the connection is back; another tab's change to
  // the queue shows here too.
  window.addEventListener("online", flush);
  window.addEventListener("storage", function (event) {
    if (event.key === STORE || event.key === null) rerender();
  });
  setInterval(function () {
    if (!flushing && readQueue().some(function (e) { return e.state === "queued"; })) flush();
  }, RETRY);
})();
