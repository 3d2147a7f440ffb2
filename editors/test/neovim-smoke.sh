#!/usr/bin/env bash
# Smoke test of the Neovim configuration: starts a headless Neovim with
# editors/neovim/lua/laminate.lua, opens a Markdown file (and an .amd file),
# and checks that `laminate lsp` started, answered `initialize`, attached to
# the buffer and is still running after the document was opened.
#
# Usage: editors/test/neovim-smoke.sh [PATH/TO/laminate]
#   default: .build/debug/laminate, then `laminate` on PATH.
# Exit status: 0 when the server attached, 1 when it did not, 2 when Neovim
# or the server binary is missing. Not part of `swift test`.
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
    echo "neovim-smoke: no laminate binary (run 'swift build' or pass its path)" >&2
    exit 2
fi
if ! command -v nvim >/dev/null 2>&1; then
    echo "neovim-smoke: nvim is not installed (Debian: apt-get install -y neovim)" >&2
    exit 2
fi
laminate="$(cd "$(dirname "$laminate")" && pwd)/$(basename "$laminate")"

workspace="$(mktemp -d)"
trap 'rm -rf "$workspace"' EXIT
printf '{ "scope": ["ingredient", "foregroundColor"] }\n' >"$workspace/.laminate.json"
cat >"$workspace/recipe.md" <<'MARKDOWN'
# Pancakes

Fold the ^[butter](ingredient: 3) into the dough, then add
^[**warm milk**](ingredient: 4, foregroundColor: "green").

^[Bake until golden.](alignment: "center")
MARKDOWN
cp "$workspace/recipe.md" "$workspace/notes.amd"

cat >"$workspace/check.lua" <<'LUA'
local laminate, workspace = _G.LAMINATE_BINARY, _G.LAMINATE_WORKSPACE
local uv = vim.uv or vim.loop

local function report(ok, message)
  io.stdout:write((ok and "ok: " or "FAIL: ") .. message .. "\n")
  io.stdout:flush()
  if not ok then vim.cmd("cquit") end
end

local function clients_of(bufnr)
  if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = bufnr }) end
  local list = {}
  for _, client in pairs(vim.lsp.buf_get_clients(bufnr)) do table.insert(list, client) end
  return list
end

-- A client that is attached and has answered `initialize`.
local function initialized_client(bufnr)
  for _, client in ipairs(clients_of(bufnr)) do
    if client.name == "laminate" and client.server_capabilities ~= nil
        and (client.initialized == nil or client.initialized) then
      return client
    end
  end
  return nil
end

require("laminate").setup({ cmd = { laminate, "lsp" } })

for _, name in ipairs({ "recipe.md", "notes.amd" }) do
  vim.cmd("edit " .. vim.fn.fnameescape(workspace .. "/" .. name))
  local bufnr = vim.api.nvim_get_current_buf()
  report(vim.bo[bufnr].filetype == "markdown", name .. " has filetype markdown (got '" .. vim.bo[bufnr].filetype .. "')")
  local client
  vim.wait(15000, function()
    client = initialized_client(bufnr)
    return client ~= nil
  end, 50)
  report(client ~= nil, name .. ": laminate attached and answered initialize")
  report(client.config.root_dir == workspace or uv.fs_realpath(client.config.root_dir or "") == uv.fs_realpath(workspace),
    name .. ": root directory is the folder with .laminate.json (" .. tostring(client.config.root_dir) .. ")")
  -- Give the server time to handle didOpen, then make sure it is still up.
  vim.wait(500)
  report(not client.is_stopped(), name .. ": server still running after didOpen")
end
report(#clients_of(0) == 1, "one laminate client serves both buffers")
vim.cmd("qall!")
LUA

echo "neovim-smoke: $(nvim --version | head -n 1), server $laminate"
set +e
timeout 60 nvim --headless --clean -n \
    --cmd "set runtimepath^=$package_root/editors/neovim" \
    --cmd "lua _G.LAMINATE_BINARY = [[$laminate]]; _G.LAMINATE_WORKSPACE = [[$workspace]]" \
    -c "luafile $workspace/check.lua" </dev/null
status=$?
if [[ $status -eq 0 ]]; then
    echo "neovim-smoke: passed"
else
    echo "neovim-smoke: FAILED (status $status)" >&2
fi
exit $status
