# Enabling the plugin adds the autoload "Arbiter", one ArbiterClient for the whole game
# (Arbiter.base_url = ...; Arbiter.resolve_action(...)). ArbiterClient, ArbiterCall and
# ArbiterError are global classes (class_name) with or without the plugin; a scene can hold its
# own ArbiterClient node instead.
@tool
extends EditorPlugin

const AUTOLOAD = "Arbiter"


func _enable_plugin() -> void:
	add_autoload_singleton(AUTOLOAD, "res://addons/arbiter/arbiter_client.gd")


func _disable_plugin() -> void:
	remove_autoload_singleton(AUTOLOAD)
