// The HTTP API of docs/protocol.md. Every call sends the session cookie; errors become
// ApiError with the server's code and message.

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
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
    throw new ApiError(res.status, code, message);
  }
  return data;
}

let session = undefined; // undefined: not asked yet; null: no session

/** The guest session {id, name}, or null (the server answers null without a session). */
export async function getSession() {
  if (session === undefined) session = await api("GET", "/api/session");
  return session;
}

export async function setName(name) {
  session = await api("POST", "/api/session", { name });
  document.dispatchEvent(new CustomEvent("session", { detail: session }));
  return session;
}
