-- When `laminate` cannot be found, the Neovim setup says so once, at WARN
-- (vim.notify), and starts nothing: run with PATH holding no `laminate`.
-- The setup is the global LAMINATE_SETUP: "setup" for
-- require("laminate").setup() (every Neovim), "enable" for
-- vim.lsp.enable("laminate") alone (0.11+, lsp/laminate.lua).
local workspace = _G.LAMINATE_WORKSPACE
local here = debug.getinfo(1, "S").source:sub(2):match("(.*/)")
local lsp = dofile(here .. "neovim-lsp.lua")
local say, report = lsp.say, lsp.report

local function main()
  say("neovim " .. lsp.version_string() .. ", " .. _G.LAMINATE_SETUP)
  -- PATH without laminate (the smoke scripts may have put it first).
  vim.env.PATH = vim.fn.tempname()
  report(vim.fn.executable("laminate") == 0, "no `laminate` on PATH")
  local notes = {}
  vim.notify = function(message, level) table.insert(notes, { message = message, level = level }) end
  if _G.LAMINATE_SETUP == "enable" then
    vim.lsp.enable("laminate")
  else
    require("laminate").setup()
  end
  -- Two Markdown buffers and a Swift one: still one warning.
  for _, name in ipairs({ "recipe.md", "notes.md", "View.swift" }) do
    vim.cmd("edit " .. vim.fn.fnameescape(workspace .. "/" .. name))
  end
  vim.wait(1000, function() return false end, 50)
  local warnings = vim.tbl_filter(function(note) return note.level == vim.log.levels.WARN end, notes)
  report(#notes == 1 and #warnings == 1, string.format("one warning, at WARN (%s)", vim.inspect(notes)))
  local message = (notes[1] or {}).message or ""
  report(message:find("`laminate` was not found", 1, true) ~= nil and message:find("PATH", 1, true) ~= nil,
    "it names the missing command and what to do: " .. message)
  local started = 0
  for _, client in pairs(vim.lsp.get_clients and vim.lsp.get_clients() or vim.lsp.get_active_clients()) do
    if client.name == "laminate" then started = started + 1 end
  end
  report(started == 0, "no client started")
end

lsp.run(main)
