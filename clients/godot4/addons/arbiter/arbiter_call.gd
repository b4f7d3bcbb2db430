# From clients/godot-runtime/arbiter_call.gd (scripts/gen_protos.py): edit that.
# One call in flight, returned by every ArbiterClient method. Wait for it either way:
#   var result: Variant = await pending.completed  # the response, or an ArbiterError
#   pending.succeeded.connect(_on_resolved)  # the response
#   pending.failed.connect(_on_refused)  # the ArbiterError
# The response is the RPC's message class (generated/arbiter_v1.gd) for the typed methods, a
# Dictionary (proto3 JSON) for `send`. The signals come at the earliest on the next frame, so
# connecting right after the call is in time. Afterwards `result` holds what `completed` carried.
# `cancel()` ends the call at once with CANCELLED.
#
# A call is sent again after an UNAVAILABLE failure (arbiter_retry.gd); its timeout covers every
# attempt, each sent with the time left as Connect-Timeout-Ms. This script sends each attempt
# with HTTPRequest (a unary call); arbiter_stream.gd, a server stream, extends it. Godot 4
# GDScript; the Godot 3 addon (clients/godot) has the same logic.
class_name ArbiterCall
extends RefCounted

signal completed(result: Variant)
signal succeeded(response: Variant)
signal failed(error: RefCounted)

const Errors = preload("arbiter_error.gd")
const RetryPolicy = preload("arbiter_retry.gd")

# The response or the ArbiterError, once completed; null before.
var result: Variant = null
# Attempts sent so far (retries included).
var attempts: int = 0
var _url: String
var _headers: PackedStringArray
# The request body: a String for HTTPRequest, the enveloped bytes for a stream.
var _body: Variant
var _response_type: Variant
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
# the response's message class, or null for a Dictionary. The deadline is a Timer, as in Godot 3,
# since it covers the retries too.
func _init(
	parent: Node,
	url: String,
	headers: PackedStringArray,
	body: Variant,
	response_type: Variant,
	retry: RetryPolicy,
	ms: int
) -> void:
	_url = url
	_headers = headers
	_body = body
	_response_type = response_type
	_retry = retry
	_timeout_ms = ms
	_started_ms = Time.get_ticks_msec()
	_node.set_meta("arbiter_call", self)
	parent.add_child(_node)
	for timer in [_deadline, _backoff]:
		timer.one_shot = true
		_node.add_child(timer)
	_deadline.timeout.connect(_on_deadline)
	_backoff.timeout.connect(_send)
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
	var lines := PackedStringArray(_headers)
	if _timeout_ms > 0:
		var left: int = _timeout_ms - (Time.get_ticks_msec() - _started_ms)
		lines.append("Connect-Timeout-Ms: %d" % maxi(left, 1))
	_attempt(lines)


# Sends one attempt; arbiter_stream.gd overrides it, and _abort.
func _attempt(headers: PackedStringArray) -> void:
	if _http == null:
		_http = HTTPRequest.new()
		_node.add_child(_http)
		_http.request_completed.connect(_on_request_completed)
	var started: Error = _http.request(_url, headers, HTTPClient.METHOD_POST, _body)
	if started != OK:
		_failed(Errors.new(Errors.UNAVAILABLE, "cannot send to %s: error %d" % [_url, started]))


func _abort() -> void:
	if _http != null:
		_http.cancel_request()


func _on_request_completed(
	status: int, code: int, headers: PackedStringArray, body: PackedByteArray
) -> void:
	var text: String = body.get_string_from_utf8()
	if status != HTTPRequest.RESULT_SUCCESS:
		var why: String = "no answer from %s (HTTPRequest result %d)" % [_url, status]
		_failed(Errors.new(Errors.transport_code(status), why))
		return
	var response: Variant = Errors.json_object(text) if code == 200 else null
	if response != null:
		_finish(_typed(response))
		return
	var error := Errors.new(Errors.INTERNAL, "not a JSON object: " + text.substr(0, 200), code)
	if code != 200:
		error.read_answer(code, text)
	error.request_id = Errors.request_id(headers)
	_failed(error)


# The response message of the call's type, read from its proto3 JSON.
func _typed(response: Dictionary) -> Variant:
	return _response_type.new().from_dict(response) if _response_type != null else response


# An attempt failed: send again after the backoff if the policy allows, or end the call.
func _failed(error: Errors) -> void:
	if result != null:
		return
	if _retry.should_retry(error.code, attempts):
		_backoff.start(maxf(_retry.backoff_ms(attempts), 1.0) / 1000.0)
	else:
		_finish(error)


func _on_deadline() -> void:
	_abort()
	_finish(Errors.new(Errors.DEADLINE_EXCEEDED, "no answer within the call's timeout"))


func _finish(outcome: Variant) -> void:
	if result != null:
		return
	result = outcome
	_deadline.stop()
	_backoff.stop()
	_announce.call_deferred()


func _announce() -> void:
	completed.emit(result)
	if result is Errors:
		failed.emit(result)
	else:
		succeeded.emit(result)
	_node.queue_free()
