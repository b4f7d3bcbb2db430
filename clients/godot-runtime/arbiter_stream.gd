# A server-streaming call (Simulate), returned by ArbiterClient.simulate: an ArbiterCall whose
# `message` signal carries each response message as it arrives, `progress` the `progress` of
# each message that has one (a SimulationProgress), and `completed` the last message (the
# result) or an ArbiterError:
#3 #   var stream = client.simulate(request)
#3 #   stream.connect("progress", self, "_on_progress")
#3 #   var last = yield(stream, "completed")   # a SimulateResponse with `result`, or an ArbiterError
#4 #   var stream := client.simulate(request)
#4 #   stream.progress.connect(_on_progress)
#4 #   var last: Variant = await stream.completed  # a SimulateResponse with `result`, or an error
#
# It speaks the Connect streaming protocol with HTTPClient, polled every frame, which hands over
# the body as it arrives (HTTPRequest only hands over a whole body): each message is an envelope
# (a flags byte, a 4-byte big-endian length, the JSON), the last one flagged end-of-stream
# (0x02) with the error, if any. An UNAVAILABLE failure is retried only before any message came.
#4 # Godot 4 GDScript; the Godot 3 addon (clients/godot) has the same logic.
class_name ArbiterStream
extends "arbiter_call.gd"

#3 signal message(response)
#3 signal progress(progress)
#4 signal message(response: Variant)
#4 signal progress(progress: Variant)

const END_STREAM = 2
const FAILED_STATUSES = [
	HTTPClient.STATUS_DISCONNECTED,
	HTTPClient.STATUS_CANT_RESOLVE,
	HTTPClient.STATUS_CANT_CONNECT,
	HTTPClient.STATUS_CONNECTION_ERROR,
	#3 HTTPClient.STATUS_SSL_HANDSHAKE_ERROR,
	#4 HTTPClient.STATUS_TLS_HANDSHAKE_ERROR,
]

# Messages received so far.
var received: int = 0
var _client: HTTPClient
var _headers_sent: PackedStringArray
var _sent: bool = false
var _code: int = 0
var _request_id: String = ""
#3 var _buffer: PoolByteArray = PoolByteArray()
#3 var _last = null
#4 var _buffer := PackedByteArray()
#4 var _last: Variant = null


#3 func _init(parent: Node, url: String, headers: PoolStringArray, body, response_type, retry, ms).(
	#3 parent, url, headers, body, response_type, retry, ms
#3 ):
	#3 _node.get_tree().connect("idle_frame", self, "_poll")
#4 func _init(
	#4 parent: Node,
	#4 url: String,
	#4 headers: PackedStringArray,
	#4 body: Variant,
	#4 response_type: Variant,
	#4 retry: RetryPolicy,
	#4 ms: int
#4 ) -> void:
	#4 super(parent, url, headers, body, response_type, retry, ms)
	#4 _node.get_tree().process_frame.connect(_poll)


# Connects for one attempt; the request goes out once connected (_poll).
func _attempt(headers: PackedStringArray) -> void:
	var parts: Array = Errors.split_url(_url)
	_headers_sent = headers
	_sent = false
	_abort()
	_buffer = PackedByteArray()
	_client = HTTPClient.new()
	#3 var started: int = _client.connect_to_host(parts[1], parts[2], parts[0] == "https", true)
	#4 var tls: TLSOptions = TLSOptions.client() if parts[0] == "https" else null
	#4 var started: Error = _client.connect_to_host(parts[1], parts[2], tls)
	if started != OK:
		_failed(Errors.new(Errors.UNAVAILABLE, "cannot connect to %s: error %d" % [_url, started]))


func _abort() -> void:
	if _client != null:
		_client.close()


