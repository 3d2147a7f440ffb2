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
        # Every `$/logTrace` of the session, in order: the server traces
        # other things too (the workspace index, at its own pace).
        self.traces: list[types.LogTraceParams] = []

    def expect_notification(self, method: str) -> Awaitable[Any]:
        """The params of the next `method` notification, waited for (at most
        WAIT_SECONDS) when awaited. Call it before the step that causes the
        notification: the wait starts now, whereas pytest-lsp's
        `wait_for_notification` starts only once awaited and misses a
        notification that came first."""
        return asyncio.wait_for(self.protocol.wait_for_notification_async(method), WAIT_SECONDS)

    async def trace_containing(self, text: str) -> types.LogTraceParams:
        """The first `$/logTrace` of the session whose message contains
        `text`, waited for (at most WAIT_SECONDS). Not the next trace: the
        workspace index traces its progress whenever it gets to it, so on a
        loaded machine its lines can come between a request and the trace
        the request causes."""

        async def first_match() -> types.LogTraceParams:
            while True:
                for trace in self.traces:
                    if text in trace.message:
                        return trace
                await asyncio.sleep(0.02)

        return await asyncio.wait_for(first_match(), WAIT_SECONDS)


def make_client() -> LaminateTestClient:
    client = LaminateTestClient()
    # pytest-lsp's handlers: configuration, diagnostics, log messages, …
    register_lsp_features(client)

    # pytest-lsp answers no registrations; a real client (VS Code, Neovim)
    # accepts them, and Laminate asks to watch .laminate.json.
    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(client: LaminateTestClient, params: types.RegistrationParams):
        client.registrations.extend(params.registrations)

    @client.feature(types.LOG_TRACE)
    def log_trace(client: LaminateTestClient, params: types.LogTraceParams):
        client.traces.append(params)

    return client
