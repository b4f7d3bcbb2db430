# From clients/godot-runtime/plugin.gd (scripts/gen_protos.py): edit that.
# Enabling the plugin adds the autoload "Arbiter", one ArbiterClient for the whole game
# (Arbiter.base_url = ...; Arbiter.resolve_action(...)); without an editor, write the same line in
# project.godot (docs/clients/godot.md). ArbiterClient, ArbiterCall and ArbiterError are also
# global classes (class_name) once an editor has scanned the project; load them by path to work
# without that scan. A scene can hold its own ArbiterClient node instead.
tool
extends EditorPlugin

const AUTOLOAD = "Arbiter"


func enable_plugin() -> void:
	add_autoload_singleton(AUTOLOAD, "res://addons/arbiter/arbiter_client.gd")


func disable_plugin() -> void:
	remove_autoload_singleton(AUTOLOAD)
