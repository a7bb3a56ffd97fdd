// The bundle's entry point: the manifest names it, and mcpb requires it to exist.
