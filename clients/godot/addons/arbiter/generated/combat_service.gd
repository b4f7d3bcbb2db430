# Generated from proto/arbiter/v1 by scripts/gen_protos.py (scripts/gen_gdscript.py);
# do not edit. arbiter.v1.CombatService's RPCs as typed methods: each takes the
# request message, and its call completes with the response message or an
# ArbiterError. ArbiterClient (arbiter_client.gd) extends this script.
extends "../arbiter_transport.gd"

const V1 = preload("arbiter_v1.gd")


# Resolves one action against a state.
#
# Errors: INVALID_ARGUMENT (malformed state, action or dice; too few forced dice),
# FAILED_PRECONDITION (the rules refuse the action, e.g. a specialised weapon at Unknown
# proficiency, a target out of reach; reason RULES_VERSION_MISMATCH when the request expects another
# rules digest), RESOURCE_EXHAUSTED (over a server limit: combatants, dice), DEADLINE_EXCEEDED,
# CANCELLED, INTERNAL (a bug; reported with a request id).
func resolve_action(
	request: V1.ResolveActionRequest, call_headers: Dictionary = {}, timeout: int = -1
):
	return _unary(
		"ResolveAction", request.to_dict(), V1.ResolveActionResponse, call_headers, timeout
	)


# Plays a whole encounter to its end: one side down (or routed), or the round limit.
#
# Errors: as ResolveAction; RESOURCE_EXHAUSTED also when max_rounds exceeds the server limit.
func resolve_encounter(
	request: V1.ResolveEncounterRequest, call_headers: Dictionary = {}, timeout: int = -1
):
	return _unary(
		"ResolveEncounter", request.to_dict(), V1.ResolveEncounterResponse, call_headers, timeout
	)


# ResolveBatch streams requests (HTTP/2): not callable from Godot's HTTP/1.1 clients; ResolveMany is
# the same batch in one call.


# Lists the rulesets: weapons, numeric defaults and the rulings in force.
#
# Errors: INVALID_ARGUMENT (unknown ruleset value).
#
# No side effects, so the Connect route also serves it as a cacheable GET (docs/api.md).
func get_catalog(request: V1.GetCatalogRequest, call_headers: Dictionary = {}, timeout: int = -1):
	return _unary("GetCatalog", request.to_dict(), V1.GetCatalogResponse, call_headers, timeout)


# ResolveBatch in one unary call, for clients that cannot stream (GDScript's HTTPRequest, WebGL
# builds on the Connect/JSON route): the items of one request, resolved in order exactly as a
# ResolveBatch stream of the same options and items would resolve them (same per-item seeds, same
# inline item errors), bounded by the same per-stream limit on items. Its items may share one state
# (ResolveManyRequest.shared_state), as a pack's do.
#
# Errors: INVALID_ARGUMENT (a bad trace_detail or state_echo in the options), FAILED_PRECONDITION
# (reason RULES_VERSION_MISMATCH: the request expects another rules digest), RESOURCE_EXHAUSTED
# (more items than the server's per-stream limit, or a response over the message size limit),
# CANCELLED, DEADLINE_EXCEEDED. Item errors are inline, as in ResolveBatch.
func resolve_many(request: V1.ResolveManyRequest, call_headers: Dictionary = {}, timeout: int = -1):
	return _unary("ResolveMany", request.to_dict(), V1.ResolveManyResponse, call_headers, timeout)


# The exact distribution of one attack's outcome, not a sample: every die the attack would roll, at
# every face, each branch resolved by the same rules as ResolveAction (docs/balance.md, "Exact
# odds"). Probabilities are exact fractions (with a float beside them) that sum to 1. The state and
# the action are a ResolveActionRequest's, so a client asks for the odds of what it would resolve;
# the situation (range band, prone, mounted, cover, dual wield, stealth, guaranteed range) is the
# state's and the attack's, as there. The dice of all the branches together count against the
# server's roll budget (max_dice), and the branches against its cost limit (max_request_cost, one
# unit a branch: an attack's resolution), as they are walked.
#
# Errors: as ResolveAction (INVALID_ARGUMENT for a malformed state or action, FAILED_PRECONDITION
# when the rules refuse the attack: what every branch would do); also INVALID_ARGUMENT (reason
# NOT_AN_ATTACK) for an action that is not an attack, and RESOURCE_EXHAUSTED when the tree is too
# large, field `action`: reason LIMIT_EXCEEDED past max_request_cost branches (e.g. `tiered` dual
# wield on both sides: 20^4 branches), reason ROLL_BUDGET_EXHAUSTED when the branches need more dice
# than the roll budget.
func compute_odds(request: V1.ComputeOddsRequest, call_headers: Dictionary = {}, timeout: int = -1):
	return _unary("ComputeOdds", request.to_dict(), V1.ComputeOddsResponse, call_headers, timeout)


