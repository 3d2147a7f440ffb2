"""Pull diagnostics for every mistake of editors/example/mistakes.md, and
colour swatches and presentations."""

from __future__ import annotations

import re

from lsprotocol import types

from conftest import EXAMPLE
from document import Document


async def test_pull_diagnostics_report_each_mistake_on_its_line(client):
    document = Document(client, EXAMPLE / "mistakes.md")
    report = await client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=document.identifier)
    )
    found = {(d.range.start.line, d.code) for d in report.items}
    # Each numbered line names the code it must produce.
    expected = {
        (line, match.group(1))
        for line, text in enumerate(document.text.splitlines())
        if (match := re.match(r"\d+\. (LAM\d+)", text))
    }
    assert len(expected) == 20 and expected <= found
    assert all(d.source == "laminate" for d in report.items)

    again = await client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=document.identifier, previous_result_id=report.result_id)
    )
    assert again.kind == "unchanged" and again.result_id == report.result_id


async def test_colours_of_valid_values_and_their_presentations(client):
    document = Document(client, EXAMPLE / "recipe.md")
    colours = await client.text_document_document_color_async(
        types.DocumentColorParams(text_document=document.identifier)
    )
    def text_of(colour: types.ColorInformation) -> str:
        return document.text[document.index_at(colour.range.start):document.index_at(colour.range.end)]

    # The value inside its quotes; "oragne" is not a colour: no swatch.
    assert {text_of(c) for c in colours} == {"green", "red"}
    red = next(c for c in colours if text_of(c) == "red")
    assert red.color == types.Color(red=1.0, green=0x3B / 255, blue=0x30 / 255, alpha=1.0)

    async def presentations(color: types.Color) -> list[str]:
        answer = await client.text_document_color_presentation_async(
            types.ColorPresentationParams(text_document=document.identifier, color=color, range=red.range)
        )
        return [presentation.label for presentation in answer]

    # A named colour that matches exactly is written as its name, else hex.
    assert (await presentations(red.color))[0] == "red"
    assert (await presentations(types.Color(red=0.5, green=0.5, blue=0.5, alpha=1.0)))[0] == "#808080"
