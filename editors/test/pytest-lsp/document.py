"""A document open in the test client, edited as an editor edits it.

The client keeps its own copy of the text and sends each edit as an
incremental change with UTF-16 positions, the encoding the session
negotiates; tests then compare the server's copy (`laminate/documentText`)
with this one, so a position converted wrongly on either side shows.
"""

from __future__ import annotations

import pathlib

from lsprotocol import types
from pytest_lsp import LanguageClient


class Document:
    def __init__(self, client: LanguageClient, path: pathlib.Path, text: str | None = None):
        self.client = client
        self.uri = path.as_uri()
        self.text = path.read_text(encoding="utf-8") if text is None else text
        self.version = 1
        client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(
                    uri=self.uri, language_id="markdown", version=self.version, text=self.text
                )
            )
        )

    @property
    def identifier(self) -> types.TextDocumentIdentifier:
        return types.TextDocumentIdentifier(uri=self.uri)

    @property
    def whole_range(self) -> types.Range:
        return types.Range(start=types.Position(line=0, character=0), end=self.position_at(len(self.text)))

    def position(self, needle: str, occurrence: int = 1, after: bool = False) -> types.Position:
        """The UTF-16 position of the start (or end) of an occurrence of `needle`."""
        index = -1
        for _ in range(occurrence):
            index = self.text.index(needle, index + 1)
        return self.position_at(index + len(needle) if after else index)

    def range_of(self, needle: str, occurrence: int = 1) -> types.Range:
        return types.Range(start=self.position(needle, occurrence), end=self.position(needle, occurrence, after=True))

    def position_at(self, index: int) -> types.Position:
        """The UTF-16 position of the character at `index` in `self.text`."""
        line_start = self.text.rfind("\n", 0, index) + 1
        return types.Position(line=self.text.count("\n", 0, index), character=utf16_length(self.text[line_start:index]))

    def index_at(self, position: types.Position) -> int:
        """The index in `self.text` of a UTF-16 position."""
        line_start = 0
        for _ in range(position.line):
            line_start = self.text.index("\n", line_start) + 1
        index, units = line_start, 0
        while units < position.character:
            units += utf16_length(self.text[index])
            index += 1
        return index

    def replace(self, range: types.Range, new_text: str) -> None:
        """Replaces `range` here and sends the change to the server."""
        self.apply([types.TextEdit(range=range, new_text=new_text)])

    def apply(self, edits: list[types.TextEdit]) -> None:
        """Applies `edits` (positions in the current text, as in a
        `WorkspaceEdit`) and sends them as one didChange, last edit first
        so that each change's positions are still valid when it applies."""
        changes = []
        for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
            start, end = self.index_at(edit.range.start), self.index_at(edit.range.end)
            self.text = self.text[:start] + edit.new_text + self.text[end:]
            changes.append(types.TextDocumentContentChangePartial(range=edit.range, text=edit.new_text))
        self.version += 1
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=self.uri, version=self.version),
                content_changes=changes,
            )
        )

    async def server_text(self) -> str:
        """The server's copy of the text (Laminate's own request)."""
        result = await self.client.protocol.send_request_async(
            "laminate/documentText", {"textDocument": {"uri": self.uri}}
        )
        return result["text"] if isinstance(result, dict) else result.text


def utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2
