// The phone page (docs/phones.md): three wheels as sliders, LOCK, this seat's instruction and private view.
// It speaks only to the host that served it (ws://<this host>/ws) and holds one seat's token.
"use strict";
(function () {
  const STEP_PX = 34;            // a drag this long turns a wheel one detent
  const $ = (id) => document.getElementById(id);
  let token = null, ws = null, seat = null, positions = [0, 0, 0], retry = 0, asked = false, stopped = false;
  let lockDown = false;

  function readToken() {
    const m = /(?:^|[#&])t=([A-Za-z0-9_-]{32})/.exec(location.hash);
    return m ? m[1] : sessionStorage.getItem("eightbit-token");
  }

  function send(msg) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
  }

  function linkState(text, bad) {
    $("link").textContent = text;
    $("link").classList.toggle("bad", !!bad);
  }

  function connect() {
    token = readToken();
    ws = new WebSocket(`ws://${location.host}/ws`);
    ws.onopen = () => { retry = 0; send(token ? { t: "hello", token: token } : { t: "hello" }); };
    ws.onmessage = (ev) => { let m; try { m = JSON.parse(ev.data); } catch (e) { return; } on(m); };
    ws.onclose = (ev) => {
      if (ev.code === 4000) { stopped = true; linkState("Opened on another page", true); return; }
      if (ev.code === 1001 && ev.reason === "the table closed") { stopped = true; linkState("The table closed"); return; }
      if (ev.code === 4003) {
        stopped = true;
        sessionStorage.removeItem("eightbit-token");
        linkState(ev.reason === "no free seat" ? "No free seat" : "Not a seat of this table", true);
        $("instruction").textContent = ev.reason === "no free seat" ? "Every phone seat is taken." :
          "This link is not a seat at this table (a new game gives new links).";
        return;
      }
      linkState("Reconnecting…", true);
      retry = Math.min(retry + 1, 5);
      setTimeout(connect, 300 * retry);
    };
  }

  function on(m) {
    if (m.t === "seat") return onSeat(m);
    if (m.t === "view") return onView(m);
    if (m.t === "led") return onLed(m.state);
  }

  function onSeat(m) {
    seat = m;
    token = m.token;
    sessionStorage.setItem("eightbit-token", token);
    history.replaceState(null, "", `#t=${token}`);
    document.body.className = `seat-${m.colour}`;
    $("piece").innerHTML = m.piece;
    $("seat").textContent = `${m.name} (${m.letter})`;
    document.title = `8Bit Box: ${m.name}`;
    linkState("Connected");
    positions = m.positions.slice();
    buildWheels();
    onLed(m.led);
  }

  function onView(m) {
    $("instruction").textContent = m.instruction;
    $("status").textContent = m.status || "";
    $("turn").classList.toggle("asked", !!m.asked);
    const list = $("private-lines");
    list.replaceChildren(...(m.private || []).map((line) => { const li = document.createElement("li"); li.textContent = line; return li; }));
    $("private").classList.toggle("empty", !(m.private || []).length);
    const read = m.wheels || [];
    document.querySelectorAll(".wheel").forEach((w, i) => w.classList.toggle("read", read.includes(i)));
    if (m.asked && !asked && navigator.vibrate) navigator.vibrate(150);
    asked = !!m.asked;
  }

  function onLed(state) {
    const b = $("lock");
    b.classList.toggle("locked", state === "locked");
    b.classList.toggle("invalid", state === "invalid");
  }

  function faceAt(w, i) {
    const n = seat.wheels[w].faces.length;
    return seat.wheels[w].faces[((i % n) + n) % n];
  }

  function draw(w) {
    const el = document.querySelectorAll(".wheel")[w];
    const n = seat.wheels[w].faces.length;
    const p = positions[w];
    el.setAttribute("aria-valuenow", String(p));
    el.setAttribute("aria-valuetext", faceAt(w, p).words);
    el.querySelector("small").textContent = faceAt(w, p).words;
    const strip = el.querySelector(".strip");
    const cells = [];
    for (let d = -2; d <= 2; d++) {
      if (n < 5 && Math.abs(d) > Math.floor((n - 1) / 2)) continue;
      const c = document.createElement("div");
      c.className = d === 0 ? "face now" : "face";
      c.innerHTML = faceAt(w, p + d).svg;
      cells.push(c);
    }
    strip.replaceChildren(...cells);
  }

  function turn(w, to) {
    const n = seat.wheels[w].faces.length;
    const p = ((to % n) + n) % n;
    if (p === positions[w]) return;
    positions[w] = p;
    draw(w);
    send({ t: "wheel", wheel: w, position: p });
  }

  function buildWheels() {
    const box = $("wheels");
    box.replaceChildren();
    seat.wheels.forEach((spec, w) => {
      const el = document.createElement("div");
      el.className = "wheel";
      el.tabIndex = 0;
      el.setAttribute("role", "slider");
      el.setAttribute("aria-label", `${spec.name} wheel`);
      el.setAttribute("aria-valuemin", "0");
      el.setAttribute("aria-valuemax", String(spec.faces.length - 1));
      el.setAttribute("aria-orientation", "horizontal");
      const name = document.createElement("div");
      name.className = "wheel-name";
      name.textContent = spec.name;
      name.appendChild(document.createElement("small"));
      const strip = document.createElement("div");
      strip.className = "strip";
      el.append(name, strip);
      el.addEventListener("keydown", (ev) => {
        const n = spec.faces.length;
        const keys = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 5, PageDown: -5 };
        if (ev.key in keys) turn(w, Math.max(0, Math.min(n - 1, positions[w] + keys[ev.key])));
        else if (ev.key === "Home") turn(w, 0);
        else if (ev.key === "End") turn(w, n - 1);
        else return;
        ev.preventDefault();
      });
      let x0 = null, p0 = 0, moved = false;
      el.addEventListener("pointerdown", (ev) => { x0 = ev.clientX; p0 = positions[w]; moved = false; el.setPointerCapture(ev.pointerId); });
      el.addEventListener("pointermove", (ev) => {
        if (x0 === null) return;
        const steps = Math.trunc((ev.clientX - x0) / STEP_PX);
        if (steps !== 0) moved = true;
        if (moved) turn(w, p0 + steps);
      });
      const end = (ev) => {
        if (x0 !== null && !moved && ev.type === "pointerup") {
          const r = strip.getBoundingClientRect();
          if (ev.clientX >= r.left) turn(w, positions[w] + (ev.clientX < r.left + r.width / 2 ? -1 : 1));
        }
        x0 = null;
      };
      el.addEventListener("pointerup", end);
      el.addEventListener("pointercancel", end);
      box.appendChild(el);
      draw(w);
    });
  }

  function lock(down) {
    if (down === lockDown) return;
    lockDown = down;
    $("lock").classList.toggle("down", down);
    $("lock").setAttribute("aria-pressed", String(down));
    send({ t: "lock", down: down });
  }

  function setupLock() {
    const b = $("lock");
    b.addEventListener("pointerdown", (ev) => { b.setPointerCapture(ev.pointerId); lock(true); });
    b.addEventListener("pointerup", () => lock(false));
    b.addEventListener("pointercancel", () => lock(false));
    b.addEventListener("keydown", (ev) => { if (ev.key === " " || ev.key === "Enter") { ev.preventDefault(); if (!ev.repeat) lock(true); } });
    b.addEventListener("keyup", (ev) => { if (ev.key === " " || ev.key === "Enter") { ev.preventDefault(); lock(false); } });
    b.addEventListener("contextmenu", (ev) => ev.preventDefault());
    window.addEventListener("blur", () => lock(false));
  }

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !stopped && (!ws || ws.readyState > WebSocket.OPEN)) connect();
  });
  setupLock();
  connect();
})();
