"""The client's protocol, made strict: every message must fit the LSP types.

pygls already turns each message from the server into lsprotocol's types
(cattrs), and pytest-lsp fails the test when that fails. But cattrs is
lenient: it drops fields it does not know, turns "3" into 3 and 1 into
True. So each message is also turned back into JSON and compared with what
the server sent: anything the type model cannot say exactly is a violation.
"""

from __future__ import annotations

import json
from typing import Any

from pygls.protocol import JsonRPCNotification, JsonRPCRequestMessage, JsonRPCResponseMessage
from pytest_lsp import LanguageClientProtocol

GENERIC_MESSAGES = (JsonRPCNotification, JsonRPCRequestMessage, JsonRPCResponseMessage)


class ProtocolViolation(Exception):
    """A message from the server that does not fit the LSP type model."""


def differences(sent: Any, modelled: Any, path: str = "$") -> list[str]:
    """Where `modelled` (the message after a round trip through the types)
    differs from `sent` (the JSON the server wrote), as JSON paths."""
    # bool is an int in Python, and 1 == 1.0: compare the JSON kinds first.
    if json_kind(sent) != json_kind(modelled):
        return [f"{path}: sent {sent!r}, the type model reads {modelled!r}"]
    if isinstance(sent, dict):
        found = []
        for key in sent.keys() | modelled.keys():
            if key not in modelled and sent[key] is None:
                found.append(f"{path}.{key}: null, but the type lets the field be absent, not null")
            elif key not in modelled:
                found.append(f"{path}.{key}: not a field of the type (sent {sent[key]!r})")
            elif key not in sent:
                found.append(f"{path}.{key}: missing (the type model adds {modelled[key]!r})")
            else:
                found += differences(sent[key], modelled[key], f"{path}.{key}")
        return found
    if isinstance(sent, list):
        if len(sent) != len(modelled):
            return [f"{path}: {len(sent)} elements sent, {len(modelled)} read"]
        return [d for i, (a, b) in enumerate(zip(sent, modelled)) for d in differences(a, b, f"{path}[{i}]")]
    return [] if sent == modelled else [f"{path}: sent {sent!r}, the type model reads {modelled!r}"]


def json_kind(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if value is None:
        return "null"
    return {dict: "object", list: "array", str: "string"}.get(type(value), type(value).__name__)


class StrictLanguageClientProtocol(LanguageClientProtocol):
    """Records and raises a `ProtocolViolation` for any message that does not
    survive a round trip through lsprotocol's types unchanged."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.violations: list[str] = []

    def structure_message(self, data: dict[str, Any]):
        message = super().structure_message(data)
        # json.loads calls this for every nested object too; only whole
        # messages (with "jsonrpc") are structured. Laminate's own methods
        # have no type in the model (pygls reads them as generic messages).
        if "jsonrpc" in data and not isinstance(message, GENERIC_MESSAGES):
            found = differences(data, self.as_json(message))
            if found:
                what = data.get("method") or type(message).__name__
                more = f"; and {len(found) - 3} more" if len(found) > 3 else ""
                self.violations.append(f"{what}: " + "; ".join(found[:3]) + more)
                raise ProtocolViolation(self.violations[-1])
        return message

    def as_json(self, message: Any) -> Any:
        """The JSON pygls would write for `message` (enums as their values)."""
        return json.loads(json.dumps(self._converter.unstructure(message), default=self._serialize_message))
