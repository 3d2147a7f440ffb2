#!/usr/bin/env bash
# Test of links following renamed files in a current Neovim (0.11 and
# later) with the shipped configuration: on a small workspace of its own
# (checks in neovim-rename.lua), `require("laminate.rename").rename` moves a
# file and then a folder through `workspace/willRenameFiles`, Neovim applies
# the edits (to the open document and to files it loads for them) and
# `vim.lsp.util.rename` moves the files; after `:wall` every file on disk
# has the links expected, and a rename of a file that is not Markdown
# changes no link.
#
# Usage: editors/test/neovim-rename.sh [PATH/TO/laminate]
#   server: default .build/debug/laminate, then `laminate` on PATH;
#   Neovim: $LAMINATE_NVIM, default `nvim` on PATH.
# Exit status: 0 when every check passed, 1 when one failed, 2 when Neovim
# (0.11 or later) or the server binary is missing.
# Run by `swift test` (EditorSmokeTests) with LAMINATE_NVIM set by .ci/run.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
package_root="$(cd "$here/../.." && pwd)"

smoke_name=neovim-rename
source "$here/find-laminate.sh"
source "$here/run-neovim.sh"
source "$here/find-current-neovim.sh"

workspace="$(mktemp -d)"
trap 'rm -rf "$workspace"' EXIT
echo '{}' >"$workspace/.laminate.json"
mkdir -p "$workspace/recipes" "$workspace/notes"
cat >"$workspace/index.md" <<'MARKDOWN'
# Index

😀 See [the batter](recipes/crepes.md#batter), [crêpes](<recipes/crepes.md>) and [sauce][s].

[s]: ./recipes/crepes.md "Crêpes"
MARKDOWN
cat >"$workspace/recipes/crepes.md" <<'MARKDOWN'
# Batter

Back to [the index](../index.md#index) and [the cake](img/cake.png).
MARKDOWN
cat >"$workspace/notes/my notes.md" <<'MARKDOWN'
See [crêpes](../recipes/crepes.md) and [the index](/index.md).
MARKDOWN
printf 'not an image\n' >"$workspace/notes/cake.txt"

run_neovim "$nvim" 120 "$here/neovim-rename.lua"
