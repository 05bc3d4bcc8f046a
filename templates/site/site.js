/*
 * berger event site: the one script. Everything on the pages works without it;
 * it adds the hall screen (?screen on any page: the page's group's, or every
 * group's on the front page of an event with groups) and, under `berger serve`,
 * the live update (server-sent events from /_live; the page's <main> is swapped
 * for the new one, so nothing reloads and the place on the page is kept).
 */
(() => {
  "use strict";
  const html = document.documentElement;
  const root = html.dataset.root || "";
  const params = new URLSearchParams(location.search);
  const onScreen = document.body.classList.contains("screen-page");

  if (params.has("screen") && !onScreen) {
    location.replace(root + "screen.html" + location.search);
    return;
  }

  // ---- hall screen: one slide at a time, the type as large as fits ----
  let current = 0;

  // The largest type (up to 1.6 times the base) at which the slide fits the
  // screen; the style sheet never lets it go below 28 px.
  function fit() {
    // The page does not scroll (overflow: hidden); the body's scroll size is
    // what it holds.
    const body = document.body;
    const fits = () =>
      body.scrollHeight <= window.innerHeight && body.scrollWidth <= window.innerWidth;
    let scale = 1.6;
    html.style.setProperty("--screen-scale", scale.toFixed(2));
    while (!fits() && scale > 0.5) {
      scale -= 0.05;
      html.style.setProperty("--screen-scale", scale.toFixed(2));
    }
  }

  function show() {
    const slides = document.querySelectorAll(".slide");
    if (!slides.length) {
      return;
    }
    current %= slides.length;
    slides.forEach((slide, index) => {
      slide.hidden = index !== current;
    });
    const pager = document.querySelector(".pager");
    if (pager) {
      pager.textContent = slides.length > 1 ? `${current + 1} / ${slides.length}` : "";
    }
    fit();
  }

  if (onScreen) {
    const seconds = Math.min(600, Math.max(1, Number(params.get("screen")) || 15));
    html.classList.add("cycling");
    show();
    window.setInterval(() => {
      current += 1;
      show();
    }, seconds * 1000);
    window.addEventListener("resize", show);
  }

  // ---- live update under `berger serve` ----
  const live = document.querySelector('meta[name="berger-live"]');
  if (!live || !("EventSource" in window)) {
    return;
  }
  const versionOf = (doc) => {
    const meta = doc.querySelector('meta[name="berger-version"]');
    return meta ? Number(meta.content) : 0;
  };
  let version = versionOf(document);
  let wanted = version;
  let busy = false;

  function banner(text) {
    let box = document.getElementById("live-error");
    if (!text) {
      if (box) {
        box.remove();
      }
      return;
    }
    if (!box) {
      box = document.createElement("p");
      box.id = "live-error";
      box.className = "live-error";
      box.setAttribute("role", "alert");
      document.body.prepend(box);
    }
    box.textContent = text;
  }

  function mark() {
    document.querySelectorAll(".target").forEach((el) => el.classList.remove("target"));
    const id = decodeURIComponent(location.hash.slice(1));
    const el = id && document.getElementById(id);
    if (el) {
      el.classList.add("target");
    }
  }

  function refresh() {
    if (busy || wanted <= version) {
      return;
    }
    busy = true;
    fetch(location.pathname, { cache: "no-store" })
      .then((response) => (response.ok ? response.text() : Promise.reject(response.status)))
      .then((text) => {
        const doc = new DOMParser().parseFromString(text, "text/html");
        const fresh = doc.getElementById("main");
        const old = document.getElementById("main");
        if (fresh && old) {
          old.replaceWith(document.adoptNode(fresh));
          document.title = doc.title;
          mark();
          if (onScreen) {
            show();
          }
        }
        version = versionOf(doc) || wanted;
      })
      .catch(() => {
        version = wanted; // the page is gone or the server stopped: keep what is shown
      })
      .finally(() => {
        busy = false;
        refresh();
      });
  }

  // The page says which it is: a group's error shows on the group's pages.
  const events = new EventSource(
    live.content + "?page=" + encodeURIComponent(location.pathname),
  );
  events.onmessage = (event) => {
    const state = JSON.parse(event.data);
    banner(state.error);
    wanted = Math.max(wanted, state.version);
    refresh();
  };
})();
