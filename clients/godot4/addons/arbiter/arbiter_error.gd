# From clients/godot-runtime/arbiter_error.gd (scripts/gen_protos.py): edit that.
# A failed Arbiter call: the gRPC status code's name, the message, and the google.rpc details the
# server attached (ErrorInfo's reason, BadRequest's field paths, PreconditionFailure's violations),
# or a code this client chose for an answer that is no Connect error (a proxy's 502 page) and for a
# call that got no answer at all (refused, timed out).
#
# The server sends the details as base64 protobuf inside the Connect error JSON. Godot has no
# protobuf runtime, and the three messages need only strings, so wire_fields below reads the
# protobuf wire format itself: a few lines instead of a dependency. Godot 4 GDScript; the Godot 3
# addon (clients/godot) has the same logic.
class_name ArbiterError
extends RefCounted

# The gRPC status codes, by name (Connect spells them in snake_case, and CANCELLED "canceled").
const CANCELLED = "CANCELLED"
const UNKNOWN = "UNKNOWN"
const INVALID_ARGUMENT = "INVALID_ARGUMENT"
const DEADLINE_EXCEEDED = "DEADLINE_EXCEEDED"
const NOT_FOUND = "NOT_FOUND"
const ALREADY_EXISTS = "ALREADY_EXISTS"
const PERMISSION_DENIED = "PERMISSION_DENIED"
const RESOURCE_EXHAUSTED = "RESOURCE_EXHAUSTED"
const FAILED_PRECONDITION = "FAILED_PRECONDITION"
const ABORTED = "ABORTED"
const OUT_OF_RANGE = "OUT_OF_RANGE"
const UNIMPLEMENTED = "UNIMPLEMENTED"
const INTERNAL = "INTERNAL"
const UNAVAILABLE = "UNAVAILABLE"
const DATA_LOSS = "DATA_LOSS"
const UNAUTHENTICATED = "UNAUTHENTICATED"
# Index i is google.rpc.Code i (a ResolveMany item's error carries the number).
const CODES = [
	"OK",
	CANCELLED,
	UNKNOWN,
	INVALID_ARGUMENT,
	DEADLINE_EXCEEDED,
	NOT_FOUND,
	ALREADY_EXISTS,
	PERMISSION_DENIED,
	RESOURCE_EXHAUSTED,
	FAILED_PRECONDITION,
	ABORTED,
	OUT_OF_RANGE,
	UNIMPLEMENTED,
	INTERNAL,
	UNAVAILABLE,
	DATA_LOSS,
	UNAUTHENTICATED,
]
# The Connect protocol's code for an HTTP status whose body is no Connect error; any other status
# is UNKNOWN (https://connectrpc.com/docs/protocol/#http-to-error-code).
const HTTP_CODES = {
	400: INTERNAL,
	401: UNAUTHENTICATED,
	403: PERMISSION_DENIED,
	404: UNIMPLEMENTED,
	429: UNAVAILABLE,
	502: UNAVAILABLE,
	503: UNAVAILABLE,
	504: UNAVAILABLE,
}
# Protobuf wire types (https://protobuf.dev/programming-guides/encoding/).
const WIRE_VARINT = 0
const WIRE_FIXED64 = 1
const WIRE_BYTES = 2
const WIRE_FIXED32 = 5

# One of the constants above.
var code: String
var message: String
# google.rpc.ErrorInfo: a reason code such as "UNKNOWN_COMBATANT", the domain ("arbiter.v1") and
# the metadata (e.g. {"ruling": "A1"}).
var reason: String = ""
var domain: String = ""
var metadata: Dictionary = {}
# google.rpc.BadRequest: the path of each offending field, e.g. "action.attack.targetId".
var field_violations: Array[String] = []
# The same violations in full: {"field", "description", "reason"} each (what is wrong with it).
var field_details: Array[Dictionary] = []
# google.rpc.PreconditionFailure (rule refusals): {"type", "subject", "description"} each.
var precondition_violations: Array[Dictionary] = []
# The HTTP status of the answer; 0 when there was none.
var http_status: int
# The server's x-request-id for the call (the key to its log line); "" without an answer.
var request_id: String = ""


