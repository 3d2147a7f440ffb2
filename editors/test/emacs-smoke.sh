#!/usr/bin/env bash
# Smoke test of the Emacs configuration: runs Emacs in batch mode with
# editors/emacs/laminate.el, opens a .md and an .amd file, and checks that
# eglot started `laminate lsp` and that it answered `initialize`.
#
# Usage: editors/test/emacs-smoke.sh [PATH/TO/laminate]
#   default: .build/debug/laminate, then `laminate` on PATH.
# Needs Emacs with eglot and markdown-mode (Debian 12:
# apt-get install -y emacs-nox elpa-eglot elpa-markdown-mode).
# Exit status: 0 when the server attached, 1 when it did not, 2 when Emacs,
# its eglot or markdown-mode package, or the server binary is missing. Run by
# `swift test` (EditorSmokeTests) when emacs is on PATH.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
package_root="$(cd "$here/../.." && pwd)"

laminate="${1:-}"
if [[ -z "$laminate" ]]; then
    if [[ -x "$package_root/.build/debug/laminate" ]]; then
        laminate="$package_root/.build/debug/laminate"
    else
        laminate="$(command -v laminate || true)"
    fi
fi
if [[ -z "$laminate" || ! -x "$laminate" ]]; then
    echo "emacs-smoke: no laminate binary (run 'swift build' or pass its path)" >&2
    exit 2
fi
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
laminate="$(cd "$(dirname "$laminate")" && pwd)/$(basename "$laminate")"

workspace="$(mktemp -d)"
trap 'rm -rf "$workspace"' EXIT
# A project root for eglot (project.el finds version-control roots).
git -C "$workspace" init -q
printf '# Pancakes\n\nFold the ^[butter](ingredient: 3) into the dough.\n' >"$workspace/recipe.md"
cp "$workspace/recipe.md" "$workspace/notes.amd"

cat >"$workspace/check.el" <<'ELISP'
;; Batch Emacs does not activate installed packages by itself.
(package-initialize)
(load (expand-file-name "laminate.el" (getenv "LAMINATE_EL_DIR")))
(setq laminate-command (list (getenv "LAMINATE_BINARY") "lsp"))

(defun laminate-smoke-check (file)
  (find-file file)
  (unless (derived-mode-p 'markdown-mode)
    (princ (format "FAIL: %s opened in %s, not markdown-mode\n" file major-mode))
    (kill-emacs 1))
  ;; `eglot-ensure' connects from `post-command-hook'; batch runs no commands.
  (let ((deadline (+ (float-time) 15)))
    (while (and (not (eglot-current-server)) (< (float-time) deadline))
      (run-hooks 'post-command-hook)
      (accept-process-output nil 0.1)))
  (let ((server (eglot-current-server)))
    (if (and server (jsonrpc-running-p server) (eglot--capabilities server))
        (princ (format "ok: %s: laminate attached and answered initialize\n" file))
      (princ (format "FAIL: %s: no running laminate server\n" file))
      (kill-emacs 1))))

(laminate-smoke-check "recipe.md")
(laminate-smoke-check "notes.amd")
(accept-process-output nil 0.5)
(if (jsonrpc-running-p (eglot-current-server))
    (princ "ok: server still running after didOpen\n")
  (princ "FAIL: server stopped after didOpen\n")
  (kill-emacs 1))
(kill-emacs 0)
ELISP

echo "emacs-smoke: $(emacs --version | head -n 1), server $laminate"
set +e
(cd "$workspace" && LAMINATE_EL_DIR="$package_root/editors/emacs" LAMINATE_BINARY="$laminate" \
    timeout 60 emacs --batch -l "$workspace/check.el" 2>/dev/null </dev/null)
status=$?
if [[ $status -eq 0 ]]; then
    echo "emacs-smoke: passed"
else
    echo "emacs-smoke: FAILED (status $status)" >&2
    # Status 2 means "not installed" to callers; a failure is always 1.
    status=1
fi
exit $status
