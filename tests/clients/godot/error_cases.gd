# Reads each line of a file as the body of a non-200 answer with the shipped ArbiterError
# (clients/godot/addons/arbiter/arbiter_error.gd) and prints what it decoded, one JSON object a
# line; tests/clients/test_godot_client.py writes the bodies (Connect error JSON with protobuf
# details made by Python's protobuf) and checks the fields. Run inside a project holding the addon:
#   godot3-server --path <project> -s res://error_cases.gd <cases>
extends SceneTree


func _init() -> void:
	var args: Array = OS.get_cmdline_args()
	var cases := File.new()
	if cases.open(args[args.size() - 1], File.READ) != OK:
		printerr("cannot read ", args[args.size() - 1])
		quit(2)
		return
	while not cases.eof_reached():
		var line: String = cases.get_line()
		if line.empty():
			continue
		var error := ArbiterError.new()
		error.read_answer(400, line)
		var decoded: Dictionary = {
			"code": error.code,
			"message": error.message,
			"reason": error.reason,
			"domain": error.domain,
			"metadata": error.metadata,
			"fieldViolations": error.field_violations,
			"preconditionViolations": error.precondition_violations,
		}
		print(to_json(decoded))
	cases.close()
	quit()
