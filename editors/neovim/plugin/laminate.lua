-- Loaded at startup when editors/neovim is on the runtimepath: the file
-- types Laminate serves that Neovim does not know, :LaminatePreview, and
-- the warning when vim.lsp.enable("laminate") finds no `laminate` (0.11+).
-- Starting the server is left to vim.lsp.enable("laminate") (0.11+, see
-- lsp/laminate.lua) or require("laminate").setup().
if vim.g.loaded_laminate then return end
vim.g.loaded_laminate = true

local support = require("laminate.support")
support.register_filetypes({ "amd" })
support.warn_when_missing()

vim.api.nvim_create_user_command("LaminatePreview", function(command) require("laminate").preview(command.fargs) end, {
  nargs = "*",
  complete = function() return { "allow-html", "stop" } end,
  desc = "Laminate: live preview of this buffer in the browser (allow-html, stop)",
})
