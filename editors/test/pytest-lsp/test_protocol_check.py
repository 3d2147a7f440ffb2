"""The protocol check itself: messages that do not fit the LSP types must be
rejected, messages that fit must pass. No server needed."""

from __future__ import annotations

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams

from laminate_client import make_client
from protocol_check import ProtocolViolation

RANGE = {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 4}}


def read(message: dict, answering: str | None = None):
    """What the client makes of `message`; `answering` names the request a
    response answers."""
    protocol = make_client().protocol
    if answering:
        protocol._result_types[message["id"]] = protocol.get_result_type(answering)
    return protocol.structure_message({"jsonrpc": "2.0", **message})


def diagnostics(**diagnostic) -> dict:
    return {
        "method": types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS,
        "params": {"uri": "file:///a.md", "diagnostics": [{"range": RANGE, "message": "m", **diagnostic}]},
    }


def test_a_message_that_fits_passes():
    params = read(diagnostics(severity=1, code="LAM006", data={"anything": [1, True]})).params
    assert params.diagnostics[0].severity == types.DiagnosticSeverity.Error


@pytest.mark.parametrize(
    "wrong",
    [
        {"severity": 9},  # not a DiagnosticSeverity (pygls's own reading fails)
        {"severity": "1"},  # a string where a number belongs
        {"severity": True},  # a boolean where a number belongs (cattrs reads it as 1)
        {"sevrity": 1},  # not a field of Diagnostic (cattrs drops it)
        {"tags": None},  # optional means absent, not null
    ],
)
def test_a_notification_that_does_not_fit_is_rejected(wrong):
    # Either error, raised while reading, fails the session (see conftest).
    with pytest.raises((ProtocolViolation, JsonRpcInvalidParams)):
        read(diagnostics(**wrong))


def test_a_response_that_does_not_fit_is_rejected():
    with pytest.raises(ProtocolViolation, match=r"\$\.result\.contents\.value"):
        read({"id": 1, "result": {"contents": {"kind": "markdown", "value": 3}}}, answering=types.TEXT_DOCUMENT_HOVER)
    with pytest.raises(ProtocolViolation, match=r"\$\.result\.range\.end\.line"):
        read(
            {"id": 2, "result": {"contents": "x", "range": {**RANGE, "end": {"line": "0", "character": 4}}}},
            answering=types.TEXT_DOCUMENT_HOVER,
        )
