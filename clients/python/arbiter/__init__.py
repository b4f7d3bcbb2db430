"""Python client for the Arbiter combat-resolution service.

``arbiter.v1`` holds the generated protobuf messages and gRPC stubs; ``arbiter.client`` a small
typed wrapper; ``arbiter.cli`` the ``arbiter`` command.
"""
