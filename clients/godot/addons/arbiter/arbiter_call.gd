# One call in flight, returned by every ArbiterClient method. Wait for it either way:
#   var result = yield(pending, "completed")   # a Dictionary, or an ArbiterError
#   pending.connect("succeeded", self, "_on_resolved")  # the response Dictionary
#   pending.connect("failed", self, "_on_refused")      # the ArbiterError
# The signals come at the earliest on the next frame, so connecting right after the call is in
# time. Afterwards `result` holds what `completed` carried.
class_name ArbiterCall
extends Reference

signal completed(result)
signal succeeded(response)
signal failed(error)

const Errors = preload("arbiter_error.gd")

# The response Dictionary or the ArbiterError, once completed; null before.
var result = null
var _url: String
var _http: HTTPRequest
var _timer: Timer


# Sends the request as a child of parent (an HTTPRequest works only inside the scene tree). The
# deadline is a Timer because Godot 3.2's HTTPRequest.timeout counts whole seconds.
func _init(parent: Node, url: String, headers: PoolStringArray, body: String, timeout_ms: int):
	_url = url
	_http = HTTPRequest.new()
	# The node holds the call, so a call nobody keeps a reference to still completes.
	_http.set_meta("arbiter_call", self)
	parent.add_child(_http)
	_http.connect("request_completed", self, "_on_request_completed")
	_timer = Timer.new()
	_timer.one_shot = true
	_timer.connect("timeout", self, "_on_deadline")
	_http.add_child(_timer)
	var started: int = _http.request(url, headers, true, HTTPClient.METHOD_POST, body)
	if started != OK:
		_finish(Errors.new(Errors.UNAVAILABLE, "cannot send to %s: error %d" % [url, started]))
	elif timeout_ms > 0:
		_timer.start(timeout_ms / 1000.0)


func _on_request_completed(status: int, code: int, headers: PoolStringArray, body: PoolByteArray):
	var text: String = body.get_string_from_utf8()
	if status != HTTPRequest.RESULT_SUCCESS:
		var why: String = "no answer from %s (HTTPRequest result %d)" % [_url, status]
		_finish(Errors.new(Errors.transport_code(status), why))
		return
	var request_id: String = ""
	for header in headers:
		if header.to_lower().begins_with("x-request-id:"):
			request_id = header.substr(13, header.length()).strip_edges()
	var response = Errors.json_object(text) if code == 200 else null
	if response != null:
		_finish(response)
		return
	var error = Errors.new(Errors.INTERNAL, "not a JSON object: " + text.substr(0, 200), code)
	if code != 200:
		error.read_answer(code, text)
	error.request_id = request_id
	_finish(error)


func _on_deadline() -> void:
	_http.cancel_request()
	_finish(Errors.new(Errors.DEADLINE_EXCEEDED, "no answer within the call's timeout"))


func _finish(outcome) -> void:
	if result != null:
		return
	result = outcome
	_timer.stop()
	call_deferred("_announce")


func _announce() -> void:
	emit_signal("completed", result)
	if result is Dictionary:
		emit_signal("succeeded", result)
	else:
		emit_signal("failed", result)
	_http.queue_free()
