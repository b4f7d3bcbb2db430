# Makes the calls of a plan file through the shipped addon (clients/godot/addons/arbiter) and
# prints one JSON array of records, the format tests/clients/acceptance documents;
# tests/clients/test_godot_client.py writes the plan and checks the records. Run inside a project
# holding the addon at res://addons/arbiter, as a game has it:
#   godot3-server --path <project> -s res://client_runner.gd <plan.json>
# The plan is a JSON array of {"call", "method", "url", "request", "headers", "timeoutMs"}; the
# calls go one after the other, each awaited with yield as game code would.
extends SceneTree


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
	var client := ArbiterClient.new()
	root.add_child(client)
	var records: Array = []
	for planned in calls:
		client.base_url = planned.url
		var headers: Dictionary = planned.headers
		var pending = client.send(planned.method, planned.request, headers, int(planned.timeoutMs))
		var result = yield(pending, "completed")
		var record: Dictionary = {"call": planned.call, "transport": "connect"}
		if result is ArbiterError:
			record["error"] = error_record(result)
		else:
			record["response"] = result
			if planned.method == "ResolveMany":
				record["itemErrors"] = item_errors(result)
		records.append(record)
	print(to_json(records))
	quit()


func error_record(error: ArbiterError) -> Dictionary:
	return {
		"code": error.code,
		"message": error.message,
		"reason": error.reason,
		"domain": error.domain,
		"metadata": error.metadata,
		"fieldViolations": error.field_violations,
		"preconditionViolations": error.precondition_violations,
		"httpStatus": error.http_status,
		"requestId": error.request_id,
	}


# A ResolveMany item's error, read into an ArbiterError, for each result (null for a result).
func item_errors(response: Dictionary) -> Array:
	var errors: Array = []
	for item in response.get("results", []):
		if item.has("error"):
			var error := ArbiterError.new()
			error.read_status(item.error)
			errors.append(error_record(error))
		else:
			errors.append(null)
	return errors
