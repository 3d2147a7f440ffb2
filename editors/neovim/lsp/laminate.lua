-- Laminate's configuration for Neovim 0.11 and later: with editors/neovim
-- on the runtimepath,
--
--   vim.lsp.enable("laminate")
--
-- is the whole setup. Change any field with vim.lsp.config("laminate",
-- { cmd = { "/path/to/laminate", "lsp" } }) before or after enabling.
-- `require("laminate").setup()` reuses this table (and works on 0.7-0.10).
--
-- Markdown buffers, and the strings of app string files: Swift sources,
-- `.strings` files and String Catalogs (`.xcstrings`, filetype json; other
-- JSON files get no Laminate). plugin/laminate.lua maps `.amd`, `.xcstrings`
-- and `.strings` to their filetypes and defines :LaminatePreview.
local support = require("laminate.support")

local config = {
  cmd = { "laminate", "lsp" },
  filetypes = { "markdown", "swift", "json", "strings" },
  root_markers = { ".laminate.json", ".git" },
}

-- A function as well as root_markers (Neovim uses root_dir when both are
-- set): a JSON buffer that is no String Catalog gets no server, and a
-- missing `laminate` is said once instead of failing on every buffer.
config.root_dir = function(bufnr, on_dir)
  if not support.serves(bufnr) then return end
  local resolved = vim.lsp.config and vim.lsp.config.laminate or config
  if not support.command_found(resolved.cmd) then return end
  local path = vim.api.nvim_buf_get_name(bufnr)
  on_dir(support.find_root(path ~= "" and path or vim.fn.getcwd() .. "/x", resolved.root_markers or config.root_markers))
end

-- The highlight groups that show span attributes as they will look
-- (laminate/highlights.lua), once a server is attached; `vim.g.laminate_highlights
-- = false` leaves them out.
config.on_attach = function()
  if vim.g.laminate_highlights ~= false then require("laminate.highlights").setup() end
end

return config
