"""The ``arbiter`` command's client commands, a module each: its parser (``add_command``) and
its handler. arbiter.cli assembles them with the commands other installed distributions add."""
