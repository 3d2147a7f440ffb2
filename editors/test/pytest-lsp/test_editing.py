"""Open, incremental edits in UTF-16, hover: client and server must agree on
every position, also after characters that take two UTF-16 units, and a
position past the end is clamped (and traced), not an error."""

from __future__ import annotations

from lsprotocol import types

from conftest import EXAMPLE
from document import Document


async def test_the_session_negotiates_utf16_and_registers_the_definition_watcher(client):
    assert client.initialize_result.capabilities.position_encoding in (None, types.PositionEncodingKind.Utf16)
    Document(client, EXAMPLE / "recipe.md")
    await client.protocol.send_request_async("laminate/flushDiagnostics", {})
    methods = [registration.method for registration in client.registrations]
    assert methods == [types.WORKSPACE_DID_CHANGE_WATCHED_FILES]


async def test_incremental_edits_keep_the_server_text_equal_to_the_client_text(client):
    document = Document(client, EXAMPLE / "recipe.md")
    assert await document.server_text() == document.text

    edits = [
        ("accented text before a span", lambda: document.replace(document.range_of("Whisk"), "Fouettez 🥚 crème")),
        ("an emoji before a span", lambda: document.replace(document.range_of("- ^[Milk]"), "- 🥛 ^[Milk]")),
        ("after the emoji, on the same line", lambda: document.replace(document.range_of("300 ml"), "½ litre")),
        ("a family emoji inside a span", lambda: document.replace(document.range_of("Eggs"), "Eggs 👩‍👩‍👧")),
        ("splitting a line", lambda: document.replace(document.range_of(", then pour in"), ",\n   then pour in")),
        ("joining two lines", lambda: document.replace(document.range_of("the\n   ^[eggs]"), "the ^[eggs]")),
        ("CJK text at the end", lambda: document.replace(document.range_of("notebook\")."), "notebook\"). パンケーキ")),
        ("deleting across lines", lambda: document.replace(document.range_of("## Ingredients\n\n"), "")),
    ]
    for what, edit in edits:
        edit()
        assert await document.server_text() == document.text, f"after {what}"


async def test_hover_after_surrogate_pairs_names_the_ingredient(client):
    document = Document(client, EXAMPLE / "recipe.md")
    document.replace(document.range_of("- ^[Milk]"), "- 🥛🥛 ^[Milk]")
    # Counted in UTF-8 or UTF-32 the column would land elsewhere on the line.
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=document.identifier, position=document.position("Milk"))
    )
    assert isinstance(hover.contents, types.MarkupContent)
    assert "**Ingredient 2**" in hover.contents.value
    assert hover.range == document.range_of("^[Milk](ingredient: 2, foregroundColor: \"green\")")


async def test_a_position_past_the_end_is_clamped_and_traced(client):
    document = Document(client, EXAMPLE / "recipe.md")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=document.identifier, position=types.Position(line=999, character=5))
    )
    # The end of the document: no hover there, but no error either.
    assert hover is None or isinstance(hover, types.Hover)
    # The session asked for verbose tracing, so the clamping is logged to it.
    await client.trace_containing("clamped")
