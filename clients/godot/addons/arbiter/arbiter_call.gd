# From clients/godot-runtime/arbiter_call.gd (scripts/gen_protos.py): edit that.
# One call in flight, returned by every ArbiterClient method. Wait for it either way:
#   var result = yield(pending, "completed")   # the response, or an ArbiterError
#   pending.connect("succeeded", self, "_on_resolved")  # the response
#   pending.connect("failed", self, "_on_refused")      # the ArbiterError
# The response is the RPC's message class (generated/arbiter_v1.gd) for the typed methods, a
# Dictionary (proto3 JSON) for `send`. The signals come at the earliest on the next frame, so
# connecting right after the call is in time. Afterwards `result` holds what `completed` carried.
# `cancel()` ends the call at once with CANCELLED.
#
# A call is sent again after an UNAVAILABLE failure (arbiter_retry.gd); its timeout covers every
# attempt, each sent with the time left as Connect-Timeout-Ms. This script sends each attempt
# with HTTPRequest (a unary call); arbiter_stream.gd, a server stream, extends it.
class_name ArbiterCall
extends Reference

signal completed(result)
signal succeeded(response)
signal failed(error)

const Errors = preload("arbiter_error.gd")
const RetryPolicy = preload("arbiter_retry.gd")

# The response or the ArbiterError, once completed; null before.
var result = null
# Attempts sent so far (retries included).
var attempts: int = 0
var _url: String
var _headers: PoolStringArray
# The request body: a String for HTTPRequest, the enveloped bytes for a stream.
var _body
var _response_type
var _retry: RetryPolicy
var _timeout_ms: int
var _started_ms: int
# The call's node under the client: it holds the call (a call nobody keeps a reference to still
# completes) and its timers and HTTPRequest; it is freed when the call has completed.
var _node := Node.new()
var _deadline := Timer.new()
var _backoff := Timer.new()
var _http: HTTPRequest


# Sends the request from parent (HTTP nodes work only inside the scene tree). response_type is
# the response's message class, or null for a Dictionary. The deadline is a Timer because Godot
# 3.2's HTTPRequest.timeout counts whole seconds.
func _init(parent: Node, url: String, headers: PoolStringArray, body, response_type, retry, ms):
	_url = url
	_headers = headers
	_body = body
	_response_type = response_type
	_retry = retry
	_timeout_ms = ms
	_started_ms = OS.get_ticks_msec()
	_node.set_meta("arbiter_call", self)
	parent.add_child(_node)
	for timer in [_deadline, _backoff]:
		timer.one_shot = true
		_node.add_child(timer)
	_deadline.connect("timeout", self, "_on_deadline")
	_backoff.connect("timeout", self, "_send")
	if ms > 0:
		_deadline.start(ms / 1000.0)
	_send()


# Ends the call now with CANCELLED (its request is abandoned); nothing once it has completed.
func cancel() -> void:
	if result == null:
		_abort()
		_finish(Errors.new(Errors.CANCELLED, "cancelled by the caller"))


func _send() -> void:
	attempts += 1
	var lines: PoolStringArray = PoolStringArray(_headers)
	if _timeout_ms > 0:
		var left: int = _timeout_ms - (OS.get_ticks_msec() - _started_ms)
		lines.append("Connect-Timeout-Ms: %d" % max(left, 1))
	_attempt(lines)


# Sends one attempt; arbiter_stream.gd overrides it, and _abort.
func _attempt(headers: PoolStringArray) -> void:
	if _http == null:
		_http = HTTPRequest.new()
		_node.add_child(_http)
		_http.connect("request_completed", self, "_on_request_completed")
	var started: int = _http.request(_url, headers, true, HTTPClient.METHOD_POST, _body)
	if started != OK:
		_failed(Errors.new(Errors.UNAVAILABLE, "cannot send to %s: error %d" % [_url, started]))


func _abort() -> void:
	if _http != null:
		_http.cancel_request()


func _on_request_completed(status: int, code: int, headers: PoolStringArray, body: PoolByteArray):
	var text: String = body.get_string_from_utf8()
	if status != HTTPRequest.RESULT_SUCCESS:
		var why: String = "no answer from %s (HTTPRequest result %d)" % [_url, status]
		_failed(Errors.new(Errors.transport_code(status), why))
		return
	var response = Errors.json_object(text) if code == 200 else null
	if response != null:
		_finish(_typed(response))
		return
	var error = Errors.new(Errors.INTERNAL, "not a JSON object: " + text.substr(0, 200), code)
	if code != 200:
		error.read_answer(code, text)
	error.request_id = Errors.request_id(headers)
	_failed(error)


# The response message of the call's type, read from its proto3 JSON.
func _typed(response: Dictionary):
	return _response_type.new().from_dict(response) if _response_type != null else response


# An attempt failed: send again after the backoff if the policy allows, or end the call.
func _failed(error) -> void:
	if result != null:
		return
	if _retry.should_retry(error.code, attempts):
		_backoff.start(max(_retry.backoff_ms(attempts), 1.0) / 1000.0)
	else:
		_finish(error)


func _on_deadline() -> void:
	_abort()
	_finish(Errors.new(Errors.DEADLINE_EXCEEDED, "no answer within the call's timeout"))


func _finish(outcome) -> void:
	if result != null:
		return
	result = outcome
	_deadline.stop()
	_backoff.stop()
	call_deferred("_announce")


func _announce() -> void:
	emit_signal("completed", result)
	if result is Errors:
		emit_signal("failed", result)
	else:
		emit_signal("succeeded", result)
	_node.queue_free()
