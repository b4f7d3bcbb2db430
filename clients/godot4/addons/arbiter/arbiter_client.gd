# Arbiter's CombatService over the Connect protocol's HTTP/JSON route (the server's --http-port).
# Load it by path, which works in any project, before or without the editor's scan of the global
# classes:
#   const ArbiterClient = preload("res://addons/arbiter/arbiter_client.gd")
#   const V1 = preload("res://addons/arbiter/generated/arbiter_v1.gd")
# Each RPC is a typed method (generated/combat_service.gd) taking its request message and
# returning an ArbiterCall (Simulate: an ArbiterStream) whose `completed` signal carries the
# response message or an ArbiterError; `send` calls any unary method with Dictionaries. The
# settings (base_url, timeout_ms, token, headers, retry_policy) are in arbiter_transport.gd.
# Godot 4 GDScript; the Godot 3 addon (clients/godot) has the same logic.
class_name ArbiterClient
extends "generated/combat_service.gd"
