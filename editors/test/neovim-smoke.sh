#!/usr/bin/env bash
# Smoke test of the Neovim configuration: starts a headless Neovim with
# editors/neovim/lua/laminate.lua and, through Neovim's own LSP client
# (checks in neovim-smoke.lua), verifies that `laminate lsp` attaches to a
# .md and an .amd buffer, publishes a known diagnostic (LAM006), answers
# hover on an ingredient, sends semantic tokens (Neovim 0.9+; skipped, saying
# so, on older versions), and keeps its copy of the text equal to the buffer
# through a series of edits (checked with `laminate/documentText`); and,
# first, that with no `laminate` to run the setup warns once (neovim-missing.lua).
#
# Usage: editors/test/neovim-smoke.sh [PATH/TO/laminate]
#   default: .build/debug/laminate, then `laminate` on PATH.
# Exit status: 0 when every check passed, 1 when one failed (the output says
# which), 2 when Neovim or the server binary is missing. Run by `swift test`
# (EditorSmokeTests) when nvim is on PATH.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
package_root="$(cd "$here/../.." && pwd)"

smoke_name=neovim-smoke
source "$here/find-laminate.sh"
source "$here/run-neovim.sh"
if ! command -v nvim >/dev/null 2>&1; then
    echo "neovim-smoke: nvim is not installed (Debian: apt-get install -y neovim)" >&2
    exit 2
fi

workspace="$(mktemp -d)"
trap 'rm -rf "$workspace"' EXIT
printf '{ "scope": ["ingredient", "foregroundColor", "alignment"] }\n' >"$workspace/.laminate.json"
cat >"$workspace/recipe.md" <<'MARKDOWN'
# Pancakes

Fold the ^[butter](ingredient: 3) into the dough, then add
^[**warm milk**](ingredient: 4, foregroundColor: "green").

^[Bake until golden.](alignment: "centre")
MARKDOWN
cp "$workspace/recipe.md" "$workspace/notes.amd"

# The warning when `laminate` cannot be found, once, through setup().
status=0
neovim_status nvim 60 "$here/neovim-missing.lua" '_G.LAMINATE_SETUP = "setup"' || status=1
neovim_status nvim 120 "$here/neovim-smoke.lua" || status=1
exit $status
