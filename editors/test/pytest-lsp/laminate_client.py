"""The test client: pytest-lsp's, reading messages strictly, and keeping
what a session needs to look at afterwards."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any

from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import LanguageClient
from pytest_lsp.client import register_lsp_features

from protocol_check import StrictLanguageClientProtocol

# How long a test waits for a notification: generous, CI machines are shared.
WAIT_SECONDS = 20


class LaminateTestClient(LanguageClient):
    def __init__(self):
        super().__init__(protocol_cls=StrictLanguageClientProtocol, converter_factory=default_converter)
        self.initialize_result: types.InitializeResult | None = None
        self.registrations: list[types.Registration] = []

    def expect_notification(self, method: str) -> Awaitable[Any]:
        """The params of the next `method` notification, waited for (at most
        WAIT_SECONDS) when awaited. Call it before the step that causes the
        notification: the wait starts now, whereas pytest-lsp's
        `wait_for_notification` starts only once awaited and misses a
        notification that came first."""
        return asyncio.wait_for(self.protocol.wait_for_notification_async(method), WAIT_SECONDS)


def make_client() -> LaminateTestClient:
    client = LaminateTestClient()
    # pytest-lsp's handlers: configuration, diagnostics, log messages, …
    register_lsp_features(client)

    # pytest-lsp answers no registrations; a real client (VS Code, Neovim)
    # accepts them, and Laminate asks to watch .laminate.json.
    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(client: LaminateTestClient, params: types.RegistrationParams):
        client.registrations.extend(params.registrations)

    return client
