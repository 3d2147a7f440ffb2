-- The checks of neovim-current.sh, run inside a headless Neovim 0.11 or
-- later that loaded only editors/neovim (`require("laminate").setup()`):
-- what a user's current Neovim shows (the highlight a span resolves to) and
-- does (code actions applied through `vim.lsp.buf.code_action`), through
-- Neovim's own LSP client. Each wait is bounded.
--
-- Globals set by the script: LAMINATE_BINARY, LAMINATE_WORKSPACE (a copy of
-- editors/example plus wide.md, whose spans follow emoji and CJK text).
local laminate, workspace = _G.LAMINATE_BINARY, _G.LAMINATE_WORKSPACE
local here = debug.getinfo(1, "S").source:sub(2):match("(.*/)")
local lsp = dofile(here .. "neovim-lsp.lua")
local looks = dofile(here .. "neovim-looks.lua")
local say, report, find, timeout = lsp.say, lsp.report, lsp.find, lsp.timeout

local api = vim.api

-- The server's token of `token_type` at a zero-based row and byte column,
-- from the last tokens Neovim received (extmarks move with edits; these
-- do not, so they show that the server's tokens followed an edit).
local function token_at(bufnr, row, column, token_type)
  for _, token in ipairs(vim.lsp.semantic_tokens.get_at_pos(bufnr, row, column) or {}) do
    if token.type == token_type then return token end
  end
  return nil
end

-- Waits until the text after `prefix` (e.g. "^[" for a span's text) at the
-- first `needle` has a token of `token_type` and looks as `shows` wants,
-- then reports.
local function check_look(bufnr, needle, prefix, token_type, what, shows)
  local row, column = find(bufnr, needle)
  column = column + #prefix
  local wanted = "@lsp.type." .. token_type .. ".markdown"
  local token, look, groups
  local function satisfied()
    token = token_at(bufnr, row, column, token_type)
    look, groups = looks.look_at(bufnr, row, column)
    return token ~= nil and vim.tbl_contains(groups, wanted) and shows(look)
  end
  vim.wait(timeout, satisfied, 50)
  report(satisfied(), string.format("%s, at line %d byte %d: %s from %s (token modifiers: %s)",
    what, row + 1, column, looks.describe(look), table.concat(groups, " "),
    table.concat(vim.tbl_keys(token and token.modifiers or {}), " ")))
end

local function check_looks(bufnr)
  check_look(bufnr, "^[卵]", "^[", "ingredient", "the ingredient 卵 after emoji and CJK shows green",
    function(look) return looks.dominated_by(look.fg, 2) end)
  check_look(bufnr, "*^[ふわふわ]", "*^[", "attributedText", "*^[ふわふわ](…)* shows italic",
    function(look) return look.italic == true end)
  check_look(bufnr, "^[バター]", "^[", "attributedText", "fontWeight \"bold\" shows bold",
    function(look) return look.bold == true end)
  check_look(bufnr, "^[斜め]", "^[", "attributedText", "an italic font shows italic",
    function(look) return look.italic == true end)
  check_look(bufnr, "^[泡]", "^[", "attributedText", "underlineStyle shows underlined",
    function(look) return look.underline == true end)
  check_look(bufnr, "^[牛乳]", "^[", "attributedText", "foregroundColor \"red\" shows red",
    function(look) return looks.dominated_by(look.fg, 1) end)
end

-- Every token type and modifier the server's legend names has a group in
-- laminate/highlights.lua, so none shows as plain text by oversight.
local function check_legend_groups(client)
  local legend = client.server_capabilities.semanticTokensProvider.legend
  local groups = require("laminate.highlights").groups()
  local missing = {}
  for _, type in ipairs(legend.tokenTypes) do
    if groups["@lsp.type." .. type] == nil then table.insert(missing, "@lsp.type." .. type) end
  end
  for _, modifier in ipairs(legend.tokenModifiers) do
    if groups["@lsp.mod." .. modifier] == nil then table.insert(missing, "@lsp.mod." .. modifier) end
  end
  report(#missing == 0, string.format("a highlight group for each of the legend's %d types and %d modifiers%s",
    #legend.tokenTypes, #legend.tokenModifiers, #missing > 0 and " (missing: " .. table.concat(missing, " ") .. ")" or ""))
end

-- The groups survive a colour scheme (`:colorscheme` clears the groups it
-- does not define; Laminate sets them again), and a group the user set
-- wins over Laminate's (they are set with `default = true`).
local function check_colour_schemes(bufnr)
  vim.cmd("colorscheme default")
  check_look(bufnr, "^[牛乳]", "^[", "attributedText", "after :colorscheme, foregroundColor \"red\" still shows red",
    function(look) return looks.dominated_by(look.fg, 1) end)
  api.nvim_set_hl(0, "@lsp.type.ingredient", { fg = "#2060FF" })
  vim.cmd("doautocmd ColorScheme")
  check_look(bufnr, "^[卵]", "^[", "ingredient", "the user's own @lsp.type.ingredient (blue) wins",
    function(look) return looks.dominated_by(look.fg, 3) end)
  vim.cmd("colorscheme default")
end

-- The titles of the actions the server offers for a range, for the failure
-- message when the wanted one is not among them.
local function offered_titles(client, bufnr, range)
  local params = vim.lsp.util.make_given_range_params(range.start, range["end"], bufnr, client.offset_encoding)
  local diagnostics = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(bufnr, { lnum = range.start[1] - 1 })) do
    table.insert(diagnostics, diagnostic.user_data.lsp)
  end
  params.context = { diagnostics = diagnostics, triggerKind = 1 }
  local titles, deferred = {}, {}
  for _, action in ipairs(lsp.request(client, bufnr, "textDocument/codeAction", params) or {}) do
    table.insert(titles, action.title)
    -- Costly actions come without edits, for codeAction/resolve to fill in.
    if action.edit == nil then deferred[action.title] = true end
  end
  return titles, deferred
end

-- The 1-based index in `text` of its last character's first byte.
local function last_character_start(text)
  local index = #text
  while index > 1 and text:byte(index) >= 0x80 and text:byte(index) < 0xC0 do index = index - 1 end
  return index
end

-- Selects `needle` (its first occurrence), applies the one action titled
-- `title` the way a user would, and checks that the buffer then reads
-- `expected(before)`.
--
-- `range` is a one-based row and byte columns, the end inclusive: Neovim
-- adds one unit of the position encoding to it. With `as_visual`, the end is
-- what a visual selection gives, the first byte of the last character: in
-- UTF-8, one byte past it is inside that character, which the server reads
-- as the character's end (a non-empty range keeps the character it reaches
-- into). Otherwise the end is the needle's last byte, exact in every encoding.
local function check_code_action(client, bufnr, needle, title, expected, as_visual)
  local row, column = find(bufnr, needle)
  local last = as_visual and last_character_start(needle) or #needle
  local range = { start = { row + 1, column }, ["end"] = { row + 1, column + last - 1 } }
  local titles, deferred = offered_titles(client, bufnr, range)
  report(vim.tbl_contains(titles, title), string.format("%q offered for %q%s (offered: %s)", title, needle,
    deferred[title] and ", its edit left to codeAction/resolve" or "", table.concat(titles, " | ")))

  local before = lsp.buffer_text(bufnr)
  local tick = api.nvim_buf_get_changedtick(bufnr)
  -- The cursor's line decides which diagnostics Neovim sends along.
  api.nvim_win_set_cursor(0, range.start)
  vim.lsp.buf.code_action({
    apply = true,
    range = range,
    filter = function(action) return action.title == title end,
  })
  vim.wait(timeout, function() return api.nvim_buf_get_changedtick(bufnr) ~= tick end, 50)
  local after, wanted = lsp.buffer_text(bufnr), expected(before)
  if after ~= wanted then say("expected:\n" .. wanted .. "\ngot:\n" .. after) end
  report(after == wanted, string.format("%q changed the buffer as expected", title))
  lsp.check_server_text(client, bufnr, string.format("%q", title))
end

-- Replaces the one occurrence of `old` in `text` by `new` (plain text).
local function replaced(text, old, new)
  local start, finish = text:find(old, 1, true)
  assert(start, "the text contains " .. old)
  return text:sub(1, start - 1) .. new .. text:sub(finish + 1)
end

local function wait_for_diagnostic(bufnr, code, present)
  vim.wait(timeout, function() return (#lsp.laminate_diagnostics(bufnr, code) > 0) == present end, 50)
  return #lsp.laminate_diagnostics(bufnr, code) > 0
end

local function check_recipe_actions(client, bufnr)
  report(wait_for_diagnostic(bufnr, "LAM007", true), "LAM007 for foregroundColor \"oragne\" arrived")
  check_code_action(client, bufnr, "oragne", "Change to 'orange'", function(text)
    return replaced(text, '"oragne"', '"orange"')
  end)
  report(not wait_for_diagnostic(bufnr, "LAM007", false), "LAM007 went away after the quick fix")

  check_code_action(client, bufnr, "pancake", "Mark all 2 occurrences of 'pancake' as ingredient 5",
    function(text)
      -- With the colour editors/example/.laminate.json requires on
      -- ingredient text (IngredientsAreGreen), so the marking is no new problem.
      text = replaced(text, "each pancake", "each ^[pancake](ingredient: 5, foregroundColor: \"green\")")
      return replaced(text, "first pancake", "first ^[pancake](ingredient: 5, foregroundColor: \"green\")")
    end)
end

-- Edits through the buffer API, as plugins and typing make them; Neovim
-- turns each into an incremental didChange in the negotiated encoding.
local function check_edits(client, bufnr)
  local row, column = find(bufnr, "**家族")
  -- "é" and "ä" as a letter plus a combining mark.
  api.nvim_buf_set_text(bufnr, row, column, row, column, { "Cafe\u{301} na\u{308}ive " })
  lsp.check_server_text(client, bufnr, "inserting combining marks")

  row, column = find(bufnr, "\u{301}")
  api.nvim_buf_set_text(bufnr, row, column, row, column + #"\u{301}", {})
  lsp.check_server_text(client, bufnr, "deleting a combining mark alone")

  row, column = find(bufnr, "👧")
  api.nvim_buf_set_text(bufnr, row, column + #"👧", row, column + #"👧", { "🇯🇵" })
  lsp.check_server_text(client, bufnr, "inserting a flag after a ZWJ family")

  row, column = find(bufnr, " ^[泡]")
  api.nvim_buf_set_text(bufnr, row, column, row, column + 1, { "", "" })
  lsp.check_server_text(client, bufnr, "splitting the span line")
  api.nvim_buf_set_text(bufnr, row, #api.nvim_buf_get_lines(bufnr, row, row + 1, true)[1], row + 1, 0, { " " })
  lsp.check_server_text(client, bufnr, "joining it again")

  -- Typing, one character at a time with no pause. Setting 'undolevels' to
  -- itself closes the undo block first, so that undo reverts only the typing.
  vim.cmd("let &undolevels = &undolevels")
  local before = api.nvim_buf_get_lines(bufnr, 0, -1, true)
  row = find(bufnr, "crème")
  for _, character in ipairs({ "と", "て", "も", "🍮", "e", "\u{301}", " " }) do
    local position = api.nvim_buf_get_lines(bufnr, row, row + 1, true)[1]:find("crème", 1, true) - 1
    api.nvim_buf_set_text(bufnr, row, position, row, position, { character })
  end
  lsp.check_server_text(client, bufnr, "typing seven characters")
  vim.cmd("silent undo")
  lsp.check_server_text(client, bufnr, "undo")
  report(vim.deep_equal(api.nvim_buf_get_lines(bufnr, 0, -1, true), before), "undo reverted the typing alone")

  row = find(bufnr, "crème")
  api.nvim_buf_set_lines(bufnr, row, row + 1, true, { "一行目", "二行目 ^[三](fontWeight: \"bold\")" })
  lsp.check_server_text(client, bufnr, "replacing a line by two")
  api.nvim_buf_set_lines(bufnr, 0, 2, true, {})
  lsp.check_server_text(client, bufnr, "deleting the first two lines")

  -- The tokens follow the edits: the ingredient still looks green where it
  -- is now.
  check_look(bufnr, "^[卵]", "^[", "ingredient", "the ingredient 卵 still shows green after the edits",
    function(look) return looks.dominated_by(look.fg, 2) end)
end

-- The outline, folding, selection ranges and formatting through Neovim's
-- client: the heading with the ingredient under it (after emoji and CJK), a
-- fold for the section, a selection chain that grows outwards, and
-- `vim.lsp.buf.format()` rewriting a list after accented and emoji text.
local function check_structure(client, bufnr)
  local params = { textDocument = lsp.document(bufnr) }
  local symbols = lsp.request(client, bufnr, "textDocument/documentSymbol", params) or {}
  local heading = symbols[1] or {}
  local children = {}
  for _, child in ipairs(heading.children or {}) do children[child.name] = true end
  report(heading.name == "Wide 🥞 パンケーキ" and children["卵"] == true,
    "the outline has the heading and, under it, the ingredient 卵 (" .. vim.inspect(heading.name) .. ": "
      .. table.concat(vim.tbl_keys(children), ", ") .. ")")

  local folds = lsp.request(client, bufnr, "textDocument/foldingRange", params) or {}
  report(#folds > 0 and folds[1].startLine == 0, "a fold starts at the heading (" .. vim.inspect(folds[1]) .. ")")

  local row, column = find(bufnr, "泡")
  local chain = lsp.request(client, bufnr, "textDocument/selectionRange",
    { textDocument = params.textDocument, positions = { lsp.position_at(client, bufnr, row, column) } }) or {}
  local depth, current = 0, chain[1]
  while current do depth, current = depth + 1, current.parent end
  report(depth >= 4, "the selection grows from 泡 outwards through " .. depth .. " ranges")

  local line = find(bufnr, "Plain text to edit")
  api.nvim_buf_set_lines(bufnr, line, line + 1, true, { "crème 😀 ^[brûlée](kern:1,note:'é',)" })
  local tick = api.nvim_buf_get_changedtick(bufnr)
  vim.lsp.buf.format({ bufnr = bufnr, timeout_ms = timeout })
  vim.wait(timeout, function() return api.nvim_buf_get_changedtick(bufnr) ~= tick end, 50)
  local formatted = api.nvim_buf_get_lines(bufnr, line, line + 1, true)[1]
  report(formatted == "crème 😀 ^[brûlée](kern: 1, note: \"é\")",
    "vim.lsp.buf.format() rewrote the list (" .. vim.inspect(formatted) .. ")")
  lsp.check_server_text(client, bufnr, "formatting")
end

local function main()
  say("neovim " .. lsp.version_string())
  -- The shipped setup exactly as a user writes it; the script put the
  -- server first on PATH as `laminate`.
  require("laminate").setup()
  report(vim.fn.exepath("laminate") ~= "" and vim.uv.fs_realpath(vim.fn.exepath("laminate")) == vim.uv.fs_realpath(laminate),
    "`laminate` on PATH is the server under test (" .. laminate .. ")")

  local client, recipe = lsp.check_attach(workspace, "recipe.md")
  say("position encoding: " .. tostring(client.offset_encoding))
  check_legend_groups(client)
  check_look(recipe, "^[Eggs]", "^[", "ingredient", "the ingredient Eggs shows green",
    function(look) return looks.dominated_by(look.fg, 2) end)
  check_recipe_actions(client, recipe)

  local wide_client, wide = lsp.check_attach(workspace, "wide.md")
  report(wide_client.id == client.id, "one laminate client serves both documents")
  lsp.check_server_text(client, wide, "opening a document with emoji and CJK")
  check_looks(wide)
  check_colour_schemes(wide)
  -- Selected as `v` selects it: the selection's end lies inside キ.
  check_code_action(client, wide, "家族のパンケーキ", "Make bold", function(text)
    return replaced(text, "家族のパンケーキ:", "**家族のパンケーキ**:")
  end, true)
  check_structure(client, wide)
  check_edits(client, wide)
  report(not lsp.call(client, "is_stopped"), "server still running after all checks")
end

lsp.run(main)
