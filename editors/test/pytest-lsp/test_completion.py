"""Completion inside attribute lists, also while a list is unfinished."""

from __future__ import annotations

from lsprotocol import types

from conftest import EXAMPLE
from document import Document


async def completion_labels(client, document: Document, position: types.Position) -> set[str]:
    completion = await client.text_document_completion_async(
        types.CompletionParams(text_document=document.identifier, position=position)
    )
    items = completion.items if isinstance(completion, types.CompletionList) else completion
    return {item.label for item in items}


async def test_completion_offers_the_keys_of_the_scope_and_enum_values(client):
    document = Document(client, EXAMPLE / "recipe.md")
    document.replace(document.range_of("*to taste*"), "^[to taste](difficulty: )")
    # The enum of .laminate.json's own `difficulty`.
    assert {"easy", "medium", "hard"} <= await completion_labels(
        client, document, document.position("difficulty: ", after=True)
    )

    document.replace(document.range_of("difficulty: )"), "fore)")
    # An unfinished key: the keys of the scope that it starts.
    assert "foregroundColor" in await completion_labels(client, document, document.position("fore", 2, after=True))
