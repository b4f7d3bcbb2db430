# Makes the calls of a plan file through the shipped addon (clients/godot/addons/arbiter) and
# prints one JSON array of records, the format tests/clients/acceptance documents;
# tests/clients/test_godot_client.py writes the plan and checks the records. Run inside a project
# holding the addon at res://addons/arbiter, as a game has it:
#   godot3-server --path <project> -s res://client_runner.gd <plan.json>
# The plan is a JSON array of {"call", "method", "url", "request", "headers", "timeoutMs"}, and
# for a typed call "function" and "input": the request is read into the input message class
# (from_dict), sent by the typed method, and the response written back with to_dict; without
# them the call is `send`'s, Dictionaries both ways. Optional: "token", "retry" (the policy's
# fields), "cancel" ("at_once", or "on_progress": at the first progress). The calls go one after
# the other, each awaited with yield as game code would.
extends SceneTree

const ArbiterClient = preload("res://addons/arbiter/arbiter_client.gd")
const ArbiterError = preload("res://addons/arbiter/arbiter_error.gd")
const V1 = preload("res://addons/arbiter/generated/arbiter_v1.gd")

var _progress: Array = []
var _pending = null


func _init() -> void:
	var args: Array = OS.get_cmdline_args()
	var plan := File.new()
	if plan.open(args[args.size() - 1], File.READ) != OK:
		printerr("cannot read ", args[args.size() - 1])
		quit(2)
		return
	var calls: Array = parse_json(plan.get_as_text())
	plan.close()
	run(calls)


func run(calls: Array) -> void:
	var records: Array = []
	for planned in calls:
		var client = ArbiterClient.new()
		root.add_child(client)
		client.base_url = planned.url
		client.token = planned.get("token", "")
		for setting in planned.get("retry", {}):
			client.retry_policy.set(setting, planned.retry[setting])
		var headers: Dictionary = planned.headers
		var timeout: int = int(planned.timeoutMs)
		_progress = []
		var request = null
		if planned.has("function"):
			var input = V1.get_script_constant_map()[planned.input]
			request = input.new().from_dict(planned.request)
			_pending = client.callv(planned.function, [request, headers, timeout])
		else:
			_pending = client.send(planned.method, planned.request, headers, timeout)
		if _pending.has_signal("progress"):
			_pending.connect("progress", self, "_on_progress", [planned.get("cancel", "")])
		if planned.get("cancel", "") == "at_once":
			_pending.cancel()
		var result = yield(_pending, "completed")
		var record: Dictionary = {
			"call": planned.call, "transport": "connect", "attempts": _pending.attempts
		}
		if _pending.has_signal("progress"):
			record["progress"] = _progress
		if planned.has("function"):
			record["sent"] = request.to_dict()
		if result is ArbiterError:
			record["error"] = error_record(result)
		else:
			record["response"] = result if result is Dictionary else result.to_dict()
			if planned.method == "ResolveMany":
				record["itemErrors"] = item_errors(result)
			if planned.method == "ComputeEncounterOdds":
				record["exact"] = exact_odds(client, result)
		records.append(record)
		client.queue_free()
	print(to_json(records))
	quit()


# Encounter odds' fractions as the client reads them (fraction_text: every digit), by side.
func exact_odds(client, response) -> Dictionary:
	var exact: Dictionary = {"draw": client.fraction_text(response.draw, 0)}
	for side in response.sides:
		exact[side.side_id] = client.fraction_text(side.win, 0)
	return exact


func _on_progress(progress, cancel: String) -> void:
	_progress.append(progress.to_dict())
	if cancel == "on_progress":
		_pending.cancel()


func error_record(error: ArbiterError) -> Dictionary:
	return {
		"code": error.code,
		"message": error.message,
		"reason": error.reason,
		"domain": error.domain,
		"metadata": error.metadata,
		"fieldViolations": error.field_violations,
		"fieldDetails": error.field_details,
		"preconditionViolations": error.precondition_violations,
		"httpStatus": error.http_status,
		"requestId": error.request_id,
	}


# A ResolveMany item's error, read into an ArbiterError, for each result (null for a result).
func item_errors(response) -> Array:
	var errors: Array = []
	for item in response.results:
		if item.error != null:
			var error := ArbiterError.new()
			error.read_status(item.error.to_dict())
			errors.append(error_record(error))
		else:
			errors.append(null)
	return errors
