"""Prometheus metrics (``GET /metrics``): what an operator watches."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

registry = CollectorRegistry()

actions = Counter("sucker_actions", "Game actions applied", registry=registry)
commit_seconds = Histogram(
    "sucker_commit_seconds", "Time to store a table's change (group commit included)",
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5),
    registry=registry)
tables = Gauge("sucker_tables", "Tables live in this process", registry=registry)
sockets = Gauge("sucker_sockets", "Open websockets", registry=registry)
ai_queue = Gauge("sucker_ai_waiting", "AI decisions asked and not yet answered",
                 registry=registry)
refused = Counter("sucker_refused", "Requests and messages refused by a limit", ["limit"],
                  registry=registry)
lost = Counter("sucker_tables_lost", "Tables dropped because another process took them",
               registry=registry)
bot_share_seconds = Histogram(
    "sucker_bot_decision_share_seconds",
    "The server's own share of a bot's decision, seen from the bot's socket: from asking "
    "until decide is written to the socket, then from the answer read from it until it is "
    "applied (stored and sent out)",
    # Fine around the 20 ms asked of its p99, which is interpolated within a bucket.
    buckets=(0.0005, 0.001, 0.002, 0.003, 0.005, 0.0075, 0.01, 0.0125, 0.015, 0.0175, 0.02,
             0.0225, 0.025, 0.03, 0.04, 0.05, 0.075, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
    registry=registry)
send_failures = Counter("sucker_send_failures", "Sockets closed because a frame could not be "
                        "sent to them", registry=registry)
open_files = Gauge("sucker_open_files", "Files (connections, sockets…) this process has open",
                   registry=registry)
open_files_limit = Gauge("sucker_open_files_limit", "Files this process may have open",
                         registry=registry)
