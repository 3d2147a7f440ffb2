"""Outline, folding, selection ranges and attribute-list formatting, as a
third-party client sees them: every answer checked against lsprotocol."""

from __future__ import annotations

from lsprotocol import types

from conftest import EXAMPLE
from document import Document


async def test_outline_nests_sections_and_lists_ingredients(client):
    document = Document(client, EXAMPLE / "recipe.md")
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=document.identifier)
    )
    assert symbols and all(isinstance(symbol, types.DocumentSymbol) for symbol in symbols)
    top = symbols[0]
    assert top.name.startswith("Pancakes")
    sections = [child.name for child in top.children or [] if child.kind != types.SymbolKind.Variable]
    assert "Ingredients" in sections and "Method" in sections
    ingredients = next(child for child in top.children if child.name == "Ingredients")
    names = {child.name for child in ingredients.children or []}
    assert {"Flour", "Milk", "Eggs"} <= names


async def test_folding_ranges_cover_sections_and_lists(client):
    document = Document(client, EXAMPLE / "recipe.md")
    ranges = await client.text_document_folding_range_async(
        types.FoldingRangeParams(text_document=document.identifier)
    )
    assert ranges
    assert all(folding.start_line < folding.end_line for folding in ranges)
    # The "## Method" section folds from its heading.
    method_line = document.position("## Method").line
    assert any(folding.start_line == method_line for folding in ranges)


async def test_selection_ranges_grow_outwards(client):
    document = Document(client, EXAMPLE / "recipe.md")
    start = document.position("foams")
    position = types.Position(line=start.line, character=start.character + 2)
    answer = await client.text_document_selection_range_async(
        types.SelectionRangeParams(text_document=document.identifier, positions=[position])
    )
    assert len(answer) == 1
    chain = []
    current = answer[0]
    while current is not None:
        chain.append(current.range)
        current = current.parent
    assert len(chain) >= 4
    for inner, outer in zip(chain, chain[1:]):
        assert (outer.start.line, outer.start.character) <= (inner.start.line, inner.start.character)
        assert (outer.end.line, outer.end.character) >= (inner.end.line, inner.end.character)


async def test_formatting_rewrites_only_attribute_lists(client):
    document = Document(client, EXAMPLE / "recipe.md")
    document.replace(document.range_of('(servings: 4, difficulty: "easy")'), "(servings:4,difficulty:'easy',)")
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=document.identifier,
            options=types.FormattingOptions(tab_size=4, insert_spaces=True),
        )
    )
    assert edits
    document.apply(edits)
    assert '^[for four](servings: 4, difficulty: "easy")' in document.text
