# One call in flight, returned by every ArbiterClient method. Wait for it either way:
#   var result: Variant = await pending.completed  # a Dictionary, or an ArbiterError
#   pending.succeeded.connect(_on_resolved)  # the response Dictionary
#   pending.failed.connect(_on_refused)  # the ArbiterError
# The signals come at the earliest on the next frame, so connecting right after the call is in
# time. Afterwards `result` holds what `completed` carried. Godot 4 GDScript; the Godot 3 addon
# (clients/godot) has the same logic.
class_name ArbiterCall
extends RefCounted

signal completed(result: Variant)
signal succeeded(response: Dictionary)
signal failed(error: RefCounted)

const Errors = preload("arbiter_error.gd")

# The response Dictionary or the ArbiterError, once completed; null before.
var result: Variant = null
var _url: String
var _http: HTTPRequest


# Sends the request as a child of parent (an HTTPRequest works only inside the scene tree). The
# deadline is HTTPRequest.timeout, in seconds (a float since Godot 4.0).
func _init(parent: Node, url: String, headers: PackedStringArray, body: String, timeout_ms: int):
	_url = url
	_http = HTTPRequest.new()
	# The node holds the call, so a call nobody keeps a reference to still completes.
	_http.set_meta("arbiter_call", self)
	_http.timeout = timeout_ms / 1000.0
	parent.add_child(_http)
	_http.request_completed.connect(_on_request_completed)
	var started: Error = _http.request(url, headers, HTTPClient.METHOD_POST, body)
	if started != OK:
		_finish(Errors.new(Errors.UNAVAILABLE, "cannot send to %s: error %d" % [url, started]))


func _on_request_completed(
	status: int, code: int, headers: PackedStringArray, body: PackedByteArray
) -> void:
	var text: String = body.get_string_from_utf8()
	if status != HTTPRequest.RESULT_SUCCESS:
		var why: String = "no answer from %s (HTTPRequest result %d)" % [_url, status]
		_finish(Errors.new(Errors.transport_code(status), why))
		return
	var request_id: String = ""
	for header in headers:
		if header.to_lower().begins_with("x-request-id:"):
			request_id = header.substr(13).strip_edges()
	var response: Variant = Errors.json_object(text) if code == 200 else null
	if response != null:
		_finish(response)
		return
	var error := Errors.new(Errors.INTERNAL, "not a JSON object: " + text.substr(0, 200), code)
	if code != 200:
		error.read_answer(code, text)
	error.request_id = request_id
	_finish(error)


func _finish(outcome: Variant) -> void:
	if result != null:
		return
	result = outcome
	_announce.call_deferred()


func _announce() -> void:
	completed.emit(result)
	if result is Dictionary:
		succeeded.emit(result)
	else:
		failed.emit(result)
	_http.queue_free()
