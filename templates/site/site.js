/*
 * berger event site: the one script. Everything on the pages works without it;
 * it adds the hall screen (?screen on any page: the page's group's, or every
 * group's on the front page of an event with groups: the slides in turn, a
 * counter and a bar of the time left, pause on a tap or the space bar, the
 * countdown to the next round's start) and, under `berger serve`,
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
  // A counter (slide k of n) and a bar of the time left on the slide; a tap,
  // a click or the space bar pauses and goes on (the arrows step); the
  // countdown to the next round that starts at a set time.
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
    current = ((current % slides.length) + slides.length) % slides.length;
    slides.forEach((slide, index) => {
      slide.hidden = index !== current;
    });
    const pager = document.querySelector(".pager");
    if (pager) {
      pager.textContent = slides.length > 1 ? `${current + 1} / ${slides.length}` : "";
    }
    html.classList.toggle("single", slides.length < 2);
    fit();
  }

  // The slide's time: a timer and the bar (a CSS animation as long as the
  // slide's time, paused with the timer).
  let timer = 0;
  let left = 0;
  let since = 0;
  let paused = false;

  function restartBar() {
    const bar = document.querySelector(".progress-bar");
    if (bar) {
      bar.style.animationName = "none";
      void bar.offsetWidth; // the animation starts again from the left
      bar.style.animationName = "";
    }
  }

  function wait(ms) {
    window.clearTimeout(timer);
    left = ms;
    since = Date.now();
    timer = window.setTimeout(() => step(1), ms);
  }

  function step(by) {
    current += by;
    show();
    restartBar();
    if (!paused) {
      wait(slideTime);
    } else {
      left = slideTime;
    }
  }

  function pause(on) {
    paused = on;
    html.classList.toggle("paused", on);
    const line = document.querySelector(".pause-line");
    if (line) {
      line.hidden = !on;
    }
    if (on) {
      window.clearTimeout(timer);
      left = Math.max(0, left - (Date.now() - since));
    } else {
      wait(left);
    }
    fit();
  }

  // "Round 4 starts in 1:02:03" within a day of the next start; "Round 4:
  // 26 March 2026, 10:00" before; nothing once every start has passed.
  function countdown() {
    const line = document.querySelector(".countdown");
    if (!line) {
      return;
    }
    const now = Date.now();
    const next = Array.from(document.querySelectorAll(".starts li")).find(
      (li) => new Date(li.dataset.at).getTime() > now,
    );
    let text = "";
    if (next) {
      const seconds = Math.ceil((new Date(next.dataset.at).getTime() - now) / 1000);
      const fill = (label, values) =>
        label.replace(/\{(\w+)\}/g, (m, key) => (key in values ? values[key] : m));
      if (seconds <= 24 * 3600) {
        const two = (n) => String(n).padStart(2, "0");
        const time = `${Math.floor(seconds / 3600)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
        text = fill(line.dataset.soon, { k: next.dataset.round, time: time });
      } else {
        text = fill(line.dataset.later, { k: next.dataset.round, when: next.textContent });
      }
    }
    if (line.textContent !== text) {
      const was = line.hidden;
      line.textContent = text;
      line.hidden = !text;
      if (was !== line.hidden) {
        fit();
      }
    }
  }

  const slideTime = 1000 * Math.min(600, Math.max(1, Number(params.get("screen")) || 15));
  if (onScreen) {
    html.classList.add("cycling");
    html.style.setProperty("--slide-time", `${slideTime / 1000}s`);
    show();
    countdown();
    wait(slideTime);
    window.setInterval(countdown, 1000);
    window.addEventListener("resize", show);
    document.addEventListener("click", () => pause(!paused));
    document.addEventListener("keydown", (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey) {
        return;
      }
      if (event.key === " " || event.key === "Spacebar") {
        event.preventDefault();
        pause(!paused);
      } else if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        event.preventDefault();
        step(event.key === "ArrowRight" ? 1 : -1);
      }
    });
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
