-- The checks of neovim-rename.sh, inside a headless Neovim 0.11 or later
-- that loaded only editors/neovim: renames through
-- `require("laminate.rename")`, which asks Laminate for the links' edits
-- (`workspace/willRenameFiles`) before `vim.lsp.util.rename` moves the
-- files. Each wait is bounded.
--
-- Globals set by the script: LAMINATE_BINARY, LAMINATE_WORKSPACE.
local laminate, workspace = _G.LAMINATE_BINARY, _G.LAMINATE_WORKSPACE
local here = debug.getinfo(1, "S").source:sub(2):match("(.*/)")
local lsp = dofile(here .. "neovim-lsp.lua")
local say, report = lsp.say, lsp.report

local function read(name)
  local file = io.open(workspace .. "/" .. name, "r")
  if not file then return nil end
  local text = file:read("a")
  file:close()
  return text
end

local function check_file(name, expected, what)
  local text = read(name)
  report(text == expected, what .. ": " .. name .. " on disk is as expected (got " .. vim.inspect(text) .. ")")
end

local function main()
  say("neovim " .. lsp.version_string())
  require("laminate").setup({ cmd = { laminate, "lsp" } })
  local client, index = lsp.check_attach(workspace, "index.md")
  local operations = vim.tbl_get(client.server_capabilities, "workspace", "fileOperations", "willRename")
  report(operations ~= nil and #operations.filters == 2, "the server asks for willRenameFiles on Markdown files and folders")
  lsp.request(client, index, "laminate/flushIndex", vim.NIL)

  -- A file moved into a new subfolder: index.md is open, notes/my notes.md is not.
  require("laminate.rename").rename(workspace .. "/recipes/crepes.md", workspace .. "/recipes/sweet/crepes.md")
  vim.cmd("silent wall")
  report(vim.uv.fs_stat(workspace .. "/recipes/sweet/crepes.md") ~= nil, "the file was moved")
  check_file("index.md", "# Index\n\n😀 See [the batter](recipes/sweet/crepes.md#batter), [crêpes](<recipes/sweet/crepes.md>) and [sauce][s].\n\n[s]: ./recipes/sweet/crepes.md \"Crêpes\"\n", "file moved")
  check_file("notes/my notes.md", "See [crêpes](../recipes/sweet/crepes.md) and [the index](/index.md).\n", "file moved")
  check_file("recipes/sweet/crepes.md", "# Batter\n\nBack to [the index](../../index.md#index) and [the cake](../img/cake.png).\n", "file moved")
  lsp.check_server_text(client, index, "the rename's edit")

  -- The folder recipes/ renamed dishes/ (the server heard of the move: didRenameFiles).
  lsp.request(client, index, "laminate/flushIndex", vim.NIL)
  require("laminate.rename").rename(workspace .. "/recipes", workspace .. "/dishes")
  vim.cmd("silent wall")
  check_file("index.md", "# Index\n\n😀 See [the batter](dishes/sweet/crepes.md#batter), [crêpes](<dishes/sweet/crepes.md>) and [sauce][s].\n\n[s]: ./dishes/sweet/crepes.md \"Crêpes\"\n", "folder renamed")
  check_file("notes/my notes.md", "See [crêpes](../dishes/sweet/crepes.md) and [the index](/index.md).\n", "folder renamed")
  check_file("dishes/sweet/crepes.md", "# Batter\n\nBack to [the index](../../index.md#index) and [the cake](../img/cake.png).\n", "folder renamed")

  -- Not Markdown: the server is not asked (its filters do not match) and nothing changes but the name.
  require("laminate.rename").rename(workspace .. "/notes/cake.txt", workspace .. "/notes/tart.txt")
  vim.cmd("silent wall")
  report(vim.uv.fs_stat(workspace .. "/notes/tart.txt") ~= nil, "a file that is not Markdown is renamed")
  check_file("notes/my notes.md", "See [crêpes](../dishes/sweet/crepes.md) and [the index](/index.md).\n", "a text file renamed")
  report(not lsp.call(client, "is_stopped"), "server still running after the renames")
end

lsp.run(main)
