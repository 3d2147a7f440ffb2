-- Neovim 0.11+'s own setup: with editors/neovim on the runtimepath,
-- `vim.lsp.enable("laminate")` and nothing else (lsp/laminate.lua, and
-- plugin/laminate.lua loaded at startup). Run with `laminate` on PATH: it
-- attaches to Markdown (also `.amd`) with the folder holding .laminate.json
-- as its root, publishes diagnostics, shows span attributes with
-- Laminate's highlight groups, defines :LaminatePreview, and leaves a JSON
-- file that is no String Catalog alone.
local workspace = _G.LAMINATE_WORKSPACE
local here = debug.getinfo(1, "S").source:sub(2):match("(.*/)")
local lsp = dofile(here .. "neovim-lsp.lua")
local say, report = lsp.say, lsp.report

local function main()
  say("neovim " .. lsp.version_string())
  vim.lsp.enable("laminate")
  local client, recipe = lsp.check_attach(workspace, "recipe.md")
  vim.wait(lsp.timeout, function() return #lsp.laminate_diagnostics(recipe, "LAM007") > 0 end, 50)
  report(#lsp.laminate_diagnostics(recipe, "LAM007") > 0, "LAM007 for foregroundColor \"oragne\" arrived")
  report(vim.fn.exists(":LaminatePreview") == 2, ":LaminatePreview is defined")
  report(next(vim.api.nvim_get_hl(0, { name = "@lsp.type.ingredient" })) ~= nil,
    "the highlight group @lsp.type.ingredient is defined")

  vim.fn.writefile({ "# Notes", "", "^[x](fontWeight: \"bolt\")" }, workspace .. "/notes.amd")
  local notes_client = lsp.check_attach(workspace, "notes.amd")
  report(notes_client.id == client.id, "notes.amd is served by the same client")

  vim.fn.writefile({ "{}" }, workspace .. "/package.json")
  vim.cmd("edit " .. vim.fn.fnameescape(workspace .. "/package.json"))
  vim.wait(500)
  local json_clients = vim.tbl_filter(function(c) return c.name == "laminate" end, lsp.clients_of(0))
  report(#json_clients == 0, "package.json (no String Catalog) gets no Laminate")
end

lsp.run(main)
