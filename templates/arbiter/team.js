/*
 * The chief's page of the arbiters' team: lists the keys (GET
 * /arbiter/api/keys), makes a new one and shows it once as its page's
 * address and QR code (POST /arbiter/api/keys), revokes one (POST
 * /arbiter/api/keys/revoke), and sets or clears the message to the hall
 * screen (POST /arbiter/api/message). Writes carry the page's CSRF token.
 * Everything from the server is set as text, never as markup; the QR code
 * is an image of a data: URL.
 */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("team-data").textContent);
  var t = data.labels;
  var csrf = document.querySelector('meta[name="csrf-token"]').content;
  var el = function (id) { return document.getElementById(id); };
  var ROLES = { chief: t.arbiter_role_chief, deputy: t.arbiter_role_deputy, helper: t.arbiter_role_helper };

  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, function (m, k) { return k in values ? values[k] : m; });
  }
  function make(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function say(text, kind) {
    var status = el("status");
    status.textContent = text;
    status.className = "status" + (kind ? " " + kind : "");
  }
  function answer(response) {
    return response.json().then(
      function (body) { return [response.status, body || {}]; },
      function () { return [response.status, {}]; }
    );
  }
  function post(path, body) {
    return fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
      body: JSON.stringify(body)
    }).then(answer);
  }
  function failed(reply) {
    if (reply[0] === 401) {
      say(t.arbiter_revoked, "error");
      document.querySelector("main").hidden = true;
    } else {
      say(t.arbiter_error + ": " + (reply[1].error || reply[0]), "error");
    }
  }
  function what(key) {
    var parts = [ROLES[key.role] || key.role];
    if (key.boards) parts.push(fill(t.arbiter_boards, { boards: key.boards }));
    parts.push(key.revoked ? fill(t.arbiter_revoked_at, { when: key.revoked.replace("T", " ") })
      : fill(t.arbiter_added, { when: key.added.replace("T", " ") }));
    return parts.join(" · ");
  }
  function row(key) {
    var li = make("li");
    var who = make("span", "who");
    who.appendChild(make("strong", null, key.name));
    who.appendChild(make("span", "what", what(key)));
    li.appendChild(who);
    if (!key.revoked) {
      var again = make("button", "again", t.arbiter_reissue);
      again.type = "button";
      again.addEventListener("click", function () {
        create({ name: key.name, role: key.role, boards: key.boards, replace: true });
      });
      var revoke = make("button", "revoke", t.arbiter_revoke);
      revoke.type = "button";
      revoke.setAttribute("aria-label", t.arbiter_revoke + ": " + key.name);
      revoke.addEventListener("click", function () {
        if (!window.confirm(fill(t.arbiter_revoke_confirm, { name: key.name }))) return;
        post("/arbiter/api/keys/revoke", { name: key.name }).then(function (reply) {
          if (reply[0] !== 200) return failed(reply);
          say(fill(t.arbiter_revoked_done, { name: key.name }), "saved");
          load();
        }, function () { say(t.arbiter_offline, "error"); });
      });
      li.appendChild(again);
      li.appendChild(revoke);
    }
    return li;
  }
  function showMessage(message) {
    el("message-now").textContent = message ? fill(t.arbiter_message_now, { message: message }) : t.arbiter_message_none;
  }
  function load() {
    return fetch("/arbiter/api/keys", { credentials: "same-origin", cache: "no-store" })
      .then(answer)
      .then(function (reply) {
        if (reply[0] !== 200) return failed(reply);
        var keys = reply[1].keys;
        var active = el("keys"), revoked = el("revoked");
        active.textContent = "";
        revoked.textContent = "";
        keys.filter(function (k) { return !k.revoked; }).forEach(function (k) { active.appendChild(row(k)); });
        keys.filter(function (k) { return k.revoked; }).reverse().forEach(function (k) { revoked.appendChild(row(k)); });
        el("no-keys").hidden = active.children.length > 0;
        el("revoked-box").hidden = revoked.children.length === 0;
        showMessage(reply[1].message);
      }, function () { say(t.arbiter_offline, "error"); });
  }
  function create(body) {
    return post("/arbiter/api/keys", body).then(function (reply) {
      if (reply[0] !== 200) return failed(reply);
      var made = reply[1];
      el("made-title").textContent = fill(t.arbiter_key_made, { name: made.name });
      var qr = el("made-qr");
      qr.src = made.qr;
      qr.alt = made.address;
      var address = el("made-address");
      address.textContent = made.address;
      address.href = made.address;
      el("made").hidden = false;
      el("name").value = "";
      el("boards").value = "";
      say(fill(t.arbiter_key_saved, { name: made.name }), "saved");
      el("made").scrollIntoView({ block: "nearest" });
      load();
    }, function () { say(t.arbiter_offline, "error"); });
  }

  el("role").addEventListener("change", function () {
    el("boards").disabled = el("role").value === "chief";
  });
  el("make").addEventListener("click", function () {
    var boards = el("boards").value.trim();
    create({ name: el("name").value, role: el("role").value, boards: boards || null });
  });
  el("made-done").addEventListener("click", function () {
    // The key is shown once: gone from the page for good.
    el("made").hidden = true;
    el("made-qr").removeAttribute("src");
    el("made-address").textContent = "";
    el("made-address").removeAttribute("href");
  });
  function tell(message) {
    post("/arbiter/api/message", { message: message }).then(function (reply) {
      if (reply[0] !== 200) return failed(reply);
      showMessage(reply[1].message);
      say(t.arbiter_saved, "saved");
      if (!reply[1].message) el("message").value = "";
    }, function () { say(t.arbiter_offline, "error"); });
  }
  el("message-set").addEventListener("click", function () { tell(el("message").value); });
  el("message-clear").addEventListener("click", function () { tell(""); });
  load();
})();
