#!/usr/bin/env bash
# Smoke test of the Emacs configuration: runs Emacs in batch mode with
# editors/emacs/laminate.el and, through eglot (checks in emacs-smoke.el),
# verifies that `laminate lsp` attaches to a .md and an .amd file, publishes
# a known diagnostic (LAM006), offers a quick fix that eglot's
# `eglot-code-actions` applies, clears the diagnostic once fixed, answers
# hover on an ingredient, and keeps its copy of the text equal to the buffer
# through a series of edits (checked with `laminate/documentText`).
#
# Usage: editors/test/emacs-smoke.sh [PATH/TO/laminate]
#   default: .build/debug/laminate, then `laminate` on PATH.
# Needs Emacs with eglot and markdown-mode (Debian 12:
# apt-get install -y emacs-nox elpa-eglot elpa-markdown-mode).
# Exit status: 0 when every check passed, 1 when one failed, 2 when Emacs,
# its eglot or markdown-mode package, or the server binary is missing. Run by
# `swift test` (EditorSmokeTests) when emacs is on PATH.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
package_root="$(cd "$here/../.." && pwd)"

smoke_name=emacs-smoke
source "$here/find-laminate.sh"
if ! command -v emacs >/dev/null 2>&1; then
    echo "emacs-smoke: emacs is not installed" >&2
    exit 2
fi
# Emacs 28 has no eglot built in; Debian packages it separately.
if ! timeout 30 emacs --batch --eval '(progn (package-initialize)
        (kill-emacs (if (and (locate-library "eglot") (locate-library "markdown-mode")) 0 3)))' \
        </dev/null >/dev/null 2>&1; then
    echo "emacs-smoke: emacs lacks eglot or markdown-mode (Debian: apt-get install -y elpa-eglot elpa-markdown-mode)" >&2
    exit 2
fi

workspace="$(mktemp -d)"
trap 'rm -rf "$workspace"' EXIT
# A project root for eglot (project.el finds version-control roots).
git -C "$workspace" init -q
cat >"$workspace/recipe.md" <<'MARKDOWN'
# Pancakes

Fold the ^[butter](ingredient: 3) into the dough.

^[Bake until golden.](alignment: "centre")
MARKDOWN
cp "$workspace/recipe.md" "$workspace/notes.amd"

echo "emacs-smoke: $(emacs --version | head -n 1), server $laminate"
set +e
(cd "$workspace" && LAMINATE_EL_DIR="$package_root/editors/emacs" LAMINATE_BINARY="$laminate" \
    timeout -k 5 120 emacs --batch -l "$here/emacs-smoke.el" 2>/dev/null </dev/null)
status=$?
if [[ $status -eq 0 ]]; then
    echo "emacs-smoke: passed"
else
    echo "emacs-smoke: FAILED (status $status)" >&2
    # Status 2 means "not installed" to callers; a failure is always 1.
    status=1
fi
exit $status
