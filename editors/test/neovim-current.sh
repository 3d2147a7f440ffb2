#!/usr/bin/env bash
# Test of what a current Neovim (0.11 and later) shows and does with the
# shipped configuration: `vim.lsp.enable("laminate")` alone (neovim-enable.lua;
# neovim-missing.lua: the warning when `laminate` is missing), then
# `require("laminate").setup()`:
# through Neovim's own LSP client (checks in neovim-current.lua), on a copy
# of editors/example plus a document with emoji and CJK text before its
# spans, it checks that the ingredient, bold, italic, underlined and red
# spans resolve to highlights that show them, that the code actions "Mark
# all … as ingredient", "Make bold" and the LAM007 quick fix change the
# buffer as expected (and the diagnostic goes), and that the server's text
# stays equal to the buffer through edits.
#
# Usage: editors/test/neovim-current.sh [PATH/TO/laminate]
#   server: default .build/debug/laminate, then `laminate` on PATH;
#   Neovim: $LAMINATE_NVIM, default `nvim` on PATH.
# Exit status: 0 when every check passed, 1 when one failed (the output says
# which), 2 when Neovim (0.11 or later) or the server binary is missing.
# Run by `swift test` (EditorSmokeTests) with LAMINATE_NVIM set by .ci/run.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
package_root="$(cd "$here/../.." && pwd)"

smoke_name=neovim-current
source "$here/find-laminate.sh"
source "$here/run-neovim.sh"
source "$here/find-current-neovim.sh"

workspace="$(mktemp -d)"
# The server as `laminate` on PATH, so that the test calls setup() with no
# options at all, as the README tells users to.
server_folder="$(mktemp -d)"
trap 'rm -rf "$workspace" "$server_folder"' EXIT
ln -s "$laminate" "$server_folder/laminate"
export PATH="$server_folder:$PATH"
cp -R "$package_root/editors/example/." "$workspace/"
# Emoji (a ZWJ family), kana and kanji before every span on the span line,
# so that a column counted in the wrong unit lands on the wrong span.
cat >"$workspace/wide.md" <<'MARKDOWN'
# Wide 🥞 パンケーキ

👩‍👩‍👧 家族のパンケーキ: ^[バター](fontWeight: "bold"), ^[牛乳](foregroundColor: "red"), ^[泡](underlineStyle: "single"), *^[ふわふわ](difficulty: "easy")*, ^[斜め](font: {name: "Georgia-Italic", size: 12}), ^[卵](ingredient: 9).

Plain text to edit: crème brûlée.
MARKDOWN

# Neovim's own setup first (vim.lsp.enable, lsp/laminate.lua), and its
# warning when there is no `laminate`; then the checks through setup().
status=0
neovim_status "$nvim" 60 "$here/neovim-missing.lua" '_G.LAMINATE_SETUP = "enable"' || status=1
neovim_status "$nvim" 90 "$here/neovim-enable.lua" || status=1
neovim_status "$nvim" 150 "$here/neovim-current.lua" || status=1
exit $status
