"""Load Arbiter with Locust: ``locust -f clients/python/examples/locustfile.py --host HOST:PORT``.

Locust runs the User classes this file holds; ``ArbiterUser`` is configured by ARBITER_LOCUST_*
variables (docs/loadtest.md). Subclass it here to change the request, the RPC or the pacing.
"""

from __future__ import annotations

from arbiter.locust import ArbiterUser

__all__ = ["ArbiterUser"]