func _init(error_code: String = UNKNOWN, text: String = "", status: int = 0) -> void:
	code = error_code
	message = text
	http_status = status


func _to_string() -> String:
	return "%s: %s" % [code, message]


# Reads a non-200 answer: Connect error JSON ({"code", "message", "details"}), or else, for a body
# that is not one, the code of the HTTP status.
func read_answer(status: int, body: String) -> void:
	http_status = status
	var error: Variant = json_object(body)
	if not (error is Dictionary and error.get("code") is String):
		code = HTTP_CODES.get(status, UNKNOWN)
		message = "HTTP %d: %s" % [status, body.substr(0, 200)]
		return
	read_error(error)


# Reads a Connect error ({"code", "message", "details"}): a non-200 answer's body, or the "error"
# of a stream's end.
func read_error(error: Dictionary) -> void:
	code = CANCELLED if str(error.get("code")) == "canceled" else str(error.get("code")).to_upper()
	message = str(error.get("message", ""))
	for detail in error.get("details", []):
		if detail is Dictionary:
			read_detail(str(detail.get("type", "")), _base64(str(detail.get("value", ""))))


# Reads a ResolveMany item's error: google.rpc.Status as proto3 JSON, its code a number and its
# details JSON objects with an "@type" (no base64 there).
func read_status(status: Dictionary) -> void:
	var number: int = int(status.get("code", 2))
	code = CODES[number] if number > 0 and number < CODES.size() else UNKNOWN
	message = str(status.get("message", ""))
	for detail in status.get("details", []):
		var kind: String = str(detail.get("@type", "")).get_file()
		if kind == "google.rpc.ErrorInfo":
			reason = str(detail.get("reason", ""))
			domain = str(detail.get("domain", ""))
			metadata = detail.get("metadata", {})
		elif kind == "google.rpc.BadRequest":
			for violation in detail.get("fieldViolations", []):
				_add_field_violation(violation)
		elif kind == "google.rpc.PreconditionFailure":
			for violation in detail.get("violations", []):
				precondition_violations.append(violation)


# Reads one google.rpc detail from its protobuf bytes; other detail types are left alone.
func read_detail(kind: String, bytes: PackedByteArray) -> void:
	if kind == "google.rpc.ErrorInfo":
		# reason = 1, domain = 2, metadata = 3 (map entries: key = 1, value = 2).
		for field in wire_fields(bytes):
			if field[0] == 1 and field[1] is PackedByteArray:
				reason = field[1].get_string_from_utf8()
			elif field[0] == 2 and field[1] is PackedByteArray:
				domain = field[1].get_string_from_utf8()
			elif field[0] == 3 and field[1] is PackedByteArray:
				var entry: Dictionary = _strings(field[1], ["", "key", "value"])
				metadata[entry.get("key", "")] = entry.get("value", "")
	elif kind == "google.rpc.BadRequest":
		# field_violations = 1: {field = 1, description = 2, reason = 3}.
		for field in wire_fields(bytes):
			if field[0] == 1 and field[1] is PackedByteArray:
				_add_field_violation(_strings(field[1], ["", "field", "description", "reason"]))
	elif kind == "google.rpc.PreconditionFailure":
		# violations = 1: {type = 1, subject = 2, description = 3}.
		for field in wire_fields(bytes):
			if field[0] == 1 and field[1] is PackedByteArray:
				var names = ["", "type", "subject", "description"]
				precondition_violations.append(_strings(field[1], names))


func _add_field_violation(violation: Dictionary) -> void:
	field_violations.append(str(violation.get("field", "")))
	var detail: Dictionary = {}
	for key in ["field", "description", "reason"]:
		detail[key] = str(violation.get(key, ""))
	field_details.append(detail)


