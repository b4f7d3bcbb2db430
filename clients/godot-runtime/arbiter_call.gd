# One call in flight, returned by every ArbiterClient method. Wait for it either way:
#3 #   var result = yield(pending, "completed")   # the response, or an ArbiterError
#3 #   pending.connect("succeeded", self, "_on_resolved")  # the response
#3 #   pending.connect("failed", self, "_on_refused")      # the ArbiterError
#4 #   var result: Variant = await pending.completed  # the response, or an ArbiterError
#4 #   pending.succeeded.connect(_on_resolved)  # the response
#4 #   pending.failed.connect(_on_refused)  # the ArbiterError
# The response is the RPC's message class (generated/arbiter_v1.gd) for the typed methods, a
# Dictionary (proto3 JSON) for `send`. The signals come at the earliest on the next frame, so
# connecting right after the call is in time. Afterwards `result` holds what `completed` carried.
# `cancel()` ends the call at once with CANCELLED.
#
# A call is sent again after an UNAVAILABLE failure (arbiter_retry.gd); its timeout covers every
# attempt, each sent with the time left as Connect-Timeout-Ms. This script sends each attempt
#3 # with HTTPRequest (a unary call); arbiter_stream.gd, a server stream, extends it.
#4 # with HTTPRequest (a unary call); arbiter_stream.gd, a server stream, extends it. Godot 4
#4 # GDScript; the Godot 3 addon (clients/godot) has the same logic.
class_name ArbiterCall
extends RefCounted

#3 signal completed(result)
#3 signal succeeded(response)
#3 signal failed(error)
#4 signal completed(result: Variant)
#4 signal succeeded(response: Variant)
#4 signal failed(error: RefCounted)

const Errors = preload("arbiter_error.gd")
const RetryPolicy = preload("arbiter_retry.gd")

# The response or the ArbiterError, once completed; null before.
#3 var result = null
#4 var result: Variant = null
# Attempts sent so far (retries included).
var attempts: int = 0
var _url: String
var _headers: PackedStringArray
# The request body: a String for HTTPRequest, the enveloped bytes for a stream.
#3 var _body
#3 var _response_type
#4 var _body: Variant
#4 var _response_type: Variant
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
#3 # the response's message class, or null for a Dictionary. The deadline is a Timer because Godot
#3 # 3.2's HTTPRequest.timeout counts whole seconds.
#3 func _init(parent: Node, url: String, headers: PoolStringArray, body, response_type, retry, ms):
#4 # the response's message class, or null for a Dictionary. The deadline is a Timer, as in Godot 3,
#4 # since it covers the retries too.
#4 func _init(
	#4 parent: Node,
	#4 url: String,
	#4 headers: PackedStringArray,
	#4 body: Variant,
	#4 response_type: Variant,
	#4 retry: RetryPolicy,
	#4 ms: int
#4 ) -> void:
	_url = url
	_headers = headers
	_body = body
	_response_type = response_type
	_retry = retry
	_timeout_ms = ms
	#3 _started_ms = OS.get_ticks_msec()
	#4 _started_ms = Time.get_ticks_msec()
	_node.set_meta("arbiter_call", self)
	parent.add_child(_node)
	for timer in [_deadline, _backoff]:
		timer.one_shot = true
		_node.add_child(timer)
	#3 _deadline.connect("timeout", self, "_on_deadline")
	#3 _backoff.connect("timeout", self, "_send")
	#4 _deadline.timeout.connect(_on_deadline)
	#4 _backoff.timeout.connect(_send)
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
	#3 var lines: PoolStringArray = PoolStringArray(_headers)
	#4 var lines := PackedStringArray(_headers)
	if _timeout_ms > 0:
		#3 var left: int = _timeout_ms - (OS.get_ticks_msec() - _started_ms)
		#3 lines.append("Connect-Timeout-Ms: %d" % max(left, 1))
		#4 var left: int = _timeout_ms - (Time.get_ticks_msec() - _started_ms)
		#4 lines.append("Connect-Timeout-Ms: %d" % maxi(left, 1))
	_attempt(lines)


# Sends one attempt; arbiter_stream.gd overrides it, and _abort.
func _attempt(headers: PackedStringArray) -> void:
	if _http == null:
		_http = HTTPRequest.new()
		_node.add_child(_http)
		#3 _http.connect("request_completed", self, "_on_request_completed")
	#3 var started: int = _http.request(_url, headers, true, HTTPClient.METHOD_POST, _body)
		#4 _http.request_completed.connect(_on_request_completed)
	#4 var started: Error = _http.request(_url, headers, HTTPClient.METHOD_POST, _body)
	if started != OK:
		_failed(Errors.new(Errors.UNAVAILABLE, "cannot send to %s: error %d" % [_url, started]))


func _abort() -> void:
	if _http != null:
		_http.cancel_request()


#3 func _on_request_completed(status: int, code: int, headers: PoolStringArray, body: PoolByteArray):
#4 func _on_request_completed(
	#4 status: int, code: int, headers: PackedStringArray, body: PackedByteArray
#4 ) -> void:
	var text: String = body.get_string_from_utf8()
	if status != HTTPRequest.RESULT_SUCCESS:
		var why: String = "no answer from %s (HTTPRequest result %d)" % [_url, status]
		_failed(Errors.new(Errors.transport_code(status), why))
		return
	#3 var response = Errors.json_object(text) if code == 200 else null
	#4 var response: Variant = Errors.json_object(text) if code == 200 else null
	if response != null:
		_finish(_typed(response))
		return
	#3 var error = Errors.new(Errors.INTERNAL, "not a JSON object: " + text.substr(0, 200), code)
	#4 var error := Errors.new(Errors.INTERNAL, "not a JSON object: " + text.substr(0, 200), code)
	if code != 200:
		error.read_answer(code, text)
	error.request_id = Errors.request_id(headers)
	_failed(error)


# The response message of the call's type, read from its proto3 JSON.
#3 func _typed(response: Dictionary):
#4 func _typed(response: Dictionary) -> Variant:
	return _response_type.new().from_dict(response) if _response_type != null else response


# An attempt failed: send again after the backoff if the policy allows, or end the call.
#3 func _failed(error) -> void:
#4 func _failed(error: Errors) -> void:
	if result != null:
		return
	if _retry.should_retry(error.code, attempts):
		#3 _backoff.start(max(_retry.backoff_ms(attempts), 1.0) / 1000.0)
		#4 _backoff.start(maxf(_retry.backoff_ms(attempts), 1.0) / 1000.0)
	else:
		_finish(error)


func _on_deadline() -> void:
	_abort()
	_finish(Errors.new(Errors.DEADLINE_EXCEEDED, "no answer within the call's timeout"))


#3 func _finish(outcome) -> void:
#4 func _finish(outcome: Variant) -> void:
	if result != null:
		return
	result = outcome
	_deadline.stop()
	_backoff.stop()
	#3 call_deferred("_announce")
	#4 _announce.call_deferred()


func _announce() -> void:
	#3 emit_signal("completed", result)
	#4 completed.emit(result)
	if result is Errors:
		#3 emit_signal("failed", result)
		#4 failed.emit(result)
	else:
		#3 emit_signal("succeeded", result)
		#4 succeeded.emit(result)
	_node.queue_free()
