// The HTTP API of docs/protocol.md. Every call sends the session cookie; errors become
// ApiError with the server's code and message.

import { has, t } from "./i18n.js";

export class ApiError extends Error {
  constructor(status, code, message, retryAfter = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter; // seconds, with 429
  }
}

export async function api(method, path, body) {
  const init = { method, credentials: "same-origin", headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  let data = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (!res.ok) {
    const d = data && data.detail;
    const code = (d && d.code) || String(res.status);
    let message = (d && d.message) || (typeof d === "string" ? d : res.statusText);
    if (Array.isArray(d)) message = d.map((x) => x.msg).join("; ");
    throw new ApiError(res.status, code, message, (d && d.retry_after) || null);
  }
  return data;
}

let session = undefined; // undefined: not asked yet; null: no session

/** The guest session {id, name, account}, or null (the server answers null without a session). */
export async function getSession() {
  if (session === undefined) session = await api("GET", "/api/session");
  return session;
}

export async function setName(name) {
  session = await api("POST", "/api/session", { name });
  document.dispatchEvent(new CustomEvent("session", { detail: session }));
  return session;
}

/** Sign up, log in or out (`what`: "account", "account/login", "account/logout",
 *  "account/logout-everywhere", "account/delete"): the session changes, views hear it. */
export async function account(what, body) {
  const out = await api("POST", `/api/${what}`, body);
  session = out && out.account ? { id: out.id, name: out.name, account: true } : null;
  document.dispatchEvent(new CustomEvent("session", { detail: session }));
  return session;
}

let config = null;

/** The server's shared constants (GET /api/config): chat limit, levels, quick phrases… */
export function getConfig() {
  if (!config) config = api("GET", "/api/config").catch((err) => { config = null; throw err; });
  return config;
}

/** An error for people: the catalogue's words for a known code, else the server's message. */
export function problem(code, message) {
  return has(`error.${code}`) ? t(`error.${code}`) : message || code;
}