# The server's x-request-id among an answer's headers ("Name: value" lines), or "".
static func request_id(headers: PackedStringArray) -> String:
	for header in headers:
		if header.to_lower().begins_with("x-request-id:"):
			return header.substr(13).strip_edges()
	return ""


# A URL's [scheme, host, port, path]: "https://example.com/a" is ["https", "example.com", 443,
# "/a"]; HTTPClient connects to the host and port and requests the path.
static func split_url(url: String) -> Array:
	var scheme: String = url.split("://")[0].to_lower() if "://" in url else "http"
	var rest: String = url.split("://")[1] if "://" in url else url
	var slash: int = rest.find("/")
	var path: String = rest.substr(slash) if slash >= 0 else "/"
	var host: String = rest.substr(0, slash) if slash >= 0 else rest
	var port: int = 443 if scheme == "https" else 80
	var colon: int = host.rfind(":")
	if colon >= 0 and not host.ends_with("]"):
		port = int(host.substr(colon + 1))
		host = host.substr(0, colon)
	return [scheme, host, port, path]


# The Dictionary a JSON object's text holds, or null for other text. What does not start like an
# object (a proxy's HTML page) is not parsed: JSON.parse_string would log an engine error for it.
static func json_object(text: String) -> Variant:
	if not text.strip_edges().begins_with("{"):
		return null
	var parsed: Variant = JSON.parse_string(text)
	return parsed if parsed is Dictionary else null


# The code for a call that got no HTTP answer, from HTTPRequest's result.
static func transport_code(result: int) -> String:
	if result == HTTPRequest.RESULT_TIMEOUT:
		return DEADLINE_EXCEEDED
	return UNAVAILABLE


# The fields of a protobuf message, in order, as [field number, value]: an int for a varint, the
# bytes (PackedByteArray) for a length-delimited field (a string or a nested message). Fixed-size
# fields are skipped; a group (wire types 3, 4, unused by these messages) or bytes cut short end
# the reading with the fields read so far.
static func wire_fields(bytes: PackedByteArray) -> Array:
	var fields: Array = []
	var at: int = 0
	while at < bytes.size():
		var tag: Array = _varint(bytes, at)
		var value: Array = _varint(bytes, tag[1])
		var wire: int = tag[0] & 7
		if wire == WIRE_VARINT:
			at = value[1]
			if at > bytes.size():
				break
			fields.append([tag[0] >> 3, value[0]])
		elif wire == WIRE_BYTES:
			# value is the length here, and the bytes follow it.
			at = value[1] + value[0]
			if value[0] < 0 or at > bytes.size():
				break
			var data: PackedByteArray = PackedByteArray()
			if value[0] > 0:
				data = bytes.slice(value[1], at)
			fields.append([tag[0] >> 3, data])
		elif wire == WIRE_FIXED64:
			at = tag[1] + 8
		elif wire == WIRE_FIXED32:
			at = tag[1] + 4
		else:
			break
	return fields


# A varint at bytes[at]: [its value, the index after it] (7 bits a byte, low bits first, the top
# bit set on every byte but the last).
static func _varint(bytes: PackedByteArray, at: int) -> Array:
	var value: int = 0
	var shift: int = 0
	while at < bytes.size():
		var byte: int = bytes[at]
		at += 1
		value |= (byte & 0x7F) << shift
		shift += 7
		if byte < 0x80:
			return [value, at]
	return [value, bytes.size() + 1]


# The string fields of a message, by the names given for field numbers 1, 2, ...
static func _strings(bytes: PackedByteArray, names: Array) -> Dictionary:
	var found: Dictionary = {}
	for field in wire_fields(bytes):
		if field[0] < names.size() and field[1] is PackedByteArray:
			found[names[field[0]]] = field[1].get_string_from_utf8()
	return found


# Connect writes the details' bytes in base64 without padding; Godot's decoder wants the padding.
static func _base64(text: String) -> PackedByteArray:
	text = text.replace("-", "+").replace("_", "/")
	while text.length() % 4:
		text += "="
	return Marshalls.base64_to_raw(text) if text else PackedByteArray()
