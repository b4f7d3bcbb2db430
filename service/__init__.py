"""Arbiter's gRPC service: converts arbiter.v1 messages to and from the engine, and owns transport,
logging, metrics, limits, health and shutdown."""
