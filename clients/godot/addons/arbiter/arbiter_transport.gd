# From clients/godot-runtime/arbiter_transport.gd (scripts/gen_protos.py): edit that.
# The transport under ArbiterClient: the Connect route's address, the timeout, headers, token and
# retry policy every call uses, and `send`, the untyped call of any unary method (a Dictionary in
# proto3 JSON both ways). The typed methods (generated/combat_service.gd) extend this script, and
# ArbiterClient extends them. Unary calls use HTTPRequest (every export target, the web included),
# server streams HTTPClient (arbiter_stream.gd).
extends Node

const Call = preload("arbiter_call.gd")
const Stream = preload("arbiter_stream.gd")
const RetryPolicy = preload("arbiter_retry.gd")
const SERVICE = "/arbiter.v1.CombatService/"

# The Connect route, e.g. "http://127.0.0.1:8080" or "https://arbiter.example" (scheme, host,
# port; no trailing path). An https URL is checked against the system's certificates.
export var base_url: String = "http://127.0.0.1:8080"
# Each call's deadline, retries included, sent as Connect-Timeout-Ms too; 0 waits for ever.
export var timeout_ms: int = 10000
# The server's shared token (--auth-token-file), sent as "authorization: Bearer <token>"; "" for
# none.
export var token: String = ""
# Headers sent with every call. A web export can send only those the server's CORS allows (the
# Connect headers, authorization and x-request-id): any other fails the browser's preflight.
var headers: Dictionary = {}
# Which failures are sent again, and how soon (arbiter_retry.gd); max_attempts 1 turns it off.
var retry_policy = RetryPolicy.new()


# Any unary method by name, untyped: the request and the response are proto3 JSON Dictionaries.
# call_headers add to (or replace) `headers`, e.g. an x-request-id that keys the server's log
# line; timeout is in milliseconds, -1 for the client's timeout_ms.
func send(method: String, request: Dictionary, call_headers: Dictionary = {}, timeout: int = -1):
	return _unary(method, request, null, call_headers, timeout)


# response_type is the response's message class, or null for a Dictionary.
func _unary(method: String, request: Dictionary, response_type, call_headers, timeout: int):
	var lines: PoolStringArray = _lines("application/json", call_headers)
	# to_json writes a float with no fraction as an integer (4.0 as 4), so numbers read from a
	# response go back as the int32 the server expects.
	var body: String = to_json(request)
	return Call.new(self, _url(method), lines, body, response_type, retry_policy, _ms(timeout))


# A server-streaming method: the request in one envelope (flags 0, its length, big-endian).
func _server_stream(method: String, request: Dictionary, response_type, call_headers, timeout):
	var json: PoolByteArray = to_json(request).to_utf8()
	var size: int = json.size()
	var body := PoolByteArray(
		[0, size >> 24 & 0xFF, size >> 16 & 0xFF, size >> 8 & 0xFF, size & 0xFF]
	)
	body.append_array(json)
	var lines: PoolStringArray = _lines("application/connect+json", call_headers)
	return Stream.new(self, _url(method), lines, body, response_type, retry_policy, _ms(timeout))


func _url(method: String) -> String:
	return base_url.rstrip("/") + SERVICE + method


func _ms(timeout: int) -> int:
	return timeout_ms if timeout < 0 else timeout


func _lines(content_type: String, call_headers: Dictionary) -> PoolStringArray:
	var lines: PoolStringArray = PoolStringArray(
		["Content-Type: " + content_type, "Connect-Protocol-Version: 1"]
	)
	var merged: Dictionary = headers.duplicate()
	if token:
		merged["Authorization"] = "Bearer " + token
	for header in call_headers:
		merged[header] = call_headers[header]
	for header in merged:
		lines.append("%s: %s" % [header, merged[header]])
	return lines
