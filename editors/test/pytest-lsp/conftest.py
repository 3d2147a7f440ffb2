"""Sessions of a third-party LSP client (pytest-lsp, on pygls and
lsprotocol) with the built `laminate lsp`, on the documents of
editors/example.

Every message from the server is checked against lsprotocol's type model
(protocol_check.py); a message that does not fit fails the test, and so does
one that breaks pytest-lsp's own checks against the client's capabilities
(made errors in pytest.ini).
"""

from __future__ import annotations

import os
import pathlib

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, client_capabilities

from laminate_client import LaminateTestClient, make_client

PACKAGE_ROOT = pathlib.Path(__file__).resolve().parents[3]
EXAMPLE = PACKAGE_ROOT / "editors" / "example"


def laminate_binary() -> str:
    """LAMINATE_BINARY (set by `swift test`), else the debug build."""
    return os.environ.get("LAMINATE_BINARY") or str(PACKAGE_ROOT / ".build" / "debug" / "laminate")


# The tests compare the server's copy of a document (`laminate/documentText`),
# a method `laminate lsp` serves only when asked for its test methods; the
# server inherits this environment.
os.environ["LAMINATE_TEST_METHODS"] = "1"
CONFIG = ClientServerConfig(server_command=[laminate_binary(), "lsp"], client_factory=make_client)


async def start_session(client: LaminateTestClient, capabilities: types.ClientCapabilities) -> None:
    client.initialize_result = await client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities,
            workspace_folders=[types.WorkspaceFolder(uri=EXAMPLE.as_uri(), name="example")],
            root_uri=EXAMPLE.as_uri(),
            # $/logTrace messages too, so that they are checked as well.
            trace=types.TraceValue.Verbose,
        )
    )


async def end_session(client: LaminateTestClient) -> None:
    await client.shutdown_session()
    assert client.error is None, f"the session failed: {client.error}"
    assert not client.protocol.violations
    # shutdown, then exit: status 0 (1 would mean exit came without shutdown).
    assert client._server.returncode == 0


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LaminateTestClient):
    """VS Code's capabilities (semantic tokens full, delta and range, code
    action resolve, versioned document changes, colours) plus pull
    diagnostics, offering only UTF-16."""
    capabilities = client_capabilities("visual-studio-code")
    capabilities.general = types.GeneralClientCapabilities(position_encodings=[types.PositionEncodingKind.Utf16])
    capabilities.text_document.diagnostic = types.DiagnosticClientCapabilities(dynamic_registration=False)
    await start_session(lsp_client, capabilities)
    yield
    await end_session(lsp_client)


@pytest_lsp.fixture(config=CONFIG)
async def push_client(lsp_client: LaminateTestClient):
    """Neovim 0.9's capabilities: diagnostics pushed, edits as plain `changes`."""
    await start_session(lsp_client, client_capabilities("neovim@v0.9.1"))
    yield
    await end_session(lsp_client)
