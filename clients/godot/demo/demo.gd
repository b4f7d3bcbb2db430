# The addon's demo scene: a duel built with the generated classes, its attack's exact odds
# (ComputeOdds), one seeded fight (ResolveEncounter) and 400 of them (Simulate, its progress on
# the bar as it streams). Each line also goes to stdout; headless (godot3-server) the demo quits
# when done. ARBITER_URL, if set, replaces the client node's base_url.
extends VBoxContainer

const ArbiterError = preload("res://addons/arbiter/arbiter_error.gd")
const V1 = preload("res://addons/arbiter/generated/arbiter_v1.gd")

onready var client = $ArbiterClient
onready var log_label: Label = $Log
onready var progress_bar: ProgressBar = $Progress


func _ready() -> void:
	if OS.has_environment("ARBITER_URL"):
		client.base_url = OS.get_environment("ARBITER_URL")
	run()


func run() -> void:
	var odds := V1.ComputeOddsRequest.new()
	odds.state = duel()
	odds.action = V1.Action.new()
	odds.action.attack = V1.Attack.new()
	odds.action.attack.attacker_id = "ana"
	odds.action.attack.target_id = "bo"
	odds.action.attack.weapon_id = "sword"
	var answer = yield(client.compute_odds(odds), "completed")
	if not report_error(answer):
		report("ana hits bo: " + client.fraction_text(answer.hit))
	var fight := V1.ResolveEncounterRequest.new()
	fight.state = duel()
	fight.tactic = V1.Tactic.TACTIC_NEAREST_ENEMY
	fight.dice = V1.Dice.new()
	fight.dice.seed_ = "2026"
	answer = yield(client.resolve_encounter(fight), "completed")
	if not report_error(answer):
		report(
			(
				"seed 2026: %s wins in %d rounds"
				% [answer.outcome.winning_side_id, answer.outcome.rounds]
			)
		)
	var many := V1.SimulateRequest.new()
	many.state = duel()
	many.tactic = V1.Tactic.TACTIC_NEAREST_ENEMY
	many.seed_ = "2026"
	many.runs = 400
	var stream = client.simulate(many)
	stream.connect("progress", self, "_on_progress")
	answer = yield(stream, "completed")
	if not report_error(answer):
		progress_bar.value = 100
		for side in answer.result.sides:
			report("%s won %d of %d" % [side.side_id, side.wins, answer.result.runs])
	if OS.has_feature("Server"):
		get_tree().quit()


# Ana's sword against Bo's axe and light armour, side by side on a 6 x 4 field.
func duel() -> V1.EncounterState:
	var state := V1.EncounterState.new()
	state.ruleset = V1.Ruleset.RULESET_ARRAYER
	state.battlefield = V1.Battlefield.new()
	state.battlefield.width = 6
	state.battlefield.height = 4
	for fighter in [["ana", "red", 7, 0, "sword"], ["bo", "blue", 6, 1, "axe"]]:
		var combatant := V1.Combatant.new()
		combatant.id = fighter[0]
		combatant.side_id = fighter[1]
		combatant.hp = fighter[2]
		combatant.position = V1.Position.new()
		combatant.position.x = fighter[3]
		var weapon := V1.Weapon.new()
		weapon.catalog_id = fighter[4]
		combatant.weapons.append(weapon)
		state.combatants.append(combatant)
	state.combatants[1].armour = V1.Armour.new()
	state.combatants[1].armour.value = 1
	return state


func _on_progress(progress) -> void:
	progress_bar.value = 100.0 * progress.runs_done / max(progress.runs, 1)


func report_error(answer) -> bool:
	if answer is ArbiterError:
		report("%s: %s" % [answer.code, answer.message])
	return answer is ArbiterError


func report(line: String) -> void:
	print(line)
	log_label.text += line + "\n"
