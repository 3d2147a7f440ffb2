-- Renames a file or folder so that the links to it follow: asks every
-- attached server that takes `workspace/willRenameFiles` for the matching
-- path (Laminate: Markdown files and folders) for its edit, applies it,
-- renames with `vim.lsp.util.rename` (which moves open buffers along),
-- then tells the servers with `workspace/didRenameFiles`. Neovim's own
-- rename does only the middle step.
--
--   require("laminate.rename").rename(old_path, new_path)
--
-- Needs Neovim 0.10 or later (vim.glob, vim.fs.normalize).
local M = {}

local methods = { will = "workspace/willRenameFiles", did = "workspace/didRenameFiles" }

-- Whether `path` matches one of the filters a server gave for `kind`
-- ("willRename" or "didRename").
local function matches(client, kind, path, is_folder)
  local operations = vim.tbl_get(client.server_capabilities or {}, "workspace", "fileOperations", kind)
  if not operations then return false end
  for _, filter in ipairs(operations.filters or {}) do
    local wanted = filter.pattern.matches
    if (filter.scheme == nil or filter.scheme == "file")
        and (wanted == nil or wanted == (is_folder and "folder" or "file"))
        and vim.glob.to_lpeg(filter.pattern.glob):match(path) then
      return true
    end
  end
  return false
end

function M.rename(old_path, new_path)
  old_path = vim.fs.normalize(vim.fn.fnamemodify(old_path, ":p")):gsub("/$", "")
  new_path = vim.fs.normalize(vim.fn.fnamemodify(new_path, ":p")):gsub("/$", "")
  local stat = vim.uv.fs_stat(old_path)
  local is_folder = stat ~= nil and stat.type == "directory"
  local params = { files = { { oldUri = vim.uri_from_fname(old_path), newUri = vim.uri_from_fname(new_path) } } }
  local clients = vim.lsp.get_clients()
  for _, client in ipairs(clients) do
    if matches(client, "willRename", old_path, is_folder) then
      local response = client:request_sync(methods.will, params, 10000)
      if response and response.err then
        vim.notify(client.name .. ": " .. tostring(response.err.message), vim.log.levels.WARN)
      elseif response and response.result then
        vim.lsp.util.apply_workspace_edit(response.result, client.offset_encoding)
      end
    end
  end
  vim.lsp.util.rename(old_path, new_path)
  for _, client in ipairs(clients) do
    if matches(client, "didRename", old_path, is_folder) then client:notify(methods.did, params) end
  end
end

return M
