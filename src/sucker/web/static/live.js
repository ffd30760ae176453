// The polite live region for table talk and other players' moves (#talk in index.html).
// Lines are spoken one at a time, at most one every 1.5 s; when more pile up, only the
// latest few are kept and the others are counted ("and 4 more"), so a busy table never
// floods a screen reader. Can be muted (remembered).

import { t } from "./i18n.js";

const STORE = "sucker.talk";
const GAP = 1500;
const KEEP = 3;
let queue = [];
let skipped = 0;
let timer = null;

export function talkMuted() {
  try {
    return localStorage.getItem(STORE) === "off";
  } catch {
    return false;
  }
}

export function setTalkMuted(off) {
  try {
    localStorage.setItem(STORE, off ? "off" : "on");
  } catch { /* not remembered */ }
  if (off) {
    queue = [];
    skipped = 0;
  }
}

function speak() {
  timer = null;
  const el = document.getElementById("talk");
  if (!el || !queue.length) return;
  let text = queue.shift();
  if (skipped && !queue.length) {
    text = `${text} ${t("live.more", { n: skipped })}`;
    skipped = 0;
  }
  el.textContent = text;
  timer = setTimeout(speak, GAP);
}

/** Say `text` politely, soon. */
export function tell(text) {
  if (talkMuted() || !text) return;
  queue.push(text);
  while (queue.length > KEEP) {
    queue.shift();
    skipped += 1;
  }
  if (!timer) speak();
}
