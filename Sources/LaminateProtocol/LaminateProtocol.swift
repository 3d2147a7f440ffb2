// JSON-RPC framing and LSP message types.
