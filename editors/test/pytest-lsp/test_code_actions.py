"""Code actions: a quick fix applied from its versioned edit, and the
actions the server leaves to `codeAction/resolve` (fix all, mark all)."""

from __future__ import annotations

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException

from conftest import EXAMPLE
from document import Document


async def pull_diagnostics(client, document: Document) -> list[types.Diagnostic]:
    report = await client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=document.identifier)
    )
    assert report.kind == "full"
    return list(report.items)


async def code_actions(client, document: Document, range: types.Range, only=None, diagnostics=()):
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=document.identifier,
            range=range,
            context=types.CodeActionContext(
                diagnostics=list(diagnostics), only=only, trigger_kind=types.CodeActionTriggerKind.Invoked
            ),
        )
    )
    return [action for action in actions or [] if isinstance(action, types.CodeAction)]


def apply_workspace_edit(document: Document, edit: types.WorkspaceEdit) -> None:
    """Applies the edit the way VS Code does with versioned document changes."""
    assert edit.document_changes, f"expected versioned documentChanges, got {edit}"
    (change,) = edit.document_changes
    assert isinstance(change, types.TextDocumentEdit)
    assert change.text_document.uri == document.uri and change.text_document.version == document.version
    document.apply(list(change.edits))


async def test_quick_fix_for_a_wrong_enum_value(client):
    document = Document(client, EXAMPLE / "recipe.md")
    (bolt,) = [d for d in await pull_diagnostics(client, document) if d.code == "LAM006"]
    assert bolt.range == document.range_of('"bolt"')

    actions = await code_actions(client, document, bolt.range, diagnostics=[bolt])
    (fix,) = [action for action in actions if action.kind == types.CodeActionKind.QuickFix and action.is_preferred]
    assert fix.title == "Change to 'bold'"
    assert [d.code for d in fix.diagnostics] == ["LAM006"]
    apply_workspace_edit(document, fix.edit)

    assert 'fontWeight: "bold"' in document.text
    assert await document.server_text() == document.text
    assert "LAM006" not in [d.code for d in await pull_diagnostics(client, document)]


async def test_fix_all_is_resolved_and_fixes_every_fixable_problem(client):
    document = Document(client, EXAMPLE / "recipe.md")
    before = {d.code for d in await pull_diagnostics(client, document)}
    assert {"LAM006", "LAM007", "LAM012"} <= before

    (fix_all,) = await code_actions(client, document, document.whole_range, only=[types.CodeActionKind.SourceFixAll])
    # The client declared resolve support for `edit`: the edit comes later.
    assert fix_all.edit is None and fix_all.data is not None
    resolved = await client.code_action_resolve_async(fix_all)
    apply_workspace_edit(document, resolved.edit)

    assert 'fontWeight: "bold"' in document.text and 'foregroundColor: "orange"' in document.text
    # LAM009 (the source pattern) has no automatic fix.
    assert {d.code for d in await pull_diagnostics(client, document)} == {"LAM009"}


async def test_mark_all_occurrences_as_an_ingredient(client):
    document = Document(client, EXAMPLE / "recipe.md")
    actions = await code_actions(client, document, document.range_of("pan", 2))
    (mark_all,) = [a for a in actions if a.kind == "refactor.rewrite.ingredient.markAll"]
    assert mark_all.title == "Mark all 2 occurrences of 'pan' as ingredient 5"
    resolved = await client.code_action_resolve_async(mark_all)
    apply_workspace_edit(document, resolved.edit)

    # With the colour the example's .laminate.json requires on ingredients.
    assert document.text.count('^[pan](ingredient: 5, foregroundColor: "green")') == 2
    assert await document.server_text() == document.text


async def test_resolving_after_the_document_changed_is_content_modified(client):
    document = Document(client, EXAMPLE / "recipe.md")
    (fix_all,) = await code_actions(client, document, document.whole_range, only=[types.CodeActionKind.SourceFixAll])
    document.replace(document.range_of("Pancakes"), "Crêpes")
    with pytest.raises(JsonRpcException) as error:
        await client.code_action_resolve_async(fix_all)
    assert error.value.code == types.LSPErrorCodes.ContentModified


async def test_pushed_diagnostics_and_plain_changes_for_a_client_without_pull(push_client):
    client = push_client
    published = client.expect_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    document = Document(client, EXAMPLE / "mistakes.md")
    assert (await published).version == document.version
    (bolt,) = [d for d in client.diagnostics[document.uri] if d.code == "LAM006"]
    (fix,) = [a for a in await code_actions(client, document, bolt.range, diagnostics=[bolt]) if a.is_preferred]
    # Neovim 0.9 declares no `documentChanges`: a plain `changes` map.
    assert fix.edit.document_changes is None
    published = client.expect_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    document.apply(list(fix.edit.changes[document.uri]))
    assert (await published).version == document.version
    assert "LAM006" not in [d.code for d in client.diagnostics[document.uri]]
