"""Links follow renamed files (`workspace/willRenameFiles`), as a
third-party client with VS Code's file-operation capabilities sees it, on a
small workspace of its own: the filters advertised, a file moved and a
folder renamed answer versioned edits (an open document's with its
version, the others' with `null`), and a rename out of the workspace or of
a file that is not Markdown is refused with a message and no edit."""

from __future__ import annotations

import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import client_capabilities

from conftest import CONFIG, end_session
from document import Document
from laminate_client import LaminateTestClient

FILES = {
    "index.md": "# Index\n\n😀 See [the batter](recipes/crepes.md#batter), [crêpes](<recipes/crepes.md>) and [sauce][s].\n\n"
    '[s]: ./recipes/crepes.md "Crêpes"\n',
    "recipes/crepes.md": "# Batter\n\nBack to [the index](../index.md#index) and [the cake](img/cake.png).\n",
    "notes/my notes.md": "See [crêpes](../recipes/crepes.md) and [the index](/index.md).\n",
}


@pytest.fixture
def workspace(tmp_path: pathlib.Path) -> pathlib.Path:
    for name, text in FILES.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


@pytest_lsp.fixture(config=CONFIG)
async def rename_client(lsp_client: LaminateTestClient, workspace: pathlib.Path):
    capabilities = client_capabilities("visual-studio-code")
    capabilities.general = types.GeneralClientCapabilities(position_encodings=[types.PositionEncodingKind.Utf16])
    # Without progress the index starts on `initialized`, so laminate/flushIndex waits for it.
    capabilities.window.work_done_progress = False
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities,
            workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="moves")],
            root_uri=workspace.as_uri(),
        )
    )
    await lsp_client.protocol.send_request_async("laminate/flushIndex", None)
    yield
    await end_session(lsp_client)


def apply(text: str, edits: list[types.TextEdit]) -> str:
    """UTF-16 edits applied from the last to the first."""
    lines = text.split("\n")

    def index(position: types.Position) -> int:
        before = sum(len(line) + 1 for line in lines[: position.line])
        line = lines[position.line]
        units = 0
        for offset, character in enumerate(line):
            if units >= position.character:
                return before + offset
            units += 2 if ord(character) > 0xFFFF else 1
        return before + len(line)

    for edit in sorted(edits, key=lambda edit: (edit.range.start.line, edit.range.start.character), reverse=True):
        text = text[: index(edit.range.start)] + edit.new_text + text[index(edit.range.end) :]
        lines = text.split("\n")
    return text


def applied(workspace: pathlib.Path, edit: types.WorkspaceEdit, open_texts: dict[str, str]) -> dict[str, str]:
    """The workspace's texts after the edit, by path relative to the workspace."""
    assert edit.changes is None and edit.document_changes
    result = {}
    for change in edit.document_changes:
        assert isinstance(change, types.TextDocumentEdit)
        path = pathlib.Path(types_uri_path(change.text_document.uri)).relative_to(workspace).as_posix()
        text = open_texts.get(path, FILES.get(path))
        result[path] = apply(text, change.edits)
    return result


def types_uri_path(uri: str) -> str:
    from urllib.parse import unquote, urlparse

    return unquote(urlparse(uri).path)


def rename(workspace: pathlib.Path, old: str, new: str) -> types.RenameFilesParams:
    return types.RenameFilesParams(
        files=[types.FileRename(old_uri=(workspace / old).as_uri(), new_uri=(workspace / new).as_uri())]
    )


async def test_file_operation_filters_are_advertised(rename_client):
    operations = rename_client.initialize_result.capabilities.workspace.file_operations
    globs = {(f.pattern.glob, f.pattern.matches) for f in operations.will_rename.filters}
    assert ("**/*.{amd,markdown,md}", types.FileOperationPatternKind.File) in globs
    assert ("**/*", types.FileOperationPatternKind.Folder) in globs
    assert operations.did_rename.filters == operations.will_rename.filters


async def test_moving_a_file_rewrites_links_to_it_and_its_own(rename_client, workspace):
    # index.md is open (edited in the editor, not saved): its edits carry its version.
    open_text = FILES["index.md"].replace("# Index", "# Index (draft)")
    document = Document(rename_client, workspace / "index.md", open_text)
    edit = await rename_client.workspace_will_rename_files_async(
        rename(workspace, "recipes/crepes.md", "recipes/sweet/crepes.md")
    )
    versions = {change.text_document.uri: change.text_document.version for change in edit.document_changes}
    assert versions[document.uri] == document.version
    assert versions[(workspace / "notes/my notes.md").as_uri()] is None
    texts = applied(workspace, edit, {"index.md": open_text})
    assert texts["index.md"] == open_text.replace("recipes/crepes.md", "recipes/sweet/crepes.md")
    assert texts["notes/my notes.md"] == FILES["notes/my notes.md"].replace("../recipes/", "../recipes/sweet/")
    assert texts["recipes/crepes.md"] == (
        "# Batter\n\nBack to [the index](../../index.md#index) and [the cake](../img/cake.png).\n"
    )


async def test_renaming_a_folder_rewrites_links_into_it(rename_client, workspace):
    edit = await rename_client.workspace_will_rename_files_async(rename(workspace, "recipes", "dishes"))
    texts = applied(workspace, edit, {})
    assert set(texts) == {"index.md", "notes/my notes.md"}
    assert texts["index.md"] == FILES["index.md"].replace("recipes/", "dishes/")
    assert texts["notes/my notes.md"] == FILES["notes/my notes.md"].replace("recipes/", "dishes/")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("index.md", "../elsewhere/index.md", "outside the workspace"),
        ("recipes/img/cake.png", "recipes/img/tart.png", "not a Markdown file"),
    ],
)
async def test_a_rename_links_cannot_follow_is_refused(rename_client, workspace, old, new, message):
    with pytest.raises(JsonRpcException) as refusal:
        await rename_client.workspace_will_rename_files_async(rename(workspace, old, new))
    assert message in str(refusal.value)
