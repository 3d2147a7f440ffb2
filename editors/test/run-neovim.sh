# Sourced by the Neovim tests: `run_neovim NVIM SECONDS LUA_FILE` runs the
# checks in LUA_FILE inside a headless NVIM with only the shipped
# configuration (editors/neovim on 'runtimepath', `--clean`), within SECONDS,
# and exits with the test's status: 0 passed, 1 failed (timed out included;
# 2 stays "not installed" for callers). The Lua file finds the server and
# the workspace in the globals LAMINATE_BINARY and LAMINATE_WORKSPACE.
# Expects `package_root`, `smoke_name`, `laminate` and `workspace` to be set.
run_neovim() {
    local nvim="$1" seconds="$2" lua_file="$3" status
    echo "$smoke_name: $("$nvim" --version | head -n 1), server $laminate"
    set +e
    timeout -k 5 "$seconds" "$nvim" --headless --clean -n \
        --cmd "set runtimepath^=$package_root/editors/neovim" \
        --cmd "lua _G.LAMINATE_BINARY = [[$laminate]]; _G.LAMINATE_WORKSPACE = [[$workspace]]" \
        -c "luafile $lua_file" </dev/null
    status=$?
    set -e
    if [[ $status -eq 0 ]]; then
        echo "$smoke_name: passed"
    elif [[ $status -eq 124 || $status -eq 137 ]]; then
        echo "$smoke_name: FAILED: timed out after $seconds seconds" >&2
        status=1
    else
        echo "$smoke_name: FAILED (status $status)" >&2
        status=1
    fi
    exit $status
}
