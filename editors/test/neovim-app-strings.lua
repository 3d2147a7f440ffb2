-- The checks of neovim-app-strings.sh, run inside a headless Neovim 0.11 or
-- later that loaded only editors/neovim (`require("laminate").setup()`):
-- a String Catalog, a .strings file and a Swift source each get laminate,
-- a diagnostic where the problem is and a token over a span's text.
--
-- Globals set by the script: LAMINATE_BINARY, LAMINATE_WORKSPACE.
local laminate, workspace = _G.LAMINATE_BINARY, _G.LAMINATE_WORKSPACE
local here = debug.getinfo(1, "S").source:sub(2):match("(.*/)")
local lsp = dofile(here .. "neovim-lsp.lua")
local say, report, find, timeout = lsp.say, lsp.report, lsp.find, lsp.timeout

-- Opens `name`, checks its filetype and waits for laminate to attach.
local function open(name, filetype)
  vim.cmd("edit " .. vim.fn.fnameescape(workspace .. "/" .. name))
  local bufnr = vim.api.nvim_get_current_buf()
  report(vim.bo[bufnr].filetype == filetype, name .. " has filetype " .. filetype .. " (got '" .. vim.bo[bufnr].filetype .. "')")
  local client
  vim.wait(timeout, function()
    for _, candidate in ipairs(lsp.clients_of(bufnr)) do
      if candidate.name == "laminate" and candidate.server_capabilities ~= nil then client = candidate end
    end
    return client ~= nil
  end, 50)
  report(client ~= nil, name .. ": laminate attached and answered initialize")
  lsp.check_server_text(client, bufnr, "opening " .. name)
  return client, bufnr
end

-- Waits for the diagnostic `code` and checks it starts at the first `needle`.
local function check_diagnostic(bufnr, name, code, needle)
  vim.wait(timeout, function() return #lsp.laminate_diagnostics(bufnr, code) > 0 end, 50)
  local found = lsp.laminate_diagnostics(bufnr, code)
  local row, column = find(bufnr, needle)
  local at = found[1] and string.format("line %d byte %d", found[1].lnum + 1, found[1].col) or "none"
  report(#found == 1 and found[1].lnum == row and found[1].col == column,
    string.format("%s: one %s at %q (line %d byte %d; got %d, the first at %s)", name, code, needle, row + 1, column, #found, at))
end

-- Waits until the text after `prefix` at the first `needle` has a token of `token_type`.
local function check_token(bufnr, name, needle, prefix, token_type)
  local row, column = find(bufnr, needle)
  column = column + #prefix
  local function found()
    for _, token in ipairs(vim.lsp.semantic_tokens.get_at_pos(bufnr, row, column) or {}) do
      if token.type == token_type then return true end
    end
    return false
  end
  vim.wait(timeout, found, 50)
  report(found(), string.format("%s: a %s token at %q (line %d byte %d)", name, token_type, needle, row + 1, column))
end

-- No token and no diagnostic inside the Swift interpolation.
local function check_interpolation_opaque(bufnr)
  local row, column = find(bufnr, "inside")
  local tokens = vim.lsp.semantic_tokens.get_at_pos(bufnr, row, column) or {}
  report(#tokens == 0, "View.swift: no token inside the interpolation (got " .. #tokens .. ")")
  report(#lsp.laminate_diagnostics(bufnr, "LAM007") == 1, "View.swift: the interpolation's \"pnk\" is not reported")
end

local function main()
  say("neovim " .. lsp.version_string())
  require("laminate").setup()

  local client, catalog = open("Localizable.xcstrings", "json")
  say("position encoding: " .. tostring(client.offset_encoding))
  check_diagnostic(catalog, "Localizable.xcstrings", "LAM023", "\"😀 漢字 %lld peras\"")
  check_token(catalog, "Localizable.xcstrings", "^[%lld pera]", "^[", "attributedText")

  local strings_client, strings = open("Localizable.strings", "strings")
  report(strings_client.id == client.id, "one laminate client serves the catalog and the .strings file")
  check_diagnostic(strings, "Localizable.strings", "LAM007", "\\\"rde\\\"")
  check_token(strings, "Localizable.strings", "^[Hello]", "^[", "attributedText")

  local _, swift = open("View.swift", "swift")
  check_diagnostic(swift, "View.swift", "LAM007", "\\\"blu\\\"")
  check_token(swift, "View.swift", "^[Hi]", "^[", "attributedText")
  check_interpolation_opaque(swift)
  report(not lsp.call(client, "is_stopped"), "server still running after all checks")
end

lsp.run(main)
