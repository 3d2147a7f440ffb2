-- The checks of neovim-smoke.sh, run inside a headless Neovim that loaded
-- editors/neovim (the shipped configuration). Everything goes through
-- Neovim's own LSP client: what a user's Neovim would do, not a hand-written
-- protocol transcript. Works on Neovim 0.7 and later; each wait is bounded.
--
-- Globals set by the script: LAMINATE_BINARY, LAMINATE_WORKSPACE (a folder
-- holding .laminate.json, recipe.md and notes.amd).
local laminate, workspace = _G.LAMINATE_BINARY, _G.LAMINATE_WORKSPACE
local uv = vim.uv or vim.loop

-- How long any one thing may take, in milliseconds. Generous: CI machines
-- are shared and the server is a debug build.
local timeout = 20000

local function say(line)
  io.stdout:write(line .. "\n")
  io.stdout:flush()
end

-- The first failure ends the run with status 1: later checks would only
-- repeat it.
local function report(ok, message)
  say((ok and "ok: " or "FAIL: ") .. message)
  if not ok then vim.cmd("cquit") end
end

local function version_string()
  local v = vim.version()
  return string.format("%d.%d.%d", v.major, v.minor, v.patch)
end

-- Neovim 0.11 made client functions methods (`client:request`); before, they
-- were closures called with a dot.
local methods_take_self = vim.fn.has("nvim-0.11") == 1

local function call(client, name, ...)
  if methods_take_self then return client[name](client, ...) end
  return client[name](...)
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

-- Sends a request through the client (which first flushes pending
-- didChange notifications) and waits for the answer.
local function request(client, bufnr, method, params)
  local response, reason = call(client, "request_sync", method, params, timeout, bufnr)
  if response == nil then report(false, method .. " got no answer (" .. tostring(reason) .. ")") end
  local err = response.err or response.error
  if err ~= nil then report(false, method .. " failed: " .. vim.inspect(err)) end
  return response.result
end

-- The buffer's text as Neovim sends it in didOpen: lines joined with "\n",
-- and a final "\n" when 'eol' is set.
local function buffer_text(bufnr)
  local text = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, true), "\n")
  if vim.bo[bufnr].eol then text = text .. "\n" end
  return text
end

-- A byte column in `line` as a column in the client's position encoding:
-- UTF-8 bytes, UTF-16 code units or code points.
local function encoded_column(line, byte_column, encoding)
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
local function find(bufnr, needle)
  for row, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, true)) do
    local start = line:find(needle, 1, true)
    if start then return row - 1, start - 1 end
  end
  report(false, "the buffer contains " .. vim.inspect(needle))
end

local function position_of(client, bufnr, needle)
  local row, byte_column = find(bufnr, needle)
  local line = vim.api.nvim_buf_get_lines(bufnr, row, row + 1, true)[1]
  return { line = row, character = encoded_column(line, byte_column, client.offset_encoding or "utf-16") }
end

local function document(bufnr)
  return { uri = vim.uri_from_bufnr(bufnr) }
end

-- `laminate/documentText`: the server's copy must equal the buffer.
local function check_server_text(client, bufnr, after)
  local result = request(client, bufnr, "laminate/documentText", { textDocument = document(bufnr) })
  local expected = buffer_text(bufnr)
  if result.text ~= expected then
    say("buffer:\n" .. vim.inspect(expected) .. "\nserver:\n" .. vim.inspect(result.text))
  end
  report(result.text == expected, "server text equals the buffer after " .. after)
end

local function laminate_diagnostics(bufnr, code)
  local found = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(bufnr)) do
    local lsp = diagnostic.user_data and diagnostic.user_data.lsp or {}
    if (diagnostic.code or lsp.code) == code then table.insert(found, diagnostic) end
  end
  return found
end

local function hover_text(client, bufnr, needle)
  local result = request(client, bufnr, "textDocument/hover",
    { textDocument = document(bufnr), position = position_of(client, bufnr, needle) })
  if result == nil then return "" end
  local contents = result.contents
  if type(contents) == "string" then return contents end
  if contents.value then return contents.value end
  local parts = {}
  for _, part in ipairs(contents) do table.insert(parts, type(part) == "string" and part or part.value or "") end
  return table.concat(parts, "\n")
end

local function check_attach(name)
  vim.cmd("edit " .. vim.fn.fnameescape(workspace .. "/" .. name))
  local bufnr = vim.api.nvim_get_current_buf()
  report(vim.bo[bufnr].filetype == "markdown", name .. " has filetype markdown (got '" .. vim.bo[bufnr].filetype .. "')")
  local client
  vim.wait(timeout, function()
    client = initialized_client(bufnr)
    return client ~= nil
  end, 50)
  report(client ~= nil, name .. ": laminate attached and answered initialize")
  report(client.config.root_dir == workspace or uv.fs_realpath(client.config.root_dir or "") == uv.fs_realpath(workspace),
    name .. ": root directory is the folder with .laminate.json (" .. tostring(client.config.root_dir) .. ")")
  -- Give the server time to handle didOpen, then make sure it is still up.
  vim.wait(500)
  report(not call(client, "is_stopped"), name .. ": server still running after didOpen")
  return client, bufnr
end

