-- What both Neovim tests (neovim-smoke.lua on 0.7 and later,
-- neovim-current.lua on 0.11 and later) do through Neovim's own LSP client:
-- report a check, wait for the attached client, send a request, compare the
-- server's text with the buffer, convert positions. Loaded with `dofile`;
-- works on Neovim 0.7 and later.
local M = {}

local uv = vim.uv or vim.loop

-- How long any one thing may take, in milliseconds. Generous: CI machines
-- are shared and the server is a debug build.
M.timeout = 20000

function M.say(line)
  io.stdout:write(line .. "\n")
  io.stdout:flush()
end

-- The first failure ends the run with status 1: later checks would only
-- repeat it.
function M.report(ok, message)
  M.say((ok and "ok: " or "FAIL: ") .. message)
  if not ok then vim.cmd("cquit") end
end

-- Runs `main`, turning an error into a failure, then quits.
function M.run(main)
  local ok, problem = xpcall(main, debug.traceback)
  if not ok then
    M.say("FAIL: error in the test: " .. tostring(problem))
    vim.cmd("cquit")
  end
  vim.cmd("qall!")
end

function M.version_string()
  local v = vim.version()
  return string.format("%d.%d.%d", v.major, v.minor, v.patch)
end

-- Neovim 0.11 made client functions methods (`client:request`); before, they
-- were closures called with a dot.
local methods_take_self = vim.fn.has("nvim-0.11") == 1

function M.call(client, name, ...)
  if methods_take_self then return client[name](client, ...) end
  return client[name](...)
end

function M.clients_of(bufnr)
  if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = bufnr }) end
  local list = {}
  for _, client in pairs(vim.lsp.buf_get_clients(bufnr)) do table.insert(list, client) end
  return list
end

-- A client that is attached and has answered `initialize`.
local function initialized_client(bufnr)
  for _, client in ipairs(M.clients_of(bufnr)) do
    if client.name == "laminate" and client.server_capabilities ~= nil
        and (client.initialized == nil or client.initialized) then
      return client
    end
  end
  return nil
end

-- Sends a request through the client (which first flushes pending
-- didChange notifications) and waits for the answer.
function M.request(client, bufnr, method, params)
  local response, reason = M.call(client, "request_sync", method, params, M.timeout, bufnr)
  if response == nil then M.report(false, method .. " got no answer (" .. tostring(reason) .. ")") end
  local err = response.err or response.error
  if err ~= nil then M.report(false, method .. " failed: " .. vim.inspect(err)) end
  return response.result
end

-- The buffer's text as Neovim sends it in didOpen: lines joined with "\n",
-- and a final "\n" when 'eol' is set.
function M.buffer_text(bufnr)
  local text = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, true), "\n")
  if vim.bo[bufnr].eol then text = text .. "\n" end
  return text
end

-- A byte column in `line` as a column in the client's position encoding:
-- UTF-8 bytes, UTF-16 code units or code points.
function M.encoded_column(line, byte_column, encoding)
  if encoding == "utf-8" then return byte_column end
  local column = 0
  for index = 1, byte_column do
    local byte = line:byte(index)
    if byte < 0x80 or byte >= 0xC0 then
      column = column + 1
      -- A four-byte sequence is two UTF-16 code units.
      if byte >= 0xF0 and encoding ~= "utf-32" then column = column + 1 end
    end
  end
  return column
end

-- The zero-based row and byte column of the first `needle` in the buffer.
function M.find(bufnr, needle)
  for row, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, true)) do
    local start = line:find(needle, 1, true)
    if start then return row - 1, start - 1 end
  end
  M.report(false, "the buffer contains " .. vim.inspect(needle))
end

-- The LSP position of a zero-based row and byte column.
function M.position_at(client, bufnr, row, byte_column)
  local line = vim.api.nvim_buf_get_lines(bufnr, row, row + 1, true)[1]
  return { line = row, character = M.encoded_column(line, byte_column, client.offset_encoding or "utf-16") }
end

function M.position_of(client, bufnr, needle)
  local row, byte_column = M.find(bufnr, needle)
  return M.position_at(client, bufnr, row, byte_column)
end

function M.document(bufnr)
  return { uri = vim.uri_from_bufnr(bufnr) }
end

-- `laminate/documentText`: the server's copy must equal the buffer.
function M.check_server_text(client, bufnr, after)
  local result = M.request(client, bufnr, "laminate/documentText", { textDocument = M.document(bufnr) })
  local expected = M.buffer_text(bufnr)
  if result.text ~= expected then
    M.say("buffer:\n" .. vim.inspect(expected) .. "\nserver:\n" .. vim.inspect(result.text))
  end
  M.report(result.text == expected, "server text equals the buffer after " .. after)
end

function M.laminate_diagnostics(bufnr, code)
  local found = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(bufnr)) do
    local lsp = diagnostic.user_data and diagnostic.user_data.lsp or {}
    if (diagnostic.code or lsp.code) == code then table.insert(found, diagnostic) end
  end
  return found
end

function M.hover_text(client, bufnr, needle)
  local result = M.request(client, bufnr, "textDocument/hover",
    { textDocument = M.document(bufnr), position = M.position_of(client, bufnr, needle) })
  if result == nil then return "" end
  local contents = result.contents
  if type(contents) == "string" then return contents end
  if contents.value then return contents.value end
  local parts = {}
  for _, part in ipairs(contents) do table.insert(parts, type(part) == "string" and part or part.value or "") end
  return table.concat(parts, "\n")
end

-- Opens `path` (in `workspace`), waits for laminate to attach and checks its
-- root directory; returns the client and the buffer.
function M.check_attach(workspace, name)
  vim.cmd("edit " .. vim.fn.fnameescape(workspace .. "/" .. name))
  local bufnr = vim.api.nvim_get_current_buf()
  M.report(vim.bo[bufnr].filetype == "markdown", name .. " has filetype markdown (got '" .. vim.bo[bufnr].filetype .. "')")
  local client
  vim.wait(M.timeout, function()
    client = initialized_client(bufnr)
    return client ~= nil
  end, 50)
  M.report(client ~= nil, name .. ": laminate attached and answered initialize")
  M.report(client.config.root_dir == workspace or uv.fs_realpath(client.config.root_dir or "") == uv.fs_realpath(workspace),
    name .. ": root directory is the folder with .laminate.json (" .. tostring(client.config.root_dir) .. ")")
  -- Give the server time to handle didOpen, then make sure it is still up.
  vim.wait(500)
  M.report(not M.call(client, "is_stopped"), name .. ": server still running after didOpen")
  return client, bufnr
end

return M
