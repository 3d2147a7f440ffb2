# Sourced by the editor smoke tests: sets `laminate` to the absolute path of
# the server binary to test — the first argument when given, else
# .build/debug/laminate, else `laminate` on PATH — or exits with status 2
# ("not installed") when there is none. Expects `package_root` and
# `smoke_name` to be set.
laminate="${1:-}"
if [[ -z "$laminate" ]]; then
    if [[ -x "$package_root/.build/debug/laminate" ]]; then
        laminate="$package_root/.build/debug/laminate"
    else
        laminate="$(command -v laminate || true)"
    fi
fi
if [[ -z "$laminate" || ! -x "$laminate" ]]; then
    echo "$smoke_name: no laminate binary (run 'swift build' or pass its path)" >&2
    exit 2
fi
laminate="$(cd "$(dirname "$laminate")" && pwd)/$(basename "$laminate")"
# The tests compare the server's copy of a document (`laminate/documentText`),
# a method `laminate lsp` serves only when asked for its test methods.
export LAMINATE_TEST_METHODS=1
