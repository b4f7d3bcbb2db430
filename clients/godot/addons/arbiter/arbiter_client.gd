# Arbiter's CombatService over the Connect protocol's JSON route (the server's --http-port), with
# Godot's HTTPRequest: HTTP/1.1, so it works on every export target, the web included.
#
# Requests and responses are Dictionaries in the proto3 JSON mapping (docs/clients/godot.md):
# camelCase fields, enums by name, 64-bit integers (the seed) as strings, fields at their zero
# value absent. Godot 3's JSON reads every number as a float: read `int(strike.get("damage", 0))`.
# Each method returns an ArbiterCall; its `completed` signal carries the response Dictionary or an
# ArbiterError.
class_name ArbiterClient
extends Node

const Call = preload("arbiter_call.gd")
const SERVICE = "/arbiter.v1.CombatService/"

# The Connect route, e.g. "http://127.0.0.1:8080" (scheme, host, port; no trailing path).
export var base_url: String = "http://127.0.0.1:8080"
# Each call's deadline, sent as Connect-Timeout-Ms too; 0 waits for ever.
export var timeout_ms: int = 10000
# Headers sent with every call. A web export can send only those the server's CORS allows (the
# Connect headers and x-request-id): any other fails the browser's preflight.
var headers: Dictionary = {}


func resolve_action(request: Dictionary, call_headers: Dictionary = {}, timeout: int = -1):
	return send("ResolveAction", request, call_headers, timeout)


func resolve_encounter(request: Dictionary, call_headers: Dictionary = {}, timeout: int = -1):
	return send("ResolveEncounter", request, call_headers, timeout)


# A batch in one call ({"options": {...}, "items": [...]} -> {"results": [...]}, in the items'
# order): GDScript cannot stream, so this replaces ResolveBatch. An item that fails does not fail
# the call: its result has "error" (ArbiterError.read_status reads it).
func resolve_many(request: Dictionary, call_headers: Dictionary = {}, timeout: int = -1):
	return send("ResolveMany", request, call_headers, timeout)


func get_catalog(request: Dictionary = {}, call_headers: Dictionary = {}, timeout: int = -1):
	return send("GetCatalog", request, call_headers, timeout)


# Any unary method by name. call_headers add to (or replace) `headers`, e.g. an x-request-id that
# keys the server's log line; timeout is in milliseconds, -1 for the client's timeout_ms.
func send(method: String, request: Dictionary, call_headers: Dictionary = {}, timeout: int = -1):
	var ms: int = timeout_ms if timeout < 0 else timeout
	var lines: PoolStringArray = PoolStringArray(
		["Content-Type: application/json", "Connect-Protocol-Version: 1"]
	)
	if ms > 0:
		lines.append("Connect-Timeout-Ms: %d" % ms)
	var merged: Dictionary = headers.duplicate()
	for header in call_headers:
		merged[header] = call_headers[header]
	for header in merged:
		lines.append("%s: %s" % [header, merged[header]])
	# to_json writes a float with no fraction as an integer (4.0 as 4), so numbers read from a
	# response go back as the int32 the server expects.
	return Call.new(self, base_url.rstrip("/") + SERVICE + method, lines, to_json(request), ms)
