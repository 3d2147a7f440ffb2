"""Semantic tokens: full, full/delta after an edit, and range, in UTF-16."""

from __future__ import annotations

from lsprotocol import types

from conftest import EXAMPLE
from document import Document
from semantic_tokens import apply_delta, decode


def legend_of(client) -> types.SemanticTokensLegend:
    provider = client.initialize_result.capabilities.semantic_tokens_provider
    assert provider.full.delta is True and provider.range is True
    return provider.legend


async def full_tokens(client, document: Document) -> types.SemanticTokens:
    return await client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(text_document=document.identifier)
    )


async def test_full_tokens_mark_the_ingredients(client):
    document = Document(client, EXAMPLE / "recipe.md")
    tokens = decode((await full_tokens(client, document)).data, legend_of(client))
    flour = document.position("Flour")
    assert (flour.line, flour.character, len("Flour"), "ingredient") in [token[:4] for token in tokens]
    # Tokens never overlap and come in document order.
    for before, after in zip(tokens, tokens[1:]):
        assert (before.line, before.character + before.length) <= (after.line, after.character)


async def test_delta_after_an_edit_gives_what_a_full_request_gives(client):
    document = Document(client, EXAMPLE / "recipe.md")
    first = await full_tokens(client, document)
    assert first.result_id
    # An emoji (two UTF-16 units) before an ingredient on the same line.
    document.replace(document.range_of("Rest the batter"), "Rest 🥞 the ^[batter](ingredient: 5)")
    delta = await client.text_document_semantic_tokens_full_delta_async(
        types.SemanticTokensDeltaParams(text_document=document.identifier, previous_result_id=first.result_id)
    )
    after_delta = apply_delta(first.data, delta) if isinstance(delta, types.SemanticTokensDelta) else list(delta.data)
    assert delta.result_id and delta.result_id != first.result_id
    assert after_delta == list((await full_tokens(client, document)).data)
    batter = document.position("batter")
    tokens = decode(after_delta, legend_of(client))
    assert (batter.line, batter.character, len("batter"), "ingredient") in [token[:4] for token in tokens]


async def test_range_tokens_are_the_full_tokens_in_the_range(client):
    document = Document(client, EXAMPLE / "recipe.md")
    legend = legend_of(client)
    everything = decode((await full_tokens(client, document)).data, legend)
    method = types.Range(start=document.position("1. Whisk"), end=document.position("2. Rest"))
    in_range = await client.text_document_semantic_tokens_range_async(
        types.SemanticTokensRangeParams(text_document=document.identifier, range=method)
    )
    expected = [token for token in everything if method.start.line <= token.line < method.end.line]
    assert expected and decode(in_range.data, legend) == expected
