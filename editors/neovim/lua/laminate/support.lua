-- What lsp/laminate.lua (Neovim 0.11+) and require("laminate").setup()
-- share: which buffers Laminate serves, where a buffer's project root is,
-- the file types it adds, and the one warning when `laminate` is missing.
local M = {}

-- `vim.uv` from 0.10 on, `vim.loop` before.
local uv = vim.uv or vim.loop

-- Whether Laminate serves buffer `bufnr`: a JSON buffer only when it is a
-- String Catalog (every other JSON file belongs to other servers).
function M.serves(bufnr)
  if vim.bo[bufnr].filetype ~= "json" then return true end
  return vim.api.nvim_buf_get_name(bufnr):match("%.xcstrings$") ~= nil
end

-- The nearest directory above `path` holding one of `markers`, else the
-- file's own directory: a lone file still gets a server.
function M.find_root(path, markers)
  local dir = vim.fn.fnamemodify(path, ":p:h")
  while dir and dir ~= "" do
    for _, marker in ipairs(markers) do
      if uv.fs_stat(dir .. "/" .. marker) then
        return dir
      end
    end
    local parent = vim.fn.fnamemodify(dir, ":h")
    if parent == dir then break end
    dir = parent
  end
  return vim.fn.fnamemodify(path, ":p:h")
end

-- Markdown under extra extensions (`.amd`), and the app string files:
-- `.xcstrings` is JSON, `.strings` a filetype of its own.
function M.register_filetypes(markdown_extensions)
  local map = { xcstrings = "json", strings = "strings" }
  for _, extension in ipairs(markdown_extensions or {}) do map[extension] = "markdown" end
  -- `vim.filetype.add` exists in 0.7 but only takes effect there when the
  -- opt-in filetype.lua is on, so 0.7 gets autocommands instead.
  if vim.fn.has("nvim-0.8") == 1 and vim.filetype and vim.filetype.add then
    vim.filetype.add({ extension = map })
  else
    for extension, filetype in pairs(map) do
      vim.cmd("autocmd BufRead,BufNewFile *." .. extension .. " setfiletype " .. filetype)
    end
  end
end

local warned = false

-- Whether the server command `cmd` (a list) can be run; when it cannot,
-- says so once per Neovim session, at WARN so that it is seen (the
-- server's own messages go to :LspLog).
function M.command_found(cmd)
  local program = type(cmd) == "table" and cmd[1] or nil
  if type(cmd) == "function" or (program and vim.fn.executable(program) == 1) then return true end
  if not warned then
    warned = true
    vim.notify(string.format(
      "laminate: %s was not found, so Markdown buffers get no Laminate. Build it (swift build -c release) "
        .. "and put .build/release on PATH, or set cmd to its full path.",
      program and ("`" .. program .. "`") or "the server command"), vim.log.levels.WARN)
  end
  return false
end

-- Neovim 0.11+ skips an enabled configuration whose command cannot be run
-- without a word, so the warning is given from a FileType autocommand: for
-- a buffer of one of the configuration's filetypes, while "laminate" is
-- enabled.
function M.warn_when_missing()
  if vim.fn.has("nvim-0.11") == 0 then return end
  local group = vim.api.nvim_create_augroup("laminate_missing", { clear = true })
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    callback = function(event)
      local enabled
      if vim.lsp.is_enabled then
        enabled = vim.lsp.is_enabled("laminate")
      else
        enabled = (vim.lsp._enabled_configs or {}).laminate ~= nil
      end
      if not enabled or warned then return end
      local config = vim.lsp.config.laminate
      if not config or not vim.tbl_contains(config.filetypes or {}, vim.bo[event.buf].filetype) then return end
      if M.serves(event.buf) then M.command_found(config.cmd) end
    end,
  })
end

return M
