# From clients/godot-runtime/arbiter_retry.gd (scripts/gen_protos.py): edit that.
# When and how soon a failed call is sent again, as the Unity client's ArbiterRetryPolicy: only
# UNAVAILABLE (no connection, or a 502, 503, 504 or 429 answer: nothing was resolved) is retried,
# after a full-jitter exponential backoff (a random wait up to initial_backoff_ms * multiplier^(n-1)
# before retry n, capped at max_backoff_ms), max_attempts in all. The call's timeout covers every
# attempt and wait: when it runs out the call is DEADLINE_EXCEEDED.
extends Reference

const Errors = preload("arbiter_error.gd")

# Attempts in all, the first included; 1 turns retries off.
var max_attempts: int = 3
var initial_backoff_ms: float = 100.0
var max_backoff_ms: float = 2000.0
var multiplier: float = 2.0
var _random := RandomNumberGenerator.new()


func _init() -> void:
	_random.randomize()


# The wait before retry `retry` (1 for the first retry), in milliseconds.
func backoff_ms(retry: int) -> float:
	var ceiling: float = initial_backoff_ms * pow(multiplier, retry - 1)
	return min(ceiling, max_backoff_ms) * _random.randf()


# Whether a call whose attempt `attempt` (1 for the first) failed with `code` is sent again.
func should_retry(code: String, attempt: int) -> bool:
	return code == Errors.UNAVAILABLE and attempt < max_attempts
