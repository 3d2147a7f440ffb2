"""Semantic tokens decoded from LSP's relative encoding to absolute ones."""

from __future__ import annotations

from typing import NamedTuple, Sequence

from lsprotocol import types


class Token(NamedTuple):
    line: int
    character: int
    length: int
    type: str
    modifiers: frozenset[str]


def decode(data: Sequence[int], legend: types.SemanticTokensLegend) -> list[Token]:
    assert len(data) % 5 == 0, f"{len(data)} integers is not a whole number of tokens"
    tokens, line, character = [], 0, 0
    for index in range(0, len(data), 5):
        delta_line, delta_start, length, type_index, modifier_bits = data[index:index + 5]
        line += delta_line
        character = character + delta_start if delta_line == 0 else delta_start
        modifiers = frozenset(name for bit, name in enumerate(legend.token_modifiers) if modifier_bits >> bit & 1)
        tokens.append(Token(line, character, length, legend.token_types[type_index], modifiers))
    return tokens


def apply_delta(data: Sequence[int], delta: types.SemanticTokensDelta) -> list[int]:
    """The data a `full/delta` answer describes, from the previous data."""
    result = list(data)
    for edit in sorted(delta.edits, key=lambda edit: edit.start, reverse=True):
        result[edit.start:edit.start + edit.delete_count] = list(edit.data or [])
    return result