local function check_diagnostics(bufnr)
  vim.wait(timeout, function() return #laminate_diagnostics(bufnr, "LAM006") > 0 end, 50)
  local found = laminate_diagnostics(bufnr, "LAM006")
  report(#found > 0, "LAM006 diagnostic for alignment \"centre\" arrived (vim.diagnostic.get has "
    .. #vim.diagnostic.get(bufnr) .. " diagnostics)")
  local row = find(bufnr, "centre")
  report(found[1].lnum == row, "LAM006 is on line " .. (row + 1) .. " (got " .. (found[1].lnum + 1) .. ")")
end

local function check_semantic_tokens(client, bufnr)
  local tokens = vim.lsp.semantic_tokens
  if vim.fn.has("nvim-0.9") == 0 or tokens == nil or tokens.get_at_pos == nil then
    say("skip: semantic tokens need Neovim 0.9 or later (this is " .. version_string() .. ")")
    return
  end
  report(client.server_capabilities.semanticTokensProvider ~= nil, "server offers semantic tokens")
  -- get_at_pos takes a byte column.
  local row, column = find(bufnr, "butter")
  local function ingredient_token()
    for _, token in ipairs(tokens.get_at_pos(bufnr, row, column) or {}) do
      if token.type == "ingredient" then return token end
    end
    return nil
  end
  vim.wait(timeout, function() return ingredient_token() ~= nil end, 50)
  report(ingredient_token() ~= nil, "semantic token 'ingredient' on \"butter\"")
end

-- Edits through the buffer API, as plugins and typing make them; Neovim
-- turns each into an incremental didChange in the negotiated encoding.
local function check_edits(client, bufnr)
  local api = vim.api
  local row, column = find(bufnr, "^[butter]")
  api.nvim_buf_set_text(bufnr, row, column, row, column, { "crème fraîche and " })
  check_server_text(client, bufnr, "inserting accented text")

  local heading = api.nvim_buf_get_lines(bufnr, 0, 1, true)[1]
  api.nvim_buf_set_text(bufnr, 0, #heading, 0, #heading, { " 🥞" })
  check_server_text(client, bufnr, "appending an astral-plane emoji")

  row, column = find(bufnr, "🥞")
  api.nvim_buf_set_text(bufnr, row, column + 4, row, column + 4, { " パンケーキ" })
  check_server_text(client, bufnr, "inserting CJK text after the emoji")

  row = find(bufnr, "warm milk")
  local line = api.nvim_buf_get_lines(bufnr, row, row + 1, true)[1]
  api.nvim_buf_set_text(bufnr, row, #line, row, #line, { "", "Rest the batter — ½ hour is better." })
  check_server_text(client, bufnr, "splitting a line")

  local half_row, half_column = find(bufnr, "½")
  api.nvim_buf_set_text(bufnr, row, #line - 1, half_row, half_column, { " " })
  check_server_text(client, bufnr, "deleting across a line break")

  -- Typing, one character at a time with no pause: the client coalesces
  -- these into fewer notifications. Setting 'undolevels' to itself closes
  -- the undo block first, so that undo reverts only the typing.
  vim.cmd("let &undolevels = &undolevels")
  row = find(bufnr, "# ")
  for _, character in ipairs({ "¡", "H", "o", "l", "a", ",", " ", "世", "界", "!", " " }) do
    local position = api.nvim_buf_get_lines(bufnr, row, row + 1, true)[1]:find("Pancakes", 1, true) - 1
    api.nvim_buf_set_text(bufnr, row, position, row, position, { character })
  end
  check_server_text(client, bufnr, "typing eleven characters")

  vim.cmd("silent undo")
  check_server_text(client, bufnr, "undo")
  local heading_after_undo = api.nvim_buf_get_lines(bufnr, 0, 1, true)[1]
  report(heading_after_undo == "# Pancakes 🥞 パンケーキ", "undo reverted the typing alone (" .. heading_after_undo .. ")")

  api.nvim_buf_set_lines(bufnr, -1, -1, true, { "", "- ^[salt](ingredient: 5)" })
  check_server_text(client, bufnr, "appending lines")

  -- Fixing the problem clears its diagnostic.
  row, column = find(bufnr, "centre")
  api.nvim_buf_set_text(bufnr, row, column, row, column + #"centre", { "center" })
  check_server_text(client, bufnr, "replacing a word")
  vim.wait(timeout, function() return #laminate_diagnostics(bufnr, "LAM006") == 0 end, 50)
  report(#laminate_diagnostics(bufnr, "LAM006") == 0, "LAM006 cleared after the fix")

  -- Hover on the span's closing parenthesis, after accented letters earlier
  -- on the same line: a column counted in bytes instead of the negotiated
  -- encoding would land past the span and find nothing.
  local text = hover_text(client, bufnr, ") into")
  report(text:find("Ingredient 3", 1, true) ~= nil,
    "hover at the end of the butter span, after accented text, names Ingredient 3 ("
    .. tostring(client.offset_encoding) .. " positions)")

  api.nvim_buf_set_lines(bufnr, 0, 1, true, {})
  check_server_text(client, bufnr, "deleting the first line")
end

local function main()
  say("neovim " .. version_string())
  require("laminate").setup({ cmd = { laminate, "lsp" } })

  local client, bufnr = check_attach("recipe.md")
  check_diagnostics(bufnr)
  local text = hover_text(client, bufnr, "butter")
  report(text:find("Ingredient 3", 1, true) ~= nil, "hover on ingredient \"butter\" names Ingredient 3 ("
    .. vim.inspect(text:sub(1, 40)) .. "…)")
  check_semantic_tokens(client, bufnr)
  check_server_text(client, bufnr, "opening")
  check_edits(client, bufnr)

  local _, notes = check_attach("notes.amd")
  check_diagnostics(notes)
  report(#clients_of(0) == 1, "one laminate client serves both buffers")
  report(not call(client, "is_stopped"), "server still running after all checks")
end

local ok, problem = xpcall(main, debug.traceback)
if not ok then
  say("FAIL: error in the smoke test: " .. tostring(problem))
  vim.cmd("cquit")
end
vim.cmd("qall!")
