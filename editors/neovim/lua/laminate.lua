-- Starts `laminate lsp` for Markdown buffers in Neovim.
--
-- Works with every Neovim that has a built-in LSP client:
--   * 0.11 and later: configures lsp/laminate.lua's entry with the options
--     and enables it (without options, vim.lsp.enable("laminate") alone
--     does the same);
--   * 0.8 to 0.10: `vim.lsp.start` from a FileType autocommand;
--   * 0.7: `vim.lsp.start_client` + `vim.lsp.buf_attach_client` (Debian 12).
--
-- Usage (init.lua):  require("laminate").setup()
-- Options: cmd (default {"laminate", "lsp"}), filetypes (default
-- {"markdown"}), root_markers, extensions (extra file extensions that are
-- Markdown, default {"amd"}), settings (sent as workspace configuration),
-- highlights (default true: define the highlight groups of
-- laminate/highlights.lua, which show span attributes as they will look),
-- app_strings (default true: also attach to String Catalogs, `.strings`
-- files and Swift sources, beside their own servers such as sourcekit-lsp;
-- Laminate answers only inside their strings).
--
-- Defines :LaminatePreview [allow-html|stop]: the live preview of the
-- current buffer in the browser, fed by the server's copy of the text.
local M = {}

local support = require("laminate.support")

-- The table of lsp/laminate.lua (what vim.lsp.enable("laminate") uses on
-- 0.11+), read from beside this file, so both setups start the same server.
local function shared_config()
  local here = debug.getinfo(1, "S").source:sub(2):match("(.*/)") or "./"
  return dofile(here .. "../lsp/laminate.lua")
end

local base = shared_config()

-- The filetypes of app strings: JSON only for `.xcstrings` files (see
-- support.serves).
local app_string_filetypes = { "swift", "json", "strings" }

local defaults = {
  cmd = base.cmd,
  filetypes = { "markdown" },
  root_markers = base.root_markers,
  extensions = { "amd" },
  settings = {},
  highlights = true,
  app_strings = true,
}

local find_root = support.find_root
local serves = support.serves

-- Neovim 0.7: one client per root directory, attached to each buffer.
local clients_by_root = {}

local function start_legacy(options, bufnr)
  local path = vim.api.nvim_buf_get_name(bufnr)
  local root = find_root(path ~= "" and path or vim.fn.getcwd() .. "/x", options.root_markers)
  local client_id = clients_by_root[root]
  if not client_id or not vim.lsp.get_client_by_id(client_id) then
    client_id = vim.lsp.start_client({
      name = "laminate",
      cmd = options.cmd,
      root_dir = root,
      settings = options.settings,
    })
    clients_by_root[root] = client_id
  end
  if client_id then vim.lsp.buf_attach_client(bufnr, client_id) end
end

-- The Laminate client attached to `bufnr`, if any.
local function client_for(bufnr)
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = bufnr, name = "laminate" })[1]
  end
  for _, client in pairs(vim.lsp.buf_get_clients(bufnr)) do
    if client.name == "laminate" then return client end
  end
end

-- :LaminatePreview: asks the server for the buffer's preview. Neovim 0.10+
-- opens the page itself (the server's window/showDocument, with
-- vim.ui.open); the URL is echoed in any case.
function M.preview(options)
  local bufnr = vim.api.nvim_get_current_buf()
  local client = client_for(bufnr)
  if not client then
    vim.notify("laminate: no Laminate server for this buffer", vim.log.levels.WARN)
    return
  end
  local arguments = { vim.uri_from_bufnr(bufnr) }
  for _, option in ipairs(options or {}) do table.insert(arguments, option) end
  local params = { command = "laminate.preview", arguments = arguments }
  local function handler(err, result)
    if err then
      vim.notify("laminate.preview: " .. err.message, vim.log.levels.ERROR)
    elseif result and result ~= vim.NIL then
      vim.notify("Laminate preview: " .. result)
    else
      vim.notify("Laminate preview stopped")
    end
  end
  -- `client:request` from 0.11 (the dot form is deprecated there).
  if vim.fn.has("nvim-0.11") == 1 then
    client:request("workspace/executeCommand", params, handler, bufnr)
  else
    client.request("workspace/executeCommand", params, handler, bufnr)
  end
end

function M.setup(user_options)
  local options = vim.tbl_deep_extend("force", defaults, user_options or {})
  support.register_filetypes(options.extensions)
  if options.app_strings then
    options.filetypes = vim.list_extend(vim.deepcopy(options.filetypes), app_string_filetypes)
  end
  vim.api.nvim_create_user_command("LaminatePreview", function(command) M.preview(command.fargs) end, {
    nargs = "*",
    complete = function() return { "allow-html", "stop" } end,
    desc = "Laminate: live preview of this buffer in the browser (allow-html, stop)",
  })
  vim.g.laminate_highlights = options.highlights
  if options.highlights then require("laminate.highlights").setup() end

  if vim.lsp.config and vim.lsp.enable then
    -- Over lsp/laminate.lua, whose root_dir reads the cmd and root_markers
    -- given here.
    vim.lsp.config("laminate", {
      cmd = options.cmd,
      filetypes = options.filetypes,
      root_markers = options.root_markers,
      settings = options.settings,
    })
    vim.lsp.enable("laminate")
    support.warn_when_missing()
    return
  end

  local group = vim.api.nvim_create_augroup("laminate", { clear = true })
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = options.filetypes,
    callback = function(event)
      if not serves(event.buf) or not support.command_found(options.cmd) then return end
      if vim.lsp.start then
        local path = vim.api.nvim_buf_get_name(event.buf)
        vim.lsp.start({
          name = "laminate",
          cmd = options.cmd,
          root_dir = find_root(path ~= "" and path or vim.fn.getcwd() .. "/x", options.root_markers),
          settings = options.settings,
        }, { bufnr = event.buf })
      else
        start_legacy(options, event.buf)
      end
    end,
  })
end

return M
