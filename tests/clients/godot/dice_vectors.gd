# Runs the shipped clients/godot/addons/arbiter/dice.gd on the cases in a file (one per line) and
# prints one result line per case; tests/clients/test_dice_replay.py writes the cases and checks
# the results against docs/dice.md and engine/dice.py. Run as
#   godot3-server -s dice_vectors.gd <path to dice.gd> <path to cases>
# Cases, with seeds and outputs as unsigned decimal (proto3 JSON's uint64):
#   u64 <seed> <count>          -> the first <count> outputs
#   face <seed> <size> <count>  -> the first <count> faces of a d<size>
#   derive <seed> <index>       -> derive_seed(seed, index), the index unsigned decimal too
#   parse <text>                -> parse_u64(text) printed back, or "null"
extends SceneTree


func _init() -> void:
	var args: Array = OS.get_cmdline_args()
	var dice = load(args[args.size() - 2])
	var cases := File.new()
	if cases.open(args[args.size() - 1], File.READ) != OK:
		printerr("cannot read ", args[args.size() - 1])
		quit(2)
		return
	var status: int = 0
	while not cases.eof_reached():
		var line: String = cases.get_line()
		if line.empty():
			continue
		var f: PoolStringArray = line.split(" ")
		var results: PoolStringArray = PoolStringArray()
		if f[0] == "u64":
			var rng = dice.new(dice.parse_u64(f[1]))
			for _i in range(int(f[2])):
				results.append(dice.u64_to_string(rng.next_u64()))
		elif f[0] == "face":
			var rng = dice.new(dice.parse_u64(f[1]))
			for _i in range(int(f[3])):
				results.append(str(rng.next_face(int(f[2]))))
		elif f[0] == "derive":
			var batch_seed: int = dice.parse_u64(f[1])
			results.append(dice.u64_to_string(dice.derive_seed(batch_seed, dice.parse_u64(f[2]))))
		elif f[0] == "parse":
			var value = dice.parse_u64(line.substr(6, line.length()))
			results.append("null" if value == null else dice.u64_to_string(value))
		else:
			printerr("unknown case: ", line)
			status = 2
		print(results.join(" "))
	cases.close()
	quit(status)
