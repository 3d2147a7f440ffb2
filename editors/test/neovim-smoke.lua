-- The checks of neovim-smoke.sh, run inside a headless Neovim that loaded
-- editors/neovim (the shipped configuration). Everything goes through
-- Neovim's own LSP client: what a user's Neovim would do, not a hand-written
-- protocol transcript. Works on Neovim 0.7 and later; each wait is bounded.
--
-- Globals set by the script: LAMINATE_BINARY, LAMINATE_WORKSPACE (a folder
-- holding .laminate.json, recipe.md and notes.amd).
local laminate, workspace = _G.LAMINATE_BINARY, _G.LAMINATE_WORKSPACE
-- The helpers both Neovim tests share, next to this file.
local lsp = dofile(debug.getinfo(1, "S").source:sub(2):match("(.*/)") .. "neovim-lsp.lua")
local say, report, call, find, timeout = lsp.say, lsp.report, lsp.call, lsp.find, lsp.timeout
local check_server_text, laminate_diagnostics, hover_text = lsp.check_server_text, lsp.laminate_diagnostics, lsp.hover_text

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
    say("skip: semantic tokens need Neovim 0.9 or later (this is " .. lsp.version_string() .. ")")
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

-- :LaminatePreview through the shipped command: the server answers with
-- the page's URL (echoed); Neovim 0.10+ is asked to open it, through
-- vim.ui.open, stubbed here so that no browser starts. Then `stop`.
local function check_preview()
  local messages, opened = {}, nil
  local notify, open = vim.notify, vim.ui.open
  vim.notify = function(message) table.insert(messages, message) end
  vim.ui.open = function(uri)
    opened = uri
    return { wait = function() return { code = 0 } end }
  end
  local function said(pattern)
    for _, message in ipairs(messages) do
      local found = message:match(pattern)
      if found then return found end
    end
  end
  vim.cmd("LaminatePreview")
  vim.wait(timeout, function() return said("^Laminate preview: (http://127%.0%.0%.1:%d+/%x+/)$") ~= nil end, 50)
  local url = said("^Laminate preview: (http://127%.0%.0%.1:%d+/%x+/)$")
  report(url ~= nil, ":LaminatePreview echoed the page's URL (" .. vim.inspect(messages) .. ")")
  if vim.fn.has("nvim-0.10") == 1 then
    vim.wait(timeout, function() return opened ~= nil end, 50)
    report(opened == url, "Neovim was asked to open it (window/showDocument → vim.ui.open)")
  else
    say("skip: window/showDocument needs Neovim 0.10 or later (this is " .. lsp.version_string() .. ")")
  end
  vim.cmd("LaminatePreview stop")
  vim.wait(timeout, function() return said("^Laminate preview stopped$") ~= nil end, 50)
  report(said("^Laminate preview stopped$") ~= nil, ":LaminatePreview stop stopped it")
  vim.notify, vim.ui.open = notify, open
end

local function main()
  say("neovim " .. lsp.version_string())
  require("laminate").setup({ cmd = { laminate, "lsp" } })

  local client, bufnr = lsp.check_attach(workspace, "recipe.md")
  check_diagnostics(bufnr)
  local text = hover_text(client, bufnr, "butter")
  report(text:find("Ingredient 3", 1, true) ~= nil, "hover on ingredient \"butter\" names Ingredient 3 ("
    .. vim.inspect(text:sub(1, 40)) .. "…)")
  check_semantic_tokens(client, bufnr)
  check_server_text(client, bufnr, "opening")
  check_edits(client, bufnr)
  check_preview()

  local _, notes = lsp.check_attach(workspace, "notes.amd")
  check_diagnostics(notes)
  report(#lsp.clients_of(0) == 1, "one laminate client serves both buffers")
  report(not call(client, "is_stopped"), "server still running after all checks")
end

lsp.run(main)
