# Sourced by the Neovim tests: `run_neovim NVIM SECONDS LUA_FILE` runs the
# checks in LUA_FILE inside a headless NVIM with only the shipped
# configuration (editors/neovim on 'runtimepath', `--clean`), within SECONDS,
# and exits with the test's status: 0 passed, 1 failed (timed out included;
# 2 stays "not installed" for callers); `neovim_status` returns it instead. The Lua file finds the server and
# the workspace in the globals LAMINATE_BINARY and LAMINATE_WORKSPACE.
# Expects `package_root`, `smoke_name`, `laminate` and `workspace` to be set.
run_neovim() {
    local status=0
    neovim_status "$@" || status=$?
    exit $status
}

# The same, returning the status instead of exiting, for a script that runs
# more than one Lua file (each in a Neovim of its own). A fourth argument is
# Lua run before the file (to set more globals).
neovim_status() {
    local nvim="$1" seconds="$2" lua_file="$3" extra="${4:-}" status
    echo "$smoke_name: $("$nvim" --version | head -n 1), server $laminate, $(basename "$lua_file")"
    set +e
    timeout -k 5 "$seconds" "$nvim" --headless --clean -n \
        --cmd "set runtimepath^=$package_root/editors/neovim" \
        --cmd "lua _G.LAMINATE_BINARY = [[$laminate]]; _G.LAMINATE_WORKSPACE = [[$workspace]]; $extra" \
        -c "luafile $lua_file" </dev/null
    status=$?
    set -e
    if [[ $status -eq 0 ]]; then
        echo "$smoke_name: $(basename "$lua_file"): passed"
    elif [[ $status -eq 124 || $status -eq 137 ]]; then
        echo "$smoke_name: $(basename "$lua_file"): FAILED: timed out after $seconds seconds" >&2
        status=1
    else
        echo "$smoke_name: $(basename "$lua_file"): FAILED (status $status)" >&2
        status=1
    fi
    return $status
}