# Plays one encounter many times (a Monte Carlo simulation) and streams its statistics: progress
# messages at least once a second while it runs (runs done, running win rates), then one result with
# the aggregates (docs/balance.md, "Simulation"). A simulation that has to wait for another to end
# is told so at once, with its place (SimulationProgress.queue_position). Run i plays with the dice
# of derive_seed(seed, i), the seed ResolveBatch item i of the same seed gets (docs/dice.md), so any
# run can be replayed alone with ResolveEncounter, and runs [first_run, first_run + runs) of one
# seed split over several calls (workers, replicas) merge into exactly the aggregates of one call:
# the histograms and counts add up. Each run is played as ResolveEncounter plays it; where the
# encounter allows, rounds already played from the same position with the same dice are looked up
# rather than played again, which gives exactly the same runs.
#
# Errors: as ResolveEncounter (INVALID_ARGUMENT for a malformed state, script or tactic;
# FAILED_PRECONDITION when the rules refuse a scripted action); also INVALID_ARGUMENT (reason
# OUT_OF_RANGE) for runs below 1 or first_run below 0, RESOURCE_EXHAUSTED (reason LIMIT_EXCEEDED)
# for more runs, or more work, than the server's limits allow, (reason ROLL_BUDGET_EXHAUSTED) when
# one run rolls more dice than max_dice, (reason SERVER_BUSY) when the server's queue of simulations
# or of heavy calls is full (retry later or elsewhere), DEADLINE_EXCEEDED and CANCELLED (the runs
# stop within 50 ms; no result is sent).
func simulate(request: V1.SimulateRequest, call_headers: Dictionary = {}, timeout: int = -1):
	return _server_stream("Simulate", request.to_dict(), V1.SimulateResponse, call_headers, timeout)


# The exact distribution of a whole encounter's end, not a sample: every die every round would roll,
# at every face, over the positions the encounter can reach, each round played by the same rules as
# ResolveEncounter (docs/balance.md, "Exact encounter odds"). A position met again (a round in which
# everybody misses) is one node, so the walk does not multiply, and so is one met again between two
# turns of a round; what still fights after max_rounds ends END_REASON_ROUND_LIMIT, as in
# ResolveEncounter, unless `to_the_end` asks for every run played to its end (the positions solved
# as an absorbing Markov chain, exactly, whatever the number of rounds). Meant for small encounters
# (a duel, a 2 against 1, a few rounds): its cost grows with the positions reached and the dice of
# each turn. Each branch walked (a resolution of a round, or of the start, from one position with
# one run of faces, ended where it meets a point walked before) costs one unit per combatant, a
# round's turns, against the server's cost limit (max_request_cost), as it is walked; each branch's
# dice count against max_dice.
#
# Errors: as ResolveEncounter (INVALID_ARGUMENT for a malformed state, script or tactic,
# FAILED_PRECONDITION when the rules refuse a scripted action); RESOURCE_EXHAUSTED, field
# `max_rounds`, reason LIMIT_EXCEEDED, when the walk needs more than max_request_cost (the message
# says to ask for fewer rounds or to Simulate instead; the refusal comes once the limit's work is
# spent, about a second of CPU at the default limit), reason ROLL_BUDGET_EXHAUSTED when one branch
# needs more dice than max_dice; FAILED_PRECONDITION, reason NEVER_ENDS, field `to_the_end`, for
# odds to the end of an encounter that can reach a position it never ends from; DEADLINE_EXCEEDED
# and CANCELLED (the walk stops within one branch).
func compute_encounter_odds(
	request: V1.ComputeEncounterOddsRequest, call_headers: Dictionary = {}, timeout: int = -1
):
	return _unary(
		"ComputeEncounterOdds",
		request.to_dict(),
		V1.ComputeEncounterOddsResponse,
		call_headers,
		timeout
	)
