# Arbiter's CombatService over the Connect protocol's HTTP/JSON route (the server's --http-port).
#3 # Load it by path, which works in any project, headless or not (the class_name registry exists
#3 # only once an editor has scanned the project):
#4 # Load it by path, which works in any project, before or without the editor's scan of the global
#4 # classes:
#   const ArbiterClient = preload("res://addons/arbiter/arbiter_client.gd")
#   const V1 = preload("res://addons/arbiter/generated/arbiter_v1.gd")
# Each RPC is a typed method (generated/combat_service.gd) taking its request message and
# returning an ArbiterCall (Simulate: an ArbiterStream) whose `completed` signal carries the
# response message or an ArbiterError; `send` calls any unary method with Dictionaries. The
# settings (base_url, timeout_ms, token, headers, retry_policy) are in arbiter_transport.gd.
#4 # Godot 4 GDScript; the Godot 3 addon (clients/godot) has the same logic.
class_name ArbiterClient
extends "generated/combat_service.gd"


# The exact fraction of an arbiter.v1 Rational (ComputeOdds, ComputeEncounterOdds) as text: "3/4",
# a whole number as itself, or its value ("~0.626066") once the denominator has more than
# max_digits digits (0: never). An int holds 64 bits and an encounter's odds over many rounds do
# not fit them (numerator and denominator 0 then), so the exact digits are read as they are.
static func fraction_text(rational, max_digits: int = 20) -> String:
	var numerator: String = rational.exact_numerator
	var denominator: String = rational.exact_denominator
	if denominator == "":  # a server older than the exact digits
		numerator = str(rational.numerator)
		denominator = str(rational.denominator)
	if denominator == "0" or (max_digits > 0 and denominator.length() > max_digits):
		return "~" + str(rational.value)
	if denominator == "1":
		return numerator
	return numerator + "/" + denominator