func _poll() -> void:
	if result != null or _client == null or not _backoff.is_stopped():
		return
	_client.poll()
	#3 var status: int = _client.get_status()
	#4 var status: HTTPClient.Status = _client.get_status()
	if status == HTTPClient.STATUS_CONNECTED and not _sent:
		_sent = true
		var path: String = Errors.split_url(_url)[3]
		#3 var started: int = _client.request_raw(HTTPClient.METHOD_POST, path, _headers_sent, _body)
		#4 var started: Error = _client.request_raw(HTTPClient.METHOD_POST, path, _headers_sent, _body)
		if started != OK:
			_failed(Errors.new(Errors.UNAVAILABLE, "cannot send to %s: error %d" % [_url, started]))
	elif status == HTTPClient.STATUS_BODY:
		if _code == 0:
			_code = _client.get_response_code()
			_request_id = Errors.request_id(_client.get_response_headers())
		_buffer.append_array(_client.read_response_body_chunk())
		if _code == 200:
			_read_envelopes()
	elif _sent and _client.has_response() and status == HTTPClient.STATUS_CONNECTED:
		_ended()
	elif status in FAILED_STATUSES:
		# The server closing the connection after its answer ends the answer, not the call.
		if _code != 0:
			_ended()
		else:
			_failed(
				Errors.new(Errors.UNAVAILABLE, "no answer from %s (status %d)" % [_url, status])
			)


# Hands over each whole envelope in the buffer; the end-of-stream one ends the call.
func _read_envelopes() -> void:
	while _buffer.size() >= 5 and result == null:
		var length: int = (_buffer[1] << 24) | (_buffer[2] << 16) | (_buffer[3] << 8) | _buffer[4]
		if _buffer.size() < 5 + length:
			return
		var flags: int = _buffer[0]
		#3 var text: String = ""
		#3 if length > 0:
			#3 text = _buffer.subarray(5, 4 + length).get_string_from_utf8()
		#3 _buffer = (
			#3 _buffer.subarray(5 + length, _buffer.size() - 1)
			#3 if _buffer.size() > 5 + length
			#3 else PoolByteArray()
		#3 )
		#3 var json = Errors.json_object(text)
		#4 var text: String = _buffer.slice(5, 5 + length).get_string_from_utf8()
		#4 _buffer = _buffer.slice(5 + length)
		#4 var json: Variant = Errors.json_object(text)
		if flags & END_STREAM:
			_end_stream(json)
		elif json == null:
			_finish(_error(Errors.INTERNAL, "a stream message is no JSON object"))
		else:
			_last = _typed(json)
			received += 1
			#3 emit_signal("message", _last)
			#4 message.emit(_last)
			if "progress" in _last and _last.progress != null:
				#3 emit_signal("progress", _last.progress)
				#4 progress.emit(_last.progress)


#3 func _end_stream(end) -> void:
#4 func _end_stream(end: Variant) -> void:
	if end == null:
		_finish(_error(Errors.INTERNAL, "the end of the stream is no JSON object"))
	elif end.get("error") is Dictionary:
		#3 var error = _error(Errors.UNKNOWN, "")
		#4 var error := _error(Errors.UNKNOWN, "")
		error.read_error(end.error)
		_finish(error)
	elif _last == null:
		_finish(_error(Errors.INTERNAL, "the stream ended with no message"))
	else:
		_finish(_last)


# The response is over without its end of stream: a non-200 answer (a Connect error or a proxy's
# page), or a stream cut short.
func _ended() -> void:
	if result != null:
		return
	if _code == 0:
		_code = _client.get_response_code()
	if _code != 200:
		#3 var error = _error(Errors.UNKNOWN, "")
		#4 var error := _error(Errors.UNKNOWN, "")
		error.read_answer(_code, _buffer.get_string_from_utf8())
		_failed(error)
	elif received == 0:
		_failed(_error(Errors.UNAVAILABLE, "the stream ended before its first message"))
	else:
		_finish(_error(Errors.INTERNAL, "the stream ended without its end message"))


#3 func _error(code: String, text: String):
	#3 var error = Errors.new(code, text, _code)
#4 func _error(code: String, text: String) -> Errors:
	#4 var error := Errors.new(code, text, _code)
	error.request_id = _request_id
	return error


# A retry is only for a stream that gave nothing yet: a second one would repeat its messages.
#3 func _failed(error) -> void:
#4 func _failed(error: Errors) -> void:
	_code = 0
	if received > 0:
		_finish(error)
	else:
		#3 ._failed(error)
		#4 super._failed(error)


#3 func _finish(outcome) -> void:
	#3 if result == null and _node.get_tree().is_connected("idle_frame", self, "_poll"):
		#3 _node.get_tree().disconnect("idle_frame", self, "_poll")
	#3 ._finish(outcome)
#4 func _finish(outcome: Variant) -> void:
	#4 if result == null and _node.get_tree().process_frame.is_connected(_poll):
		#4 _node.get_tree().process_frame.disconnect(_poll)
	#4 super._finish(outcome)
	_abort()
