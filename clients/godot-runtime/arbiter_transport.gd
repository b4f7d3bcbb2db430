# The transport under ArbiterClient: the Connect route's address, the timeout, headers, token and
# retry policy every call uses, and `send`, the untyped call of any unary method (a Dictionary in
# proto3 JSON both ways). The typed methods (generated/combat_service.gd) extend this script, and
# ArbiterClient extends them. Unary calls use HTTPRequest (every export target, the web included),
#3 # server streams HTTPClient (arbiter_stream.gd).
#4 # server streams HTTPClient (arbiter_stream.gd). Godot 4 GDScript; the Godot 3 addon
#4 # (clients/godot) has the same logic.
extends Node

const Call = preload("arbiter_call.gd")
const Stream = preload("arbiter_stream.gd")
const RetryPolicy = preload("arbiter_retry.gd")
const SERVICE = "/arbiter.v1.CombatService/"

# The Connect route, e.g. "http://127.0.0.1:8080" or "https://arbiter.example" (scheme, host,
# port; no trailing path). An https URL is checked against the system's certificates.
#3 export var base_url: String = "http://127.0.0.1:8080"
#4 @export var base_url: String = "http://127.0.0.1:8080"
# Each call's deadline, retries included, sent as Connect-Timeout-Ms too; 0 waits for ever.
#3 export var timeout_ms: int = 10000
#4 @export var timeout_ms: int = 10000
# The server's shared token (--auth-token-file), sent as "authorization: Bearer <token>"; "" for
# none.
#3 export var token: String = ""
#4 @export var token: String = ""
# Headers sent with every call. A web export can send only those the server's CORS allows (the
# Connect headers, authorization and x-request-id): any other fails the browser's preflight.
var headers: Dictionary = {}
# Which failures are sent again, and how soon (arbiter_retry.gd); max_attempts 1 turns it off.
#3 var retry_policy = RetryPolicy.new()
#4 var retry_policy := RetryPolicy.new()


# Any unary method by name, untyped: the request and the response are proto3 JSON Dictionaries.
# call_headers add to (or replace) `headers`, e.g. an x-request-id that keys the server's log
# line; timeout is in milliseconds, -1 for the client's timeout_ms.
#3 func send(method: String, request: Dictionary, call_headers: Dictionary = {}, timeout: int = -1):
#4 func send(
	#4 method: String, request: Dictionary, call_headers: Dictionary = {}, timeout: int = -1
#4 ) -> Call:
	return _unary(method, request, null, call_headers, timeout)


# response_type is the response's message class, or null for a Dictionary.
#3 func _unary(method: String, request: Dictionary, response_type, call_headers, timeout: int):
#4 func _unary(
	#4 method: String,
	#4 request: Dictionary,
	#4 response_type: Variant,
	#4 call_headers: Dictionary,
	#4 timeout: int
#4 ) -> Call:
	var lines: PackedStringArray = _lines("application/json", call_headers)
	#3 # to_json writes a float with no fraction as an integer (4.0 as 4), so numbers read from a
	#3 # response go back as the int32 the server expects.
	#3 var body: String = to_json(request)
	#4 # JSON.stringify writes a float with no fraction as 4 or 4.0; both are the int32 4 to the
	#4 # server's proto3 JSON reader (a fraction, 4.5, is refused).
	#4 var body: String = JSON.stringify(request)
	return Call.new(self, _url(method), lines, body, response_type, retry_policy, _ms(timeout))


# A server-streaming method: the request in one envelope (flags 0, its length, big-endian).
#3 func _server_stream(method: String, request: Dictionary, response_type, call_headers, timeout):
	#3 var json: PoolByteArray = to_json(request).to_utf8()
#4 func _server_stream(
	#4 method: String,
	#4 request: Dictionary,
	#4 response_type: Variant,
	#4 call_headers: Dictionary,
	#4 timeout: int
#4 ) -> Stream:
	#4 var json: PackedByteArray = JSON.stringify(request).to_utf8_buffer()
	var size: int = json.size()
	var body := PackedByteArray(
		[0, size >> 24 & 0xFF, size >> 16 & 0xFF, size >> 8 & 0xFF, size & 0xFF]
	)
	body.append_array(json)
	var lines: PackedStringArray = _lines("application/connect+json", call_headers)
	return Stream.new(self, _url(method), lines, body, response_type, retry_policy, _ms(timeout))


func _url(method: String) -> String:
	return base_url.rstrip("/") + SERVICE + method


func _ms(timeout: int) -> int:
	return timeout_ms if timeout < 0 else timeout


func _lines(content_type: String, call_headers: Dictionary) -> PackedStringArray:
	#3 var lines: PoolStringArray = PoolStringArray(
		#3 ["Content-Type: " + content_type, "Connect-Protocol-Version: 1"]
	#3 )
	#4 var lines := PackedStringArray(["Content-Type: " + content_type, "Connect-Protocol-Version: 1"])
	var merged: Dictionary = headers.duplicate()
	if token:
		merged["Authorization"] = "Bearer " + token
	#3 for header in call_headers:
		#3 merged[header] = call_headers[header]
	#4 merged.merge(call_headers, true)
	for header in merged:
		lines.append("%s: %s" % [header, merged[header]])
	return lines
