// The websocket of one table (docs/protocol.md): says hello with the last seq applied,
// reconnects with backoff after a drop, pings to keep proxies from closing it. It knows
// nothing of what the messages mean.

/** Whether a close code means the server will not let us in (do not retry): a policy
 *  refusal, or 4000 + an HTTP 4xx status, except 4408 (idle or no hello) and 4429 (full:
 *  a seat may free up). */
function refused(code) {
  return code === 1008 || (code >= 4400 && code < 4500 && code !== 4408 && code !== 4429);
}

export class TableSocket {
  /** `since()` gives the last seq applied; `on.message(msg)`, `on.link(up)`,
   *  `on.refused(reason)` are called as things happen. */
  constructor(id, invite, since, on) {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const q = invite ? `?invite=${encodeURIComponent(invite)}` : "";
    this.url = `${proto}//${location.host}/ws/tables/${encodeURIComponent(id)}${q}`;
    this.since = since;
    this.on = on;
    this.retry = 500;
    this.closed = false;
    this.ws = null;
    this.pinger = setInterval(() => this.up() && this.ws.send('{"type":"ping"}'), 25000);
  }

  connect() {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 500;
      this.on.link(true);
      ws.send(JSON.stringify({ type: "hello", since: this.since() }));
    };
    ws.onmessage = (e) => {
      let msg;
      try {
        msg = JSON.parse(e.data);
      } catch {
        return;
      }
      this.on.message(msg);
    };
    ws.onclose = (e) => {
      if (this.closed) return;
      this.on.link(false);
      if (refused(e.code)) {
        this.on.refused(e.reason);
        return;
      }
      setTimeout(() => !this.closed && this.connect(), this.retry);
      this.retry = Math.min(this.retry * 2, 5000);
    };
  }

  /** Drop the connection and reconnect at once (hello with the last seq: the server sends
   *  what was missed). */
  resync() {
    if (this.ws && !this.closed) this.ws.close();
  }

  up() {
    return Boolean(this.ws && this.ws.readyState === WebSocket.OPEN);
  }

  /** Send an intent; false when not connected (a reconnection is under way). */
  send(msg) {
    if (!this.up()) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  close() {
    this.closed = true;
    clearInterval(this.pinger);
    const ws = this.ws;
    this.ws = null;
    if (!ws) return;
    ws.onclose = null;
    ws.onmessage = null;
    if (ws.readyState === WebSocket.CONNECTING) ws.onopen = () => ws.close(); // closing now warns
    else ws.close();
  }
}
